import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../authz/actor';
import { ValidationError } from '../../lib/errors';
import type { RestContextFactory } from '../../rest/context-factory';

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const date = (value: unknown): Date | null => (typeof value === 'string' && value ? new Date(value) : null);

/**
 * `GET /api/system/report/export/{csv|pdf}?from=&to=[&accountId=][&search=]`: the usage report
 * as a file, fetched with the user's token; the same permission and account scope as the page.
 */
export function systemReportRoutes(app: FastifyInstance, context: RestContextFactory): void {
  app.get<{ Params: { format: string }; Querystring: Record<string, unknown> }>('/system/report/export/:format', async (req, reply) => {
    const ctx = await context(req, { auth: true });
    const format = req.params.format;
    if (format !== 'csv' && format !== 'pdf') throw new ValidationError('badRequest');
    const q = req.query;
    const file = await ctx.services.systemReport.export(actorOf(ctx), { from: date(q.from), to: date(q.to), accountId: text(q.accountId), search: text(q.search) }, format, {
      lang: ctx.lang,
      timeZone: ctx.timeZone,
      ip: ctx.meta.ip,
    });
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(file.body);
  });
}
