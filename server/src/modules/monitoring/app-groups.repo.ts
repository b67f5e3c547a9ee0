import { sql, type SelectQueryBuilder } from 'kysely';
import type { PageClause } from '../../lib/paging';
import type { Database } from '../../db/database';
import type { Platform } from '../../engines/risk/event-kinds';
import { countOf, escapeLike, pageOf, updateInAccount } from '../../db/queries';

export interface AppGroupValues {
  name: string;
  description: string | null;
}

/** A member app as the group list shows it. */
export interface GroupMemberRow {
  id: string;
  name: string;
  appId: string;
  platform: Platform;
}

/**
 * Which apps a monitoring read narrows to: one app (its id), a set of apps (a group's members;
 * an empty set matches nothing), or nothing to narrow by.
 */
export type AppScope = string | readonly string[] | null | undefined;

/** Narrows a query on `column` (a monitored app id) to an AppScope. */
export function whereApps<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, column: string, apps: AppScope): SelectQueryBuilder<DB, TB, O> {
  if (apps === null || apps === undefined || apps === '') return query;
  if (typeof apps === 'string') return query.where(sql<boolean>`${sql.ref(column)} = ${apps}`);
  if (apps.length === 0) return query.where(sql<boolean>`false`);
  return query.where(sql<boolean>`${sql.ref(column)} in (${sql.join([...apps])})`);
}

const COLUMNS = ['g.id', 'g.accountId', 'g.name', 'g.description', 'g.createdAt', 'g.updatedAt'] as const;

function groups(db: Database, accountId: string | null, search: string | null) {
  let query = db.selectFrom('monitorAppGroups as g');
  if (accountId) query = query.where('g.accountId', '=', accountId);
  if (search) {
    const like = `%${escapeLike(search)}%`;
    query = query.where((eb) => eb.or([eb('g.name', 'ilike', like), eb('g.description', 'ilike', like)]));
  }
  return query;
}

export async function listGroups(db: Database, accountId: string | null, search: string | null, page: PageClause) {
  const rows = await pageOf(groups(db, accountId, search).select(COLUMNS), page).execute();
  return withMembers(db, rows);
}

export function countGroups(db: Database, accountId: string | null, search: string | null): Promise<number> {
  return countOf(groups(db, accountId, search));
}

export async function findGroup(db: Database, accountId: string | null, id: string) {
  const row = await groups(db, accountId, null).select(COLUMNS).where('g.id', '=', id).executeTakeFirst();
  return row ? (await withMembers(db, [row]))[0] : undefined;
}

export function findGroups(db: Database, accountId: string, ids: readonly string[]) {
  return groups(db, accountId, null)
    .select(COLUMNS)
    .where('g.id', 'in', [...ids])
    .execute();
}

/** The page's groups with their member apps (one query for the whole page), by app name. */
async function withMembers<R extends { id: string }>(db: Database, rows: R[]): Promise<Array<R & { members: GroupMemberRow[] }>> {
  if (rows.length === 0) return [];
  const members = await db
    .selectFrom('monitorAppGroupMembers as gm')
    .innerJoin('monitoredApps as m', 'm.id', 'gm.appId')
    .select(['gm.groupId', 'm.id', 'm.name', 'm.appId', 'm.platform'])
    .where(
      'gm.groupId',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('m.name')
    .orderBy('m.id')
    .execute();
  return rows.map((row) => ({
    ...row,
    members: members.filter((m) => m.groupId === row.id).map(({ id, name, appId, platform }) => ({ id, name, appId, platform })),
  }));
}

export type AppGroupRow = Awaited<ReturnType<typeof listGroups>>[number];

/** Group names for a picker, by name. */
export function groupChoices(db: Database, accountId: string | null, limit: number) {
  return groups(db, accountId, null).select(['g.id', 'g.name']).orderBy('g.name').orderBy('g.id').limit(limit).execute();
}

export async function groupNameTaken(db: Database, accountId: string, name: string, exceptId?: string): Promise<boolean> {
  let query = db
    .selectFrom('monitorAppGroups')
    .select('id')
    .where('accountId', '=', accountId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** How many of `ids` are apps of the account. */
export async function countAccountApps(db: Database, accountId: string, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  return countOf(
    db
      .selectFrom('monitoredApps')
      .where('accountId', '=', accountId)
      .where('id', 'in', [...ids]),
  );
}

export async function insertGroup(db: Database, accountId: string, values: AppGroupValues, appIds: readonly string[] | null, createdBy: string): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('monitorAppGroups')
      .values({ accountId, ...values, createdBy })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (appIds) await replaceMembers(trx, id, appIds);
    return id;
  });
}

/** Changes a group and, when `appIds` is given, replaces its members, in one transaction. */
export async function updateGroup(db: Database, accountId: string, id: string, values: AppGroupValues | null, appIds: readonly string[] | null) {
  await db.transaction().execute(async (trx) => {
    if (values) await updateInAccount(trx, 'monitorAppGroups', { accountId, id }, values);
    else await updateInAccount(trx, 'monitorAppGroups', { accountId, id }, {});
    if (appIds) await replaceMembers(trx, id, appIds);
  });
}

async function replaceMembers(db: Database, groupId: string, appIds: readonly string[]) {
  await db.deleteFrom('monitorAppGroupMembers').where('groupId', '=', groupId).execute();
  if (appIds.length)
    await db
      .insertInto('monitorAppGroupMembers')
      .values(appIds.map((appId) => ({ groupId, appId })))
      .execute();
}

export async function deleteGroups(db: Database, accountId: string, ids: readonly string[]) {
  await db
    .deleteFrom('monitorAppGroups')
    .where('accountId', '=', accountId)
    .where('id', 'in', [...ids])
    .execute();
}

/** The member app ids of a group of the account (null = any account), or undefined when there is no such group. */
export async function groupAppIds(db: Database, accountId: string | null, groupId: string): Promise<string[] | undefined> {
  let query = db.selectFrom('monitorAppGroups').select('id').where('id', '=', groupId);
  if (accountId) query = query.where('accountId', '=', accountId);
  if (!(await query.executeTakeFirst())) return undefined;
  const rows = await db.selectFrom('monitorAppGroupMembers').select('appId').where('groupId', '=', groupId).execute();
  return rows.map((r) => r.appId);
}
