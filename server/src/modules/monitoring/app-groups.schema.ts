import { builder } from '../../graphql/builder';
import { actorOf } from '../../authz/actor';
import { scopeOf } from '../../lib/request-meta';
import { countedConnection } from '../../graphql/connections';
import { ACCOUNT_ARG, entityMutations } from '../../graphql/entity-mutations';
import { changeOf, readOf } from '../../graphql/field-heads';
import type { AppGroupRow, GroupMemberRow } from './app-groups.repo';
import { MONITORING_CODES } from './monitoring-access';
import { MonitorPlatform } from './monitoring-enums';

const GroupMemberType = builder.objectRef<GroupMemberRow>('MonitoredAppGroupMember').implement({
  description: 'A monitored app in a group.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    appId: t.exposeString('appId'),
    platform: t.field({ type: MonitorPlatform, resolve: (a) => a.platform }),
  }),
});

const AppGroupType = builder.objectRef<AppGroupRow>('MonitoredAppGroup').implement({
  description: 'A named set of monitored apps the monitoring pages filter by (/Monitoring/appManage/appGroup).',
  fields: (t) => ({
    id: t.exposeID('id'),
    accountId: t.exposeID('accountId'),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    memberCount: t.int({ resolve: (g) => g.members.length }),
    members: t.field({ type: [GroupMemberType], resolve: (g) => g.members }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const AppGroupChoiceType = builder.objectRef<{ id: string; name: string }>('MonitoredAppGroupChoice').implement({
  description: 'An app group as a filter shows it.',
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const AppGroupInput = builder.inputType('MonitoredAppGroupInput', {
  fields: (t) => ({
    name: t.string({ required: true, description: '4-50 characters, unique in the account.' }),
    description: t.string({ description: 'Up to 500 characters.' }),
    appIds: t.idList({ description: 'The member apps (ids of monitored apps); left out, an update keeps the members.' }),
  }),
});

builder.queryField('monitoredAppGroups', (t) =>
  t.connection(
    {
      ...readOf(AppGroupType, { can: 'monitor_app_list' }),
      args: { search: t.arg.string({ description: 'Part of the name or description.' }), accountId: t.arg.id({ description: ACCOUNT_ARG }) },
      resolve: (_root, args, ctx) => ctx.services.monitoringAppGroups.list(actorOf(ctx), { args, search: args.search, accountId: args.accountId }),
    },
    countedConnection('MonitoredAppGroupConnection'),
  ),
);

builder.queryField('monitoredAppGroup', (t) =>
  t.field({
    ...readOf(AppGroupType, { can: 'monitor_app_list' }),
    args: { id: t.arg.id({ required: true }), accountId: t.arg.id({ description: ACCOUNT_ARG }) },
    resolve: (_root, args, ctx) => ctx.services.monitoringAppGroups.get(actorOf(ctx), args.id, args.accountId),
  }),
);

builder.queryField('monitoredAppGroupChoices', (t) =>
  t.field({
    ...readOf([AppGroupChoiceType], { can: MONITORING_CODES }, 'The app groups a monitoring page filters by (at most 500, by name): any monitoring code reads them.'),
    args: { accountId: t.arg.id({ description: ACCOUNT_ARG }) },
    resolve: (_root, args, ctx) => ctx.services.monitoringAppGroups.choices(actorOf(ctx), args.accountId),
  }),
);

entityMutations({ entity: 'MonitoredAppGroup', type: AppGroupType, input: AppGroupInput, can: 'monitor_app_list' }).calls({
  create: (input, { actor, scope, services }) => services.monitoringAppGroups.create(actor, input, scope),
  update: (id, input, { actor, scope, services }) => services.monitoringAppGroups.update(actor, id, input, scope),
  remove: (id, { actor, scope, services }) => services.monitoringAppGroups.delete(actor, id, scope),
});

builder.mutationField('deleteMonitoredAppGroups', (t) =>
  t.field({
    ...changeOf('Int', { can: 'monitor_app_list' }, 'Deletes up to 100 groups (all or none); answers how many. Their apps stay.'),
    args: { ids: t.arg.idList({ required: true }), accountId: t.arg.id({ description: ACCOUNT_ARG }) },
    resolve: (_root, args, ctx) => ctx.services.monitoringAppGroups.deleteMany(actorOf(ctx), args.ids, scopeOf(ctx, args)),
  }),
);

builder.mutationField('setMonitoredAppGroupMembers', (t) =>
  t.field({
    ...changeOf(AppGroupType, { can: 'monitor_app_list' }, "Replaces a group's member apps (an empty list empties it)."),
    args: { id: t.arg.id({ required: true }), appIds: t.arg.idList({ required: true }), accountId: t.arg.id({ description: ACCOUNT_ARG }) },
    resolve: (_root, args, ctx) => ctx.services.monitoringAppGroups.setMembers(actorOf(ctx), args.id, args.appIds, scopeOf(ctx, args)),
  }),
);
