import { sql, type Kysely } from 'kysely';

/**
 * A queued projection names the events it covers instead of carrying their deltas: the
 * instance that stored them keeps the delta in memory, and anyone else (another instance, or
 * a restart after a crash) computes it again from the events. A batch then writes a few
 * kilobytes of ids to the queue instead of a delta as large as the batch. Rows queued before
 * keep their delta.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table monitor_projection_queue alter column delta drop not null`.execute(db);
  await db.schema
    .alterTable('monitor_projection_queue')
    .addColumn('event_ids', sql`bigint[]`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('monitor_projection_queue').where('delta', 'is', null).execute();
  await db.schema.alterTable('monitor_projection_queue').dropColumn('event_ids').execute();
  await sql`alter table monitor_projection_queue alter column delta set not null`.execute(db);
}
