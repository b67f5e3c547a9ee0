import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gqlAs } from '../../helpers/graphql';
import { clientIp, startTestServer, type TestServer } from '../../helpers/server';
import { setSecurity } from '../../helpers/rest';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const VALID = {
  passwordMin: 8,
  passwordMax: 64,
  requireDigit: true,
  requireLower: true,
  requireUpper: true,
  requireSpecial: true,
  forbidConsecutive: false,
  forbidHistory: false,
  historyCount: 0,
  forbidAccountRelated: true,
  lockAfterFailures: 5,
  lockAfterInactiveDays: 0,
  sessionTimeoutHours: 2,
  sessionTimeoutMinutes: 0,
  prohibitMultiLocation: true,
  mfaRequired: false,
};

const UPDATE = `mutation($i: SecuritySettingsInput!) { updateSecuritySettings(input: $i) {
  __typename ... on MutationUpdateSecuritySettingsSuccess { data { passwordMin passwordMax historyCount sessionTimeoutHours sessionTimeoutMinutes } } ... on AppError { code message } } }`;

async function adminOfNewAccount() {
  const a = await t.seed.account();
  const boss = await t.seed.userIn(a.accountId, a.roleIds.CUSTOMER_SUPER_ADMIN, {});
  return { accountId: a.accountId, roleIds: a.roleIds, token: await t.login(boss.username, boss.password) };
}

const login = (username: string, password: string) =>
  t.runtime.app.server.inject({ method: 'POST', url: '/api/index/login', remoteAddress: clientIp(), payload: { username, password: t.encrypt(password) } }).then((r) => r.json());

describe('security settings validation (table-driven, spec §5)', () => {
  const CASES: Array<[string, Partial<typeof VALID>, string | null]> = [
    ['minimum 6 accepted', { passwordMin: 6, passwordMax: 7 }, null],
    ['minimum 5 refused', { passwordMin: 5 }, 'The minimum password length must be a whole number from 6 to 99.'],
    [
      'minimum 99 with maximum 99 refused (max must exceed min)',
      { passwordMin: 99, passwordMax: 99 },
      'The longest number of digist in the password must be greater than the minimum number',
    ],
    ['maximum equal to minimum refused', { passwordMin: 10, passwordMax: 10 }, 'The longest number of digist in the password must be greater than the minimum number'],
    ['maximum below minimum refused', { passwordMin: 12, passwordMax: 9 }, 'The longest number of digist in the password must be greater than the minimum number'],
    ['maximum 100 refused', { passwordMax: 100 }, 'The maximum password length must be a whole number from 7 to 99.'],
    ['maximum 7 above minimum 6 accepted', { passwordMin: 6, passwordMax: 7 }, null],
    ['history 1 accepted', { forbidHistory: true, historyCount: 1 }, null],
    ['history 10 accepted', { forbidHistory: true, historyCount: 10 }, null],
    ['history 11 refused', { forbidHistory: true, historyCount: 11 }, 'The number of earlier passwords must be a whole number from 1 to 10.'],
    ['history 0 with the rule on refused', { forbidHistory: true, historyCount: 0 }, 'The number of earlier passwords must be a whole number from 1 to 10.'],
    ['negative lock count refused', { lockAfterFailures: -1 }, 'Consecutive wrong passwords before locking must be a whole number from 0 to 100.'],
    [
      'session timeout of 0 h 0 min refused',
      { sessionTimeoutHours: 0, sessionTimeoutMinutes: 0 },
      'The session timeout must be between one minute and 720 hours (hours 0-720, minutes 0-59).',
    ],
    [
      'session timeout minutes 60 refused',
      { sessionTimeoutHours: 0, sessionTimeoutMinutes: 60 },
      'The session timeout must be between one minute and 720 hours (hours 0-720, minutes 0-59).',
    ],
    ['session timeout 1 h 30 min accepted', { sessionTimeoutHours: 1, sessionTimeoutMinutes: 30 }, null],
  ];
  for (const [name, changes, message] of CASES) {
    it(name, async () => {
      const { token } = await adminOfNewAccount();
      const r = (await gqlAs(t, token, UPDATE, { i: { ...VALID, ...changes } })).data!.updateSecuritySettings;
      if (message === null) expect(r.__typename).toBe('MutationUpdateSecuritySettingsSuccess');
      else expect(r).toMatchObject({ code: '400', message });
    });
  }

  it("names the account whose rules it answers with, the caller's own or the one a system super admin chose", async () => {
    const { accountId, token } = await adminOfNewAccount();
    expect((await gqlAs(t, token, '{ securitySettings { accountId } }')).data!.securitySettings.accountId).toBe(String(accountId));
    const system = await t.seed.systemAdmin();
    const systemToken = await t.login(system.username, system.password);
    const other = (await gqlAs(t, systemToken, 'query ($a: ID) { securitySettings(accountId: $a) { accountId } }', { a: String(accountId) })).data!.securitySettings;
    expect(other.accountId).toBe(String(accountId));
    const own = (await gqlAs(t, systemToken, '{ securitySettings { accountId } }')).data!.securitySettings;
    expect(own.accountId).toBe(String(system.accountId));
  });

  it('a refused update changes nothing', async () => {
    const { token } = await adminOfNewAccount();
    await gqlAs(t, token, UPDATE, { i: { ...VALID, passwordMin: 12, passwordMax: 9 } });
    const s = (await gqlAs(t, token, '{ securitySettings { passwordMin passwordMax } }')).data!.securitySettings;
    expect(s).toEqual({ passwordMin: 8, passwordMax: 64 });
  });
});

describe('lock and session rules', () => {
  it('locks after the configured number of failures (3), not before', async () => {
    const { accountId, roleIds } = await adminOfNewAccount();
    await setSecurity(t, accountId, { lockAfterFailures: 3 });
    const u = await t.seed.userIn(accountId, roleIds.USER, {});
    expect((await login(u.username, 'wrong-1')).code).toBe('login.invalid');
    expect((await login(u.username, 'wrong-2')).code).toBe('login.invalid');
    expect((await login(u.username, 'wrong-3')).code).toBe('account.locked.0023');
    expect((await login(u.username, u.password)).code).toBe('account.locked.0023');
  });

  it('never locks when the count is 0', async () => {
    const { accountId, roleIds } = await adminOfNewAccount();
    await setSecurity(t, accountId, { lockAfterFailures: 0 });
    const u = await t.seed.userIn(accountId, roleIds.USER, {});
    for (let i = 0; i < 7; i++) expect((await login(u.username, `wrong-${i}`)).code).toBe('login.invalid');
    expect((await login(u.username, u.password)).code).toBe('200');
  });

  it('allows sessions on several devices when multi-location sign-in is not prohibited', async () => {
    const { accountId, roleIds } = await adminOfNewAccount();
    const u = await t.seed.userIn(accountId, roleIds.USER, {});
    await setSecurity(t, accountId, { prohibitMultiLocation: false });
    const first = (await login(u.username, u.password)).data.token;
    const second = (await login(u.username, u.password)).data.token;
    for (const token of [first, second]) {
      const r = await t.runtime.app.server.inject({ method: 'POST', url: '/api/index/verifyAuth', headers: { authorization: `Bearer ${token}` } });
      expect(r.json().code).toBe('200');
    }
  });

  it('ends a session idle for longer than the configured timeout, and keeps a fresher one', async () => {
    const { accountId, roleIds } = await adminOfNewAccount();
    await setSecurity(t, accountId, { sessionTimeoutMinutes: 15, prohibitMultiLocation: false });
    const u = await t.seed.userIn(accountId, roleIds.USER, {});
    const stale = (await login(u.username, u.password)).data.token;
    const fresh = (await login(u.username, u.password)).data.token;
    const sessions = await t.runtime.deps.db.selectFrom('sessions').select(['id', 'idleSeconds']).where('userId', '=', u.userId).orderBy('createdAt').execute();
    expect(sessions.map((s) => s.idleSeconds)).toEqual([900, 900]);
    await t.runtime.deps.db
      .updateTable('sessions')
      .set({ lastSeenAt: new Date(Date.now() - 16 * 60_000) })
      .where('id', '=', sessions[0].id)
      .execute();
    await t.runtime.deps.db
      .updateTable('sessions')
      .set({ lastSeenAt: new Date(Date.now() - 14 * 60_000) })
      .where('id', '=', sessions[1].id)
      .execute();
    const verify = (token: string) =>
      t.runtime.app.server.inject({ method: 'POST', url: '/api/index/verifyAuth', headers: { authorization: `Bearer ${token}` } }).then((r) => r.json().code);
    expect(await verify(stale)).toBe('401');
    expect(await verify(fresh)).toBe('200');
  });
});
