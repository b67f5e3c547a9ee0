import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gqlAs, outcome } from '../../helpers/graphql';
import { outboxMailTo, restClient, type RestClient } from '../../helpers/rest';
import { startTestServer, type TestServer } from '../../helpers/server';

let t: TestServer;
let rest: RestClient;
let systemAdmin: string;
beforeAll(async () => {
  t = await startTestServer();
  rest = restClient(t);
  const admin = await t.seed.systemAdmin();
  systemAdmin = await t.login(admin.username, admin.password);
});
afterAll(async () => {
  await setSignup({ enabled: true, requiresApproval: false });
  await t.close();
});

// Sign-up settings are console-wide: only this file changes them, one test at a time.
async function setSignup(input: { enabled: boolean; requiresApproval: boolean }) {
  const res = await gqlAs(
    t,
    systemAdmin,
    'mutation($i: SignupSettingsInput!) { updateSignupSettings(input: $i) { ... on MutationUpdateSignupSettingsSuccess { data { enabled requiresApproval } } } }',
    { i: input },
  );
  expect(res.data!.updateSignupSettings.data).toEqual(input);
}

const PASSWORD = 'Sign#Up2024!';

function applicant() {
  const suffix = crypto.randomBytes(4).toString('hex');
  return { accountName: `acme_${suffix}`, username: `founder.${suffix}`, email: `founder.${suffix}@example.test`, realname: 'Founder' };
}

const register = (info: ReturnType<typeof applicant>, password = PASSWORD, confirmPassword = password) =>
  rest.post('/api/index/register', { ...info, password: t.encrypt(password), confirmPassword: t.encrypt(confirmPassword) });

async function mailedCode(email: string) {
  const mail = await outboxMailTo(t, email);
  expect(mail.transport).toBe('outbox');
  return /\b(\d{6})\b/.exec(mail.body)![1];
}

/** Steps 1 and 2: account info, then the mailed code; answers the sign-up id. */
async function verified(info = applicant()) {
  const signupId = (await register(info)).json().data.signupId as string;
  expect((await rest.post('/api/index/register/validate', { signupId, code: await mailedCode(info.email) })).json()).toMatchObject({
    code: '200',
    data: { status: 'accept_terms' },
  });
  return signupId;
}

describe('sign-up stepper: account info → verify email → accept terms', () => {
  it('creates the account with the user as its customer super admin and no subscriptions', async () => {
    expect((await gqlAs(t, null, '{ signupSettings { enabled requiresApproval } }')).data!.signupSettings).toEqual({ enabled: true, requiresApproval: false });
    const info = applicant();
    const step1 = (await register(info)).json();
    expect(step1.code).toBe('200');
    const { signupId } = step1.data;
    const code = await mailedCode(info.email);
    // Without SMTP the system super admin reads the mail in the console.
    const outbox = await gqlAs(t, systemAdmin, '{ mailOutbox(first: 50) { edges { node { recipient subject body transport sentAt } } } }');
    const mail = outbox.data!.mailOutbox.edges.map((e: { node: Record<string, unknown> }) => e.node).find((m: { recipient: string }) => m.recipient === info.email);
    expect(mail).toMatchObject({ subject: 'Your Rampart verification code', transport: 'outbox', sentAt: null });
    expect(mail.body).toContain(code);

    const wrongCode = code === '000000' ? '111111' : '000000';
    expect((await rest.post('/api/index/register/validate', { signupId, code: wrongCode })).json()).toMatchObject({ code: 'token.invalid' });
    // Accepting before the email is verified is out of order.
    expect((await rest.post('/api/index/register/accept', { signupId, accepted: true })).json().code).toBe('token.invalid');
    expect((await rest.post('/api/index/register/validate', { signupId, code })).json().data.status).toBe('accept_terms');

    expect((await rest.post('/api/index/register/accept', { signupId, accepted: false })).json()).toMatchObject({ code: '400', msg: 'Please read terms and conditions' });
    const done = (await rest.post('/api/index/register/accept', { signupId, accepted: true })).json();
    expect(done).toMatchObject({ code: '200', data: { status: 'approved', accountId: expect.any(String) } });

    const token = await t.login(info.username, PASSWORD);
    const me = (await rest.get('/api/user/getUserInfo', { token })).json().data;
    expect(me).toMatchObject({ username: info.username, email: info.email, accountName: info.accountName, roleType: 'CUSTOMER_SUPER_ADMIN', accountId: done.data.accountId });
    expect(me.product).toEqual({});
    expect(me.permissions).toContain('manage_user');
    // The first password starts the user's history.
    const history = await t.runtime.deps.db.selectFrom('passwordHistory').select('id').where('accountId', '=', done.data.accountId).execute();
    expect(history).toHaveLength(1);
    // Steps cannot be replayed.
    expect((await rest.post('/api/index/register/accept', { signupId, accepted: true })).json().code).toBe('token.invalid');
  });

  it('validates the account info with the spec’s rules and messages', async () => {
    const info = applicant();
    expect((await register({ ...info, accountName: 'ab' })).json().msg).toBe('The account name must be 4-100 characters of letters, digits, - or _.');
    expect((await register({ ...info, accountName: 'has space' })).json().code).toBe('400');
    expect((await register({ ...info, username: 'has space' })).json().code).toBe('400');
    expect((await register({ ...info, username: 'abc' })).json().code).toBe('400');
    expect((await register({ ...info, email: 'nope' })).json().msg).toBe('Email address is not invalid');
    expect((await register(info, PASSWORD, `${PASSWORD}x`)).json().msg).toBe('Passwords must match');
    expect((await register(info, 'weakpass')).json().code).toBe('400');
    expect((await rest.post('/api/index/register', { ...info, password: PASSWORD, confirmPassword: PASSWORD })).json().code).toBe('login.notEncrypted');
    expect((await register({ ...info, accountName: '' })).json().msg).toBe('Account name cannot be empty');
  });

  it('answers 409 "already in use" for a taken account name, username or email', async () => {
    const existing = await t.seed.user({ email: `${crypto.randomBytes(4).toString('hex')}@example.test` });
    const row = await t.runtime.deps.db
      .selectFrom('users')
      .innerJoin('accounts', 'accounts.id', 'users.accountId')
      .select(['users.email', 'accounts.name'])
      .where('users.id', '=', existing.userId)
      .executeTakeFirstOrThrow();
    const info = applicant();
    expect((await register({ ...info, accountName: row.name.toUpperCase() })).json()).toMatchObject({ code: '409', msg: 'This account name is already in use.' });
    expect((await register({ ...info, username: existing.username })).json()).toMatchObject({ code: '409', msg: 'This username is already in use.' });
    expect((await register({ ...info, email: row.email! })).json()).toMatchObject({ code: '409', msg: 'This email address is already in use.' });
  });

  it('gives a code five tries', async () => {
    const info = applicant();
    const { signupId } = (await register(info)).json().data;
    const code = await mailedCode(info.email);
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i++) expect((await rest.post('/api/index/register/validate', { signupId, code: wrong })).json().code).toBe('token.invalid');
    expect((await rest.post('/api/index/register/validate', { signupId, code })).json()).toMatchObject({
      code: 'token.invalid',
      msg: 'Too many wrong codes. Please sign up again.',
    });
  });

  it('waits for a system super admin when approval is required', async () => {
    await setSignup({ enabled: true, requiresApproval: true });
    try {
      const info = applicant();
      const signupId = await verified(info);
      expect((await rest.post('/api/index/register/accept', { signupId, accepted: true })).json().data).toEqual({ status: 'pending_approval', accountId: null });
      expect((await rest.post('/api/index/login', { username: info.username, password: t.encrypt(PASSWORD) })).json().code).toBe('login.invalid');
      // While it waits, nobody else can claim the name.
      expect((await register({ ...applicant(), accountName: info.accountName })).json().code).toBe('409');

      const list = await gqlAs(t, systemAdmin, '{ pendingSignups(first: 100) { totalCount edges { node { id accountName status } } } }');
      expect(list.data!.pendingSignups.edges.map((e: { node: { id: string } }) => e.node.id)).toContain(signupId);
      const approved = await gqlAs(t, systemAdmin, 'mutation($id: ID!) { approveSignup(id: $id) { ... on MutationApproveSignupSuccess { data { status accountId } } } }', {
        id: signupId,
      });
      expect(approved.data!.approveSignup.data).toMatchObject({ status: 'APPROVED', accountId: expect.any(String) });
      await t.login(info.username, PASSWORD);
      expect((await outboxMailTo(t, info.email)).subject).toBe('Your Rampart account is ready');
      expect(outcome(await gqlAs(t, systemAdmin, 'mutation($id: ID!) { approveSignup(id: $id) { __typename ... on AppError { code } } }', { id: signupId }))).toBe('404');

      const refused = applicant();
      const refusedId = await verified(refused);
      await rest.post('/api/index/register/accept', { signupId: refusedId, accepted: true });
      const rejected = await gqlAs(t, systemAdmin, 'mutation($id: ID!) { rejectSignup(id: $id) { ... on MutationRejectSignupSuccess { data { status } } } }', { id: refusedId });
      expect(rejected.data!.rejectSignup.data.status).toBe('REJECTED');
      expect((await rest.post('/api/index/login', { username: refused.username, password: t.encrypt(PASSWORD) })).json().code).toBe('login.invalid');
    } finally {
      await setSignup({ enabled: true, requiresApproval: false });
    }
  });

  it('can be switched off by the system admin', async () => {
    await setSignup({ enabled: false, requiresApproval: false });
    try {
      expect((await rest.get('/api/index/signupSettings')).json().data).toEqual({ enabled: false, requiresApproval: false });
      expect((await register(applicant())).json()).toMatchObject({ code: '403', msg: 'Creating accounts is turned off. Please contact the administrator.' });
    } finally {
      await setSignup({ enabled: true, requiresApproval: false });
    }
  });
});
