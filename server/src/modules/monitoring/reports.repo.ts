import { sql } from 'kysely';
import type { PageClause } from '../../lib/paging';
import type { Database } from '../../db/database';
import { countOf, escapeLike, pageOf, updateInAccount } from '../../db/queries';
import type { ReportCycle, ReportFormat } from './reports.tables';

/** A report job's settable fields, validated. */
export interface ReportJobValues {
  taskName: string;
  cycle: ReportCycle;
  startAt: Date;
  endAt: Date;
  timeZone: string;
  appIds: string[];
  format: ReportFormat;
  recipients: string[];
  lang: string;
  enabled: boolean;
  nextRunAt: Date | null;
}

const JOB_COLUMNS = [
  'id',
  'accountId',
  'taskName',
  'cycle',
  'startAt',
  'endAt',
  'timeZone',
  'appIds',
  'format',
  'recipients',
  'lang',
  'enabled',
  'nextRunAt',
  'lastRunAt',
  'creator',
  'createdAt',
  'updatedAt',
] as const;

function jobs(db: Database, accountId: string | null, filter: { search?: string | null; enabled?: boolean | null }) {
  let query = db.selectFrom('monitorReportJobs');
  if (accountId) query = query.where('accountId', '=', accountId);
  if (filter.search) query = query.where('taskName', 'ilike', `%${escapeLike(filter.search)}%`);
  if (filter.enabled !== undefined && filter.enabled !== null) query = query.where('enabled', '=', filter.enabled);
  return query;
}

export function listJobs(db: Database, accountId: string | null, page: PageClause, filter: { search?: string | null; enabled?: boolean | null }) {
  return pageOf(jobs(db, accountId, filter).select(JOB_COLUMNS), page).execute();
}

export function countJobs(db: Database, accountId: string | null, filter: { search?: string | null; enabled?: boolean | null }) {
  return countOf(jobs(db, accountId, filter));
}

export type ReportJobRow = Awaited<ReturnType<typeof listJobs>>[number];

export function findJob(db: Database, accountId: string, id: string) {
  return db.selectFrom('monitorReportJobs').select(JOB_COLUMNS).where('id', '=', id).where('accountId', '=', accountId).executeTakeFirst();
}

export async function insertJob(db: Database, accountId: string, values: ReportJobValues, by: { id: string; username: string }): Promise<string> {
  const row = await db
    .insertInto('monitorReportJobs')
    .values({ accountId, ...values, createdBy: by.id, creator: by.username })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateJob(db: Database, accountId: string, id: string, values: Partial<ReportJobValues>) {
  await updateInAccount(db, 'monitorReportJobs', { accountId, id }, values);
}

export async function deleteJob(db: Database, accountId: string, id: string) {
  await db.deleteFrom('monitorReportJobs').where('accountId', '=', accountId).where('id', '=', id).execute();
}

/** Ids of the account's monitored apps among `ids`. */
export async function appsOfAccount(db: Database, accountId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('monitoredApps').select('id').where('accountId', '=', accountId).where('id', 'in', ids).execute();
  return rows.map((r) => r.id);
}

const REPORT_COLUMNS = [
  'id',
  'accountId',
  'jobId',
  'taskName',
  'runAt',
  'periodFrom',
  'periodTo',
  'timeZone',
  'appIds',
  'format',
  'recipients',
  'lang',
  'status',
  'filePath',
  'fileSize',
  'error',
  'mailedAt',
  'createdAt',
  'finishedAt',
] as const;

function reports(db: Database, accountId: string | null, filter: { jobId?: string | null; search?: string | null }) {
  let query = db.selectFrom('monitorReports');
  if (accountId) query = query.where('accountId', '=', accountId);
  if (filter.jobId) query = query.where('jobId', '=', filter.jobId);
  if (filter.search) query = query.where('taskName', 'ilike', `%${escapeLike(filter.search)}%`);
  return query;
}

export function listReports(db: Database, accountId: string | null, page: PageClause, filter: { jobId?: string | null; search?: string | null }) {
  return pageOf(reports(db, accountId, filter).select(REPORT_COLUMNS), page).execute();
}

export function countReports(db: Database, accountId: string | null, filter: { jobId?: string | null; search?: string | null }) {
  return countOf(reports(db, accountId, filter));
}

export type ReportRow = Awaited<ReturnType<typeof listReports>>[number];

export function findReport(db: Database, accountId: string, id: string) {
  return db.selectFrom('monitorReports').select(REPORT_COLUMNS).where('id', '=', id).where('accountId', '=', accountId).executeTakeFirst();
}

/** A report by id alone: the worker's read, whose job row names the account. */
export function findReportById(db: Database, id: string) {
  return db.selectFrom('monitorReports').select(REPORT_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function deleteReport(db: Database, accountId: string, id: string) {
  await db.deleteFrom('monitorReports').where('accountId', '=', accountId).where('id', '=', id).execute();
}

/** Inserts a pending report of a job's period; undefined when that period already has one. */
export function insertPendingReport(
  db: Database,
  values: {
    accountId: string;
    jobId: string | null;
    taskName: string;
    runAt: Date | null;
    periodFrom: Date;
    periodTo: Date;
    timeZone: string;
    appIds: string[];
    format: ReportFormat;
    recipients: string[];
    lang: string;
  },
) {
  return db
    .insertInto('monitorReports')
    .values(values)
    .onConflict((oc) => oc.columns(['jobId', 'runAt']).doNothing())
    .returning(['id', 'accountId'])
    .executeTakeFirst();
}

/** Marks a pending report ready with its complete file; false when it was not pending any more. */
export async function markReady(db: Database, id: string, file: { filePath: string; fileSize: number }): Promise<boolean> {
  const row = await db
    .updateTable('monitorReports')
    .set({ status: 'ready', filePath: file.filePath, fileSize: file.fileSize, error: null, finishedAt: sql`now()` })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function markFailed(db: Database, id: string, error: string) {
  await db
    .updateTable('monitorReports')
    .set({ status: 'failed', error: error.slice(0, 2000), finishedAt: sql`now()` })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

export async function markMailed(db: Database, id: string) {
  await db
    .updateTable('monitorReports')
    .set({ mailedAt: sql`now()` })
    .where('id', '=', id)
    .execute();
}
