import { sql, type Kysely } from 'kysely';

/**
 * App groups (`/Monitoring/appManage/appGroup`): named sets of an account's monitored apps that
 * the dashboards and lists filter by. An app may be in several groups; deleting an app or a
 * group removes its memberships. Names are unique per account, ignoring case.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it is then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('monitor_app_groups')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index monitor_app_groups_name_uq on monitor_app_groups (account_id, lower(name))`.execute(db);
  await db.schema.createIndex('monitor_app_groups_list_idx').on('monitor_app_groups').columns(['account_id', 'created_at', 'id']).execute();
  await db.schema
    .createTable('monitor_app_group_members')
    .addColumn('group_id', 'uuid', (c) => c.notNull().references('monitor_app_groups.id').onDelete('cascade'))
    .addColumn('app_id', 'uuid', (c) => c.notNull().references('monitored_apps.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('monitor_app_group_members_pk', ['group_id', 'app_id'])
    .execute();
  await db.schema.createIndex('monitor_app_group_members_app_idx').on('monitor_app_group_members').column('app_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it is then
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('monitor_app_group_members').ifExists().execute();
  await db.schema.dropTable('monitor_app_groups').ifExists().execute();
}
