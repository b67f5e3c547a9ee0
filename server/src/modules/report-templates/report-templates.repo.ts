import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { countOf, pageOf } from '../../db/queries';
import type { PageClause } from '../../lib/paging';

export function listTemplates(db: Database, accountId: string, platform: 'android' | 'ios', page: PageClause) {
  return pageOf(db.selectFrom('reportTemplates').selectAll().where('accountId', '=', accountId).where('platform', '=', platform), page).execute();
}

export function countTemplates(db: Database, accountId: string, platform: 'android' | 'ios'): Promise<number> {
  return countOf(db.selectFrom('reportTemplates').where('accountId', '=', accountId).where('platform', '=', platform));
}

export function findTemplate(db: Database, accountId: string, id: string) {
  return db.selectFrom('reportTemplates').selectAll().where('accountId', '=', accountId).where('id', '=', id).executeTakeFirst();
}

export type TemplateRow = NonNullable<Awaited<ReturnType<typeof findTemplate>>>;

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
  return db.insertInto('reportTemplates').values(row).returningAll().executeTakeFirstOrThrow();
}

export function updateTemplate(db: Database, accountId: string, id: string, values: { name: string; lang: 'en' | 'zh-TW'; checks: string[] }) {
  return db
    .updateTable('reportTemplates')
    .set({ ...values, updatedAt: sql`now()` })
    .where('accountId', '=', accountId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteTemplates(db: Database, accountId: string, ids: string[]): Promise<number> {
  const rows = await db.deleteFrom('reportTemplates').where('accountId', '=', accountId).where('id', 'in', ids).returning('id').execute();
  return rows.length;
}
