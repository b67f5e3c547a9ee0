import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../../db/database';
import { escapeLike } from '../../db/queries';
import type { PageClause } from '../../lib/paging';

/** The period a usage report covers: `from` inclusive, `to` exclusive. */
export interface ReportPeriod {
  from: Date;
  to: Date;
}

/** Which accounts a report reads: one (`accountId`), or every account (null), narrowed by name. */
export interface ReportScope {
  accountId: string | null;
  search: string | null;
}

/** The usage figures of one account over a period. */
export interface UsageFigures {
  androidAssessments: number;
  iosAssessments: number;
  hardeningAndroid: number;
  hardeningAndroidSdk: number;
  hardeningIos: number;
  hardeningH5: number;
  monitoredApps: number;
  devices: number;
  events: number;
  storageBytes: number;
}

export interface UsageRow extends UsageFigures {
  id: string;
  name: string;
}

/** The figure columns, in the order reports show them. */
export const USAGE_COLUMNS = [
  'androidAssessments',
  'iosAssessments',
  'hardeningAndroid',
  'hardeningAndroidSdk',
  'hardeningIos',
  'hardeningH5',
  'monitoredApps',
  'devices',
  'events',
  'storageBytes',
] as const satisfies ReadonlyArray<keyof UsageFigures>;
export type UsageColumn = (typeof USAGE_COLUMNS)[number];

/**
 * One row per account with its figures over the period, as a derived table `r`:
 * - assessments and hardening jobs submitted in the period, by platform or kind;
 * - monitored apps the account had at the period's end (created before it, still there);
 * - security events that occurred in the period (the partition key, so only the period's
 *   partitions are read) and the distinct devices that sent them;
 * - storage held at the period's end: uploads, hardened outputs and produced monitoring reports
 *   written before it that are still kept.
 */
function usageTable(db: Database, period: ReportPeriod, scope: ReportScope) {
  const { from, to } = period;
  const count = (query: RawBuilder<unknown>) => sql<number>`coalesce((${query}), 0)::int8`;
  const assessments = (platform: 'android' | 'ios') =>
    count(sql`select count(*) from assessments s where s.account_id = a.id and s.platform = ${platform} and s.created_at >= ${from} and s.created_at < ${to}`);
  const hardening = (kind: string) =>
    count(sql`select count(*) from hardening_jobs h where h.account_id = a.id and h.kind = ${kind} and h.created_at >= ${from} and h.created_at < ${to}`);
  let query = db.selectFrom('accounts as a').select([
    'a.id',
    'a.name',
    assessments('android').as('androidAssessments'),
    assessments('ios').as('iosAssessments'),
    hardening('android').as('hardeningAndroid'),
    hardening('android-sdk').as('hardeningAndroidSdk'),
    hardening('ipa').as('hardeningIos'),
    hardening('h5').as('hardeningH5'),
    count(sql`select count(*) from monitored_apps m where m.account_id = a.id and m.created_at < ${to}`).as('monitoredApps'),
    count(sql`select count(distinct e.udid) from monitor_events e where e.account_id = a.id and e.occurred_at >= ${from} and e.occurred_at < ${to}`).as('devices'),
    count(sql`select count(*) from monitor_events e where e.account_id = a.id and e.occurred_at >= ${from} and e.occurred_at < ${to}`).as('events'),
    sql<number>`(
        ${count(sql`select sum(f.size) from files f where f.account_id = a.id and f.created_at < ${to}`)}
        + ${count(sql`select sum(h.output_size) from hardening_jobs h where h.account_id = a.id and h.created_at < ${to}`)}
        + ${count(sql`select sum(r.file_size) from monitor_reports r where r.account_id = a.id and r.file_path is not null and r.created_at < ${to}`)}
      )::int8`.as('storageBytes'),
  ]);
  if (scope.accountId) query = query.where('a.id', '=', scope.accountId);
  if (scope.search) query = query.where('a.name', 'ilike', `%${escapeLike(scope.search)}%`);
  return query;
}

/** PostgreSQL answers int8 as text: the figures as numbers. */
function numeric<T extends object>(row: T): T {
  const out = { ...row } as Record<string, unknown>;
  for (const column of USAGE_COLUMNS) if (column in out) out[column] = Number(out[column] ?? 0);
  return out as T;
}

/** One page of accounts with their figures, in the page's order (over the derived table `r`). */
export async function usagePage(db: Database, period: ReportPeriod, scope: ReportScope, page: PageClause): Promise<UsageRow[]> {
  let query = db
    .selectFrom(usageTable(db, period, scope).as('r'))
    .selectAll('r')
    .orderBy(page.orderBy)
    .limit(page.limit);
  if (page.where) query = query.where(page.where);
  const rows = await query.execute();
  return rows.map((row) => numeric(row as UsageRow));
}

/** Every account in scope with its figures, by name (for the exports). */
export async function usageAll(db: Database, period: ReportPeriod, scope: ReportScope): Promise<UsageRow[]> {
  const rows = await db
    .selectFrom(usageTable(db, period, scope).as('r'))
    .selectAll('r')
    .orderBy('r.name')
    .orderBy('r.id')
    .execute();
  return rows.map((row) => numeric(row as UsageRow));
}

export async function countAccounts(db: Database, scope: ReportScope): Promise<number> {
  let query = db.selectFrom('accounts as a').select(sql<number>`count(*)`.as('n'));
  if (scope.accountId) query = query.where('a.id', '=', scope.accountId);
  if (scope.search) query = query.where('a.name', 'ilike', `%${escapeLike(scope.search)}%`);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** The figures summed over every account in scope. */
export async function usageTotals(db: Database, period: ReportPeriod, scope: ReportScope): Promise<UsageFigures> {
  const row = await db
    .selectFrom(usageTable(db, period, scope).as('r'))
    .select(USAGE_COLUMNS.map((column) => sql<number>`coalesce(sum(${sql.ref(`r.${column}`)}), 0)::int8`.as(column)))
    .executeTakeFirstOrThrow();
  return numeric(row as unknown as UsageFigures);
}
