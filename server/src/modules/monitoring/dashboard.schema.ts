import type { Actor } from '../../authz/actor';
import { builder } from '../../graphql/builder';
import { whileAllowed } from '../../graphql/live-session';
import { DASHBOARD_CODES, LIVE_PAGE_CODES, type LevelCounts, type LiveCounters, type RiskWindow } from './dashboard.service';
import { DashboardPeriod } from './monitoring-enums';
import { actorOf } from '../../authz/actor';
import { readOf } from '../../graphql/field-heads';

type Dashboard = Awaited<ReturnType<import('./dashboard.service').MonitoringDashboardService['dashboard']>>;
type Overview = Awaited<ReturnType<import('./dashboard.service').MonitoringDashboardService['riskOverview']>>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a Pothos field builder shared by several types; the builder does not name its type
const levelFields = (t: any) => ({
  events: t.exposeInt('events', { description: 'Every event, risky or not.' }),
  riskEvents: t.exposeInt('riskEvents'),
  high: t.exposeInt('high'),
  medium: t.exposeInt('medium'),
  low: t.exposeInt('low'),
});

const MonitoringTotals = builder.objectRef<LevelCounts & { devices: number; riskDevices: number }>('MonitoringTotals').implement({
  fields: (t) => ({
    ...levelFields(t),
    devices: t.exposeInt('devices', { description: 'Devices seen in the period.' }),
    riskDevices: t.exposeInt('riskDevices', { description: 'Devices with a risk event in the period (exact).' }),
  }),
});

const SeriesPoint = builder.objectRef<{ at: Date | string; events: number; riskEvents: number; riskDevices?: number }>('MonitoringSeriesPoint').implement({
  fields: (t) => ({
    at: t.expose('at', { type: 'DateTime', description: 'Start of the bucket (hour, day or minute).' }),
    events: t.exposeInt('events'),
    riskEvents: t.exposeInt('riskEvents'),
    riskDevices: t.int({ description: 'Risky devices, summed per minute and batch (approximate).', resolve: (p) => p.riskDevices ?? 0 }),
  }),
});

const RiskWindowType = builder.objectRef<RiskWindow>('MonitoringRiskWindow').implement({
  description: 'Spec §9 risk window: the last 60 or 10 minutes, per minute.',
  fields: (t) => ({
    minutes: t.exposeInt('minutes'),
    ...levelFields(t),
    perMinute: t.field({ type: [SeriesPoint], resolve: (w) => w.perMinute }),
  }),
});

const TopEntry = builder.objectRef<{ key: string; label: string; value: number }>('MonitoringTopEntry').implement({
  fields: (t) => ({
    key: t.exposeString('key', { description: 'Kind, app id, model, OS version or alpha-3 country.' }),
    label: t.exposeString('label', { description: 'App name for apps, alpha-2 for countries, else the key.' }),
    value: t.exposeInt('value', { description: 'Risk events (kinds, apps, countries) or risky devices (models, OS versions).' }),
  }),
});

const MapEntry = builder.objectRef<{ id: string; alpha2: string | null; numeric: string | null; value: number }>('MonitoringMapEntry').implement({
  description: 'Risk events of one country: `id` is ISO 3166-1 alpha-3, the feature id @nivo/geo maps use.',
  fields: (t) => ({
    id: t.exposeString('id'),
    alpha2: t.exposeString('alpha2', { nullable: true }),
    numeric: t.exposeString('numeric', { nullable: true, description: 'ISO 3166-1 numeric, the id of world-atlas features.' }),
    value: t.exposeInt('value'),
  }),
});

const DashboardType = builder.objectRef<Dashboard>('MonitoringDashboard').implement({
  fields: (t) => ({
    period: t.field({ type: DashboardPeriod, resolve: (d) => d.period }),
    from: t.expose('from', { type: 'DateTime' }),
    to: t.expose('to', { type: 'DateTime' }),
    bucket: t.exposeString('bucket', { description: 'hour (TODAY) or day.' }),
    totals: t.field({ type: MonitoringTotals, resolve: (d) => d.totals }),
    series: t.field({ type: [SeriesPoint], resolve: (d) => d.series }),
    window60: t.field({ type: RiskWindowType, resolve: (d) => d.window60 }),
    window10: t.field({ type: RiskWindowType, resolve: (d) => d.window10 }),
    topKinds: t.field({ type: [TopEntry], resolve: (d) => d.topKinds }),
    topApps: t.field({ type: [TopEntry], resolve: (d) => d.topApps }),
    topModels: t.field({ type: [TopEntry], resolve: (d) => d.topModels }),
    topOsVersions: t.field({ type: [TopEntry], resolve: (d) => d.topOsVersions }),
    topCountries: t.field({ type: [TopEntry], resolve: (d) => d.topCountries }),
    map: t.field({ type: [MapEntry], resolve: (d) => d.map }),
  }),
});

const KindLevels = builder.objectRef<Overview['kinds'][number]>('MonitoringKindLevels').implement({
  fields: (t) => ({ kind: t.exposeString('kind'), high: t.exposeInt('high'), medium: t.exposeInt('medium'), low: t.exposeInt('low'), total: t.exposeInt('total') }),
});

const DeviceLevels = builder.objectRef<Overview['devices']>('MonitoringDeviceLevels').implement({
  fields: (t) => ({
    devices: t.exposeInt('devices'),
    riskDevices: t.exposeInt('riskDevices'),
    high: t.exposeInt('high'),
    medium: t.exposeInt('medium'),
    low: t.exposeInt('low'),
  }),
});

const RiskOverviewType = builder.objectRef<Overview>('MonitoringRiskOverview').implement({
  fields: (t) => ({
    period: t.field({ type: DashboardPeriod, resolve: (o) => o.period }),
    from: t.expose('from', { type: 'DateTime' }),
    to: t.expose('to', { type: 'DateTime' }),
    totals: t.field({ type: RiskWindowTotals, resolve: (o) => o.totals }),
    kinds: t.field({ type: [KindLevels], resolve: (o) => o.kinds }),
    apps: t.field({ type: [TopEntry], resolve: (o) => o.apps }),
    devices: t.field({ type: DeviceLevels, resolve: (o) => o.devices }),
    bucket: t.exposeString('bucket', { description: 'hour (TODAY) or day.' }),
    series: t.field({ type: [SeriesPoint], description: 'Events and risk events per bucket (buckets without events left out).', resolve: (o) => o.series }),
  }),
});

const RiskWindowTotals = builder.objectRef<LevelCounts>('MonitoringLevelCounts').implement({ fields: (t) => levelFields(t) });

const LiveType = builder.objectRef<LiveCounters>('MonitoringLiveUpdate').implement({
  description: 'Fresh counters of the account, at most one message a second; refetch monitoringDashboard for the rest.',
  fields: (t) => ({
    at: t.expose('at', { type: 'DateTime' }),
    last24Hours: t.field({ type: MonitoringTotals, resolve: (l) => l.last24Hours }),
    window60: t.field({ type: RiskWindowType, resolve: (l) => l.window60 }),
    window10: t.field({ type: RiskWindowType, resolve: (l) => l.window10 }),
  }),
});

const GROUP_ARG = 'An app group: narrows to its member apps (an empty group shows nothing).';

builder.queryField('monitoringDashboard', (t) =>
  t.field({
    ...readOf(DashboardType, { can: DASHBOARD_CODES }, '/Monitoring/dashboard, read from the per-minute rollups.'),
    args: { period: t.arg({ type: DashboardPeriod, required: true }), appId: t.arg.id(), groupId: t.arg.id({ description: GROUP_ARG }), accountId: t.arg.id() },
    resolve: (_root, args, ctx) => ctx.services.monitoringDashboard.dashboard(actorOf(ctx), { ...args, timeZone: ctx.timeZone }),
  }),
);

builder.queryField('monitoringRiskOverview', (t) =>
  t.field({
    ...readOf(RiskOverviewType, { can: 'monitor_threat_overview' }, '/Monitoring/riskOverview.'),
    args: { period: t.arg({ type: DashboardPeriod, required: true }), appId: t.arg.id(), groupId: t.arg.id({ description: GROUP_ARG }), accountId: t.arg.id() },
    resolve: (_root, args, ctx) => ctx.services.monitoringDashboard.riskOverview(actorOf(ctx), { ...args, timeZone: ctx.timeZone }),
  }),
);

builder.subscriptionField('monitoringUpdated', (t) =>
  t.field({
    type: LiveType,
    description: "Counters of the caller's account after events arrive (at most one a second).",
    authScopes: { can: LIVE_PAGE_CODES },
    args: { accountId: t.arg.id({ description: 'System super admins only: another account.' }) },
    subscribe: (_root, args, ctx) => {
      const watch = (actor: Actor) => {
        actor.assertCan(LIVE_PAGE_CODES);
        ctx.services.monitoringDashboard.assertCanWatch(actor);
      };
      watch(actorOf(ctx));
      return whileAllowed(ctx, ctx.deps.pubsub.subscribe('monitoring:updated', actorOf(ctx).accountScope(args.accountId)), watch);
    },
    resolve: (payload) => payload,
  }),
);
