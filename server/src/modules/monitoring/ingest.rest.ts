import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { message, parseLang } from '../../i18n/messages';
import type { Metrics } from '../../platform/metrics';
import { sendError } from '../../rest/envelope';
import { INGEST_LIMITS } from './ingest-limits';
import { SdkError, type IngestService, type SdkRequest } from './ingest.service';
import { etagMatches, signDocument } from './sdk-policy-document';

function sdkRequest(request: FastifyRequest, trustProxy: boolean): SdkRequest {
  return {
    method: request.method,
    url: request.url,
    headers: request.headers,
    body: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
    ip: request.ip,
    trustedRelay: trustProxy,
  };
}

/**
 * The SDK endpoints under /api/sdk/v1 (sdk/PROTOCOL.md). Bodies are read raw, because the
 * signature covers the bytes as sent (gzip included); the HTTP status always equals the
 * envelope's code.
 */
export function sdkRoutes(ingest: IngestService, options: { trustProxy: boolean; metrics?: Metrics | null }) {
  const metrics = options.metrics ?? null;
  return async (api: FastifyInstance) => {
    api.removeAllContentTypeParsers();
    api.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: INGEST_LIMITS.maxBatchBytes }, (_req, body, done) => done(null, body));
    // Browsers call from the web app's own origin. Requests are authenticated by their
    // signature, never by cookies, so any origin may send them.
    api.addHook('onRequest', async (_request, reply) => {
      reply.header('access-control-allow-origin', '*');
      reply.header('access-control-expose-headers', 'retry-after, etag, x-rampart-signature');
    });
    api.options('/*', async (_request, reply) =>
      reply
        .header('access-control-allow-methods', 'GET, POST')
        .header('access-control-allow-headers', 'content-type, content-encoding, lang, if-none-match, x-rampart-key, x-rampart-timestamp, x-rampart-nonce, x-rampart-signature')
        .header('access-control-max-age', '600')
        .status(204)
        .send(),
    );
    api.setErrorHandler((error, request, reply: FastifyReply) => {
      if (error instanceof SdkError && error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return sendError(request, reply, error);
    });

    // The body is signed as sent (X-Rampart-Signature) and its hash is the ETag: an SDK that
    // sends the ETag back in If-None-Match gets 304 while nothing changed.
    api.get('/config', async (request, reply) => {
      const { config, secret } = await ingest.config(sdkRequest(request, options.trustProxy));
      const body = JSON.stringify({ code: '200', msg: message(parseLang(request.headers['lang']), 'ok'), data: config });
      const { signature, etag } = signDocument(body, secret);
      reply.header('etag', etag).header('x-rampart-signature', signature).header('cache-control', 'no-cache');
      const ifNoneMatch = request.headers['if-none-match'];
      if (etagMatches(Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch, etag)) return reply.status(304).send();
      return reply.type('application/json; charset=utf-8').send(body);
    });

    // The HTTP status always equals the envelope's code, refusals (401, 429) included.
    const observeBatch = metrics
      ? { onResponse: async (_request: FastifyRequest, reply: FastifyReply) => metrics.ingestBatchDuration.observe({ code: reply.statusCode }, reply.elapsedTime / 1000) }
      : {};
    api.post('/events', observeBatch, async (request, reply) => {
      const result = await ingest.ingest(sdkRequest(request, options.trustProxy));
      if (metrics) {
        if (result.accepted > 0) metrics.ingestEvents.inc({ outcome: 'accepted' }, result.accepted);
        if (result.duplicates > 0) metrics.ingestEvents.inc({ outcome: 'duplicate' }, result.duplicates);
        if (result.rejected > 0) metrics.ingestEvents.inc({ outcome: 'rejected' }, result.rejected);
      }
      const lang = parseLang(request.headers['lang']);
      const msg = message(lang, result.code === '200' ? 'ok' : result.code === '413' ? 'sdkEventTooLarge' : 'sdkEventInvalid');
      return reply.status(Number(result.code)).send({ code: result.code, msg, data: result });
    });
  };
}
