import { ENTITLEMENTS } from '../../../../common/permissions';
import { builder } from '../../graphql/builder';
import type { AccountRow } from './accounts.repo';
import { actorOf } from '../../authz/actor';
import { countedConnection } from '../../graphql/connections';
import { changeOf, readOf } from '../../graphql/field-heads';

const AccountType = builder.objectRef<AccountRow>('Account').implement({
  description: 'An account (customer, tenant).',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    keyIdentifier: t.exposeString('keyIdentifier'),
    isSystem: t.exposeBoolean('isSystem'),
    enabled: t.boolean({ resolve: (a) => a.status === 'enabled' }),
    entitlements: t.exposeStringList('entitlements', { description: `Subscriptions: ${ENTITLEMENTS.join(', ')}.` }),
    userCount: t.int({ resolve: (a) => Number(a.userCount ?? 0) }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const AccountInput = builder.inputType('AccountInput', {
  fields: (t) => ({
    name: t.string({ required: true, description: '4-100 letters, digits, - or _.' }),
    keyIdentifier: t.string({ required: true }),
    entitlements: t.stringList({ required: true }),
  }),
});

const AccountOrderField = builder.enumType('AccountOrderField', { values: { NAME: { value: 'name' }, CREATED_AT: { value: 'createdAt' } } as const });

builder.queryField('accounts', (t) =>
  t.connection(
    {
      ...readOf(AccountType, { can: 'manage_account' }),
      args: { search: t.arg.string(), enabled: t.arg.boolean(), orderBy: t.arg({ type: AccountOrderField }) },
      resolve: (_root, args, ctx) => ctx.services.accounts.list(actorOf(ctx), { args, search: args.search, enabled: args.enabled, orderBy: args.orderBy ?? undefined }),
    },
    countedConnection('AccountConnection'),
  ),
);

builder.queryField('account', (t) =>
  t.field({
    ...readOf(AccountType, { authenticated: true }, 'Any account for a system super admin; one’s own account for anybody else.'),
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.accounts.get(actorOf(ctx), args.id),
  }),
);

builder.mutationField('createAccount', (t) =>
  t.field({
    ...changeOf(AccountType, { can: 'manage_account' }),
    args: { input: t.arg({ type: AccountInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.services.accounts.create(actorOf(ctx), args.input, ctx.meta.ip, ctx.lang),
  }),
);

builder.mutationField('updateAccount', (t) =>
  t.field({
    ...changeOf(AccountType, { can: 'manage_account' }),
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: AccountInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.services.accounts.update(actorOf(ctx), args.id, args.input, ctx.meta.ip),
  }),
);

builder.mutationField('setAccountEnabled', (t) =>
  t.field({
    ...changeOf(AccountType, { can: 'manage_account' }),
    args: { id: t.arg.id({ required: true }), enabled: t.arg.boolean({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.accounts.setEnabled(actorOf(ctx), args.id, args.enabled, ctx.meta.ip),
  }),
);
