import { builder } from '../../graphql/builder';
import type { GroupRow } from './user-groups.repo';
import { actorOf } from '../../authz/actor';
import { scopeOf } from '../../lib/request-meta';
import { countedConnection } from '../../graphql/connections';
import { entityMutations } from '../../graphql/entity-mutations';
import { changeOf, readOf } from '../../graphql/field-heads';

const GroupMember = builder.objectRef<{ id: string; username: string; realname: string | null; userGroupId: string | null }>('UserGroupMember').implement({
  fields: (t) => ({ id: t.exposeID('id'), username: t.exposeString('username'), realname: t.exposeString('realname', { nullable: true }) }),
});

const UserGroup = builder.objectRef<GroupRow>('UserGroup').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    accountId: t.exposeID('accountId', { description: 'The customerId of spec §3.' }),
    accountName: t.exposeString('accountName'),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    memberCount: t.int({ resolve: (g) => Number(g.memberCount ?? 0) }),
    // Batched: a page of groups loads all its members in one query.
    members: t.loadableGroup({
      type: GroupMember,
      load: (groupIds: string[], ctx) => ctx.services.userGroups.membersOfGroups(actorOf(ctx), groupIds),
      group: (member) => member.userGroupId!,
      resolve: (g) => g.id,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const UserGroupInput = builder.inputType('UserGroupInput', {
  fields: (t) => ({ name: t.string({ required: true }), description: t.string() }),
});

builder.queryField('userGroups', (t) =>
  t.connection(
    {
      ...readOf(UserGroup, { can: ['manage_user_group', 'manage_user'] }),
      args: { accountId: t.arg.id(), search: t.arg.string() },
      resolve: (_root, args, ctx) => ctx.services.userGroups.list(actorOf(ctx), { args, accountId: args.accountId, search: args.search }),
    },
    countedConnection('UserGroupConnection'),
  ),
);

builder.queryField('userGroup', (t) =>
  t.field({
    ...readOf(UserGroup, { can: ['manage_user_group', 'manage_user'] }),
    args: { id: t.arg.id({ required: true }), accountId: t.arg.id() },
    resolve: (_root, args, ctx) => ctx.services.userGroups.get(actorOf(ctx), args.id, args.accountId),
  }),
);

entityMutations({ entity: 'UserGroup', type: UserGroup, input: UserGroupInput, can: 'manage_user_group' }).calls({
  create: (input, { actor, scope, services }) => services.userGroups.create(actor, input, scope),
  update: (id, input, { actor, scope, services }) => services.userGroups.update(actor, id, input, scope),
  remove: (id, { actor, scope, services }) => services.userGroups.delete(actor, id, scope),
});

builder.mutationField('setUserGroupMembers', (t) =>
  t.field({
    ...changeOf(UserGroup, { can: 'manage_user_group' }),
    args: { id: t.arg.id({ required: true }), userIds: t.arg.idList({ required: true }), accountId: t.arg.id() },
    resolve: (_root, args, ctx) => ctx.services.userGroups.setMembers(actorOf(ctx), args.id, args.userIds, scopeOf(ctx, args)),
  }),
);
