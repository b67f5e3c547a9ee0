import { sql, type Kysely } from 'kysely';

/**
 * Job webhooks (issue 21): an endpoint of the outbound integrations belongs to a family —
 * `monitoring` (monitoring's auto-integration, every endpoint so far) or `jobs` (assessment and
 * hardening job notifications, managed by account administrators). Both families share the
 * outbox, the sender and the delivery log; the family only decides who manages an endpoint and
 * which event types it may subscribe to.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it is then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('integration_webhooks')
    .addColumn('family', 'text', (c) =>
      c
        .notNull()
        .defaultTo('monitoring')
        .check(sql`family in ('monitoring', 'jobs')`),
    )
    .execute();
  await db.schema.dropIndex('integration_webhooks_list_idx').execute();
  await db.schema.createIndex('integration_webhooks_list_idx').on('integration_webhooks').columns(['account_id', 'family', 'created_at', 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it is then
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('integration_webhooks').where('family', '=', 'jobs').execute();
  await db.schema.dropIndex('integration_webhooks_list_idx').execute();
  await db.schema.alterTable('integration_webhooks').dropColumn('family').execute();
  await db.schema.createIndex('integration_webhooks_list_idx').on('integration_webhooks').columns(['account_id', 'created_at', 'id']).execute();
}
