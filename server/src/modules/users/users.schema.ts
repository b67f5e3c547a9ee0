import { builder } from '../../graphql/builder';
import { SortDirection } from '../../graphql/sort-direction';
import type { ManagedUserRow } from './users.repo';
import { actorOf } from '../../authz/actor';
import { scopeOf } from '../../lib/request-meta';
import { countedConnection } from '../../graphql/connections';
import { changeOf, readOf } from '../../graphql/field-heads';
import { RoleTypeEnum } from '../roles/roles.schema';

const ManagedUser = builder.objectRef<ManagedUserRow>('ManagedUser').implement({
  description: 'A user as administrators see it (spec §3 User).',
  fields: (t) => ({
    id: t.exposeID('id'),
    accountId: t.exposeID('accountId'),
    accountName: t.exposeString('accountName'),
    username: t.exposeString('username'),
    realname: t.exposeString('realname', { nullable: true }),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
    roleId: t.exposeID('roleId'),
    roleName: t.exposeString('roleName'),
    roleType: t.expose('roleType', { type: RoleTypeEnum }),
    userGroupId: t.exposeID('userGroupId', { nullable: true }),
    userGroupName: t.exposeString('userGroupName', { nullable: true }),
    status: t.string({ description: '`locked` or `unlocked`.', resolve: (u) => (u.locked ? 'locked' : 'unlocked') }),
    enabled: t.boolean({ resolve: (u) => u.status === 'enabled' }),
    readOnly: t.exposeBoolean('readOnly', { description: 'Reads what the role allows and changes nothing but its own session, password, MFA and profile.' }),
    riskappId: t.exposeID('riskappId', { nullable: true, description: 'The monitored app the user is bound to (spec §3 riskapp_id).' }),
    riskappName: t.exposeString('riskappName', { nullable: true }),
    riskappPlatform: t.exposeString('riskappPlatform', { nullable: true, description: '`android`, `ios` or `h5`: the bound app’s platform.' }),
    appCountry: t.exposeString('appCountry', { nullable: true, description: 'ISO 3166-1 alpha-2 code (spec §3 appCountry).' }),
    mfaEnabled: t.exposeBoolean('mfaEnabled'),
    apiKey: t.exposeString('apiKey', { nullable: true }),
    lastLoginAt: t.expose('lastLoginAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const UserOrderField = builder.enumType('UserOrderField', {
  values: { USERNAME: { value: 'username' }, REALNAME: { value: 'realname' }, CREATED_AT: { value: 'createdAt' }, LAST_LOGIN_AT: { value: 'lastLoginAt' } } as const,
});

const UserFilter = builder.inputType('UserFilter', {
  fields: (t) => ({
    accountId: t.id({ description: 'System super admins only.' }),
    search: t.string(),
    username: t.string(),
    realname: t.string(),
    accountName: t.string(),
    roleId: t.id(),
    userGroupId: t.id(),
    locked: t.boolean(),
    enabled: t.boolean(),
    createdFrom: t.string({ description: 'ISO date-time, inclusive.' }),
    createdTo: t.string({ description: 'ISO date-time, exclusive.' }),
  }),
});

const profileFields = (t: PothosSchemaTypes.InputFieldBuilder<PothosSchemaTypes.ExtendDefaultTypes<object>, 'InputObject'>) => ({
  realname: t.string(),
  firstName: t.string(),
  lastName: t.string(),
  email: t.string(),
  roleId: t.id({ required: true }),
  userGroupId: t.id(),
  readOnly: t.boolean(),
  riskappId: t.id({ description: 'A monitored app of the user’s account.' }),
  riskappPlatform: t.string({ description: 'When given, must be the app’s platform (`android`, `ios`, `h5`).' }),
  appCountry: t.string({ description: 'ISO 3166-1 alpha-2 code, e.g. `TW`.' }),
});

const CreateUserInput = builder.inputType('CreateUserInput', {
  fields: (t) => ({
    username: t.string({ required: true }),
    password: t.string({ required: true, description: 'Base64 RSA-OAEP (SHA-256) ciphertext, as for sign-in.' }),
    ...profileFields(t as never),
  }),
});

const UpdateUserInput = builder.inputType('UpdateUserInput', { fields: (t) => profileFields(t as never) });

const ApiCredentials = builder.objectRef<{ apiKey: string; apiSecret: string }>('ApiCredentials').implement({
  description: 'The secret is shown only in this answer.',
  fields: (t) => ({ apiKey: t.exposeString('apiKey'), apiSecret: t.exposeString('apiSecret') }),
});

function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

builder.queryField('users', (t) =>
  t.connection(
    {
      ...readOf(ManagedUser, { can: 'manage_user' }),
      args: { filter: t.arg({ type: UserFilter }), orderBy: t.arg({ type: UserOrderField }), direction: t.arg({ type: SortDirection }) },
      resolve: (_root, args, ctx) => {
        const f = args.filter ?? {};
        return ctx.services.users.list(actorOf(ctx), {
          args,
          filter: {
            accountId: f.accountId,
            search: f.search,
            username: f.username,
            realname: f.realname,
            accountName: f.accountName,
            roleId: f.roleId,
            userGroupId: f.userGroupId,
            locked: f.locked,
            enabled: f.enabled,
            createdFrom: parseDate(f.createdFrom),
            createdTo: parseDate(f.createdTo),
          },
          orderBy: args.orderBy ?? undefined,
          direction: args.direction ?? undefined,
        });
      },
    },
    countedConnection('ManagedUserConnection'),
  ),
);

const RiskappChoice = builder.objectRef<{ id: string; name: string; appId: string; platform: string }>('UserRiskappChoice').implement({
  description: 'A monitored app a user may be bound to.',
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name'), appId: t.exposeString('appId'), platform: t.exposeString('platform') }),
});

builder.queryField('userRiskappChoices', (t) =>
  t.field({
    ...readOf(
      [RiskappChoice],
      { can: 'manage_user' },
      'The monitored apps of the account (yours, or for a system super admin the one named) a user may be bound to, by name; at most 500.',
    ),
    args: { accountId: t.arg.id(), search: t.arg.string() },
    resolve: (_root, args, ctx) => ctx.services.users.riskappChoices(actorOf(ctx), args.accountId, args.search),
  }),
);

builder.queryField('user', (t) =>
  t.field({
    ...readOf(ManagedUser, { can: 'manage_user' }),
    args: { id: t.arg.id({ required: true }), accountId: t.arg.id() },
    resolve: (_root, args, ctx) => ctx.services.users.get(actorOf(ctx), args.id, args.accountId),
  }),
);

builder.mutationField('createUser', (t) =>
  t.field({
    ...changeOf(ManagedUser, { can: 'manage_user' }),
    args: { input: t.arg({ type: CreateUserInput, required: true }), accountId: t.arg.id() },
    resolve: (_root, args, ctx) => ctx.services.users.create(actorOf(ctx), args.input, scopeOf(ctx, args)),
  }),
);

builder.mutationField('updateUser', (t) =>
  t.field({
    ...changeOf(ManagedUser, { can: 'manage_user' }),
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: UpdateUserInput, required: true }), accountId: t.arg.id() },
    resolve: (_root, args, ctx) => ctx.services.users.update(actorOf(ctx), args.id, args.input, scopeOf(ctx, args)),
  }),
);

builder.mutationField('setUsersLocked', (t) =>
  t.field({
    ...changeOf('Int', { can: 'manage_user' }, 'Locks or unlocks up to 100 users; answers how many changed.'),
    args: { ids: t.arg.idList({ required: true }), locked: t.arg.boolean({ required: true }), accountId: t.arg.id() },
    resolve: (_root, args, ctx) => ctx.services.users.setLocked(actorOf(ctx), args.ids, args.locked, scopeOf(ctx, args)),
  }),
);

builder.mutationField('setUsersEnabled', (t) =>
  t.field({
    ...changeOf('Int', { can: 'manage_user' }, 'Enables or disables up to 100 users; answers how many changed.'),
    args: { ids: t.arg.idList({ required: true }), enabled: t.arg.boolean({ required: true }), accountId: t.arg.id() },
    resolve: (_root, args, ctx) => ctx.services.users.setEnabled(actorOf(ctx), args.ids, args.enabled, scopeOf(ctx, args)),
  }),
);

builder.mutationField('resetUserPassword', (t) =>
  t.field({
    ...changeOf('Boolean', { can: 'manage_user' }),
    args: { id: t.arg.id({ required: true }), password: t.arg.string({ required: true }), accountId: t.arg.id() },
    resolve: (_root, args, ctx) => ctx.services.users.resetPassword(actorOf(ctx), args.id, args.password, scopeOf(ctx, args)),
  }),
);

builder.mutationField('rotateApiCredentials', (t) =>
  t.field({
    ...changeOf(ApiCredentials, { authenticated: true }, 'New API key and secret for a user you manage, or for yourself without an id.'),
    args: { userId: t.arg.id(), accountId: t.arg.id() },
    resolve: (_root, args, ctx) => ctx.services.users.rotateApiCredentials(actorOf(ctx), args.userId ?? null, scopeOf(ctx, args)),
  }),
);
