import { Kind, type ValueNode } from 'graphql';
import { HARDENING_KINDS, KIND_CODE } from '../../../../common/hardening-policy';
import type { PermissionRequirement } from '../../../../common/permissions';
import { actorOf } from '../../authz/actor';
import type { Context } from '../../context';
import { builder } from '../../graphql/builder';
import { countedConnection } from '../../graphql/connections';
import { changeOf, readOf } from '../../graphql/field-heads';
import { whileAllowed } from '../../graphql/live-session';
import { message } from '../../i18n/messages';
import { AppError } from '../../lib/errors';
import type { JobUpdate } from '../../platform/pubsub';
import { SubmitType } from '../assessment/assessment.schema';
import { SubscriptionProduct } from '../subscriptions/subscriptions.schema';
import { ENGINES } from './engines';
import type { HardeningJobRow, KeystoreRow, PolicyRow } from './hardening.repo';
import { HARDENING_JOB, HARDENING_STATUS } from './hardening.service';
import { SKIP, eventStream } from '../../graphql/event-stream';

const KINDS: PermissionRequirement = ['apk_protected', 'sdk_protected', 'ipa_protected', 'h5_protected'];

/** Any JSON value parsed from a literal (for option documents written inline in a query). */
function literalValue(node: ValueNode): unknown {
  switch (node.kind) {
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((f) => [f.name.value, literalValue(f.value)]));
    case Kind.LIST:
      return node.values.map(literalValue);
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.STRING:
    case Kind.ENUM:
      return node.value;
    case Kind.BOOLEAN:
      return node.value;
    default:
      return null;
  }
}

const JSONObject = builder.scalarType('JSONObject', {
  description: 'A JSON object: a policy’s options document, a protection report.',
  serialize: (value) => value as object,
  parseValue: (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new TypeError('JSONObject must be an object');
    return value as object;
  },
  parseLiteral: (node) => {
    const value = literalValue(node);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new TypeError('JSONObject must be an object');
    return value as object;
  },
});

export const HardeningKindEnum = builder.enumType('HardeningKind', {
  description: 'What is hardened: an Android app (APK/AAB), an Android SDK (AAR), an iOS app (IPA) or an H5/hybrid app.',
  values: { ANDROID: { value: 'android' }, ANDROID_SDK: { value: 'android-sdk' }, IPA: { value: 'ipa' }, H5: { value: 'h5' } } as const,
});

const HardeningStatus = builder.enumType('HardeningStatus', {
  description: 'Spec §4: waiting (queuing) → processing → success or failure (a cancelled job fails with `job.cancelled`).',
  values: { WAITING: { value: 'waiting' }, PROCESSING: { value: 'processing' }, SUCCESS: { value: 'success' }, FAILURE: { value: 'failure' } } as const,
});
const STATUS_OF_ENUM = { waiting: 'ready', processing: 'processing', success: 'finished', failure: 'failed' } as const;

const PolicyUser = builder.objectRef<{ id: string; username: string }>('HardeningPolicyUser').implement({
  fields: (t) => ({ id: t.exposeID('id'), username: t.exposeString('username') }),
});

const HardeningPolicy = builder.objectRef<PolicyRow>('HardeningPolicy').implement({
  description: 'A hardening policy (spec §3): the options a job applies, for one kind of input.',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: HardeningKindEnum, resolve: (p) => p.kind }),
    name: t.exposeString('name'),
    enabled: t.boolean({ resolve: (p) => p.status === 'enabled' }),
    remark: t.exposeString('remark'),
    options: t.field({ type: JSONObject, description: 'The options document of the kind (common/hardening-policy.ts).', resolve: (p) => p.options as object }),
    systemVersion: t.string({ description: 'The engine version that applies the policy.', resolve: (p) => ENGINES[p.kind].version }),
    users: t.field({
      type: [PolicyUser],
      description: 'Who may use the policy; empty means every user of the account.',
      resolve: (p, _args, ctx) => ctx.services.hardening.policyUsers(actorOf(ctx), p),
    }),
    creator: t.exposeString('creator'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const HardeningJob = builder.objectRef<HardeningJobRow>('HardeningJob').implement({
  description: 'A hardening job (spec §3). Files download from `/api/harden/job/download/{id}?what=protected|original|log|report`, each under its permission.',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: HardeningKindEnum, resolve: (j) => j.kind }),
    taskName: t.exposeString('taskName'),
    fileName: t.exposeString('fileName'),
    fileSize: t.float({ resolve: (j) => j.fileSize }),
    sha256: t.exposeString('fileSha256'),
    appName: t.exposeString('appName', { nullable: true }),
    version: t.exposeString('version', { nullable: true }),
    packageName: t.exposeString('packageName', { nullable: true, description: 'Android package name or iOS bundle ID.' }),
    policyId: t.exposeID('policyId', { nullable: true, description: 'Null once the policy is deleted; `policyName` stays.' }),
    policyName: t.exposeString('policyName'),
    protectedVersion: t.exposeString('engineVersion', { description: 'The engine version that protected the package.' }),
    status: t.field({ type: HardeningStatus, resolve: (j) => HARDENING_STATUS[j.status] }),
    progress: t.exposeInt('progress'),
    error: t.exposeString('error', { nullable: true, description: 'Why a failed job failed: `code: reason`.' }),
    submitType: t.field({ type: SubmitType, resolve: (j) => j.submitType }),
    creator: t.exposeString('creator'),
    outputName: t.exposeString('outputName', { nullable: true }),
    outputSize: t.float({ nullable: true, resolve: (j) => j.outputSize }),
    hasLog: t.boolean({ resolve: (j) => j.logPath !== null }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true }),
  }),
});

const HardeningEngine = builder.objectRef<{ kind: keyof typeof ENGINES }>('HardeningEngine').implement({
  description: 'Whether jobs of a kind can run here, and the engine that runs them.',
  fields: (t) => ({
    kind: t.field({ type: HardeningKindEnum, resolve: (e) => e.kind }),
    available: t.boolean({ resolve: (e) => ENGINES[e.kind].available }),
    version: t.string({ resolve: (e) => ENGINES[e.kind].version }),
    fileType: t.string({ description: 'What uploads it takes, e.g. `js/zip/apk/ipa`.', resolve: (e) => ENGINES[e.kind].fileType }),
    missing: t.string({
      nullable: true,
      description: 'Why jobs are refused, in the caller’s language.',
      resolve: (e, _a, ctx) => (ENGINES[e.kind].missing ? message(ctx.lang, ENGINES[e.kind].missing!) : null),
    }),
  }),
});

builder.queryField('hardeningEngines', (t) =>
  t.field({
    ...readOf([HardeningEngine], { can: KINDS }, 'The engines of the kinds the caller may use.'),
    resolve: (_root, _args, ctx) => HARDENING_KINDS.filter((kind) => actorOf(ctx).can(KIND_CODE[kind])).map((kind) => ({ kind })),
  }),
);

builder.queryField('hardeningPolicyUserChoices', (t) =>
  t.field({
    ...readOf([PolicyUser], { can: 'policy_add' }, 'The users of the account a policy may be shared with.'),
    resolve: (_root, _args, ctx) => ctx.services.hardening.policyUserChoices(actorOf(ctx)),
  }),
);

const PolicyFilter = builder.inputType('HardeningPolicyFilter', {
  fields: (t) => ({
    name: t.string({ description: 'Part of the name, case-insensitive.' }),
    enabled: t.boolean(),
    usable: t.boolean({ description: 'Only enabled policies the caller may use (the submit dialog’s list).' }),
  }),
});

builder.queryField('hardeningPolicies', (t) =>
  t.connection(
    {
      ...readOf(HardeningPolicy, { can: KINDS }),
      args: { kind: t.arg({ type: HardeningKindEnum, required: true }), filter: t.arg({ type: PolicyFilter }) },
      resolve: (_root, args, ctx) => {
        const f = args.filter ?? {};
        return ctx.services.hardening.listPolicies(actorOf(ctx), args.kind, {
          args,
          name: f.name,
          status: f.enabled === true ? 'enabled' : f.enabled === false ? 'disabled' : null,
          usable: f.usable === true,
        });
      },
    },
    countedConnection('HardeningPolicyConnection'),
  ),
);

builder.queryField('hardeningPolicy', (t) =>
  t.field({
    ...readOf(HardeningPolicy, { can: KINDS }),
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.hardening.getPolicy(actorOf(ctx), args.id),
  }),
);

const PolicyInput = builder.inputType('HardeningPolicyInput', {
  fields: (t) => ({
    name: t.string({ required: true, description: '1-50 characters, unique per kind in the account.' }),
    remark: t.string(),
    enabled: t.boolean(),
    options: t.field({ type: JSONObject, description: 'The options document, or `{preset: "low"|"balanced"|"maximum"}` with overrides.' }),
    userIds: t.idList({ description: 'Who may use it; empty for every user of the account.' }),
  }),
});

const PolicyPatch = builder.inputType('HardeningPolicyPatch', {
  fields: (t) => ({ name: t.string(), remark: t.string(), enabled: t.boolean(), options: t.field({ type: JSONObject }), userIds: t.idList() }),
});

const status = (enabled: boolean | null | undefined) => (enabled === true ? 'enabled' : enabled === false ? 'disabled' : null);

builder.mutationField('createHardeningPolicy', (t) =>
  t.field({
    ...changeOf(HardeningPolicy, { can: KINDS }),
    args: { kind: t.arg({ type: HardeningKindEnum, required: true }), input: t.arg({ type: PolicyInput, required: true }) },
    resolve: (_root, { kind, input }, ctx) =>
      ctx.services.hardening.createPolicy(
        actorOf(ctx),
        kind,
        { name: input.name, remark: input.remark, status: status(input.enabled), options: input.options, userIds: input.userIds },
        ctx.meta,
      ),
  }),
);

builder.mutationField('updateHardeningPolicy', (t) =>
  t.field({
    ...changeOf(HardeningPolicy, { can: KINDS }),
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: PolicyPatch, required: true }) },
    resolve: (_root, { id, input }, ctx) =>
      ctx.services.hardening.updatePolicy(
        actorOf(ctx),
        id,
        { name: input.name ?? undefined, remark: input.remark, status: status(input.enabled), options: input.options ?? undefined, userIds: input.userIds },
        ctx.meta,
      ),
  }),
);

builder.mutationField('duplicateHardeningPolicy', (t) =>
  t.field({
    ...changeOf(HardeningPolicy, { can: KINDS }),
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.hardening.duplicatePolicy(actorOf(ctx), args.id, ctx.meta),
  }),
);

builder.mutationField('deleteHardeningPolicies', (t) =>
  t.field({
    ...changeOf('Int', { can: KINDS }, 'Deletes policies no unfinished job uses; answers how many.'),
    args: { ids: t.arg.idList({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.hardening.deletePolicies(actorOf(ctx), args.ids, ctx.meta),
  }),
);

const JobFilter = builder.inputType('HardeningJobFilter', {
  fields: (t) => ({
    status: t.field({ type: HardeningStatus }),
    search: t.string({ description: 'Part of the task, file or package name, case-insensitive.' }),
    submitType: t.field({ type: SubmitType }),
  }),
});

builder.queryField('hardeningJobs', (t) =>
  t.connection(
    {
      ...readOf(HardeningJob, { can: KINDS }),
      args: { kind: t.arg({ type: HardeningKindEnum }), filter: t.arg({ type: JobFilter }) },
      resolve: (_root, args, ctx) => {
        const f = args.filter ?? {};
        return ctx.services.hardening.listJobs(actorOf(ctx), {
          args,
          kind: args.kind,
          status: f.status ? STATUS_OF_ENUM[f.status] : null,
          search: f.search,
          submitType: f.submitType,
        });
      },
    },
    countedConnection('HardeningJobConnection'),
  ),
);

builder.queryField('hardeningJob', (t) =>
  t.field({
    ...readOf(HardeningJob, { can: KINDS }),
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.hardening.getJob(actorOf(ctx), args.id),
  }),
);

builder.queryField('hardeningReport', (t) =>
  t.field({
    ...readOf(JSONObject, { can: KINDS }, 'The protection report of a successful job.'),
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => (await ctx.services.hardening.report(actorOf(ctx), args.id)).report as object,
  }),
);

const SubmitHardeningInput = builder.inputType('SubmitHardeningInput', {
  fields: (t) => ({
    fileId: t.id({ required: true, description: 'From `POST /api/file/upload` or a completed tus upload.' }),
    policyId: t.id({ required: true }),
    taskName: t.string({ description: 'Defaults to the file name without its extension.' }),
    keystoreId: t.id({ description: 'Android: the keystore (`keystores`) the hardened package is signed with; required for APK and AAB.' }),
  }),
});

builder.mutationField('submitHardening', (t) =>
  t.field({
    ...changeOf(HardeningJob, { can: KINDS }),
    args: { input: t.arg({ type: SubmitHardeningInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const { jobId } = await ctx.services.hardening.submit(actorOf(ctx), input, { submitType: ctx.submitType, ip: ctx.meta.ip });
      return ctx.services.hardening.getJob(actorOf(ctx), jobId);
    },
  }),
);

builder.mutationField('cancelHardening', (t) =>
  t.field({
    ...changeOf(HardeningJob, { can: KINDS }),
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.hardening.cancel(actorOf(ctx), args.id, ctx.meta),
  }),
);

builder.mutationField('deleteHardeningJobs', (t) =>
  t.field({
    ...changeOf('Int', { can: KINDS }, 'Deletes jobs permanently with their outputs; answers how many.'),
    args: { ids: t.arg.idList({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.hardening.deleteJobs(actorOf(ctx), args.ids, ctx.meta),
  }),
);

type Dashboard = Awaited<ReturnType<Context['services']['hardening']['dashboard']>>;

const KindStatusCount = builder.objectRef<Dashboard['counts'][number]>('HardeningStatusCount').implement({
  fields: (t) => ({
    kind: t.field({ type: HardeningKindEnum, resolve: (c) => c.kind }),
    status: t.field({ type: HardeningStatus, resolve: (c) => HARDENING_STATUS[c.status] }),
    count: t.exposeInt('count'),
  }),
});

const HardeningTrendDay = builder.objectRef<Dashboard['trend'][number]>('HardeningTrendDay').implement({
  fields: (t) => ({
    day: t.exposeString('day', { description: 'YYYY-MM-DD in the request’s time zone.' }),
    submitted: t.exposeInt('submitted'),
    success: t.exposeInt('success'),
    failure: t.exposeInt('failure'),
  }),
});

const HardeningMonth = builder.objectRef<Dashboard['months'][number]>('HardeningMonth').implement({
  description: 'Jobs of one kind in one calendar month: what a subscription counts.',
  fields: (t) => ({
    month: t.exposeString('month', { description: 'YYYY-MM in the request’s time zone.' }),
    kind: t.field({ type: HardeningKindEnum, resolve: (m) => m.kind }),
    jobs: t.exposeInt('jobs'),
    success: t.exposeInt('success'),
  }),
});

const HardeningBillingMonth = builder.objectRef<Dashboard['billing'][number]>('HardeningBillingMonth').implement({
  description: 'One month of one hardening subscription of the account: its quota and the jobs submitted (UTC months).',
  fields: (t) => ({
    month: t.exposeString('month', { description: 'YYYY-MM (UTC).' }),
    product: t.field({ type: SubscriptionProduct, resolve: (m) => m.product }),
    subscriptionId: t.exposeID('subscriptionId'),
    quota: t.exposeInt('quota', { nullable: true, description: 'Jobs a month; null: no limit.' }),
    used: t.exposeInt('used'),
    billingEmail: t.exposeString('billingEmail', { nullable: true }),
  }),
});

const HardeningDashboard = builder.objectRef<Dashboard>('HardeningDashboard').implement({
  fields: (t) => ({
    days: t.exposeInt('days'),
    counts: t.field({ type: [KindStatusCount], resolve: (d) => d.counts }),
    trend: t.field({ type: [HardeningTrendDay], resolve: (d) => d.trend }),
    months: t.field({ type: [HardeningMonth], description: 'The last twelve months, newest first.', resolve: (d) => d.months }),
    billing: t.field({
      type: [HardeningBillingMonth],
      description: "Billing history: the account's subscriptions to the hardening products the caller may read, per month over the last twelve, newest first.",
      resolve: (d) => d.billing,
    }),
  }),
});

builder.queryField('hardeningDashboard', (t) =>
  t.field({
    ...readOf(HardeningDashboard, { can: KINDS }),
    args: { days: t.arg.int({ defaultValue: 30, description: '1-365' }) },
    resolve: (_root, args, ctx) => ctx.services.hardening.dashboard(actorOf(ctx), { days: args.days ?? 30, timeZone: ctx.timeZone }),
  }),
);

/** The account's hardening job updates the caller may see; status and progress from the event. */
function visibleUpdates(ctx: Context, updates: AsyncIterable<JobUpdate>): AsyncIterableIterator<HardeningJobRow> {
  return eventStream(updates, async (update): Promise<HardeningJobRow | typeof SKIP> => {
    if (update.kind !== HARDENING_JOB) return SKIP;
    try {
      const row = await ctx.services.hardening.getJob(actorOf(ctx), update.id);
      return { ...row, status: update.status, progress: update.progress, error: update.error };
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      return SKIP;
    }
  });
}

builder.subscriptionField('hardeningJobUpdated', (t) =>
  t.field({
    ...readOf(HardeningJob, { can: KINDS }, 'Status and progress changes of the account’s hardening jobs.'),
    subscribe: (_root, _args, ctx) =>
      visibleUpdates(
        ctx,
        whileAllowed(ctx, ctx.deps.pubsub.subscribe('job:updated', actorOf(ctx).accountId), (actor) => actor.assertCan(KINDS)),
      ),
    resolve: (job) => job,
  }),
);

const Keystore = builder.objectRef<KeystoreRow>('HardeningKeystore').implement({
  description: 'A signing keystore (spec §3): its certificate’s facts. The file and its passwords are sealed and never leave the server.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    fileName: t.exposeString('fileName'),
    storeType: t.exposeString('storeType', { description: '`jks` or `pkcs12`.' }),
    alias: t.exposeString('alias'),
    signatureScheme: t.exposeString('signatureScheme', { description: '`v1`, `v2`, `v1v2` or `v1v2v3`.' }),
    subject: t.exposeString('subject'),
    issuer: t.exposeString('issuer'),
    serialNumber: t.exposeString('serialNumber'),
    notBefore: t.expose('notBefore', { type: 'DateTime' }),
    notAfter: t.expose('notAfter', { type: 'DateTime' }),
    sha256: t.exposeString('sha256', { description: 'SHA-256 of the signing certificate.' }),
    keyAlgorithm: t.exposeString('keyAlgorithm'),
    creator: t.exposeString('creator'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryField('hardeningKeystores', (t) =>
  t.connection(
    {
      ...readOf(Keystore, { can: 'keystore' }, 'The account’s signing keystores; they are added with `POST /api/harden/keystore/add` (multipart).'),
      resolve: (_root, args, ctx) => ctx.services.keystores.list(actorOf(ctx), args),
    },
    countedConnection('HardeningKeystoreConnection'),
  ),
);

builder.mutationField('deleteHardeningKeystores', (t) =>
  t.field({
    ...changeOf('Int', { can: 'keystore' }, 'Deletes keystores; answers how many.'),
    args: { ids: t.arg.idList({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.keystores.delete(actorOf(ctx), args.ids, ctx.meta),
  }),
);
