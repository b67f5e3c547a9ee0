import { sql, type Kysely } from 'kysely';

/**
 * System monitoring SDK files (spec §3 "Monitoring SDK file: version, size, platform, status",
 * `/manage/systemmanage/monitoringSdk/{platform}`): SDK packages a system super admin uploads
 * (stored as uploaded files of the system account) and account users download while enabled.
 * A version is unique per platform.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it is then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('monitor_sdk_files')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('platform', 'text', (c) => c.notNull().check(sql`platform in ('android', 'ios', 'h5')`))
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('file_id', 'uuid', (c) => c.notNull().references('files.id').onDelete('restrict'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('size', 'int8', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('creator', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('monitor_sdk_files_version_key', ['platform', 'version'])
    .execute();
  await db.schema.createIndex('monitor_sdk_files_list_idx').on('monitor_sdk_files').columns(['platform', 'created_at', 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it is then
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('monitor_sdk_files').ifExists().execute();
}
