import { sql, type Kysely } from 'kysely';

/**
 * Failure isolation for the monitoring projection queue: a row the projector cannot apply is
 * retried a bounded number of times with backoff (`attempts`, `last_error`, `next_attempt_at`)
 * and then set aside as a dead letter (`dead_at`), which the normal drain skips and a system
 * super admin can retry or discard. `app_ids` names the apps of a dead letter's events.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('monitor_projection_queue')
    .addColumn('queued_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('failed_at', 'timestamptz')
    .addColumn('next_attempt_at', 'timestamptz')
    .addColumn('dead_at', 'timestamptz')
    .addColumn('app_ids', sql`uuid[]`)
    .execute();
  // The drain walks live rows in id order; the admin list reads dead letters newest first.
  await sql`create index monitor_projection_queue_live_idx on monitor_projection_queue (id) where dead_at is null`.execute(db);
  await sql`create index monitor_projection_queue_dead_idx on monitor_projection_queue (id) where dead_at is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists monitor_projection_queue_dead_idx`.execute(db);
  await sql`drop index if exists monitor_projection_queue_live_idx`.execute(db);
  await db.schema
    .alterTable('monitor_projection_queue')
    .dropColumn('app_ids')
    .dropColumn('dead_at')
    .dropColumn('next_attempt_at')
    .dropColumn('failed_at')
    .dropColumn('last_error')
    .dropColumn('attempts')
    .dropColumn('queued_at')
    .execute();
}
