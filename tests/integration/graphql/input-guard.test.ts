import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asConstraintViolation } from '../../../server/src/lib/errors';
import { gqlAs } from '../../helpers/graphql';
import { loginSystemAdmin, startTestServer, type TestServer } from '../../helpers/server';

/** Bad input is refused at the edge with typed errors, before it reaches PostgreSQL. */
describe('input guard', () => {
  let t: TestServer;
  let admin: string;
  let sysadmin: string;

  beforeAll(async () => {
    t = await startTestServer();
    const user = await t.seed.user({ roleType: 'ADMIN' });
    admin = await t.login(user.username, user.password);
    sysadmin = await loginSystemAdmin(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a NUL byte in an inline literal and a lone surrogate in a variable, naming the field', async () => {
    const inline = await gqlAs(t, admin, 'mutation { updateProfile(input: { realname: "a\\u0000b" }) { __typename } }');
    expect(inline.errors?.[0].extensions?.code).toBe('400');
    expect(inline.errors?.[0].message).toContain('Name contains characters');

    const variable = await gqlAs(t, admin, 'query($s: String) { roles(search: $s) { totalCount } }', { s: 'a\ud800' }, 'zh-TW');
    expect(variable.errors?.[0].extensions?.code).toBe('400');
    expect(variable.errors?.[0].message).toBe('s含有不允許的字元（NUL 位元組或不成對的代理字元）。');
  });

  it('answers an id that is not a UUID as not found, and lets integer ids through where rows key on numbers', async () => {
    expect((await gqlAs(t, admin, '{ role(id: "not-a-uuid") { id } }')).errors?.[0].extensions?.code).toBe('404');
    expect((await gqlAs(t, sysadmin, 'query($a: ID) { roles(accountId: $a) { totalCount } }', { a: '1 or 1=1' })).errors?.[0].extensions?.code).toBe('404');
    const event = await gqlAs(t, sysadmin, '{ securityEvent(id: "123") { id } }');
    expect(event.errors?.[0].extensions?.code).toBe('404');
    const uuidForEvent = await gqlAs(t, sysadmin, `{ securityEvent(id: "${crypto.randomUUID()}") { id } }`);
    expect(uuidForEvent.errors?.[0].extensions?.code).toBe('404');
  });

  it('answers forged cursors and negative page sizes with a typed 400', async () => {
    const forged = Buffer.from(JSON.stringify(['2024-01-01T00:00:00.000Z', 'not-a-uuid'])).toString('base64url');
    const answer = await gqlAs(t, admin, 'query($c: String) { roles(after: $c) { totalCount } }', { c: forged });
    expect(answer.errors?.[0].extensions?.code).toBe('400');
    expect(answer.errors?.[0].message).toBe('The page cursor is not valid; start again from the first page.');
    const activity = await gqlAs(t, admin, 'query($c: String) { myActivity(after: $c) { totalCount } }', {
      c: Buffer.from(JSON.stringify(['2024-01-01T00:00:00.000Z', crypto.randomUUID()])).toString('base64url'),
    });
    expect(activity.errors?.[0].extensions?.code).toBe('400');
    expect((await gqlAs(t, admin, '{ roles(first: -1) { totalCount } }')).errors?.[0].extensions?.code).toBe('400');
  });

  it('answers a reference to an account that does not exist as not found', async () => {
    const answer = await gqlAs(t, sysadmin, 'mutation($a: ID) { createUserGroup(accountId: $a, input: { name: "sweep-group" }) { __typename ... on AppError { code } } }', {
      a: crypto.randomUUID(),
    });
    const code = answer.errors?.[0].extensions?.code ?? answer.data?.createUserGroup?.code;
    expect(code).toBe('404');
  });

  it('maps the constraint errors PostgreSQL raises to not found (missing reference) and conflict (duplicate)', async () => {
    const db = t.runtime.deps.db;
    const failure = async (run: () => Promise<unknown>) =>
      run().then(
        () => null,
        (err: unknown) => err,
      );
    const missing = await failure(() => db.insertInto('userGroups').values({ accountId: crypto.randomUUID(), name: 'orphan-group' }).execute());
    expect(asConstraintViolation(missing)?.code).toBe('404');
    const { accountId } = await t.seed.account();
    await db.insertInto('userGroups').values({ accountId, name: 'twin-group' }).execute();
    const duplicate = await failure(() => db.insertInto('userGroups').values({ accountId, name: 'twin-group' }).execute());
    expect(asConstraintViolation(duplicate)?.code).toBe('409');
    expect(asConstraintViolation(new Error('other'))).toBeNull();
  });

  it('validates the activity-log export before it starts answering', async () => {
    const get = (query: string) => t.runtime.app.server.inject({ method: 'GET', url: `/api/operateLog/export?${query}`, headers: { authorization: `Bearer ${sysadmin}` } });
    const far = await get('from=-271821-04-20T00:00:00.000Z&to=-271821-04-21T00:00:00.000Z');
    expect(far.statusCode).toBe(400);
    expect(far.json().code).toBe('400');
    const from = new Date(Date.now() - 86_400_000).toISOString();
    const to = new Date().toISOString();
    const account = await get(`from=${from}&to=${to}&accountId=not-a-uuid`);
    expect(account.statusCode).toBe(404);
    const nul = await get(`from=${from}&to=${to}&operator=%00`);
    expect(nul.statusCode).toBe(400);
    expect(nul.json().msg).toContain('query.operator');
  });

  it('refuses NUL bytes in REST bodies with the envelope', async () => {
    const res = await t.runtime.app.server.inject({
      method: 'POST',
      url: '/api/user/updateUser',
      payload: { realname: 'a\u0000b' },
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: '400', data: null });
    expect(res.json().msg).toContain('Name contains characters');
  });
});
