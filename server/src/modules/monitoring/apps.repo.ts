import { sql } from 'kysely';
import type { Platform } from '../../engines/risk/event-kinds';
import type { PageClause } from '../../lib/paging';
import { applyLockedQueue, lockAccountQueue } from './projection.repo';
import type { Database } from '../../db/database';
import { countOf, escapeLike, pageOf, updateInAccount, whereEqual } from '../../db/queries';

export interface AppFilter {
  /** null = every account (system super admins only). */
  accountId: string | null;
  platform?: Platform | null;
  search?: string | null;
}

export interface AppValues {
  appId: string;
  name: string;
  platform: Platform;
  description: string | null;
  defaultRegion: string | null;
  useSystemEventConfig: boolean;
  useSystemRuleConfig: boolean;
  eventKinds: string[];
}

const COLUMNS = [
  'm.id',
  'm.accountId',
  'a.name as accountName',
  'm.appId',
  'm.name',
  'm.platform',
  'm.description',
  'm.defaultRegion',
  'm.useSystemEventConfig',
  'm.useSystemRuleConfig',
  'm.eventKinds',
  'm.sdkKey',
  'm.secretRotatedAt',
  'm.createdAt',
  'm.updatedAt',
] as const;

function filtered(db: Database, filter: AppFilter) {
  let query = whereEqual(db.selectFrom('monitoredApps as m').innerJoin('accounts as a', 'a.id', 'm.accountId'), { 'm.accountId': filter.accountId, 'm.platform': filter.platform });
  if (filter.search) {
    const like = `%${escapeLike(filter.search)}%`;
    query = query.where((eb) => eb.or([eb('m.name', 'ilike', like), eb('m.appId', 'ilike', like)]));
  }
  return query;
}

export function listApps(db: Database, filter: AppFilter, page: PageClause) {
  return pageOf(filtered(db, filter).select(COLUMNS), page).execute();
}

export function countApps(db: Database, filter: AppFilter): Promise<number> {
  return countOf(filtered(db, filter));
}

/** Names of the apps a filter matches, by name: what an app picker shows. */
export function appChoices(db: Database, filter: AppFilter, limit: number) {
  return filtered(db, filter).select(['m.id', 'm.name', 'm.appId', 'm.platform']).orderBy('m.name').orderBy('m.id').limit(limit).execute();
}

export type AppChoiceRow = Awaited<ReturnType<typeof appChoices>>[number];

export type AppRow = Awaited<ReturnType<typeof listApps>>[number];

export function findApp(db: Database, accountId: string, id: string) {
  return filtered(db, { accountId }).select(COLUMNS).where('m.id', '=', id).executeTakeFirst();
}

/** Every app of an account on a platform, for the SDK-config page. */
export function appsOnPlatform(db: Database, accountId: string, platform: Platform) {
  return filtered(db, { accountId, platform }).select(COLUMNS).orderBy('m.name').limit(500).execute();
}

export async function insertApp(db: Database, accountId: string, values: AppValues & { sdkKey: string; secretSealed: string; createdBy: string }): Promise<string> {
  const { id } = await db
    .insertInto('monitoredApps')
    .values({ accountId, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateApp(db: Database, accountId: string, id: string, values: AppValues) {
  await updateInAccount(db, 'monitoredApps', { accountId, id }, values);
}

export async function replaceSecret(db: Database, accountId: string, id: string, secretSealed: string) {
  await updateInAccount(db, 'monitoredApps', { accountId, id }, { secretSealed, secretRotatedAt: sql`now()` });
}

/**
 * Deletes an app (its device records and rules go with it; its stored events and rollups stay)
 * and, in the same transaction, applies the account's queued projections: the deleted app's
 * queued events reach the rollups like its earlier ones, its device deltas are dropped, and no
 * queued row is left naming an app that is gone. Answers the accounts whose projections changed.
 */
export async function deleteApp(db: Database, accountId: string, id: string): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const queued = await lockAccountQueue(trx, accountId);
    await trx.deleteFrom('monitoredApps').where('id', '=', id).where('accountId', '=', accountId).execute();
    return (await applyLockedQueue(trx, queued)).accounts;
  });
}

export async function appIdTaken(db: Database, accountId: string, platform: Platform, appId: string, exceptId?: string): Promise<boolean> {
  let query = db
    .selectFrom('monitoredApps')
    .select('id')
    .where('accountId', '=', accountId)
    .where('platform', '=', platform)
    .where((eb) => eb(eb.fn('lower', ['appId']), '=', appId.toLowerCase()));
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The app an SDK key names, with its sealed secret: the ingestion path's only look-up by key. */
export function findAppBySdkKey(db: Database, sdkKey: string) {
  return db
    .selectFrom('monitoredApps')
    .select(['id', 'accountId', 'appId', 'name', 'platform', 'defaultRegion', 'useSystemEventConfig', 'useSystemRuleConfig', 'eventKinds', 'secretSealed'])
    .where('sdkKey', '=', sdkKey)
    .executeTakeFirst();
}

export type SdkAppRow = NonNullable<Awaited<ReturnType<typeof findAppBySdkKey>>>;

/**
 * The monitored app a protected app reports to (by its App ID on a platform, within the
 * account), with its SDK key and sealed secret: the hardening job embeds them, encrypted, in
 * the protected app.
 */
export function findAppForReports(db: Database, accountId: string, appId: string, platform: Platform) {
  return db
    .selectFrom('monitoredApps')
    .select(['id', 'appId', 'name', 'sdkKey', 'secretSealed'])
    .where('accountId', '=', accountId)
    .where('appId', '=', appId)
    .where('platform', '=', platform)
    .executeTakeFirst();
}
