import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordOperation, verifyChain, type ActivityType } from '../../../server/src/platform/auditor';
import { csvCell } from '../../../server/src/modules/audit/audit.service';
import { gqlAs, outcome } from '../../helpers/graphql';
import { loginSystemAdmin, startTestServer, uniqueName, type TestServer } from '../../helpers/server';

let t: TestServer;
let systemAdmin: string;
beforeAll(async () => {
  t = await startTestServer();
  systemAdmin = await loginSystemAdmin(t);
});
afterAll(() => t.close());

const ACCOUNT = '... on MutationCreateAccountSuccess { data { id name } } ... on AppError { code message }';

describe('accounts (system super admins only)', () => {
  it('creates an account with its built-in roles, edits and disables it', async () => {
    const name = uniqueName('Acme').replace(/[^A-Za-z0-9_-]/g, '');
    const created = await gqlAs(
      t,
      systemAdmin,
      `mutation($i: AccountInput!) { createAccount(input: $i) { __typename ... on MutationCreateAccountSuccess { data { id name entitlements } } ... on AppError { code message } } }`,
      {
        i: { name, keyIdentifier: `${name}-key`, entitlements: ['apk_analysis', 'threat_perception'] },
      },
    );
    const account = created.data!.createAccount.data;
    expect(account).toMatchObject({ name, entitlements: ['apk_analysis', 'threat_perception'] });
    const roles = await gqlAs(t, systemAdmin, 'query($a: ID) { roles(first: 10, accountId: $a) { edges { node { type builtin } } } }', { a: account.id });
    expect(roles.data!.roles.edges.map((e: { node: { type: string } }) => e.node.type).sort()).toEqual(['ADMIN', 'CUSTOMER_SUPER_ADMIN', 'USER', 'VIEW']);

    // A user of the account is signed out when the account is disabled.
    const [{ id: roleId }] = await t.runtime.deps.db.selectFrom('roles').select('id').where('accountId', '=', account.id).where('type', '=', 'USER').execute();
    const member = await t.seed.userIn(account.id, roleId, {});
    const memberToken = await t.login(member.username, member.password);
    const disabled = await gqlAs(
      t,
      systemAdmin,
      `mutation($id: ID!) { setAccountEnabled(id: $id, enabled: false) { __typename ... on MutationSetAccountEnabledSuccess { data { enabled } } } }`,
      { id: account.id },
    );
    expect(disabled.data!.setAccountEnabled.data.enabled).toBe(false);
    expect(outcome(await gqlAs(t, memberToken, '{ viewer { id } }'))).toBe('401');
    await expect(t.login(member.username, member.password)).rejects.toThrow(/account.disabled/);
  });

  it('validates names (spec §5) and refuses duplicates', async () => {
    const run = (i: Record<string, unknown>) => gqlAs(t, systemAdmin, `mutation($i: AccountInput!) { createAccount(input: $i) { __typename ${ACCOUNT} } }`, { i });
    expect((await run({ name: 'abc', keyIdentifier: 'k1', entitlements: [] })).data!.createAccount.code).toBe('400');
    expect((await run({ name: 'bad name!', keyIdentifier: 'k2', entitlements: [] })).data!.createAccount.code).toBe('400');
    expect((await run({ name: 'Rampart', keyIdentifier: 'k3', entitlements: [] })).data!.createAccount.code).toBe('409');
    expect((await run({ name: 'valid-name', keyIdentifier: 'k4', entitlements: ['warp_drive'] })).data!.createAccount.code).toBe('400');
  });

  it('is closed to everybody else, and a user sees only its own account', async () => {
    const a = await t.seed.account();
    const boss = await t.seed.userIn(a.accountId, a.roleIds.CUSTOMER_SUPER_ADMIN, {});
    const token = await t.login(boss.username, boss.password);
    expect(outcome(await gqlAs(t, token, '{ accounts(first: 5) { totalCount } }'))).toBe('403');
    expect(outcome(await gqlAs(t, token, 'mutation { createAccount(input: { name: "sneaky-one", keyIdentifier: "sneaky", entitlements: [] }) { __typename } }'))).toBe('403');
    expect(outcome(await gqlAs(t, token, 'query($id: ID!) { account(id: $id) { name } }', { id: a.accountId }))).toBe('200');
    const system = await t.runtime.deps.db.selectFrom('accounts').select('id').where('isSystem', '=', true).executeTakeFirstOrThrow();
    expect(outcome(await gqlAs(t, token, 'query($id: ID!) { account(id: $id) { name } }', { id: system.id }))).toBe('404');
  });
});

describe('user groups', () => {
  it('creates a group (4-50), sets members of its own account only, and isolates accounts', async () => {
    const a = await t.seed.account();
    const b = await t.seed.account();
    const boss = await t.seed.userIn(a.accountId, a.roleIds.CUSTOMER_SUPER_ADMIN, {});
    const member = await t.seed.userIn(a.accountId, a.roleIds.USER, {});
    const stranger = await t.seed.userIn(b.accountId, b.roleIds.USER, {});
    const strangerBoss = await t.seed.userIn(b.accountId, b.roleIds.CUSTOMER_SUPER_ADMIN, {});
    const token = await t.login(boss.username, boss.password);
    expect(outcome(await gqlAs(t, token, 'mutation { createUserGroup(input: { name: "abc" }) { __typename ... on AppError { code } } }'))).toBe('400');
    const created = await gqlAs(t, token, 'mutation { createUserGroup(input: { name: "Release team" }) { __typename ... on MutationCreateUserGroupSuccess { data { id } } } }');
    const groupId = created.data!.createUserGroup.data.id;
    const set = (ids: string[]) =>
      gqlAs(
        t,
        token,
        'mutation($id: ID!, $u: [ID!]!) { setUserGroupMembers(id: $id, userIds: $u) { __typename ... on MutationSetUserGroupMembersSuccess { data { memberCount members { username } } } ... on AppError { code } } }',
        { id: groupId, u: ids },
      );
    expect((await set([member.userId])).data!.setUserGroupMembers.data).toEqual({ memberCount: 1, members: [{ username: member.username }] });
    expect((await set([member.userId, stranger.userId])).data!.setUserGroupMembers.code).toBe('404');
    const otherToken = await t.login(strangerBoss.username, strangerBoss.password);
    expect(outcome(await gqlAs(t, otherToken, 'query($id: ID!) { userGroup(id: $id) { name } }', { id: groupId }))).toBe('404');
    expect((await gqlAs(t, otherToken, '{ userGroups(first: 10) { totalCount } }')).data!.userGroups.totalCount).toBe(0);
  });
  it('loads the members of a whole page of groups in one batch, each group its own', async () => {
    const a = await t.seed.account();
    const boss = await t.seed.userIn(a.accountId, a.roleIds.CUSTOMER_SUPER_ADMIN, {});
    const token = await t.login(boss.username, boss.password);
    const expected: Record<string, string[]> = {};
    for (const name of ['Group one', 'Group two', 'Group three']) {
      const created = await gqlAs(t, token, 'mutation($n: String!) { createUserGroup(input: { name: $n }) { ... on MutationCreateUserGroupSuccess { data { id } } } }', {
        n: name,
      });
      const members = [await t.seed.userIn(a.accountId, a.roleIds.USER, {}), await t.seed.userIn(a.accountId, a.roleIds.USER, {})];
      const set = await gqlAs(t, token, 'mutation($id: ID!, $u: [ID!]!) { setUserGroupMembers(id: $id, userIds: $u) { __typename } }', {
        id: created.data!.createUserGroup.data.id,
        u: members.map((m) => m.userId),
      });
      expect(set.data!.setUserGroupMembers.__typename).toBe('MutationSetUserGroupMembersSuccess');
      expected[name] = members.map((m) => m.username).sort();
    }
    const batch = vi.spyOn(t.runtime.app.services.userGroups, 'membersOfGroups');
    try {
      const page = await gqlAs(t, token, '{ userGroups(first: 10) { edges { node { name members { username } } } } }');
      const groups = page.data!.userGroups.edges.map((e: { node: { name: string; members: Array<{ username: string }> } }) => e.node);
      expect(Object.fromEntries(groups.map((g: { name: string; members: Array<{ username: string }> }) => [g.name, g.members.map((m) => m.username)]))).toEqual(expected);
      expect(batch).toHaveBeenCalledTimes(1);
      expect(batch.mock.calls[0][1]).toHaveLength(3);
    } finally {
      batch.mockRestore();
    }
  });
});

describe('activity log', () => {
  const LOGS = `query($f: OperationLogFilter!) { operationLogs(first: 50, filter: $f) { __typename ... on QueryOperationLogsSuccess { data { totalCount edges { node { activityType result operator ip } } } } ... on AppError { code message } } }`;

  it('needs a chosen range shorter than a year (spec §5)', async () => {
    const now = Date.now();
    const tooLong = await gqlAs(t, systemAdmin, LOGS, { f: { from: new Date(now - 366 * 86400_000).toISOString(), to: new Date(now).toISOString() } });
    expect(tooLong.data!.operationLogs).toMatchObject({ code: '400', message: 'The time range must be shorter than one year.' });
    const missing = await gqlAs(t, systemAdmin, LOGS, { f: { from: '', to: '' } });
    expect(missing.data!.operationLogs.code).toBe('400');
  });

  it('shows an account admin its own account’s sign-ins and exports them as spreadsheet-safe CSV', async () => {
    const a = await t.seed.account();
    const boss = await t.seed.userIn(a.accountId, a.roleIds.CUSTOMER_SUPER_ADMIN, {});
    const worker = await t.seed.userIn(a.accountId, a.roleIds.USER, { username: `=HYPERLINK-${a.accountId.slice(0, 6)}` });
    await t.login(worker.username, worker.password);
    const failed = await t.runtime.app.server.inject({ method: 'POST', url: '/api/index/login', payload: { username: worker.username, password: t.encrypt('wrong-one') } });
    expect(failed.json().code).toBe('login.invalid');
    const token = await t.login(boss.username, boss.password);
    const f = { from: new Date(Date.now() - 3600_000).toISOString(), to: new Date(Date.now() + 3600_000).toISOString() };
    const logs = await gqlAs(t, token, LOGS, { f });
    const rows = logs.data!.operationLogs.data.edges.map((e: { node: { activityType: string; result: string; operator: string; ip: string } }) => e.node);
    expect(rows.every((r: { ip: string }) => /^\d+\.\d+\.\d+\.\d+$/.test(r.ip))).toBe(true);
    expect(rows.map(({ activityType, result, operator }: { activityType: string; result: string; operator: string }) => ({ activityType, result, operator }))).toEqual(
      expect.arrayContaining([
        { activityType: 'LOGIN', result: 'failure', operator: worker.username },
        { activityType: 'LOGIN', result: 'success', operator: worker.username },
        { activityType: 'LOGIN', result: 'success', operator: boss.username },
      ]),
    );
    expect(logs.data!.operationLogs.data.totalCount).toBe(rows.length);

    const csv = await t.runtime.app.server.inject({
      method: 'GET',
      url: `/api/operateLog/export?from=${encodeURIComponent(f.from)}&to=${encodeURIComponent(f.to)}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toContain(`"'${worker.username}"`);
    expect(csv.body).not.toMatch(/(^|,)"=HYPERLINK/m);
    expect(csv.body.trim().split('\r\n')).toHaveLength(rows.length + 1);

    const plain = await t.login(worker.username, worker.password);
    expect(outcome(await gqlAs(t, plain, LOGS, { f }))).toBe('403');
    const refused = await t.runtime.app.server.inject({ method: 'GET', url: `/api/operateLog/export?from=${f.from}&to=${f.to}`, headers: { authorization: `Bearer ${plain}` } });
    expect(refused.json().code).toBe('403');
  });

  it('names types by the ActivityType enum, filters by it, and shows a type this version does not know as OTHER', async () => {
    const a = await t.seed.account();
    const boss = await t.seed.userIn(a.accountId, a.roleIds.CUSTOMER_SUPER_ADMIN, {});
    const token = await t.login(boss.username, boss.password);
    const entry = { accountId: a.accountId, userId: boss.userId, operator: boss.username, result: 'success' as const, ip: '127.0.0.1' };
    await recordOperation(t.runtime.deps.db, t.runtime.deps.logger, { ...entry, activityType: 'monitorDeviceList.whitelist.add', target: 'udid-1' });
    // As written by another version of the server.
    await recordOperation(t.runtime.deps.db, t.runtime.deps.logger, { ...entry, activityType: 'legacy.thing' as ActivityType, target: 'old' });
    const f = { from: new Date(Date.now() - 3600_000).toISOString(), to: new Date(Date.now() + 3600_000).toISOString() };

    const all = await gqlAs(t, token, LOGS, { f });
    const types = all.data!.operationLogs.data.edges.map((e: { node: { activityType: string } }) => e.node.activityType);
    expect(types.sort()).toEqual(['LOGIN', 'MONITOR_DEVICE_LIST_WHITELIST_ADD', 'OTHER']);

    const one = await gqlAs(t, token, LOGS, { f: { ...f, activityType: 'MONITOR_DEVICE_LIST_WHITELIST_ADD' } });
    expect(one.data!.operationLogs.data.edges.map((e: { node: { activityType: string } }) => e.node.activityType)).toEqual(['MONITOR_DEVICE_LIST_WHITELIST_ADD']);
    const unknown = await gqlAs(t, token, LOGS, { f: { ...f, activityType: 'monitorDeviceList.whitelist.add' } });
    expect(unknown.errors?.[0].message).toMatch(/ActivityType/);

    // The export takes the enum name the console sends (and, as before, the stored type).
    for (const type of ['MONITOR_DEVICE_LIST_WHITELIST_ADD', 'monitorDeviceList.whitelist.add']) {
      const csv = await t.runtime.app.server.inject({
        method: 'GET',
        url: `/api/operateLog/export?from=${encodeURIComponent(f.from)}&to=${encodeURIComponent(f.to)}&activityType=${type}`,
        headers: { authorization: `Bearer ${token}` },
      });
      const lines = csv.body.trim().split('\r\n');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain('monitorDeviceList.whitelist.add');
    }
    expect((await verifyChain(t.runtime.deps.db)).ok).toBe(true);
  });

  it('neutralises formula cells', () => {
    expect(csvCell('=1+1')).toBe(`"'=1+1"`);
    expect(csvCell('+cmd')).toBe(`"'+cmd"`);
    expect(csvCell('-2')).toBe(`"'-2"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
  });

  it('detects an edited or deleted row through the hash chain', async () => {
    const db = t.runtime.deps.db;
    const user = await t.seed.user();
    await t.login(user.username, user.password);
    expect((await verifyChain(db)).ok).toBe(true);
    const report = await gqlAs(t, systemAdmin, '{ verifyOperationLog { ok checked } }');
    expect(report.data!.verifyOperationLog.ok).toBe(true);
    expect(report.data!.verifyOperationLog.checked).toBeGreaterThan(0);
    const row = await db.selectFrom('operationLogs').select(['id', 'result']).where('userId', '=', user.userId).executeTakeFirstOrThrow();
    await db
      .updateTable('operationLogs')
      .set({ result: row.result === 'success' ? 'failure' : 'success' })
      .where('id', '=', row.id)
      .execute();
    const broken = await verifyChain(db);
    expect(broken).toMatchObject({ ok: false, brokenAt: row.id });
    // Put it back so other tests sharing the database see an intact chain.
    await db.updateTable('operationLogs').set({ result: row.result }).where('id', '=', row.id).execute();
    expect((await verifyChain(db)).ok).toBe(true);
  });
});
