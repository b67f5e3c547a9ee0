import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HTTP_METHODS, type HttpMethod, type RawResponse, type RouteDoc } from './registry';

/** A route as Fastify registered it (collected by `onRoute`). */
export interface RegisteredRoute {
  /** The route's method, or `ANY` for one registered with `all`. */
  method: HttpMethod | 'ANY';
  url: string;
}

/** Collects every route registered after this call, as Fastify really registers it. */
export function collectRoutes(server: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  server.addHook('onRoute', (options) => {
    const methods = (Array.isArray(options.method) ? options.method : [options.method]).map((m) => String(m).toUpperCase());
    if (HTTP_METHODS.every((m) => methods.includes(m))) routes.push({ method: 'ANY', url: options.url });
    else for (const method of methods) routes.push({ method: method as HttpMethod, url: options.url });
  });
  return routes;
}

/** The keys a documented route registers under (`POST /api/scan/job/add`, `ANY /api/file/tus`). */
export function routeKeys(doc: RouteDoc): string[] {
  return doc.anyMethod ? [`ANY ${doc.path}`] : doc.methods.map((m) => `${m} ${doc.path}`);
}

/** The key of a registered route; the HEAD route Fastify adds beside each GET counts as that GET. */
export function registeredKeys(routes: readonly RegisteredRoute[]): Set<string> {
  const keys = new Set(routes.map((r) => `${r.method} ${r.url}`));
  for (const r of routes) if (r.method === 'HEAD' && keys.has(`GET ${r.url}`)) keys.delete(`HEAD ${r.url}`);
  return keys;
}

type JsonSchema = Record<string, unknown>;

/** A request schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), as a client sends it. */
function jsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** A response schema: what the server produces. */
function outputSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function openApiPath(doc: RouteDoc): string {
  return doc.path.replace(/:(\w+)/g, '{$1}').replace(/\*$/, `{${doc.wildcard ?? 'path'}}`);
}

function operationId(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

function parameters(doc: RouteDoc, path: string): unknown[] {
  const out: unknown[] = [];
  const params = doc.params ? ((jsonSchema(doc.params) as { properties?: Record<string, JsonSchema> }).properties ?? {}) : {};
  for (const [, name] of path.matchAll(/\{(\w+)\}/g)) out.push({ name, in: 'path', required: true, schema: params[name!] ?? { type: 'string' } });
  if (doc.query) {
    const query = jsonSchema(doc.query) as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, schema] of Object.entries(query.properties ?? {})) {
      const { description, ...rest } = schema;
      out.push({ name, in: 'query', required: query.required?.includes(name) ?? false, schema: rest, ...(description ? { description } : {}) });
    }
  }
  out.push({ $ref: '#/components/parameters/Lang' }, { $ref: '#/components/parameters/TimeZone' });
  return out;
}

function requestBody(doc: RouteDoc): unknown {
  if (doc.body) return { required: true, content: { 'application/json': { schema: jsonSchema(doc.body) } } };
  if (doc.multipart) {
    const fields = doc.multipart.fields ? (jsonSchema(doc.multipart.fields) as { properties?: object; required?: string[] }) : {};
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { file: { type: 'string', contentMediaType: 'application/octet-stream', description: doc.multipart.fileDescription }, ...(fields.properties ?? {}) },
            required: ['file', ...(fields.required ?? [])],
          },
        },
      },
    };
  }
  if (doc.rawBody) {
    return {
      description: doc.rawBody.description,
      content: Object.fromEntries(doc.rawBody.contentTypes.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }])),
    };
  }
  return undefined;
}

const isRaw = (response: RouteDoc['response']): response is RawResponse => 'contentTypes' in response;

function responses(doc: RouteDoc): Record<string, unknown> {
  const { response } = doc;
  const success = isRaw(response)
    ? {
        [String(response.status ?? 200)]: {
          description: response.description,
          ...(response.contentTypes.length
            ? { content: Object.fromEntries(response.contentTypes.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }])) }
            : {}),
        },
      }
    : {
        200: {
          description: response.description,
          content: {
            'application/json': {
              schema: response.data
                ? { allOf: [{ $ref: '#/components/schemas/Envelope' }, { type: 'object', properties: { data: outputSchema(response.data) } }] }
                : { $ref: '#/components/schemas/Envelope' },
            },
          },
        },
      };
  return { ...success, ...(doc.auth === 'signedIn' ? { 401: { $ref: '#/components/responses/Unauthenticated' } } : {}), default: { $ref: '#/components/responses/Error' } };
}

const SECURITY: Record<RouteDoc['auth'], unknown[]> = {
  public: [],
  signedIn: [{ bearerAuth: [] }, { apiKey: [], apiSecret: [] }],
  sdkSignature: [{ sdkKey: [], sdkSignature: [] }],
};

/** The fixed parts: the envelope, the error answers, the auth schemes and the common headers. */
const COMPONENTS = {
  schemas: {
    Envelope: {
      type: 'object',
      description: 'Every JSON answer: `code` is "200" on success, else the HTTP status or a string error code (e.g. `token.invalid`); `msg` is in the `lang` header\'s language.',
      properties: { code: { type: 'string', examples: ['200'] }, msg: { type: 'string' }, data: { description: 'The answer; null on errors and on calls that only acknowledge.' } },
      required: ['code', 'msg', 'data'],
    },
  },
  responses: {
    Error: {
      description: 'An error, in the envelope: `code` names it, `msg` explains it, `data` is null or carries details.',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } },
    },
    Unauthenticated: {
      description: 'No valid session token or API key pair (`401`), or the session was replaced by a sign-in on another device (`602`).',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } },
    },
  },
  parameters: {
    Lang: { name: 'lang', in: 'header', required: false, description: 'Language of `msg` and of generated documents.', schema: { type: 'string', enum: ['en', 'zh-TW'] } },
    TimeZone: {
      name: 'timezone',
      in: 'header',
      required: false,
      description: 'IANA time zone for dates in generated documents.',
      schema: { type: 'string', examples: ['Asia/Taipei'] },
    },
  },
  securitySchemes: {
    bearerAuth: { type: 'http', scheme: 'bearer', description: 'The session token that `POST /api/index/login` answers.' },
    apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'An API key, sent together with its `X-API-Secret`.' },
    apiSecret: { type: 'apiKey', in: 'header', name: 'X-API-Secret', description: 'The secret of the API key in `X-API-Key`.' },
    sdkKey: { type: 'apiKey', in: 'header', name: 'X-Rampart-Key', description: "A monitored app's key; the SDK also sends `X-Rampart-Timestamp` and `X-Rampart-Nonce`." },
    sdkSignature: {
      type: 'apiKey',
      in: 'header',
      name: 'X-Rampart-Signature',
      description: "HMAC-SHA-256 over the method, path, timestamp, nonce and body bytes with the app's secret.",
    },
  },
};

/**
 * The OpenAPI 3.1 document of the documented routes that are really registered (a route that a
 * configuration leaves out is not advertised).
 */
export function buildOpenApiDocument(docs: readonly RouteDoc[], registered: readonly RegisteredRoute[]): Record<string, unknown> {
  const live = registeredKeys(registered);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const doc of docs) {
    if (!routeKeys(doc).every((key) => live.has(key))) continue;
    const path = openApiPath(doc);
    const item = (paths[path] ??= {});
    for (const method of doc.methods) {
      const body = requestBody(doc);
      item[method.toLowerCase()] = {
        operationId: operationId(method, path),
        tags: [doc.tag],
        summary: doc.summary,
        ...(doc.description ? { description: doc.description } : {}),
        security: SECURITY[doc.auth],
        parameters: parameters(doc, path),
        ...(body && method !== 'GET' && method !== 'HEAD' ? { requestBody: body } : {}),
        responses: responses(doc),
      };
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Rampart REST API',
      version: '1.0.0',
      description:
        'The REST adapter under `/api`. JSON answers use the `{code, msg, data}` envelope; sign in with a session token (`Authorization: Bearer`) or an API key pair (`X-API-Key` + `X-API-Secret`). The console itself uses GraphQL at `/graphql`.',
    },
    servers: [{ url: '/' }],
    tags: [...new Set(docs.map((d) => d.tag))].sort().map((name) => ({ name })),
    paths,
    components: COMPONENTS,
  };
}
