import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ValidationError } from '../../lib/errors';
import { REPORT_CSP } from '../../platform/security-headers';
import { ok } from '../../rest/envelope';
import type { RestContextFactory } from '../../rest/context-factory';
import type { AssessmentRow } from './assessment.repo';
import { REPORT_FORMATS } from './report/render-report';
import { actorOf } from '../../authz/actor';

const STATUSES = ['ready', 'processing', 'finished', 'failed'] as const;
const SUBMIT_TYPES = ['WEB', 'API', 'CLI', 'PC'] as const;

export const AddBody = z.object({ fileId: z.string().min(1).max(64), templateId: z.string().max(64).nullish() });
export const IdBody = z.object({ id: z.string().min(1).max(64) });
export const IdsBody = z.object({ ids: z.array(z.string().max(64)).max(1000) });
export const ListBody = z.object({
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(500).nullish(),
  platform: z.enum(['android', 'ios']).nullish(),
  status: z.enum(STATUSES).nullish(),
  fileName: z.string().max(255).nullish(),
  submitType: z.enum(SUBMIT_TYPES).nullish(),
  sort: z.object({ field: z.enum(['createdAt', 'fileName', 'score']).default('createdAt'), order: z.enum(['asc', 'desc']).optional() }).optional(),
});
export const ReportQuery = z.object({ format: z.enum(REPORT_FORMATS).default('json') });

function parse<T>(schema: z.ZodType<T>, value: unknown, field: string): T {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) throw new ValidationError('fieldEmpty', { field: String(parsed.error.issues[0]?.path[0] ?? field) });
  return parsed.data;
}

/** An assessment job as REST answers it (spec §3 Assessment job). */
function jobView(row: AssessmentRow) {
  return {
    jobId: row.id,
    platform: row.platform,
    fileId: row.fileId,
    fileName: row.fileName,
    fileSize: row.fileSize,
    sha256: row.fileSha256,
    appName: row.appName,
    version: row.version,
    packageName: row.packageName,
    score: row.score,
    summary: row.summary,
    status: row.status,
    progress: row.progress,
    error: row.error,
    submitType: row.submitType,
    creator: row.creator,
    templateId: row.templateId,
    lang: row.lang,
    submitTime: row.createdAt.toISOString(),
    finishTime: row.finishedAt?.toISOString() ?? null,
  };
}

/** Assessment jobs for integrators and the console (spec §7 `scan/job/*`). */
export function assessmentRoutes(app: FastifyInstance, context: RestContextFactory): void {
  const small = { bodyLimit: 64 * 1024 };

  app.post('/scan/job/add', small, async (req) => {
    const ctx = await context(req, { auth: true });
    const body = parse(AddBody, req.body, 'fileId');
    const { jobId } = await ctx.services.assessments.submit(actorOf(ctx), body, { submitType: ctx.submitType, lang: ctx.lang, ip: ctx.meta.ip });
    return ok(ctx, { jobId });
  });

  app.post('/scan/job/list', small, async (req) => {
    const ctx = await context(req, { auth: true });
    const body = parse(ListBody, req.body, 'page');
    const connection = await ctx.services.assessments.list(actorOf(ctx), {
      args: { first: body.pageSize, after: body.cursor ?? undefined },
      skip: body.cursor ? 0 : ((body.page ?? 1) - 1) * body.pageSize,
      platform: body.platform,
      status: body.status,
      fileName: body.fileName,
      submitType: body.submitType,
      orderBy: body.sort?.field,
      direction: body.sort?.order,
    });
    return ok(ctx, {
      list: connection.edges.map((e) => jobView(e!.node)),
      total: connection.totalCount,
      page: body.cursor ? null : (body.page ?? 1),
      pageSize: body.pageSize,
      nextCursor: connection.pageInfo.hasNextPage ? connection.pageInfo.endCursor : null,
    });
  });

  app.post('/scan/job/get', small, async (req) => {
    const ctx = await context(req, { auth: true });
    return ok(ctx, jobView(await ctx.services.assessments.get(actorOf(ctx), parse(IdBody, req.body, 'id').id)));
  });

  app.post('/scan/job/cancel', small, async (req) => {
    const ctx = await context(req, { auth: true });
    return ok(ctx, jobView(await ctx.services.assessments.cancel(actorOf(ctx), parse(IdBody, req.body, 'id').id, ctx.meta)));
  });

  app.post('/scan/job/deleteByIds', small, async (req) => {
    const ctx = await context(req, { auth: true });
    const deleted = await ctx.services.assessments.delete(actorOf(ctx), parse(IdsBody, req.body, 'ids').ids, ctx.meta);
    return ok(ctx, { deleted });
  });

  app.get<{ Params: { jobId: string } }>('/scan/job/report/:jobId', async (req, reply) => {
    const ctx = await context(req, { auth: true });
    const { format } = parse(ReportQuery, req.query, 'format');
    const file = await ctx.services.assessments.report(actorOf(ctx), req.params.jobId, format, ctx.timeZone);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .header('content-security-policy', REPORT_CSP)
      .send(file.body);
  });
}
