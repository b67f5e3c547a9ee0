import { builder } from '../../graphql/builder';
import { INTEGER_ID } from '../../graphql/id-guard-plugin';
import { countryOfAlpha3 } from '../../platform/geoip';
import { EventKindEnum, EventLevelEnum, MonitorPlatform } from './monitoring-enums';
import type { DeviceRow, EventRecord } from './threats.repo';
import { EVENT_READ_CODES } from './threats.service';
import { actorOf } from '../../authz/actor';
import { countedConnection } from '../../graphql/connections';
import { readOf } from '../../graphql/field-heads';
import { SortDirection } from '../../graphql/sort-direction';

interface InstalledAppShape {
  packageName?: string | null;
  name?: string | null;
  md5?: string | null;
  certMd5?: string | null;
  installer?: string | null;
}

const InstalledApp = builder.objectRef<InstalledAppShape>('InstalledApp').implement({
  fields: (t) => ({
    packageName: t.string({ nullable: true, resolve: (a) => a.packageName ?? null }),
    name: t.string({ nullable: true, resolve: (a) => a.name ?? null }),
    md5: t.string({ nullable: true, resolve: (a) => a.md5 ?? null }),
    certMd5: t.string({ nullable: true, resolve: (a) => a.certMd5 ?? null }),
    installer: t.string({ nullable: true, resolve: (a) => a.installer ?? null }),
  }),
});

/** What a device reported about itself, as events and device records both keep it. */
interface DeviceFactsShape {
  appId: string;
  appName: string | null;
  udid: string;
  userUdid: string | null;
  brand: string | null;
  model: string | null;
  osVersion: string | null;
  platform: string;
  clientIp: string | null;
  country: string | null;
  sdkVersion: string | null;
  appVersion: string | null;
  environment: unknown;
  installedApps: unknown;
}

/** Device facts shared by threat devices and events (spec §3 Device/threat records). */
const DeviceFacts = builder.interfaceRef<DeviceFactsShape>('DeviceFacts').implement({
  description: 'What a device reported about itself with its newest event: shared by security events and threat devices.',
  fields: (t) => ({
    appId: t.exposeID('appId', { description: 'The monitored app (its id, not its package name).' }),
    appName: t.exposeString('appName', { nullable: true }),
    udid: t.exposeString('udid'),
    userUdid: t.exposeString('userUdid', { nullable: true }),
    brand: t.exposeString('brand', { nullable: true }),
    model: t.exposeString('model', { nullable: true }),
    osVersion: t.exposeString('osVersion', { nullable: true }),
    platform: t.field({ type: MonitorPlatform, resolve: (r) => r.platform as never }),
    clientIp: t.exposeString('clientIp', { nullable: true }),
    country: t.exposeString('country', { nullable: true, description: 'ISO 3166-1 alpha-3.' }),
    countryAlpha2: t.string({ nullable: true, resolve: (r) => (r.country ? (countryOfAlpha3(r.country)?.alpha2 ?? null) : null) }),
    sdkVersion: t.exposeString('sdkVersion', { nullable: true }),
    appVersion: t.exposeString('appVersion', { nullable: true }),
    environment: t.stringList({ resolve: (r) => (Array.isArray(r.environment) ? r.environment.map(String) : []) }),
    installedApps: t.field({ type: [InstalledApp], resolve: (r) => (Array.isArray(r.installedApps) ? (r.installedApps as InstalledAppShape[]) : []) }),
  }),
});

const ThreatEventIncident = builder.objectRef<{ id: string; name: string }>('ThreatEventIncident').implement({
  description: 'A security event (incident definition, /Monitoring/securityIncident) an event met.',
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const ThreatEventType = builder.objectRef<EventRecord>('ThreatEvent').implement({
  description: 'One event an SDK reported, with the risk level the risk engine gave it.',
  interfaces: [DeviceFacts],
  fields: (t) => ({
    id: t.string({ description: 'Use with securityEvent(id).', resolve: (e) => String(e.id) }),
    eventId: t.exposeString('eventId', { description: "The SDK's own id of the event." }),
    kind: t.field({ type: EventKindEnum, resolve: (e) => e.kind as never }),
    riskLevel: t.field({ type: EventLevelEnum, resolve: (e) => e.riskLevel }),
    exempt: t.exposeBoolean('exempt', { description: 'The device is whitelisted or a debug device.' }),
    matched: t.exposeStringList('matched', { description: 'What decided the level: system, rule:<name>, blacklist:<name>, incident:<config key>, whitelist, debug-device.' }),
    incidentIds: t.exposeIDList('incidentIds', { description: 'The security events (incident definitions) the event met when it was ingested.' }),
    incidents: t.field({
      type: [ThreatEventIncident],
      description: 'The security events the event met that still exist.',
      resolve: async (e, _args, ctx) => {
        if (e.incidentIds.length === 0) return [];
        const names = await ctx.services.monitoringIncidents.namesOf(e.accountId, e.incidentIds);
        return e.incidentIds.flatMap((id) => (names.has(id) ? [{ id, name: names.get(id)! }] : []));
      },
    }),
    occurredAt: t.expose('occurredAt', { type: 'DateTime' }),
    receivedAt: t.expose('receivedAt', { type: 'DateTime' }),
    detailsJson: t.string({ description: 'The event details as JSON.', resolve: (e) => JSON.stringify(e.details ?? {}) }),
  }),
});

const ThreatDeviceType = builder.objectRef<DeviceRow>('ThreatDevice').implement({
  description: 'A device that reported events to one app: first/last seen, highest level, counts.',
  interfaces: [DeviceFacts],
  fields: (t) => ({
    id: t.exposeID('id'),
    riskLevel: t.field({ type: EventLevelEnum, resolve: (d) => d.riskLevel }),
    eventCount: t.exposeInt('eventCount'),
    riskEventCount: t.exposeInt('riskEventCount'),
    firstSeen: t.expose('firstSeen', { type: 'DateTime' }),
    lastSeen: t.expose('lastSeen', { type: 'DateTime' }),
    lastRiskAt: t.expose('lastRiskAt', { type: 'DateTime', nullable: true }),
    events: t.connection({ type: ThreatEventType, resolve: (d, args, ctx) => ctx.services.monitoringThreats.deviceEvents(d, args) }, { name: 'ThreatDeviceEventConnection' }),
  }),
});

const EXACT_UP_TO = 'Exact up to 10,000.';

const ThreatDeviceOrderField = builder.enumType('ThreatDeviceOrderField', {
  values: {
    RISK_LEVEL: { value: 'riskLevel', description: 'Risk level, then last seen.' },
    LAST_SEEN: { value: 'lastSeen' },
    RISK_EVENTS: { value: 'riskEvents', description: 'Number of risk events.' },
  } as const,
});

builder.queryField('threatDevices', (t) =>
  t.connection(
    {
      ...readOf(
        ThreatDeviceType,
        { can: 'monitor_risk_device' },
        '/Monitoring/threatDevice/list: devices, by default the highest risk level first and, within a level, the most recently seen.',
      ),
      args: {
        orderBy: t.arg({ type: ThreatDeviceOrderField }),
        direction: t.arg({ type: SortDirection }),
        appId: t.arg.id(),
        groupId: t.arg.id({ description: 'An app group: narrows to its member apps (an empty group shows nothing).' }),
        riskLevel: t.arg({ type: EventLevelEnum }),
        riskyOnly: t.arg.boolean({ description: 'Only devices with a risk event (default true).' }),
        search: t.arg.string({ description: 'udid, user udid or model contains.' }),
        accountId: t.arg.id(),
      },
      resolve: (_root, args, ctx) =>
        ctx.services.monitoringThreats.devices(actorOf(ctx), {
          args,
          filter: { appId: args.appId, riskLevel: args.riskLevel, riskyOnly: args.riskyOnly ?? true, search: args.search },
          groupId: args.groupId,
          accountId: args.accountId,
          orderBy: args.orderBy ?? undefined,
          direction: args.direction ?? undefined,
        }),
    },
    countedConnection('ThreatDeviceConnection', EXACT_UP_TO),
  ),
);

builder.queryField('threatDevice', (t) =>
  t.field({
    ...readOf(ThreatDeviceType, { can: 'monitor_risk_device' }),
    args: { id: t.arg.id({ required: true }), accountId: t.arg.id() },
    resolve: (_root, args, ctx) => ctx.services.monitoringThreats.device(actorOf(ctx), args.id, args.accountId),
  }),
);

builder.queryField('securityEvents', (t) =>
  t.connection(
    {
      ...readOf(ThreatEventType, { can: EVENT_READ_CODES }, '/Monitoring/eventDetail/list: events, newest first.'),
      args: {
        appId: t.arg.id(),
        groupId: t.arg.id({ description: 'An app group: narrows to its member apps (an empty group shows nothing).' }),
        udid: t.arg.string(),
        kind: t.arg({ type: EventKindEnum }),
        riskLevel: t.arg({ type: EventLevelEnum }),
        riskyOnly: t.arg.boolean({ description: 'Only risk events (default false).' }),
        heartbeats: t.arg.boolean({ description: 'False leaves out heartbeat events (default true).' }),
        from: t.arg.string({ description: 'ISO time, inclusive.' }),
        to: t.arg.string({ description: 'ISO time, exclusive.' }),
        accountId: t.arg.id(),
      },
      resolve: (_root, args, ctx) =>
        ctx.services.monitoringThreats.events(actorOf(ctx), {
          args,
          filter: {
            appId: args.appId,
            udid: args.udid,
            kind: args.kind,
            riskLevel: args.riskLevel,
            riskyOnly: args.riskyOnly ?? false,
            heartbeats: args.heartbeats ?? true,
            from: args.from ? new Date(args.from) : null,
            to: args.to ? new Date(args.to) : null,
          },
          groupId: args.groupId,
          accountId: args.accountId,
        }),
    },
    countedConnection('ThreatEventConnection', EXACT_UP_TO),
  ),
);

builder.queryField('securityEvent', (t) =>
  t.field({
    ...readOf(ThreatEventType, { can: EVENT_READ_CODES }),
    args: { id: t.arg.id({ required: true, extensions: INTEGER_ID }), accountId: t.arg.id() },
    resolve: (_root, args, ctx) => ctx.services.monitoringThreats.event(actorOf(ctx), args.id, args.accountId),
  }),
);
