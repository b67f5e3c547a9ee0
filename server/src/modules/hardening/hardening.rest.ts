import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HARDENING_KINDS } from '../../../../common/hardening-policy';
import { actorOf } from '../../authz/actor';
import { REPORT_CSP } from '../../platform/security-headers';
import { parseBody } from '../../rest/body';
import type { RestContextFactory } from '../../rest/context-factory';
import { ok } from '../../rest/envelope';
import { ValidationError } from '../../lib/errors';
import type { HardeningJobRow, KeystoreRow, PolicyRow } from './hardening.repo';
import { KEYSTORE_MAX_BYTES, SIGNATURE_SCHEMES } from './keystores.service';
import { PROTECTION_REPORT_FORMATS, renderProtectionReport } from './protection-report';
import { HARDENING_STATUS } from './hardening.service';

const id = z.string().min(1).max(64);
const kind = z.enum(HARDENING_KINDS);
const STATUS_OF = { waiting: 'ready', processing: 'processing', success: 'finished', failure: 'failed' } as const;

export const PolicyAdd = z.object({
  kind,
  name: z.string().max(200),
  options: z.record(z.string(), z.unknown()).default({}),
  remark: z.string().max(2000).nullish(),
  status: z.enum(['enabled', 'disabled']).nullish(),
  userIds: z.array(id).max(1000).nullish(),
});
export const PolicyUpdate = PolicyAdd.omit({ kind: true }).partial().extend({ id });
export const PolicyList = z.object({
  kind,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(500).nullish(),
  name: z.string().max(200).nullish(),
  status: z.enum(['enabled', 'disabled']).nullish(),
});
export const JobAdd = z.object({ fileId: id, policyId: id, taskName: z.string().max(200).nullish(), keystoreId: z.string().max(64).nullish() });
export const JobList = z.object({
  kind: kind.nullish(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(500).nullish(),
  status: z.enum(['waiting', 'processing', 'success', 'failure']).nullish(),
  search: z.string().max(255).nullish(),
  submitType: z.enum(['WEB', 'API', 'CLI', 'PC']).nullish(),
});
export const IdBody = z.object({ id });
export const IdsBody = z.object({ ids: z.array(z.string().max(64)).max(1000) });
export const DownloadQuery = z.object({ what: z.enum(['protected', 'original', 'log', 'report']).default('protected'), format: z.enum(PROTECTION_REPORT_FORMATS).default('html') });

function policyView(row: PolicyRow) {
  return {
    policyId: row.id,
    kind: row.kind,
    name: row.name,
    status: row.status,
    remark: row.remark,
    options: row.options,
    userIds: row.userIds,
    creator: row.creator,
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
  };
}

/** A hardening job as REST answers it (spec §3 Hardening job, §4 states). */
function jobView(row: HardeningJobRow) {
  return {
    jobId: row.id,
    kind: row.kind,
    taskName: row.taskName,
    fileId: row.fileId,
    fileName: row.fileName,
    fileSize: row.fileSize,
    sha256: row.fileSha256,
    appName: row.appName,
    version: row.version,
    packageName: row.packageName,
    policyId: row.policyId,
    policyName: row.policyName,
    protectedVersion: row.engineVersion,
    status: HARDENING_STATUS[row.status],
    progress: row.progress,
    error: row.error,
    submitType: row.submitType,
    creator: row.creator,
    outputName: row.outputName,
    outputSize: row.outputSize,
    submitTime: row.createdAt.toISOString(),
    finishTime: row.finishedAt?.toISOString() ?? null,
  };
}

interface Page<Row> {
  edges: readonly ({ node: Row } | null)[];
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
}

/** A page of a list as REST answers it; `nextCursor` continues it. */
function listAnswer<Row, View>(connection: Page<Row>, view: (row: Row) => View, pageSize: number) {
  return {
    list: connection.edges.map((e) => view(e!.node)),
    total: connection.totalCount,
    pageSize,
    nextCursor: connection.pageInfo.hasNextPage ? (connection.pageInfo.endCursor ?? null) : null,
  };
}

/** A keystore as REST answers it: the certificate's facts, never the file or its passwords. */
function keystoreView(row: KeystoreRow) {
  return {
    keystoreId: row.id,
    name: row.name,
    fileName: row.fileName,
    storeType: row.storeType,
    alias: row.alias,
    signatureScheme: row.signatureScheme,
    subject: row.subject,
    issuer: row.issuer,
    serialNumber: row.serialNumber,
    notBefore: row.notBefore.toISOString(),
    notAfter: row.notAfter.toISOString(),
    sha256: row.sha256,
    keyAlgorithm: row.keyAlgorithm,
    creator: row.creator,
    createTime: row.createdAt.toISOString(),
  };
}

export const KeystoreFields = z.object({
  name: z.string().max(200).optional(),
  storePassword: z.string().min(1).max(1000),
  alias: z.string().min(1).max(500),
  aliasPassword: z.string().max(1000).optional(),
  signatureScheme: z.enum(SIGNATURE_SCHEMES as [string, ...string[]]).optional(),
});
export const KeystoreList = z.object({ pageSize: z.coerce.number().int().min(1).max(100).default(20), cursor: z.string().max(500).nullish() });

/** Hardening for integrators (README "REST"): policies, jobs and their downloads. */
export function hardeningRoutes(app: FastifyInstance, context: RestContextFactory): void {
  const small = { bodyLimit: 256 * 1024 };

  app.post('/harden/policy/add', small, async (req) => {
    const ctx = await context(req, { auth: true });
    const body = parseBody(PolicyAdd, req.body, 'name');
    const row = await ctx.services.hardening.createPolicy(actorOf(ctx), body.kind, body, ctx.meta);
    return ok(ctx, { policyId: row.id });
  });

  app.post('/harden/policy/list', small, async (req) => {
    const ctx = await context(req, { auth: true });
    const body = parseBody(PolicyList, req.body, 'kind');
    const connection = await ctx.services.hardening.listPolicies(actorOf(ctx), body.kind, {
      args: { first: body.pageSize, after: body.cursor ?? undefined },
      name: body.name,
      status: body.status,
    });
    return ok(ctx, listAnswer(connection, policyView, body.pageSize));
  });

  app.post('/harden/policy/get', small, async (req) => {
    const ctx = await context(req, { auth: true });
    return ok(ctx, policyView(await ctx.services.hardening.getPolicy(actorOf(ctx), parseBody(IdBody, req.body, 'id').id)));
  });

  app.post('/harden/policy/update', small, async (req) => {
    const ctx = await context(req, { auth: true });
    const { id: policyId, ...patch } = parseBody(PolicyUpdate, req.body, 'id');
    return ok(ctx, policyView(await ctx.services.hardening.updatePolicy(actorOf(ctx), policyId, patch, ctx.meta)));
  });

  app.post('/harden/policy/deleteByIds', small, async (req) => {
    const ctx = await context(req, { auth: true });
    const deleted = await ctx.services.hardening.deletePolicies(actorOf(ctx), parseBody(IdsBody, req.body, 'ids').ids, ctx.meta);
    return ok(ctx, { deleted });
  });

  app.post('/harden/job/add', small, async (req) => {
    const ctx = await context(req, { auth: true });
    const body = parseBody(JobAdd, req.body, 'fileId');
    return ok(ctx, await ctx.services.hardening.submit(actorOf(ctx), body, { submitType: ctx.submitType, ip: ctx.meta.ip }));
  });

  app.post('/harden/job/list', small, async (req) => {
    const ctx = await context(req, { auth: true });
    const body = parseBody(JobList, req.body, 'page');
    const connection = await ctx.services.hardening.listJobs(actorOf(ctx), {
      args: { first: body.pageSize, after: body.cursor ?? undefined },
      skip: body.cursor ? 0 : ((body.page ?? 1) - 1) * body.pageSize,
      kind: body.kind,
      status: body.status ? STATUS_OF[body.status] : null,
      search: body.search,
      submitType: body.submitType,
    });
    return ok(ctx, { ...listAnswer(connection, jobView, body.pageSize), page: body.cursor ? null : (body.page ?? 1) });
  });

  app.post('/harden/job/get', small, async (req) => {
    const ctx = await context(req, { auth: true });
    return ok(ctx, jobView(await ctx.services.hardening.getJob(actorOf(ctx), parseBody(IdBody, req.body, 'id').id)));
  });

  app.post('/harden/job/cancel', small, async (req) => {
    const ctx = await context(req, { auth: true });
    return ok(ctx, jobView(await ctx.services.hardening.cancel(actorOf(ctx), parseBody(IdBody, req.body, 'id').id, ctx.meta)));
  });

  app.post('/harden/job/deleteByIds', small, async (req) => {
    const ctx = await context(req, { auth: true });
    const deleted = await ctx.services.hardening.deleteJobs(actorOf(ctx), parseBody(IdsBody, req.body, 'ids').ids, ctx.meta);
    return ok(ctx, { deleted });
  });

  app.register(async (uploads) => {
    // One keystore file and its text fields; one byte over the cap lets the service refuse it.
    await uploads.register(multipart, { limits: { files: 1, fileSize: KEYSTORE_MAX_BYTES + 1, fields: 10, fieldSize: 4096, parts: 11 } });
    uploads.post('/harden/keystore/add', async (req) => {
      const ctx = await context(req, { auth: true });
      if (!req.isMultipart()) throw new ValidationError('fileMissing');
      const part = await req.file();
      if (!part || part.fieldname !== 'file') throw new ValidationError('fileMissing');
      const bytes = await part.toBuffer();
      const fields = Object.fromEntries(Object.entries(part.fields).flatMap(([k, v]) => (v && !Array.isArray(v) && 'value' in v ? [[k, v.value]] : [])));
      const body = parseBody(KeystoreFields, fields, 'storePassword');
      const row = await ctx.services.keystores.add(
        actorOf(ctx),
        {
          ...body,
          aliasPassword: body.aliasPassword ?? '',
          signatureScheme: body.signatureScheme as (typeof SIGNATURE_SCHEMES)[number] | undefined,
          fileName: part.filename,
          bytes,
        },
        ctx.meta,
      );
      return ok(ctx, keystoreView(row));
    });
  });

  app.post('/harden/keystore/list', small, async (req) => {
    const ctx = await context(req, { auth: true });
    const body = parseBody(KeystoreList, req.body, 'pageSize');
    const connection = await ctx.services.keystores.list(actorOf(ctx), { first: body.pageSize, after: body.cursor ?? undefined });
    return ok(ctx, listAnswer(connection, keystoreView, body.pageSize));
  });

  app.post('/harden/keystore/deleteByIds', small, async (req) => {
    const ctx = await context(req, { auth: true });
    return ok(ctx, { deleted: await ctx.services.keystores.delete(actorOf(ctx), parseBody(IdsBody, req.body, 'ids').ids, ctx.meta) });
  });

  app.get<{ Params: { jobId: string } }>('/harden/job/download/:jobId', async (req, reply) => {
    const ctx = await context(req, { auth: true });
    const { what, format } = parseBody(DownloadQuery, req.query, 'what');
    if (what === 'report') {
      const { job, report } = await ctx.services.hardening.report(actorOf(ctx), req.params.jobId);
      const file = await renderProtectionReport(job, report, format, ctx.lang);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', REPORT_CSP)
        .send(file.body);
    }
    const file = await ctx.services.hardening.download(actorOf(ctx), req.params.jobId, what, ctx.meta);
    return reply
      .header('content-type', file.contentType)
      .header('content-length', String(file.size))
      .header('content-disposition', `attachment; filename="${file.fileName.replace(/[^\w.() -]+/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
      .header('cache-control', 'private, no-store')
      .send(await file.open());
  });
}
