import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/server';
import { SMALL_APK, download, submit, uploadFixture, waitForJob } from '../assessment/assessment-helpers';

const ALLOWED = 'https://integrator.example.com';
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-web-'));
fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Rampart</title><script type="module" src="/js/app.js"></script>');

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ env: { RAMPART_WEB_DIR: webDir, RAMPART_CORS_ORIGINS: `${ALLOWED}, https://other.example.com` } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const inject = (options: InjectOptions) => t.runtime.app.server.inject(options);

/** Parses a Content-Security-Policy into directive → sources. */
function csp(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
}

function expectCommonHeaders(headers: Record<string, unknown>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(csp(headers['content-security-policy']).get('frame-ancestors')).toEqual(["'none'"]);
}

describe('browser security headers', () => {
  it('serves the console under a CSP without inline scripts, but with its own socket', async () => {
    const res = await inject({ method: 'GET', url: '/dashboard', headers: { accept: 'text/html', host: 'console.example.com' } });
    expect(res.statusCode).toBe(200);
    expectCommonHeaders(res.headers);
    const policy = csp(res.headers['content-security-policy']);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'ws://console.example.com', 'wss://console.example.com']);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('marks REST and GraphQL answers no-store and gives them a CSP that runs nothing', async () => {
    const user = await t.seed.user();
    const token = await t.login(user.username, user.password);
    const rest = await inject({ method: 'GET', url: '/api/user/getUserInfo', headers: { authorization: `Bearer ${token}` } });
    const graphql = await inject({ method: 'POST', url: '/graphql', headers: { authorization: `Bearer ${token}` }, payload: { query: '{ viewer { username } }' } });
    for (const res of [rest, graphql]) {
      expect(res.statusCode).toBe(200);
      expectCommonHeaders(res.headers);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(csp(res.headers['content-security-policy']).get('default-src')).toEqual(["'none'"]);
    }
    expect(graphql.json().data.viewer.username).toBe(user.username);
  });

  it('gives GraphiQL (outside production) a policy of its own for its CDN bundle', async () => {
    const res = await inject({ method: 'GET', url: '/graphql', headers: { accept: 'text/html' } });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expectCommonHeaders(res.headers);
    expect(csp(res.headers['content-security-policy']).get('script-src')).toContain('https://unpkg.com');
  });

  it('sends HSTS only over TLS as a trusted proxy reports it', async () => {
    const plain = await inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const proxied = await startTestServer({ env: { RAMPART_TRUST_PROXY: 'true' } });
    try {
      const tls = await proxied.runtime.app.server.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
      expect(tls.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
      const http = await proxied.runtime.app.server.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'http' } });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });

  it('serves an HTML report under default-src none with no script allowed', async () => {
    const user = await t.seed.user({ roleType: 'CUSTOMER_SUPER_ADMIN' });
    const caller = { token: await t.login(user.username, user.password) };
    const jobId = await submit(t, caller, await uploadFixture(t, caller, SMALL_APK));
    expect((await waitForJob(t, caller, jobId)).status).toBe('finished');
    const res = await download(t, caller, jobId, 'html');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expectCommonHeaders(res.headers);
    const policy = csp(res.headers['content-security-policy']);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.has('script-src')).toBe(false);
    expect(res.headers['cache-control']).toMatch(/no-store/);
  });
});

describe('CORS on /graphql', () => {
  const preflight = (origin: string) =>
    inject({ method: 'OPTIONS', url: '/graphql', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' } });
  const post = (origin: string) => inject({ method: 'POST', url: '/graphql', headers: { origin }, payload: { query: '{ loginPublicKey }' } });

  it('gives a foreign origin and the null origin no Access-Control-Allow-Origin', async () => {
    for (const origin of ['https://evil.example.net', 'null']) {
      for (const res of [await preflight(origin), await post(origin)]) {
        expect(res.headers['access-control-allow-origin']).toBeUndefined();
        expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      }
    }
  });

  it('allows a configured origin with credentials', async () => {
    for (const res of [await preflight(ALLOWED), await post(ALLOWED)]) {
      expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
      expect(res.headers['access-control-allow-credentials']).toBe('true');
      expect(String(res.headers.vary)).toMatch(/origin/i);
    }
    expect((await post(ALLOWED)).json().data.loginPublicKey).toContain('PUBLIC KEY');
  });
});
