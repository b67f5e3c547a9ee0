import type { Kysely } from 'kysely';

/** A user's own event history (account settings) lists and counts their entries by time. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('operation_logs_user_idx').on('operation_logs').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('operation_logs_user_idx').ifExists().execute();
}
