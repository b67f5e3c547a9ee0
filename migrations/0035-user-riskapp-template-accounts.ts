import { sql, type Kysely } from 'kysely';

/**
 * User fields of spec §3 still missing: the monitored app a user is bound to (`riskapp_id` and
 * its platform, which must match the app's) and the user's app country (an ISO 3166-1 alpha-2
 * code). Deleting the app unbinds its users.
 *
 * Report templates assigned to other accounts (spec §3 "accounts or customer"): a system super
 * admin shares a template with accounts whose users may then use it for their reports, but not
 * edit it. Deleting the template or the account removes the assignment.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it is then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('riskapp_id', 'uuid', (c) => c.references('monitored_apps.id').onDelete('set null'))
    .addColumn('riskapp_platform', 'text')
    .addColumn('app_country', 'text')
    .execute();
  await sql`alter table users add constraint users_riskapp_platform_ck check (riskapp_platform is null or riskapp_platform in ('android', 'ios', 'h5'))`.execute(db);
  await sql`alter table users add constraint users_app_country_ck check (app_country is null or app_country ~ '^[A-Z]{2}$')`.execute(db);
  await db.schema.createIndex('users_riskapp_idx').on('users').column('riskapp_id').execute();

  await db.schema
    .createTable('report_template_accounts')
    .addColumn('template_id', 'uuid', (c) => c.notNull().references('report_templates.id').onDelete('cascade'))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('assigned_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('report_template_accounts_pk', ['template_id', 'account_id'])
    .execute();
  await db.schema.createIndex('report_template_accounts_account_idx').on('report_template_accounts').column('account_id').execute();
}
