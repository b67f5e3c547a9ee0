import fs from 'node:fs';
import type { DefaultConnectionArguments } from '@pothos/plugin-relay';
import type { Actor } from '../../authz/actor';
import type { Database } from '../../db/database';
import type { JobQueue, JobRow } from '../../jobs/job-queue';
import type { JobHandler } from '../../jobs/job-worker';
import { AppError, ValidationError } from '../../lib/errors';
import { dateKey } from '../../lib/keyset';
import type { Logger } from '../../lib/logger';
import { keysetConnection } from '../../lib/paging';
import type { Auditor } from '../../platform/auditor';
import type { FileStore } from '../../platform/file-store';
import { DISK_RANGES, wholeIn } from '../../../../common/rules';
import type { FilesService } from '../files/files.service';
import type { MonitoringRetentionService } from '../monitoring/retention.service';
import * as repo from './disk.repo';
import type { DiskCleanCounts, DiskCleanTrigger } from './disk.tables';

/** The job-queue kind of a clean run, scheduled or asked for. */
export const DISK_CLEAN_JOB = 'disk-clean';

/** Settings in force until an administrator saves others. */
export const DISK_DEFAULTS = { keepMonths: 12, cleanIntervalHours: 24 } as const;

/** Rows a clean run removes per step; a step is one transaction. */
const BATCH = 500;

export interface DiskSettingsInput {
  keepMonths: number;
  cleanIntervalHours: number;
}

interface CleanPayload {
  trigger: DiskCleanTrigger;
  keepMonths: number;
  /** Everything dated before this ISO instant goes. Fixed when the run is enqueued. */
  cutoff: string;
  requestedBy: string | null;
}

export interface DiskServiceDeps {
  db: Database;
  audit: Auditor;
  queue: JobQueue;
  files: FilesService;
  monitoring: MonitoringRetentionService;
  logger: Logger;
  /** The data directory: its file system's free space is reported. */
  dataDir: string;
  /** Where files are stored (a local directory or an S3 bucket). */
  store: FileStore;
  /** The file store folder (key prefix, ending with `/`) of a hardening job's outputs. */
  hardeningPrefix: (accountId: string, jobId: string) => string;
  now?: () => Date;
}

/**
 * The cut-off of "keep data for the past N months": the first instant (UTC) of the month N
 * months before the one `now` is in. The current month and the N whole months before it are
 * kept; everything dated earlier is removed, so event months are always dropped whole.
 */
export function retentionCutoff(now: Date, keepMonths: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - keepMonths, 1));
}

/** Bytes of the stored files under `prefix` (a folder ending with `/`; 0 when empty). */
async function folderBytes(store: FileStore, prefix: string): Promise<number> {
  let total = 0;
  for await (const object of store.list(prefix)) total += object.size;
  return total;
}

const emptyCounts = (): DiskCleanCounts => ({
  eventPartitions: 0,
  events: 0,
  rollups: 0,
  assessments: 0,
  hardeningJobs: 0,
  otherJobs: 0,
  monitorReports: 0,
  files: 0,
  tokens: 0,
  signups: 0,
  mails: 0,
});

/**
 * Disk management (spec §2 `diskManage`, §3 disk settings): the console-wide retention settings,
 * what each kind of data takes, and the clean runs that remove what is older than the retention.
 * Every operation needs `system_disk`; the disk and the retention are the whole console's, so
 * only the system account's users may use them. An automatic clean is due every interval: each
 * worker instance's scheduler ({@link tick}) tries to claim it under a row lock, so one instance
 * enqueues it; "Clean now" enqueues the same job. One run at a time removes data.
 */
export class DiskService {
  now: () => Date;
  /** How often a run waiting for another job's run to end looks again. */
  busyPollMs = 1_000;
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<JobRow | null> | null = null;

  constructor(private readonly deps: DiskServiceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  private assertAccess(actor: Actor, change = false): void {
    if (change) actor.assertCanChange('system_disk');
    else actor.assertCan('system_disk');
    if (!actor.account.isSystem) throw new AppError('403', 'diskConsoleWide');
  }

  async settings(actor: Actor) {
    this.assertAccess(actor);
    return this.current();
  }

  private async current() {
    const row = await repo.findSettings(this.deps.db);
    return {
      keepMonths: row?.keepMonths ?? DISK_DEFAULTS.keepMonths,
      cleanIntervalHours: row?.cleanIntervalHours ?? DISK_DEFAULTS.cleanIntervalHours,
      nextRunAt: row?.nextRunAt ?? null,
      cutoff: retentionCutoff(this.now(), row?.keepMonths ?? DISK_DEFAULTS.keepMonths),
    };
  }

  async updateSettings(actor: Actor, input: DiskSettingsInput, meta: { ip: string | null }) {
    this.assertAccess(actor, true);
    if (!wholeIn(input.keepMonths, DISK_RANGES.keepMonths)) throw new ValidationError('diskKeepMonthsRange');
    if (!wholeIn(input.cleanIntervalHours, DISK_RANGES.cleanIntervalHours)) throw new ValidationError('diskCleanIntervalRange');
    const values = { keepMonths: input.keepMonths, cleanIntervalHours: input.cleanIntervalHours };
    await repo.saveSettings(this.deps.db, values, this.now());
    await this.deps.audit.byActor(actor, meta.ip, 'disk.settings', { reason: `keepMonths=${values.keepMonths}; cleanIntervalHours=${values.cleanIntervalHours}` });
    return this.current();
  }

  /** What each kind of stored data takes, the data directory's file system, and where files are kept. */
  async usage(actor: Actor) {
    this.assertAccess(actor);
    const { db, store, dataDir } = this.deps;
    const [files, assessments, hardening, reports, events, uploadBytes, hardenedBytes, reportBytes, database, disk] = await Promise.all([
      repo.countRows(db, 'files'),
      repo.countRows(db, 'assessments'),
      repo.countRows(db, 'hardeningJobs'),
      repo.countRows(db, 'monitorReports'),
      this.deps.monitoring.usage(),
      folderBytes(store, 'uploads/'),
      folderBytes(store, 'hardening/'),
      folderBytes(store, 'monitor-reports/'),
      repo.databaseBytes(db),
      fs.promises.statfs(dataDir).catch(() => null),
    ]);
    return {
      kinds: [
        { kind: 'uploads' as const, rows: files, bytes: uploadBytes },
        { kind: 'reports' as const, rows: assessments + reports, bytes: reportBytes },
        { kind: 'hardened' as const, rows: hardening, bytes: hardenedBytes },
        { kind: 'events' as const, rows: events.rows, bytes: events.bytes },
      ],
      databaseBytes: database,
      diskTotalBytes: disk ? disk.blocks * disk.bsize : null,
      diskFreeBytes: disk ? disk.bavail * disk.bsize : null,
      // On S3 the files are not on that disk: the page says where they are.
      fileStore: { kind: store.kind, bucket: store.bucket },
    };
  }

  runs(actor: Actor, args: DefaultConnectionArguments) {
    this.assertAccess(actor);
    return keysetConnection({
      args,
      sort: dateKey<repo.DiskCleanRunRow>('startedAt', (r) => r.startedAt),
      direction: 'desc',
      idColumn: 'id',
      fetch: (page) => repo.listRuns(this.deps.db, page),
      count: () => repo.countRuns(this.deps.db),
    });
  }

  /** "Clean now": the same job as the automatic clean, enqueued at once. */
  async cleanNow(actor: Actor, meta: { ip: string | null }) {
    this.assertAccess(actor, true);
    const settings = await this.current();
    const job = await this.enqueue(this.deps.db, { trigger: 'manual', keepMonths: settings.keepMonths, requestedBy: actor.user.username });
    this.deps.queue.announce(job);
    await this.deps.audit.byActor(actor, meta.ip, 'disk.cleanRequest', { reason: `keepMonths=${settings.keepMonths}` });
    return { jobId: job.id, cutoff: settings.cutoff };
  }

  private enqueue(db: Database, run: { trigger: DiskCleanTrigger; keepMonths: number; requestedBy: string | null }): Promise<JobRow> {
    const payload: CleanPayload = { ...run, cutoff: retentionCutoff(this.now(), run.keepMonths).toISOString() };
    // The console's runs belong to no account; the queue's rows need one: the system account's.
    return db.transaction().execute(async (trx) => {
      const system = await trx.selectFrom('accounts').select('id').where('isSystem', '=', true).orderBy('createdAt').limit(1).executeTakeFirstOrThrow();
      return this.deps.queue.enqueue(trx, { accountId: system.id, kind: DISK_CLEAN_JOB, payload, maxAttempts: 3 });
    });
  }

  // ---- scheduler ---------------------------------------------------------------------------

  /**
   * Enqueues the automatic clean when it is due (by {@link now}). The settings row is locked
   * `FOR UPDATE SKIP LOCKED` and moved one interval on in the transaction that enqueues, so of
   * several instances ticking at once exactly one enqueues. Answers the job it enqueued.
   */
  async tick(): Promise<JobRow | null> {
    while (this.ticking) await this.ticking.catch(() => undefined);
    this.ticking = this.claim();
    try {
      return await this.ticking;
    } finally {
      this.ticking = null;
    }
  }

  private async claim(): Promise<JobRow | null> {
    const now = this.now();
    const job = await this.deps.db.transaction().execute(async (trx) => {
      const due = await repo.claimDueClean(trx, now, DISK_DEFAULTS);
      if (!due) return null;
      const payload: CleanPayload = { trigger: 'schedule', keepMonths: due.keepMonths, cutoff: retentionCutoff(now, due.keepMonths).toISOString(), requestedBy: null };
      const system = await trx.selectFrom('accounts').select('id').where('isSystem', '=', true).orderBy('createdAt').limit(1).executeTakeFirstOrThrow();
      return this.deps.queue.enqueue(trx, { accountId: system.id, kind: DISK_CLEAN_JOB, payload, maxAttempts: 3 });
    });
    if (job) this.deps.queue.announce(job);
    return job;
  }

  /** Ticks every `intervalMs` until {@link stop}; errors are logged. */
  start(intervalMs = 60_000): void {
    if (this.timer) return;
    const run = () => void this.tick().catch((err: unknown) => this.deps.logger.error({ err }, 'disk clean scheduler failed'));
    this.timer = setInterval(run, intervalMs);
    this.timer.unref();
    run();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.ticking?.catch(() => undefined);
  }

  // ---- the clean run -----------------------------------------------------------------------

  /** The queue handler of {@link DISK_CLEAN_JOB}. */
  jobHandler(): JobHandler {
    return async ({ job, signal }) => this.clean(job.id, job.payload as CleanPayload, signal);
  }

  /**
   * The run row of job `jobId`, once no other job's run is under way: a clean asked for while
   * another runs (a "clean now" during the automatic one, or one from another instance) waits
   * for it rather than being dropped. Undefined when this job's run has already ended.
   */
  private async startRun(jobId: string, payload: Omit<CleanPayload, 'cutoff'> & { cutoff: Date }, signal?: AbortSignal) {
    for (;;) {
      await repo.failAbandonedRuns(this.deps.db);
      const start = await repo.startRun(this.deps.db, { jobId, ...payload });
      if ('run' in start) return start.run;
      if ('ended' in start) return undefined;
      await new Promise((resolve) => setTimeout(resolve, this.busyPollMs));
      signal?.throwIfAborted();
    }
  }

  /**
   * One clean run: removes what is dated before the payload's cut-off and records what it freed
   * (a run row and one activity entry). It waits for another job's run under way to end, and
   * does nothing when this job's run has already ended (a lease reclaimed after it finished).
   * Removed: whole event months (and their rollups), ended assessment, hardening and other queue
   * jobs with their outputs and the uploads no remaining job uses, produced monitoring reports
   * with their files, used or expired one-time tokens, sign-ups not awaiting approval, and mail
   * outbox rows. Each step commits on its own, so a run cut short is safely run again.
   */
  async clean(jobId: string, payload: CleanPayload, signal?: AbortSignal): Promise<{ runId: string | null; skipped: boolean }> {
    const { db } = this.deps;
    const cutoff = new Date(payload.cutoff);
    if (Number.isNaN(cutoff.getTime())) throw new Error('disk clean payload without a cut-off');
    const run = await this.startRun(jobId, { ...payload, cutoff }, signal);
    if (!run) return { runId: null, skipped: true };
    const counts = emptyCounts();
    let freed = 0;
    try {
      const events = await this.deps.monitoring.removeBefore(cutoff);
      counts.eventPartitions = events.partitions;
      counts.events = events.events;
      counts.rollups = events.rollups;
      freed += events.bytes;
      signal?.throwIfAborted();

      const reports = await this.deps.monitoring.removeReportsBefore(cutoff, this.deps.store);
      counts.monitorReports = reports.reports;
      freed += reports.bytes;

      for (;;) {
        signal?.throwIfAborted();
        const jobs = await repo.endedJobsBefore(db, cutoff, BATCH);
        if (jobs.length === 0) break;
        const outputs = jobs.filter((j) => j.hardeningId).map((j) => this.deps.hardeningPrefix(j.accountId, j.id));
        const removed = await db.transaction().execute(async (trx) => {
          await repo.deleteJobs(
            trx,
            jobs.map((j) => j.id),
          );
          const paths: string[] = [];
          let bytes = 0;
          const byAccount = new Map<string, string[]>();
          for (const j of jobs) {
            const fileId = j.assessmentFileId ?? j.hardeningFileId;
            if (fileId) byAccount.set(j.accountId, [...(byAccount.get(j.accountId) ?? []), fileId]);
          }
          for (const [accountId, fileIds] of byAccount) {
            const before = await trx.selectFrom('files').select(['id', 'size']).where('accountId', '=', accountId).where('id', 'in', fileIds).execute();
            const gone = await this.deps.files.removeUnused(trx, accountId, fileIds);
            const left = new Set((await trx.selectFrom('files').select('id').where('id', 'in', fileIds).execute()).map((r) => r.id));
            bytes += before.filter((f) => !left.has(f.id)).reduce((n, f) => n + Number(f.size), 0);
            paths.push(...gone);
          }
          return { paths, bytes };
        });
        await this.deps.files.discard(removed.paths);
        for (const prefix of outputs) {
          freed += await folderBytes(this.deps.store, prefix);
          await this.deps.store.deleteByPrefix(prefix);
        }
        freed += removed.bytes;
        counts.files += removed.paths.length;
        counts.assessments += jobs.filter((j) => j.assessmentId).length;
        counts.hardeningJobs += jobs.filter((j) => j.hardeningId).length;
        counts.otherJobs += jobs.filter((j) => !j.assessmentId && !j.hardeningId).length;
      }

      counts.tokens = await repo.deleteTokensBefore(db, cutoff, this.now());
      counts.signups = await repo.deleteSignupsBefore(db, cutoff);
      counts.mails = await repo.deleteMailsBefore(db, cutoff);
    } catch (err) {
      if (!signal?.aborted) await repo.failRun(db, run.id, err instanceof Error ? err.message : String(err));
      throw err;
    }
    const finished = await repo.finishRun(db, run.id, counts, freed);
    const summary = Object.entries(counts)
      .filter(([, n]) => n > 0)
      .map(([k, n]) => `${k}=${n}`)
      .join('; ');
    await this.deps.audit.record({
      accountId: null,
      userId: null,
      operator: payload.requestedBy,
      activityType: 'disk.clean',
      result: 'success',
      ip: null,
      target: `disk-clean:${finished.id}`,
      reason: `before ${cutoff.toISOString().slice(0, 10)}: ${summary || 'nothing'}; freedBytes=${freed}`,
    });
    this.deps.logger.info({ runId: finished.id, counts, freedBytes: freed }, 'disk clean finished');
    return { runId: finished.id, skipped: false };
  }
}
