import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, clientIp, startTestServer, type TestServer } from '../../helpers/server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

// Each request from its own address: the captcha after failures from one address is tested in
// tests/integration/identity/captcha.test.ts.
const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.runtime.app.server.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: clientIp() });
const get = (url: string, headers: Record<string, string> = {}) => t.runtime.app.server.inject({ method: 'GET', url, headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('sign-in (spec §7, §8)', () => {
  it('serves the sign-in public key as SPKI PEM', async () => {
    const body = (await get('/api/index/publicKey')).json();
    expect(body.code).toBe('200');
    expect(body.data).toMatch(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+\n-----END PUBLIC KEY-----\n$/);
  });

  it('signs the bootstrap admin in with an encrypted password; the token works on REST and GraphQL', async () => {
    const res = await post('/api/index/login', { username: 'admin', password: t.encrypt(ADMIN_PASSWORD) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe('200');
    expect(body.data.mfa).toBe(false);
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const token = body.data.token as string;

    expect((await post('/api/index/verifyAuth', undefined, bearer(token))).json().code).toBe('200');
    expect((await post('/api/index/verifyAuth')).json().code).toBe('401');
    expect((await post('/api/index/verifyAuth', undefined, bearer('x'.repeat(43)))).json().code).toBe('401');

    const gql = await post('/graphql', { query: '{ viewer { username isSystemAdmin } }' }, bearer(token));
    expect(gql.json()).toEqual({ data: { viewer: { username: 'admin', isSystemAdmin: true } } });

    const info = (await get('/api/user/getUserInfo', bearer(token))).json();
    expect(info.code).toBe('200');
    expect(info.data).toMatchObject({ username: 'admin', accountName: 'Rampart', isSystemAdmin: true, status: 'unlocked' });
    expect(info.data.product.assessment).toContain('apk_analysis');
    expect(info.data.product.hardening).toContain('apk_protected');
    expect(info.data.product.monitoring).toContain('threat_perception');
  });

  it('accepts the email as the sign-in name, case-insensitively', async () => {
    const user = await t.seed.user({ email: `Someone.${Date.now()}@Example.com` });
    const email = (await t.runtime.deps.db.selectFrom('users').select('email').where('id', '=', user.userId).executeTakeFirstOrThrow()).email!;
    const ok = await post('/api/index/login', { username: email.toUpperCase(), password: t.encrypt(user.password) });
    expect(ok.json().code).toBe('200');
  });

  it('refuses a plain-text password with a clear error and does not count it as a failure', async () => {
    const user = await t.seed.user();
    const res = await post('/api/index/login', { username: user.username, password: user.password });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'login.notEncrypted', msg: expect.stringContaining('encrypted') });
    const row = await t.runtime.deps.db.selectFrom('users').select('failedAttempts').where('id', '=', user.userId).executeTakeFirstOrThrow();
    expect(row.failedAttempts).toBe(0);
  });

  it('answers a missing field with the spec message', async () => {
    const res = await post('/api/index/login', { password: 'abc' });
    expect(res.json()).toMatchObject({ code: '400', msg: 'Username cannot be empty' });
  });

  it('locks after five wrong passwords with account.locked.0023, in the caller’s language', async () => {
    const user = await t.seed.user();
    for (let i = 1; i <= 4; i++) {
      const body = (await post('/api/index/login', { username: user.username, password: t.encrypt(`wrong-${i}`) })).json();
      expect(body).toMatchObject({ code: 'login.invalid', msg: 'Invalid credentials. Please try again.' });
    }
    const fifth = (await post('/api/index/login', { username: user.username, password: t.encrypt('wrong-5') })).json();
    expect(fifth).toEqual({ code: 'account.locked.0023', msg: 'Your account is locked, please concat your administrator!', data: null });
    // Even the right password is refused now.
    const right = await post('/api/index/login', { username: user.username, password: t.encrypt(user.password) }, { lang: 'zh-TW' });
    expect(right.json()).toMatchObject({ code: 'account.locked.0023', msg: '您的帳號已被鎖定，請聯絡管理員！' });
  });

  it('resets the failure count after a successful sign-in', async () => {
    const user = await t.seed.user();
    for (let i = 0; i < 4; i++) await post('/api/index/login', { username: user.username, password: t.encrypt('nope') });
    expect((await post('/api/index/login', { username: user.username, password: t.encrypt(user.password) })).json().code).toBe('200');
    for (let i = 0; i < 4; i++) await post('/api/index/login', { username: user.username, password: t.encrypt('nope') });
    expect((await post('/api/index/login', { username: user.username, password: t.encrypt(user.password) })).json().code).toBe('200');
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const unknown = await post('/api/index/login', { username: 'nobody-here', password: t.encrypt('whatever1') });
    const user = await t.seed.user();
    const wrong = await post('/api/index/login', { username: user.username, password: t.encrypt('whatever1') });
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('ends the first session with code 602 when the user signs in on another device', async () => {
    const user = await t.seed.user();
    const first = await t.login(user.username, user.password);
    const second = await t.login(user.username, user.password);
    const stale = (await post('/api/index/verifyAuth', undefined, bearer(first))).json();
    expect(stale).toEqual({ code: '602', msg: 'Your account is logged in from another device.', data: null });
    expect((await post('/api/index/verifyAuth', undefined, bearer(second))).json().code).toBe('200');
    const gql = (await post('/graphql', { query: '{ viewer { username } }' }, bearer(first))).json();
    expect(gql.errors[0].extensions.code).toBe('602');
  });

  it('logs out: the token stops working', async () => {
    const user = await t.seed.user();
    const token = await t.login(user.username, user.password);
    expect((await post('/api/index/logout', undefined, bearer(token))).json().code).toBe('200');
    expect((await post('/api/index/verifyAuth', undefined, bearer(token))).json().code).toBe('401');
  });

  it('expires an idle session', async () => {
    const user = await t.seed.user();
    const token = await t.login(user.username, user.password);
    await t.runtime.deps.db
      .updateTable('sessions')
      .set({ lastSeenAt: new Date(Date.now() - 3 * 3600_000) })
      .where('userId', '=', user.userId)
      .execute();
    expect((await post('/api/index/verifyAuth', undefined, bearer(token))).json().code).toBe('401');
  });

  it('refuses a 10 MB sign-in body without reading it into memory', async () => {
    const before = process.memoryUsage().rss;
    const res = await t.runtime.app.server.inject({
      method: 'POST',
      url: '/api/index/login',
      headers: { 'content-type': 'application/json', 'content-length': String(10 * 1024 * 1024) },
      payload: (async function* () {
        const chunk = Buffer.alloc(64 * 1024, 0x61);
        for (let i = 0; i < 160; i++) yield chunk;
      })(),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('413');
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * 1024 * 1024);
  });

  it('writes sign-in successes and failures to the operation log', async () => {
    const user = await t.seed.user();
    await post('/api/index/login', { username: user.username, password: t.encrypt('bad-password') });
    await t.login(user.username, user.password);
    const rows = await t.runtime.deps.db
      .selectFrom('operationLogs')
      .select(['activityType', 'result', 'accountId', 'operator'])
      .where('userId', '=', user.userId)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { activityType: 'login', result: 'failure', accountId: user.accountId, operator: user.username },
      { activityType: 'login', result: 'success', accountId: user.accountId, operator: user.username },
    ]);
  });
});

describe('permissions in the user info', () => {
  it('a user with only apk_analysis has only the assessment product', async () => {
    const user = await t.seed.user({ codes: ['apk_analysis'] });
    const token = await t.login(user.username, user.password);
    const info = (await get('/api/user/getUserInfo', bearer(token))).json().data;
    expect(info.permissions).toEqual(['apk_analysis']);
    expect(info.product).toEqual({ assessment: ['apk_analysis'] });
    expect(info.isSystemAdmin).toBe(false);
  });

  it('drops codes the account is not entitled to', async () => {
    const user = await t.seed.user({ codes: ['apk_analysis', 'apk_protected', 'manage_user'], entitlements: ['apk_analysis'] });
    const token = await t.login(user.username, user.password);
    const info = (await get('/api/user/getUserInfo', bearer(token))).json().data;
    expect(info.permissions.sort()).toEqual(['apk_analysis', 'manage_user']);
    expect(info.product).toEqual({ assessment: ['apk_analysis'] });
  });

  it('a customer super admin is not a system admin', async () => {
    const user = await t.seed.user({ roleType: 'CUSTOMER_SUPER_ADMIN' });
    const token = await t.login(user.username, user.password);
    const info = (await get('/api/user/getUserInfo', bearer(token))).json().data;
    expect(info.isSystemAdmin).toBe(false);
    expect(info.permissions).not.toContain('manage_account');
    expect(info.permissions).toContain('manage_user');
  });
});
