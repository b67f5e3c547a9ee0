import { sql } from 'kysely';
import type { AppListType } from '../../engines/risk/risk-engine';
import type { PageClause } from '../../lib/paging';
import type { Database } from '../../db/database';
import { countOf, escapeLike, pageOf, updateInAccount } from '../../db/queries';

export interface AppListValues {
  type: AppListType;
  name: string;
  appName: string | null;
  packageName: string | null;
  md5: string | null;
  certMd5: string | null;
  installer: string | null;
  enabled: boolean;
}

/** What a list is narrowed by; a filter left null does not narrow. */
export interface AppListFilter {
  /** The types the caller may read (one or both), narrowed further by `type`. */
  types: readonly AppListType[];
  type: AppListType | null;
  enabled: boolean | null;
  /** Part of the name, app name, package name, installer or creator, or a whole or partial MD5. */
  search: string | null;
}

const COLUMNS = ['id', 'accountId', 'type', 'name', 'appName', 'packageName', 'md5', 'certMd5', 'installer', 'enabled', 'creator', 'createdAt', 'updatedAt'] as const;

function entries(db: Database, accountId: string | null, filter: AppListFilter) {
  let query = db.selectFrom('monitorAppLists').where('type', 'in', filter.type ? filter.types.filter((t) => t === filter.type) : [...filter.types]);
  if (accountId) query = query.where('accountId', '=', accountId);
  if (filter.enabled !== null) query = query.where('enabled', '=', filter.enabled);
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    const hex = `%${escapeLike(filter.search.replace(/:/g, '').toLowerCase())}%`;
    query = query.where((eb) =>
      eb.or([
        eb('name', 'ilike', pattern),
        eb('appName', 'ilike', pattern),
        eb('packageName', 'ilike', pattern),
        eb('installer', 'ilike', pattern),
        eb('creator', 'ilike', pattern),
        eb('md5', 'like', hex),
        eb('certMd5', 'like', hex),
      ]),
    );
  }
  return query;
}

export function listAppEntries(db: Database, accountId: string | null, filter: AppListFilter, page: PageClause) {
  return pageOf(entries(db, accountId, filter).select(COLUMNS), page).execute();
}

export function countAppEntries(db: Database, accountId: string | null, filter: AppListFilter): Promise<number> {
  return countOf(entries(db, accountId, filter));
}

export type AppListRow = Awaited<ReturnType<typeof listAppEntries>>[number];

export function findAppEntry(db: Database, accountId: string, id: string) {
  return db.selectFrom('monitorAppLists').select(COLUMNS).where('id', '=', id).where('accountId', '=', accountId).executeTakeFirst();
}

/** The account's entries among `ids` (ids of other accounts are simply absent). */
export function findAppEntries(db: Database, accountId: string, ids: readonly string[]) {
  return db
    .selectFrom('monitorAppLists')
    .select(COLUMNS)
    .where('accountId', '=', accountId)
    .where('id', 'in', [...ids])
    .execute();
}

export async function insertAppEntry(db: Database, accountId: string, values: AppListValues, creator: { id: string; username: string }): Promise<string> {
  const row = await db
    .insertInto('monitorAppLists')
    .values({ accountId, ...values, createdBy: creator.id, creator: creator.username })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAppEntry(db: Database, accountId: string, id: string, values: AppListValues) {
  await updateInAccount(db, 'monitorAppLists', { accountId, id }, values);
}

export async function setAppEntriesEnabled(db: Database, accountId: string, ids: readonly string[], enabled: boolean) {
  await db
    .updateTable('monitorAppLists')
    .set({ enabled, updatedAt: sql`now()` })
    .where('accountId', '=', accountId)
    .where('id', 'in', [...ids])
    .execute();
}

export async function deleteAppEntries(db: Database, accountId: string, ids: readonly string[]) {
  await db
    .deleteFrom('monitorAppLists')
    .where('accountId', '=', accountId)
    .where('id', 'in', [...ids])
    .execute();
}

/** The account's enabled entries, black and white, as the risk engine applies them to every app. */
export function loadEnabledAppEntries(db: Database, accountId: string) {
  return db
    .selectFrom('monitorAppLists')
    .select(['id', 'type', 'name', 'packageName', 'md5', 'certMd5', 'installer', 'enabled'])
    .where('accountId', '=', accountId)
    .where('enabled', '=', true)
    .execute();
}
