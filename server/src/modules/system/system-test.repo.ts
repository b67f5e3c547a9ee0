import { sql } from 'kysely';
import type { Database } from '../../db/database';

/** The server's version string (`PostgreSQL 17.4 …`), which also proves a query round trip. */
export async function databaseVersion(db: Database): Promise<string> {
  const { rows } = await sql<{ version: string }>`select version() as version`.execute(db);
  return rows[0]?.version ?? '';
}

export interface QueueStats {
  ready: number;
  processing: number;
  /** Running jobs whose worker stopped renewing the lease. */
  expired: number;
  /** Running jobs with a live lease: some worker is alive and busy. */
  leased: number;
  oldestReadyAt: Date | null;
}

/** How deep one job queue is and whether its running jobs still have live workers. */
export async function queueStats(db: Database, queue: string): Promise<QueueStats> {
  const row = await db
    .selectFrom('jobs')
    .where('queue', '=', queue)
    .where('status', 'in', ['ready', 'processing'])
    .select([
      sql<string>`count(*) filter (where status = 'ready')`.as('ready'),
      sql<string>`count(*) filter (where status = 'processing')`.as('processing'),
      sql<string>`count(*) filter (where status = 'processing' and lease_until < now())`.as('expired'),
      sql<string>`count(*) filter (where status = 'processing' and lease_until >= now())`.as('leased'),
      sql<Date | null>`min(created_at) filter (where status = 'ready')`.as('oldestReadyAt'),
    ])
    .executeTakeFirstOrThrow();
  return {
    ready: Number(row.ready),
    processing: Number(row.processing),
    expired: Number(row.expired),
    leased: Number(row.leased),
    oldestReadyAt: row.oldestReadyAt ? new Date(row.oldestReadyAt) : null,
  };
}

/** A mail's delivery state in the outbox. */
export function outboxMail(db: Database, id: number) {
  return db.selectFrom('mailOutbox').select(['sentAt', 'error']).where('id', '=', id).executeTakeFirst();
}
