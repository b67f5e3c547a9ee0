import { sql, type Kysely } from 'kysely';

/**
 * Hourly rollups beside the per-minute ones: a month of dashboards reads a few thousand hourly
 * rows instead of every minute's. Filled from the existing minute rows, then maintained on
 * ingestion in the same transaction as the events.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('monitor_rollups_hourly')
    .addColumn('account_id', 'uuid', (c) => c.notNull())
    .addColumn('app_id', 'uuid', (c) => c.notNull())
    .addColumn('hour', 'timestamptz', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('risk_level', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('events', 'int8', (c) => c.notNull().defaultTo(0))
    .addColumn('risky_devices', 'int8', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('monitor_rollups_hourly_pkey', ['app_id', 'hour', 'kind', 'risk_level', 'country'])
    .execute();
  await db.schema.createIndex('monitor_rollups_hourly_account_hour_idx').on('monitor_rollups_hourly').columns(['account_id', 'hour']).execute();
  await sql`
    insert into monitor_rollups_hourly (account_id, app_id, hour, kind, risk_level, country, events, risky_devices)
    select account_id, app_id, date_trunc('hour', minute), kind, risk_level, country, sum(events), sum(risky_devices)
    from monitor_rollups group by 1, 2, 3, 4, 5, 6`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('monitor_rollups_hourly').ifExists().execute();
}
