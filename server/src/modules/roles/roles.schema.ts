import { builder } from '../../graphql/builder';
import { SortDirection } from '../../graphql/sort-direction';
import type { RoleRow } from './roles.repo';
import type { RoleType as RoleTypeValue } from '../../db/schema';
import { actorOf } from '../../authz/actor';
import { countedConnection } from '../../graphql/connections';
import { entityMutations } from '../../graphql/entity-mutations';
import { readOf } from '../../graphql/field-heads';

type RoleShape = Omit<RoleRow, 'accountName' | 'userCount'> & { accountName?: string; userCount?: number | string | null };

/** CUSTOM, or one of the built-in roles every account gets. */
export const RoleTypeEnum = builder.enumType('RoleType', {
  values: ['SUPER_ADMIN', 'CUSTOMER_SUPER_ADMIN', 'ADMIN', 'USER', 'VIEW', 'CUSTOM'] as const satisfies readonly RoleTypeValue[],
});

const RoleType = builder.objectRef<RoleShape>('Role').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    accountId: t.exposeID('accountId'),
    accountName: t.string({ nullable: true, resolve: (r) => r.accountName ?? null }),
    name: t.exposeString('name'),
    type: t.expose('type', { type: RoleTypeEnum }),
    codes: t.exposeStringList('codes'),
    manageAdminRoles: t.exposeBoolean('manageAdminRoles'),
    builtin: t.exposeBoolean('builtin'),
    userCount: t.int({ nullable: true, resolve: (r) => (r.userCount == null ? null : Number(r.userCount)) }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const RoleOrderField = builder.enumType('RoleOrderField', { values: { NAME: { value: 'name' }, CREATED_AT: { value: 'createdAt' } } as const });

const PermissionCodeInfo = builder.objectRef<{ code: string; product: string | null }>('PermissionCodeInfo').implement({
  fields: (t) => ({ code: t.exposeString('code'), product: t.exposeString('product', { nullable: true }) }),
});

const PermissionGroupType = builder.objectRef<{ group: string; codes: Array<{ code: string; product: string | null }> }>('PermissionGroup').implement({
  fields: (t) => ({ group: t.exposeString('group'), codes: t.field({ type: [PermissionCodeInfo], resolve: (g) => g.codes }) }),
});

const RoleInput = builder.inputType('RoleInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    codes: t.stringList({ required: true }),
    manageAdminRoles: t.boolean({ required: true }),
  }),
});

builder.queryField('roles', (t) =>
  t.connection(
    {
      ...readOf(RoleType, { can: ['manage_role', 'manage_user'] }),
      args: {
        accountId: t.arg.id(),
        search: t.arg.string(),
        orderBy: t.arg({ type: RoleOrderField }),
        direction: t.arg({ type: SortDirection }),
      },
      resolve: (_root, args, ctx) =>
        ctx.services.roles.list(actorOf(ctx), {
          args,
          accountId: args.accountId,
          search: args.search,
          orderBy: args.orderBy ?? undefined,
          direction: args.direction ?? undefined,
        }),
    },
    countedConnection('RoleConnection'),
  ),
);

builder.queryField('role', (t) =>
  t.field({
    ...readOf(RoleType, { can: ['manage_role', 'manage_user'] }),
    args: { id: t.arg.id({ required: true }), accountId: t.arg.id() },
    resolve: (_root, args, ctx) => ctx.services.roles.get(actorOf(ctx), args.id, args.accountId),
  }),
);

builder.queryField('permissionTree', (t) =>
  t.field({
    ...readOf([PermissionGroupType], { can: 'manage_role' }, 'The permission groups and codes the caller may grant in the account (role editor).'),
    args: { accountId: t.arg.id() },
    resolve: (_root, args, ctx) => ctx.services.roles.grantableTree(actorOf(ctx), args.accountId),
  }),
);

entityMutations({ entity: 'Role', type: RoleType, input: RoleInput, can: 'manage_role' }).calls({
  create: (input, { actor, scope, services }) => services.roles.create(actor, input, scope),
  update: (id, input, { actor, scope, services }) => services.roles.update(actor, id, input, scope),
  remove: (id, { actor, scope, services }) => services.roles.delete(actor, id, scope),
});
