import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { countOf, escapeLike, pageOf } from '../../db/queries';
import type { JobStatus, SubmitType } from '../../db/schema';
import type { PageClause } from '../../lib/paging';

export interface AssessmentFilter {
  accountId: string;
  /** The platforms the caller may see (its apk_analysis / ipa_analysis codes). */
  platforms: ('android' | 'ios')[];
  status?: JobStatus | null;
  fileName?: string | null;
  submitType?: SubmitType | null;
}

function filtered(db: Database, filter: AssessmentFilter) {
  let query = db.selectFrom('assessments as a').innerJoin('jobs as j', 'j.id', 'a.id').where('a.accountId', '=', filter.accountId).where('a.platform', 'in', filter.platforms);
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
  return pageOf(selectRow(db, filter), page).execute();
}

export function countAssessments(db: Database, filter: AssessmentFilter): Promise<number> {
  return countOf(filtered(db, filter));
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

/** The row at `offset` in the list's order: where page N of a page-numbered listing starts. */
export function assessmentAt(db: Database, filter: AssessmentFilter, orderBy: PageClause['orderBy'], offset: number) {
  return selectRow(db, filter).orderBy(orderBy).offset(offset).limit(1).executeTakeFirst();
}

/** Jobs by platform and status since `since`. */
export function countByPlatformAndStatus(db: Database, accountId: string, platforms: AssessmentFilter['platforms'], since: Date) {
  return db
    .selectFrom('assessments as a')
    .innerJoin('jobs as j', 'j.id', 'a.id')
    .select(['a.platform', 'j.status', (eb) => eb.fn.countAll<number>().as('count')])
    .where('a.accountId', '=', accountId)
    .where('a.platform', 'in', platforms)
    .where('a.createdAt', '>=', since)
    .groupBy(['a.platform', 'j.status'])
    .execute();
}

/** Submitted, finished and failed jobs per day (in `timeZone`) since `since`. */
export async function dailyTrend(db: Database, accountId: string, platforms: AssessmentFilter['platforms'], since: Date, timeZone: string) {
  const day = sql<string>`to_char(a.created_at at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const rows = await db
    .selectFrom('assessments as a')
    .innerJoin('jobs as j', 'j.id', 'a.id')
    .select([
      day.as('day'),
      (eb) => eb.fn.countAll<number>().as('submitted'),
      sql<number>`count(*) filter (where j.status = 'finished')`.as('finished'),
      sql<number>`count(*) filter (where j.status = 'failed')`.as('failed'),
    ])
    .where('a.accountId', '=', accountId)
    .where('a.platform', 'in', platforms)
    .where('a.createdAt', '>=', since)
    // By position: the day expression carries a parameter, so repeating it would not match.
    .groupBy(sql`1`)
    .orderBy(sql`1`)
    .execute();
  return rows.map((r) => ({ day: r.day, submitted: Number(r.submitted), finished: Number(r.finished), failed: Number(r.failed) }));
}

/** Finished jobs by the worst level they found: high, medium, low, or none of those. */
export async function riskDistribution(db: Database, accountId: string, platforms: AssessmentFilter['platforms'], since: Date) {
  const risk = sql<string>`case
    when (a.summary->>'high')::int > 0 then 'high'
    when (a.summary->>'medium')::int > 0 then 'medium'
    when (a.summary->>'low')::int > 0 then 'low'
    else 'none' end`;
  const rows = await db
    .selectFrom('assessments as a')
    .innerJoin('jobs as j', 'j.id', 'a.id')
    .select([risk.as('risk'), (eb) => eb.fn.countAll<number>().as('count')])
    .where('a.accountId', '=', accountId)
    .where('a.platform', 'in', platforms)
    .where('a.createdAt', '>=', since)
    .where('j.status', '=', 'finished')
    .groupBy(risk)
    .execute();
  return rows.map((r) => ({ risk: r.risk, count: Number(r.count) }));
}

/** The finding ids met in most finished jobs since `since`. */
export async function topFindings(db: Database, accountId: string, platforms: AssessmentFilter['platforms'], since: Date, limit: number) {
  const rows = await sql<{ id: string; jobs: number }>`
    select f.value->>'id' as id, count(distinct j.id) as jobs
    from assessments a
    join jobs j on j.id = a.id
    cross join lateral jsonb_array_elements(j.result->'findings') as f(value)
    where a.account_id = ${accountId} and a.platform in (${sql.join(platforms)}) and a.created_at >= ${since}
      and j.status = 'finished' and f.value->>'level' in ('high', 'medium', 'low')
    group by 1
    order by 2 desc, 1
    limit ${limit}`.execute(db);
  return rows.rows.map((r) => ({ id: r.id, jobs: Number(r.jobs) }));
}

/** The payload the assessment's job was queued with. */
export async function jobPayload(db: Database, accountId: string, id: string): Promise<unknown> {
  return (await db.selectFrom('jobs').select('payload').where('id', '=', id).where('accountId', '=', accountId).executeTakeFirstOrThrow()).payload;
}
