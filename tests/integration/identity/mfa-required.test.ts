import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gqlAs } from '../../helpers/graphql';
import { restClient, setSecurity, type RestClient } from '../../helpers/rest';
import { startTestServer, type TestServer } from '../../helpers/server';

/**
 * With the account's "MFA required" on, a user who has not enrolled signs in to a session that
 * opens only the enrolment calls; confirming the enrolment makes it a full session.
 */
let t: TestServer;
let rest: RestClient;
beforeAll(async () => {
  t = await startTestServer();
  rest = restClient(t);
});
afterAll(() => t.close());

const ENROLMENT_MESSAGE = 'Set up two-factor authentication to continue.';
const totp = (secret: string, offsetSeconds = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });
const passwordLogin = async (username: string, password: string) => (await rest.post('/api/index/login', { username, password: t.encrypt(password) })).json();

/** A user of a new account (USER role, every subscription) whose account requires MFA. */
async function requiredUser() {
  const user = await t.seed.user();
  await setSecurity(t, user.accountId, { mfaRequired: true });
  return user;
}

const START = 'mutation { startMfaEnrolment { __typename ... on MutationStartMfaEnrolmentSuccess { data { secret } } ... on AppError { code } } }';
const CONFIRM =
  'mutation($c: String!) { confirmMfaEnrolment(code: $c) { __typename ... on MutationConfirmMfaEnrolmentSuccess { data { recoveryCodes token } } ... on AppError { code } } }';

/** Every GraphQL query and REST path a pending session must not open, with how to call it. */
const gqlRefused = [
  '{ viewer { id username permissions } }',
  '{ users(first: 1) { totalCount } }',
  '{ myActivity(first: 1) { totalCount } }',
  '{ monitoringDashboard(period: TODAY) { __typename } }',
  '{ monitoredApps(first: 1) { totalCount } }',
];
const restRefused: Array<['GET' | 'POST', string]> = [
  ['POST', '/api/index/verifyAuth'],
  ['GET', '/api/user/getUserInfo'],
  ['POST', '/api/user/updateUser'],
  ['POST', '/api/user/mfa/disable'],
  ['GET', '/api/operateLog/export'],
];

async function expectOnlyEnrolment(token: string) {
  for (const query of gqlRefused) {
    const answer = await gqlAs(t, token, query);
    expect(answer.data ?? null, query).toBeNull();
    expect(answer.errors![0].extensions!.code, query).toBe('401');
    expect(answer.errors![0].message, query).toBe(ENROLMENT_MESSAGE);
  }
  const updateProfile = await gqlAs(t, token, 'mutation { updateProfile(input: { realname: "Mallory" }) { __typename ... on AppError { code } } }');
  expect(updateProfile.errors?.[0]?.extensions?.code ?? updateProfile.data?.updateProfile?.code).toBe('401');
  for (const [method, url] of restRefused) {
    const res = method === 'GET' ? await rest.get(url, { token }) : await rest.post(url, {}, { token });
    expect(res.json(), url).toMatchObject({ code: '401', msg: ENROLMENT_MESSAGE });
  }
  // Nor is it a token for the sign-in's code step.
  expect((await rest.post('/api/index/login/mfa', { token, code: '123456' })).json().code).toBe('401');
}

describe('MFA required, user not enrolled', () => {
  it('signs in to a pending session that opens nothing but enrolment (REST), then becomes a full one', async () => {
    const user = await requiredUser();
    const login = await passwordLogin(user.username, user.password);
    expect(login).toMatchObject({ code: '200', data: { mfa: true, mfaEnrolment: true } });
    const pending = login.data.token as string;
    await expectOnlyEnrolment(pending);

    const start = (await rest.post('/api/user/mfa/start', {}, { token: pending })).json();
    expect(start.code).toBe('200');
    expect((await rest.post('/api/user/mfa/confirm', { code: '000000' }, { token: pending })).json().code).toBe('mfa.invalid');
    const confirmed = (await rest.post('/api/user/mfa/confirm', { code: await totp(start.data.secret) }, { token: pending })).json();
    expect(confirmed.code).toBe('200');
    expect(confirmed.data.recoveryCodes).toHaveLength(10);
    const full = confirmed.data.token as string;
    expect(full).toEqual(expect.any(String));
    expect(full).not.toBe(pending);

    // The pending token is spent; the new one is a full session.
    expect((await rest.post('/api/user/mfa/start', {}, { token: pending })).json().code).toBe('401');
    expect((await rest.post('/api/index/verifyAuth', undefined, { token: full })).json().code).toBe('200');
    const info = (await rest.get('/api/user/getUserInfo', { token: full })).json().data;
    expect(info).toMatchObject({ username: user.username, mfaEnabled: true, mfaEnrolmentRequired: false });
    expect(info.permissions).toContain('monitor_dashboard');
    expect((await gqlAs(t, full, '{ monitoredApps(first: 1) { totalCount } }')).data!.monitoredApps.totalCount).toBe(0);

    // The sign-in counts as done: the next one asks for a code, not for enrolment.
    const next = await passwordLogin(user.username, user.password);
    expect(next).toMatchObject({ code: '200', data: { mfa: true, mfaEnrolment: false } });
  });

  it('works the same through GraphQL, with the login payload saying which step is due', async () => {
    const user = await requiredUser();
    const login = await gqlAs(t, null, 'mutation($i: LoginInput!) { login(input: $i) { ... on MutationLoginSuccess { data { token mfa mfaEnrolment } } } }', {
      i: { username: user.username, password: t.encrypt(user.password) },
    });
    const pending = login.data!.login.data;
    expect(pending).toMatchObject({ mfa: true, mfaEnrolment: true });
    await expectOnlyEnrolment(pending.token);

    const start = await gqlAs(t, pending.token, START);
    const secret = start.data!.startMfaEnrolment.data.secret as string;
    const confirm = await gqlAs(t, pending.token, CONFIRM, { c: await totp(secret) });
    const { token, recoveryCodes } = confirm.data!.confirmMfaEnrolment.data;
    expect(recoveryCodes).toHaveLength(10);
    expect((await gqlAs(t, pending.token, '{ viewer { id } }')).errors![0].extensions!.code).toBe('401');
    expect((await gqlAs(t, token, '{ viewer { username mfaEnabled mfaEnrolmentRequired } }')).data!.viewer).toEqual({
      username: user.username,
      mfaEnabled: true,
      mfaEnrolmentRequired: false,
    });
  });

  it('lets a pending session sign out, after which enrolment is closed too', async () => {
    const user = await requiredUser();
    const rested = (await passwordLogin(user.username, user.password)).data.token as string;
    expect((await rest.post('/api/index/logout', undefined, { token: rested })).json().code).toBe('200');
    expect((await rest.post('/api/user/mfa/start', {}, { token: rested })).json().code).toBe('401');

    const graphed = (await passwordLogin(user.username, user.password)).data.token as string;
    expect((await gqlAs(t, graphed, 'mutation { logout }')).data!.logout).toBe(true);
    expect((await gqlAs(t, graphed, START)).errors?.[0]?.extensions?.code ?? (await gqlAs(t, graphed, START)).data?.startMfaEnrolment?.code).toBe('401');
  });

  it('ends a pending session when its user is locked meanwhile', async () => {
    const user = await requiredUser();
    const pending = (await passwordLogin(user.username, user.password)).data.token as string;
    await t.runtime.deps.db.updateTable('users').set({ locked: true }).where('id', '=', user.userId).execute();
    // The session ends with the locked state named, so the sign-in page can say why.
    expect((await rest.post('/api/user/mfa/start', {}, { token: pending })).json().code).toBe('account.locked.0023');
  });
});

describe('unchanged cases', () => {
  it('signs in to a full session when the policy is off', async () => {
    const user = await t.seed.user();
    const login = await passwordLogin(user.username, user.password);
    expect(login).toMatchObject({ code: '200', data: { mfa: false, mfaEnrolment: false } });
    expect((await gqlAs(t, login.data.token, '{ viewer { username mfaEnrolmentRequired } }')).data!.viewer).toEqual({ username: user.username, mfaEnrolmentRequired: false });
  });

  it('asks an enrolled user for the code step, and a full session enrolling gets no new token', async () => {
    const user = await t.seed.user();
    const token = await t.login(user.username, user.password);
    const start = await gqlAs(t, token, START);
    const confirm = await gqlAs(t, token, CONFIRM, { c: await totp(start.data!.startMfaEnrolment.data.secret) });
    expect(confirm.data!.confirmMfaEnrolment.data.token).toBeNull();
    expect((await gqlAs(t, token, '{ viewer { mfaEnabled } }')).data!.viewer.mfaEnabled).toBe(true);
    await setSecurity(t, user.accountId, { mfaRequired: true });
    expect((await passwordLogin(user.username, user.password)).data).toMatchObject({ mfa: true, mfaEnrolment: false });
  });
});
