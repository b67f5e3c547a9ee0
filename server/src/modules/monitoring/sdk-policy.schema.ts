import { actorOf } from '../../authz/actor';
import { builder } from '../../graphql/builder';
import { countedConnection } from '../../graphql/connections';
import { ACCOUNT_ARG, entityMutations } from '../../graphql/entity-mutations';
import { changeOf, readOf } from '../../graphql/field-heads';
import { scopeOf } from '../../lib/request-meta';
import { MAP_COLOR_SCALES, MAP_COUNTS, MAP_REGIONS, type MapColorScale, type MapCount, type MapDefaults, type MapRegion } from '../../../../common/sdk-policy';
import { MonitorPlatform } from './monitoring-enums';
import { SecurityResponseTypeEnum } from './responses.schema';
import type { BlockageStrategyRow } from './sdk-policy.repo';
import { MAP_READ_CODES, type DataAcquisitionRow } from './sdk-policy.service';

const upperValues = <T extends string>(values: readonly T[]) => Object.fromEntries(values.map((v) => [v.toUpperCase(), { value: v }])) as Record<Uppercase<T>, { value: T }>;

const MapRegionEnum = builder.enumType('MonitorMapRegion', { values: upperValues(Object.keys(MAP_REGIONS) as MapRegion[]) });
const MapColorScaleEnum = builder.enumType('MonitorMapColorScale', { values: upperValues(Object.keys(MAP_COLOR_SCALES) as MapColorScale[]) });
const MapCountEnum = builder.enumType('MonitorMapCount', {
  description:
    'What the map shows beside the colours: LEGEND (the colour scale with its largest count), RANKING (the countries with the most risk events), TOOLTIP (a country’s count on hover).',
  values: upperValues(MAP_COUNTS),
});

const DataAcquisitionType = builder.objectRef<DataAcquisitionRow>('MonitorDataAcquisition').implement({
  description: 'The device facts an SDK of the platform collects (`/Monitoring/dataAcquisition`); pushed in the SDK configuration.',
  fields: (t) => ({
    platform: t.field({ type: MonitorPlatform, resolve: (r) => r.platform }),
    model: t.exposeBoolean('model'),
    osVersion: t.exposeBoolean('osVersion'),
    ip: t.exposeBoolean('ip'),
    location: t.exposeBoolean('location'),
    installedApps: t.exposeBoolean('installedApps'),
    wifi: t.exposeBoolean('wifi'),
    saved: t.exposeBoolean('saved', { description: 'False while the platform has the defaults.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', nullable: true }),
  }),
});

const DataAcquisitionInput = builder.inputType('MonitorDataAcquisitionInput', {
  fields: (t) => ({
    model: t.boolean({ required: true }),
    osVersion: t.boolean({ required: true }),
    ip: t.boolean({ required: true }),
    location: t.boolean({ required: true }),
    installedApps: t.boolean({ required: true }),
    wifi: t.boolean({ required: true }),
  }),
});

const BlockageStrategyType = builder.objectRef<BlockageStrategyRow>('MonitorBlockageStrategy').implement({
  description: 'What the SDK does when it detects a threat kind (`/Monitoring/blockageStrategy`), with the text it shows.',
  fields: (t) => ({
    id: t.exposeID('id'),
    accountId: t.exposeID('accountId'),
    kind: t.exposeString('kind', { description: 'An event kind in lower case (root, automation …), or blacklisted_device for a device on a DEVICE blacklist.' }),
    action: t.field({ type: SecurityResponseTypeEnum, resolve: (r) => r.action }),
    messageEn: t.exposeString('messageEn'),
    messageZhTw: t.exposeString('messageZhTw'),
    creator: t.exposeString('creator'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const BlockageStrategyInput = builder.inputType('MonitorBlockageStrategyInput', {
  description: 'One strategy per kind and account.',
  fields: (t) => ({
    kind: t.string({ required: true, description: 'An event kind in lower case, or blacklisted_device.' }),
    action: t.field({ type: SecurityResponseTypeEnum, required: true }),
    messageEn: t.string({ required: true, description: '1-500 characters.' }),
    messageZhTw: t.string({ required: true, description: '1-500 characters.' }),
  }),
});

const MapDefaultsType = builder.objectRef<MapDefaults & { saved: boolean }>('MonitorMapDefaults').implement({
  description: 'The threat map’s defaults (`/Monitoring/mapSet`).',
  fields: (t) => ({
    region: t.field({ type: MapRegionEnum, resolve: (m) => m.region }),
    colorScale: t.field({ type: MapColorScaleEnum, resolve: (m) => m.colorScale }),
    counts: t.field({ type: [MapCountEnum], resolve: (m) => m.counts }),
    rankingSize: t.exposeInt('rankingSize'),
    saved: t.exposeBoolean('saved'),
  }),
});

const MapDefaultsInput = builder.inputType('MonitorMapDefaultsInput', {
  fields: (t) => ({
    region: t.field({ type: MapRegionEnum, required: true }),
    colorScale: t.field({ type: MapColorScaleEnum, required: true }),
    counts: t.field({ type: [MapCountEnum], required: true }),
    rankingSize: t.int({ required: true, description: '1-20.' }),
  }),
});

builder.queryField('monitorDataAcquisition', (t) =>
  t.field({
    ...readOf([DataAcquisitionType], { can: 'monitor_sdk_config' }, 'Every platform, the defaults where never saved.'),
    args: { accountId: t.arg.id({ description: ACCOUNT_ARG }) },
    resolve: (_root, args, ctx) => ctx.services.monitoringSdkPolicy.dataAcquisition(actorOf(ctx), args.accountId),
  }),
);

builder.mutationField('setMonitorDataAcquisition', (t) =>
  t.field({
    ...changeOf(DataAcquisitionType, { can: 'monitor_sdk_config' }),
    args: {
      platform: t.arg({ type: MonitorPlatform, required: true }),
      input: t.arg({ type: DataAcquisitionInput, required: true }),
      accountId: t.arg.id({ description: ACCOUNT_ARG }),
    },
    resolve: (_root, args, ctx) => ctx.services.monitoringSdkPolicy.setDataAcquisition(actorOf(ctx), args.platform, args.input, scopeOf(ctx, args)),
  }),
);

builder.queryField('monitorBlockageStrategies', (t) =>
  t.connection(
    {
      ...readOf(BlockageStrategyType, { can: 'monitor_sdk_config' }),
      args: { search: t.arg.string({ description: 'Part of the kind or a message.' }), accountId: t.arg.id({ description: ACCOUNT_ARG }) },
      resolve: (_root, args, ctx) => ctx.services.monitoringSdkPolicy.strategies(actorOf(ctx), { args, search: args.search, accountId: args.accountId }),
    },
    countedConnection('MonitorBlockageStrategyConnection'),
  ),
);

builder.queryField('monitorBlockageStrategy', (t) =>
  t.field({
    ...readOf(BlockageStrategyType, { can: 'monitor_sdk_config' }),
    args: { id: t.arg.id({ required: true }), accountId: t.arg.id({ description: ACCOUNT_ARG }) },
    resolve: (_root, args, ctx) => ctx.services.monitoringSdkPolicy.strategy(actorOf(ctx), args.id, args.accountId),
  }),
);

entityMutations({ entity: 'MonitorBlockageStrategy', type: BlockageStrategyType, input: BlockageStrategyInput, can: 'monitor_sdk_config' }).calls({
  create: (input, { actor, scope, services }) => services.monitoringSdkPolicy.createStrategy(actor, input, scope),
  update: (id, input, { actor, scope, services }) => services.monitoringSdkPolicy.updateStrategy(actor, id, input, scope),
  remove: (id, { actor, scope, services }) => services.monitoringSdkPolicy.deleteStrategy(actor, id, scope),
});

builder.queryField('monitorMapDefaults', (t) =>
  t.field({
    ...readOf(MapDefaultsType, { can: MAP_READ_CODES }, 'Any monitoring code (or dashboard) reads them: the dashboards draw the threat map with them.'),
    args: { accountId: t.arg.id({ description: ACCOUNT_ARG }) },
    resolve: (_root, args, ctx) => ctx.services.monitoringSdkPolicy.mapDefaults(actorOf(ctx), args.accountId),
  }),
);

builder.mutationField('setMonitorMapDefaults', (t) =>
  t.field({
    ...changeOf(MapDefaultsType, { can: 'monitor_sdk_config' }),
    args: { input: t.arg({ type: MapDefaultsInput, required: true }), accountId: t.arg.id({ description: ACCOUNT_ARG }) },
    resolve: (_root, args, ctx) => ctx.services.monitoringSdkPolicy.setMapDefaults(actorOf(ctx), { ...args.input, counts: args.input.counts as MapCount[] }, scopeOf(ctx, args)),
  }),
);
