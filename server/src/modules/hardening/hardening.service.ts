import path from 'node:path';
import type { Readable } from 'node:stream';
import type { DefaultConnectionArguments } from '@pothos/plugin-relay';
import { HARDENING_KINDS, KIND_CODE, parsePolicyOptions, type HardeningKind } from '../../../../common/hardening-policy';
import type { PermissionCode } from '../../../../common/permissions';
import type { Actor } from '../../authz/actor';
import type { Database } from '../../db/database';
import type { EnabledStatus, JobStatus, SubmitType } from '../../db/schema';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { displayFileName } from '../../lib/file-name';
import { cursorFor, dateKey, keysetClause } from '../../lib/keyset';
import { byCreation, keysetConnection } from '../../lib/paging';
import { isUuid, requireBatch } from '../../lib/validation';
import type { Auditor } from '../../platform/auditor';
import { keyOf, type FileStore } from '../../platform/file-store';
import type { FilesService } from '../files/files.service';
import { ENGINES } from './engines';
import type { MonitoredAppsService } from '../monitoring/apps.service';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service';
import * as repo from './hardening.repo';

/** The job kind that runs a hardening job. */
export const HARDENING_JOB = 'hardening';

/** What a hardening job carries: the input and the policy as it was when the job was submitted. */
export interface HardeningPayload {
  kind: HardeningKind;
  fileId: string;
  policyId: string;
  options: unknown;
  /** Android: the account's keystore the output is signed with. */
  keystoreId?: string;
}

/** A policy's fields as the console edits them (spec §3 Hardening policy). */
export interface PolicyInput {
  name: string;
  remark?: string | null;
  status?: EnabledStatus | null;
  options?: unknown;
  userIds?: string[] | null;
}

/** Spec §4 hardening states, from the queue's. */
export const HARDENING_STATUS: Record<JobStatus, 'waiting' | 'processing' | 'success' | 'failure'> = {
  ready: 'waiting',
  processing: 'processing',
  finished: 'success',
  failed: 'failure',
};

export type DownloadWhat = 'protected' | 'original' | 'log';
const DOWNLOAD_CODE: Record<DownloadWhat, PermissionCode> = { protected: 'hardening_download', original: 'download_source', log: 'download_log' };

export interface Download {
  /** The file store key. */
  key: string;
  fileName: string;
  contentType: string;
  size: number;
  /** Streams the bytes from the file store. */
  open(): Promise<Readable>;
}

const MAX_NAME = 50;
const MAX_REMARK = 500;

/**
 * Hardening (spec §2 hardening and hardening-policy routes, §3, §4): policies per kind, jobs
 * that run them, and the downloads of each job. Every call needs the kind's code (`apk_protected`,
 * `sdk_protected`, `ipa_protected`, `h5_protected`, which the licence gates) besides the action's
 * own (`policy_view`, `policy_add`, `policy_duplicate`, `hardening_view`, `hardening_submit`,
 * `hardening_download`, `download_source`, `download_log`), and happens in the caller's own
 * account: another account's policies and jobs are not found.
 */
export class HardeningService {
  constructor(
    private readonly db: Database,
    private readonly audit: Auditor,
    private readonly queue: JobQueue,
    private readonly files: FilesService,
    /** The file store: outputs live under `hardening/<account>/<job>/`. */
    private readonly store: FileStore,
    /** Monitoring's apps, which protected apps may report to. */
    private readonly monitoredApps?: MonitoredAppsService,
    /** The account's subscriptions: a job needs its kind's product active and under its monthly quota. */
    private readonly subscriptions?: SubscriptionsService,
  ) {}

  // -------------------------------------------------------------------------------------------
  // Policies
  // -------------------------------------------------------------------------------------------

  listPolicies(actor: Actor, kind: HardeningKind, options: { args: DefaultConnectionArguments; name?: string | null; status?: EnabledStatus | null; usable?: boolean }) {
    actor.assertCan(options.usable ? 'hardening_submit' : 'policy_view');
    actor.assertCan(KIND_CODE[kind]);
    const filter: repo.PolicyFilter = {
      accountId: actor.accountId,
      kind,
      name: options.name?.trim() || null,
      status: options.usable ? 'enabled' : options.status,
      usableBy: options.usable ? actor.user.id : null,
    };
    return byCreation({ args: options.args, table: 'p', fetch: (page) => repo.listPolicies(this.db, filter, page), count: () => repo.countPolicies(this.db, filter) });
  }

  async getPolicy(actor: Actor, id: string): Promise<repo.PolicyRow> {
    actor.assertCan('policy_view|hardening_submit');
    if (!isUuid(id)) throw new NotFoundError();
    const row = await repo.findPolicy(this.db, actor.accountId, id);
    if (!row || !actor.can(KIND_CODE[row.kind])) throw new NotFoundError();
    return row;
  }

  async createPolicy(actor: Actor, kind: HardeningKind, input: PolicyInput, meta: { ip: string | null }): Promise<repo.PolicyRow> {
    this.assertCanEditPolicies(actor, kind, 'policy_add');
    const values = await this.policyValues(actor, kind, input);
    if (await repo.nameTaken(this.db, actor.accountId, kind, values.name)) throw new ConflictError('policyNameTaken');
    const row = await repo.insertPolicy(this.db, { ...values, accountId: actor.accountId, kind, createdBy: actor.user.id, creator: actor.user.username });
    await this.audit.byActor(actor, meta.ip, 'hardeningPolicy.create', { target: `policy:${row.name}` });
    return row;
  }

  async updatePolicy(actor: Actor, id: string, input: Partial<PolicyInput>, meta: { ip: string | null }): Promise<repo.PolicyRow> {
    const current = await this.getPolicy(actor, id);
    this.assertCanEditPolicies(actor, current.kind, 'policy_add');
    const values = await this.policyValues(actor, current.kind, {
      name: input.name ?? current.name,
      remark: input.remark ?? current.remark,
      status: input.status ?? current.status,
      options: input.options ?? current.options,
      userIds: input.userIds ?? current.userIds,
    });
    if (await repo.nameTaken(this.db, actor.accountId, current.kind, values.name, current.id)) throw new ConflictError('policyNameTaken');
    const row = await repo.updatePolicy(this.db, actor.accountId, current.id, values);
    await this.audit.byActor(actor, meta.ip, 'hardeningPolicy.update', { target: `policy:${row.name}` });
    return row;
  }

  /** A copy named "<name> (copy)", "<name> (copy 2)"… with the same options and users. */
  async duplicatePolicy(actor: Actor, id: string, meta: { ip: string | null }): Promise<repo.PolicyRow> {
    const source = await this.getPolicy(actor, id);
    this.assertCanEditPolicies(actor, source.kind, 'policy_duplicate');
    let name = '';
    for (let n = 1; n < 1000; n++) {
      const suffix = n === 1 ? ' (copy)' : ` (copy ${n})`;
      name = `${source.name.slice(0, MAX_NAME - suffix.length)}${suffix}`;
      if (!(await repo.nameTaken(this.db, actor.accountId, source.kind, name))) break;
    }
    const row = await repo.insertPolicy(this.db, {
      accountId: actor.accountId,
      kind: source.kind,
      name,
      status: source.status,
      remark: source.remark,
      options: source.options,
      userIds: source.userIds,
      createdBy: actor.user.id,
      creator: actor.user.username,
    });
    await this.audit.byActor(actor, meta.ip, 'hardeningPolicy.duplicate', { target: `policy:${source.name}`, reason: row.name });
    return row;
  }

  /** Deletes policies no unfinished job uses; jobs that ran them keep the policy's name. */
  async deletePolicies(actor: Actor, ids: string[], meta: { ip: string | null }): Promise<number> {
    const wanted = requireBatch(ids);
    if (!wanted.every(isUuid)) throw new NotFoundError();
    const rows = await repo.findPoliciesByIds(this.db, actor.accountId, wanted);
    if (rows.length !== wanted.length || rows.some((r) => !actor.can(KIND_CODE[r.kind]))) throw new NotFoundError();
    for (const kind of new Set(rows.map((r) => r.kind))) this.assertCanEditPolicies(actor, kind, 'policy_add');
    if ((await repo.policiesInUse(this.db, actor.accountId, wanted)).length > 0) throw new ConflictError('policyInUse');
    await repo.deletePolicies(this.db, actor.accountId, wanted);
    for (const row of rows) await this.audit.byActor(actor, meta.ip, 'hardeningPolicy.delete', { target: `policy:${row.name}` });
    return rows.length;
  }

  /** The users a policy is shared with (its user list), as names for display. */
  policyUsers(actor: Actor, row: repo.PolicyRow) {
    return repo.usersOfAccount(this.db, actor.accountId, row.userIds);
  }

  /** Who a policy editor may share policies with: the users of the account. */
  policyUserChoices(actor: Actor) {
    actor.assertCan('policy_add');
    return repo.accountUsers(this.db, actor.accountId, 1000);
  }

  private assertCanEditPolicies(actor: Actor, kind: HardeningKind, code: 'policy_add' | 'policy_duplicate'): void {
    actor.assertCanChange(code);
    actor.assertCan(KIND_CODE[kind]);
  }

  private async policyValues(actor: Actor, kind: HardeningKind, input: PolicyInput): Promise<repo.PolicyValues> {
    const name = (input.name ?? '').trim();
    if (name.length < 1 || [...name].length > MAX_NAME || /[\u0000-\u001f\u007f]/.test(name)) throw new ValidationError('policyNameInvalid');
    const remark = (input.remark ?? '').trim();
    if ([...remark].length > MAX_REMARK) throw new ValidationError('policyTextTooLong');
    const parsed = parsePolicyOptions(kind, input.options ?? {});
    if (!parsed.ok) {
      const first = parsed.issues[0];
      throw new ValidationError(first.message, { path: first.path });
    }
    const userIds = [...new Set(input.userIds ?? [])];
    if (!userIds.every(isUuid)) throw new NotFoundError();
    // Every listed user must be of the policy's account: another account's users are not found.
    if ((await repo.usersOfAccount(this.db, actor.accountId, userIds)).length !== userIds.length) throw new NotFoundError();
    return { name, remark, status: input.status ?? 'enabled', options: parsed.options, userIds };
  }

  // -------------------------------------------------------------------------------------------
  // Jobs
  // -------------------------------------------------------------------------------------------

  /** Submits an uploaded file with a policy the caller may use; answers the job id. */
  async submit(
    actor: Actor,
    input: { fileId: string; policyId: string; taskName?: string | null; keystoreId?: string | null },
    meta: { submitType: SubmitType; ip: string | null },
  ): Promise<{ jobId: string }> {
    // First: a lapsed subscription (or a used-up quota) is refused with a message naming the product.
    await this.subscriptions?.assertHardeningJobAllowed(actor.accountId, input.policyId);
    actor.assertCanChange('hardening_submit');
    const policy = await this.getPolicy(actor, input.policyId);
    actor.assertCan(KIND_CODE[policy.kind]);
    if (policy.status !== 'enabled' || (policy.userIds.length > 0 && !policy.userIds.includes(actor.user.id))) throw new ValidationError('policyNotUsable');
    const engine = ENGINES[policy.kind];
    if (!engine.available) throw new ValidationError(engine.missing!);
    const file = await this.files.get(actor, input.fileId);
    if (!engine.accepts.includes(file.kind)) throw new ValidationError('fileWrongType', { fileType: engine.fileType });
    const taskName = displayFileName(input.taskName?.trim() || file.originalName.replace(/\.[^.]+$/, ''), 'task').slice(0, 100);
    const payload: HardeningPayload = { kind: policy.kind, fileId: file.id, policyId: policy.id, options: policy.options };
    if (policy.kind === 'android') {
      // An Android package leaves signed with a keystore of the account (spec §3 Keystore).
      if (!input.keystoreId) throw new ValidationError('keystoreRequired');
      const keystore = isUuid(input.keystoreId) ? await repo.findKeystore(this.db, actor.accountId, input.keystoreId) : undefined;
      if (!keystore) throw new ValidationError('keystoreNotFound');
      if (file.kind === 'aab' && keystore.signatureScheme !== 'v1') throw new ValidationError('keystoreAabV1Only');
      payload.keystoreId = keystore.id;
      const monitoredApp = (policy.options as { reactions?: { monitoredApp?: string } } | null)?.reactions?.monitoredApp;
      if (monitoredApp && !(await this.monitoredApps?.reportTarget(actor.accountId, monitoredApp, 'android')))
        throw new ValidationError('hardeningMonitoredAppMissing', { appId: monitoredApp });
    }
    const job = await this.db.transaction().execute(async (trx) => {
      const created = await this.queue.enqueue(trx, { accountId: actor.accountId, kind: HARDENING_JOB, payload, maxAttempts: 2 });
      await repo.insertJob(trx, {
        id: created.id,
        accountId: actor.accountId,
        kind: policy.kind,
        taskName,
        fileId: file.id,
        fileName: file.originalName,
        fileSize: file.size,
        fileSha256: file.sha256,
        policyId: policy.id,
        policyName: policy.name,
        engineVersion: engine.version,
        submitType: meta.submitType,
        createdBy: actor.user.id,
        creator: actor.user.username,
      });
      return created;
    });
    this.queue.announce(job);
    await this.audit.byActor(actor, meta.ip, 'hardening.submit', { target: `hardening:${taskName}` });
    return { jobId: job.id };
  }

  async listJobs(
    actor: Actor,
    options: { args: DefaultConnectionArguments; skip?: number; kind?: HardeningKind | null; status?: JobStatus | null; search?: string | null; submitType?: SubmitType | null },
  ) {
    const filter: repo.JobFilter = {
      accountId: actor.accountId,
      kinds: this.readableKinds(actor, options.kind),
      status: options.status,
      search: options.search?.trim() || null,
      submitType: options.submitType,
    };
    const sort = dateKey<repo.HardeningJobRow>('h.createdAt', (r) => r.createdAt);
    let args = options.args;
    if (options.skip && options.skip > 0) {
      const { orderBy } = keysetClause(sort, 'h.id', 'desc', { inverted: false });
      const start = await repo.jobAt(this.db, filter, orderBy, options.skip - 1);
      if (!start)
        return { edges: [], pageInfo: { hasNextPage: false, hasPreviousPage: true, startCursor: null, endCursor: null }, totalCount: await repo.countJobs(this.db, filter) };
      args = { ...args, after: cursorFor(sort, start) };
    }
    return keysetConnection({
      args,
      sort,
      direction: 'desc',
      idColumn: 'h.id',
      fetch: (page) => repo.listJobs(this.db, filter, page),
      count: () => repo.countJobs(this.db, filter),
    });
  }

  async getJob(actor: Actor, id: string): Promise<repo.HardeningJobRow> {
    const kinds = this.readableKinds(actor);
    if (!isUuid(id)) throw new NotFoundError();
    const row = await repo.findJob(this.db, actor.accountId, id, kinds);
    if (!row) throw new NotFoundError();
    return row;
  }

  /** Cancels a waiting or processing job (spec §4); one that already ended answers 409. */
  async cancel(actor: Actor, id: string, meta: { ip: string | null }): Promise<repo.HardeningJobRow> {
    const row = await this.getJob(actor, id);
    this.assertCanChangeJobs(actor, row.kind);
    const outcome = await this.queue.cancel(actor.accountId, row.id);
    if (outcome === null) throw new NotFoundError();
    if (outcome === 'done') throw new ConflictError('jobNotCancellable');
    await this.audit.byActor(actor, meta.ip, 'hardening.cancel', { target: `hardening:${row.taskName}` });
    return this.getJob(actor, id);
  }

  /** Deletes jobs permanently with their outputs, and their uploads once nothing else uses them. */
  async deleteJobs(actor: Actor, ids: string[], meta: { ip: string | null }): Promise<number> {
    const wanted = requireBatch(ids);
    const kinds = this.readableKinds(actor);
    if (!wanted.every(isUuid)) throw new NotFoundError();
    const rows = await repo.findJobsByIds(this.db, actor.accountId, wanted, kinds);
    if (rows.length !== wanted.length) throw new NotFoundError();
    for (const kind of new Set(rows.map((r) => r.kind))) this.assertCanChangeJobs(actor, kind);
    // A running job is stopped first, so its worker does not write into a deleted folder.
    for (const row of rows) if (row.status === 'ready' || row.status === 'processing') await this.queue.cancel(actor.accountId, row.id);
    const paths = await this.db.transaction().execute(async (trx) => {
      const fileIds = await repo.deleteJobs(trx, actor.accountId, wanted);
      return this.files.removeUnused(trx, actor.accountId, fileIds);
    });
    await this.files.discard(paths);
    await Promise.all(rows.map((r) => this.store.deleteByPrefix(this.jobPrefix(actor.accountId, r.id))));
    for (const row of rows) await this.audit.byActor(actor, meta.ip, 'hardening.delete', { target: `hardening:${row.taskName}` });
    return rows.length;
  }

  /** A job's protected package, original upload or log, each under its own permission. */
  async download(actor: Actor, id: string, what: DownloadWhat, meta: { ip: string | null }): Promise<Download> {
    actor.assertCan(DOWNLOAD_CODE[what]);
    const row = await this.getJob(actor, id);
    const download = await this.downloadOf(actor, row, what);
    await this.audit.byActor(actor, meta.ip, 'hardening.download', { target: `hardening:${row.taskName}`, reason: what });
    return download;
  }

  /** The protection report of a finished job (what was applied, counts, before and after). */
  async report(actor: Actor, id: string): Promise<{ job: repo.HardeningJobRow; report: unknown }> {
    const row = await this.getJob(actor, id);
    if (row.status !== 'finished') throw new ConflictError('reportNotReady');
    const report = await repo.findReport(this.db, actor.accountId, row.id);
    if (!report) throw new ConflictError('reportNotReady');
    return { job: row, report };
  }

  /**
   * The hardening dashboard (spec §2) for the kinds the caller may read: jobs by kind and status
   * and a daily trend over the last `days` days, and jobs per month over the last year (the
   * billing view: what each month's subscription counts).
   */
  async dashboard(actor: Actor, options: { days: number; timeZone: string }) {
    const kinds = this.readableKinds(actor);
    const days = Math.max(1, Math.min(365, Math.round(options.days)));
    const since = new Date(Date.now() - days * 24 * 3600 * 1000);
    const [counts, trend, months, billing] = await Promise.all([
      repo.countByKindAndStatus(this.db, actor.accountId, kinds, since),
      repo.dailyTrend(this.db, actor.accountId, kinds, since, options.timeZone),
      repo.monthlyUsage(this.db, actor.accountId, kinds, options.timeZone),
      // The billing history reads the account's subscriptions.
      this.subscriptions?.billingHistory(
        actor.accountId,
        kinds.map((k) => KIND_CODE[k]),
      ) ?? [],
    ]);
    return { days, counts: counts.map((c) => ({ kind: c.kind, status: c.status, count: Number(c.count) })), trend, months, billing };
  }

  /** The file store folder (key prefix) of a job's outputs. */
  jobPrefix(accountId: string, jobId: string): string {
    return `hardening/${accountId}/${jobId}/`;
  }

  /** Where a job's outputs are on the local backend. */
  jobDir(accountId: string, jobId: string): string {
    return path.join(this.files.root, 'hardening', accountId, jobId);
  }

  private async downloadOf(actor: Actor, row: repo.HardeningJobRow, what: DownloadWhat): Promise<Download> {
    const base = row.taskName.replace(/[^\w.-]+/g, '_') || 'job';
    let file: Omit<Download, 'size' | 'open'> | null = null;
    if (what === 'protected') {
      if (row.status !== 'finished' || !row.outputPath) throw new ConflictError('hardeningNotReady');
      file = { key: keyOf(row.outputPath), fileName: row.outputName ?? `${base}.protected`, contentType: 'application/octet-stream' };
    } else if (what === 'original') {
      const upload = row.fileId ? await this.files.findInAccount(actor.accountId, row.fileId) : undefined;
      if (upload) file = { key: this.files.keyOf(upload), fileName: upload.originalName, contentType: 'application/octet-stream' };
    } else if (row.logPath) {
      file = { key: keyOf(row.logPath), fileName: `${base}.log.txt`, contentType: 'text/plain; charset=utf-8' };
    }
    const stat = file ? await this.store.stat(file.key).catch(() => null) : null;
    if (!file || !stat) throw new AppError('404', 'hardeningOutputMissing');
    const key = file.key;
    return { ...file, size: stat.size, open: () => this.store.get(key) };
  }

  private assertCanChangeJobs(actor: Actor, kind: HardeningKind): void {
    actor.assertCanChange('hardening_submit');
    actor.assertCan(KIND_CODE[kind]);
  }

  /** The kinds the actor may read jobs of, optionally narrowed to one (403 when it holds none). */
  private readableKinds(actor: Actor, only?: HardeningKind | null): HardeningKind[] {
    actor.assertCan('hardening_view');
    const kinds = HARDENING_KINDS.filter((k) => (!only || k === only) && actor.can(KIND_CODE[k]));
    if (kinds.length === 0) actor.assertCan(only ? KIND_CODE[only] : ['apk_protected', 'sdk_protected', 'ipa_protected', 'h5_protected']);
    return kinds;
  }
}
