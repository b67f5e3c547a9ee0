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

/** The facts a device record keeps from its newest event. */
type DeviceFacts = Pick<
  EventRow,
  'appId' | 'udid' | 'userUdid' | 'brand' | 'model' | 'osVersion' | 'platform' | 'clientIp' | 'country' | 'sdkVersion' | 'appVersion' | 'environment' | 'installedApps'
>;

/** A device record's change from some events: facts of the newest, counts to add. */
interface DeviceDelta extends DeviceFacts {
  accountId: string;
  riskLevel: EventLevel;
  eventCount: number;
  riskEventCount: number;
  /** ISO times (the delta travels as JSON). */
  firstSeen: string;
  lastSeen: string;
  lastRiskAt: string | null;
}

/** A per-minute rollup's increment. */
interface RollupDelta {
  accountId: string;
  appId: string;
  /** ISO time of the minute. */
  minute: string;
  kind: string;
  riskLevel: EventLevel;
  country: string;
  events: number;
  riskyDevices: number;
}

/** A queued delta as its instance still holds it (so its projector need not read it back). */
export interface QueuedDelta {
  id: string;
  accountId: string;
  delta: ProjectionDelta;
}

/** What a set of stored events changes in the device records and the rollups. */
export interface ProjectionDelta {
  devices: DeviceDelta[];
  rollups: RollupDelta[];
}

/**
 * Stores a batch of one app's events in one transaction: the events (a retried event id is
 * skipped) and, for the events actually inserted, their device and rollup deltas in the
 * projection queue, which {@link applyQueuedProjections} applies. Returns the event ids that
 * were new.
 */
export async function storeEvents(
  db: MonitoringDatabase,
  accountId: string,
  rows: EventRow[],
): Promise<{ fresh: Set<string>; queued: QueuedDelta | null }> {
  if (rows.length === 0) return { fresh: new Set(), queued: null };
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
    if (stored.length === 0) return { fresh, queued: null };
    const delta = deltaOf(accountId, stored);
    const { id } = await trx
      .insertInto('monitorProjectionQueue')
      .values({ accountId, delta: JSON.stringify(delta) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { fresh, queued: { id: String(id), accountId, delta } };
  });
}

const LEVELS: readonly EventLevel[] = ['none', 'low', 'medium', 'high'];
const higher = (a: EventLevel, b: EventLevel) => (LEVELS.indexOf(b) > LEVELS.indexOf(a) ? b : a);
const laterIso = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a > b ? a : b);

const minuteOf = (d: Date) => new Date(Math.floor(d.getTime() / 60_000) * 60_000).toISOString();
const hourOf = (iso: string) => new Date(Math.floor(Date.parse(iso) / 3_600_000) * 3_600_000);

function deltaOf(accountId: string, rows: EventRow[]): ProjectionDelta {
  const devices = new Map<string, DeviceDelta>();
  const rollups = new Map<string, RollupDelta & { udids: Set<string> }>();
  for (const r of rows) {
    const at = r.occurredAt.toISOString();
    const risky = r.riskLevel !== 'none';
    mergeDevice(devices, {
      accountId,
      ...deviceFactsOf(r),
      riskLevel: r.riskLevel,
      eventCount: 1,
      riskEventCount: risky ? 1 : 0,
      firstSeen: at,
      lastSeen: at,
      lastRiskAt: risky ? at : null,
    });
    const minute = minuteOf(r.occurredAt);
    const country = r.country ?? '';
    const key = [r.appId, minute, r.kind, r.riskLevel, country].join('|');
    let g = rollups.get(key);
    if (!g) rollups.set(key, (g = { accountId, appId: r.appId, minute, kind: r.kind, riskLevel: r.riskLevel, country, events: 0, riskyDevices: 0, udids: new Set() }));
    g.events++;
    if (risky) g.udids.add(r.udid);
  }
  return {
    devices: [...devices.values()],
    rollups: [...rollups.values()].map(({ udids, ...g }) => ({ ...g, riskyDevices: udids.size })),
  };
}

function deviceFactsOf(r: EventRow): DeviceFacts {
  const { appId, udid, userUdid, brand, model, osVersion, platform, clientIp, country, sdkVersion, appVersion, environment, installedApps } = r;
  return { appId, udid, userUdid, brand, model, osVersion, platform, clientIp, country, sdkVersion, appVersion, environment, installedApps };
}

/** Folds `d` into the device map: facts follow the newest event, counts add, the level is the highest. */
function mergeDevice(into: Map<string, DeviceDelta>, d: DeviceDelta): void {
  const key = `${d.appId}|${d.udid}`;
  const had = into.get(key);
  if (!had) {
    into.set(key, { ...d });
    return;
  }
  const base = d.lastSeen >= had.lastSeen ? { ...d } : { ...had };
  into.set(key, {
    ...base,
    riskLevel: higher(had.riskLevel, d.riskLevel),
    eventCount: had.eventCount + d.eventCount,
    riskEventCount: had.riskEventCount + d.riskEventCount,
    firstSeen: had.firstSeen < d.firstSeen ? had.firstSeen : d.firstSeen,
    lastSeen: had.lastSeen > d.lastSeen ? had.lastSeen : d.lastSeen,
    lastRiskAt: laterIso(had.lastRiskAt, d.lastRiskAt),
  });
}

/**
 * Applies up to `limit` queued deltas, oldest first, to the device records and the minute and
 * hour rollups, and removes them, in one transaction. Rows another projector holds are skipped
 * (`SKIP LOCKED`), so instances can project side by side. Deltas found in `held` are not read
 * back. Answers the accounts that changed and the queue ids applied.
 */
export async function applyQueuedProjections(
  db: MonitoringDatabase,
  limit = 500,
  held: ReadonlyMap<string, QueuedDelta> = new Map(),
): Promise<{ accounts: string[]; ids: string[] }> {
  return db.transaction().execute(async (trx) => {
    const queued = await trx
      .selectFrom('monitorProjectionQueue')
      .select(['id', 'accountId'])
      .orderBy('id')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (queued.length === 0) return { accounts: [], ids: [] };
    // Deltas this instance queued are in memory; only the others' (or a crashed run's) are read.
    const missing = queued.filter((q) => !held.has(String(q.id))).map((q) => q.id);
    const read = new Map<string, ProjectionDelta>();
    if (missing.length > 0) {
      const rows = await trx.selectFrom('monitorProjectionQueue').select(['id', 'delta']).where('id', 'in', missing).execute();
      for (const r of rows) read.set(String(r.id), (typeof r.delta === 'string' ? JSON.parse(r.delta) : r.delta) as ProjectionDelta);
    }
    const devices = new Map<string, DeviceDelta>();
    const rollups = new Map<string, RollupDelta>();
    for (const q of queued) {
      const d = held.get(String(q.id))?.delta ?? read.get(String(q.id));
      if (!d) continue;
      for (const device of d.devices) mergeDevice(devices, device);
      for (const r of d.rollups) {
        const key = [r.appId, r.minute, r.kind, r.riskLevel, r.country].join('|');
        const g = rollups.get(key);
        if (g) (g.events += r.events), (g.riskyDevices += r.riskyDevices);
        else rollups.set(key, { ...r });
      }
    }
    await upsertDevices(trx, devices);
    await upsertRollups(trx, rollups);
    await trx
      .deleteFrom('monitorProjectionQueue')
      .where(
        'id',
        'in',
        queued.map((q) => q.id),
      )
      .execute();
    return { accounts: [...new Set(queued.map((q) => q.accountId))], ids: queued.map((q) => String(q.id)) };
  });
}

/** Sorted by key, so that concurrent projectors lock rows in the same order. */
const sortedValues = <T>(m: Map<string, T>) => [...m.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, v]) => v);

async function upsertRollups(db: MonitoringDatabase, minutes: Map<string, RollupDelta>) {
  if (minutes.size === 0) return;
  const hours = new Map<string, RollupDelta>();
  for (const r of minutes.values()) {
    const hour = hourOf(r.minute).toISOString();
    const key = [r.appId, hour, r.kind, r.riskLevel, r.country].join('|');
    const g = hours.get(key);
    if (g) (g.events += r.events), (g.riskyDevices += r.riskyDevices);
    else hours.set(key, { ...r, minute: hour });
  }
  const counts = (table: string) => ({
    events: sql<number>`${sql.ref(table)}.events + excluded.events`,
    riskyDevices: sql<number>`${sql.ref(table)}.risky_devices + excluded.risky_devices`,
  });
  await db
    .insertInto('monitorRollups')
    .values(sortedValues(minutes).map((r) => ({ ...r, minute: new Date(r.minute) })))
    .onConflict((oc) => oc.columns(['appId', 'minute', 'kind', 'riskLevel', 'country']).doUpdateSet(counts('monitor_rollups')))
    .execute();
  await db
    .insertInto('monitorRollupsHourly')
    .values(sortedValues(hours).map(({ minute, ...r }) => ({ ...r, hour: new Date(minute) })))
    .onConflict((oc) => oc.columns(['appId', 'hour', 'kind', 'riskLevel', 'country']).doUpdateSet(counts('monitor_rollups_hourly')))
    .execute();
}

const LEVEL_RANK = sql`array['none', 'low', 'medium', 'high']`;

async function upsertDevices(db: MonitoringDatabase, devices: Map<string, DeviceDelta>) {
  if (devices.size === 0) return;
  const values = sortedValues(devices).map((d) => ({
    ...d,
    environment: JSON.stringify(d.environment),
    installedApps: JSON.stringify(d.installedApps),
    firstSeen: new Date(d.firstSeen),
    lastSeen: new Date(d.lastSeen),
    lastRiskAt: d.lastRiskAt ? new Date(d.lastRiskAt) : null,
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
