import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildOpenApiDocument, type RegisteredRoute } from './document';
import { REST_ROUTES } from './routes';

/** Scalar's self-contained browser bundle, shipped in its npm package (no CDN). */
const SCALAR_BUNDLE = path.join(path.dirname(createRequire(import.meta.url).resolve('@scalar/api-reference')), 'browser', 'standalone.js');

/**
 * The page's own settings, as a same-origin script (the page's policy allows no inline script):
 * the document from this server, no web fonts, no telemetry, no AI agent or MCP link. The mount
 * point must not be `#api-reference`: the bundle mounts that one itself, with its defaults.
 */
const INIT_SCRIPT = `Scalar.createApiReference('#reference', ${JSON.stringify({
  url: '/api/openapi.json',
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: 'never',
  hideClientButton: false,
  defaultOpenAllTags: false,
})});\n`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Rampart REST API</title>
  </head>
  <body>
    <div id="reference"></div>
    <script src="/api/docs/scalar.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;

/**
 * The API reference page: scripts, styles and the document from this origin only; Scalar injects
 * `<style>` elements and draws icons as `data:` images; the "try it" client calls this origin.
 */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Routes under /api that are not part of the REST API itself, with the reason: the test that
 * compares registered routes with the document skips exactly these.
 */
export const UNDOCUMENTED_ROUTES: Readonly<Record<string, string>> = {
  'GET /api/docs': 'the human-readable page that renders this document',
  'GET /api/docs/scalar.js': "the page's renderer bundle",
  'GET /api/docs/init.js': "the page's settings script",
};

let gzippedBundle: Buffer | undefined;

function sendBundle(req: FastifyRequest, reply: FastifyReply) {
  reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=86400').header('vary', 'accept-encoding');
  if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    // Compressed once, on first use: 4 MB of script travel as about 1 MB.
    gzippedBundle ??= zlib.gzipSync(fs.readFileSync(SCALAR_BUNDLE));
    return reply.header('content-encoding', 'gzip').send(gzippedBundle);
  }
  return reply.send(fs.createReadStream(SCALAR_BUNDLE));
}

/**
 * `GET /api/openapi.json` (the OpenAPI 3.1 document of every REST route, built from the routes
 * really registered) and `GET /api/docs` (the same, rendered by Scalar). Both are public: they
 * describe the API's shape, which the README already documents, and no data; so they work where
 * GraphQL introspection is off.
 */
export function openApiRoutes(registered: readonly RegisteredRoute[]) {
  return async (api: FastifyInstance) => {
    let document: string | undefined;
    // Built on first use, when every route is registered.
    api.get('/openapi.json', async (_req, reply) => {
      document ??= JSON.stringify(buildOpenApiDocument(REST_ROUTES, registered));
      return reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(document);
    });
    api.get('/docs', async (_req, reply) => reply.type('text/html; charset=utf-8').header('content-security-policy', DOCS_CSP).header('cache-control', 'no-cache').send(PAGE));
    api.get('/docs/init.js', async (_req, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(INIT_SCRIPT));
    api.get('/docs/scalar.js', async (req, reply) => sendBundle(req, reply));
  };
}
