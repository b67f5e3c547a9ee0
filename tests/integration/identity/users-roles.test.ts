import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gqlAs, outcome } from '../../helpers/graphql';
import { loginSystemAdmin, startTestServer, type TestServer } from '../../helpers/server';

let t: TestServer;
const tokens: Record<string, string> = {};
let accountA: string;
let roleIdsA: Record<string, string>;
let plainUserA: { userId: string; username: string };

beforeAll(async () => {
  t = await startTestServer();
  const a = await t.seed.account();
  accountA = a.accountId;
  roleIdsA = a.roleIds;
  const b = await t.seed.account();
  const people = {
    customerSuperAdmin: await t.seed.userIn(a.accountId, a.roleIds.CUSTOMER_SUPER_ADMIN, {}),
    admin: await t.seed.userIn(a.accountId, a.roleIds.ADMIN, {}),
    user: await t.seed.userIn(a.accountId, a.roleIds.USER, {}),
    view: await t.seed.userIn(a.accountId, a.roleIds.VIEW, {}),
    otherAccount: await t.seed.userIn(b.accountId, b.roleIds.CUSTOMER_SUPER_ADMIN, {}),
  };
  plainUserA = people.user;
  for (const [who, u] of Object.entries(people)) tokens[who] = await t.login(u.username, u.password);
  tokens.systemAdmin = await loginSystemAdmin(t);
});
afterAll(() => t.close());

const ROLE_FIELDS = '... on Role { id name codes } ... on AppError { code message }';

describe('allowed/denied matrix', () => {
  type Who = 'systemAdmin' | 'customerSuperAdmin' | 'admin' | 'user' | 'view' | 'otherAccount';
  const everyone: Who[] = ['systemAdmin', 'customerSuperAdmin', 'admin', 'user', 'view', 'otherAccount'];

  /** Expected codes: admins of account A (and the system admin) may; others get 403 or 404. */
  const cases: Array<{ name: string; expect: Record<Who, string>; run: (who: Who) => Promise<string> }> = [
    {
      name: 'users (list)',
      expect: { systemAdmin: '200', customerSuperAdmin: '200', admin: '200', user: '403', view: '403', otherAccount: '200' },
      run: async (who) => outcome(await gqlAs(t, tokens[who], '{ users(first: 5) { totalCount } }')),
    },
    {
      name: 'user (by id in account A)',
      expect: { systemAdmin: '200', customerSuperAdmin: '200', admin: '200', user: '403', view: '403', otherAccount: '404' },
      run: async (who) => outcome(await gqlAs(t, tokens[who], 'query($id: ID!, $a: ID) { user(id: $id, accountId: $a) { id } }', { id: plainUserA.userId, a: accountA })),
    },
    {
      name: 'setUsersLocked on a user of account A',
      expect: { systemAdmin: '200', customerSuperAdmin: '200', admin: '200', user: '403', view: '403', otherAccount: '404' },
      run: async (who) => {
        const r = await gqlAs(
          t,
          tokens[who],
          'mutation($ids: [ID!]!, $a: ID) { setUsersLocked(ids: $ids, locked: false, accountId: $a) { __typename ... on AppError { code } } }',
          {
            ids: [plainUserA.userId],
            a: accountA,
          },
        );
        return outcome(r);
      },
    },
    {
      name: 'roles (list)',
      expect: { systemAdmin: '200', customerSuperAdmin: '200', admin: '200', user: '403', view: '403', otherAccount: '200' },
      run: async (who) => outcome(await gqlAs(t, tokens[who], '{ roles(first: 5) { totalCount } }')),
    },
    {
      name: 'role (built-in USER role of account A)',
      expect: { systemAdmin: '200', customerSuperAdmin: '200', admin: '200', user: '403', view: '403', otherAccount: '404' },
      run: async (who) => outcome(await gqlAs(t, tokens[who], 'query($id: ID!, $a: ID) { role(id: $id, accountId: $a) { id } }', { id: roleIdsA.USER, a: accountA })),
    },
    {
      name: 'createRole with apk_analysis',
      expect: { systemAdmin: '200', customerSuperAdmin: '200', admin: '200', user: '403', view: '403', otherAccount: '200' },
      run: async (who) =>
        outcome(
          await gqlAs(
            t,
            tokens[who],
            `mutation($n: String!) { createRole(input: { name: $n, codes: ["apk_analysis"], manageAdminRoles: false }) { __typename ${ROLE_FIELDS.replace('... on Role { id name codes }', '')} } }`,
            {
              n: `analyst-${who}`.slice(0, 30),
            },
          ),
        ),
    },
    {
      name: 'permissionTree',
      expect: { systemAdmin: '200', customerSuperAdmin: '200', admin: '200', user: '403', view: '403', otherAccount: '200' },
      run: async (who) => outcome(await gqlAs(t, tokens[who], '{ permissionTree { group codes { code } } }')),
    },
    {
      name: 'securitySettings',
      expect: { systemAdmin: '200', customerSuperAdmin: '200', admin: '200', user: '403', view: '403', otherAccount: '200' },
      run: async (who) => outcome(await gqlAs(t, tokens[who], '{ securitySettings { passwordMin } }')),
    },
  ];

  for (const c of cases) {
    it(c.name, async () => {
      const seen: Record<string, string> = {};
      for (const who of everyone) seen[who] = await c.run(who);
      expect(seen).toEqual(c.expect);
    });
  }
});

describe('tenant isolation', () => {
  it('lists only the caller’s own account; a system admin can narrow to any account', async () => {
    const own = await gqlAs(t, tokens.otherAccount, '{ users(first: 50) { totalCount edges { node { accountId } } } }');
    const ids = new Set(own.data!.users.edges.map((e: { node: { accountId: string } }) => e.node.accountId));
    expect(ids.size).toBe(1);
    expect(ids.has(accountA)).toBe(false);
    const narrowed = await gqlAs(t, tokens.systemAdmin, 'query($a: ID) { users(first: 50, filter: { accountId: $a }) { totalCount } }', { a: accountA });
    expect(narrowed.data!.users.totalCount).toBe(4);
    // A customer admin naming account A still sees only its own users.
    const sneaky = await gqlAs(t, tokens.otherAccount, 'query($a: ID) { users(first: 50, filter: { accountId: $a }) { totalCount } }', { a: accountA });
    expect(sneaky.data!.users.totalCount).toBe(1);
  });
});

describe('users', () => {
  const CREATE = `mutation($input: CreateUserInput!) { createUser(input: $input) { __typename
    ... on MutationCreateUserSuccess { data { id username roleName email status enabled } }
    ... on AppError { code message } } }`;

  it('creates a user with a role, who can then sign in with only that role’s codes', async () => {
    const role = await gqlAs(
      t,
      tokens.customerSuperAdmin,
      `mutation { createRole(input: { name: "assessment only", codes: ["apk_analysis"], manageAdminRoles: false }) { __typename ... on MutationCreateRoleSuccess { data { id } } } }`,
    );
    const roleId = role.data!.createRole.data.id;
    const created = await gqlAs(t, tokens.customerSuperAdmin, CREATE, {
      input: { username: 'analyst.one', password: t.encrypt('Analyst#2024x'), roleId, email: 'analyst.one@example.com', realname: 'Analyst One' },
    });
    expect(created.data!.createUser.data).toMatchObject({ username: 'analyst.one', roleName: 'assessment only', status: 'unlocked', enabled: true });
    const token = await t.login('analyst.one', 'Analyst#2024x');
    const me = await gqlAs(t, token, '{ viewer { permissions product { assessment hardening monitoring } } }');
    expect(me.data!.viewer).toEqual({ permissions: ['apk_analysis'], product: { assessment: ['apk_analysis'], hardening: [], monitoring: [] } });
  });

  it('validates usernames, emails, passwords and uniqueness with the spec’s messages', async () => {
    const input = (over: Record<string, unknown>) => ({ username: 'valid-name', password: t.encrypt('Valid#Pass123'), roleId: roleIdsA.USER, ...over });
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ username: 'abc' }, '400', /4-50/],
      [{ username: 'has space' }, '400', /4-50/],
      [{ username: 'x'.repeat(51) }, '400', /4-50/],
      [{ email: 'not-an-email' }, '400', /^Email address is not invalid$/],
      [{ password: t.encrypt('short1A!').slice(0, 10) }, 'login.notEncrypted', /encrypted/],
      [{ password: t.encrypt('alllowercase1!') }, '400', /uppercase/],
      [{ password: t.encrypt('Ab1!') }, '400', /between 8 and 64/],
      [{ roleId: '' }, '400', /Role cannot be empty/],
      [{ roleId: 'not-a-role' }, '404', /does not exist/],
      [{ username: 'admin' }, '409', /already in use/],
    ];
    for (const [over, code, msg] of cases) {
      const r = await gqlAs(t, tokens.customerSuperAdmin, CREATE, { input: input(over) });
      expect([r.data!.createUser.code, r.data!.createUser.message], JSON.stringify(over)).toEqual([code, expect.stringMatching(msg)]);
    }
  });

  it('refuses batches larger than 100 with the spec’s message', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const r = await gqlAs(t, tokens.customerSuperAdmin, 'mutation($ids: [ID!]!) { setUsersEnabled(ids: $ids, enabled: false) { __typename ... on AppError { code message } } }', {
      ids,
    });
    expect(r.data!.setUsersEnabled).toMatchObject({ code: '400', message: 'At most 100 items can be selected in a batch' });
  });

  it('locks a user (their session ends) and unlocks them (failures reset)', async () => {
    const a = await t.seed.account();
    const boss = await t.seed.userIn(a.accountId, a.roleIds.CUSTOMER_SUPER_ADMIN, {});
    const worker = await t.seed.userIn(a.accountId, a.roleIds.USER, {});
    const bossToken = await t.login(boss.username, boss.password);
    const workerToken = await t.login(worker.username, worker.password);
    const lock = await gqlAs(t, bossToken, 'mutation($ids: [ID!]!) { setUsersLocked(ids: $ids, locked: true) { __typename ... on MutationSetUsersLockedSuccess { data } } }', {
      ids: [worker.userId],
    });
    expect(lock.data!.setUsersLocked.data).toBe(1);
    expect(outcome(await gqlAs(t, workerToken, '{ viewer { id } }'))).toBe('account.locked.0023');
    await expect(t.login(worker.username, worker.password)).rejects.toThrow(/account.locked.0023/);
    await gqlAs(t, bossToken, 'mutation($ids: [ID!]!) { setUsersLocked(ids: $ids, locked: false) { __typename } }', { ids: [worker.userId] });
    await t.login(worker.username, worker.password);
  });

  it('an admin reset is exempt from the history rule, a user is not', async () => {
    const a = await t.seed.account();
    const boss = await t.seed.userIn(a.accountId, a.roleIds.CUSTOMER_SUPER_ADMIN, {});
    const bossToken = await t.login(boss.username, boss.password);
    const settings = `mutation { updateSecuritySettings(input: { passwordMin: 8, passwordMax: 64, requireDigit: true, requireLower: true, requireUpper: true, requireSpecial: true,
      forbidConsecutive: false, forbidHistory: true, historyCount: 3, forbidAccountRelated: true, lockAfterFailures: 5, lockAfterInactiveDays: 0,
      sessionTimeoutHours: 2, sessionTimeoutMinutes: 0, prohibitMultiLocation: true, mfaRequired: false }) { __typename } }`;
    expect((await gqlAs(t, bossToken, settings)).data!.updateSecuritySettings.__typename).toBe('MutationUpdateSecuritySettingsSuccess');
    const created = await gqlAs(t, bossToken, CREATE, { input: { username: `hist-${a.accountId.slice(0, 8)}`, password: t.encrypt('First#Pass123'), roleId: a.roleIds.USER } });
    const userId = created.data!.createUser.data.id;
    const reset = (pw: string) =>
      gqlAs(t, bossToken, 'mutation($id: ID!, $p: String!) { resetUserPassword(id: $id, password: $p) { __typename ... on AppError { code message } } }', {
        id: userId,
        p: t.encrypt(pw),
      });
    // Reusing the first password is fine for an administrator reset.
    expect((await reset('First#Pass123')).data!.resetUserPassword.__typename).toBe('MutationResetUserPasswordSuccess');
    expect((await reset('weak')).data!.resetUserPassword.code).toBe('400');
  });
});

describe('roles', () => {
  const CREATE_ROLE = `mutation($input: RoleInput!) { createRole(input: $input) { __typename ... on MutationCreateRoleSuccess { data { id name codes } } ... on AppError { code message } } }`;

  it('refuses codes outside the account’s subscription and unknown codes', async () => {
    const a = await t.seed.account(['apk_analysis']);
    const boss = await t.seed.userIn(a.accountId, a.roleIds.CUSTOMER_SUPER_ADMIN, {});
    const token = await t.login(boss.username, boss.password);
    const tree = await gqlAs(t, token, '{ permissionTree { group codes { code } } }');
    const codes = tree.data!.permissionTree.flatMap((g: { codes: Array<{ code: string }> }) => g.codes.map((c) => c.code));
    expect(codes).toContain('apk_analysis');
    expect(codes).not.toContain('apk_protected');
    expect(codes).not.toContain('manage_account');
    const refused = await gqlAs(t, token, CREATE_ROLE, { input: { name: 'hardener', codes: ['apk_protected'], manageAdminRoles: false } });
    expect(refused.data!.createRole.code).toBe('403');
    const unknown = await gqlAs(t, token, CREATE_ROLE, { input: { name: 'mystery', codes: ['launch_missiles'], manageAdminRoles: false } });
    expect(unknown.data!.createRole.code).toBe('400');
    const system = await gqlAs(t, token, CREATE_ROLE, { input: { name: 'overlord', codes: ['manage_account'], manageAdminRoles: false } });
    expect(system.data!.createRole.code).toBe('403');
  });

  it('an admin without the may-manage flag cannot create or assign administrator roles', async () => {
    const r = await gqlAs(t, tokens.admin, CREATE_ROLE, { input: { name: 'second admin', codes: ['manage_user'], manageAdminRoles: false } });
    expect(r.data!.createRole.code).toBe('403');
    const assign = await gqlAs(t, tokens.admin, `mutation($input: CreateUserInput!) { createUser(input: $input) { __typename ... on AppError { code } } }`, {
      input: { username: 'promoted-x', password: t.encrypt('Promo#Pass123'), roleId: roleIdsA.ADMIN },
    });
    expect(assign.data!.createUser.code).toBe('403');
    const ok = await gqlAs(t, tokens.customerSuperAdmin, CREATE_ROLE, { input: { name: 'second admin', codes: ['manage_user'], manageAdminRoles: false } });
    expect(ok.data!.createRole.__typename).toBe('MutationCreateRoleSuccess');
  });

  it('checks role-name length per language (4-30 en, 4-20 zh-TW) and uniqueness', async () => {
    const long = 'r'.repeat(25);
    expect((await gqlAs(t, tokens.customerSuperAdmin, CREATE_ROLE, { input: { name: long, codes: [], manageAdminRoles: false } })).data!.createRole.__typename).toBe(
      'MutationCreateRoleSuccess',
    );
    expect((await gqlAs(t, tokens.customerSuperAdmin, CREATE_ROLE, { input: { name: `${long}x`, codes: [], manageAdminRoles: false } }, 'zh-TW')).data!.createRole.code).toBe(
      '400',
    );
    expect((await gqlAs(t, tokens.customerSuperAdmin, CREATE_ROLE, { input: { name: 'abc', codes: [], manageAdminRoles: false } })).data!.createRole.code).toBe('400');
    expect((await gqlAs(t, tokens.customerSuperAdmin, CREATE_ROLE, { input: { name: long.toUpperCase(), codes: [], manageAdminRoles: false } })).data!.createRole.code).toBe('409');
  });

  it('built-in roles cannot be changed; roles in use cannot be deleted', async () => {
    const upd = await gqlAs(
      t,
      tokens.customerSuperAdmin,
      'mutation($id: ID!) { updateRole(id: $id, input: { name: "renamed", codes: [], manageAdminRoles: false }) { __typename ... on AppError { code } } }',
      { id: roleIdsA.USER },
    );
    expect(upd.data!.updateRole.code).toBe('400');
    const del = await gqlAs(t, tokens.customerSuperAdmin, 'mutation($id: ID!) { deleteRole(id: $id) { __typename ... on AppError { code } } }', { id: roleIdsA.VIEW });
    expect(del.data!.deleteRole.code).toBe('400');
  });
});
