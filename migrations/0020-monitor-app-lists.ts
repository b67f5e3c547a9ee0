import { sql, type Kysely } from 'kysely';

/**
 * The app black/white list (spec §3 "App blacklist/whitelist", `/Monitoring/appBlackWhiteList/list`):
 * apps an SDK may find installed on a device, named by package name, APK MD5 and/or signing
 * certificate MD5 (at least one, spec §5), optionally with the installer that put them there.
 * An enabled black entry makes a device's events risky; an enabled white entry exempts the app
 * from app-based detection. MD5s are kept as 32 lowercase hex digits.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it is then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('monitor_app_lists')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('black', 'white')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('app_name', 'text')
    .addColumn('package_name', 'text')
    .addColumn('md5', 'text', (c) => c.check(sql`md5 ~ '^[0-9a-f]{32}$'`))
    .addColumn('cert_md5', 'text', (c) => c.check(sql`cert_md5 ~ '^[0-9a-f]{32}$'`))
    .addColumn('installer', 'text')
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('creator', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('monitor_app_lists_identified', sql`coalesce(package_name, md5, cert_md5) is not null`)
    .execute();
  await db.schema.createIndex('monitor_app_lists_list_idx').on('monitor_app_lists').columns(['account_id', 'created_at', 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it is then
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('monitor_app_lists').ifExists().execute();
}
