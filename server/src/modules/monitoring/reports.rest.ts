import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../authz/actor';
import type { RestContextFactory } from '../../rest/context-factory';

/** Downloads of produced monitoring reports (`/Monitoring/report/list`), fetched with the user's token. */
export function monitoringReportRoutes(app: FastifyInstance, context: RestContextFactory): void {
  // A system super admin names the account with `?accountId=`; others download from their own.
  app.get<{ Params: { reportId: string }; Querystring: { accountId?: string } }>('/monitor/report/download/:reportId', async (req, reply) => {
    const ctx = await context(req, { auth: true });
    const accountId = typeof req.query.accountId === 'string' ? req.query.accountId : null;
    const file = await ctx.services.monitoringReports.download(actorOf(ctx), req.params.reportId, { ...ctx.meta, accountId });
    return reply
      .header('content-type', file.contentType)
      .header('content-length', String(file.size))
      .header('content-disposition', `attachment; filename="${file.fileName.replace(/[^\w.() -]+/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
      .header('cache-control', 'private, no-store')
      .send(await file.open());
  });
}
