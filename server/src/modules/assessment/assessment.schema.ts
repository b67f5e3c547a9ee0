import type { PermissionRequirement } from '../../../../common/permissions';
import { builder } from '../../graphql/builder';
import { whileAllowed } from '../../graphql/live-session';
import { AppError } from '../../lib/errors';
import type { Context } from '../../context';
import type { JobUpdate } from '../../platform/pubsub';
import { SortDirection } from '../../graphql/sort-direction';
import type { AssessmentRow } from './assessment.repo';
import { ASSESSMENT_JOB, type AssessmentSummary } from './assessment.service';
import { actorOf } from '../../authz/actor';
import { countedConnection } from '../../graphql/connections';
import { changeOf, readOf } from '../../graphql/field-heads';
import { SKIP, eventStream } from '../../graphql/event-stream';

const READ: PermissionRequirement = ['apk_analysis', 'ipa_analysis'];

const AssessmentStatus = builder.enumType('AssessmentStatus', {
  description: 'Spec §4: ready → processing → finished or failed (a cancelled job fails with `job.cancelled`).',
  values: { READY: { value: 'ready' }, PROCESSING: { value: 'processing' }, FINISHED: { value: 'finished' }, FAILED: { value: 'failed' } } as const,
});

export const AssessmentPlatform = builder.enumType('AssessmentPlatform', { values: { ANDROID: { value: 'android' }, IOS: { value: 'ios' } } as const });

export const SubmitType = builder.enumType('SubmitType', {
  description: 'How the job was submitted: the console (WEB), an integrator (API), Rampart’s CLI or desktop client.',
  values: { WEB: { value: 'WEB' }, API: { value: 'API' }, CLI: { value: 'CLI' }, PC: { value: 'PC' } } as const,
});

const AssessmentSummaryRef = builder.objectRef<AssessmentSummary>('AssessmentSummary').implement({
  description: 'Findings by level.',
  fields: (t) => ({
    high: t.exposeInt('high'),
    medium: t.exposeInt('medium'),
    low: t.exposeInt('low'),
    info: t.exposeInt('info'),
    secure: t.exposeInt('secure'),
  }),
});

const AssessmentJob = builder.objectRef<AssessmentRow>('AssessmentJob').implement({
  description: 'An assessment job (spec §3); its reports download from `/api/scan/job/report/{id}?format=…`.',
  fields: (t) => ({
    id: t.exposeID('id'),
    platform: t.field({ type: AssessmentPlatform, resolve: (r) => r.platform }),
    fileName: t.exposeString('fileName'),
    fileSize: t.float({ resolve: (r) => r.fileSize }),
    sha256: t.exposeString('fileSha256'),
    appName: t.exposeString('appName', { nullable: true }),
    version: t.exposeString('version', { nullable: true }),
    packageName: t.exposeString('packageName', { nullable: true, description: 'Android package name or iOS bundle ID.' }),
    score: t.exposeInt('score', { nullable: true }),
    summary: t.field({ type: AssessmentSummaryRef, nullable: true, resolve: (r) => (r.summary as AssessmentSummary | null) ?? null }),
    status: t.field({ type: AssessmentStatus, resolve: (r) => r.status }),
    progress: t.exposeInt('progress'),
    error: t.exposeString('error', { nullable: true, description: 'Why a failed job failed: `code: reason`.' }),
    submitType: t.field({ type: SubmitType, resolve: (r) => r.submitType }),
    creator: t.exposeString('creator'),
    templateId: t.exposeID('templateId', { nullable: true }),
    lang: t.exposeString('lang', { description: 'Language of the report.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true }),
  }),
});

const AssessmentOrderField = builder.enumType('AssessmentOrderField', {
  values: { CREATED_AT: { value: 'createdAt' }, FILE_NAME: { value: 'fileName' }, SCORE: { value: 'score' } } as const,
});

const AssessmentJobFilter = builder.inputType('AssessmentJobFilter', {
  fields: (t) => ({
    platform: t.field({ type: AssessmentPlatform }),
    status: t.field({ type: AssessmentStatus }),
    fileName: t.string({ description: 'Part of the file name, case-insensitive.' }),
    submitType: t.field({ type: SubmitType }),
  }),
});

builder.queryField('assessmentJobs', (t) =>
  t.connection(
    {
      ...readOf(AssessmentJob, { can: READ }),
      args: { filter: t.arg({ type: AssessmentJobFilter }), orderBy: t.arg({ type: AssessmentOrderField }), direction: t.arg({ type: SortDirection }) },
      resolve: (_root, args, ctx) => {
        const f = args.filter ?? {};
        return ctx.services.assessments.list(actorOf(ctx), {
          args,
          platform: f.platform,
          status: f.status,
          fileName: f.fileName,
          submitType: f.submitType,
          orderBy: args.orderBy ?? undefined,
          direction: args.direction ?? undefined,
        });
      },
    },
    countedConnection('AssessmentJobConnection'),
  ),
);

builder.queryField('assessmentJob', (t) =>
  t.field({
    ...readOf(AssessmentJob, { can: READ }),
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.assessments.get(actorOf(ctx), args.id),
  }),
);

const SubmitAssessmentInput = builder.inputType('SubmitAssessmentInput', {
  fields: (t) => ({
    fileId: t.id({ required: true, description: 'From `POST /api/file/upload` or a completed tus upload.' }),
    templateId: t.id({ description: 'Report template; the default template (all checks, your language) when absent.' }),
  }),
});

const SubmitAssessmentPayload = builder.objectRef<{ job: AssessmentRow }>('SubmitAssessmentPayload').implement({
  fields: (t) => ({ job: t.field({ type: AssessmentJob, resolve: (p) => p.job }) }),
});

builder.mutationField('submitAssessment', (t) =>
  t.field({
    ...changeOf(SubmitAssessmentPayload, { can: READ }),
    args: { input: t.arg({ type: SubmitAssessmentInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const { jobId } = await ctx.services.assessments.submit(
        actorOf(ctx),
        { fileId: args.input.fileId, templateId: args.input.templateId ?? null },
        { submitType: ctx.submitType, lang: ctx.lang, ip: ctx.meta.ip },
      );
      return { job: await ctx.services.assessments.get(actorOf(ctx), jobId) };
    },
  }),
);

builder.mutationField('cancelAssessment', (t) =>
  t.field({
    ...changeOf(AssessmentJob, { can: READ }),
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.assessments.cancel(actorOf(ctx), args.id, ctx.meta),
  }),
);

builder.mutationField('deleteAssessments', (t) =>
  t.field({
    ...changeOf('Int', { can: READ }, 'Deletes jobs permanently with their reports and files; answers how many.'),
    args: { ids: t.arg.idList({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.assessments.delete(actorOf(ctx), args.ids, ctx.meta),
  }),
);

type Dashboard = Awaited<ReturnType<Context['services']['assessments']['dashboard']>>;

const StatusCount = builder.objectRef<Dashboard['counts'][number]>('AssessmentStatusCount').implement({
  fields: (t) => ({
    platform: t.field({ type: AssessmentPlatform, resolve: (r) => r.platform }),
    status: t.field({ type: AssessmentStatus, resolve: (r) => r.status }),
    count: t.exposeInt('count'),
  }),
});

const TrendDay = builder.objectRef<Dashboard['trend'][number]>('AssessmentTrendDay').implement({
  fields: (t) => ({
    day: t.exposeString('day', { description: 'YYYY-MM-DD in the request’s time zone.' }),
    submitted: t.exposeInt('submitted'),
    finished: t.exposeInt('finished'),
    failed: t.exposeInt('failed'),
  }),
});

const RiskCount = builder.objectRef<Dashboard['risk'][number]>('AssessmentRiskCount').implement({
  fields: (t) => ({
    risk: t.exposeString('risk', { description: 'The worst level found: `high`, `medium`, `low` or `none`.' }),
    count: t.exposeInt('count'),
  }),
});

/** How serious a finding is (spec §3 report levels); `secure` marks a check that passed. */
export const FindingLevelEnum = builder.enumType('FindingLevel', {
  values: { HIGH: { value: 'high' }, MEDIUM: { value: 'medium' }, LOW: { value: 'low' }, INFO: { value: 'info' }, SECURE: { value: 'secure' } } as const,
});

const TopFinding = builder.objectRef<Dashboard['topFindings'][number]>('AssessmentTopFinding').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    level: t.expose('level', { type: FindingLevelEnum }),
    title: t.exposeString('title'),
    jobs: t.exposeInt('jobs', { description: 'Finished jobs that found it.' }),
  }),
});

const AssessmentDashboard = builder.objectRef<Dashboard>('AssessmentDashboard').implement({
  description: 'The assessment dashboard (spec §2), for the platforms the caller may read.',
  fields: (t) => ({
    days: t.exposeInt('days'),
    counts: t.field({ type: [StatusCount], resolve: (d) => d.counts }),
    trend: t.field({ type: [TrendDay], resolve: (d) => d.trend }),
    risk: t.field({ type: [RiskCount], resolve: (d) => d.risk }),
    topFindings: t.field({ type: [TopFinding], resolve: (d) => d.topFindings }),
  }),
});

builder.queryField('assessmentDashboard', (t) =>
  t.field({
    ...readOf(AssessmentDashboard, { can: READ }),
    args: { days: t.arg.int({ defaultValue: 30, description: '1-365' }) },
    resolve: (_root, args, ctx) => ctx.services.assessments.dashboard(actorOf(ctx), { days: args.days ?? 30, timeZone: ctx.timeZone, lang: ctx.lang }),
  }),
);

/**
 * The account's job updates, as the caller may see them (its platforms; deleted jobs skipped).
 * Status and progress come from the event, so a subscriber sees every step even when the row
 * has moved on by the time the event arrives.
 */
function visibleUpdates(ctx: Context, updates: AsyncIterable<JobUpdate>): AsyncIterableIterator<AssessmentRow> {
  return eventStream(updates, async (update): Promise<AssessmentRow | typeof SKIP> => {
    if (update.kind !== ASSESSMENT_JOB) return SKIP;
    try {
      const row = await ctx.services.assessments.get(actorOf(ctx), update.id);
      return { ...row, status: update.status, progress: update.progress, error: update.error };
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      return SKIP;
    }
  });
}

builder.subscriptionField('assessmentJobUpdated', (t) =>
  t.field({
    ...readOf(AssessmentJob, { can: READ }, 'Status and progress changes of the account’s assessment jobs.'),
    subscribe: (_root, _args, ctx) =>
      visibleUpdates(
        ctx,
        whileAllowed(ctx, ctx.deps.pubsub.subscribe('job:updated', actorOf(ctx).accountId), (actor) => actor.assertCan(READ)),
      ),
    resolve: (job) => job,
  }),
);
