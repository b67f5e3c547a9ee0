import { sql, type Kysely } from 'kysely';

/**
 * The SDK policy an account pushes to its devices (issue 18, `/Monitoring/dataAcquisition`,
 * `/Monitoring/blockageStrategy`, `/Monitoring/mapSet`): which device facts the SDK collects per
 * platform, what it does per threat kind (report, warn, block, exit) with the texts it shows,
 * and the threat map's defaults. Data acquisition and blockage strategies compile into the
 * signed configuration document of `GET /api/sdk/v1/config`; map defaults stay in the console.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it is then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('monitor_data_acquisition')
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('platform', 'text', (c) => c.notNull().check(sql`platform in ('android', 'ios', 'h5')`))
    .addColumn('collect', 'jsonb', (c) => c.notNull())
    .addColumn('updated_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('monitor_data_acquisition_pk', ['account_id', 'platform'])
    .execute();
  await db.schema
    .createTable('monitor_blockage_strategies')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    // An event kind, or 'blacklisted_device' for a device on a DEVICE blacklist.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('report', 'warn', 'block', 'exit')`))
    .addColumn('message_en', 'text', (c) => c.notNull())
    .addColumn('message_zh_tw', 'text', (c) => c.notNull())
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('creator', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('monitor_blockage_strategies_kind', ['account_id', 'kind'])
    .execute();
  await db.schema.createIndex('monitor_blockage_strategies_list_idx').on('monitor_blockage_strategies').columns(['account_id', 'created_at', 'id']).execute();
  await db.schema
    .createTable('monitor_map_defaults')
    .addColumn('account_id', 'uuid', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('color_scale', 'text', (c) => c.notNull())
    .addColumn('counts', 'jsonb', (c) => c.notNull())
    .addColumn('ranking_size', 'integer', (c) => c.notNull().check(sql`ranking_size between 1 and 20`))
    .addColumn('updated_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it is then
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('monitor_map_defaults').ifExists().execute();
  await db.schema.dropTable('monitor_blockage_strategies').ifExists().execute();
  await db.schema.dropTable('monitor_data_acquisition').ifExists().execute();
}
