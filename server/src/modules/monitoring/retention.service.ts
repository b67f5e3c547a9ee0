import { sql } from 'kysely';
import { keyOf, type FileStore } from '../../platform/file-store';
import type { Database } from '../../db/database';
import { listEventPartitions } from './partitions.repo';

/** The first instant of a partition's month, read off its name (`monitor_events_y2024m05`). */
function partitionMonth(name: string): Date | null {
  const match = /^monitor_events_y(\d{4})m(\d{2})$/.exec(name);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)) : null;
}

/** Bytes of a table with its indexes and TOAST, or null where the engine cannot tell. */
async function relationBytes(db: Database, name: string): Promise<number | null> {
  try {
    const { rows } = await sql<{ bytes: number | string | null }>`select pg_total_relation_size(to_regclass(${name})) as bytes`.execute(db);
    const bytes = rows[0]?.bytes;
    return bytes === null || bytes === undefined ? null : Number(bytes);
  } catch {
    return null;
  }
}

export interface EventRemoval {
  /** Whole monthly partitions dropped. */
  partitions: number;
  /** The events they held. */
  events: number;
  /** Per-minute and per-hour rollup rows of the same months. */
  rollups: number;
  /** What the dropped partitions occupied. */
  bytes: number;
}

/**
 * Monitoring's side of the disk retention: how much the security events take, and removing the
 * months before a cut-off. Events live in monthly partitions (by event time), so removal drops
 * whole partitions whose month ends on or before the cut-off (a cut-off on a month's first
 * instant leaves no partly kept month) and deletes the rollups dated before it. Rollups of the
 * kept months are untouched, so every dashboard figure of the kept period stays the same.
 * Device records (the latest facts of each device) are current state, not history: they stay.
 */
export class MonitoringRetentionService {
  constructor(private readonly db: Database) {}

  /** Stored events and rollups (rows) and their size on disk (null when it cannot be measured). */
  async usage(): Promise<{ rows: number; bytes: number | null }> {
    const count = await this.db
      .selectFrom('monitorEvents')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    let bytes: number | null = 0;
    for (const name of [...(await listEventPartitions(this.db)), 'monitor_rollups', 'monitor_rollups_hourly']) {
      const size = await relationBytes(this.db, name);
      bytes = size === null || bytes === null ? null : bytes + size;
    }
    return { rows: Number(count.n), bytes };
  }

  /** Drops the event months that end on or before `cutoff` and deletes the rollups before it. */
  async removeBefore(cutoff: Date): Promise<EventRemoval> {
    const removal: EventRemoval = { partitions: 0, events: 0, rollups: 0, bytes: 0 };
    for (const name of await listEventPartitions(this.db)) {
      const month = partitionMonth(name);
      if (!month || Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1) > cutoff.getTime()) continue;
      const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(name)}`.execute(this.db);
      const bytes = await relationBytes(this.db, name);
      await sql`drop table if exists ${sql.table(name)}`.execute(this.db);
      removal.partitions++;
      removal.events += Number(rows[0]?.n ?? 0);
      removal.bytes += bytes ?? 0;
    }
    const minutes = await this.db.deleteFrom('monitorRollups').where('minute', '<', cutoff).executeTakeFirst();
    const hours = await this.db.deleteFrom('monitorRollupsHourly').where('hour', '<', cutoff).executeTakeFirst();
    removal.rollups = Number(minutes.numDeletedRows) + Number(hours.numDeletedRows);
    return removal;
  }

  /**
   * Deletes the produced monitoring reports made before `cutoff` that are ready or failed (a
   * pending one still has a run to finish) and their files in the file store.
   */
  async removeReportsBefore(cutoff: Date, store: FileStore): Promise<{ reports: number; bytes: number }> {
    const rows = await this.db.deleteFrom('monitorReports').where('createdAt', '<', cutoff).where('status', 'in', ['ready', 'failed']).returning(['filePath']).execute();
    let bytes = 0;
    for (const row of rows) {
      if (!row.filePath) continue;
      const key = keyOf(row.filePath);
      const stat = await store.stat(key).catch(() => null);
      bytes += stat?.size ?? 0;
      await store.delete(key);
    }
    return { reports: rows.length, bytes };
  }
}
