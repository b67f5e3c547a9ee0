import { sql, type Selectable } from 'kysely';
import type { Database } from '../../db/database';
import { jsonRecord } from '../../db/json-records';
import type { MonitorEventsTable } from './monitoring.tables';
import { deltaOf, type QueuedDelta } from './projection-delta';

/**
 * One evaluated event, ready to store: a monitor_events row but for what the database assigns;
 * `incidentIds` (the security events it met) is empty when left out.
 */
export type EventRow = Omit<Selectable<MonitorEventsTable>, 'id' | 'receivedAt' | 'incidentIds'> & { incidentIds?: string[] };

/** Column types of the device facts that events and device records both keep. */
export const DEVICE_FACT_TYPES = {
  udid: 'text',
  userUdid: 'text',
  brand: 'text',
  model: 'text',
  osVersion: 'text',
  platform: 'text',
  clientIp: 'text',
  country: 'text',
  sdkVersion: 'text',
  appVersion: 'text',
  environment: 'jsonb',
  installedApps: 'jsonb',
} as const;

/** The monitor_events columns a stored event sets. */
const EVENT_RECORD = jsonRecord<EventRow>({
  accountId: 'uuid',
  appId: 'uuid',
  eventId: 'text',
  occurredAt: 'timestamptz',
  kind: 'text',
  riskLevel: 'text',
  exempt: 'boolean',
  matched: 'text[]',
  incidentIds: 'uuid[]',
  details: 'jsonb',
  ...DEVICE_FACT_TYPES,
});

/** One request's events, all of one account. */
export interface EventBatch {
  accountId: string;
  rows: EventRow[];
}

/** An event's identity as the unique index sees it. */
const eventKey = (appId: string, eventId: string, occurredAtMs: number) => `${appId}|${occurredAtMs}|${eventId}`;

/**
 * Stores the events of one or more batches (requests) and queues their projection, in one
 * statement, so one round trip and one commit however many requests it carries: the events,
 * with a retried event id skipped, and per account a queue row naming the events actually
 * inserted, which {@link applyQueuedProjections} applies to the device records and rollups.
 * The rows travel as one JSON parameter rather than thousands of bound values.
 *
 * Answers, per batch, the event ids that were new (an event two batches both carry is new in
 * the first only), and the queued deltas, which this instance's projector keeps in memory
 * instead of computing them again.
 */
export async function storeEventBatches(db: Database, batches: EventBatch[]): Promise<{ fresh: Set<string>[]; queued: QueuedDelta[] }> {
  if (batches.every((b) => b.rows.length === 0)) return { fresh: batches.map(() => new Set()), queued: [] };
  const { rows: answer } = await sql<{ fresh: Array<[string, string, string]>; queued: Array<[string, string]> }>`
    with ins as (
      insert into monitor_events (${EVENT_RECORD.names})
      select ${EVENT_RECORD.names} from jsonb_to_recordset(${EVENT_RECORD.json(batches.flatMap(({ accountId, rows }) => rows.map((r) => ({ ...r, accountId, incidentIds: r.incidentIds ?? [] }))))}::jsonb) as r(${EVENT_RECORD.record})
      on conflict (app_id, event_id, occurred_at) do nothing
      returning id, account_id, app_id, event_id, occurred_at
    ), q as (
      insert into monitor_projection_queue (account_id, event_ids)
      select account_id, array_agg(id) from ins group by account_id
      returning id, account_id
    )
    select
      (select coalesce(json_agg(json_build_array(app_id, event_id, (extract(epoch from occurred_at) * 1000)::int8::text)), '[]') from ins) as fresh,
      (select coalesce(json_agg(json_build_array(id::text, account_id)), '[]') from q) as queued`.execute(db);
  const inserted = new Map<string, number>();
  for (const [appId, eventId, ms] of answer[0].fresh) {
    const key = eventKey(appId, eventId, Number(ms));
    inserted.set(key, (inserted.get(key) ?? 0) + 1);
  }
  const storedByAccount = new Map<string, EventRow[]>();
  const fresh = batches.map(({ accountId, rows }) => {
    const ids = new Set<string>();
    for (const r of rows) {
      const key = eventKey(r.appId, r.eventId, r.occurredAt.getTime());
      const left = inserted.get(key) ?? 0;
      if (left === 0) continue;
      inserted.set(key, left - 1);
      ids.add(r.eventId);
      const stored = storedByAccount.get(accountId) ?? [];
      if (stored.length === 0) storedByAccount.set(accountId, stored);
      stored.push(r);
    }
    return ids;
  });
  const queued = answer[0].queued.map(([id, accountId]) => ({ id, accountId, delta: deltaOf(accountId, storedByAccount.get(accountId) ?? []) }));
  return { fresh, queued };
}
