import { sql, type Kysely } from 'kysely';

/**
 * Outbound integrations (issue 18): per account, signed webhook endpoints subscribed to event
 * types, one syslog/CEF export target, and a durable outbox of deliveries. A delivery is one
 * event for one target; the sender claims due rows (`FOR UPDATE SKIP LOCKED`, then moves
 * `next_attempt_at` on as a lease), sends, and records every attempt in
 * `integration_delivery_attempts`. Job webhooks (issue 21) reuse the same tables.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it is then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('integration_webhooks')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    // The signing secret, sealed with the data directory's secret box (the sender needs it in clear).
    .addColumn('secret_sealed', 'text', (c) => c.notNull())
    .addColumn('events', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('creator', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('integration_webhooks_list_idx').on('integration_webhooks').columns(['account_id', 'created_at', 'id']).execute();

  await db.schema
    .createTable('integration_syslog')
    .addColumn('account_id', 'uuid', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('host', 'text', (c) => c.notNull())
    .addColumn('port', 'integer', (c) => c.notNull().check(sql`port between 1 and 65535`))
    .addColumn('protocol', 'text', (c) => c.notNull().check(sql`protocol in ('udp', 'tcp')`))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('integration_deliveries')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('target', 'text', (c) => c.notNull().check(sql`target in ('webhook', 'syslog')`))
    // Null for syslog deliveries.
    .addColumn('endpoint_id', 'uuid', (c) => c.references('integration_webhooks.id').onDelete('cascade'))
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'delivered', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_status_code', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('delivered_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('integration_deliveries_endpoint', sql`(target = 'webhook') = (endpoint_id is not null)`)
    .execute();
  await sql`create index integration_deliveries_due_idx on integration_deliveries (next_attempt_at) where status = 'pending'`.execute(db);
  await db.schema.createIndex('integration_deliveries_list_idx').on('integration_deliveries').columns(['account_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('integration_deliveries_endpoint_idx').on('integration_deliveries').columns(['endpoint_id', 'created_at']).execute();
  // An event is delivered once per endpoint however often it is enqueued.
  await db.schema.createIndex('integration_deliveries_once').unique().on('integration_deliveries').columns(['endpoint_id', 'event_type', 'event_id']).execute();

  await db.schema
    .createTable('integration_delivery_attempts')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('delivery_id', 'uuid', (c) => c.notNull().references('integration_deliveries.id').onDelete('cascade'))
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('attempted_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('error', 'text')
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('integration_delivery_attempts_delivery_idx').on('integration_delivery_attempts').columns(['delivery_id', 'attempt']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it is then
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('integration_delivery_attempts').execute();
  await db.schema.dropTable('integration_deliveries').execute();
  await db.schema.dropTable('integration_syslog').execute();
  await db.schema.dropTable('integration_webhooks').execute();
}
