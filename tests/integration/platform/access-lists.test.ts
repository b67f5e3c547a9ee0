import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import WebSocket from 'ws';
import { roleMatrix, type RoleMatrix } from '../../helpers/role-matrix';
import { startTestServer, type TestServer } from '../../helpers/server';

/**
 * Host and IP whitelists (`/manage/systemmanage/hostConfig/*`): validation, who may change
 * which list, the lock-out confirmation, and the gate on GraphQL, REST, downloads, sign-in and
 * graphql-ws, with client addresses from `X-Forwarded-For` behind a trusted proxy.
 *
 * Console-wide lists refuse every request of the server they are saved in, so this file runs a
 * server on a database of its own (on PostgreSQL a fresh database; on PGlite its own memory),
 * never the one other test files share.
 */
let t: TestServer;
let m: RoleMatrix<never>;
let dropDatabase: (() => Promise<void>) | null = null;

/** A listed address the admins work from, inside 203.0.113.0/24. */
const ADMIN_IP = '203.0.113.10';
/** An address no list in this file holds. */
const OUTSIDE_IP = '198.51.100.7';

beforeAll(async () => {
  const env: Record<string, string> = { RAMPART_TRUST_PROXY: 'true', RAMPART_PUBLIC_URL: 'https://console.example.test' };
  const shared = inject('databaseUrl');
  if (shared) {
    const name = `rampart_access_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: shared });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(shared);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: shared });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  t = await startTestServer({ listen: true, env });
  m = await roleMatrix(t);
});

// Each test starts from empty lists, whatever the one before it left.
beforeEach(clearLists);

afterAll(async () => {
  await t?.close();
  await dropDatabase?.();
});

interface Call {
  ip?: string;
  lang?: string;
  host?: string;
  headers?: Record<string, string>;
}

function headersOf(token: string | null, call: Call): Record<string, string> {
  return {
    'x-forwarded-for': call.ip ?? ADMIN_IP,
    // An empty `lang` sends none (a browser opening a page sends only Accept-Language).
    ...(call.lang === '' ? {} : { lang: call.lang ?? 'en' }),
    ...(call.host ? { host: call.host } : {}),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...call.headers,
  };
}

async function gql(token: string | null, query: string, variables: Record<string, unknown> = {}, call: Call = {}) {
  const res = await t.runtime.app.server.inject({ method: 'POST', url: '/graphql', payload: { query, variables }, headers: headersOf(token, call) });
  return {
    status: res.statusCode,
    type: String(res.headers['content-type'] ?? ''),
    body: res.json() as { data?: Record<string, any> | null; errors?: Array<{ message: string; extensions?: { code?: string } }> },
  };
}

async function rest(method: 'GET' | 'POST', url: string, token: string | null, call: Call = {}, payload?: object) {
  const res = await t.runtime.app.server.inject({ method, url, headers: headersOf(token, call), ...(payload ? { payload } : {}) });
  return { status: res.statusCode, type: String(res.headers['content-type'] ?? ''), body: res.body };
}

const RESULT = (type: string) => `__typename ... on AppError { code message } ... on ${type} { data { id } }`;
const CREATE_IP = `mutation($i: AccessIpInput!, $s: Boolean, $a: ID, $c: Boolean) { createAccessIp(input: $i, system: $s, accountId: $a, confirmLockout: $c) {
  ${RESULT('MutationCreateAccessIpSuccess')} } }`;
const UPDATE_IP = `mutation($id: ID!, $i: AccessIpInput!, $s: Boolean, $a: ID) { updateAccessIp(id: $id, input: $i, system: $s, accountId: $a) {
  ${RESULT('MutationUpdateAccessIpSuccess')} } }`;
const DELETE_IP = `mutation($id: ID!, $s: Boolean, $a: ID, $c: Boolean) { deleteAccessIp(id: $id, system: $s, accountId: $a, confirmLockout: $c) {
  __typename ... on AppError { code message } } }`;
const SET_IP = `mutation($id: ID!, $e: Boolean!, $s: Boolean, $c: Boolean) { setAccessIpEnabled(id: $id, enabled: $e, system: $s, confirmLockout: $c) {
  ${RESULT('MutationSetAccessIpEnabledSuccess')} } }`;
const LIST_IPS = `query($s: Boolean, $a: ID, $q: String, $first: Int, $after: String) { accessIps(system: $s, accountId: $a, search: $q, first: $first, after: $after) {
  totalCount pageInfo { hasNextPage endCursor } edges { node { id address accountId enabled description } } } }`;
const CREATE_HOST = `mutation($i: AccessHostInput!, $c: Boolean) { createAccessHost(input: $i, confirmLockout: $c) { ${RESULT('MutationCreateAccessHostSuccess')} } }`;
const DELETE_HOST = `mutation($id: ID!, $c: Boolean) { deleteAccessHost(id: $id, confirmLockout: $c) { __typename ... on AppError { code message } } }`;
const LIST_HOSTS = `query($q: String) { accessHosts(search: $q, first: 50) { totalCount edges { node { id host enabled } } } }`;
const CALLER = `query { accessCaller { ip host } }`;
const ME = `query { viewer { id } }`;

/** The typed result of a single mutation: its AppError code, or '200' with the data. */
function result(answer: Awaited<ReturnType<typeof gql>>): { code: string; message?: string; id?: string } {
  if (answer.body.errors?.length) return { code: answer.body.errors[0].extensions?.code ?? 'error', message: answer.body.errors[0].message };
  const value = Object.values(answer.body.data ?? {})[0] as { __typename: string; code?: string; message?: string; data?: { id: string } } | boolean;
  if (typeof value === 'object' && value?.__typename === 'AppError') return { code: value.code!, message: value.message };
  return { code: '200', id: typeof value === 'object' ? value?.data?.id : undefined };
}

async function ipEntry(token: string, address: string, list: { s?: boolean; a?: string } = {}, call: Call = {}): Promise<string> {
  const created = result(await gql(token, CREATE_IP, { i: { address, description: 'test entry' }, ...list }, call));
  if (created.code !== '200') throw new Error(`could not add ${address}: ${JSON.stringify(created)}`);
  return created.id!;
}

/** Empties every list (behind the service's back) and has the gate read them again. */
async function clearLists(): Promise<void> {
  const db = t.runtime.deps.db;
  await db.deleteFrom('accessIps').execute();
  await db.deleteFrom('accessHosts').execute();
  for (const accountId of [null, m.a.accountId, m.b.accountId]) t.runtime.deps.pubsub.publish('accessLists:changed', { accountId });
  // The instance hears its own publish a moment later (through Redis when configured).
  await until(async () => (await gql(m.tokens.user, ME, {}, { ip: OUTSIDE_IP, host: 'anywhere.example' })).status === 200);
}

/** Polls `check` until it holds (a published change reaches the instance asynchronously). */
async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the condition never held');
}

/** Opens a graphql-ws socket from `ip`; resolves 'ack' or the close code and reason. */
function wsConnect(
  token: string,
  ip: string,
  host?: string,
): Promise<{ outcome: 'ack'; socket: WebSocket; closed: Promise<{ code: number; reason: string }> } | { outcome: 'closed'; code: number; reason: string }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${t.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', { headers: { 'x-forwarded-for': ip, ...(host ? { host } : {}) } });
    const closed = new Promise<{ code: number; reason: string }>((done) => socket.on('close', (code, reason) => done({ code, reason: String(reason) })));
    socket.on('error', reject);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } })));
    socket.on('message', (data) => {
      if (JSON.parse(String(data)).type === 'connection_ack') resolve({ outcome: 'ack', socket, closed });
    });
    void closed.then(({ code, reason }) => resolve({ outcome: 'closed', code, reason }));
  });
}

describe('whitelist entries', () => {
  it("refuses an invalid address with 'Invalid ip address' (en and zh-TW) and saves nothing", async () => {
    for (const address of ['not-an-ip', '10.0.0.1/33', '300.1.2.3', 'fe80::1%eth0', '2001:db8::/129']) {
      const answer = result(await gql(m.tokens.systemAdmin, CREATE_IP, { i: { address }, s: true }));
      expect(answer, address).toEqual({ code: '400', message: 'Invalid ip address' });
    }
    const zh = result(await gql(m.tokens.systemAdmin, CREATE_IP, { i: { address: 'nope' }, s: true }, { lang: 'zh-TW' }));
    expect(zh.message).toBe('無效的 IP 位址');
    const host = result(await gql(m.tokens.systemAdmin, CREATE_HOST, { i: { host: 'https://evil.example:443/' } }));
    expect(host.code).toBe('400');
    expect(await t.runtime.deps.db.selectFrom('accessIps').select('id').execute()).toEqual([]);
    expect(await t.runtime.deps.db.selectFrom('accessHosts').select('id').execute()).toEqual([]);
  });

  it('normalizes entries, refuses duplicates, pages and searches, and logs each change', async () => {
    await ipEntry(m.tokens.systemAdmin, '203.0.113.0/24', { s: true });
    await ipEntry(m.tokens.systemAdmin, '192.0.2.1', { s: true });
    const id = await ipEntry(m.tokens.systemAdmin, '2001:DB8:0:0::/32', { s: true });
    const dup = result(await gql(m.tokens.systemAdmin, CREATE_IP, { i: { address: '2001:db8::/32' }, s: true }));
    expect(dup.code).toBe('409');
    const page1 = (await gql(m.tokens.systemAdmin, LIST_IPS, { s: true, first: 2 })).body.data!.accessIps;
    expect(page1.totalCount).toBe(3);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    expect(page1.edges[0].node).toMatchObject({ address: '2001:db8::/32', accountId: null });
    const page2 = (await gql(m.tokens.systemAdmin, LIST_IPS, { s: true, first: 2, after: page1.pageInfo.endCursor })).body.data!.accessIps;
    expect(page2.edges.map((e: any) => e.node.address)).toEqual(['203.0.113.0/24']);
    const found = (await gql(m.tokens.systemAdmin, LIST_IPS, { s: true, q: '192.0' })).body.data!.accessIps;
    expect(found.edges.map((e: any) => e.node.address)).toEqual(['192.0.2.1']);

    expect(result(await gql(m.tokens.systemAdmin, UPDATE_IP, { id, i: { address: '2001:db8::/48', description: 'office' }, s: true })).code).toBe('200');
    expect(result(await gql(m.tokens.systemAdmin, SET_IP, { id, e: false, s: true })).code).toBe('200');
    expect(result(await gql(m.tokens.systemAdmin, DELETE_IP, { id, s: true })).code).toBe('200');
    const logs = await t.runtime.deps.db
      .selectFrom('operationLogs')
      .select(['activityType', 'target', 'ip'])
      .where('activityType', 'like', 'accessIp.%')
      .where('target', 'like', 'ip:2001:db8::%')
      .orderBy('id')
      .execute();
    expect(logs.map((l) => l.activityType)).toEqual(['accessIp.create', 'accessIp.update', 'accessIp.disable', 'accessIp.delete']);
    expect(logs[0]).toMatchObject({ target: 'ip:2001:db8::/32', ip: ADMIN_IP });
  });
});

describe('who may change which list', () => {
  it('follows the permission matrix: console lists for system_host holders, an account list for its own security admins', async () => {
    const a = m.a.accountId;
    // Console-wide lists: the system super admin only (system_host is a system-only code).
    for (const who of ['customerSuperAdmin', 'admin', 'user', 'view', 'otherAccount'] as const) {
      expect(result(await gql(m.tokens[who], LIST_HOSTS)).code, who).toBe('403');
      expect(result(await gql(m.tokens[who], CREATE_HOST, { i: { host: 'localhost' } })).code, who).toBe('403');
      expect(result(await gql(m.tokens[who], CREATE_IP, { i: { address: '203.0.113.0/24' }, s: true })).code, who).toBe('403');
    }
    expect(await t.runtime.deps.db.selectFrom('accessIps').select('id').where('accountId', 'is', null).execute()).toEqual([]);

    // Account A's list: its customer super admin and admin (system_security); not its user or viewer.
    const own = await ipEntry(m.tokens.customerSuperAdmin, '203.0.113.0/24');
    expect(result(await gql(m.tokens.admin, UPDATE_IP, { id: own, i: { address: '203.0.113.0/25', description: 'by admin' } })).code).toBe('200');
    for (const who of ['user', 'view'] as const) {
      expect(result(await gql(m.tokens[who], LIST_IPS, {})).code, who).toBe('403');
      expect(result(await gql(m.tokens[who], CREATE_IP, { i: { address: '203.0.113.9' } })).code, who).toBe('403');
    }
    // The system super admin reaches any account's list; its entries apply to that account.
    const bySystem = await ipEntry(m.tokens.systemAdmin, '2001:db8:a::/48', { a });
    const listA = (await gql(m.tokens.customerSuperAdmin, LIST_IPS, {})).body.data!.accessIps;
    expect(listA.edges.map((e: any) => e.node.address).sort()).toEqual(['2001:db8:a::/48', '203.0.113.0/25']);
    expect(listA.edges.every((e: any) => e.node.accountId === a)).toBe(true);

    // Another account neither sees nor changes A's entries, even naming A.
    const listB = (await gql(m.tokens.otherAccount, LIST_IPS, { a })).body.data!.accessIps;
    expect(listB.totalCount).toBe(0);
    expect(result(await gql(m.tokens.otherAccount, UPDATE_IP, { id: own, i: { address: '198.51.100.0/24' }, a })).code).toBe('404');
    expect(result(await gql(m.tokens.otherAccount, DELETE_IP, { id: bySystem, a })).code).toBe('404');
    // An account admin cannot reach the console-wide list by naming it.
    expect(result(await gql(m.tokens.customerSuperAdmin, LIST_IPS, { s: true })).code).toBe('403');

    await gql(m.tokens.systemAdmin, DELETE_IP, { id: own, a });
    await gql(m.tokens.systemAdmin, DELETE_IP, { id: bySystem, a });
  });
});

describe('the lock-out confirmation', () => {
  it('refuses a change that would block the caller, names the address, and saves it only when confirmed', async () => {
    const refused = result(await gql(m.tokens.systemAdmin, CREATE_IP, { i: { address: '198.51.100.0/24' }, s: true }));
    expect(refused.code).toBe('ip.lockout');
    expect(refused.message).toContain(ADMIN_IP);
    const zh = result(await gql(m.tokens.systemAdmin, CREATE_IP, { i: { address: '198.51.100.0/24' }, s: true }, { lang: 'zh-TW' }));
    expect(zh.message).toContain('此變更將封鎖您目前的位址');
    expect(await t.runtime.deps.db.selectFrom('accessIps').select('id').execute()).toEqual([]);

    // Confirmed: saved, and the admin's own address is refused from then on.
    const id = result(await gql(m.tokens.systemAdmin, CREATE_IP, { i: { address: '198.51.100.0/24' }, s: true, c: true })).id!;
    expect(id).toBeTruthy();
    expect((await gql(m.tokens.systemAdmin, ME)).status).toBe(403);
    // From a listed address it can undo it; removing the last entry never locks anyone out.
    expect(result(await gql(m.tokens.systemAdmin, DELETE_IP, { id, s: true }, { ip: '198.51.100.20' })).code).toBe('200');
    expect((await gql(m.tokens.systemAdmin, ME)).status).toBe(200);

    // An account admin's own list applies to it; the system admin changing that account's list is not locked out by it.
    const own = result(await gql(m.tokens.customerSuperAdmin, CREATE_IP, { i: { address: '192.0.2.0/24' } }));
    expect(own.code).toBe('ip.lockout');
    const forA = await ipEntry(m.tokens.systemAdmin, '192.0.2.0/24', { a: m.a.accountId });
    await gql(m.tokens.systemAdmin, DELETE_IP, { id: forA, a: m.a.accountId });

    // Hosts: a list without the host the admin uses asks for confirmation too.
    const host = result(await gql(m.tokens.systemAdmin, CREATE_HOST, { i: { host: 'console.example.test' } }));
    expect(host.code).toBe('host.lockout');
    expect(host.message).toContain('localhost');
    expect(await t.runtime.deps.db.selectFrom('accessHosts').select('id').execute()).toEqual([]);
  });
});

describe('the gate', () => {
  it('refuses non-listed addresses (IPv4 and IPv6 CIDR) on GraphQL, REST, downloads and sign-in; lets listed ones pass', async () => {
    await ipEntry(m.tokens.systemAdmin, '203.0.113.0/24', { s: true });
    await ipEntry(m.tokens.systemAdmin, '2001:db8:1::/48', { s: true });
    const token = m.tokens.customerSuperAdmin;

    const refused = await gql(token, ME, {}, { ip: OUTSIDE_IP });
    expect(refused.status).toBe(403);
    expect(refused.type).toContain('application/graphql-response+json');
    expect(refused.body.errors![0]).toEqual({
      message: `Requests from ${OUTSIDE_IP} are not allowed. Ask your administrator to add this address to the IP whitelist.`,
      extensions: { code: 'ip.forbidden' },
    });
    expect((await gql(token, ME, {}, { ip: OUTSIDE_IP, lang: 'zh-TW' })).body.errors![0].message).toBe(`不允許來自 ${OUTSIDE_IP} 的要求。請聯絡管理員將此位址加入 IP 白名單。`);
    expect((await gql(token, ME, {}, { ip: '203.0.113.254' })).status).toBe(200);
    expect((await gql(token, ME, {}, { ip: '203.0.114.1' })).status).toBe(403);
    expect((await gql(token, ME, {}, { ip: '2001:db8:1:ff::1' })).status).toBe(200);
    expect((await gql(token, ME, {}, { ip: '2001:db8:2::1' })).status).toBe(403);
    expect((await gql(token, ME, {}, { ip: '::ffff:203.0.113.3' })).status).toBe(200);

    const restRefused = await rest('GET', '/api/user/getUserInfo', token, { ip: OUTSIDE_IP });
    expect(restRefused.status).toBe(403);
    expect(JSON.parse(restRefused.body)).toMatchObject({ code: 'ip.forbidden', data: null });
    expect((await rest('GET', '/api/user/getUserInfo', token, { ip: '203.0.113.77' })).status).toBe(200);

    const range = `from=${encodeURIComponent(new Date(Date.now() - 86_400_000).toISOString())}&to=${encodeURIComponent(new Date().toISOString())}`;
    const download = await rest('GET', `/api/operateLog/export?${range}`, token, { ip: OUTSIDE_IP });
    expect(download.status).toBe(403);
    expect(JSON.parse(download.body).code).toBe('ip.forbidden');
    const allowed = await rest('GET', `/api/operateLog/export?${range}`, token, { ip: '203.0.113.77' });
    expect(allowed.status).toBe(200);
    expect(allowed.type).toContain('text/csv');

    // The console-wide list applies to sign-in as well.
    const signIn = await rest('POST', '/api/index/login', null, { ip: OUTSIDE_IP }, { username: 'anyone', password: 'x' });
    expect(signIn.status).toBe(403);
    expect(JSON.parse(signIn.body).code).toBe('ip.forbidden');

    // A browser opening the console itself reads the sentence in its language.
    const html = await rest('GET', '/', null, { ip: OUTSIDE_IP, lang: '', headers: { accept: 'text/html', 'accept-language': 'zh-TW,zh;q=0.9' } });
    expect(html.status).toBe(403);
    expect(html.body).toBe(`不允許來自 ${OUTSIDE_IP} 的要求。請聯絡管理員將此位址加入 IP 白名單。`);

    // Health checks and the SDK ingestion path are not the console's: the lists do not apply.
    expect((await rest('GET', '/healthz', null, { ip: OUTSIDE_IP })).status).toBe(200);
    expect((await rest('GET', '/api/sdk/v1/config', null, { ip: OUTSIDE_IP })).status).not.toBe(403);
  });

  it('refuses graphql-ws sockets from non-listed addresses and closes open ones when the list stops listing them', async () => {
    await ipEntry(m.tokens.systemAdmin, '203.0.113.0/24', { s: true });
    await ipEntry(m.tokens.systemAdmin, '2001:db8:1::/48', { s: true });
    const token = m.tokens.customerSuperAdmin;
    const refused = await wsConnect(token, OUTSIDE_IP);
    expect(refused).toMatchObject({ outcome: 'closed', code: 4403, reason: 'ip.forbidden' });
    const open = await wsConnect(token, '2001:db8:1::77');
    expect(open.outcome).toBe('ack');
    if (open.outcome !== 'ack') return;
    // Dropping the IPv6 block (from a listed IPv4 address) closes the socket at once.
    const v6 = (await gql(m.tokens.systemAdmin, LIST_IPS, { s: true, q: '2001:db8:1' })).body.data!.accessIps.edges[0].node.id;
    expect(result(await gql(m.tokens.systemAdmin, DELETE_IP, { id: v6, s: true })).code).toBe('200');
    expect(await open.closed).toEqual({ code: 4403, reason: 'ip.forbidden' });
    const listed = await wsConnect(token, '203.0.113.40');
    expect(listed.outcome).toBe('ack');
    if (listed.outcome === 'ack') listed.socket.close();
  });

  it('keeps lists cached until a change is published, then reads them again', async () => {
    const db = t.runtime.deps.db;
    expect((await gql(m.tokens.customerSuperAdmin, ME, {}, { ip: OUTSIDE_IP })).status).toBe(200);
    // Written behind the service's back: this instance still judges by its cached (empty) list.
    await db.insertInto('accessIps').values({ accountId: null, address: '203.0.113.0/24' }).execute();
    expect((await gql(m.tokens.customerSuperAdmin, ME, {}, { ip: OUTSIDE_IP })).status).toBe(200);
    // What the service publishes on every change (through Redis to every instance when configured).
    t.runtime.deps.pubsub.publish('accessLists:changed', { accountId: null });
    await until(async () => (await gql(m.tokens.customerSuperAdmin, ME, {}, { ip: OUTSIDE_IP })).status === 403);
    expect((await gql(m.tokens.customerSuperAdmin, ME, {}, { ip: ADMIN_IP })).status).toBe(200);
  });

  it("applies an account's list to its users after sign-in, and to nobody else", async () => {
    const a = m.a.accountId;
    const entry = await ipEntry(m.tokens.customerSuperAdmin, '203.0.113.0/24');
    // A's users: refused from elsewhere on GraphQL and REST; signing in itself is not refused.
    expect((await gql(m.tokens.user, ME, {}, { ip: OUTSIDE_IP })).body.errors![0].extensions!.code).toBe('ip.forbidden');
    expect((await rest('GET', '/api/user/getUserInfo', m.tokens.view, { ip: OUTSIDE_IP })).status).toBe(403);
    expect((await gql(m.tokens.user, ME, {}, { ip: '203.0.113.5' })).status).toBe(200);
    // An integrator of A with an API key pair is one of A's users too.
    const apiKey = `ak-${crypto.randomBytes(6).toString('hex')}`;
    const apiSecret = crypto.randomBytes(16).toString('hex');
    const integrator = await t.seed.userIn(a, m.a.roleIds.ADMIN, {});
    await t.runtime.deps.db
      .updateTable('users')
      .set({ apiKey, apiSecretHash: crypto.createHash('sha256').update(apiSecret).digest('hex') })
      .where('id', '=', integrator.userId)
      .execute();
    const viaKey = (ip: string) => gql(null, ME, {}, { ip, headers: { 'x-api-key': apiKey, 'x-api-secret': apiSecret } });
    expect((await viaKey(OUTSIDE_IP)).body.errors![0].extensions!.code).toBe('ip.forbidden');
    const allowedKey = await viaKey('203.0.113.5');
    expect(allowedKey.status).toBe(200);
    expect(allowedKey.body.data!.viewer.id).toBe(integrator.userId);
    const refusedSocket = await wsConnect(m.tokens.user, OUTSIDE_IP);
    expect(refusedSocket).toMatchObject({ outcome: 'closed', code: 4403, reason: 'ip.forbidden' });
    // Another account's users and the system admin are not bound by A's list.
    expect((await gql(m.tokens.otherAccount, ME, {}, { ip: OUTSIDE_IP })).status).toBe(200);
    expect((await gql(m.tokens.systemAdmin, ME, {}, { ip: OUTSIDE_IP })).status).toBe(200);
    expect((await gql(null, `query { __typename }`, {}, { ip: OUTSIDE_IP })).status).toBe(200);
    await gql(m.tokens.systemAdmin, DELETE_IP, { id: entry, a });
    expect((await gql(m.tokens.user, ME, {}, { ip: OUTSIDE_IP })).status).toBe(200);
  });

  it('refuses hosts that are not listed (Host, and X-Forwarded-Host behind the proxy)', async () => {
    const db = t.runtime.deps.db;
    const localhost = result(await gql(m.tokens.systemAdmin, CREATE_HOST, { i: { host: 'localhost' } }));
    expect(localhost.code).toBe('200');
    const hosts = (await gql(m.tokens.systemAdmin, LIST_HOSTS, {})).body.data!.accessHosts;
    expect(hosts.edges.map((e: any) => e.node.host)).toEqual(['localhost']);
    expect(result(await gql(m.tokens.systemAdmin, CREATE_HOST, { i: { host: 'Console.Example.Test' } })).code).toBe('200');

    const token = m.tokens.customerSuperAdmin;
    const evil = await gql(token, ME, {}, { host: 'evil.example' });
    expect(evil.status).toBe(403);
    expect(evil.body.errors![0]).toEqual({ message: 'This console is not served under the host name evil.example.', extensions: { code: 'host.forbidden' } });
    expect((await rest('POST', '/api/index/forgotPassword', null, { host: 'evil.example' }, { email: 'x@example.com' })).status).toBe(403);
    expect((await gql(token, ME, {}, { host: 'console.example.test:8443' })).status).toBe(200);
    expect((await gql(token, ME, {}, { host: 'console.example.test', headers: { 'x-forwarded-host': 'evil.example' } })).status).toBe(403);
    expect((await gql(token, CALLER, {}, { host: 'console.example.test' })).body.data!.accessCaller).toEqual({ ip: ADMIN_IP, host: 'console.example.test' });
    expect((await rest('GET', '/healthz', null, { host: 'evil.example' })).status).toBe(200);
    expect(await wsConnect(token, ADMIN_IP, 'evil.example')).toMatchObject({ outcome: 'closed', code: 4403, reason: 'host.forbidden' });
    const socket = await wsConnect(token, ADMIN_IP, 'console.example.test');
    expect(socket.outcome).toBe('ack');
    if (socket.outcome === 'ack') socket.socket.close();

    const logged = await db.selectFrom('operationLogs').select('target').where('activityType', '=', 'accessHost.create').orderBy('id').execute();
    expect(logged.map((l) => l.target)).toEqual(['host:localhost', 'host:console.example.test']);
    // Deleting the host the admin uses asks for confirmation; deleting both empties the list.
    const byHost = Object.fromEntries(((await gql(m.tokens.systemAdmin, LIST_HOSTS, {})).body.data!.accessHosts.edges as any[]).map((e) => [e.node.host, e.node.id]));
    expect(result(await gql(m.tokens.systemAdmin, DELETE_HOST, { id: byHost.localhost })).code).toBe('host.lockout');
    expect(result(await gql(m.tokens.systemAdmin, DELETE_HOST, { id: byHost['console.example.test'] })).code).toBe('200');
    expect(result(await gql(m.tokens.systemAdmin, DELETE_HOST, { id: byHost.localhost })).code).toBe('200');
    expect((await gql(token, ME, {}, { host: 'evil.example' })).status).toBe(200);
  });

  it('builds password-reset links from the configured public URL, never from the request host', async () => {
    const email = `reset-${crypto.randomBytes(3).toString('hex')}@example.com`;
    await t.seed.userIn(m.a.accountId, m.a.roleIds.USER, { email });
    const res = await rest('POST', '/api/index/forgotPassword', null, { host: 'evil.example' }, { email });
    expect(res.status).toBe(200);
    let body = '';
    for (let i = 0; i < 50 && !body; i++) {
      const mail = await t.runtime.deps.db.selectFrom('mailOutbox').select('body').where('recipient', '=', email).executeTakeFirst();
      body = mail?.body ?? '';
      if (!body) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(body).toContain('https://console.example.test/reset_pwd?token=');
    expect(body).not.toContain('evil.example');
  });
});
