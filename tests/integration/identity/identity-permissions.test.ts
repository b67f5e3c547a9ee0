import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gqlAs, outcome } from '../../helpers/graphql';
import { startTestServer, uniqueName, type TestServer } from '../../helpers/server';

type Who = 'anonymous' | 'systemAdmin' | 'customerSuperAdmin' | 'admin' | 'user' | 'view' | 'otherAccount';

let t: TestServer;
const tokens: Partial<Record<Who, string>> = {};
let pendingSignupId: string;

beforeAll(async () => {
  t = await startTestServer();
  const a = await t.seed.account();
  const b = await t.seed.account();
  const people = {
    customerSuperAdmin: await t.seed.userIn(a.accountId, a.roleIds.CUSTOMER_SUPER_ADMIN, {}),
    admin: await t.seed.userIn(a.accountId, a.roleIds.ADMIN, {}),
    user: await t.seed.userIn(a.accountId, a.roleIds.USER, {}),
    view: await t.seed.userIn(a.accountId, a.roleIds.VIEW, {}),
    otherAccount: await t.seed.userIn(b.accountId, b.roleIds.CUSTOMER_SUPER_ADMIN, {}),
  };
  for (const [who, u] of Object.entries(people)) tokens[who as Who] = await t.login(u.username, u.password);
  const admin = await t.seed.systemAdmin();
  tokens.systemAdmin = await t.login(admin.username, admin.password);
  const name = uniqueName('pending').replace(/[^A-Za-z0-9_-]/g, '_');
  ({ id: pendingSignupId } = await t.runtime.deps.db
    .insertInto('signups')
    .values({ accountName: name, username: name, email: `${name}@example.test`, passwordHash: 'x', status: 'pending_approval' })
    .returning('id')
    .executeTakeFirstOrThrow());
});
afterAll(() => t.close());

const everyone: Who[] = ['anonymous', 'systemAdmin', 'customerSuperAdmin', 'admin', 'user', 'view', 'otherAccount'];
const onlySystemAdmin = { anonymous: '401', systemAdmin: '200', customerSuperAdmin: '403', admin: '403', user: '403', view: '403', otherAccount: '403' } as const;
const anySignedIn = { anonymous: '401', systemAdmin: '200', customerSuperAdmin: '200', admin: '200', user: '200', view: '200', otherAccount: '200' } as const;

const cases: Array<{ name: string; query: string; variables?: () => Record<string, unknown>; expect: Partial<Record<Who, string>> }> = [
  { name: 'mailOutbox', query: '{ mailOutbox(first: 5) { totalCount edges { node { recipient subject } } } }', expect: onlySystemAdmin },
  { name: 'pendingSignups', query: '{ pendingSignups(first: 5) { totalCount } }', expect: onlySystemAdmin },
  {
    name: 'signupSettings (public)',
    query: '{ signupSettings { enabled } }',
    expect: { ...anySignedIn, anonymous: '200' },
  },
  // The system super admin's own calls change console-wide state; signup.test.ts covers them.
  {
    name: 'updateSignupSettings',
    query: 'mutation { updateSignupSettings(input: { enabled: false, requiresApproval: true }) { __typename ... on AppError { code } } }',
    expect: { ...onlySystemAdmin, systemAdmin: undefined },
  },
  {
    name: 'approveSignup',
    query: 'mutation($id: ID!) { approveSignup(id: $id) { __typename ... on AppError { code } } }',
    variables: () => ({ id: pendingSignupId }),
    expect: { ...onlySystemAdmin, systemAdmin: undefined },
  },
  {
    name: 'rejectSignup',
    query: 'mutation($id: ID!) { rejectSignup(id: $id) { __typename ... on AppError { code } } }',
    variables: () => ({ id: pendingSignupId }),
    expect: { ...onlySystemAdmin, systemAdmin: undefined },
  },
  { name: 'startMfaEnrolment', query: 'mutation { startMfaEnrolment { __typename ... on AppError { code } } }', expect: anySignedIn },
  {
    name: 'updateProfile (one’s own)',
    query: 'mutation { updateProfile(input: { firstName: "Same" }) { __typename ... on AppError { code } } }',
    expect: anySignedIn,
  },
  {
    name: 'changePassword (wrong current password)',
    query: 'mutation($i: ChangePasswordInput!) { changePassword(input: $i) { __typename ... on AppError { code } } }',
    variables: () => ({ i: { oldPassword: t.encrypt('not-mine'), newPassword: t.encrypt('Whatever#1x'), confirmPassword: t.encrypt('Whatever#1x') } }),
    expect: { ...anySignedIn, systemAdmin: '400', customerSuperAdmin: '400', admin: '400', user: '400', view: '400', otherAccount: '400' },
  },
];

describe('identity operations: allowed/denied matrix', () => {
  for (const c of cases) {
    it(c.name, async () => {
      const actual: Partial<Record<Who, string>> = {};
      const expected: Partial<Record<Who, string>> = {};
      for (const who of everyone) {
        if (c.expect[who] === undefined) continue;
        expected[who] = c.expect[who];
        actual[who] = outcome(await gqlAs(t, tokens[who] ?? null, c.query, c.variables?.()));
      }
      expect(actual).toEqual(expected);
    });
  }

  it('left the pending sign-up untouched after every refused approval', async () => {
    const row = await t.runtime.deps.db.selectFrom('signups').select(['status', 'accountId']).where('id', '=', pendingSignupId).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'pending_approval', accountId: null });
  });
});
