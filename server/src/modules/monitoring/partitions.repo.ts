import { sql } from 'kysely';
import type { Database } from '../../db/database';

/** monitor_events is partitioned by month: the partitions ahead, and retention behind. */

const partitionName = (month: Date) => `monitor_events_y${month.getUTCFullYear()}m${String(month.getUTCMonth() + 1).padStart(2, '0')}`;

/**
 * Maintenance: makes sure the monthly partitions from `monthsBack` months ago to `monthsAhead`
 * months from now exist, so every accepted event time has its partition before it arrives.
 */
export async function ensureEventPartitions(db: Database, now = new Date(), monthsBack = 1, monthsAhead = 2): Promise<string[]> {
  const created: string[] = [];
  const existing = new Set(await listEventPartitions(db));
  for (let offset = -monthsBack; offset <= monthsAhead; offset++) {
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
    const to = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1));
    const name = partitionName(from);
    if (existing.has(name)) continue;
    await sql`create table if not exists ${sql.raw(name)} partition of monitor_events for values from (${sql.lit(from.toISOString())}) to (${sql.lit(to.toISOString())})`.execute(
      db,
    );
    created.push(name);
  }
  return created;
}

export async function listEventPartitions(db: Database): Promise<string[]> {
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
export async function dropEventsBefore(db: Database, keepMonths: number, now = new Date()): Promise<string[]> {
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
