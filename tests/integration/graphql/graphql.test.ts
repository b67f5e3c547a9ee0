import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestServer, type TestServer } from '../../helpers/server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ listen: true });
});
afterAll(() => t.close());

async function gql(query: string, options: { token?: string; variables?: unknown; lang?: string } = {}) {
  const res = await t.runtime.app.server.inject({
    method: 'POST',
    url: '/graphql',
    payload: { query, variables: options.variables },
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...(options.lang ? { lang: options.lang } : {}) },
  });
  return res.json();
}

const LOGIN = `mutation Login($input: LoginInput!) {
  login(input: $input) {
    __typename
    ... on MutationLoginSuccess { data { token mfa } }
    ... on AppError { code message }
  }
}`;

describe('GraphQL', () => {
  it('signs in with the login mutation and reads the viewer', async () => {
    const user = await t.seed.user({ codes: ['apk_analysis'] });
    const result = await gql(LOGIN, { variables: { input: { username: user.username, password: t.encrypt(user.password) } } });
    expect(result.data.login.__typename).toBe('MutationLoginSuccess');
    const token = result.data.login.data.token;
    const viewer = await gql('{ viewer { username permissions product { assessment hardening } } }', { token });
    expect(viewer.data.viewer).toEqual({ username: user.username, permissions: ['apk_analysis'], product: { assessment: ['apk_analysis'], hardening: [] } });
  });

  it('answers a wrong password with a typed AppError in the caller’s language', async () => {
    const user = await t.seed.user();
    const result = await gql(LOGIN, { lang: 'zh-TW', variables: { input: { username: user.username, password: t.encrypt('not-it-1') } } });
    expect(result.data.login).toEqual({ __typename: 'AppError', code: 'login.invalid', message: '帳號或密碼錯誤，請重試。' });
  });

  it('answers viewer without a token with code 401', async () => {
    const result = await gql('{ viewer { username } }');
    expect(result.errors[0].extensions.code).toBe('401');
    expect(result.data).toBeNull();
  });

  it('refuses queries beyond the alias, depth and token limits', async () => {
    const aliases = Array.from({ length: 40 }, (_, i) => `a${i}: loginPublicKey`).join(' ');
    expect((await gql(`{ ${aliases} }`)).errors[0].message).toMatch(/alias/i);
    const tokens = `{ ${Array.from({ length: 2500 }, () => 'loginPublicKey').join(' ')} }`;
    expect((await gql(tokens)).errors[0].message).toMatch(/token/i);
  });

  it('allows introspection outside production and refuses it in production', async () => {
    expect((await gql('{ __schema { queryType { name } } }')).data.__schema.queryType.name).toBe('Query');
    const prod = await startTestServer({ env: { NODE_ENV: 'production' } });
    try {
      const res = await prod.runtime.app.server.inject({ method: 'POST', url: '/graphql', payload: { query: '{ __schema { queryType { name } } }' } });
      expect(res.json().errors[0].message).toMatch(/introspection/i);
    } finally {
      await prod.close();
    }
  });

  it('pushes sessionRevoked over graphql-ws when the user signs in on another device', async () => {
    const user = await t.seed.user();
    const first = await t.login(user.username, user.password);
    const client = createClient({
      url: `${t.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${first}` },
      retryAttempts: 0,
    });
    try {
      const received = new Promise<unknown>((resolve, reject) => {
        client.subscribe({ query: 'subscription { sessionRevoked { reason } }' }, { next: resolve, error: reject, complete: () => {} });
      });
      // Wait until the subscription is registered before causing the event.
      await new Promise((r) => setTimeout(r, 300));
      await t.login(user.username, user.password);
      expect(await received).toEqual({ data: { sessionRevoked: { reason: 'replaced' } } });
    } finally {
      await client.dispose();
    }
  });

  it('refuses a subscription without a valid token', async () => {
    const client = createClient({ url: `${t.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0 });
    try {
      const outcome = await new Promise<unknown>((resolve) => {
        client.subscribe({ query: 'subscription { sessionRevoked { reason } }' }, { next: resolve, error: resolve, complete: () => resolve('complete') });
      });
      expect(JSON.stringify(outcome)).toContain('401');
    } finally {
      await client.dispose();
    }
  });
});

describe('GraphQL over HTTP answers', () => {
  it('send a single result whole, with its length, and stream a subscription as server-sent events', async () => {
    const { accountId, roleIds } = await t.seed.account();
    const admin = await t.seed.userIn(accountId, roleIds.CUSTOMER_SUPER_ADMIN, {});
    const token = await t.login(admin.username, admin.password);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };

    const single = await fetch(`${t.url}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query: '{ viewer { username } }' }) });
    const body = await single.text();
    expect(JSON.parse(body)).toEqual({ data: { viewer: { username: admin.username } } });
    expect(single.headers.get('transfer-encoding')).toBeNull();
    expect(Number(single.headers.get('content-length'))).toBe(Buffer.byteLength(body));

    const counters = await t.runtime.app.services.monitoringDashboard.liveCounters(accountId);
    const at = new Date('2031-02-03T04:05:06Z');
    const controller = new AbortController();
    const stream = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { ...headers, accept: 'text/event-stream' },
      body: JSON.stringify({ query: 'subscription { monitoringUpdated { at } }' }),
      signal: controller.signal,
    });
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    // Published until the subscriber, which may not be listening yet, sees one.
    const publishing = setInterval(() => t.runtime.deps.pubsub.publish('monitoring:updated', accountId, { ...counters, at }), 100);
    try {
      const reader = stream.body!.getReader();
      let text = '';
      while (!text.includes(at.toISOString())) {
        const { value, done } = await reader.read();
        if (done) break;
        text += Buffer.from(value).toString('utf8');
      }
      expect(text).toMatch(/^event: next$/m);
      expect(text).toContain(`data: {"data":{"monitoringUpdated":{"at":"${at.toISOString()}"}}}`);
    } finally {
      clearInterval(publishing);
      controller.abort();
    }
  });
});
