import crypto from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FAILURE_BYTES } from '../../../server/src/modules/auth/auth.rest';
import { restClient, setSecurity, type RestClient } from '../../helpers/rest';
import { clientIp, startTestServer, type TestServer } from '../../helpers/server';

let t: TestServer;
let rest: RestClient;
beforeAll(async () => {
  t = await startTestServer();
  rest = restClient(t);
});
afterAll(() => t.close());

const login = (username: string, password: string, options: { ip?: string; lang?: string } = {}) =>
  rest.post('/api/index/login', { username, password: t.encrypt(password) }, options);

describe('locked and wrong-password answers cannot be told apart by status or length', () => {
  it.each(['en', 'zh-TW'])('in %s, also with the captcha flag and for unknown names', async (lang) => {
    const user = await t.seed.user();
    const wrong = await login(user.username, 'not-the-password', { lang });
    expect(wrong.json().code).toBe('login.invalid');
    for (let i = 0; i < 4; i++) await login(user.username, `wrong-${i}`);
    const locked = await login(user.username, user.password, { lang });
    expect(locked.json().code).toBe('account.locked.0023');
    const unknown = await login('nobody-at-all', 'whatever', { lang });

    const ip = clientIp();
    for (let i = 0; i < 2; i++) await login('nobody-at-all', 'whatever', { ip });
    const flagged = await login('nobody-at-all', 'whatever', { ip, lang });
    expect(flagged.json().data).toEqual({ captchaRequired: true });

    for (const res of [wrong, locked, unknown, flagged]) {
      expect(res.statusCode).toBe(401);
      expect(res.rawPayload.length).toBe(LOGIN_FAILURE_BYTES);
      expect(res.headers['content-length']).toBe(String(LOGIN_FAILURE_BYTES));
    }
  });

  it('pads MFA-step failures the same way', async () => {
    const res = await rest.post('/api/index/login/mfa', { token: 'x'.repeat(43), code: '123456' });
    expect(res.json().code).toBe('401');
    expect(res.rawPayload.length).toBe(LOGIN_FAILURE_BYTES);
  });
});

describe('unknown names cannot be told from real ones by the lock', () => {
  /** Code and message of each answer, in order. */
  const answers = async (username: string, passwords: string[], lang: string) => {
    const seen: Array<{ code: string; msg: string; status: number }> = [];
    for (const password of passwords) {
      const res = await login(username, password, { lang });
      seen.push({ code: res.json().code, msg: res.json().msg, status: res.statusCode });
    }
    return seen;
  };

  it.each(['en', 'zh-TW'])('in %s, five wrong passwords then the right one answer the same for a real and an unknown name', async (lang) => {
    const user = await t.seed.user();
    const passwords = ['wrong-1', 'wrong-2', 'wrong-3', 'wrong-4', 'wrong-5', user.password];
    const real = await answers(user.username, passwords, lang);
    // The default policy locks on the fifth wrong password.
    expect(real.map((a) => a.code)).toEqual(['login.invalid', 'login.invalid', 'login.invalid', 'login.invalid', 'account.locked.0023', 'account.locked.0023']);
    const unknown = await answers(`nobody-${crypto.randomBytes(5).toString('hex')}`, passwords, lang);
    expect(unknown).toEqual(real);
  });

  it('counts an unknown name case-insensitively, as sign-in matches names', async () => {
    const name = `Nobody-${crypto.randomBytes(5).toString('hex')}`;
    for (let i = 0; i < 4; i++) expect((await login(i % 2 ? name.toUpperCase() : name.toLowerCase(), `wrong-${i}`)).json().code).toBe('login.invalid');
    expect((await login(name, 'wrong-5')).json().code).toBe('account.locked.0023');
  });
});

describe('lock after N days without sign-in', () => {
  const ageUser = (userId: string, days: number) =>
    t.runtime.deps.db
      .updateTable('users')
      .set({
        lastLoginAt: sql`now() - make_interval(days => ${days})`,
        createdAt: sql`now() - make_interval(days => ${days + 10})`,
        passwordChangedAt: sql`now() - make_interval(days => ${days + 10})`,
        updatedAt: sql`now() - make_interval(days => ${days})`,
      })
      .where('id', '=', userId)
      .execute();

  it('locks a user whose last sign-in is older than the setting, even with the right password', async () => {
    const user = await t.seed.user();
    await setSecurity(t, user.accountId, { lockAfterInactiveDays: 30 });
    await ageUser(user.userId, 31);
    const res = (await login(user.username, user.password)).json();
    expect(res).toMatchObject({ code: 'account.locked.0023', msg: 'Your account is locked, please concat your administrator!' });
    const row = await t.runtime.deps.db.selectFrom('users').select(['locked']).where('id', '=', user.userId).executeTakeFirstOrThrow();
    expect(row.locked).toBe(true);
  });

  it('lets a user in within the limit, and never locks when the setting is 0', async () => {
    const recent = await t.seed.user();
    await setSecurity(t, recent.accountId, { lockAfterInactiveDays: 30 });
    await ageUser(recent.userId, 29);
    expect((await login(recent.username, recent.password)).json().code).toBe('200');

    const unlimited = await t.seed.user();
    await ageUser(unlimited.userId, 400);
    expect((await login(unlimited.username, unlimited.password)).json().code).toBe('200');
  });
});
