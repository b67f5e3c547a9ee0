import { sql, type RawBuilder } from 'kysely';
import { ENTITLEMENTS, type Entitlement } from '../../../../common/permissions';
import type { Database } from '../../db/database';
import { countOf, pageOf } from '../../db/queries';
import type { PageClause } from '../../lib/paging';

/** What a subscription is on a day: the list's status column and filter. */
export type SubscriptionState = 'active' | 'notStarted' | 'expired' | 'ended';

export interface SubscriptionFilter {
  /** One account; null: every account (system super admins). */
  accountId: string | null;
  product?: Entitlement | null;
  state?: SubscriptionState | null;
  /** The day `state` is judged on, `YYYY-MM-DD`. */
  today: string;
}

export interface SubscriptionValues {
  product: Entitlement;
  startsOn: string;
  endsOn: string | null;
  quota: number | null;
  billingEmail: string | null;
}

/** The calendar month (UTC) holding `today`: [start, next month's start). */
export function monthOf(today: string): { start: Date; end: Date } {
  const [year, month] = today.split('-').map(Number);
  return { start: new Date(Date.UTC(year, month - 1, 1)), end: new Date(Date.UTC(year, month, 1)) };
}

/** The hardening kind or assessment platform whose jobs a product's quota counts. */
const HARDENING_KIND: Partial<Record<Entitlement, string>> = { apk_protected: 'android', sdk_protected: 'android-sdk', ipa_protected: 'ipa', h5_protected: 'h5' };
const ASSESSMENT_PLATFORM: Partial<Record<Entitlement, string>> = { apk_analysis: 'android', ipa_analysis: 'ios' };

/**
 * What a product's quota counts for an account (`accountRef` names its id column): jobs submitted
 * in the month [start, end) for hardening and assessment products, monitored devices for
 * `threat_perception`.
 */
export function usageOf(product: Entitlement, accountRef: RawBuilder<unknown>, month: { start: Date; end: Date }): RawBuilder<number> {
  const kind = HARDENING_KIND[product];
  if (kind)
    return sql<number>`(select count(*) from hardening_jobs h where h.account_id = ${accountRef} and h.kind = ${kind} and h.created_at >= ${month.start} and h.created_at < ${month.end})`;
  const platform = ASSESSMENT_PLATFORM[product];
  if (platform)
    return sql<number>`(select count(*) from assessments x where x.account_id = ${accountRef} and x.platform = ${platform} and x.created_at >= ${month.start} and x.created_at < ${month.end})`;
  return sql<number>`(select count(distinct d.udid) from monitor_devices d where d.account_id = ${accountRef})`;
}

/** Each row's usage this month, by its product. */
function usageColumn(today: string): RawBuilder<number> {
  const month = monthOf(today);
  const ref = sql.ref('s.accountId');
  return sql<number>`case s.product ${sql.join(
    ENTITLEMENTS.map((p) => sql`when ${p} then ${usageOf(p, ref, month)}`),
    sql` `,
  )} else 0 end`;
}

/** The SQL condition of a state on `today`. */
function stateCondition(state: SubscriptionState, today: string): RawBuilder<boolean> {
  switch (state) {
    case 'ended':
      return sql<boolean>`s.status = 'ended'`;
    case 'notStarted':
      return sql<boolean>`s.status = 'active' and s.starts_on > ${today}::date`;
    case 'expired':
      return sql<boolean>`s.status = 'active' and s.ends_on < ${today}::date`;
    case 'active':
      return sql<boolean>`s.status = 'active' and s.starts_on <= ${today}::date and (s.ends_on is null or s.ends_on >= ${today}::date)`;
  }
}

function filtered(db: Database, filter: SubscriptionFilter) {
  let query = db.selectFrom('accountSubscriptions as s').innerJoin('accounts as a', 'a.id', 's.accountId');
  if (filter.accountId) query = query.where('s.accountId', '=', filter.accountId);
  if (filter.product) query = query.where('s.product', '=', filter.product);
  if (filter.state) query = query.where(stateCondition(filter.state, filter.today));
  return query;
}

function withColumns(db: Database, filter: SubscriptionFilter) {
  return filtered(db, filter).select([
    's.id',
    's.accountId',
    'a.name as accountName',
    's.product',
    sql<string>`s.starts_on::text`.as('startsOn'),
    sql<string | null>`s.ends_on::text`.as('endsOn'),
    's.quota',
    's.billingEmail',
    's.status',
    's.endedAt',
    's.createdAt',
    's.updatedAt',
    usageColumn(filter.today).as('usage'),
  ]);
}

export type SubscriptionRow = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number];

export function listSubscriptions(db: Database, filter: SubscriptionFilter, page: PageClause) {
  return pageOf(withColumns(db, filter), page).execute();
}

export function countSubscriptions(db: Database, filter: SubscriptionFilter): Promise<number> {
  return countOf(filtered(db, filter));
}

export function findSubscription(db: Database, accountId: string | null, id: string, today: string) {
  return withColumns(db, { accountId, today }).where('s.id', '=', id).executeTakeFirst();
}

export function accountExists(db: Database, accountId: string) {
  return db.selectFrom('accounts').select(['id', 'name']).where('id', '=', accountId).executeTakeFirst();
}

/** Whether another subscription of the account to the product, not ended, shares a day with the period. */
export async function overlaps(db: Database, accountId: string, values: Pick<SubscriptionValues, 'product' | 'startsOn' | 'endsOn'>, exceptId?: string): Promise<boolean> {
  let query = db
    .selectFrom('accountSubscriptions as s')
    .select('s.id')
    .where('s.accountId', '=', accountId)
    .where('s.product', '=', values.product)
    .where('s.status', '=', 'active')
    .where(sql<boolean>`s.starts_on <= coalesce(${values.endsOn}::date, 'infinity'::date) and coalesce(s.ends_on, 'infinity'::date) >= ${values.startsOn}::date`);
  if (exceptId) query = query.where('s.id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertSubscription(db: Database, accountId: string, values: SubscriptionValues, createdBy: string | null): Promise<string> {
  const { id } = await db
    .insertInto('accountSubscriptions')
    .values({ accountId, ...values, createdBy })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateSubscription(db: Database, accountId: string, id: string, values: SubscriptionValues): Promise<void> {
  await db
    .updateTable('accountSubscriptions')
    .set({ ...values, updatedAt: sql`now()` })
    .where('id', '=', id)
    .where('accountId', '=', accountId)
    .execute();
}

export async function endSubscription(db: Database, accountId: string, id: string): Promise<void> {
  await db
    .updateTable('accountSubscriptions')
    .set({ status: 'ended', endedAt: sql`now()`, updatedAt: sql`now()` })
    .where('id', '=', id)
    .where('accountId', '=', accountId)
    .where('status', '=', 'active')
    .execute();
}

/** How many of `udids` the account already monitors. */
export async function knownDevices(db: Database, accountId: string, udids: readonly string[]): Promise<number> {
  const row = await db
    .selectFrom('monitorDevices')
    .select(sql<number>`count(distinct udid)`.as('n'))
    .where('accountId', '=', accountId)
    .where('udid', 'in', [...udids])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The kind of the account's hardening policy `id`. */
export async function policyKind(db: Database, accountId: string, id: string) {
  return (await db.selectFrom('hardeningPolicies').select('kind').where('accountId', '=', accountId).where('id', '=', id).executeTakeFirst())?.kind;
}

/** The package kind of the account's uploaded file `id`. */
export async function fileKind(db: Database, accountId: string, id: string) {
  return (await db.selectFrom('files').select('kind').where('accountId', '=', accountId).where('id', '=', id).executeTakeFirst())?.kind;
}

/** The account's subscriptions to `product` active on `today`, latest start first. */
export function activeOn(db: Database, accountId: string, product: Entitlement, today: string) {
  return db
    .selectFrom('accountSubscriptions as s')
    .select(['s.id', 's.quota', sql<string | null>`s.ends_on::text`.as('endsOn')])
    .where('s.accountId', '=', accountId)
    .where('s.product', '=', product)
    .where(stateCondition('active', today))
    .orderBy('s.startsOn', 'desc')
    .execute();
}

/** The earliest start of a subscription to `product` after `today`, not ended, or null. */
export async function nextStart(db: Database, accountId: string, product: Entitlement, today: string): Promise<string | null> {
  const row = await db
    .selectFrom('accountSubscriptions as s')
    .select(sql<string>`min(s.starts_on)::text`.as('next'))
    .where('s.accountId', '=', accountId)
    .where('s.product', '=', product)
    .where(stateCondition('notStarted', today))
    .executeTakeFirst();
  return row?.next ?? null;
}

/** How much of a product's quota the account used in the month of `today`. */
export async function usage(db: Database, accountId: string, product: Entitlement, today: string): Promise<number> {
  const row = await db.selectNoFrom(usageOf(product, sql`${accountId}::uuid`, monthOf(today)).as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Keeps `accounts.entitlements` a record of the products with a subscription that is not ended
 * and not over on `today` (current or upcoming). Permissions never read it: they derive the
 * products active on the day from the subscriptions themselves.
 */
export async function syncAccountEntitlements(db: Database, accountId: string, today: string): Promise<void> {
  await sql`
    update accounts set entitlements = array(
      select distinct s.product from account_subscriptions s
      where s.account_id = ${accountId} and s.status = 'active' and (s.ends_on is null or s.ends_on >= ${today}::date)
      order by s.product)
    where id = ${accountId}`.execute(db);
}

/** Billing history: subscriptions to `products` that overlap the last twelve months of `today`, with usage per month. */
export async function billingHistory(db: Database, accountId: string, products: readonly Entitlement[], today: string) {
  if (products.length === 0) return [];
  const current = monthOf(today).start;
  const months = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(current.getUTCFullYear(), current.getUTCMonth() - i, 1)));
  const subscriptions = await db
    .selectFrom('accountSubscriptions as s')
    .select([
      's.id',
      's.product',
      sql<string>`s.starts_on::text`.as('startsOn'),
      sql<string | null>`s.ends_on::text`.as('endsOn'),
      's.quota',
      's.billingEmail',
      's.status',
      's.endedAt',
    ])
    .where('s.accountId', '=', accountId)
    .where('s.product', 'in', [...products])
    .execute();
  const rows: Array<{ month: string; product: Entitlement; subscriptionId: string; quota: number | null; used: number; billingEmail: string | null }> = [];
  for (const start of months) {
    const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
    const first = start.toISOString().slice(0, 10);
    const last = new Date(end.getTime() - 86_400_000).toISOString().slice(0, 10);
    for (const s of subscriptions) {
      const endedOn = s.status === 'ended' && s.endedAt ? s.endedAt.toISOString().slice(0, 10) : null;
      const stop = [s.endsOn, endedOn].filter((d): d is string => d !== null).sort()[0] ?? null;
      if (s.startsOn > last || (stop !== null && stop < first)) continue;
      const product = s.product as Entitlement;
      const { n } = await db.selectNoFrom(usageOf(product, sql`${accountId}::uuid`, { start, end }).as('n')).executeTakeFirstOrThrow();
      rows.push({ month: first.slice(0, 7), product, subscriptionId: s.id, quota: s.quota, used: Number(n), billingEmail: s.billingEmail });
    }
  }
  return rows;
}
