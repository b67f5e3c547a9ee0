import type { DefaultConnectionArguments } from '@pothos/plugin-relay';
import { sql } from 'kysely';
import type { Actor } from '../../authz/actor';
import type { Database } from '../../db/database';
import { message, parseLang, type Lang } from '../../i18n/messages';
import type { JobQueue, JobRow } from '../../jobs/job-queue';
import type { JobHandler } from '../../jobs/job-worker';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { byCreation } from '../../lib/paging';
import type { ActScope } from '../../lib/request-meta';
import { EMAIL, isUuid, requireText } from '../../lib/validation';
import type { ActivityType, Auditor } from '../../platform/auditor';
import { keyOf, type FileStore } from '../../platform/file-store';
import type { Mailer } from '../../platform/mail';
import type { MonitoringDashboardService } from './dashboard.service';
import { assertMonitoring } from './monitoring-access';
import { firstRunAt, isTimeZone, periodContaining, runAt } from './report-periods';
import { renderMonitoringReport } from './report-render';
import * as repo from './reports.repo';
import type { ReportCycle, ReportFormat } from './reports.tables';

/** The job-queue kind that produces one monitoring report. */
export const MONITOR_REPORT_JOB = 'monitor-report';

export const REPORT_CYCLES: readonly ReportCycle[] = ['once', 'daily', 'weekly', 'monthly', 'quarterly'];
export const REPORT_FORMATS: readonly ReportFormat[] = ['pdf', 'csv'];
const MAX_RECIPIENTS = 20;
/** The window a job's times must lie in (PostgreSQL and the period maths stay far from their limits). */
const EARLIEST = new Date('2000-01-01T00:00:00Z');
const LATEST = new Date('2200-01-01T00:00:00Z');
const CONTENT_TYPES: Record<ReportFormat, string> = { pdf: 'application/pdf', csv: 'text/csv; charset=utf-8' };

export interface ReportJobInput {
  taskName: string;
  cycle: ReportCycle;
  startAt: Date;
  endAt: Date;
  timeZone?: string | null;
  appIds?: string[] | null;
  format: ReportFormat;
  recipients?: string[] | null;
  enabled: boolean;
}

export interface MonitoringReportsDeps {
  db: Database;
  audit: Auditor;
  queue: JobQueue;
  mailer: Mailer;
  dashboard: MonitoringDashboardService;
  logger: Logger;
  /** The file store; reports go under `monitor-reports/<account>/`. */
  store: FileStore;
  /** The local backend's root (`<data>/files`). */
  filesRoot: string;
  /** Origin of the link in report mails. */
  publicUrl: string;
  /** The scheduler's clock (tests move it). */
  now?: () => Date;
}

/**
 * Monitoring reports and report jobs (spec §2 `/Monitoring/reportJob/list`, `/Monitoring/report/list`):
 * jobs are read and changed with `monitor_report_job`, produced reports read and downloaded with
 * `monitor_report`, both with the product code `threat_perception`. The scheduler ({@link tick})
 * turns due jobs into pending report rows and queue jobs in one transaction; the queue's workers
 * ({@link jobHandler}) render, store and mail them.
 */
export class MonitoringReportsService {
  /** The scheduler's clock; tests replace or shift it. */
  now: () => Date;
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<number> | null = null;

  constructor(private readonly deps: MonitoringReportsDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  // ---- report jobs -------------------------------------------------------------------------

  async listJobs(actor: Actor, options: { args: DefaultConnectionArguments; accountId?: string | null; search?: string | null; enabled?: boolean | null }) {
    assertMonitoring(actor, 'monitor_report_job');
    const accountId = actor.listScope(options.accountId);
    const filter = { search: options.search?.trim() || null, enabled: options.enabled };
    return byCreation({
      args: options.args,
      fetch: (page) => repo.listJobs(this.deps.db, accountId, page, filter),
      count: () => repo.countJobs(this.deps.db, accountId, filter),
    });
  }

  async getJob(actor: Actor, id: string, accountIdArg?: string | null) {
    assertMonitoring(actor, 'monitor_report_job');
    return this.job(actor.accountScope(accountIdArg), id);
  }

  async createJob(actor: Actor, input: ReportJobInput, options: ActScope & { lang?: Lang }) {
    assertMonitoring(actor, 'monitor_report_job', { change: true });
    const accountId = actor.accountScope(options.accountId);
    const values = await this.validate(accountId, input, options.lang ?? 'en');
    const id = await repo.insertJob(this.deps.db, accountId, values, actor.user);
    return this.changed(actor, accountId, options.ip, 'monitorReportJob.create', values.taskName, () => repo.findJob(this.deps.db, accountId, id));
  }

  async updateJob(actor: Actor, id: string, input: ReportJobInput, options: ActScope & { lang?: Lang }) {
    assertMonitoring(actor, 'monitor_report_job', { change: true });
    const accountId = actor.accountScope(options.accountId);
    const current = await this.job(accountId, id);
    const values = await this.validate(accountId, input, current.lang);
    // A job whose timing is unchanged keeps its place; a new timing starts again from its start.
    const sameTiming = values.cycle === current.cycle && +values.startAt === +current.startAt && +values.endAt === +current.endAt && values.timeZone === current.timeZone;
    await repo.updateJob(this.deps.db, accountId, id, { ...values, nextRunAt: sameTiming ? current.nextRunAt : values.nextRunAt });
    return this.changed(actor, accountId, options.ip, 'monitorReportJob.update', values.taskName, () => repo.findJob(this.deps.db, accountId, id));
  }

  async setJobEnabled(actor: Actor, id: string, enabled: boolean, options: ActScope) {
    assertMonitoring(actor, 'monitor_report_job', { change: true });
    const accountId = actor.accountScope(options.accountId);
    const job = await this.job(accountId, id);
    await repo.updateJob(this.deps.db, accountId, id, { enabled });
    return this.changed(actor, accountId, options.ip, enabled ? 'monitorReportJob.enable' : 'monitorReportJob.disable', job.taskName, () =>
      repo.findJob(this.deps.db, accountId, id),
    );
  }

  async deleteJob(actor: Actor, id: string, options: ActScope) {
    assertMonitoring(actor, 'monitor_report_job', { change: true });
    const accountId = actor.accountScope(options.accountId);
    const job = await this.job(accountId, id);
    await repo.deleteJob(this.deps.db, accountId, id);
    return this.changed(actor, accountId, options.ip, 'monitorReportJob.delete', job.taskName, async () => true);
  }

  /**
   * "Run now": a report of the job's current period so far (a `once` job: its window up to now),
   * produced at once by a worker and listed with the job's reports.
   */
  async runJobNow(actor: Actor, id: string, options: ActScope) {
    assertMonitoring(actor, 'monitor_report_job', { change: true });
    const accountId = actor.accountScope(options.accountId);
    const job = await this.job(accountId, id);
    const now = this.now();
    if (now <= job.startAt) throw new ValidationError('monitorReportJobWindow');
    const to = now < job.endAt ? now : job.endAt;
    const from = job.cycle === 'once' ? job.startAt : new Date(Math.max(+job.startAt, +periodContaining(job.cycle, new Date(+to - 1), job.timeZone).from));
    let queued: JobRow | undefined;
    const reportId = await this.deps.db.transaction().execute(async (trx) => {
      const report = await repo.insertPendingReport(trx, { ...this.reportValues(job), runAt: null, periodFrom: from, periodTo: to });
      if (!report) throw new ConflictError();
      queued = await this.deps.queue.enqueue(trx, { accountId, kind: MONITOR_REPORT_JOB, payload: { reportId: report.id } });
      return report.id;
    });
    if (queued) this.deps.queue.announce(queued);
    return this.changed(actor, accountId, options.ip, 'monitorReportJob.run', job.taskName, () => repo.findReport(this.deps.db, accountId, reportId));
  }

  // ---- produced reports --------------------------------------------------------------------

  async listReports(actor: Actor, options: { args: DefaultConnectionArguments; accountId?: string | null; jobId?: string | null; search?: string | null }) {
    assertMonitoring(actor, 'monitor_report');
    const accountId = actor.listScope(options.accountId);
    if (options.jobId && !isUuid(options.jobId)) throw new NotFoundError();
    const filter = { jobId: options.jobId, search: options.search?.trim() || null };
    return byCreation({
      args: options.args,
      fetch: (page) => repo.listReports(this.deps.db, accountId, page, filter),
      count: () => repo.countReports(this.deps.db, accountId, filter),
    });
  }

  /** Deleting a produced report is managing the reports: the job code (the view role reads reports only). */
  async deleteReport(actor: Actor, id: string, options: ActScope) {
    assertMonitoring(actor, 'monitor_report_job', { change: true });
    actor.assertCan('monitor_report');
    const accountId = actor.accountScope(options.accountId);
    const report = await this.report(accountId, id);
    await repo.deleteReport(this.deps.db, accountId, id);
    if (report.filePath) await this.deps.store.delete(keyOf(report.filePath));
    return this.changed(actor, accountId, options.ip, 'monitorReport.delete', report.taskName, async () => true);
  }

  /** A ready report's file, for the download route. */
  async download(actor: Actor, id: string, meta: { ip: string | null; accountId?: string | null }) {
    assertMonitoring(actor, 'monitor_report');
    const report = await this.report(actor.accountScope(meta.accountId), id);
    if (report.status !== 'ready' || !report.filePath) throw new ConflictError('monitorReportNotReady');
    const key = keyOf(report.filePath);
    const stat = await this.deps.store.stat(key).catch(() => null);
    if (!stat) throw new AppError('404', 'monitorReportFileMissing');
    await this.deps.audit.byActor(actor, meta.ip, 'monitorReport.download', { accountId: report.accountId, target: report.taskName });
    const day = report.periodTo.toISOString().slice(0, 10);
    return {
      open: () => this.deps.store.get(key),
      size: stat.size,
      contentType: CONTENT_TYPES[report.format],
      fileName: `${report.taskName.replace(/[^\w.-]+/g, '_') || 'report'}-${day}.${report.format}`,
    };
  }

  // ---- scheduler ---------------------------------------------------------------------------

  /**
   * Claims every due run: for each enabled job whose `next_run_at` has passed (by {@link now}),
   * in one transaction, locks the job row (`FOR UPDATE SKIP LOCKED`: another instance takes other
   * jobs), inserts its pending report (unique per job and boundary), enqueues the queue job that
   * produces it and moves `next_run_at` to the next boundary. Missed boundaries (the scheduler
   * was down) are caught up one by one. Answers how many reports it scheduled.
   */
  async tick(): Promise<number> {
    // One tick at a time per instance; instances exclude each other through the row locks.
    while (this.ticking) await this.ticking.catch(() => undefined);
    this.ticking = this.claimAllDue();
    try {
      return await this.ticking;
    } finally {
      this.ticking = null;
    }
  }

  private async claimAllDue(): Promise<number> {
    await this.failAbandoned();
    let total = 0;
    for (;;) {
      const claimed = await this.claimDue(this.now(), 50);
      total += claimed.scheduled;
      if (claimed.seen === 0) return total;
    }
  }

  private async claimDue(now: Date, limit: number): Promise<{ seen: number; scheduled: number }> {
    const queued: JobRow[] = [];
    const seen = await this.deps.db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('monitorReportJobs')
        .selectAll()
        .where('enabled', '=', true)
        .where('nextRunAt', 'is not', null)
        .where('nextRunAt', '<=', now)
        .orderBy('nextRunAt')
        .limit(limit)
        .forUpdate()
        .skipLocked()
        .execute();
      for (const job of due) {
        const boundary = job.nextRunAt!;
        const { period, next } = runAt(job, boundary);
        const report = await repo.insertPendingReport(trx, { ...this.reportValues(job), runAt: boundary, periodFrom: period.from, periodTo: period.to });
        await trx.updateTable('monitorReportJobs').set({ nextRunAt: next, lastRunAt: boundary }).where('id', '=', job.id).where('nextRunAt', '=', boundary).execute();
        if (report) queued.push(await this.deps.queue.enqueue(trx, { accountId: job.accountId, kind: MONITOR_REPORT_JOB, payload: { reportId: report.id } }));
      }
      return due.length;
    });
    for (const job of queued) this.deps.queue.announce(job);
    return { seen, scheduled: queued.length };
  }

  /**
   * Reports whose queue run ended without them (its workers died on every attempt, so the queue
   * failed it) are marked failed with the queue's reason instead of staying pending for ever.
   */
  private async failAbandoned(): Promise<void> {
    await sql`
      update monitor_reports r set status = 'failed', error = j.error, finished_at = now()
      from jobs j
      where j.kind = ${MONITOR_REPORT_JOB} and j.status = 'failed' and j.finished_at > now() - interval '7 days'
        and r.status = 'pending' and r.id::text = j.payload->>'reportId'`.execute(this.deps.db);
  }

  /** Ticks every `intervalMs` until {@link stop}; errors are logged. */
  start(intervalMs = 15_000): void {
    if (this.timer) return;
    const run = () => void this.tick().catch((err: unknown) => this.deps.logger.error({ err }, 'monitoring report scheduler failed'));
    this.timer = setInterval(run, intervalMs);
    this.timer.unref();
    run();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.ticking?.catch(() => undefined);
  }

  /** The queue handler of {@link MONITOR_REPORT_JOB}. */
  jobHandler(): JobHandler {
    return async ({ job, signal }) => this.produce((job.payload as { reportId: string }).reportId, signal);
  }

  /**
   * Produces one pending report: figures, file written under a temporary name and renamed when
   * complete, then the row marked ready (so a ready row always names a whole file), then the
   * mails. Runs again safely after a crash at any point: a pending row is produced again, a ready
   * one only mailed if it was not yet.
   */
  async produce(reportId: string, signal?: AbortSignal): Promise<{ reportId: string; status: string }> {
    const db = this.deps.db;
    let report = await repo.findReportById(db, reportId);
    if (!report) return { reportId, status: 'gone' };
    if (report.status === 'pending') {
      try {
        const figures = await this.deps.dashboard.reportFigures(report.accountId, {
          from: report.periodFrom,
          to: report.periodTo,
          appIds: report.appIds,
          timeZone: report.timeZone,
        });
        const names = report.appIds.length
          ? (await db.selectFrom('monitoredApps').select('name').where('accountId', '=', report.accountId).where('id', 'in', report.appIds).orderBy('name').execute()).map(
              (r) => r.name,
            )
          : [];
        const body = await renderMonitoringReport(report.format, figures, {
          taskName: report.taskName,
          from: report.periodFrom,
          to: report.periodTo,
          timeZone: report.timeZone,
          appNames: names,
          lang: parseLang(report.lang),
          generatedAt: new Date(),
        });
        signal?.throwIfAborted();
        const relative = `monitor-reports/${report.accountId}/${report.id}.${report.format}`;
        await this.writeComplete(relative, body);
        signal?.throwIfAborted();
        await repo.markReady(db, report.id, { filePath: relative, fileSize: body.length });
      } catch (err) {
        if (signal?.aborted) throw err;
        await repo.markFailed(db, report.id, err instanceof Error ? err.message : String(err));
        throw err;
      }
      report = (await repo.findReportById(db, reportId))!;
    }
    if (report.status === 'ready' && !report.mailedAt && report.recipients.length) await this.mail(report);
    return { reportId, status: report.status };
  }

  /** Stores `body` at `key` so that it is either absent or whole (the store writes a temporary part and renames it, or uploads it at once). */
  private async writeComplete(key: string, body: Buffer): Promise<void> {
    // Parts left by a run that died (on the local backend) are removed first.
    const folder = key.slice(0, key.lastIndexOf('/') + 1);
    for await (const object of this.deps.store.list(folder)) {
      if (object.key.startsWith(`${key}.`) && object.key.endsWith('.part')) await this.deps.store.delete(object.key);
    }
    await this.deps.store.put(key, body);
  }

  private async mail(report: repo.ReportRow): Promise<void> {
    const lang = parseLang(report.lang);
    const when = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: report.timeZone, dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23' }).format(d);
    const link = `${this.deps.publicUrl}/Monitoring/report/list${report.jobId ? `?jobId=${report.jobId}` : ''}`;
    for (const to of report.recipients) {
      await this.deps.mailer.send({
        to,
        accountId: report.accountId,
        subject: message(lang, 'monitorReportMailSubject', { task: report.taskName }),
        text: message(lang, 'monitorReportMailBody', { task: report.taskName, from: when(report.periodFrom), to: when(report.periodTo), zone: report.timeZone, link }),
      });
    }
    await repo.markMailed(this.deps.db, report.id);
  }

  // ---- helpers -----------------------------------------------------------------------------

  private reportValues(job: Pick<repo.ReportJobRow, 'id' | 'accountId' | 'taskName' | 'timeZone' | 'appIds' | 'format' | 'recipients' | 'lang'>) {
    return {
      accountId: job.accountId,
      jobId: job.id,
      taskName: job.taskName,
      timeZone: job.timeZone,
      appIds: job.appIds,
      format: job.format,
      recipients: job.recipients,
      lang: job.lang,
    };
  }

  private async changed<T>(actor: Actor, accountId: string, ip: string | null, activity: ActivityType, target: string, result: () => Promise<T | undefined>): Promise<T> {
    await this.deps.audit.byActor(actor, ip, activity, { accountId, target });
    const value = await result();
    if (value === undefined) throw new NotFoundError();
    return value;
  }

  private async job(accountId: string, id: string) {
    const row = isUuid(id) ? await repo.findJob(this.deps.db, accountId, id) : undefined;
    if (!row) throw new NotFoundError();
    return row;
  }

  private async report(accountId: string, id: string) {
    const row = isUuid(id) ? await repo.findReport(this.deps.db, accountId, id) : undefined;
    if (!row) throw new NotFoundError();
    return row;
  }

  private async validate(accountId: string, input: ReportJobInput, lang: string): Promise<repo.ReportJobValues> {
    const taskName = requireText(input.taskName, 'taskName', 1, 100);
    if (!REPORT_CYCLES.includes(input.cycle) || !REPORT_FORMATS.includes(input.format)) throw new ValidationError('badRequest');
    const startAt = new Date(input.startAt);
    const endAt = new Date(input.endAt);
    if (Number.isNaN(+startAt)) throw new ValidationError('fieldEmpty', { field: 'startAt' });
    if (Number.isNaN(+endAt)) throw new ValidationError('fieldEmpty', { field: 'endAt' });
    if ([startAt, endAt].some((d) => d < EARLIEST || d >= LATEST)) throw new ValidationError('monitorReportJobRange');
    if (endAt <= startAt) throw new ValidationError('monitorReportJobWindow');
    const timeZone = (input.timeZone ?? '').trim() || 'UTC';
    if (timeZone.length > 64 || !isTimeZone(timeZone)) throw new ValidationError('monitorReportJobTimeZone', { zone: timeZone.slice(0, 64) });
    const appIds = [...new Set(input.appIds ?? [])];
    if (appIds.length > 100 || !appIds.every(isUuid) || (await repo.appsOfAccount(this.deps.db, accountId, appIds)).length !== appIds.length) {
      throw new ValidationError('monitorReportJobApps');
    }
    const recipients = [...new Set((input.recipients ?? []).map((r) => r.trim()).filter(Boolean))];
    if (recipients.length > MAX_RECIPIENTS) throw new ValidationError('monitorReportJobRecipients');
    const bad = recipients.find((r) => r.length > 254 || !EMAIL.test(r));
    if (bad) throw new ValidationError('monitorReportJobRecipient', { email: bad.slice(0, 254) });
    const timing = { cycle: input.cycle, startAt, endAt, timeZone };
    return { taskName, ...timing, appIds, format: input.format, recipients, lang, enabled: input.enabled, nextRunAt: firstRunAt(timing) };
  }
}
