import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredKeys, routeKeys } from '../../../server/src/rest/openapi/document';
import { UNDOCUMENTED_ROUTES } from '../../../server/src/rest/openapi/openapi.rest';
import { REST_ROUTES } from '../../../server/src/rest/openapi/routes';
import { startTestServer, type TestServer } from '../../helpers/server';

let t: TestServer;
let document: { openapi: string; paths: Record<string, Record<string, unknown>> };

beforeAll(async () => {
  t = await startTestServer();
  const res = await t.runtime.app.server.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  document = res.json();
});
afterAll(() => t.close());

/** `ANY /api/file/tus/*` → the operations the document lists for it. */
function documentKeys(): Set<string> {
  const keys = new Set<string>();
  for (const [path, item] of Object.entries(document.paths)) for (const method of Object.keys(item)) keys.add(`${method.toUpperCase()} ${path}`);
  return keys;
}

describe('OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents every route registered under /api, and only those', () => {
    const all = registeredKeys(t.runtime.app.routes);
    const registered = [...all].filter((key) => key.split(' ')[1]!.startsWith('/api/'));
    const documented = new Set(REST_ROUTES.flatMap(routeKeys));
    const undocumented = registered.filter((key) => !documented.has(key) && !(key in UNDOCUMENTED_ROUTES));
    expect(undocumented, 'routes without an entry in server/src/rest/openapi/routes.ts').toEqual([]);
    expect(
      [...documented].filter((key) => !all.has(key)),
      'documented routes that are not registered',
    ).toEqual([]);
    // Every documented route made it into the served document with each of its methods.
    const served = documentKeys();
    const expected = REST_ROUTES.flatMap((doc) => doc.methods.map((m) => `${m} ${doc.path.replace(/:(\w+)/g, '{$1}').replace(/\*$/, `{${doc.wildcard ?? 'path'}}`)}`));
    expect(expected.filter((key) => !served.has(key))).toEqual([]);
    expect(served.size).toBe(expected.length);
  });

  it('refuses a broken document (the validator is live)', async () => {
    const broken = structuredClone(document);
    // A parameter `in: body` is Swagger 2, not OpenAPI 3.
    (broken.paths['/api/scan/job/report/{jobId}']!.get as { parameters: { in: string }[] }).parameters[0]!.in = 'body';
    const result = await new Validator().validate(broken as never);
    expect(result.valid).toBe(false);
  });

  it('gives every route that reads a body a schema for it', () => {
    // These take no body: the session (or its absence) is the whole request.
    const bodiless = new Set(['POST /api/index/verifyAuth', 'POST /api/index/logout', 'POST /api/user/mfa/start']);
    const missing = REST_ROUTES.filter((doc) => !doc.anyMethod && doc.methods.some((m) => m === 'POST' || m === 'PUT' || m === 'PATCH'))
      .filter((doc) => !doc.body && !doc.multipart && !doc.rawBody)
      .flatMap(routeKeys)
      .filter((key) => !bodiless.has(key));
    expect(missing).toEqual([]);
  });

  it('describes request bodies with the schemas the handlers parse', () => {
    const add = document.paths['/api/scan/job/add']!.post as { requestBody: { content: Record<string, { schema: { properties: object; required: string[] } }> } };
    const schema = add.requestBody.content['application/json']!.schema;
    expect(Object.keys(schema.properties).sort()).toEqual(['fileId', 'templateId']);
    expect(schema.required).toEqual(['fileId']);
  });

  it('describes both auth schemes and the envelope', () => {
    const components = (
      document as unknown as { components: { securitySchemes: Record<string, { type: string; name?: string; scheme?: string }>; schemas: Record<string, { required: string[] }> } }
    ).components;
    expect(components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(components.securitySchemes.apiKey).toMatchObject({ type: 'apiKey', name: 'X-API-Key' });
    expect(components.securitySchemes.apiSecret).toMatchObject({ type: 'apiKey', name: 'X-API-Secret' });
    expect(components.schemas.Envelope!.required).toEqual(['code', 'msg', 'data']);
    const list = document.paths['/api/scan/job/list']!.post as { security: unknown[] };
    expect(list.security).toEqual([{ bearerAuth: [] }, { apiKey: [], apiSecret: [] }]);
    const publicKey = document.paths['/api/index/publicKey']!.get as { security: unknown[] };
    expect(publicKey.security).toEqual([]);
  });

  it('renders at /api/docs from this origin only', async () => {
    const res = await t.runtime.app.server.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/https?:/);
    const sources = [...res.body.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(source, 'same-origin asset').toMatch(/^\/(?!\/)/);
    expect(res.body).not.toMatch(/<script>(?!<\/script>)/);
    for (const source of sources) {
      const asset = await t.runtime.app.server.inject({ method: 'GET', url: source, headers: { 'accept-encoding': 'gzip' } });
      expect(asset.statusCode, source).toBe(200);
      expect(asset.headers['content-type']).toMatch(/^text\/javascript/);
    }
    const init = await t.runtime.app.server.inject({ method: 'GET', url: '/api/docs/init.js' });
    expect(init.body).toContain('/api/openapi.json');
  });

  it('is public: no token needed, a bad one ignored', async () => {
    const res = await t.runtime.app.server.inject({ method: 'GET', url: '/api/openapi.json', headers: { authorization: 'Bearer not-a-token' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/openapi.json']).toBeDefined();
  });
});
