import { sql, type Kysely } from 'kysely';

/**
 * Account subscriptions (`/manage/clientmanage/servicemanage`): one row per account, product
 * (a licence entitlement of spec §6) and period. A product is on for an account while one of
 * its subscriptions is active on the day (start ≤ today ≤ end, an open end never ends) and not
 * ended by an administrator. Every entitlement an account held before becomes an open-ended
 * active subscription starting on the account's creation day, so existing installs keep every
 * product they had.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it is then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('account_subscriptions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('starts_on', 'date', (c) => c.notNull())
    .addColumn('ends_on', 'date')
    // Jobs per calendar month (hardening, assessment) or monitored devices (threat_perception); null: no limit.
    .addColumn('quota', 'integer', (c) => c.check(sql`quota is null or quota > 0`))
    .addColumn('billing_email', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('active')
        .check(sql`status in ('active', 'ended')`),
    )
    .addColumn('ended_at', 'timestamptz')
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('account_subscriptions_period_ck', sql`ends_on is null or ends_on >= starts_on`)
    .execute();
  await db.schema.createIndex('account_subscriptions_account_idx').on('account_subscriptions').columns(['account_id', 'product', 'starts_on']).execute();
  await db.schema.createIndex('account_subscriptions_list_idx').on('account_subscriptions').columns(['created_at', 'id']).execute();
  await sql`
    insert into account_subscriptions (account_id, product, starts_on, created_at, updated_at)
    select a.id, e.product, (a.created_at at time zone 'UTC')::date, now(), now()
    from accounts a cross join lateral unnest(a.entitlements) as e(product)
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it is then
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('account_subscriptions').ifExists().execute();
}
