import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gqlAs } from '../../helpers/graphql';
import { createMonitoredApp, sdkEvent, sendBatch, storedEvents, type TestApp } from '../../helpers/monitoring';
import { startTestServer, type TestServer } from '../../helpers/server';

/**
 * The app black/white list (`/Monitoring/appBlackWhiteList/list`): its validation (spec §5),
 * search, filters, paging and batch actions, the activity log, and what it does to events that
 * come in through the real SDK ingest path afterwards.
 */
let t: TestServer;
let token: string;
let username: string;
let accountId: string;
let app: TestApp;
let seq = 0;
const unique = (prefix: string) => `${prefix}-${++seq}-${Math.random().toString(36).slice(2, 8)}`;
const CERT = '0123456789abcdef0123456789abcdef';
const CERT_COLONS = CERT.toUpperCase().match(/../g)!.join(':');

const FIELDS = 'id type name appName packageName md5 certMd5 installer enabled creator';
const CREATE = `mutation($i: MonitorAppListEntryInput!) { createMonitorAppListEntry(input: $i) {
  __typename ... on AppError { code message } ... on MutationCreateMonitorAppListEntrySuccess { data { ${FIELDS} } } } }`;
const UPDATE = `mutation($id: ID!, $i: MonitorAppListEntryInput!) { updateMonitorAppListEntry(id: $id, input: $i) {
  __typename ... on AppError { code message } ... on MutationUpdateMonitorAppListEntrySuccess { data { ${FIELDS} } } } }`;
const LIST = `query($type: MonitorAppListType, $enabled: Boolean, $search: String, $first: Int, $after: String) {
  monitorAppList(type: $type, enabled: $enabled, search: $search, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { ${FIELDS} } } } }`;
const SET_ENABLED = `mutation($ids: [ID!]!, $on: Boolean!) { setMonitorAppListEntriesEnabled(ids: $ids, enabled: $on) {
  __typename ... on AppError { code message } ... on MutationSetMonitorAppListEntriesEnabledSuccess { data } } }`;
const DELETE_MANY = `mutation($ids: [ID!]!) { deleteMonitorAppListEntries(ids: $ids) {
  __typename ... on AppError { code message } ... on MutationDeleteMonitorAppListEntriesSuccess { data } } }`;

beforeAll(async () => {
  t = await startTestServer();
  const user = await t.seed.user({ roleType: 'CUSTOMER_SUPER_ADMIN' });
  username = user.username;
  token = await t.login(user.username, user.password);
  app = await createMonitoredApp(t, token);
  accountId = app.accountId;
});
afterAll(() => t.close());

async function create(input: Record<string, unknown>, lang = 'en') {
  const answer = await gqlAs(t, token, CREATE, { i: { type: 'BLACK', enabled: true, ...input } }, lang);
  return answer.data!.createMonitorAppListEntry;
}

async function createOk(input: Record<string, unknown>) {
  const result = await create({ name: unique('entry'), ...input });
  if (!result.data) throw new Error(JSON.stringify(result));
  return result.data as { id: string; name: string; type: string; enabled: boolean };
}

const countRows = async () =>
  Number(
    (
      await t.runtime.deps.db
        .selectFrom('monitorAppLists')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('accountId', '=', accountId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('app black/white list entries', () => {
  it('refuses an entry without package name, md5 or cert md5 with the spec’s rule, in either language, and saves nothing', async () => {
    const before = await countRows();
    expect(await create({ name: 'no-identity', appName: 'Something', installer: 'com.android.vending' })).toMatchObject({
      code: '400',
      message: 'App black/white list entry needs at least one of package name, md5 or cert md5.',
    });
    expect(await create({ name: 'no-identity', packageName: '  ', md5: '' }, 'zh-TW')).toMatchObject({
      code: '400',
      message: '應用程式黑白名單項目至少需要套件名稱、MD5 或憑證 MD5 其中之一。',
    });
    expect(await countRows()).toBe(before);
  });

  it('checks the name, package name, installer and both MD5s', async () => {
    const before = await countRows();
    const refused = async (input: Record<string, unknown>) => (await create({ name: 'valid-name', packageName: 'com.example.app', ...input })).message;
    expect(await refused({ name: '' })).toBe('Name cannot be empty');
    expect(await refused({ name: 'abc' })).toBe('The name must be 4-100 letters, digits, - or _.');
    expect(await refused({ name: 'has space' })).toBe('The name must be 4-100 letters, digits, - or _.');
    expect(await refused({ packageName: 'com.example.1app' })).toBe('The package name must be a Java package name such as com.example.app.');
    expect(await refused({ packageName: 'com..example' })).toBe('The package name must be a Java package name such as com.example.app.');
    expect(await refused({ installer: 'play store' })).toBe('The installer must be a package name such as com.android.vending.');
    expect(await refused({ md5: 'abc' })).toBe('The MD5 must be 32 hexadecimal characters.');
    expect(await refused({ md5: CERT_COLONS })).toBe('The MD5 must be 32 hexadecimal characters.');
    expect(await refused({ certMd5: `${CERT}0` })).toBe('The cert MD5 must be 32 hexadecimal characters, or 16 pairs separated by colons.');
    expect(await refused({ certMd5: 'zz'.repeat(16) })).toBe('The cert MD5 must be 32 hexadecimal characters, or 16 pairs separated by colons.');
    expect(await countRows()).toBe(before);
  });

  it('stores MD5s as bare lowercase hex and records who created the entry', async () => {
    const entry = await createOk({ type: 'WHITE', appName: 'Bank helper', certMd5: CERT_COLONS, md5: 'ABCDEF0123456789ABCDEF0123456789', installer: 'com.android.vending' });
    expect(entry).toMatchObject({
      type: 'WHITE',
      appName: 'Bank helper',
      packageName: null,
      certMd5: CERT,
      md5: 'abcdef0123456789abcdef0123456789',
      enabled: true,
      creator: username,
    });
    const logs = await t.runtime.deps.db
      .selectFrom('operationLogs')
      .select(['activityType', 'target', 'result'])
      .where('accountId', '=', accountId)
      .where('target', '=', `white:${entry.name}`)
      .execute();
    expect(logs).toEqual([{ activityType: 'monitorAppList.create', target: `white:${entry.name}`, result: 'success' }]);
  });

  it('updates an entry and refuses an update that breaks a rule', async () => {
    const entry = await createOk({ packageName: 'com.before.app' });
    const updated = await gqlAs(t, token, UPDATE, { id: entry.id, i: { type: 'BLACK', name: entry.name, packageName: 'com.after.app', enabled: false } });
    expect(updated.data!.updateMonitorAppListEntry.data).toMatchObject({ packageName: 'com.after.app', enabled: false });
    const refused = await gqlAs(t, token, UPDATE, { id: entry.id, i: { type: 'BLACK', name: entry.name, packageName: '', enabled: true } });
    expect(refused.data!.updateMonitorAppListEntry).toMatchObject({ code: '400' });
    const missing = await gqlAs(t, token, UPDATE, { id: '00000000-0000-4000-8000-000000000000', i: { type: 'BLACK', name: entry.name, packageName: 'com.x', enabled: true } });
    expect(missing.data!.updateMonitorAppListEntry).toMatchObject({ code: '404' });
    const list = await gqlAs(t, token, LIST, { search: 'com.after.app' });
    expect(list.data!.monitorAppList.edges.map((e: any) => e.node)).toMatchObject([{ id: entry.id, packageName: 'com.after.app', enabled: false }]);
  });

  it('searches, filters by type and status, and pages on the server', async () => {
    const tag = unique('srch').replace(/-/g, '_');
    const black = await createOk({ name: `${tag}-b1`, packageName: `org.${tag}.one` });
    await createOk({ name: `${tag}-b2`, packageName: `org.${tag}.two`, enabled: false });
    await createOk({ name: `${tag}-w1`, type: 'WHITE', packageName: `org.${tag}.three` });
    const names = async (vars: Record<string, unknown>) =>
      ((await gqlAs(t, token, LIST, { search: tag, ...vars })).data!.monitorAppList.edges as Array<{ node: { name: string } }>).map((e) => e.node.name).sort();
    expect(await names({})).toEqual([`${tag}-b1`, `${tag}-b2`, `${tag}-w1`]);
    expect(await names({ type: 'WHITE' })).toEqual([`${tag}-w1`]);
    expect(await names({ type: 'BLACK', enabled: true })).toEqual([`${tag}-b1`]);
    expect(await names({ enabled: false })).toEqual([`${tag}-b2`]);
    // An MD5 is found by part of it, however it is written.
    const md5 = await createOk({ name: `${tag}-md5`, certMd5: 'fedcba9876543210fedcba9876543210' });
    const byHex = await gqlAs(t, token, LIST, { search: 'FE:DC:BA:98:76' });
    expect(byHex.data!.monitorAppList.edges.map((e: any) => e.node.id)).toContain(md5.id);
    // Paging: two pages of two, no entry twice, total counted over the whole match (the MD5 entry too).
    const first = (await gqlAs(t, token, LIST, { search: tag, first: 2 })).data!.monitorAppList;
    expect(first.totalCount).toBe(4);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await gqlAs(t, token, LIST, { search: tag, first: 2, after: first.pageInfo.endCursor })).data!.monitorAppList;
    const ids = [...first.edges, ...second.edges].map((e: any) => e.node.id);
    expect(new Set(ids).size).toBe(4);
    expect(second.pageInfo.hasNextPage).toBe(false);
    expect(ids).toContain(black.id);
  });

  it('enables, disables and deletes in batches, all or none', async () => {
    const a = await createOk({ packageName: 'com.batch.a' });
    const b = await createOk({ packageName: 'com.batch.b' });
    const off = await gqlAs(t, token, SET_ENABLED, { ids: [a.id, b.id], on: false });
    expect(off.data!.setMonitorAppListEntriesEnabled.data).toBe(2);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await gqlAs(t, token, SET_ENABLED, { ids: [a.id, unknown], on: true })).data!.setMonitorAppListEntriesEnabled).toMatchObject({ code: '404' });
    expect((await gqlAs(t, token, DELETE_MANY, { ids: [a.id, unknown] })).data!.deleteMonitorAppListEntries).toMatchObject({ code: '404' });
    const rows = await t.runtime.deps.db.selectFrom('monitorAppLists').select(['id', 'enabled']).where('id', 'in', [a.id, b.id]).execute();
    expect(rows.map((r) => r.enabled)).toEqual([false, false]);
    expect((await gqlAs(t, token, DELETE_MANY, { ids: [] })).data!.deleteMonitorAppListEntries).toMatchObject({ code: '400' });
    expect((await gqlAs(t, token, DELETE_MANY, { ids: [a.id, b.id] })).data!.deleteMonitorAppListEntries.data).toBe(2);
    expect(await t.runtime.deps.db.selectFrom('monitorAppLists').select('id').where('id', 'in', [a.id, b.id]).execute()).toEqual([]);
    const single = await createOk({ packageName: 'com.batch.c' });
    const removed = await gqlAs(t, token, 'mutation($id: ID!) { deleteMonitorAppListEntry(id: $id) { __typename ... on MutationDeleteMonitorAppListEntrySuccess { data } } }', {
      id: single.id,
    });
    expect(removed.data!.deleteMonitorAppListEntry.data).toBe(true);
    const logs = await t.runtime.deps.db
      .selectFrom('operationLogs')
      .select('activityType')
      .where('accountId', '=', accountId)
      .where('target', 'in', [`black:${a.name}`, `black:${b.name}`])
      .execute();
    expect(logs.map((l) => l.activityType).sort()).toEqual([
      'monitorAppList.create',
      'monitorAppList.create',
      'monitorAppList.delete',
      'monitorAppList.delete',
      'monitorAppList.disable',
      'monitorAppList.disable',
    ]);
  });
});

describe('the risk engine applies the list to ingested events', () => {
  const magisk = { packageName: 'com.topjohnwu.magisk', md5: 'aa'.repeat(16), certMd5: CERT, installer: 'com.android.vending' };
  const udid = () => unique('phone');

  async function ingest(kind: string, device: Record<string, unknown>, details?: Record<string, unknown>) {
    const event = sdkEvent(kind, { device: { brand: 'Google', model: 'Pixel 8', ...device }, ...(details ? { details } : {}) });
    const res = await sendBatch(t, app, { events: [event] });
    expect(res.json().data.accepted).toBe(1);
    return (await storedEvents(t, app.id)).find((e) => e.eventId === event.id)!;
  }

  async function deviceLevel(id: string) {
    const answer = await gqlAs(t, token, 'query($s: String) { threatDevices(first: 5, search: $s) { edges { node { udid riskLevel } } } }', { s: id });
    return answer.data?.threatDevices.edges.find((e: any) => e.node.udid === id)?.node.riskLevel;
  }

  it('scores a device with a blacklisted app installed as high once the entry exists, and not after it is disabled', async () => {
    const phone = udid();
    const before = await ingest('heartbeat', { udid: phone, installedApps: [magisk] });
    expect(before).toMatchObject({ riskLevel: 'none', matched: [] });

    const entry = await createOk({ name: unique('magisk'), packageName: 'com.topjohnwu.magisk', certMd5: CERT_COLONS });
    const after = await ingest('heartbeat', { udid: phone, installedApps: [magisk] });
    expect(after).toMatchObject({ riskLevel: 'high', matched: [`app-blacklist:${entry.name}`] });
    expect(await deviceLevel(phone)).toBe('HIGH');

    // The same package signed with another certificate is not the listed app.
    const other = await ingest('heartbeat', { udid: udid(), installedApps: [{ ...magisk, certMd5: 'bb'.repeat(16) }] });
    expect(other.riskLevel).toBe('none');

    await gqlAs(t, token, SET_ENABLED, { ids: [entry.id], on: false });
    expect((await ingest('heartbeat', { udid: udid(), installedApps: [magisk] })).riskLevel).toBe('none');
    await gqlAs(t, token, DELETE_MANY, { ids: [entry.id] });
  });

  it('requires the installer an entry names', async () => {
    const entry = await createOk({ name: unique('sideload'), md5: 'cc'.repeat(16), installer: 'com.android.packageinstaller' });
    const app1 = { packageName: 'com.sideloaded', md5: 'CC'.repeat(16) };
    expect((await ingest('heartbeat', { udid: udid(), installedApps: [{ ...app1, installer: 'com.android.vending' }] })).riskLevel).toBe('none');
    expect((await ingest('heartbeat', { udid: udid(), installedApps: [{ ...app1, installer: 'com.android.packageinstaller' }] })).matched).toEqual([`app-blacklist:${entry.name}`]);
    await gqlAs(t, token, DELETE_MANY, { ids: [entry.id] });
  });

  it('exempts a whitelisted app from the APP blacklist and from malware_app events', async () => {
    const list = await gqlAs(
      t,
      token,
      'mutation($n: String!) { createBlacklist(input: { name: $n, type: APP, content: ["com.bank.helper"], riskLevel: MEDIUM, enabled: true }) { ... on MutationCreateBlacklistSuccess { data { id name } } } }',
      { n: unique('tools') },
    );
    const blacklist = list.data!.createBlacklist.data;
    const helper = { packageName: 'com.bank.helper', certMd5: CERT };
    expect(await ingest('heartbeat', { udid: udid(), installedApps: [helper] })).toMatchObject({ riskLevel: 'medium', matched: [`blacklist:${blacklist.name}`] });
    expect((await ingest('malware_app', { udid: udid() }, helper)).riskLevel).toBe('high');

    const white = await createOk({ type: 'WHITE', name: unique('bank-helper'), packageName: 'com.bank.helper', certMd5: CERT });
    expect(await ingest('heartbeat', { udid: udid(), installedApps: [helper] })).toMatchObject({ riskLevel: 'none', matched: [`app-whitelist:${white.name}`] });
    expect(await ingest('malware_app', { udid: udid() }, helper)).toMatchObject({ riskLevel: 'none', matched: [`app-whitelist:${white.name}`] });
    // A repackaged copy (another certificate) is not whitelisted.
    expect((await ingest('heartbeat', { udid: udid(), installedApps: [{ ...helper, certMd5: 'dd'.repeat(16) }] })).riskLevel).toBe('medium');
    await gqlAs(t, token, DELETE_MANY, { ids: [white.id] });
    await gqlAs(t, token, 'mutation($id: ID!) { deleteBlacklist(id: $id) { __typename } }', { id: blacklist.id });
  });
});
