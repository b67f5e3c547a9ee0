import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gqlAs } from '../../helpers/graphql';
import { restClient, setSecurity, type RestClient } from '../../helpers/rest';
import { startTestServer, type TestServer } from '../../helpers/server';

let t: TestServer;
let rest: RestClient;
beforeAll(async () => {
  t = await startTestServer();
  rest = restClient(t);
});
afterAll(() => t.close());

/** The TOTP code `offsetSeconds` from now, as an authenticator app would show it. */
const totp = (secret: string, offsetSeconds = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

async function enrol(token: string) {
  const start = (await rest.post('/api/user/mfa/start', {}, { token })).json();
  expect(start.code).toBe('200');
  const secret = start.data.secret as string;
  const confirmEpoch = Math.floor(Date.now() / 1000);
  const confirmCode = await generate({ secret, epoch: confirmEpoch });
  const confirmed = (await rest.post('/api/user/mfa/confirm', { code: confirmCode }, { token })).json();
  expect(confirmed.code).toBe('200');
  return { secret, confirmCode, recoveryCodes: confirmed.data.recoveryCodes as string[], fullToken: confirmed.data.token as string | null };
}

const passwordLogin = async (username: string, password: string) => (await rest.post('/api/index/login', { username, password: t.encrypt(password) })).json();

describe('MFA enrolment', () => {
  it('returns an otpauth URI with a PNG QR code, confirms with a code and shows ten recovery codes once', async () => {
    const user = await t.seed.user();
    const token = await t.login(user.username, user.password);
    const start = (await rest.post('/api/user/mfa/start', {}, { token })).json();
    expect(start.data.otpauthUri).toMatch(/^otpauth:\/\/totp\/Rampart:.+\?.*secret=[A-Z2-7]+/);
    expect(start.data.qrCode).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    const wrong = (await rest.post('/api/user/mfa/confirm', { code: '000000' }, { token })).json();
    expect(wrong).toMatchObject({ code: 'mfa.invalid', msg: 'The authentication code is not valid.' });
    const info = (await rest.get('/api/user/getUserInfo', { token })).json().data;
    expect(info.mfaEnabled).toBe(false);

    const ok = (await rest.post('/api/user/mfa/confirm', { code: await totp(start.data.secret) }, { token })).json();
    expect(ok.code).toBe('200');
    expect(ok.data.recoveryCodes).toHaveLength(10);
    expect(new Set(ok.data.recoveryCodes).size).toBe(10);
    const row = await t.runtime.deps.db
      .selectFrom('users')
      .select(['mfaEnabled', 'mfaSecret', 'mfaPendingSecret', 'mfaRecoveryHashes'])
      .where('id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(row.mfaEnabled).toBe(true);
    expect(row.mfaPendingSecret).toBeNull();
    // The TOTP secret is stored sealed, so a copy of the database alone cannot mint codes.
    expect(row.mfaSecret).toMatch(/^v1\./);
    expect(row.mfaSecret).not.toContain(start.data.secret);
    // Stored hashed, never as given.
    expect(row.mfaRecoveryHashes).toHaveLength(10);
    expect(row.mfaRecoveryHashes).not.toContain(ok.data.recoveryCodes[0]);
    expect((await rest.post('/api/user/mfa/start', {}, { token })).json().code).toBe('409');
  });

  it('works through the GraphQL mirrors', async () => {
    const user = await t.seed.user();
    const token = await t.login(user.username, user.password);
    const start = await gqlAs(t, token, 'mutation { startMfaEnrolment { ... on MutationStartMfaEnrolmentSuccess { data { secret qrCode } } } }');
    const secret = start.data!.startMfaEnrolment.data.secret;
    const confirm = await gqlAs(
      t,
      token,
      'mutation($c: String!) { confirmMfaEnrolment(code: $c) { ... on MutationConfirmMfaEnrolmentSuccess { data { recoveryCodes } } ... on AppError { code } } }',
      {
        c: await totp(secret),
      },
    );
    expect(confirm.data!.confirmMfaEnrolment.data.recoveryCodes).toHaveLength(10);

    const pending = (
      await gqlAs(t, null, 'mutation($i: LoginInput!) { login(input: $i) { ... on MutationLoginSuccess { data { token mfa } } } }', {
        i: { username: user.username, password: t.encrypt(user.password) },
      })
    ).data!.login.data;
    expect(pending.mfa).toBe(true);
    const done = await gqlAs(
      t,
      null,
      'mutation($i: CompleteMfaLoginInput!) { completeMfaLogin(input: $i) { ... on MutationCompleteMfaLoginSuccess { data { token mfa } } ... on AppError { code } } }',
      {
        i: { token: pending.token, code: await totp(secret, 30) },
      },
    );
    const full = done.data!.completeMfaLogin.data;
    expect(full.mfa).toBe(false);
    expect((await gqlAs(t, full.token, '{ viewer { username mfaEnabled } }')).data!.viewer).toEqual({ username: user.username, mfaEnabled: true });

    const off = await gqlAs(t, full.token, 'mutation($i: DisableMfaInput!) { disableMfa(input: $i) { ... on MutationDisableMfaSuccess { data } ... on AppError { code } } }', {
      i: { password: t.encrypt(user.password) },
    });
    expect(off.data!.disableMfa.data).toBe(true);
  });
});

describe('sign-in with MFA', () => {
  it('answers a pending token that opens nothing but the MFA step, then a full token for a fresh code', async () => {
    const user = await t.seed.user();
    const { secret, confirmCode } = await enrol(await t.login(user.username, user.password));

    const first = await passwordLogin(user.username, user.password);
    expect(first).toMatchObject({ code: '200', data: { mfa: true } });
    const pending = first.data.token as string;
    expect((await rest.post('/api/index/verifyAuth', undefined, { token: pending })).json().code).toBe('401');
    expect((await rest.get('/api/user/getUserInfo', { token: pending })).json().code).toBe('401');
    expect((await gqlAs(t, pending, '{ viewer { id } }')).errors![0].extensions!.code).toBe('401');

    // The code that confirmed the enrolment is spent; one far outside ±1 step never works.
    // (Codes are computed once and reused, so a 30-second boundary mid-test changes nothing.)
    expect((await rest.post('/api/index/login/mfa', { token: pending, code: confirmCode })).json().code).toBe('mfa.invalid');
    expect((await rest.post('/api/index/login/mfa', { token: pending, code: await totp(secret, 90) })).json().code).toBe('mfa.invalid');
    const fresh = await totp(secret, 30);
    const done = (await rest.post('/api/index/login/mfa', { token: pending, code: fresh })).json();
    expect(done).toMatchObject({ code: '200', data: { mfa: false } });
    expect(done.data.token).not.toBe(pending);
    expect((await rest.post('/api/index/verifyAuth', undefined, { token: done.data.token })).json().code).toBe('200');
    // The pending token was replaced, and the code it used is spent.
    expect((await rest.post('/api/index/login/mfa', { token: pending, code: fresh })).json().code).toBe('401');
    const again = (await passwordLogin(user.username, user.password)).data.token;
    expect((await rest.post('/api/index/login/mfa', { token: again, code: fresh })).json().code).toBe('mfa.invalid');
  });

  it('accepts each recovery code once', async () => {
    const user = await t.seed.user();
    const { recoveryCodes } = await enrol(await t.login(user.username, user.password));
    const pending = (await passwordLogin(user.username, user.password)).data.token;
    expect((await rest.post('/api/index/login/mfa', { token: pending, code: recoveryCodes[3].toUpperCase() })).json().code).toBe('200');
    const next = (await passwordLogin(user.username, user.password)).data.token;
    expect((await rest.post('/api/index/login/mfa', { token: next, code: recoveryCodes[3] })).json().code).toBe('mfa.invalid');
    expect((await rest.post('/api/index/login/mfa', { token: next, code: recoveryCodes[4] })).json().code).toBe('200');
  });

  it('counts wrong codes toward the lock, like wrong passwords', async () => {
    const user = await t.seed.user();
    await enrol(await t.login(user.username, user.password));
    const pending = (await passwordLogin(user.username, user.password)).data.token;
    for (let i = 0; i < 4; i++) expect((await rest.post('/api/index/login/mfa', { token: pending, code: '123456' })).json().code).toBe('mfa.invalid');
    const fifth = await rest.post('/api/index/login/mfa', { token: pending, code: '654321' });
    expect(fifth.json().code).toBe('account.locked.0023');
    expect((await passwordLogin(user.username, user.password)).code).toBe('account.locked.0023');
  });

  it('turns MFA off only with a current code or the password', async () => {
    const user = await t.seed.user();
    const token = await t.login(user.username, user.password);
    const { secret } = await enrol(token);
    expect((await rest.post('/api/user/mfa/disable', {}, { token })).json().code).toBe('400');
    expect((await rest.post('/api/user/mfa/disable', { code: '111111' }, { token })).json().code).toBe('mfa.invalid');
    expect((await rest.post('/api/user/mfa/disable', { password: t.encrypt('not-it') }, { token })).json()).toMatchObject({ code: '400', msg: 'The password is not correct.' });
    expect((await rest.post('/api/user/mfa/disable', { password: 'plain' }, { token })).json().code).toBe('login.notEncrypted');
    expect((await rest.post('/api/user/mfa/disable', { code: await totp(secret, 30) }, { token })).json().code).toBe('200');
    expect((await passwordLogin(user.username, user.password)).data.mfa).toBe(false);
  });

  it('sends users to enrol when the account requires MFA, before anything else opens', async () => {
    const user = await t.seed.user();
    const token = await t.login(user.username, user.password);
    await setSecurity(t, user.accountId, { mfaRequired: true });
    // A session from before the policy was switched on is told to enrol.
    expect((await rest.get('/api/user/getUserInfo', { token })).json().data.mfaEnrolmentRequired).toBe(true);
    const signedIn = await passwordLogin(user.username, user.password);
    expect(signedIn.data).toMatchObject({ mfa: true, mfaEnrolment: true });
    const pending = signedIn.data.token;
    expect((await rest.get('/api/user/getUserInfo', { token: pending })).json().code).toBe('401');
    const { fullToken } = await enrol(pending);
    expect((await gqlAs(t, fullToken!, '{ viewer { mfaEnrolmentRequired } }')).data!.viewer.mfaEnrolmentRequired).toBe(false);
    expect((await passwordLogin(user.username, user.password)).data).toMatchObject({ mfa: true, mfaEnrolment: false });
  });
});
