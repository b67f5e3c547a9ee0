import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { countOf, escapeLike, pageOf } from '../../db/queries';
import type { PageClause } from '../../lib/paging';

/**
 * The templates an account may use: its own and those a system super admin assigned to it,
 * with the name of the account that owns each.
 */
function usable(db: Database, accountId: string) {
  return db
    .selectFrom('reportTemplates as t')
    .innerJoin('accounts as o', 'o.id', 't.accountId')
    .where((eb) =>
      eb.or([eb('t.accountId', '=', accountId), eb('t.id', 'in', eb.selectFrom('reportTemplateAccounts as ra').select('ra.templateId').where('ra.accountId', '=', accountId))]),
    );
}

const COLUMNS = [
  't.id',
  't.accountId',
  'o.name as ownerAccountName',
  't.platform',
  't.name',
  't.lang',
  't.checks',
  't.createdBy',
  't.creator',
  't.createdAt',
  't.updatedAt',
] as const;

export function listTemplates(db: Database, accountId: string, platform: 'android' | 'ios', page: PageClause) {
  return pageOf(usable(db, accountId).select(COLUMNS).where('t.platform', '=', platform), page).execute();
}

export function countTemplates(db: Database, accountId: string, platform: 'android' | 'ios'): Promise<number> {
  return countOf(usable(db, accountId).where('t.platform', '=', platform));
}

/** A template the account may use (its own or assigned to it). */
export function findTemplate(db: Database, accountId: string, id: string) {
  return usable(db, accountId).select(COLUMNS).where('t.id', '=', id).executeTakeFirst();
}

export type TemplateRow = NonNullable<Awaited<ReturnType<typeof findTemplate>>>;

/** The accounts each of `templateIds` is assigned to, by name. */
export function assignedAccounts(db: Database, templateIds: string[]) {
  if (templateIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('reportTemplateAccounts as ra')
    .innerJoin('accounts as a', 'a.id', 'ra.accountId')
    .select(['ra.templateId', 'a.id', 'a.name'])
    .where('ra.templateId', 'in', templateIds)
    .orderBy('a.name')
    .execute();
}

/** Accounts a template may be assigned to (all but the system account), by name; `search` narrows them. */
export function accountChoices(db: Database, search: string | null, limit: number) {
  let query = db.selectFrom('accounts').select(['id', 'name']).where('isSystem', '=', false);
  if (search) query = query.where('name', 'ilike', `%${escapeLike(search)}%`);
  return query.orderBy('name').orderBy('id').limit(limit).execute();
}

/** Which of `ids` name existing accounts. */
export async function existingAccounts(db: Database, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  return (await db.selectFrom('accounts').select('id').where('id', 'in', ids).execute()).map((r) => r.id);
}

/** Replaces the accounts a template is assigned to. Run it in a transaction. */
export async function replaceAssignments(db: Database, templateId: string, accountIds: string[], assignedBy: string): Promise<void> {
  await db.deleteFrom('reportTemplateAccounts').where('templateId', '=', templateId).execute();
  if (accountIds.length)
    await db
      .insertInto('reportTemplateAccounts')
      .values(accountIds.map((accountId) => ({ templateId, accountId, assignedBy })))
      .execute();
}

export function findTemplatesByIds(db: Database, accountId: string, ids: string[]) {
  return db.selectFrom('reportTemplates').select('id').where('accountId', '=', accountId).where('id', 'in', ids).execute();
}

export async function nameTaken(db: Database, accountId: string, platform: 'android' | 'ios', name: string, exceptId?: string): Promise<boolean> {
  let query = db
    .selectFrom('reportTemplates')
    .select('id')
    .where('accountId', '=', accountId)
    .where('platform', '=', platform)
    .where(sql`lower(name)`, '=', name.toLowerCase());
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export function insertTemplate(
  db: Database,
  row: { accountId: string; platform: 'android' | 'ios'; name: string; lang: 'en' | 'zh-TW'; checks: string[]; createdBy: string; creator: string },
) {
  return db.insertInto('reportTemplates').values(row).returning('id').executeTakeFirstOrThrow();
}

export function updateTemplate(db: Database, accountId: string, id: string, values: { name: string; lang: 'en' | 'zh-TW'; checks: string[] }) {
  return db
    .updateTable('reportTemplates')
    .set({ ...values, updatedAt: sql`now()` })
    .where('accountId', '=', accountId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
}

export async function deleteTemplates(db: Database, accountId: string, ids: string[]): Promise<number> {
  const rows = await db.deleteFrom('reportTemplates').where('accountId', '=', accountId).where('id', 'in', ids).returning('id').execute();
  return rows.length;
}
