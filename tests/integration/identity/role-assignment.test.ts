import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gqlAs } from '../../helpers/graphql';
import { restClient, type RestClient } from '../../helpers/rest';
import { startTestServer, type TestServer } from '../../helpers/server';

/**
 * Assigning a role hands out its codes, so it follows the rule for creating one: the assigner
 * must hold every code of the role (or may manage administrator roles). A user who holds
 * `manage_user` and little else must not be able to mint a USER-role account, sign in as it and read monitoring.
 */
let t: TestServer;
let rest: RestClient;
let accountId: string;
let roleIds: Record<string, string>;
/** A custom role with `manage_user` and one analysis code. */
let userManagerRole: string;
/** A custom role with only that analysis code, which the user manager holds and may hand out. */
let analystRole: string;
/** A custom role with no codes at all. */
let emptyRole: string;
const tokens: Record<string, string> = {};
const PASSWORD = 'Str0ng#Password';

const RESULT = '__typename ... on AppError { code message }';
const CREATE = `mutation($input: CreateUserInput!) { createUser(input: $input) { ${RESULT} ... on MutationCreateUserSuccess { data { id roleName } } } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { ${RESULT} ... on MutationUpdateUserSuccess { data { id roleName } } } }`;

const newName = () => `u-${crypto.randomBytes(5).toString('hex')}`;
const create = (who: string, roleId: string, username = newName()) =>
  gqlAs(t, tokens[who], CREATE, { input: { username, password: t.encrypt(PASSWORD), roleId } }).then((r) => ({ username, result: r.data!.createUser }));
const update = (who: string, id: string, roleId: string) => gqlAs(t, tokens[who], UPDATE, { id, input: { roleId } }).then((r) => r.data!.updateUser);

async function customRole(codes: string[]): Promise<string> {
  const row = await t.runtime.deps.db
    .insertInto('roles')
    .values({ accountId, name: `role-${crypto.randomBytes(4).toString('hex')}`, type: 'CUSTOM', codes })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  t = await startTestServer();
  rest = restClient(t);
  const account = await t.seed.account();
  accountId = account.accountId;
  roleIds = account.roleIds;
  userManagerRole = await customRole(['manage_user', 'apk_analysis']);
  analystRole = await customRole(['apk_analysis']);
  emptyRole = await customRole([]);
  const people = {
    manageUserOnly: await t.seed.userIn(accountId, await customRole(['manage_user']), {}),
    userManager: await t.seed.userIn(accountId, userManagerRole, {}),
    admin: await t.seed.userIn(accountId, roleIds.ADMIN, {}),
    customerSuperAdmin: await t.seed.userIn(accountId, roleIds.CUSTOMER_SUPER_ADMIN, {}),
  };
  for (const [who, u] of Object.entries(people)) tokens[who] = await t.login(u.username, u.password);
});
afterAll(() => t.close());

describe('assigning a role needs every code of it', () => {
  it.each(['manageUserOnly', 'userManager'])('refuses %s creating a USER-role user, with the role editor’s message', async (who) => {
    const { username, result } = await create(who, roleIds.USER);
    expect(result).toMatchObject({ __typename: 'AppError', code: '403' });
    expect(result.message).toMatch(/^You cannot grant \w+: the account's subscription does not include it or you do not hold it\.$/);
    const row = await t.runtime.deps.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
    expect(row).toBeUndefined();
    // Nobody got an account to sign in with.
    expect((await rest.post('/api/index/login', { username, password: t.encrypt(PASSWORD) })).json().code).toBe('login.invalid');
  });

  it('answers in the caller’s language', async () => {
    const answer = await gqlAs(t, tokens.userManager, CREATE, { input: { username: newName(), password: t.encrypt(PASSWORD), roleId: roleIds.VIEW } }, 'zh-TW');
    expect(answer.data!.createUser.code).toBe('403');
    expect(answer.data!.createUser.message).toMatch(/^您無法授予 \w+/);
  });

  it('refuses moving a user it manages onto the USER or VIEW role', async () => {
    const { result } = await create('userManager', emptyRole);
    expect(result.__typename).toBe('MutationCreateUserSuccess');
    const id = result.data.id as string;
    for (const roleId of [roleIds.USER, roleIds.VIEW]) expect(await update('userManager', id, roleId)).toMatchObject({ __typename: 'AppError', code: '403' });
    const row = await t.runtime.deps.db.selectFrom('users').select('roleId').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.roleId).toBe(emptyRole);
  });

  it('lets it assign roles whose codes it holds', async () => {
    const { result } = await create('userManager', analystRole);
    expect(result).toMatchObject({ __typename: 'MutationCreateUserSuccess' });
    const moved = await update('userManager', result.data.id, emptyRole);
    expect(moved).toMatchObject({ __typename: 'MutationUpdateUserSuccess', data: { id: result.data.id } });
  });

  it('lets an admin (who holds the codes) and a customer super admin assign the USER role', async () => {
    for (const who of ['admin', 'customerSuperAdmin']) {
      const { username, result } = await create(who, roleIds.USER);
      expect(result).toMatchObject({ __typename: 'MutationCreateUserSuccess', data: { roleName: 'user' } });
      expect((await rest.post('/api/index/login', { username, password: t.encrypt(PASSWORD) })).json().code).toBe('200');
    }
  });

  it('counts only the codes the account’s subscription makes effective', async () => {
    // Without the monitoring subscription, USER's monitoring codes grant nothing, so an admin
    // of such an account (who does not hold them either) may still assign USER.
    const bare = await t.seed.account(['apk_analysis']);
    const admin = await t.seed.userIn(bare.accountId, bare.roleIds.ADMIN, {});
    tokens.bareAdmin = await t.login(admin.username, admin.password);
    const answer = await gqlAs(t, tokens.bareAdmin, CREATE, { input: { username: newName(), password: t.encrypt(PASSWORD), roleId: bare.roleIds.USER } });
    expect(answer.data!.createUser.__typename).toBe('MutationCreateUserSuccess');
  });
});

describe('managing a user needs the codes of its role', () => {
  it('refuses a user manager resetting the password or taking the API key of a USER-role user', async () => {
    const target = await t.seed.userIn(accountId, roleIds.USER, {});
    const reset = await gqlAs(t, tokens.userManager, `mutation($id: ID!, $p: String!) { resetUserPassword(id: $id, password: $p) { ${RESULT} } }`, {
      id: target.userId,
      p: t.encrypt('An0ther#Password'),
    });
    expect(reset.data!.resetUserPassword.code).toBe('403');
    const keys = await gqlAs(t, tokens.userManager, `mutation($id: ID!) { rotateApiCredentials(userId: $id) { ${RESULT} } }`, { id: target.userId });
    expect(keys.data!.rotateApiCredentials.code).toBe('403');
    const edit = await gqlAs(t, tokens.userManager, UPDATE, { id: target.userId, input: { roleId: roleIds.USER, email: 'mine@example.test' } });
    expect(edit.data!.updateUser.code).toBe('403');
    const lock = await gqlAs(t, tokens.userManager, `mutation($ids: [ID!]!) { setUsersLocked(ids: $ids, locked: true) { ${RESULT} } }`, { ids: [target.userId] });
    expect(lock.data!.setUsersLocked.code).toBe('403');
    expect((await t.login(target.username, target.password)).length).toBeGreaterThan(0);
  });

  it('still lets an admin manage that user', async () => {
    const target = await t.seed.userIn(accountId, roleIds.USER, {});
    const edit = await gqlAs(t, tokens.admin, UPDATE, { id: target.userId, input: { roleId: roleIds.VIEW } });
    expect(edit.data!.updateUser).toMatchObject({ __typename: 'MutationUpdateUserSuccess', data: { roleName: 'view' } });
  });
});
