import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../authz/actor';
import type { RestContextFactory } from '../../rest/context-factory';
import type { SdkFilePlatform } from './sdk-files.tables';

/**
 * Downloads of system monitoring SDK files, fetched with the user's token: the newest enabled
 * version of a platform, or the enabled version `?id=` names.
 */
export function monitoringSdkFileRoutes(app: FastifyInstance, context: RestContextFactory): void {
  app.get<{ Params: { platform: string }; Querystring: { id?: string } }>('/monitor/sdk-file/:platform/download', async (req, reply) => {
    const ctx = await context(req, { auth: true });
    const id = typeof req.query.id === 'string' && req.query.id ? req.query.id : null;
    const file = await ctx.services.monitoringSdkFiles.download(actorOf(ctx), req.params.platform as SdkFilePlatform, id, ctx.meta.ip);
    return reply
      .header('content-type', file.contentType)
      .header('content-length', String(file.size))
      .header('content-disposition', `attachment; filename="${file.fileName.replace(/[^\w.() -]+/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(await file.open());
  });
}
