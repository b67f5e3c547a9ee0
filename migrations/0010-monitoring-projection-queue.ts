import type { Kysely } from 'kysely';

/**
 * The projection queue of monitoring ingestion. A batch's transaction stores its events and one
 * row here with the batch's device and rollup deltas; a projector applies queued deltas to the
 * device records and the rollups in one transaction and deletes them. Batches then never wait
 * on each other's locks on hot device and rollup rows, and nothing committed is ever lost: a
 * crash leaves the deltas queued for the next projector.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('monitor_projection_queue')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('account_id', 'uuid', (c) => c.notNull())
    .addColumn('delta', 'jsonb', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('monitor_projection_queue').ifExists().execute();
}
