import { sql, type Kysely } from 'kysely';

/**
 * Runtime threat monitoring: monitored apps with their SDK credentials, risk rules,
 * blacklists, device white/debug lists, security events (partitioned by month of the event's
 * time), per-minute rollups the dashboards read, and one record per device seen.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('monitored_apps')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('platform', 'text', (c) => c.notNull().check(sql`platform in ('android', 'ios', 'h5')`))
    .addColumn('description', 'text')
    .addColumn('default_region', 'text')
    .addColumn('use_system_event_config', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('use_system_rule_config', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('event_kinds', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('sdk_key', 'text', (c) => c.notNull().unique())
    .addColumn('secret_sealed', 'text', (c) => c.notNull())
    .addColumn('secret_rotated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index monitored_apps_account_app_key on monitored_apps (account_id, platform, lower(app_id))`.execute(db);

  await db.schema
    .createTable('monitor_risk_rules')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('app_id', 'uuid', (c) => c.references('monitored_apps.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('environment', 'behaviour')`))
    .addColumn('platform', 'text', (c) => c.notNull().check(sql`platform in ('all', 'android', 'ios', 'h5')`))
    .addColumn('classification', 'text')
    .addColumn('kinds', sql`text[]`, (c) => c.notNull())
    .addColumn('conditions', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('risk_level', 'text', (c) => c.notNull().check(sql`risk_level in ('high', 'medium', 'low')`))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('upload', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('monitor_risk_rules_account_idx').on('monitor_risk_rules').columns(['account_id', 'created_at']).execute();

  await db.schema
    .createTable('monitor_blacklists')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('ip', 'wifi', 'app', 'device')`))
    .addColumn('content', sql`text[]`, (c) => c.notNull())
    .addColumn('app_ids', sql`uuid[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('description', 'text')
    .addColumn('risk_level', 'text', (c) =>
      c
        .notNull()
        .defaultTo('high')
        .check(sql`risk_level in ('high', 'medium', 'low')`),
    )
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('monitor_blacklists_account_idx').on('monitor_blacklists').columns(['account_id', 'created_at']).execute();

  await db.schema
    .createTable('monitor_device_lists')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('list', 'text', (c) => c.notNull().check(sql`list in ('whitelist', 'debug')`))
    .addColumn('udid', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('monitor_device_lists_key', ['account_id', 'list', 'udid'])
    .execute();

  // The partition key must be part of every unique index: a retried event carries the same id
  // and the same time, so (app, event id, time) stores it once.
  await sql`
    create table monitor_events (
      id bigserial not null,
      account_id uuid not null,
      app_id uuid not null,
      event_id text not null,
      occurred_at timestamptz not null,
      received_at timestamptz not null default now(),
      kind text not null,
      risk_level text not null check (risk_level in ('high', 'medium', 'low', 'none')),
      exempt boolean not null default false,
      matched text[] not null default '{}',
      udid text not null,
      user_udid text,
      brand text,
      model text,
      os_version text,
      platform text not null,
      client_ip text,
      country text,
      sdk_version text,
      app_version text,
      details jsonb not null default '{}'::jsonb,
      environment jsonb not null default '[]'::jsonb,
      installed_apps jsonb not null default '[]'::jsonb,
      primary key (id, occurred_at)
    ) partition by range (occurred_at)`.execute(db);
  await sql`create unique index monitor_events_app_event_key on monitor_events (app_id, event_id, occurred_at)`.execute(db);
  await sql`create index monitor_events_account_time_idx on monitor_events (account_id, occurred_at desc, id desc)`.execute(db);
  await sql`create index monitor_events_device_idx on monitor_events (app_id, udid, occurred_at desc)`.execute(db);
  const now = new Date();
  for (let offset = -1; offset <= 2; offset++) {
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
    const to = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1));
    const name = `monitor_events_y${from.getUTCFullYear()}m${String(from.getUTCMonth() + 1).padStart(2, '0')}`;
    await sql`create table if not exists ${sql.raw(name)} partition of monitor_events for values from (${sql.lit(from.toISOString())}) to (${sql.lit(to.toISOString())})`.execute(
      db,
    );
  }

  await db.schema
    .createTable('monitor_rollups')
    .addColumn('account_id', 'uuid', (c) => c.notNull())
    .addColumn('app_id', 'uuid', (c) => c.notNull())
    .addColumn('minute', 'timestamptz', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('risk_level', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('events', 'int8', (c) => c.notNull().defaultTo(0))
    .addColumn('risky_devices', 'int8', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('monitor_rollups_pkey', ['app_id', 'minute', 'kind', 'risk_level', 'country'])
    .execute();
  await db.schema.createIndex('monitor_rollups_account_minute_idx').on('monitor_rollups').columns(['account_id', 'minute']).execute();

  await db.schema
    .createTable('monitor_devices')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('app_id', 'uuid', (c) => c.notNull().references('monitored_apps.id').onDelete('cascade'))
    .addColumn('udid', 'text', (c) => c.notNull())
    .addColumn('user_udid', 'text')
    .addColumn('brand', 'text')
    .addColumn('model', 'text')
    .addColumn('os_version', 'text')
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('client_ip', 'text')
    .addColumn('country', 'text')
    .addColumn('sdk_version', 'text')
    .addColumn('app_version', 'text')
    .addColumn('environment', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('installed_apps', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('risk_level', 'text', (c) => c.notNull().defaultTo('none'))
    .addColumn('event_count', 'int8', (c) => c.notNull().defaultTo(0))
    .addColumn('risk_event_count', 'int8', (c) => c.notNull().defaultTo(0))
    .addColumn('first_seen', 'timestamptz', (c) => c.notNull())
    .addColumn('last_seen', 'timestamptz', (c) => c.notNull())
    .addColumn('last_risk_at', 'timestamptz')
    .addUniqueConstraint('monitor_devices_app_udid_key', ['app_id', 'udid'])
    .execute();
  await db.schema.createIndex('monitor_devices_account_seen_idx').on('monitor_devices').columns(['account_id', 'last_seen', 'id']).execute();
  await db.schema.createIndex('monitor_devices_account_risk_idx').on('monitor_devices').columns(['account_id', 'last_risk_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['monitor_devices', 'monitor_rollups', 'monitor_events', 'monitor_device_lists', 'monitor_blacklists', 'monitor_risk_rules', 'monitored_apps']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
