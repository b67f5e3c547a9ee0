import { sql } from 'kysely';
import type { EventLevel, Platform } from '../../engines/risk/event-kinds';
import type { MonitoringDatabase } from './monitoring.tables';

/** One evaluated event, ready to store. */
export interface EventRow {
  accountId: string;
  appId: string;
  eventId: string;
  occurredAt: Date;
  kind: string;
  riskLevel: EventLevel;
  exempt: boolean;
  matched: string[];
  udid: string;
  userUdid: string | null;
  brand: string | null;
  model: string | null;
  osVersion: string | null;
  platform: Platform;
  clientIp: string | null;
  country: string | null;
  sdkVersion: string | null;
  appVersion: string | null;
  details: Record<string, unknown>;
  environment: string[];
  installedApps: unknown[];
}

/**
 * Stores a batch of one app's events in one transaction: the events (a retried event id is
 * skipped), then the per-minute rollups and the device records for the events actually
 * inserted. Returns the keys (`eventId`) that were new.
 */
export async function storeEvents(db: MonitoringDatabase, accountId: string, rows: EventRow[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('monitorEvents')
      .values(
        rows.map((r) => ({
          ...r,
          accountId,
          details: JSON.stringify(r.details),
          environment: JSON.stringify(r.environment),
          installedApps: JSON.stringify(r.installedApps),
        })),
      )
      .onConflict((oc) => oc.columns(['appId', 'eventId', 'occurredAt']).doNothing())
      .returning('eventId')
      .execute();
    const fresh = new Set(inserted.map((r) => r.eventId));
    const stored = rows.filter((r) => fresh.has(r.eventId));
    if (stored.length > 0) {
      await upsertDevices(trx, accountId, stored);
      // Last: concurrent batches share rollup rows, so their row locks are held only until commit.
      await upsertRollups(trx, accountId, stored, 'minute');
      await upsertRollups(trx, accountId, stored, 'hour');
    }
    return fresh;
  });
}

const truncate = (d: Date, unit: 'minute' | 'hour') => {
  const step = unit === 'minute' ? 60_000 : 3_600_000;
  return new Date(Math.floor(d.getTime() / step) * step);
};

async function upsertRollups(db: MonitoringDatabase, accountId: string, rows: EventRow[], unit: 'minute' | 'hour') {
  const groups = new Map<string, { appId: string; minute: Date; kind: string; riskLevel: EventLevel; country: string; events: number; devices: Set<string> }>();
  for (const r of rows) {
    const minute = truncate(r.occurredAt, unit);
    const country = r.country ?? '';
    const key = [r.appId, minute.toISOString(), r.kind, r.riskLevel, country].join('|');
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { appId: r.appId, minute, kind: r.kind, riskLevel: r.riskLevel, country, events: 0, devices: new Set() }));
    g.events++;
    if (r.riskLevel !== 'none') g.devices.add(r.udid);
  }
  const table = unit === 'minute' ? 'monitor_rollups' : 'monitor_rollups_hourly';
  // Rows in key order, so concurrent batches lock shared rollup rows in the same order.
  const values = [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([, g]) => ({
      accountId,
      appId: g.appId,
      minute: g.minute,
      kind: g.kind,
      riskLevel: g.riskLevel,
      country: g.country,
      events: g.events,
      // Distinct risky devices of this batch; across batches of one minute this overcounts
      // a device seen twice, which is the documented approximation of the rollups.
      riskyDevices: g.devices.size,
    }));
  const counts = {
    events: sql<number>`${sql.ref(table)}.events + excluded.events`,
    riskyDevices: sql<number>`${sql.ref(table)}.risky_devices + excluded.risky_devices`,
  };
  if (unit === 'minute') {
    await db
      .insertInto('monitorRollups')
      .values(values)
      .onConflict((oc) => oc.columns(['appId', 'minute', 'kind', 'riskLevel', 'country']).doUpdateSet(counts))
      .execute();
  } else {
    await db
      .insertInto('monitorRollupsHourly')
      .values(values.map(({ minute, ...v }) => ({ ...v, hour: minute })))
      .onConflict((oc) => oc.columns(['appId', 'hour', 'kind', 'riskLevel', 'country']).doUpdateSet(counts))
      .execute();
  }
}

const LEVEL_RANK = sql`array['none', 'low', 'medium', 'high']`;

async function upsertDevices(db: MonitoringDatabase, accountId: string, rows: EventRow[]) {
  const rank = (l: EventLevel) => ['none', 'low', 'medium', 'high'].indexOf(l);
  const devices = new Map<string, { latest: EventRow; first: Date; last: Date; level: EventLevel; events: number; risky: number; lastRisk: Date | null }>();
  for (const r of rows) {
    const key = `${r.appId}|${r.udid}`;
    const d = devices.get(key);
    const risky = r.riskLevel !== 'none';
    if (!d) {
      devices.set(key, { latest: r, first: r.occurredAt, last: r.occurredAt, level: r.riskLevel, events: 1, risky: risky ? 1 : 0, lastRisk: risky ? r.occurredAt : null });
      continue;
    }
    if (r.occurredAt >= d.last) (d.latest = r), (d.last = r.occurredAt);
    if (r.occurredAt < d.first) d.first = r.occurredAt;
    if (rank(r.riskLevel) > rank(d.level)) d.level = r.riskLevel;
    d.events++;
    if (risky) {
      d.risky++;
      if (!d.lastRisk || r.occurredAt > d.lastRisk) d.lastRisk = r.occurredAt;
    }
  }
  const values = [...devices.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([, d]) => ({
      accountId,
      appId: d.latest.appId,
      udid: d.latest.udid,
      userUdid: d.latest.userUdid,
      brand: d.latest.brand,
      model: d.latest.model,
      osVersion: d.latest.osVersion,
      platform: d.latest.platform,
      clientIp: d.latest.clientIp,
      country: d.latest.country,
      sdkVersion: d.latest.sdkVersion,
      appVersion: d.latest.appVersion,
      environment: JSON.stringify(d.latest.environment),
      installedApps: JSON.stringify(d.latest.installedApps),
      riskLevel: d.level,
      eventCount: d.events,
      riskEventCount: d.risky,
      firstSeen: d.first,
      lastSeen: d.last,
      lastRiskAt: d.lastRisk,
    }));
  // Facts follow the newest event; counts add up; the level is the highest ever seen.
  const newer = sql`excluded.last_seen >= monitor_devices.last_seen`;
  const facts = ['userUdid', 'brand', 'model', 'osVersion', 'clientIp', 'country', 'sdkVersion', 'appVersion', 'environment', 'installedApps'] as const;
  await db
    .insertInto('monitorDevices')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['appId', 'udid']).doUpdateSet((eb) => ({
        ...Object.fromEntries(facts.map((f) => [f, sql`case when ${newer} then ${eb.ref(`excluded.${f}`)} else ${eb.ref(`monitorDevices.${f}`)} end`])),
        riskLevel: sql`case when array_position(${LEVEL_RANK}, excluded.risk_level) > array_position(${LEVEL_RANK}, monitor_devices.risk_level) then excluded.risk_level else monitor_devices.risk_level end`,
        eventCount: sql`monitor_devices.event_count + excluded.event_count`,
        riskEventCount: sql`monitor_devices.risk_event_count + excluded.risk_event_count`,
        firstSeen: sql`least(monitor_devices.first_seen, excluded.first_seen)`,
        lastSeen: sql`greatest(monitor_devices.last_seen, excluded.last_seen)`,
        lastRiskAt: sql`greatest(monitor_devices.last_risk_at, excluded.last_risk_at)`,
      })),
    )
    .execute();
}

const partitionName = (month: Date) => `monitor_events_y${month.getUTCFullYear()}m${String(month.getUTCMonth() + 1).padStart(2, '0')}`;

/**
 * Maintenance: makes sure the monthly partitions from `monthsBack` months ago to `monthsAhead`
 * months from now exist, so every accepted event time has its partition before it arrives.
 */
export async function ensureEventPartitions(db: MonitoringDatabase, now = new Date(), monthsBack = 1, monthsAhead = 2): Promise<string[]> {
  const created: string[] = [];
  const existing = new Set(await listEventPartitions(db));
  for (let offset = -monthsBack; offset <= monthsAhead; offset++) {
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
    const to = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1));
    const name = partitionName(from);
    if (existing.has(name)) continue;
    await sql`create table if not exists ${sql.raw(name)} partition of monitor_events for values from (${sql.lit(from.toISOString())}) to (${sql.lit(to.toISOString())})`.execute(db);
    created.push(name);
  }
  return created;
}

export async function listEventPartitions(db: MonitoringDatabase): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name from pg_inherits i
    join pg_class c on c.oid = i.inhrelid
    join pg_class p on p.oid = i.inhparent
    where p.relname = 'monitor_events' order by c.relname`.execute(db);
  return rows.map((r) => r.name);
}

/**
 * Retention hook for the disk settings ("keep data for the past N months"): drops whole
 * monthly partitions older than that, and the rollups of the same months.
 */
export async function dropEventsBefore(db: MonitoringDatabase, keepMonths: number, now = new Date()): Promise<string[]> {
  const cutoff = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - keepMonths, 1));
  const dropped: string[] = [];
  for (const name of await listEventPartitions(db)) {
    const match = /^monitor_events_y(\d{4})m(\d{2})$/.exec(name);
    if (!match || Date.UTC(Number(match[1]), Number(match[2]) - 1, 1) >= cutoff.getTime()) continue;
    await sql`drop table ${sql.raw(name)}`.execute(db);
    dropped.push(name);
  }
  await db.deleteFrom('monitorRollups').where('minute', '<', cutoff).execute();
  await db.deleteFrom('monitorRollupsHourly').where('hour', '<', cutoff).execute();
  return dropped;
}
