import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gqlAs, outcome } from '../../helpers/graphql';
import { MATRIX_CALLERS, roleMatrix, type MatrixCaller } from '../../helpers/role-matrix';
import { startTestServer, type TestServer } from '../../helpers/server';

/**
 * For every administration query and mutation, who may call it. Account
 * A holds the customer super admin, admin, plain user and viewer; "otherAccount" is the
 * customer super admin of account B. Operations aimed at account A's rows by id answer 404 to
 * account B, never 403, so existence does not leak.
 */
type Who = MatrixCaller;
const WHO = MATRIX_CALLERS;

let t: TestServer;
const tokens = {} as Record<Who, string>;
const a = {} as { accountId: string; roleIds: Record<string, string>; plainUserId: string; groupId: string; customRoleId: string };
/** A user of account A who is nobody's caller, so locking or resetting it signs no caller out. */
let targetId: string;
let seq = 0;
const next = () => `${++seq}-${Math.random().toString(36).slice(2, 8)}`;

beforeAll(async () => {
  t = await startTestServer();
  const matrix = await roleMatrix(t);
  const A = matrix.a;
  Object.assign(tokens, matrix.tokens);
  targetId = (await t.seed.userIn(A.accountId, A.roleIds.USER, {})).userId;
  Object.assign(a, { accountId: A.accountId, roleIds: A.roleIds, plainUserId: targetId });
  const db = t.runtime.deps.db;
  a.groupId = (await db.insertInto('userGroups').values({ accountId: A.accountId, name: 'matrix group' }).returning('id').executeTakeFirstOrThrow()).id;
  a.customRoleId = (
    await db
      .insertInto('roles')
      .values({ accountId: A.accountId, name: 'matrix role', type: 'CUSTOM', codes: ['apk_analysis'] })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

const ALLOW_A = { systemAdmin: '200', customerSuperAdmin: '200', admin: '200', user: '403', view: '403' } as const;
const range = () => ({ from: new Date(Date.now() - 3600_000).toISOString(), to: new Date(Date.now() + 3600_000).toISOString() });
const securityInput = {
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

interface Case {
  op: string;
  query: string;
  vars?: () => Record<string, unknown> | Promise<Record<string, unknown>>;
  expect: Record<Who, string>;
}

const CASES: Case[] = [
  // users
  { op: 'users', query: '{ users(first: 3) { totalCount } }', expect: { ...ALLOW_A, otherAccount: '200' } },
  {
    op: 'user',
    query: 'query($id: ID!, $a: ID) { user(id: $id, accountId: $a) { id } }',
    vars: () => ({ id: a.plainUserId, a: a.accountId }),
    expect: { ...ALLOW_A, otherAccount: '404' },
  },
  {
    op: 'createUser',
    query: 'mutation($i: CreateUserInput!, $a: ID) { createUser(input: $i, accountId: $a) { __typename ... on AppError { code } } }',
    vars: () => ({ a: a.accountId, i: { username: `m-${next()}`, password: t.encrypt('Matrix#Pass1'), roleId: a.roleIds.USER } }),
    expect: { ...ALLOW_A, otherAccount: '404' },
  },
  {
    op: 'updateUser',
    query: 'mutation($id: ID!, $a: ID, $r: ID!) { updateUser(id: $id, accountId: $a, input: { roleId: $r, realname: "Matrix" }) { __typename ... on AppError { code } } }',
    vars: () => ({ id: a.plainUserId, a: a.accountId, r: a.roleIds.USER }),
    expect: { ...ALLOW_A, otherAccount: '404' },
  },
  {
    op: 'setUsersLocked',
    query: 'mutation($ids: [ID!]!, $a: ID) { setUsersLocked(ids: $ids, locked: false, accountId: $a) { __typename ... on AppError { code } } }',
    vars: () => ({ ids: [a.plainUserId], a: a.accountId }),
    expect: { ...ALLOW_A, otherAccount: '404' },
  },
  {
    op: 'setUsersEnabled',
    query: 'mutation($ids: [ID!]!, $a: ID) { setUsersEnabled(ids: $ids, enabled: true, accountId: $a) { __typename ... on AppError { code } } }',
    vars: () => ({ ids: [a.plainUserId], a: a.accountId }),
    expect: { ...ALLOW_A, otherAccount: '404' },
  },
  {
    op: 'resetUserPassword',
    query: 'mutation($id: ID!, $a: ID, $p: String!) { resetUserPassword(id: $id, accountId: $a, password: $p) { __typename ... on AppError { code } } }',
    vars: () => ({ id: a.plainUserId, a: a.accountId, p: t.encrypt(`Reset#${next()}A`) }),
    expect: { ...ALLOW_A, otherAccount: '404' },
  },
  {
    op: 'rotateApiCredentials (another user)',
    query: 'mutation($id: ID, $a: ID) { rotateApiCredentials(userId: $id, accountId: $a) { __typename ... on AppError { code } } }',
    vars: () => ({ id: a.plainUserId, a: a.accountId }),
    expect: { ...ALLOW_A, otherAccount: '404' },
  },
  {
    op: 'rotateApiCredentials (self)',
    query: 'mutation { rotateApiCredentials { __typename ... on AppError { code } } }',
    expect: { systemAdmin: '200', customerSuperAdmin: '200', admin: '200', user: '200', view: '200', otherAccount: '200' },
  },
  // roles
  { op: 'roles', query: '{ roles(first: 3) { totalCount } }', expect: { ...ALLOW_A, otherAccount: '200' } },
  {
    op: 'role',
    query: 'query($id: ID!, $a: ID) { role(id: $id, accountId: $a) { id } }',
    vars: () => ({ id: a.customRoleId, a: a.accountId }),
    expect: { ...ALLOW_A, otherAccount: '404' },
  },
  { op: 'permissionTree', query: '{ permissionTree { group } }', expect: { ...ALLOW_A, otherAccount: '200' } },
  {
    op: 'createRole',
    query: 'mutation($n: String!) { createRole(input: { name: $n, codes: ["apk_analysis"], manageAdminRoles: false }) { __typename ... on AppError { code } } }',
    vars: () => ({ n: `role ${next()}` }),
    expect: { ...ALLOW_A, otherAccount: '200' },
  },
  {
    op: 'updateRole',
    query:
      'mutation($id: ID!, $a: ID) { updateRole(id: $id, accountId: $a, input: { name: "matrix role", codes: ["apk_analysis"], manageAdminRoles: false }) { __typename ... on AppError { code } } }',
    vars: () => ({ id: a.customRoleId, a: a.accountId }),
    expect: { ...ALLOW_A, otherAccount: '404' },
  },
  {
    op: 'deleteRole',
    query: 'mutation($id: ID!, $a: ID) { deleteRole(id: $id, accountId: $a) { __typename ... on AppError { code } } }',
    vars: async () => {
      const role = await t.runtime.deps.db
        .insertInto('roles')
        .values({ accountId: a.accountId, name: `doomed ${next()}`, type: 'CUSTOM', codes: [] })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: role.id, a: a.accountId };
    },
    expect: { ...ALLOW_A, otherAccount: '404' },
  },
  // user groups
  { op: 'userGroups', query: '{ userGroups(first: 3) { totalCount } }', expect: { ...ALLOW_A, otherAccount: '200' } },
  {
    op: 'userGroup',
    query: 'query($id: ID!, $a: ID) { userGroup(id: $id, accountId: $a) { id } }',
    vars: () => ({ id: a.groupId, a: a.accountId }),
    expect: { ...ALLOW_A, otherAccount: '404' },
  },
  {
    op: 'createUserGroup',
    query: 'mutation($n: String!) { createUserGroup(input: { name: $n }) { __typename ... on AppError { code } } }',
    vars: () => ({ n: `group ${next()}` }),
    expect: { ...ALLOW_A, otherAccount: '200' },
  },
  {
    op: 'updateUserGroup',
    query: 'mutation($id: ID!, $a: ID) { updateUserGroup(id: $id, accountId: $a, input: { name: "matrix group" }) { __typename ... on AppError { code } } }',
    vars: () => ({ id: a.groupId, a: a.accountId }),
    expect: { ...ALLOW_A, otherAccount: '404' },
  },
  {
    op: 'setUserGroupMembers',
    query: 'mutation($id: ID!, $a: ID, $u: [ID!]!) { setUserGroupMembers(id: $id, accountId: $a, userIds: $u) { __typename ... on AppError { code } } }',
    vars: () => ({ id: a.groupId, a: a.accountId, u: [a.plainUserId] }),
    expect: { ...ALLOW_A, otherAccount: '404' },
  },
  // accounts
  {
    op: 'accounts',
    query: '{ accounts(first: 3) { totalCount } }',
    expect: { systemAdmin: '200', customerSuperAdmin: '403', admin: '403', user: '403', view: '403', otherAccount: '403' },
  },
  {
    op: 'account',
    query: 'query($id: ID!) { account(id: $id) { id } }',
    vars: () => ({ id: a.accountId }),
    expect: { systemAdmin: '200', customerSuperAdmin: '200', admin: '200', user: '200', view: '200', otherAccount: '404' },
  },
  {
    op: 'createAccount',
    query: 'mutation($n: String!) { createAccount(input: { name: $n, keyIdentifier: $n, entitlements: [] }) { __typename ... on AppError { code } } }',
    vars: () => ({ n: `acct-${next()}` }),
    expect: { systemAdmin: '200', customerSuperAdmin: '403', admin: '403', user: '403', view: '403', otherAccount: '403' },
  },
  {
    op: 'setAccountEnabled',
    query: 'mutation($id: ID!) { setAccountEnabled(id: $id, enabled: true) { __typename ... on AppError { code } } }',
    vars: () => ({ id: a.accountId }),
    expect: { systemAdmin: '200', customerSuperAdmin: '403', admin: '403', user: '403', view: '403', otherAccount: '403' },
  },
  // security settings
  { op: 'securitySettings', query: '{ securitySettings { passwordMin } }', expect: { ...ALLOW_A, otherAccount: '200' } },
  {
    op: 'updateSecuritySettings',
    query: 'mutation($i: SecuritySettingsInput!) { updateSecuritySettings(input: $i) { __typename ... on AppError { code } } }',
    vars: () => ({ i: securityInput }),
    expect: { ...ALLOW_A, otherAccount: '200' },
  },
  // activity log
  {
    op: 'operationLogs',
    query: 'query($f: OperationLogFilter!) { operationLogs(first: 3, filter: $f) { __typename ... on AppError { code } } }',
    vars: () => ({ f: range() }),
    expect: { ...ALLOW_A, otherAccount: '200' },
  },
  {
    op: 'myActivity',
    query: '{ myActivity(first: 3) { totalCount } }',
    expect: { systemAdmin: '200', customerSuperAdmin: '200', admin: '200', user: '200', view: '200', otherAccount: '200' },
  },
  {
    op: 'verifyOperationLog',
    query: '{ verifyOperationLog { ok } }',
    expect: { systemAdmin: '200', customerSuperAdmin: '403', admin: '403', user: '403', view: '403', otherAccount: '403' },
  },
];

describe('administration allowed/denied matrix', () => {
  for (const c of CASES) {
    it(c.op, async () => {
      const seen = {} as Record<Who, string>;
      for (const who of WHO) seen[who] = outcome(await gqlAs(t, tokens[who], c.query, await c.vars?.()));
      expect(seen).toEqual(c.expect);
    });
  }

  it('answers every operation with 401 to a caller without a token', async () => {
    for (const c of CASES) expect(outcome(await gqlAs(t, null, c.query, await c.vars?.())), c.op).toBe('401');
  });
});
