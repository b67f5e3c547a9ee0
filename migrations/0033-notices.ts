import { sql, type Kysely } from 'kysely';

/**
 * Notices (spec §2 `notice/list`, `/notices`; §3 Notice; §4 draft or published): written by an
 * account's notice admins (or system admins, who may address every account), resolved to their
 * receivers when published, one receipt row per receiving user with its read time.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it is then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notices')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // The account that wrote the notice (the system account for system admins' notices).
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('platform_update', 'policy_update', 'finish_update', 'approval_pass', 'approval_reject', 'approval_next')`))
    .addColumn('level', 'text', (c) => c.notNull().check(sql`level in ('high', 'middle', 'normal')`))
    .addColumn('scope', 'text', (c) => c.notNull().check(sql`scope in ('global', 'accounts', 'users')`))
    .addColumn('account_ids', sql`uuid[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('user_ids', sql`uuid[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('draft')
        .check(sql`status in ('draft', 'published')`),
    )
    // What an approval notice is about (response name, approval type, who decided, comment), for the reader's language.
    .addColumn('params', 'jsonb')
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('creator', 'text')
    .addColumn('published_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('notices_list_idx').on('notices').columns(['account_id', 'created_at', 'id']).execute();
  await db.schema
    .createTable('notice_receipts')
    .addColumn('notice_id', 'uuid', (c) => c.notNull().references('notices.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The receiver's account, so every read is scoped to it.
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('read_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('notice_receipts_pk', ['notice_id', 'user_id'])
    .execute();
  await db.schema.createIndex('notice_receipts_inbox_idx').on('notice_receipts').columns(['user_id', 'created_at', 'notice_id']).execute();
  await sql`create index notice_receipts_unread_idx on notice_receipts (user_id) where read_at is null`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it is then
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notice_receipts').ifExists().execute();
  await db.schema.dropTable('notices').ifExists().execute();
}
