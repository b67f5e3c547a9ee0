import { sql, type Kysely } from 'kysely';

/**
 * Host and IP whitelists (`/manage/systemmanage/hostConfig/*`). Hosts are console-wide: the host
 * names browsers may reach the console under. IP entries (an address or a CIDR block, IPv4 or
 * IPv6) are console-wide when `account_id` is null, else they apply to that account's users.
 * An entry is unique in its list.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it is then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('access_hosts')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('host', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text')
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('access_hosts_list_idx').on('access_hosts').columns(['created_at', 'id']).execute();
  await db.schema
    .createTable('access_ips')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('account_id', 'uuid', (c) => c.references('accounts.id').onDelete('cascade'))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // One list per account plus the console-wide one (null account): an address appears once in each.
  await sql`create unique index access_ips_address_uq on access_ips (coalesce(account_id, '00000000-0000-0000-0000-000000000000'::uuid), address)`.execute(db);
  await db.schema.createIndex('access_ips_list_idx').on('access_ips').columns(['account_id', 'created_at', 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it is then
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('access_ips').ifExists().execute();
  await db.schema.dropTable('access_hosts').ifExists().execute();
}
