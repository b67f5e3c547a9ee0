import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gqlAs, outcome } from '../../helpers/graphql';
import { createMonitoredApp, type TestApp } from '../../helpers/monitoring';
import { restClient, type RestClient } from '../../helpers/rest';
import { roleMatrix, type RoleMatrix } from '../../helpers/role-matrix';
import { loginSystemAdmin, startTestServer, type TestServer } from '../../helpers/server';

/**
 * Loose ends of the user entity and report templates (spec §3, §6): the read-only flag refused
 * centrally on GraphQL and REST, the bound monitored app (`riskapp_id`, `riskapp_platform`) and
 * app country, and report templates a system super admin assigns to other accounts.
 */
let t: TestServer;
let rest: RestClient;
let m: RoleMatrix<never>;
let owner: string;
let appOfA: TestApp;
let iosAppOfA: TestApp;
let appOfB: TestApp;

const RESULT = '__typename ... on AppError { code reason message }';
const USER_FIELDS = 'id username readOnly riskappId riskappName riskappPlatform appCountry';
const CREATE_USER = `mutation($i: CreateUserInput!) { createUser(input: $i) { ${RESULT} ... on MutationCreateUserSuccess { data { ${USER_FIELDS} } } } }`;
const UPDATE_USER = `mutation($id: ID!, $i: UpdateUserInput!) { updateUser(id: $id, input: $i) { ${RESULT} ... on MutationUpdateUserSuccess { data { ${USER_FIELDS} } } } }`;
const CREATE_GROUP = `mutation($i: UserGroupInput!) { createUserGroup(input: $i) { ${RESULT} } }`;
const GROUPS = '{ userGroups(first: 100) { totalCount } }';

let seq = 0;
const unique = (prefix: string) => `${prefix}${++seq}${Math.random().toString(36).slice(2, 7)}`;

beforeAll(async () => {
  t = await startTestServer();
  rest = restClient(t);
  m = await roleMatrix(t);
  owner = m.tokens.customerSuperAdmin;
  appOfA = await createMonitoredApp(t, owner, { name: 'Bound app A' });
  iosAppOfA = await createMonitoredApp(t, owner, { name: 'Bound app A iOS', platform: 'IOS' });
  appOfB = await createMonitoredApp(t, m.tokens.otherAccount, { name: 'App of B' });
});
afterAll(() => t.close());

/** A customer super admin of account A, read-only or not, signed in. */
async function adminOfA(readOnly: boolean) {
  const user = await t.seed.userIn(m.a.accountId, m.a.roleIds.CUSTOMER_SUPER_ADMIN, {});
  await t.runtime.deps.db.updateTable('users').set({ readOnly }).where('id', '=', user.userId).execute();
  return { ...user, token: await t.login(user.username, user.password) };
}

function newUser(extra: Record<string, unknown> = {}) {
  return { username: unique('bound-'), password: t.encrypt('Bound#Passw0rd'), roleId: m.a.roleIds.USER, ...extra };
}

describe('read-only users (spec §6): they read what the role allows and change nothing', () => {
  it('refuses a GraphQL mutation with user.readOnly and changes nothing, where the same role without the flag succeeds', async () => {
    const readOnly = await adminOfA(true);
    const before = (await gqlAs(t, owner, GROUPS)).data!.userGroups.totalCount;
    const refused = (await gqlAs(t, readOnly.token, CREATE_GROUP, { i: { name: unique('ro-group-') } })).data!.createUserGroup;
    expect(refused).toMatchObject({ __typename: 'AppError', code: 'user.readOnly', message: 'Your user is read-only: you can view but not change anything.' });
    const zh = (await gqlAs(t, readOnly.token, CREATE_GROUP, { i: { name: unique('ro-group-') } }, 'zh-TW')).data!.createUserGroup;
    expect(zh.message).toBe('您的使用者為唯讀：可以檢視，但不能變更任何內容。');
    expect((await gqlAs(t, owner, GROUPS)).data!.userGroups.totalCount).toBe(before);

    const writer = await adminOfA(false);
    expect(outcome(await gqlAs(t, writer.token, CREATE_GROUP, { i: { name: unique('rw-group-') } }))).toBe('200');
    expect((await gqlAs(t, owner, GROUPS)).data!.userGroups.totalCount).toBe(before + 1);
  });

  it('still lets a read-only user read, and sign out', async () => {
    const readOnly = await adminOfA(true);
    expect(outcome(await gqlAs(t, readOnly.token, '{ users(first: 5) { totalCount } }'))).toBe('200');
    const info = (await rest.get('/api/user/getUserInfo', { token: readOnly.token })).json();
    expect(info).toMatchObject({ code: '200', data: { readOnly: true } });
    expect((await rest.post('/api/harden/policy/list', { kind: 'h5' }, { token: readOnly.token })).json().code).toBe('200');
    expect(outcome(await gqlAs(t, readOnly.token, 'mutation { logout }'))).toBe('200');
    expect(outcome(await gqlAs(t, readOnly.token, '{ viewer { id } }'))).toBe('401');
  });

  it('lets a read-only user change their own profile, and nobody else', async () => {
    const readOnly = await adminOfA(true);
    const profile = await gqlAs(t, readOnly.token, `mutation { updateProfile(input: { realname: "Reader" }) { ${RESULT} } }`);
    expect(outcome(profile)).toBe('200');
    const other = await t.seed.userIn(m.a.accountId, m.a.roleIds.USER, {});
    const edit = await gqlAs(t, readOnly.token, UPDATE_USER, { id: other.userId, i: { roleId: m.a.roleIds.VIEW } });
    expect(outcome(edit)).toBe('user.readOnly');
  });

  it('refuses a REST mutation with user.readOnly (HTTP 403) and changes nothing', async () => {
    const writer = await adminOfA(false);
    const added = (await rest.post('/api/harden/policy/add', { kind: 'h5', name: unique('Kept policy '), options: { preset: 'balanced' } }, { token: writer.token })).json();
    expect(added.code).toBe('200');
    const readOnly = await adminOfA(true);
    const res = await rest.post('/api/harden/policy/deleteByIds', { ids: [added.data.policyId] }, { token: readOnly.token });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'user.readOnly', msg: 'Your user is read-only: you can view but not change anything.' });
    const add = await rest.post('/api/harden/policy/add', { kind: 'h5', name: unique('Refused policy '), options: { preset: 'balanced' } }, { token: readOnly.token });
    expect(add.json().code).toBe('user.readOnly');
    const listed = (await rest.post('/api/harden/policy/list', { kind: 'h5', pageSize: 100 }, { token: writer.token })).json();
    expect(JSON.stringify(listed.data)).toContain(added.data.policyId);
  });
});

describe('the bound monitored app and app country (spec §3 riskapp_id, riskapp_platform, appCountry)', () => {
  it('binds a user to an app of the account, with its platform and a country', async () => {
    const created = (await gqlAs(t, owner, CREATE_USER, { i: newUser({ riskappId: appOfA.id, riskappPlatform: 'android', appCountry: 'tw' }) })).data!.createUser;
    expect(created.__typename).toBe('MutationCreateUserSuccess');
    expect(created.data).toMatchObject({ riskappId: appOfA.id, riskappName: 'Bound app A', riskappPlatform: 'android', appCountry: 'TW' });

    // The user's own information carries the spec's field names.
    const username = created.data.username as string;
    const token = await t.login(username, 'Bound#Passw0rd');
    expect((await rest.get('/api/user/getUserInfo', { token })).json().data).toMatchObject({ riskapp_id: appOfA.id, riskapp_platform: 'android', appCountry: 'TW' });

    // Without a platform the app's own is kept; clearing unbinds.
    const moved = (await gqlAs(t, owner, UPDATE_USER, { id: created.data.id, i: { roleId: m.a.roleIds.USER, riskappId: iosAppOfA.id } })).data!.updateUser;
    expect(moved.data).toMatchObject({ riskappId: iosAppOfA.id, riskappPlatform: 'ios', appCountry: null });
    const cleared = (await gqlAs(t, owner, UPDATE_USER, { id: created.data.id, i: { roleId: m.a.roleIds.USER } })).data!.updateUser;
    expect(cleared.data).toMatchObject({ riskappId: null, riskappPlatform: null });
  });

  it('refuses a platform that is not the app’s, an unknown country and a platform without an app', async () => {
    const wrong = (await gqlAs(t, owner, CREATE_USER, { i: newUser({ riskappId: appOfA.id, riskappPlatform: 'ios' }) })).data!.createUser;
    expect(wrong).toMatchObject({ code: '400', message: "The bound app's platform does not match the app." });
    const country = (await gqlAs(t, owner, CREATE_USER, { i: newUser({ appCountry: 'XX' }) }, 'zh-TW')).data!.createUser;
    expect(country).toMatchObject({ code: '400', message: '應用程式國家/地區必須是國家或地區代碼，例如 TW。' });
    const alone = (await gqlAs(t, owner, CREATE_USER, { i: newUser({ riskappPlatform: 'android' }) })).data!.createUser;
    expect(alone).toMatchObject({ code: '400', message: 'Bound app cannot be empty' });
  });

  it('answers "not found" for another account’s app and creates nothing', async () => {
    const input = newUser({ riskappId: appOfB.id, riskappPlatform: 'android' });
    expect(outcome(await gqlAs(t, owner, CREATE_USER, { i: input }))).toBe('404');
    const found = await t.runtime.deps.db.selectFrom('users').select('id').where('username', '=', input.username).executeTakeFirst();
    expect(found).toBeUndefined();
  });

  it('offers only the account’s own apps to bind', async () => {
    const choices = (await gqlAs(t, owner, '{ userRiskappChoices { id name platform } }')).data!.userRiskappChoices as Array<{ id: string }>;
    const ids = choices.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining([appOfA.id, iosAppOfA.id]));
    expect(ids).not.toContain(appOfB.id);
    expect(outcome(await gqlAs(t, m.tokens.view, '{ userRiskappChoices { id } }'))).toBe('403');
  });
});

describe('report templates assigned to other accounts (spec §3 "accounts or customer")', () => {
  const FIELDS = 'id name owned ownerAccountName assignedAccounts { id name }';
  const LIST = `{ reportTemplates(platform: ANDROID, first: 100) { edges { node { ${FIELDS} } } } }`;
  const ASSIGN = `mutation($id: ID!, $a: [ID!]!) { assignReportTemplate(id: $id, accountIds: $a) { ${RESULT} ... on MutationAssignReportTemplateSuccess { data { ${FIELDS} } } } }`;
  const UPDATE = `mutation($id: ID!, $i: ReportTemplateInput!) { updateReportTemplate(id: $id, input: $i) { ${RESULT} } }`;
  const DELETE = `mutation($ids: [ID!]!) { deleteReportTemplates(ids: $ids) { ${RESULT} } }`;
  const listed = async (token: string) =>
    ((await gqlAs(t, token, LIST)).data!.reportTemplates.edges as Array<{ node: { id: string; owned: boolean; ownerAccountName: string; assignedAccounts: unknown[] } }>).map(
      (e) => e.node,
    );

  it('shows an assigned template to the account’s users, who use it but cannot edit or delete it', async () => {
    const system = await loginSystemAdmin(t);
    const check = (await gqlAs(t, system, '{ reportCheckTree(platform: ANDROID) { checks { id } } }')).data!.reportCheckTree[0].checks[0].id as string;
    const name = unique('Shared template ');
    const created = await gqlAs(
      t,
      system,
      `mutation($i: ReportTemplateInput!) { createReportTemplate(platform: ANDROID, input: $i) { ${RESULT} ... on MutationCreateReportTemplateSuccess { data { id } } } }`,
      {
        i: { name, lang: 'en', checks: [check] },
      },
    );
    const id = created.data!.createReportTemplate.data.id as string;
    expect((await listed(owner)).map((r) => r.id)).not.toContain(id);

    // Only a system super admin is offered accounts and assigns; an account admin is refused.
    const CHOICES = `query($s: String) { reportTemplateAccountChoices(search: $s) { id name } }`;
    const { name: nameOfA } = await t.runtime.deps.db.selectFrom('accounts').select('name').where('id', '=', m.a.accountId).executeTakeFirstOrThrow();
    expect((await gqlAs(t, system, CHOICES, { s: nameOfA })).data!.reportTemplateAccountChoices).toEqual([{ id: m.a.accountId, name: nameOfA }]);
    expect((await gqlAs(t, owner, CHOICES, { s: null })).data!.reportTemplateAccountChoices).toEqual([]);

    expect(outcome(await gqlAs(t, owner, ASSIGN, { id, a: [m.a.accountId] }))).toBe('403');
    const assigned = (await gqlAs(t, system, ASSIGN, { id, a: [m.a.accountId] })).data!.assignReportTemplate;
    expect(assigned.data).toMatchObject({ owned: true, assignedAccounts: [{ id: m.a.accountId, name: nameOfA }] });

    const seen = (await listed(owner)).find((r) => r.id === id);
    expect(seen).toMatchObject({ owned: false, assignedAccounts: [] });
    expect(seen!.ownerAccountName).toEqual(expect.any(String));
    // A plain user who may assess sees it too; account B does not.
    expect((await listed(m.tokens.user)).map((r) => r.id)).toContain(id);
    expect((await listed(m.tokens.otherAccount)).map((r) => r.id)).not.toContain(id);
    expect(outcome(await gqlAs(t, m.tokens.otherAccount, `query($id: ID!) { reportTemplate(id: $id) { id } }`, { id }))).toBe('404');

    // Used for reports: the assessment's template lookup finds it for A, not for B.
    const { auth, reportTemplates } = t.runtime.app.services;
    await expect(reportTemplates.resolve(await auth.authenticate(owner), id, 'en', 'android')).resolves.toMatchObject({ id, checks: [check] });
    await expect(reportTemplates.resolve(await auth.authenticate(m.tokens.otherAccount), id, 'en', 'android')).rejects.toMatchObject({ code: '404' });

    // Not edited, not deleted.
    const update = (await gqlAs(t, owner, UPDATE, { id, i: { name: 'Taken over', lang: 'en', checks: [check] } })).data!.updateReportTemplate;
    expect(update).toMatchObject({ code: '403', message: 'This template was assigned to your account by the system administrator: you can use it but not change it.' });
    expect(outcome(await gqlAs(t, owner, DELETE, { ids: [id] }))).toBe('403');
    const still = await t.runtime.deps.db.selectFrom('reportTemplates').select('name').where('id', '=', id).executeTakeFirst();
    expect(still?.name).toBe(name);

    const logged = await t.runtime.deps.db
      .selectFrom('operationLogs')
      .select('activityType')
      .where('activityType', '=', 'reportTemplate.assign')
      .where('target', '=', `reportTemplate:${name}`)
      .execute();
    expect(logged.length).toBe(1);

    // Unassigning takes it away again.
    expect((await gqlAs(t, system, ASSIGN, { id, a: [] })).data!.assignReportTemplate.data.assignedAccounts).toEqual([]);
    expect((await listed(owner)).map((r) => r.id)).not.toContain(id);
  });

  it('answers "not found" for an unknown account and assigns nothing', async () => {
    const system = await loginSystemAdmin(t);
    const check = (await gqlAs(t, system, '{ reportCheckTree(platform: ANDROID) { checks { id } } }')).data!.reportCheckTree[0].checks[0].id as string;
    const created = await gqlAs(
      t,
      system,
      `mutation($i: ReportTemplateInput!) { createReportTemplate(platform: ANDROID, input: $i) { ... on MutationCreateReportTemplateSuccess { data { id } } } }`,
      {
        i: { name: unique('Lonely template '), lang: 'en', checks: [check] },
      },
    );
    const id = created.data!.createReportTemplate.data.id as string;
    expect(outcome(await gqlAs(t, system, ASSIGN, { id, a: [m.a.accountId, '00000000-0000-4000-8000-000000000000'] }))).toBe('404');
    expect((await listed(owner)).map((r) => r.id)).not.toContain(id);
  });
});
