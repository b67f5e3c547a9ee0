import { sql, type Kysely } from 'kysely';

/**
 * Security events (spec §3 "Security event", `/Monitoring/securityIncident/list`): account-defined
 * incidents. An incident has environment rules (environment kinds the device shows, conditions on
 * the device facts) and behaviour rules (behaviour kinds, conditions on the event details); an
 * ingested event that meets an enabled incident's rules is tagged with it (`incident_ids` on the
 * event) and, with the device-blacklist rule on, its device is put on the account's DEVICE
 * blacklist. `response_id` names the security response (migration 0021) the incident calls for.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it is then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('monitor_security_incidents')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('config_key', 'text', (c) => c.notNull().check(sql`config_key ~ '^[A-Za-z0-9_.-]{1,100}$'`))
    .addColumn('environment_kinds', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('environment_conditions', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('behaviour_kinds', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('behaviour_conditions', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('risk_level', 'text', (c) => c.notNull().check(sql`risk_level in ('high', 'medium', 'low')`))
    .addColumn('os', 'text', (c) => c.notNull().check(sql`os in ('all', 'android', 'ios', 'web')`))
    .addColumn('platform', 'text')
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('description', 'text')
    .addColumn('blacklist_device', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('response_id', 'uuid', (c) => c.references('monitor_responses.id').onDelete('set null'))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('creator', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('monitor_security_incidents_key').unique().on('monitor_security_incidents').columns(['account_id', 'config_key']).execute();
  await db.schema.createIndex('monitor_security_incidents_list_idx').on('monitor_security_incidents').columns(['account_id', 'created_at', 'id']).execute();
  // The incidents an event met (ids of monitor_security_incidents; kept when one is deleted).
  await sql`alter table monitor_events add column incident_ids uuid[] not null default '{}'`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it is then
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table monitor_events drop column incident_ids`.execute(db);
  await db.schema.dropTable('monitor_security_incidents').execute();
}
