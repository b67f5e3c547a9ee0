import { sql, type Selectable } from 'kysely';
import type { Database } from '../../db/database';
import { pageOf, countOf } from '../../db/queries';
import type { PageClause } from '../../lib/paging';
import type { DiskCleanCounts, DiskCleanRunsTable, DiskCleanTrigger, DiskSettingsTable } from './disk.tables';

export type DiskSettingsRow = Selectable<DiskSettingsTable>;
export type DiskCleanRunRow = Selectable<DiskCleanRunsTable>;

const HOUR = 3600_000;

export async function findSettings(db: Database): Promise<DiskSettingsRow | undefined> {
  return db.selectFrom('diskSettings').selectAll().where('id', '=', 1).executeTakeFirst();
}

/** Saves the settings; the next automatic clean is due one new interval from `now`. */
export async function saveSettings(db: Database, values: { keepMonths: number; cleanIntervalHours: number }, now: Date): Promise<void> {
  const nextRunAt = new Date(now.getTime() + values.cleanIntervalHours * HOUR);
  await db
    .insertInto('diskSettings')
    .values({ id: 1, ...values, nextRunAt })
    .onConflict((oc) => oc.column('id').doUpdateSet({ ...values, nextRunAt, updatedAt: sql`now()` }))
    .execute();
}

/**
 * In the caller's transaction: locks the settings row (`FOR UPDATE SKIP LOCKED`, so a scheduler
 * of another instance holding it makes this one skip) and, when the automatic clean is due at
 * `now`, moves it one interval on and answers the settings; otherwise undefined. Without a row
 * the defaults are stored with the first clean one interval from now.
 */
export async function claimDueClean(trx: Database, now: Date, defaults: { keepMonths: number; cleanIntervalHours: number }): Promise<DiskSettingsRow | undefined> {
  const row = await trx.selectFrom('diskSettings').selectAll().where('id', '=', 1).forUpdate().skipLocked().executeTakeFirst();
  if (!row) {
    await trx
      .insertInto('diskSettings')
      .values({ id: 1, ...defaults, nextRunAt: new Date(now.getTime() + defaults.cleanIntervalHours * HOUR) })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    return undefined;
  }
  if (!row.nextRunAt || row.nextRunAt > now) return undefined;
  const nextRunAt = new Date(now.getTime() + row.cleanIntervalHours * HOUR);
  const moved = await trx.updateTable('diskSettings').set({ nextRunAt }).where('id', '=', 1).where('nextRunAt', '=', row.nextRunAt).returningAll().executeTakeFirst();
  return moved ? row : undefined;
}

// ---- runs --------------------------------------------------------------------------------

/** What {@link startRun} found: the run to carry on, this job's run already ended, or another job's run under way. */
export type RunStart = { run: DiskCleanRunRow } | { ended: true } | { busy: true };

/**
 * Starts the run of queue job `jobId`: a new `running` row, or the same job's row again when its
 * worker died and the queue handed the job to another. `busy` when another job's run is running
 * (the partial unique index allows one); `ended` when this job's run has already finished or failed.
 */
export async function startRun(
  db: Database,
  values: { jobId: string; trigger: DiskCleanTrigger; keepMonths: number; cutoff: Date; requestedBy: string | null },
): Promise<RunStart> {
  const again = await db
    .updateTable('diskCleanRuns')
    .set({ status: 'running', error: null, finishedAt: null })
    .where('jobId', '=', values.jobId)
    .where('status', '=', 'running')
    .returningAll()
    .executeTakeFirst();
  if (again) return { run: again };
  const done = await db.selectFrom('diskCleanRuns').select('id').where('jobId', '=', values.jobId).executeTakeFirst();
  if (done) return { ended: true };
  const run = await db
    .insertInto('diskCleanRuns')
    .values({ ...values, counts: '{}' })
    .onConflict((oc) =>
      oc
        .expression(sql`(true)`)
        .where('status', '=', 'running')
        .doNothing(),
    )
    .returningAll()
    .executeTakeFirst();
  return run ? { run } : { busy: true };
}

/**
 * Marks failed the running runs whose queue job is no longer being run (it ended, or its lease
 * ran out and no worker holds it), so a run cut short does not block the next for ever.
 */
export async function failAbandonedRuns(db: Database): Promise<void> {
  await sql`
    update disk_clean_runs r set status = 'failed', error = 'disk.interrupted: the run stopped before it finished', finished_at = now()
    where r.status = 'running' and not exists (
      select 1 from jobs j where j.id = r.job_id and j.status in ('ready', 'processing') and (j.lease_until is null or j.lease_until > now())
    )`.execute(db);
}

export async function finishRun(db: Database, id: string, counts: DiskCleanCounts, freedBytes: number): Promise<DiskCleanRunRow> {
  return db
    .updateTable('diskCleanRuns')
    .set({ status: 'finished', counts: JSON.stringify(counts), freedBytes, finishedAt: sql`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function failRun(db: Database, id: string, error: string): Promise<void> {
  await db
    .updateTable('diskCleanRuns')
    .set({ status: 'failed', error: error.slice(0, 2000), finishedAt: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export function listRuns(db: Database, page: PageClause) {
  return pageOf(db.selectFrom('diskCleanRuns').selectAll(), page).execute();
}

export function countRuns(db: Database) {
  return countOf(db.selectFrom('diskCleanRuns'));
}

// ---- what a run removes ------------------------------------------------------------------

/** Queue jobs that ended before the cut-off, oldest first: the assessment and hardening ones with their account, upload and output folder. */
export function endedJobsBefore(db: Database, cutoff: Date, limit: number) {
  return db
    .selectFrom('jobs as j')
    .leftJoin('assessments as a', 'a.id', 'j.id')
    .leftJoin('hardeningJobs as h', 'h.id', 'j.id')
    .select(['j.id', 'j.accountId', 'a.fileId as assessmentFileId', 'h.fileId as hardeningFileId', 'h.id as hardeningId', 'a.id as assessmentId'])
    .where('j.createdAt', '<', cutoff)
    .where('j.status', 'in', ['finished', 'failed'])
    .orderBy('j.createdAt')
    .limit(limit)
    .execute();
}

export async function deleteJobs(db: Database, ids: string[]): Promise<void> {
  if (ids.length) await db.deleteFrom('jobs').where('id', 'in', ids).execute();
}

export async function fileSizes(db: Database, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const row = await db
    .selectFrom('files')
    .select(sql<number>`coalesce(sum(size), 0)`.as('bytes'))
    .where('id', 'in', ids)
    .executeTakeFirstOrThrow();
  return Number(row.bytes);
}

/** One-time tokens made before the cut-off that have expired or been used by `now`. */
export async function deleteTokensBefore(db: Database, cutoff: Date, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('oneTimeTokens')
    .where('createdAt', '<', cutoff)
    .where((eb) => eb.or([eb('expiresAt', '<', now), eb('usedAt', 'is not', null)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Sign-ups made before the cut-off that no administrator still has to decide on, with their codes. */
export async function deleteSignupsBefore(db: Database, cutoff: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const ids = trx.selectFrom('signups').select('id').where('createdAt', '<', cutoff).where('status', '<>', 'pending_approval');
    await trx.deleteFrom('oneTimeTokens').where('signupId', 'in', ids).execute();
    const result = await trx.deleteFrom('signups').where('createdAt', '<', cutoff).where('status', '<>', 'pending_approval').executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}

export async function deleteMailsBefore(db: Database, cutoff: Date): Promise<number> {
  const result = await db.deleteFrom('mailOutbox').where('createdAt', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

// ---- usage -------------------------------------------------------------------------------

export async function countRows(db: Database, table: 'files' | 'assessments' | 'hardeningJobs' | 'monitorReports'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function databaseBytes(db: Database): Promise<number | null> {
  try {
    const { rows } = await sql<{ bytes: number | string | null }>`select pg_database_size(current_database()) as bytes`.execute(db);
    return rows[0]?.bytes == null ? null : Number(rows[0].bytes);
  } catch {
    return null;
  }
}
