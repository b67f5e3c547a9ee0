import { actorOf } from '../../authz/actor';
import { builder } from '../../graphql/builder';
import { countedConnection } from '../../graphql/connections';
import { changeOf, readOf } from '../../graphql/field-heads';
import type { DiskCleanRunRow } from './disk.repo';
import type { DiskService } from './disk.service';

type Settings = Awaited<ReturnType<DiskService['settings']>>;
type Usage = Awaited<ReturnType<DiskService['usage']>>;

const DiskSettingsType = builder.objectRef<Settings>('DiskSettings').implement({
  description: 'The console-wide retention (spec §3 disk settings).',
  fields: (t) => ({
    keepMonths: t.exposeInt('keepMonths', { description: 'Keep data for the past N months (the current month and the N whole months before it).' }),
    cleanIntervalHours: t.exposeInt('cleanIntervalHours', { description: 'The automatic clean runs every N hours (at least 1).' }),
    nextRunAt: t.expose('nextRunAt', { type: 'DateTime', nullable: true, description: 'When the next automatic clean is due.' }),
    cutoff: t.expose('cutoff', { type: 'DateTime', description: 'A clean run now removes what is dated before this instant.' }),
  }),
});

const DiskKind = builder.enumType('DiskUsageKind', { values: ['uploads', 'reports', 'hardened', 'events'] as const });

const DiskKindUsage = builder.objectRef<Usage['kinds'][number]>('DiskKindUsage').implement({
  fields: (t) => ({
    kind: t.field({ type: DiskKind, resolve: (k) => k.kind }),
    rows: t.exposeFloat('rows', { description: 'Stored records of this kind.' }),
    bytes: t.exposeFloat('bytes', { nullable: true, description: 'Bytes on disk; null where the database cannot tell.' }),
  }),
});

const FileStoreKind = builder.enumType('FileStoreKind', {
  description: 'Where the console keeps its files: the local data directory or an S3-compatible bucket.',
  values: { LOCAL: { value: 'local' }, S3: { value: 's3' } } as const,
});

const FileStoreType = builder.objectRef<Usage['fileStore']>('FileStore').implement({
  fields: (t) => ({
    kind: t.field({ type: FileStoreKind, resolve: (f) => f.kind }),
    bucket: t.exposeString('bucket', { nullable: true, description: 'The bucket on S3; null for the local directory.' }),
  }),
});

const DiskUsageType = builder.objectRef<Usage>('DiskUsage').implement({
  fields: (t) => ({
    kinds: t.field({ type: [DiskKindUsage], resolve: (u) => u.kinds }),
    databaseBytes: t.exposeFloat('databaseBytes', { nullable: true }),
    diskTotalBytes: t.exposeFloat('diskTotalBytes', { nullable: true, description: "The data directory's file system size." }),
    diskFreeBytes: t.exposeFloat('diskFreeBytes', { nullable: true, description: 'Space left on it for the console.' }),
    fileStore: t.field({
      type: FileStoreType,
      description: 'Where uploads, reports and hardened packages are kept; on S3 they are not on the data directory’s disk.',
      resolve: (u) => u.fileStore,
    }),
  }),
});

const DiskCleanCountsType = builder.objectRef<DiskCleanRunRow['counts']>('DiskCleanCounts').implement({
  description: 'What a clean run removed, by kind.',
  fields: (t) => ({
    eventPartitions: t.int({ resolve: (c) => c.eventPartitions ?? 0 }),
    events: t.float({ resolve: (c) => c.events ?? 0 }),
    rollups: t.float({ resolve: (c) => c.rollups ?? 0 }),
    assessments: t.int({ resolve: (c) => c.assessments ?? 0 }),
    hardeningJobs: t.int({ resolve: (c) => c.hardeningJobs ?? 0 }),
    otherJobs: t.int({ resolve: (c) => c.otherJobs ?? 0 }),
    monitorReports: t.int({ resolve: (c) => c.monitorReports ?? 0 }),
    files: t.int({ resolve: (c) => c.files ?? 0 }),
    tokens: t.int({ resolve: (c) => c.tokens ?? 0 }),
    signups: t.int({ resolve: (c) => c.signups ?? 0 }),
    mails: t.int({ resolve: (c) => c.mails ?? 0 }),
  }),
});

const DiskCleanRunType = builder.objectRef<DiskCleanRunRow>('DiskCleanRun').implement({
  description: 'One clean run and what it freed.',
  fields: (t) => ({
    id: t.exposeID('id'),
    trigger: t.exposeString('trigger', { description: '`schedule` or `manual`.' }),
    status: t.exposeString('status', { description: '`running`, `finished` or `failed`.' }),
    keepMonths: t.exposeInt('keepMonths'),
    cutoff: t.expose('cutoff', { type: 'DateTime' }),
    counts: t.field({ type: DiskCleanCountsType, resolve: (r) => r.counts }),
    freedBytes: t.float({ resolve: (r) => Number(r.freedBytes) }),
    error: t.exposeString('error', { nullable: true }),
    requestedBy: t.exposeString('requestedBy', { nullable: true }),
    startedAt: t.expose('startedAt', { type: 'DateTime' }),
    finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true }),
  }),
});

const DiskSettingsInput = builder.inputType('DiskSettingsInput', {
  fields: (t) => ({
    keepMonths: t.int({ required: true }),
    cleanIntervalHours: t.int({ required: true }),
  }),
});

const DiskCleanRequest = builder.objectRef<{ jobId: string; cutoff: Date }>('DiskCleanRequest').implement({
  fields: (t) => ({
    jobId: t.exposeID('jobId', { description: 'The queue job that runs the clean.' }),
    cutoff: t.expose('cutoff', { type: 'DateTime' }),
  }),
});

builder.queryField('diskSettings', (t) =>
  t.field({
    ...readOf(DiskSettingsType, { can: 'system_disk' }, 'The retention settings (system account users holding system_disk).'),
    resolve: (_root, _args, ctx) => ctx.services.disk.settings(actorOf(ctx)),
  }),
);

builder.queryField('diskUsage', (t) =>
  t.field({
    ...readOf(DiskUsageType, { can: 'system_disk' }, 'What uploads, reports, hardened packages and events take, and the free space.'),
    resolve: (_root, _args, ctx) => ctx.services.disk.usage(actorOf(ctx)),
  }),
);

builder.queryField('diskCleanRuns', (t) =>
  t.connection(
    {
      ...readOf(DiskCleanRunType, { can: 'system_disk' }, 'The clean runs, newest first.'),
      resolve: (_root, args, ctx) => ctx.services.disk.runs(actorOf(ctx), args),
    },
    countedConnection('DiskCleanRunConnection'),
  ),
);

builder.mutationField('updateDiskSettings', (t) =>
  t.field({
    ...changeOf(DiskSettingsType, { can: 'system_disk' }),
    args: { input: t.arg({ type: DiskSettingsInput, required: true }) },
    resolve: (_root, args, ctx) => ctx.services.disk.updateSettings(actorOf(ctx), args.input, { ip: ctx.meta.ip }),
  }),
);

builder.mutationField('cleanDiskNow', (t) =>
  t.field({
    ...changeOf(DiskCleanRequest, { can: 'system_disk' }, 'Enqueues the clean job at once (the same job as the automatic clean).'),
    resolve: (_root, _args, ctx) => ctx.services.disk.cleanNow(actorOf(ctx), { ip: ctx.meta.ip }),
  }),
);
