import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { jsonRecord } from '../../db/json-records';
import { DEVICE_FACT_TYPES, type EventRow } from './events.repo';
import { addRollup, deltaOf, mergeDevice, type DeviceDelta, type ProjectionDelta, type QueuedDelta, type RollupDelta } from './projection-delta';

/**
 * The projection queue: rows that name stored events (see storeEventBatches), applied to the
 * device records and the minute and hour rollups by the projector, retried with backoff and
 * kept as dead letters when they keep failing.
 */

const hourOf = (iso: string) => new Date(Math.floor(Date.parse(iso) / 3_600_000) * 3_600_000);

/** Queue rows whose events a round reads back at most (each names up to a batch of events). */
const UNHELD_PER_ROUND = 40;

/** What applying queued deltas did: the accounts that changed and the queue ids applied. */
export interface AppliedProjections {
  accounts: string[];
  ids: string[];
}

/** Narrows a drain to some queue rows. */
export interface QueueSelection {
  accountId?: string;
  ids?: string[];
}

/** Queue rows the drain takes: not dead letters, and not waiting out a retry's backoff. */
function readyRows(db: Database, only: QueueSelection) {
  let query = db
    .selectFrom('monitorProjectionQueue')
    .where('deadAt', 'is', null)
    .where((eb) => eb.or([eb('nextAttemptAt', 'is', null), eb('nextAttemptAt', '<=', sql<Date>`now()`)]));
  if (only.accountId) query = query.where('accountId', '=', only.accountId);
  if (only.ids) query = query.where('id', 'in', only.ids.length > 0 ? only.ids : ['0']);
  return query;
}

/**
 * Up to `limit` ready queue rows, oldest first (up to id `upTo` when given), without locking
 * them: the projector's fallback plan, and what a flush still waits for.
 */
export async function readyQueueRows(db: Database, limit: number, upTo?: number): Promise<Array<{ id: string; accountId: string }>> {
  let query = readyRows(db, {}).select(['id', 'accountId']).orderBy('id').limit(limit);
  if (upTo !== undefined) query = query.where('id', '<=', String(upTo));
  const rows = await query.execute();
  return rows.map((r) => ({ id: String(r.id), accountId: r.accountId }));
}

/** Queue rows not dead-lettered, and the age in seconds of the oldest (0 when none): the projector's backlog. */
export async function projectionBacklog(db: Database): Promise<{ rows: number; oldestSeconds: number }> {
  const { rows } = await sql<{ rows: number; oldestSeconds: number }>`
    select count(*)::int as rows, coalesce(extract(epoch from now() - min(queued_at)), 0)::float8 as oldest_seconds
    from monitor_projection_queue where dead_at is null`.execute(db);
  return rows[0] ?? { rows: 0, oldestSeconds: 0 };
}

/** The newest queue id (0 when the queue is empty). */
export async function lastQueueId(db: Database): Promise<number> {
  const row = await db
    .selectFrom('monitorProjectionQueue')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/**
 * Applies up to `limit` queued deltas, oldest first, to the device records and the minute and
 * hour rollups, and removes them, in one transaction. Rows another projector holds are skipped
 * (`SKIP LOCKED`), so instances can project side by side, and so are dead letters and rows
 * waiting to be retried. Deltas found in `held` are not read back. `only` narrows the rows (one
 * account, or some ids: the projector's fallback when a round fails).
 */
export async function applyQueuedProjections(
  db: Database,
  limit = 500,
  held: ReadonlyMap<string, QueuedDelta> = new Map(),
  only: QueueSelection = {},
): Promise<AppliedProjections> {
  return db.transaction().execute(async (trx) => {
    const locked = await readyRows(trx, only).select(['id', 'accountId']).orderBy('id').limit(limit).forUpdate().skipLocked().execute();
    return applyLocked(trx, locked, held);
  });
}

/**
 * Locks an account's ready queue rows inside the caller's transaction, waiting for a projector
 * round that holds some of them. App deletion locks them before it deletes the app: a round
 * locks queue rows and then app rows, so taking them in the same order neither waits on the
 * other in a cycle.
 */
export async function lockAccountQueue(trx: Database, accountId: string): Promise<Array<{ id: string; accountId: string }>> {
  return readyRows(trx, { accountId }).select(['id', 'accountId']).orderBy('id').limit(500).forUpdate().execute();
}

/**
 * Applies queue rows locked by {@link lockAccountQueue} inside the caller's transaction. After
 * an app's deletion this brings the deleted app's queued events into the rollups (its events
 * stay stored, and its earlier ones are counted) and skips its device rows, which went with
 * the app. Rows that cannot be applied stay queued for the projector, which isolates them: a
 * savepoint keeps the caller's transaction usable.
 */
export async function applyLockedQueue(trx: Database, locked: Array<{ id: string; accountId: string }>): Promise<AppliedProjections> {
  if (locked.length === 0) return { accounts: [], ids: [] };
  await sql`savepoint apply_locked_queue`.execute(trx);
  try {
    const applied = await applyLocked(trx, locked, new Map());
    await sql`release savepoint apply_locked_queue`.execute(trx);
    return applied;
  } catch {
    await sql`rollback to savepoint apply_locked_queue`.execute(trx);
    return { accounts: [], ids: [] };
  }
}

async function applyLocked(trx: Database, locked: Array<{ id: string; accountId: string }>, held: ReadonlyMap<string, QueuedDelta>): Promise<AppliedProjections> {
  if (locked.length === 0) return { accounts: [], ids: [] };
  // Deltas this instance queued are in memory; the others' (or a crashed run's) are
  // computed again from the events they name, a bounded number of rows a round (the rest
  // stay queued for the next).
  let unheld = 0;
  const queued = locked.filter((q) => held.has(String(q.id)) || unheld++ < UNHELD_PER_ROUND);
  const missing = queued.filter((q) => !held.has(String(q.id))).map((q) => q.id);
  const read = missing.length > 0 ? await readDeltas(trx, missing) : new Map<string, ProjectionDelta>();
  const devices = new Map<string, DeviceDelta>();
  const rollups = new Map<string, RollupDelta>();
  for (const q of queued) {
    const d = held.get(String(q.id))?.delta ?? read.get(String(q.id));
    if (!d) continue;
    for (const device of d.devices) mergeDevice(devices, device);
    for (const r of d.rollups) addRollup(rollups, r);
  }
  await upsertDevices(trx, await withLiveApps(trx, devices));
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
}

/**
 * The device deltas whose app still exists (in the delta's account). An app deleted after its
 * events were stored takes its device records with it, so its deltas have nowhere to go; the
 * apps kept are locked `FOR KEY SHARE` until commit, so a deletion running meanwhile waits for
 * this round instead of failing its device rows' foreign key. A row of an app being deleted
 * is skipped once that deletion commits.
 */
async function withLiveApps(trx: Database, devices: Map<string, DeviceDelta>): Promise<Map<string, DeviceDelta>> {
  if (devices.size === 0) return devices;
  const appIds = [...new Set([...devices.values()].map((d) => d.appId))].sort();
  const { rows } = await sql<{ id: string; accountId: string }>`
    select id, account_id from monitored_apps where id = any(${appIds}::uuid[]) order by id for key share`.execute(trx);
  const live = new Set(rows.map((r) => `${r.id}|${r.accountId}`));
  return new Map([...devices].filter(([, d]) => live.has(`${d.appId}|${d.accountId}`)));
}

/** How a queue row that failed is retried. */
export interface RetryPolicy {
  /** Failed applications after which the row becomes a dead letter. */
  maxAttempts: number;
  /** Wait before the first retry; each further one waits twice as long, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
}

/**
 * Records that a queue row could not be applied: one more attempt, the error, and the time of
 * the next try (exponential backoff), or, at the policy's limit, the dead-letter state with
 * the apps of the row's events. Answers whether the row is now a dead letter (null when the
 * row is gone or already dead).
 */
export async function recordProjectionFailure(db: Database, id: string, error: string, policy: RetryPolicy): Promise<{ dead: boolean } | null> {
  const { rows } = await sql<{ dead: boolean }>`
    update monitor_projection_queue q set
      attempts = q.attempts + 1,
      last_error = ${error.slice(0, 2000)},
      failed_at = now(),
      next_attempt_at = now() + least(${policy.baseDelayMs}::float8 * power(2, q.attempts), ${policy.maxDelayMs}::float8) * interval '1 millisecond',
      dead_at = case when q.attempts + 1 >= ${policy.maxAttempts} then now() end,
      app_ids = case when q.attempts + 1 >= ${policy.maxAttempts} then
        (select array_agg(distinct e.app_id) from monitor_events e where e.id = any(q.event_ids)) end
    where q.id = ${id} and q.dead_at is null
    returning q.dead_at is not null as dead`.execute(db);
  return rows[0] ?? null;
}

/** The deltas of queue rows this instance does not hold: stored ones, or computed from their events. */
async function readDeltas(db: Database, ids: string[]): Promise<Map<string, ProjectionDelta>> {
  const deltas = new Map<string, ProjectionDelta>();
  const rows = await db.selectFrom('monitorProjectionQueue').select(['id', 'accountId', 'delta', 'eventIds']).where('id', 'in', ids).execute();
  const wanted = rows.flatMap((r) => (r.delta === null ? (r.eventIds ?? []) : []));
  const events = new Map<string, EventRow>();
  if (wanted.length > 0) {
    const found = await db
      .selectFrom('monitorEvents')
      .select([
        'id',
        'appId',
        'eventId',
        'occurredAt',
        'kind',
        'riskLevel',
        'udid',
        'userUdid',
        'brand',
        'model',
        'osVersion',
        'platform',
        'clientIp',
        'country',
        'sdkVersion',
        'appVersion',
        'environment',
        'installedApps',
      ])
      .where(sql<boolean>`id = any(${wanted}::bigint[])`)
      .execute();
    for (const e of found) {
      events.set(String(e.id), {
        ...e,
        accountId: '',
        exempt: false,
        matched: [],
        details: {},
        environment: e.environment as string[],
        installedApps: e.installedApps as unknown[],
      } as EventRow);
    }
  }
  for (const r of rows) {
    if (r.delta !== null) deltas.set(String(r.id), (typeof r.delta === 'string' ? JSON.parse(r.delta) : r.delta) as ProjectionDelta);
    else
      deltas.set(
        String(r.id),
        deltaOf(
          r.accountId,
          (r.eventIds ?? []).flatMap((id) => events.get(String(id)) ?? []),
        ),
      );
  }
  return deltas;
}

/** Sorted by key, so that concurrent projectors lock rows in the same order. */
const sortedValues = <T>(m: Map<string, T>) => [...m.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, v]) => v);

/** A rollup row as upsertRollups sends it (`minute` holds the hour for the hourly table). */
const ROLLUP_RECORD = jsonRecord<RollupDelta>({
  accountId: 'uuid',
  appId: 'uuid',
  minute: 'timestamptz',
  kind: 'text',
  riskLevel: 'text',
  country: 'text',
  events: 'int8',
  riskyDevices: 'int8',
});

/**
 * Adds minute (and hour) counts. Each table gets one statement whose rows travel as one JSON
 * parameter, in key order, so concurrent projectors lock rows in the same order.
 */
async function upsertRollups(db: Database, minutes: Map<string, RollupDelta>) {
  if (minutes.size === 0) return;
  const hours = new Map<string, RollupDelta>();
  for (const r of minutes.values()) addRollup(hours, { ...r, minute: hourOf(r.minute).toISOString() });
  for (const [table, time, rows] of [
    ['monitor_rollups', 'minute', minutes],
    ['monitor_rollups_hourly', 'hour', hours],
  ] as const) {
    const t = sql.raw(table);
    await sql`
      insert into ${t} (account_id, app_id, ${sql.raw(time)}, kind, risk_level, country, events, risky_devices)
      select ${ROLLUP_RECORD.names} from jsonb_to_recordset(${ROLLUP_RECORD.json(sortedValues(rows))}::jsonb) as r(${ROLLUP_RECORD.record})
      on conflict (app_id, ${sql.raw(time)}, kind, risk_level, country) do update
      set events = ${t}.events + excluded.events, risky_devices = ${t}.risky_devices + excluded.risky_devices`.execute(db);
  }
}

/** A device record's columns as upsertDevices sends them. */
const DEVICE_RECORD = jsonRecord<DeviceDelta>({
  accountId: 'uuid',
  appId: 'uuid',
  ...DEVICE_FACT_TYPES,
  riskLevel: 'text',
  eventCount: 'int8',
  riskEventCount: 'int8',
  firstSeen: 'timestamptz',
  lastSeen: 'timestamptz',
  lastRiskAt: 'timestamptz',
});
/** Facts that follow the newest event. */
const DEVICE_FACTS = ['user_udid', 'brand', 'model', 'os_version', 'client_ip', 'country', 'sdk_version', 'app_version', 'environment', 'installed_apps'];
const LEVEL_RANK = "array['none', 'low', 'medium', 'high']";

/**
 * Folds device deltas into the device records in one statement (rows as one JSON parameter,
 * in key order): facts follow the newest event, counts add up, the level is the highest ever
 * seen.
 */
async function upsertDevices(db: Database, devices: Map<string, DeviceDelta>) {
  if (devices.size === 0) return;
  const newer = 'excluded.last_seen >= monitor_devices.last_seen';
  const facts = DEVICE_FACTS.map((f) => `${f} = case when ${newer} then excluded.${f} else monitor_devices.${f} end`).join(', ');
  await sql`
    insert into monitor_devices (${DEVICE_RECORD.names})
    select ${DEVICE_RECORD.names} from jsonb_to_recordset(${DEVICE_RECORD.json(sortedValues(devices))}::jsonb) as r(${DEVICE_RECORD.record})
    on conflict (app_id, udid) do update set ${sql.raw(facts)},
      risk_level = case when array_position(${sql.raw(LEVEL_RANK)}, excluded.risk_level) > array_position(${sql.raw(LEVEL_RANK)}, monitor_devices.risk_level)
        then excluded.risk_level else monitor_devices.risk_level end,
      event_count = monitor_devices.event_count + excluded.event_count,
      risk_event_count = monitor_devices.risk_event_count + excluded.risk_event_count,
      first_seen = least(monitor_devices.first_seen, excluded.first_seen),
      last_seen = greatest(monitor_devices.last_seen, excluded.last_seen),
      last_risk_at = greatest(monitor_devices.last_risk_at, excluded.last_risk_at)`.execute(db);
}
