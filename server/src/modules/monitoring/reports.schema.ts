import { builder } from '../../graphql/builder';
import { actorOf } from '../../authz/actor';
import { scopeOf } from '../../lib/request-meta';
import { countedConnection } from '../../graphql/connections';
import { entityMutations } from '../../graphql/entity-mutations';
import { changeOf, readOf } from '../../graphql/field-heads';
import type { ReportJobRow, ReportRow } from './reports.repo';

const ReportCycleEnum = builder.enumType('ReportCycle', {
  description: "Spec §9 report cycles. Periods are whole local days, ISO weeks (from Monday), months and quarters in the job's time zone.",
  values: { ONCE: { value: 'once' }, DAILY: { value: 'daily' }, WEEKLY: { value: 'weekly' }, MONTHLY: { value: 'monthly' }, QUARTERLY: { value: 'quarterly' } } as const,
});

const ReportFormatEnum = builder.enumType('MonitoringReportFormat', {
  values: { PDF: { value: 'pdf' }, CSV: { value: 'csv' } } as const,
});

const ReportStatusEnum = builder.enumType('MonitoringReportStatus', {
  description: 'PENDING while a worker produces it; READY once its file is complete; FAILED with an error.',
  values: { PENDING: { value: 'pending' }, READY: { value: 'ready' }, FAILED: { value: 'failed' } } as const,
});

export const ReportJobType = builder.objectRef<ReportJobRow>('MonitoringReportJob').implement({
  description: 'Spec §3 Report job (`/Monitoring/reportJob/list`): what to report, how often, over which window and to whom.',
  fields: (t) => ({
    id: t.exposeID('id'),
    accountId: t.exposeID('accountId'),
    taskName: t.exposeString('taskName'),
    cycle: t.field({ type: ReportCycleEnum, resolve: (r) => r.cycle }),
    startAt: t.expose('startAt', { type: 'DateTime' }),
    endAt: t.expose('endAt', { type: 'DateTime' }),
    timeZone: t.exposeString('timeZone', { description: 'IANA zone the periods are counted in.' }),
    appIds: t.exposeIDList('appIds', { description: 'Monitored apps reported on; empty means all apps of the account.' }),
    format: t.field({ type: ReportFormatEnum, resolve: (r) => r.format }),
    recipients: t.exposeStringList('recipients'),
    enabled: t.exposeBoolean('enabled'),
    nextRunAt: t.expose('nextRunAt', { type: 'DateTime', nullable: true, description: 'The next boundary a report is produced at; null when nothing is left to report.' }),
    lastRunAt: t.expose('lastRunAt', { type: 'DateTime', nullable: true }),
    creator: t.exposeString('creator'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

export const ReportType = builder.objectRef<ReportRow>('MonitoringReport').implement({
  description: 'A produced monitoring report (`/Monitoring/report/list`); download it from `/api/monitor/report/download/{id}` when READY.',
  fields: (t) => ({
    id: t.exposeID('id'),
    accountId: t.exposeID('accountId'),
    jobId: t.exposeID('jobId', { nullable: true }),
    taskName: t.exposeString('taskName'),
    periodFrom: t.expose('periodFrom', { type: 'DateTime' }),
    periodTo: t.expose('periodTo', { type: 'DateTime' }),
    timeZone: t.exposeString('timeZone'),
    format: t.field({ type: ReportFormatEnum, resolve: (r) => r.format }),
    status: t.field({ type: ReportStatusEnum, resolve: (r) => r.status }),
    fileSize: t.float({ nullable: true, resolve: (r) => (r.fileSize === null ? null : Number(r.fileSize)) }),
    error: t.exposeString('error', { nullable: true }),
    scheduled: t.boolean({ description: 'Produced by the scheduler at a period boundary (false: run by hand).', resolve: (r) => r.runAt !== null }),
    mailedAt: t.expose('mailedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true }),
  }),
});

const ReportJobInput = builder.inputType('MonitoringReportJobInput', {
  fields: (t) => ({
    taskName: t.string({ required: true, description: '1-100 characters.' }),
    cycle: t.field({ type: ReportCycleEnum, required: true }),
    startAt: t.string({ required: true, description: 'ISO 8601 date-time.' }),
    endAt: t.string({ required: true, description: 'ISO 8601 date-time after startAt.' }),
    timeZone: t.string({ description: 'IANA zone for the periods; UTC when absent.' }),
    appIds: t.idList({ description: 'Monitored apps of the account; empty or absent: all.' }),
    format: t.field({ type: ReportFormatEnum, required: true }),
    recipients: t.stringList({ description: 'Up to 20 email addresses the report is mailed to.' }),
    enabled: t.boolean({ required: true }),
  }),
});

builder.queryField('monitoringReportJobs', (t) =>
  t.connection(
    {
      ...readOf(ReportJobType, { can: 'monitor_report_job' }, '/Monitoring/reportJob/list: report jobs, newest first.'),
      args: { accountId: t.arg.id(), search: t.arg.string({ description: 'Part of the task name, any case.' }), enabled: t.arg.boolean() },
      resolve: (_root, args, ctx) => ctx.services.monitoringReports.listJobs(actorOf(ctx), { args, accountId: args.accountId, search: args.search, enabled: args.enabled }),
    },
    countedConnection('MonitoringReportJobConnection'),
  ),
);

builder.queryField('monitoringReportJob', (t) =>
  t.field({
    ...readOf(ReportJobType, { can: 'monitor_report_job' }),
    args: { id: t.arg.id({ required: true }), accountId: t.arg.id() },
    resolve: (_root, args, ctx) => ctx.services.monitoringReports.getJob(actorOf(ctx), args.id, args.accountId),
  }),
);

builder.queryField('monitoringReports', (t) =>
  t.connection(
    {
      ...readOf(ReportType, { can: 'monitor_report' }, '/Monitoring/report/list: produced reports, newest first.'),
      args: { accountId: t.arg.id(), jobId: t.arg.id({ description: "Only this job's reports." }), search: t.arg.string({ description: 'Part of the task name, any case.' }) },
      resolve: (_root, args, ctx) => ctx.services.monitoringReports.listReports(actorOf(ctx), { args, accountId: args.accountId, jobId: args.jobId, search: args.search }),
    },
    countedConnection('MonitoringReportConnection'),
  ),
);

type JobArgs = typeof ReportJobInput.$inferInput;
const inputOf = (input: JobArgs) => ({ ...input, startAt: new Date(input.startAt), endAt: new Date(input.endAt) });

entityMutations({ entity: 'MonitoringReportJob', type: ReportJobType, input: ReportJobInput, can: 'monitor_report_job' }).calls({
  create: (input, { actor, scope, services }) => services.monitoringReports.createJob(actor, inputOf(input), scope),
  update: (id, input, { actor, scope, services }) => services.monitoringReports.updateJob(actor, id, inputOf(input), scope),
  remove: (id, { actor, scope, services }) => services.monitoringReports.deleteJob(actor, id, scope),
});

builder.mutationField('setMonitoringReportJobEnabled', (t) =>
  t.field({
    ...changeOf(ReportJobType, { can: 'monitor_report_job' }, 'Enables or disables a report job.'),
    args: { id: t.arg.id({ required: true }), enabled: t.arg.boolean({ required: true }), accountId: t.arg.id() },
    resolve: (_root, args, ctx) => ctx.services.monitoringReports.setJobEnabled(actorOf(ctx), args.id, args.enabled, scopeOf(ctx, args)),
  }),
);

builder.mutationField('runMonitoringReportJob', (t) =>
  t.field({
    ...changeOf(ReportType, { can: 'monitor_report_job' }, "Run now: a report of the job's current period so far, produced at once."),
    args: { id: t.arg.id({ required: true }), accountId: t.arg.id() },
    resolve: (_root, args, ctx) => ctx.services.monitoringReports.runJobNow(actorOf(ctx), args.id, scopeOf(ctx, args)),
  }),
);

builder.mutationField('deleteMonitoringReport', (t) =>
  t.field({
    ...changeOf('Boolean', { can: 'monitor_report_job' }, 'Deletes a produced report and its file (needs monitor_report_job and monitor_report).'),
    args: { id: t.arg.id({ required: true }), accountId: t.arg.id() },
    resolve: (_root, args, ctx) => ctx.services.monitoringReports.deleteReport(actorOf(ctx), args.id, scopeOf(ctx, args)),
  }),
);
