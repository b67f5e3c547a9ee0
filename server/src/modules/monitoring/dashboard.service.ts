import type { Actor } from '../../authz/actor';
import { countryOfAlpha3 } from '../../platform/geoip';
import * as repo from './dashboard.repo';
import type { AppScope } from './app-groups.repo';
import { appScopeOf } from './app-groups.service';
import { assertMonitoring } from './monitoring-access';
import type { Database } from '../../db/database';

/** Spec §9: today, last 7 days, last 1 month. */
export type Period = 'today' | 'last7Days' | 'last30Days';

const TOP = 5;

export interface LevelCounts {
  events: number;
  riskEvents: number;
  high: number;
  medium: number;
  low: number;
}

/** A risk window of spec §9 (60 and 10 minutes): counts and risk events per minute. */
export interface RiskWindow extends LevelCounts {
  minutes: number;
  perMinute: Array<{ at: Date; events: number; riskEvents: number }>;
}

function levelCounts(byLevel: Awaited<ReturnType<typeof repo.totalsByLevel>>): LevelCounts {
  const high = byLevel.high ?? 0;
  const medium = byLevel.medium ?? 0;
  const low = byLevel.low ?? 0;
  return { events: high + medium + low + (byLevel.none ?? 0), riskEvents: high + medium + low, high, medium, low };
}

/** Start of the period in the caller's time zone, and the bucket of its series. */
function periodRange(period: Period, timeZone: string, now = new Date()): { from: Date; to: Date; unit: 'hour' | 'day' } {
  const days = period === 'today' ? 0 : period === 'last7Days' ? 6 : 29;
  const local = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  const [y, m, d] = local.split('-').map(Number);
  // Midnight in the zone: the UTC midnight of that date shifted by the zone's offset then.
  const utcMidnight = Date.UTC(y, m - 1, d - days);
  const offset = zoneOffsetMs(timeZone, new Date(utcMidnight));
  // Up to the end of the current minute: its events count, and no bucket of the series starts
  // in the future (now + a minute would open the next hour a minute early).
  const to = new Date(Math.floor(now.getTime() / 60_000) * 60_000 + 60_000);
  return { from: new Date(utcMidnight - offset), to, unit: period === 'today' ? 'hour' : 'day' };
}

function zoneOffsetMs(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - at.getTime();
}

/**
 * Who may read the monitoring dashboard: its own code, or the console's Dashboard code, whose
 * menu item opens this dashboard for a user of the monitoring product (web/src/app/menu.ts).
 */
export const DASHBOARD_CODES = ['monitor_dashboard', 'dashboard'] as const;

/**
 * Whoever may open a page that refreshes as events arrive: the dashboard, the threat overview,
 * the threat lists and the risk devices all listen to the same signal.
 */
export const LIVE_PAGE_CODES = [...DASHBOARD_CODES, 'monitor_threat_overview', 'monitor_threat_list', 'monitor_risk_device', 'monitor_event'] as const;

/** The monitoring dashboard, risk overview and live counters, all read from rollups. */
export class MonitoringDashboardService {
  constructor(private readonly db: Database) {}

  async dashboard(actor: Actor, options: { period: Period; timeZone: string; appId?: string | null; groupId?: string | null; accountId?: string | null }) {
    assertMonitoring(actor, DASHBOARD_CODES);
    const accountId = actor.accountScope(options.accountId);
    const scope = await appScopeOf(this.db, accountId, options.appId, options.groupId);
    const { from, to, unit } = periodRange(options.period, options.timeZone);
    const range = { accountId, from, to, appId: scope, grain: 'hour' as const };
    const [byLevel, devices, series, kinds, apps, countries, models, osVersions, window60, window10] = await Promise.all([
      repo.totalsByLevel(this.db, range),
      repo.deviceCounts(this.db, accountId, from, scope),
      repo.series(this.db, range, unit, options.timeZone),
      repo.topBy(this.db, range, 'kind', TOP),
      repo.topBy(this.db, range, 'appId', TOP),
      repo.topBy(this.db, range, 'country', 0),
      repo.topDevicesBy(this.db, accountId, from, 'model', TOP, scope),
      repo.topDevicesBy(this.db, accountId, from, 'osVersion', TOP, scope),
      this.window(accountId, 60, scope),
      this.window(accountId, 10, scope),
    ]);
    const names = await repo.appNames(
      this.db,
      accountId,
      apps.map((a) => a.key),
    );
    return {
      period: options.period,
      from,
      to,
      bucket: unit,
      totals: { ...levelCounts(byLevel), devices: devices.devices, riskDevices: devices.riskDevices },
      series,
      window60,
      window10,
      topKinds: kinds.map((k) => ({ key: k.key, label: k.key, value: k.value })),
      topApps: apps.map((a) => ({ key: a.key, label: names.get(a.key) ?? a.key, value: a.value })),
      topModels: models.map((m) => ({ key: m.key, label: m.key, value: m.value })),
      topOsVersions: osVersions.map((o) => ({ key: o.key, label: o.key, value: o.value })),
      topCountries: countries.slice(0, TOP).map((c) => ({ key: c.key, label: countryOfAlpha3(c.key)?.alpha2 ?? c.key, value: c.value })),
      map: countries.map((c) => ({ id: c.key, alpha2: countryOfAlpha3(c.key)?.alpha2 ?? null, numeric: countryOfAlpha3(c.key)?.numeric ?? null, value: c.value })),
    };
  }

  /** `/Monitoring/riskOverview`: risk events by kind and level, risky devices by level. */
  async riskOverview(actor: Actor, options: { period: Period; timeZone: string; appId?: string | null; groupId?: string | null; accountId?: string | null }) {
    assertMonitoring(actor, 'monitor_threat_overview');
    const accountId = actor.accountScope(options.accountId);
    const scope = await appScopeOf(this.db, accountId, options.appId, options.groupId);
    const { from, to, unit } = periodRange(options.period, options.timeZone);
    const range = { accountId, from, to, appId: scope, grain: 'hour' as const };
    const [byLevel, kinds, apps, devices, series] = await Promise.all([
      repo.totalsByLevel(this.db, range),
      repo.kindsByLevel(this.db, range),
      repo.topBy(this.db, range, 'appId', 0),
      repo.deviceCounts(this.db, accountId, from, scope),
      repo.series(this.db, range, unit, options.timeZone),
    ]);
    const names = await repo.appNames(
      this.db,
      accountId,
      apps.map((a) => a.key),
    );
    const byKind = new Map<string, { kind: string; high: number; medium: number; low: number; total: number }>();
    for (const k of kinds) {
      const entry = byKind.get(k.kind) ?? { kind: k.kind, high: 0, medium: 0, low: 0, total: 0 };
      if (k.level !== 'none') entry[k.level] += k.events;
      entry.total += k.events;
      byKind.set(k.kind, entry);
    }
    return {
      period: options.period,
      from,
      to,
      totals: levelCounts(byLevel),
      kinds: [...byKind.values()].sort((a, b) => b.total - a.total || a.kind.localeCompare(b.kind)),
      apps: apps.map((a) => ({ key: a.key, label: names.get(a.key) ?? a.key, value: a.value })),
      devices,
      bucket: unit,
      series,
    };
  }

  /**
   * The dashboard's figures over a fixed period for scheduled reports (no caller: the report job
   * was checked when it was saved): totals by risk level, top threat kinds, apps and device
   * models, and the per-day trend in `timeZone`. `appIds` narrows to those apps (empty: all).
   * Top device models count devices with a risk event since `from` (device records keep their
   * latest risk only).
   */
  async reportFigures(accountId: string, options: { from: Date; to: Date; appIds: readonly string[]; timeZone: string }) {
    const scopes: Array<string | null> = options.appIds.length ? [...options.appIds] : [null];
    const per = await Promise.all(
      scopes.map(async (appId) => {
        const range = { accountId, from: options.from, to: options.to, appId, grain: 'hour' as const };
        const [byLevel, series, kinds, apps, models, devices] = await Promise.all([
          repo.totalsByLevel(this.db, range),
          repo.series(this.db, range, 'day', options.timeZone),
          repo.topBy(this.db, range, 'kind', 0),
          repo.topBy(this.db, range, 'appId', 0),
          repo.topDevicesBy(this.db, accountId, options.from, 'model', 1000, appId),
          repo.deviceCounts(this.db, accountId, options.from, appId),
        ]);
        return { byLevel, series, kinds, apps, models, devices };
      }),
    );
    const sum = (lists: Array<Array<{ key: string; value: number }>>) => {
      const totals = new Map<string, number>();
      for (const list of lists) for (const item of list) totals.set(item.key, (totals.get(item.key) ?? 0) + item.value);
      return [...totals].map(([key, value]) => ({ key, value })).sort((a, b) => b.value - a.value || a.key.localeCompare(b.key));
    };
    const byLevel: Partial<Record<'high' | 'medium' | 'low' | 'none', number>> = {};
    for (const p of per) for (const [level, n] of Object.entries(p.byLevel) as Array<['high' | 'medium' | 'low' | 'none', number]>) byLevel[level] = (byLevel[level] ?? 0) + n;
    const days = new Map<number, { at: Date; events: number; riskEvents: number }>();
    for (const p of per) {
      for (const s of p.series) {
        const day = days.get(s.at.getTime()) ?? { at: s.at, events: 0, riskEvents: 0 };
        day.events += s.events;
        day.riskEvents += s.riskEvents;
        days.set(s.at.getTime(), day);
      }
    }
    const apps = sum(per.map((p) => p.apps));
    const names = await repo.appNames(
      this.db,
      accountId,
      apps.map((a) => a.key),
    );
    return {
      totals: { ...levelCounts(byLevel), riskDevices: per.reduce((n, p) => n + p.devices.riskDevices, 0) },
      trend: [...days.values()].sort((a, b) => a.at.getTime() - b.at.getTime()),
      topKinds: sum(per.map((p) => p.kinds)).slice(0, TOP),
      topApps: apps.slice(0, TOP).map((a) => ({ ...a, label: names.get(a.key) ?? a.key })),
      topModels: sum(per.map((p) => p.models)).slice(0, TOP),
    };
  }

  /** Checked when a `monitoringUpdated` subscription starts. */
  assertCanWatch(actor: Actor): void {
    assertMonitoring(actor, LIVE_PAGE_CODES);
  }

  /** Counters of the last `minutes`, per minute, for an account (or one app of it). */
  async window(accountId: string, minutes: number, appId?: AppScope): Promise<RiskWindow> {
    const now = Date.now();
    const to = new Date(Math.floor(now / 60_000) * 60_000 + 60_000);
    const from = new Date(to.getTime() - minutes * 60_000);
    const range = { accountId, from, to, appId, grain: 'minute' as const };
    const [byLevel, perMinute] = await Promise.all([repo.totalsByLevel(this.db, range), repo.series(this.db, range, 'minute', 'UTC')]);
    return { minutes, ...levelCounts(byLevel), perMinute: perMinute.map((p) => ({ at: p.at, events: p.events, riskEvents: p.riskEvents })) };
  }

  /** What `monitoringUpdated` carries: both risk windows and the last 24 hours' counters. */
  async liveCounters(accountId: string) {
    const to = new Date(Date.now() + 60_000);
    const from = new Date(to.getTime() - 24 * 3600_000);
    const [window60, window10, byLevel, devices] = await Promise.all([
      this.window(accountId, 60),
      this.window(accountId, 10),
      repo.totalsByLevel(this.db, { accountId, from, to, grain: 'minute' }),
      repo.deviceCounts(this.db, accountId, from),
    ]);
    return { accountId, at: new Date(), last24Hours: { ...levelCounts(byLevel), devices: devices.devices, riskDevices: devices.riskDevices }, window60, window10 };
  }
}

export type LiveCounters = Awaited<ReturnType<MonitoringDashboardService['liveCounters']>>;

declare module '../../platform/pubsub' {
  interface ModuleTopics {
    /** Fresh monitoring counters of the account (at most one a second); id = accountId. */
    'monitoring:updated': [accountId: string, payload: LiveCounters];
  }
}
