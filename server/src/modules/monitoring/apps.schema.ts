import { builder } from '../../graphql/builder';
import type { AppChoiceRow, AppRow } from './apps.repo';
import { MONITORING_CODES } from './monitoring-access';
import type { SdkConfig } from './apps.service';
import { EventKindEnum, MonitorPlatform, RiskLevelEnum } from './monitoring-enums';
import { actorOf } from '../../authz/actor';
import { scopeOf } from '../../lib/request-meta';
import { countedConnection } from '../../graphql/connections';
import { entityMutations } from '../../graphql/entity-mutations';
import { changeOf, readOf } from '../../graphql/field-heads';

const MonitoredAppType = builder.objectRef<AppRow>('MonitoredApp').implement({
  description: 'An app whose SDK reports security events (spec §3 Monitored app).',
  fields: (t) => ({
    id: t.exposeID('id'),
    accountId: t.exposeID('accountId'),
    accountName: t.exposeString('accountName'),
    appId: t.exposeString('appId', { description: 'Package name, bundle id or H5 app id.' }),
    name: t.exposeString('name'),
    platform: t.field({ type: MonitorPlatform, resolve: (a) => a.platform }),
    description: t.exposeString('description', { nullable: true }),
    defaultRegion: t.exposeString('defaultRegion', { nullable: true }),
    useSystemEventConfig: t.exposeBoolean('useSystemEventConfig'),
    useSystemRuleConfig: t.exposeBoolean('useSystemRuleConfig'),
    eventKinds: t.field({ type: [EventKindEnum], resolve: (a) => a.eventKinds as never }),
    sdkKey: t.exposeString('sdkKey', { description: 'Public id the SDK sends in X-Rampart-Key.' }),
    secretRotatedAt: t.expose('secretRotatedAt', { type: 'DateTime' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const AppWithSecret = builder.objectRef<{ app: AppRow; secret: string }>('MonitoredAppSecretPayload').implement({
  description: 'The app and its SDK secret, shown this once; the server keeps it sealed.',
  fields: (t) => ({
    app: t.field({ type: MonitoredAppType, resolve: (p) => p.app }),
    secret: t.exposeString('secret'),
  }),
});

const SdkEventConfig = builder.objectRef<SdkConfig['events'][number]>('SdkEventConfig').implement({
  fields: (t) => ({
    kind: t.field({ type: EventKindEnum, resolve: (e) => e.kind as never }),
    level: t.expose('level', { type: RiskLevelEnum, nullable: true, description: 'System default level, or null for heartbeat.' }),
  }),
});

const SdkUploadConfig = builder.objectRef<SdkConfig['upload']>('SdkUploadConfig').implement({
  fields: (t) => ({
    path: t.exposeString('path'),
    maxEventBytes: t.exposeInt('maxEventBytes'),
    maxBatchBytes: t.exposeInt('maxBatchBytes'),
    maxBatchEvents: t.exposeInt('maxBatchEvents'),
    flushIntervalSeconds: t.exposeInt('flushIntervalSeconds'),
    maxEventAgeDays: t.exposeInt('maxEventAgeDays'),
  }),
});

const SdkConfigType = builder.objectRef<SdkConfig>('SdkConfig').implement({
  description: "What an app's SDK pulls from GET /api/sdk/v1/config.",
  fields: (t) => ({
    appId: t.exposeString('appId'),
    name: t.exposeString('name'),
    platform: t.field({ type: MonitorPlatform, resolve: (c) => c.platform }),
    defaultRegion: t.exposeString('defaultRegion', { nullable: true }),
    sdkKey: t.exposeString('sdkKey'),
    events: t.field({ type: [SdkEventConfig], resolve: (c) => c.events }),
    upload: t.field({ type: SdkUploadConfig, resolve: (c) => c.upload }),
  }),
});

const MonitoredAppInput = builder.inputType('MonitoredAppInput', {
  fields: (t) => ({
    appId: t.string({ required: true }),
    name: t.string({ required: true, description: '4-100 characters.' }),
    platform: t.field({ type: MonitorPlatform, required: true }),
    description: t.string(),
    defaultRegion: t.string(),
    useSystemEventConfig: t.boolean({ required: true }),
    useSystemRuleConfig: t.boolean({ required: true }),
    eventKinds: t.field({ type: [EventKindEnum], description: 'Kinds the SDK detects when useSystemEventConfig is false.' }),
  }),
});

builder.queryField('monitoredApps', (t) =>
  t.connection(
    {
      ...readOf(MonitoredAppType, { can: 'monitor_app_list' }),
      args: { accountId: t.arg.id(), platform: t.arg({ type: MonitorPlatform }), search: t.arg.string() },
      resolve: (_root, args, ctx) => ctx.services.monitoringApps.list(actorOf(ctx), { args, accountId: args.accountId, platform: args.platform, search: args.search }),
    },
    countedConnection('MonitoredAppConnection'),
  ),
);

const AppChoiceType = builder.objectRef<AppChoiceRow>('MonitoredAppChoice').implement({
  description: 'A monitored app as a picker shows it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    appId: t.exposeString('appId'),
    platform: t.field({ type: MonitorPlatform, resolve: (a) => a.platform }),
  }),
});

builder.queryField('monitoredAppChoices', (t) =>
  t.field({
    ...readOf([AppChoiceType], { can: MONITORING_CODES }, 'The apps a monitoring page filters by (at most 500, by name): any monitoring code reads them.'),
    args: { accountId: t.arg.id(), platform: t.arg({ type: MonitorPlatform }), search: t.arg.string() },
    resolve: (_root, args, ctx) => ctx.services.monitoringApps.choices(actorOf(ctx), args),
  }),
);

builder.queryField('monitoredApp', (t) =>
  t.field({
    ...readOf(MonitoredAppType, { can: 'monitor_app_list' }),
    args: { id: t.arg.id({ required: true }), accountId: t.arg.id() },
    resolve: (_root, args, ctx) => ctx.services.monitoringApps.get(actorOf(ctx), args.id, args.accountId),
  }),
);

builder.queryField('monitoringSdkConfig', (t) =>
  t.field({
    ...readOf([SdkConfigType], { can: 'monitor_sdk_config' }, '/monitoringSdkConfig/list/{platform}: the config each app of the platform pulls.'),
    args: { platform: t.arg({ type: MonitorPlatform, required: true }), accountId: t.arg.id() },
    resolve: (_root, args, ctx) => ctx.services.monitoringApps.sdkConfigs(actorOf(ctx), args.platform, args.accountId),
  }),
);

entityMutations({ entity: 'MonitoredApp', type: MonitoredAppType, createdType: AppWithSecret, input: MonitoredAppInput, can: 'monitor_app_list' }).calls({
  create: (input, { actor, scope, services }) => services.monitoringApps.create(actor, input, scope),
  update: (id, input, { actor, scope, services }) => services.monitoringApps.update(actor, id, input, scope),
  remove: (id, { actor, scope, services }) => services.monitoringApps.delete(actor, id, scope),
});

builder.mutationField('rotateAppSecret', (t) =>
  t.field({
    ...changeOf(AppWithSecret, { can: 'monitor_app_list' }, 'Issues a new SDK secret (shown once); the old one stops verifying.'),
    args: { id: t.arg.id({ required: true }), accountId: t.arg.id() },
    resolve: (_root, args, ctx) => ctx.services.monitoringApps.rotateSecret(actorOf(ctx), args.id, scopeOf(ctx, args)),
  }),
);
