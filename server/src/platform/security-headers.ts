import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The console: Vite's module scripts and chunks from our own origin, never inline scripts.
 * Chakra (emotion) injects `<style>` elements at run time, hence `'unsafe-inline'` for styles
 * only; avatars, charts and the captcha are `data:`/`blob:` images; graphql-ws connects back
 * to the same host (listed besides `'self'` for browsers that predate CSP 3's ws matching).
 */
function consolePolicy(host: string | undefined): string {
  const sockets = host && /^[\w.:[\]-]+$/.test(host) ? ` ws://${host} wss://${host}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${sockets}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * An HTML report is a stand-alone document with one inline `<style>` and inline style
 * attributes; it runs no script and loads nothing.
 */
export const REPORT_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** JSON answers, downloads and anything else that is not a page: nothing may run or load. */
const NON_DOCUMENT_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * GraphiQL (outside production only) is Yoga's page: inline bootstrap scripts and its bundle,
 * styles and Monaco workers from unpkg.
 */
const GRAPHIQL_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' https://unpkg.com",
  "style-src 'self' 'unsafe-inline' https://unpkg.com",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data: https://unpkg.com",
  "worker-src 'self' blob:",
  "connect-src 'self' ws: wss:",
  "frame-ancestors 'none'",
].join('; ');

const HSTS = 'max-age=31536000; includeSubDomains';

/** Paths whose answers depend on who asks: never stored by a browser or proxy. */
function isApi(url: string): boolean {
  return url.startsWith('/api/') || url === '/graphql' || url.startsWith('/graphql?');
}

/**
 * Browser security headers on every answer: a Content-Security-Policy that fits what was
 * served (console, GraphiQL, report, data), no framing, no MIME sniffing, no referrer, HSTS when
 * the request came over TLS (directly, or through a trusted proxy's `X-Forwarded-Proto`), and
 * `Cache-Control: no-store` on API answers unless a route chose its own caching.
 */
export function registerSecurityHeaders(server: FastifyInstance): void {
  server.addHook('onSend', async (req: FastifyRequest, reply: FastifyReply, payload) => {
    const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    if (!reply.hasHeader('content-security-policy')) {
      const graphiql = html && (req.url === '/graphql' || req.url.startsWith('/graphql?'));
      reply.header('content-security-policy', graphiql ? GRAPHIQL_CSP : html ? consolePolicy(req.host) : NON_DOCUMENT_CSP);
    }
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'no-referrer');
    // Fastify's protocol is the socket's, or the trusted proxy's X-Forwarded-Proto.
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (isApi(req.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
