import type { DefaultConnectionArguments } from '@pothos/plugin-relay';
import type { Actor } from '../../authz/actor';
import type { Database } from '../../db/database';
import type { JobStatus, SubmitType } from '../../db/schema';
import type { ScanResult } from '../../engines/report/scan-result';
import { FINDINGS } from '../../engines/rules/findings-catalogue';
import type { Lang } from '../../i18n/messages';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { cursorFor, dateKey, integerKey, keysetClause, textKey, type SortKey } from '../../lib/keyset';
import { keysetConnection } from '../../lib/paging';
import { isUuid, requireBatch } from '../../lib/validation';
import type { JobQueue } from '../../jobs/job-queue';
import type { Auditor } from '../../platform/auditor';
import { PLATFORM_CODE, platformOf, type Platform } from '../../authz/platforms';
import type { FilesService } from '../files/files.service';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service';
import * as repo from './assessment.repo';
import { renderReport, type ReportFile, type ReportFormat } from './report/render-report';
import type { ReportTemplate, ReportTemplateSource } from '../report-templates/report-templates.service';

/** The job kind that runs an assessment. */
export const ASSESSMENT_JOB = 'assessment';

/** What an assessment job carries: the file and the template's decisions. */
export interface AssessmentPayload {
  fileId: string;
  template: ReportTemplate;
}

export type AssessmentOrder = 'createdAt' | 'fileName' | 'score';

/** The sortable columns of the job list; a job without a score yet sorts below every score. */
const ASSESSMENT_SORTS: Record<AssessmentOrder, SortKey<repo.AssessmentRow>> = {
  createdAt: dateKey('a.createdAt', (r) => r.createdAt),
  fileName: textKey('a.fileName', (r) => r.fileName),
  score: integerKey('a.score', (r) => r.score, { nullsAs: -1 }),
};

export interface AssessmentListOptions {
  args: DefaultConnectionArguments;
  /** Page-numbered listings (REST `page`): the page starts after this many rows. */
  skip?: number;
  platform?: Platform | null;
  status?: JobStatus | null;
  fileName?: string | null;
  submitType?: SubmitType | null;
  orderBy?: AssessmentOrder;
  direction?: 'asc' | 'desc';
}

/** Counts of findings by level: the preview's summary (spec §3 Assessment job). */
export type AssessmentSummary = Record<'high' | 'medium' | 'low' | 'info' | 'secure', number>;

/**
 * Assessment jobs (spec §2 Assessment, §4): submit an uploaded package, list, cancel, delete
 * and download reports. Reading needs the platform's code (`apk_analysis` for Android,
 * `ipa_analysis` for iOS); changing also needs `assessment_add` and a user who is not
 * read-only. Everything happens in the caller's own account (system super admins included):
 * another account's jobs, and jobs of a platform the caller lacks, are not found.
 */
export class AssessmentService {
  constructor(
    private readonly db: Database,
    private readonly audit: Auditor,
    private readonly queue: JobQueue,
    private readonly files: FilesService,
    private readonly templates: ReportTemplateSource,
    /** The account's subscriptions: a job needs its platform's product active and under its monthly quota. */
    private readonly subscriptions?: SubscriptionsService,
  ) {}

  /** Submits an uploaded file for assessment; answers the job id. */
  async submit(actor: Actor, input: { fileId: string; templateId?: string | null }, meta: { submitType: SubmitType; lang: Lang; ip: string | null }): Promise<{ jobId: string }> {
    // First: a lapsed subscription (or a used-up quota) is refused with a message naming the product.
    await this.subscriptions?.assertAssessmentJobAllowed(actor.accountId, input.fileId);
    this.assertCanChange(actor);
    const file = await this.files.get(actor, input.fileId);
    const platform = platformOf(file.kind);
    // Assessment reads APK, AAB and IPA packages; an SDK or H5 upload is for hardening.
    if (file.kind === 'aar' || !platform) throw new ValidationError('fileWrongType', { fileType: 'apk/aab/ipa' });
    actor.assertCan(PLATFORM_CODE[platform]);
    const template = await this.templates.resolve(actor, input.templateId ?? null, meta.lang, platform);
    const payload: AssessmentPayload = { fileId: file.id, template };
    const job = await this.db.transaction().execute(async (trx) => {
      const created = await this.queue.enqueue(trx, { accountId: actor.accountId, kind: ASSESSMENT_JOB, payload });
      await repo.insertAssessment(trx, {
        id: created.id,
        accountId: actor.accountId,
        fileId: file.id,
        platform,
        fileName: file.originalName,
        fileSize: file.size,
        fileSha256: file.sha256,
        templateId: template.id,
        lang: template.lang,
        submitType: meta.submitType,
        createdBy: actor.user.id,
        creator: actor.user.username,
      });
      return created;
    });
    this.queue.announce(job);
    await this.audit.byActor(actor, meta.ip, 'assessment.submit', { target: `assessment:${file.originalName}` });
    return { jobId: job.id };
  }

  async list(actor: Actor, options: AssessmentListOptions) {
    const platforms = this.readablePlatforms(actor, options.platform);
    const filter: repo.AssessmentFilter = {
      accountId: actor.accountId,
      platforms,
      status: options.status,
      fileName: options.fileName?.trim() || null,
      submitType: options.submitType,
    };
    const sort = ASSESSMENT_SORTS[options.orderBy ?? 'createdAt'];
    const direction = options.direction ?? (options.orderBy === 'fileName' ? 'asc' : 'desc');
    let args = options.args;
    if (options.skip && options.skip > 0) {
      // One index walk finds where the page starts; the page itself is a keyset read.
      const { orderBy } = keysetClause(sort, 'a.id', direction, { inverted: false });
      const start = await repo.assessmentAt(this.db, filter, orderBy, options.skip - 1);
      if (!start)
        return { edges: [], pageInfo: { hasNextPage: false, hasPreviousPage: true, startCursor: null, endCursor: null }, totalCount: await repo.countAssessments(this.db, filter) };
      args = { ...args, after: cursorFor(sort, start) };
    }
    return keysetConnection({
      args,
      sort,
      direction,
      idColumn: 'a.id',
      fetch: (page) => repo.listAssessments(this.db, filter, page),
      count: () => repo.countAssessments(this.db, filter),
    });
  }

  async get(actor: Actor, id: string): Promise<repo.AssessmentRow> {
    const platforms = this.readablePlatforms(actor);
    if (!isUuid(id)) throw new NotFoundError();
    const row = await repo.findAssessment(this.db, actor.accountId, id, platforms);
    if (!row) throw new NotFoundError();
    return row;
  }

  /** Cancels a ready or processing job (spec §4); a job that already ended answers 409. */
  async cancel(actor: Actor, id: string, meta: { ip: string | null }): Promise<repo.AssessmentRow> {
    this.assertCanChange(actor);
    const row = await this.get(actor, id);
    const outcome = await this.queue.cancel(actor.accountId, row.id);
    if (outcome === null) throw new NotFoundError();
    if (outcome === 'done') throw new ConflictError('jobNotCancellable');
    await this.audit.byActor(actor, meta.ip, 'assessment.cancel', { target: `assessment:${row.fileName}` });
    return this.get(actor, id);
  }

  /**
   * Deletes jobs permanently with their reports, and their uploaded files once no other job
   * uses them. Any id the caller cannot see answers 404 and nothing is deleted.
   */
  async delete(actor: Actor, ids: string[], meta: { ip: string | null }): Promise<number> {
    this.assertCanChange(actor);
    const wanted = requireBatch(ids);
    const platforms = this.readablePlatforms(actor);
    if (!wanted.every(isUuid)) throw new NotFoundError();
    const rows = await repo.findAssessmentsByIds(this.db, actor.accountId, wanted, platforms);
    if (rows.length !== wanted.length) throw new NotFoundError();
    const paths = await this.db.transaction().execute(async (trx) => {
      const fileIds = await repo.deleteAssessments(trx, actor.accountId, wanted);
      return this.files.removeUnused(trx, actor.accountId, fileIds);
    });
    await this.files.discard(paths);
    for (const row of rows) await this.audit.byActor(actor, meta.ip, 'assessment.delete', { target: `assessment:${row.fileName}` });
    return rows.length;
  }

  /** The engine's result of a finished job (the JSON report). */
  async result(actor: Actor, id: string): Promise<ScanResult> {
    const row = await this.get(actor, id);
    if (row.status !== 'finished') throw new ConflictError('reportNotReady');
    const result = await repo.findResult(this.db, actor.accountId, row.id);
    if (!result) throw new ConflictError('reportNotReady');
    return result as ScanResult;
  }

  /** A report of a finished job in `format`, rendered from the stored result and the job's template, its times in `timeZone`. */
  async report(actor: Actor, id: string, format: ReportFormat, timeZone = 'UTC'): Promise<ReportFile> {
    const row = await this.get(actor, id);
    const result = await this.result(actor, id);
    const { template } = (await repo.jobPayload(this.db, actor.accountId, row.id)) as AssessmentPayload;
    return renderReport(result, format, { template, fileName: row.fileName, createdAt: row.createdAt, finishedAt: row.finishedAt, timeZone });
  }

  /**
   * The assessment dashboard (spec §2 /assessment/dashboard) over the last `days` days, for the
   * platforms the caller may read: jobs by platform and status, a daily trend in the caller's
   * time zone, finished jobs by their worst finding level, and the findings met most often.
   */
  async dashboard(actor: Actor, options: { days: number; timeZone: string; lang: Lang }) {
    const platforms = this.readablePlatforms(actor);
    const days = Math.max(1, Math.min(365, Math.round(options.days)));
    const since = new Date(Date.now() - days * 24 * 3600 * 1000);
    const [byStatus, trend, risk, top] = await Promise.all([
      repo.countByPlatformAndStatus(this.db, actor.accountId, platforms, since),
      repo.dailyTrend(this.db, actor.accountId, platforms, since, options.timeZone),
      repo.riskDistribution(this.db, actor.accountId, platforms, since),
      repo.topFindings(this.db, actor.accountId, platforms, since, 10),
    ]);
    return {
      days,
      counts: byStatus.map((r) => ({ platform: r.platform, status: r.status, count: Number(r.count) })),
      trend,
      risk,
      topFindings: top.map((f) => {
        const def = FINDINGS.get(f.id);
        return { id: f.id, jobs: f.jobs, level: def?.level ?? 'info', title: def?.[options.lang].title ?? f.id };
      }),
    };
  }

  private assertCanChange(actor: Actor): void {
    actor.assertCanChange('apk_analysis|ipa_analysis');
    actor.assertCan('assessment_add');
  }

  /** The platforms the actor may read, optionally narrowed to one (403 when it holds neither). */
  private readablePlatforms(actor: Actor, only?: Platform | null): Platform[] {
    actor.assertCan(only ? PLATFORM_CODE[only] : 'apk_analysis|ipa_analysis');
    const all: Platform[] = ['android', 'ios'];
    return all.filter((p) => (!only || p === only) && actor.can(PLATFORM_CODE[p]));
  }
}
