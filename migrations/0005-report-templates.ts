import { sql, type Kysely } from 'kysely';

/** Report templates (spec §3): per account and platform, a language and the checks to report. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('report_templates')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('platform', 'text', (c) => c.notNull().check(sql`platform in ('android', 'ios')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull().check(sql`lang in ('en', 'zh-TW')`))
    .addColumn('checks', sql`text[]`, (c) => c.notNull())
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('creator', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index report_templates_account_name_key on report_templates (account_id, platform, lower(name))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('report_templates').execute();
}
