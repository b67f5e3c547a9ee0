import { builder } from '../../graphql/builder';
import { actorOf } from '../../authz/actor';
import { scopeOf } from '../../lib/request-meta';
import { countedConnection } from '../../graphql/connections';
import { ACCOUNT_ARG, entityMutations } from '../../graphql/entity-mutations';
import { changeOf, readOf } from '../../graphql/field-heads';
import type { AppListRow } from './app-lists.repo';

/** Holders of either code see the page; each type needs its own (the service checks per entry). */
const EITHER = ['monitor_blacklist', 'monitor_whitelist'] as const;

export const AppListTypeEnum = builder.enumType('MonitorAppListType', {
  description: 'BLACK (needs monitor_blacklist): a device with the app installed is a risk. WHITE (needs monitor_whitelist): the app is left out of app-based detection.',
  values: { BLACK: { value: 'black' }, WHITE: { value: 'white' } } as const,
});

export const AppListEntryType = builder.objectRef<AppListRow>('MonitorAppListEntry').implement({
  description:
    'Spec §3 App blacklist/whitelist. An installed app matches when every identifying field the entry gives (package name, MD5, cert MD5, installer) matches; an enabled BLACK match makes the event high risk.',
  fields: (t) => ({
    id: t.exposeID('id'),
    accountId: t.exposeID('accountId'),
    type: t.field({ type: AppListTypeEnum, resolve: (r) => r.type }),
    name: t.exposeString('name'),
    appName: t.exposeString('appName', { nullable: true }),
    packageName: t.exposeString('packageName', { nullable: true }),
    md5: t.exposeString('md5', { nullable: true, description: 'APK MD5, 32 lowercase hex digits.' }),
    certMd5: t.exposeString('certMd5', { nullable: true, description: 'Signing certificate MD5, 32 lowercase hex digits.' }),
    installer: t.exposeString('installer', { nullable: true, description: 'The package that must have installed it, e.g. com.android.vending.' }),
    enabled: t.exposeBoolean('enabled'),
    creator: t.exposeString('creator', { description: 'Username of the user who added it.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const AppListEntryInput = builder.inputType('MonitorAppListEntryInput', {
  description: 'At least one of packageName, md5 or certMd5 (spec §5).',
  fields: (t) => ({
    type: t.field({ type: AppListTypeEnum, required: true }),
    name: t.string({ required: true, description: '4-100 letters, digits, - and _.' }),
    appName: t.string({ description: 'The listed app’s display name, up to 100 characters.' }),
    packageName: t.string({ description: 'A Java package name, e.g. com.topjohnwu.magisk.' }),
    md5: t.string({ description: '32 hex digits, either case.' }),
    certMd5: t.string({ description: '32 hex digits, or 16 pairs separated by colons.' }),
    installer: t.string({ description: 'A package name, e.g. com.android.vending.' }),
    enabled: t.boolean({ required: true }),
  }),
});

builder.queryField('monitorAppList', (t) =>
  t.connection(
    {
      ...readOf(
        AppListEntryType,
        { can: EITHER },
        'Needs monitor_blacklist for BLACK entries and monitor_whitelist for WHITE ones; without a type, the types the caller may read.',
      ),
      args: {
        type: t.arg({ type: AppListTypeEnum }),
        enabled: t.arg.boolean(),
        search: t.arg.string({ description: 'Part of the name, app name, package name, installer, creator or an MD5.' }),
        accountId: t.arg.id({ description: ACCOUNT_ARG }),
      },
      resolve: (_root, args, ctx) =>
        ctx.services.monitoringAppLists.list(actorOf(ctx), { args, type: args.type, enabled: args.enabled, search: args.search, accountId: args.accountId }),
    },
    countedConnection('MonitorAppListConnection'),
  ),
);

entityMutations({ entity: 'MonitorAppListEntry', type: AppListEntryType, input: AppListEntryInput, can: EITHER }).calls({
  create: (input, { actor, scope, services }) => services.monitoringAppLists.create(actor, input, scope),
  update: (id, input, { actor, scope, services }) => services.monitoringAppLists.update(actor, id, input, scope),
  remove: (id, { actor, scope, services }) => services.monitoringAppLists.delete(actor, id, scope),
});

builder.mutationField('deleteMonitorAppListEntries', (t) =>
  t.field({
    ...changeOf('Int', { can: EITHER }, 'Deletes up to 100 entries (all or none); answers how many.'),
    args: { ids: t.arg.idList({ required: true }), accountId: t.arg.id({ description: ACCOUNT_ARG }) },
    resolve: (_root, args, ctx) => ctx.services.monitoringAppLists.deleteMany(actorOf(ctx), args.ids, scopeOf(ctx, args)),
  }),
);

builder.mutationField('setMonitorAppListEntriesEnabled', (t) =>
  t.field({
    ...changeOf('Int', { can: EITHER }, 'Enables or disables up to 100 entries (all or none); answers how many.'),
    args: { ids: t.arg.idList({ required: true }), enabled: t.arg.boolean({ required: true }), accountId: t.arg.id({ description: ACCOUNT_ARG }) },
    resolve: (_root, args, ctx) => ctx.services.monitoringAppLists.setEnabled(actorOf(ctx), args.ids, args.enabled, scopeOf(ctx, args)),
  }),
);
