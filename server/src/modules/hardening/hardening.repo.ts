import { sql } from 'kysely';
import type { HardeningKind } from '../../../../common/hardening-policy';
import type { Database } from '../../db/database';
import { countOf, escapeLike, pageOf } from '../../db/queries';
import type { EnabledStatus, JobStatus, SubmitType } from '../../db/schema';
import type { PageClause } from '../../lib/paging';
import type { Insertable } from 'kysely';
import type { HardeningKeystoresTable } from './hardening.tables';

// ---------------------------------------------------------------------------------------------
// Policies
// ---------------------------------------------------------------------------------------------

export interface PolicyFilter {
  accountId: string;
  kind: HardeningKind;
  name?: string | null;
  status?: EnabledStatus | null;
  /** Only policies this user may use (shared with everyone, or naming the user). */
  usableBy?: string | null;
}

function policiesWhere(db: Database, filter: PolicyFilter) {
  let query = db.selectFrom('hardeningPolicies as p').where('p.accountId', '=', filter.accountId).where('p.kind', '=', filter.kind);
  if (filter.name) query = query.where('p.name', 'ilike', `%${escapeLike(filter.name)}%`);
  if (filter.status) query = query.where('p.status', '=', filter.status);
  if (filter.usableBy) query = query.where((eb) => eb.or([sql<boolean>`cardinality(p.user_ids) = 0`, sql<boolean>`${filter.usableBy}::uuid = any(p.user_ids)`]));
  return query;
}
const policies = (db: Database, filter: PolicyFilter) => policiesWhere(db, filter).selectAll('p');

export type PolicyRow = Awaited<ReturnType<ReturnType<typeof policies>['execute']>>[number];

export const listPolicies = (db: Database, filter: PolicyFilter, page: PageClause) => pageOf(policies(db, filter), page).execute();
export const countPolicies = (db: Database, filter: PolicyFilter) => countOf(policiesWhere(db, filter));

export function findPolicy(db: Database, accountId: string, id: string) {
  return db.selectFrom('hardeningPolicies').selectAll().where('accountId', '=', accountId).where('id', '=', id).executeTakeFirst();
}

export function findPoliciesByIds(db: Database, accountId: string, ids: string[]) {
  return db.selectFrom('hardeningPolicies').selectAll().where('accountId', '=', accountId).where('id', 'in', ids).execute();
}

export function nameTaken(db: Database, accountId: string, kind: HardeningKind, name: string, except?: string) {
  let query = db
    .selectFrom('hardeningPolicies')
    .select('id')
    .where('accountId', '=', accountId)
    .where('kind', '=', kind)
    .where(sql<boolean>`lower(name) = lower(${name})`);
  if (except) query = query.where('id', '<>', except);
  return query.executeTakeFirst().then((r) => r !== undefined);
}

export interface PolicyValues {
  name: string;
  status: EnabledStatus;
  remark: string;
  options: unknown;
  userIds: string[];
}

export function insertPolicy(db: Database, row: PolicyValues & { accountId: string; kind: HardeningKind; createdBy: string; creator: string }) {
  return db
    .insertInto('hardeningPolicies')
    .values({ ...row, options: JSON.stringify(row.options) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updatePolicy(db: Database, accountId: string, id: string, values: Partial<PolicyValues>) {
  const { options, ...rest } = values;
  return db
    .updateTable('hardeningPolicies')
    .set({ ...rest, ...(options === undefined ? {} : { options: JSON.stringify(options) }), updatedAt: sql`now()` })
    .where('accountId', '=', accountId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deletePolicies(db: Database, accountId: string, ids: string[]): Promise<void> {
  await db.deleteFrom('hardeningPolicies').where('accountId', '=', accountId).where('id', 'in', ids).execute();
}

/** Of `ids`, the policies that jobs not yet ended still use. */
export async function policiesInUse(db: Database, accountId: string, ids: string[]): Promise<string[]> {
  const rows = await db
    .selectFrom('hardeningJobs as h')
    .innerJoin('jobs as j', 'j.id', 'h.id')
    .select('h.policyId')
    .distinct()
    .where('h.accountId', '=', accountId)
    .where('h.policyId', 'in', ids)
    .where('j.status', 'in', ['ready', 'processing'])
    .execute();
  return rows.map((r) => r.policyId!);
}

/** Of `userIds`, those that are users of the account. */
export async function usersOfAccount(db: Database, accountId: string, userIds: string[]): Promise<{ id: string; username: string }[]> {
  if (userIds.length === 0) return [];
  return db.selectFrom('users').select(['id', 'username']).where('accountId', '=', accountId).where('id', 'in', userIds).execute();
}

/** The account's users a policy may be shared with, by name. */
export function accountUsers(db: Database, accountId: string, limit: number) {
  return db.selectFrom('users').select(['id', 'username']).where('accountId', '=', accountId).orderBy('username').limit(limit).execute();
}

// ---------------------------------------------------------------------------------------------
// Jobs
// ---------------------------------------------------------------------------------------------

export interface JobFilter {
  accountId: string;
  kinds: HardeningKind[];
  status?: JobStatus | null;
  /** Part of the task, file or package name. */
  search?: string | null;
  submitType?: SubmitType | null;
}

function jobs(db: Database, filter: JobFilter) {
  let query = db.selectFrom('hardeningJobs as h').innerJoin('jobs as j', 'j.id', 'h.id').where('h.accountId', '=', filter.accountId).where('h.kind', 'in', filter.kinds);
  if (filter.status) query = query.where('j.status', '=', filter.status);
  if (filter.submitType) query = query.where('h.submitType', '=', filter.submitType);
  if (filter.search) {
    const like = `%${escapeLike(filter.search)}%`;
    query = query.where((eb) => eb.or([eb('h.taskName', 'ilike', like), eb('h.fileName', 'ilike', like), eb('h.packageName', 'ilike', like)]));
  }
  return query;
}

function jobRows(db: Database, filter: JobFilter) {
  return jobs(db, filter).select([
    'h.id',
    'h.accountId',
    'h.kind',
    'h.taskName',
    'h.fileId',
    'h.fileName',
    'h.fileSize',
    'h.fileSha256',
    'h.policyId',
    'h.policyName',
    'h.engineVersion',
    'h.appName',
    'h.version',
    'h.packageName',
    'h.outputPath',
    'h.outputName',
    'h.outputSize',
    'h.outputSha256',
    'h.logPath',
    'h.submitType',
    'h.createdBy',
    'h.creator',
    'h.createdAt',
    'j.status',
    'j.progress',
    'j.error',
    'j.startedAt',
    'j.finishedAt',
  ]);
}

export type HardeningJobRow = Awaited<ReturnType<ReturnType<typeof jobRows>['execute']>>[number];

export const listJobs = (db: Database, filter: JobFilter, page: PageClause) => pageOf(jobRows(db, filter), page).execute();
export const countJobs = (db: Database, filter: JobFilter) => countOf(jobs(db, filter));

/** The row at `offset` in the list's order: where page N of a page-numbered listing starts. */
export function jobAt(db: Database, filter: JobFilter, orderBy: PageClause['orderBy'], offset: number) {
  return jobRows(db, filter).orderBy(orderBy).offset(offset).limit(1).executeTakeFirst();
}

export function findJob(db: Database, accountId: string, id: string, kinds: HardeningKind[]) {
  return jobRows(db, { accountId, kinds }).where('h.id', '=', id).executeTakeFirst();
}

export function findJobsByIds(db: Database, accountId: string, ids: string[], kinds: HardeningKind[]) {
  return jobRows(db, { accountId, kinds }).where('h.id', 'in', ids).execute();
}

export async function insertJob(
  db: Database,
  row: {
    id: string;
    accountId: string;
    kind: HardeningKind;
    taskName: string;
    fileId: string;
    fileName: string;
    fileSize: number;
    fileSha256: string;
    policyId: string;
    policyName: string;
    engineVersion: string;
    submitType: SubmitType;
    createdBy: string;
    creator: string;
  },
): Promise<void> {
  await db.insertInto('hardeningJobs').values(row).execute();
}

/** What a finished run produced (or, for a failed one, just its log). */
export async function recordOutput(
  db: Database,
  accountId: string,
  id: string,
  output: {
    logPath: string;
    outputPath?: string | null;
    outputName?: string | null;
    outputSize?: number | null;
    outputSha256?: string | null;
    report?: unknown;
    appName?: string | null;
    version?: string | null;
    packageName?: string | null;
  },
): Promise<void> {
  const { report, ...rest } = output;
  await db
    .updateTable('hardeningJobs')
    .set({ ...rest, ...(report === undefined ? {} : { report: JSON.stringify(report) }) })
    .where('accountId', '=', accountId)
    .where('id', '=', id)
    .execute();
}

export async function findReport(db: Database, accountId: string, id: string): Promise<unknown> {
  const row = await db.selectFrom('hardeningJobs').select('report').where('accountId', '=', accountId).where('id', '=', id).executeTakeFirst();
  return row?.report ?? null;
}

/** Deletes jobs (their hardening rows go with them); answers the file ids they used. */
export async function deleteJobs(db: Database, accountId: string, ids: string[]): Promise<string[]> {
  const rows = await db.selectFrom('hardeningJobs').select('fileId').where('accountId', '=', accountId).where('id', 'in', ids).execute();
  await db.deleteFrom('jobs').where('accountId', '=', accountId).where('id', 'in', ids).execute();
  return rows.map((r) => r.fileId).filter((f): f is string => f !== null);
}

/** Submitted, successful and failed jobs per day (in `timeZone`) since `since`. */
export async function dailyTrend(db: Database, accountId: string, kinds: HardeningKind[], since: Date, timeZone: string) {
  const day = sql<string>`to_char(h.created_at at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const rows = await db
    .selectFrom('hardeningJobs as h')
    .innerJoin('jobs as j', 'j.id', 'h.id')
    .select([
      day.as('day'),
      (eb) => eb.fn.countAll<number>().as('submitted'),
      sql<number>`count(*) filter (where j.status = 'finished')`.as('success'),
      sql<number>`count(*) filter (where j.status = 'failed')`.as('failure'),
    ])
    .where('h.accountId', '=', accountId)
    .where('h.kind', 'in', kinds)
    .where('h.createdAt', '>=', since)
    // By position: the day expression carries a parameter, so repeating it would not match.
    .groupBy(sql`1`)
    .orderBy(sql`1`)
    .execute();
  return rows.map((r) => ({ day: r.day, submitted: Number(r.submitted), success: Number(r.success), failure: Number(r.failure) }));
}

/** Jobs per calendar month (in `timeZone`) and kind over the last twelve months: what a subscription counts. */
export async function monthlyUsage(db: Database, accountId: string, kinds: HardeningKind[], timeZone: string) {
  const month = sql<string>`to_char(h.created_at at time zone ${timeZone}, 'YYYY-MM')`;
  const rows = await db
    .selectFrom('hardeningJobs as h')
    .innerJoin('jobs as j', 'j.id', 'h.id')
    .select([month.as('month'), 'h.kind', (eb) => eb.fn.countAll<number>().as('jobs'), sql<number>`count(*) filter (where j.status = 'finished')`.as('success')])
    .where('h.accountId', '=', accountId)
    .where('h.kind', 'in', kinds)
    .where('h.createdAt', '>=', sql<Date>`date_trunc('month', now() at time zone ${timeZone}) at time zone ${timeZone} - interval '11 months'`)
    .groupBy([sql`1`, 'h.kind'])
    .orderBy(sql`1`, 'desc')
    .execute();
  return rows.map((r) => ({ month: r.month, kind: r.kind, jobs: Number(r.jobs), success: Number(r.success) }));
}

/** Jobs by kind and status since `since`. */
export function countByKindAndStatus(db: Database, accountId: string, kinds: HardeningKind[], since: Date) {
  return db
    .selectFrom('hardeningJobs as h')
    .innerJoin('jobs as j', 'j.id', 'h.id')
    .select(['h.kind', 'j.status', (eb) => eb.fn.countAll<number>().as('count')])
    .where('h.accountId', '=', accountId)
    .where('h.kind', 'in', kinds)
    .where('h.createdAt', '>=', since)
    .groupBy(['h.kind', 'j.status'])
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Keystores
// ---------------------------------------------------------------------------------------------

/** The columns a keystore is shown with: never the sealed file and passwords. */
const KEYSTORE_COLUMNS = [
  'id',
  'accountId',
  'name',
  'fileName',
  'storeType',
  'alias',
  'signatureScheme',
  'subject',
  'issuer',
  'serialNumber',
  'notBefore',
  'notAfter',
  'sha256',
  'keyAlgorithm',
  'creator',
  'createdAt',
] as const;

const keystores = (db: Database, accountId: string) => db.selectFrom('hardeningKeystores').where('accountId', '=', accountId);

export type KeystoreRow = Awaited<ReturnType<typeof findKeystore>> & object;

export const listKeystores = (db: Database, accountId: string, page: PageClause) => pageOf(keystores(db, accountId).select(KEYSTORE_COLUMNS), page).execute();
export const countKeystores = (db: Database, accountId: string) => countOf(keystores(db, accountId));

export function findKeystore(db: Database, accountId: string, id: string) {
  return keystores(db, accountId).select(KEYSTORE_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function findKeystoresByIds(db: Database, accountId: string, ids: string[]) {
  return keystores(db, accountId).select(KEYSTORE_COLUMNS).where('id', 'in', ids).execute();
}

export function keystoreNameTaken(db: Database, accountId: string, name: string) {
  return keystores(db, accountId)
    .select('id')
    .where(sql<boolean>`lower(name) = lower(${name})`)
    .executeTakeFirst()
    .then((r) => r !== undefined);
}

export function insertKeystore(db: Database, row: Insertable<HardeningKeystoresTable>) {
  return db.insertInto('hardeningKeystores').values(row).returning(KEYSTORE_COLUMNS).executeTakeFirstOrThrow();
}

export async function deleteKeystores(db: Database, accountId: string, ids: string[]): Promise<void> {
  await db.deleteFrom('hardeningKeystores').where('accountId', '=', accountId).where('id', 'in', ids).execute();
}

/** The sealed file and passwords of a keystore, for the job that signs with it. */
export function findSealedKeystore(db: Database, accountId: string, id: string) {
  return keystores(db, accountId).select(['sealed', 'alias', 'signatureScheme', 'sha256']).where('id', '=', id).executeTakeFirst();
}
