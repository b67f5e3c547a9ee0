import type { Database } from '../../db/database';
import type { JobStatus, SubmitType } from '../../db/schema';
import type { PageClause } from '../../lib/paging';
import { escapeLike } from '../roles/roles.repo';

export interface AssessmentFilter {
  accountId: string;
  /** The platforms the caller may see (its apk_analysis / ipa_analysis codes). */
  platforms: ('android' | 'ios')[];
  status?: JobStatus | null;
  fileName?: string | null;
  submitType?: SubmitType | null;
}

function filtered(db: Database, filter: AssessmentFilter) {
  let query = db
    .selectFrom('assessments as a')
    .innerJoin('jobs as j', 'j.id', 'a.id')
    .where('a.accountId', '=', filter.accountId)
    .where('a.platform', 'in', filter.platforms);
  if (filter.status) query = query.where('j.status', '=', filter.status);
  if (filter.fileName) query = query.where('a.fileName', 'ilike', `%${escapeLike(filter.fileName)}%`);
  if (filter.submitType) query = query.where('a.submitType', '=', filter.submitType);
  return query;
}

function selectRow(db: Database, filter: AssessmentFilter) {
  return filtered(db, filter).select([
    'a.id',
    'a.accountId',
    'a.fileId',
    'a.platform',
    'a.fileName',
    'a.fileSize',
    'a.fileSha256',
    'a.appName',
    'a.version',
    'a.packageName',
    'a.score',
    'a.summary',
    'a.templateId',
    'a.lang',
    'a.submitType',
    'a.createdBy',
    'a.creator',
    'a.createdAt',
    'j.status',
    'j.progress',
    'j.error',
    'j.attempts',
    'j.startedAt',
    'j.finishedAt',
  ]);
}

export type AssessmentRow = Awaited<ReturnType<ReturnType<typeof selectRow>['execute']>>[number];

export function listAssessments(db: Database, filter: AssessmentFilter, page: PageClause) {
  let query = selectRow(db, filter).orderBy(page.orderBy).limit(page.limit);
  if (page.where) query = query.where(page.where);
  return query.execute();
}

export async function countAssessments(db: Database, filter: AssessmentFilter): Promise<number> {
  const row = await filtered(db, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findAssessment(db: Database, accountId: string, id: string, platforms: AssessmentFilter['platforms']) {
  return selectRow(db, { accountId, platforms }).where('a.id', '=', id).executeTakeFirst();
}

export function findAssessmentsByIds(db: Database, accountId: string, ids: string[], platforms: AssessmentFilter['platforms']) {
  return selectRow(db, { accountId, platforms }).where('a.id', 'in', ids).execute();
}

export async function insertAssessment(
  db: Database,
  row: {
    id: string;
    accountId: string;
    fileId: string;
    platform: 'android' | 'ios';
    fileName: string;
    fileSize: number;
    fileSha256: string;
    templateId: string | null;
    lang: string;
    submitType: SubmitType;
    createdBy: string;
    creator: string;
  },
): Promise<void> {
  await db.insertInto('assessments').values(row).execute();
}

/** App facts and the summary, once the scan has run. */
export async function recordScanFacts(
  db: Database,
  accountId: string,
  id: string,
  facts: { appName: string | null; version: string | null; packageName: string; score: number; summary: unknown },
): Promise<void> {
  await db
    .updateTable('assessments')
    .set({ ...facts, summary: JSON.stringify(facts.summary) })
    .where('id', '=', id)
    .where('accountId', '=', accountId)
    .execute();
}

/** The stored scan result of a finished assessment's job. */
export async function findResult(db: Database, accountId: string, id: string): Promise<unknown> {
  const row = await db.selectFrom('jobs').select('result').where('id', '=', id).where('accountId', '=', accountId).where('status', '=', 'finished').executeTakeFirst();
  return row?.result ?? null;
}

/** Deletes jobs (their assessments go with them); answers the file ids they used. */
export async function deleteAssessments(db: Database, accountId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('assessments').select('fileId').where('accountId', '=', accountId).where('id', 'in', ids).execute();
  await db.deleteFrom('jobs').where('accountId', '=', accountId).where('id', 'in', ids).execute();
  return rows.map((r) => r.fileId).filter((f): f is string => f !== null);
}

/** Of `fileIds`, those no remaining assessment uses. */
export async function unusedFiles(db: Database, accountId: string, fileIds: string[]): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const used = await db.selectFrom('assessments').select('fileId').where('accountId', '=', accountId).where('fileId', 'in', fileIds).execute();
  const still = new Set(used.map((r) => r.fileId));
  return fileIds.filter((f) => !still.has(f));
}

/** The row at `offset` in the list's order: where page N of a page-numbered listing starts. */
export function assessmentAt(db: Database, filter: AssessmentFilter, orderBy: PageClause['orderBy'], offset: number) {
  return selectRow(db, filter).orderBy(orderBy).offset(offset).limit(1).executeTakeFirst();
}
