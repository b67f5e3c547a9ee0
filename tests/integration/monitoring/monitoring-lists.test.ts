import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gqlAs, outcome } from '../../helpers/graphql';
import { createMonitoredApp, sdkEvent, sendBatch, storedEvents, type TestApp } from '../../helpers/monitoring';
import { roleMatrix, type RoleMatrix } from '../../helpers/role-matrix';
import { startTestServer, type TestServer } from '../../helpers/server';

/**
 * The list pages' server side: search and filters on risk rules, blacklists and the device
 * lists; the batch mutations (all or none, checked against their own permission codes, another
 * account's ids not found); and putting a device on a DEVICE blacklist from the threat views,
 * after which its next event scores as blacklisted.
 */
let t: TestServer;
let m: RoleMatrix<'noDelete' | 'noUpdate' | 'noBlacklist' | 'noDebug'>;
let app: TestApp;
let seq = 0;
const unique = (prefix: string) => `${prefix}-${++seq}-${Math.random().toString(36).slice(2, 8)}`;

beforeAll(async () => {
  t = await startTestServer();
  const base = ['threat_perception', 'monitor_response_list', 'monitor_response_add', 'monitor_whitelist'];
  m = await roleMatrix(t, {
    noDelete: async ({ a, roleInA }) => t.seed.userIn(a.accountId, await roleInA([...base, 'monitor_response_update', 'monitor_blacklist', 'monitor_debug_device']), {}),
    noUpdate: async ({ a, roleInA }) => t.seed.userIn(a.accountId, await roleInA([...base, 'monitor_response_delete', 'monitor_blacklist', 'monitor_debug_device']), {}),
    noBlacklist: async ({ a, roleInA }) => t.seed.userIn(a.accountId, await roleInA([...base, 'monitor_response_update', 'monitor_response_delete', 'monitor_debug_device']), {}),
    noDebug: async ({ a, roleInA }) => t.seed.userIn(a.accountId, await roleInA([...base, 'monitor_response_update', 'monitor_response_delete', 'monitor_blacklist']), {}),
  });
  app = await createMonitoredApp(t, m.tokens.customerSuperAdmin);
});
afterAll(() => t.close());

const owner = () => m.tokens.customerSuperAdmin;

async function createRule(name: string, extra: Record<string, unknown> = {}): Promise<string> {
  const answer = await gqlAs(
    t,
    owner(),
    'mutation($i: RiskRuleInput!) { createRiskRule(input: $i) { ... on MutationCreateRiskRuleSuccess { data { id } } ... on AppError { code message } } }',
    {
      i: { name, type: 'ENVIRONMENT', platform: 'ANDROID', kinds: ['ROOT'], riskLevel: 'HIGH', enabled: true, ...extra },
    },
  );
  const id = answer.data?.createRiskRule.data?.id;
  if (!id) throw new Error(JSON.stringify(answer));
  return id;
}

async function createBlacklist(name: string, type = 'IP', content = ['10.0.0.1']): Promise<string> {
  const answer = await gqlAs(
    t,
    owner(),
    'mutation($i: BlacklistInput!) { createBlacklist(input: $i) { ... on MutationCreateBlacklistSuccess { data { id } } ... on AppError { code message } } }',
    {
      i: { name, type, content, enabled: true },
    },
  );
  const id = answer.data?.createBlacklist.data?.id;
  if (!id) throw new Error(JSON.stringify(answer));
  return id;
}

async function addDevice(list: 'WHITELIST' | 'DEBUG', udid: string): Promise<string> {
  const answer = await gqlAs(
    t,
    owner(),
    'mutation($l: MonitorDeviceList!, $u: String!) { addMonitorDevice(list: $l, udid: $u) { ... on MutationAddMonitorDeviceSuccess { data { id } } } }',
    {
      l: list,
      u: udid,
    },
  );
  return answer.data!.addMonitorDevice.data.id;
}

const rulesQuery =
  'query($s: String, $p: RiskRulePlatform, $r: RiskLevel, $e: Boolean) { riskRules(first: 50, search: $s, platform: $p, riskLevel: $r, enabled: $e) { totalCount edges { node { name enabled } } } }';

describe('list search and filters', () => {
  it('narrows risk rules by name, platform, risk level and enabled', async () => {
    const tag = unique('filt');
    await createRule(`${tag}-android-high`);
    await createRule(`${tag}-ios-low`, { platform: 'IOS', riskLevel: 'LOW' });
    await createRule(`${tag}-off`, { enabled: false, riskLevel: 'MEDIUM' });
    const names = async (vars: Record<string, unknown>) =>
      ((await gqlAs(t, owner(), rulesQuery, { s: tag.toUpperCase(), ...vars })).data!.riskRules.edges as Array<{ node: { name: string } }>).map((e) => e.node.name).sort();
    expect(await names({})).toEqual([`${tag}-android-high`, `${tag}-ios-low`, `${tag}-off`]);
    expect(await names({ p: 'IOS' })).toEqual([`${tag}-ios-low`]);
    expect(await names({ r: 'MEDIUM' })).toEqual([`${tag}-off`]);
    expect(await names({ e: false })).toEqual([`${tag}-off`]);
    expect(await names({ e: true, p: 'ANDROID' })).toEqual([`${tag}-android-high`]);
    // Another account's search finds nothing of account A's.
    const other = await gqlAs(t, m.tokens.otherAccount, rulesQuery, { s: tag });
    expect(other.data!.riskRules.totalCount).toBe(0);
  });

  it('searches blacklists by name or entry within a type, and device lists by udid', async () => {
    const tag = unique('bl');
    await createBlacklist(`${tag}_ips`, 'IP', ['192.0.2.7']);
    await createBlacklist(`${tag}_devs`, 'DEVICE', ['phone-needle-77']);
    const search = async (s: string, type: string | null) =>
      (
        (await gqlAs(t, owner(), 'query($s: String, $t: BlacklistType) { blacklists(first: 50, search: $s, type: $t) { edges { node { name } } } }', { s, t: type })).data!
          .blacklists.edges as Array<{ node: { name: string } }>
      ).map((e) => e.node.name);
    expect(await search(tag, 'IP')).toEqual([`${tag}_ips`]);
    expect(await search('needle-77', null)).toEqual([`${tag}_devs`]);
    expect(await search('needle-77', 'IP')).toEqual([]);
    // A LIKE wildcard in the search is a literal character.
    expect(await search('%', null)).toEqual([]);

    const udid = unique('udid-search');
    await addDevice('WHITELIST', udid);
    const found = await gqlAs(t, owner(), 'query($s: String) { monitorDeviceList(list: WHITELIST, first: 10, search: $s) { totalCount edges { node { udid } } } }', {
      s: udid.slice(2),
    });
    expect(found.data!.monitorDeviceList.edges.map((e: { node: { udid: string } }) => e.node.udid)).toEqual([udid]);
  });
});

const SET_RULES =
  'mutation($ids: [ID!]!, $e: Boolean!, $a: ID) { setRiskRulesEnabled(ids: $ids, enabled: $e, accountId: $a) { __typename ... on AppError { code } ... on MutationSetRiskRulesEnabledSuccess { data } } }';
const DELETE_RULES =
  'mutation($ids: [ID!]!, $a: ID) { deleteRiskRules(ids: $ids, accountId: $a) { __typename ... on AppError { code } ... on MutationDeleteRiskRulesSuccess { data } } }';
const SET_LISTS =
  'mutation($ids: [ID!]!, $e: Boolean!, $a: ID) { setBlacklistsEnabled(ids: $ids, enabled: $e, accountId: $a) { __typename ... on AppError { code } ... on MutationSetBlacklistsEnabledSuccess { data } } }';
const DELETE_LISTS =
  'mutation($ids: [ID!]!, $a: ID) { deleteBlacklists(ids: $ids, accountId: $a) { __typename ... on AppError { code } ... on MutationDeleteBlacklistsSuccess { data } } }';
const REMOVE_DEVICES =
  'mutation($l: MonitorDeviceList!, $ids: [ID!]!, $a: ID) { removeMonitorDevices(list: $l, ids: $ids, accountId: $a) { __typename ... on AppError { code } ... on MutationRemoveMonitorDevicesSuccess { data } } }';
const BLACKLIST_DEVICE =
  'mutation($u: String!, $b: ID, $n: String, $a: ID) { blacklistDevice(udid: $u, blacklistId: $b, name: $n, accountId: $a) { __typename ... on AppError { code message } ... on MutationBlacklistDeviceSuccess { data { id name type content enabled } } } }';

async function ruleStates(ids: string[]): Promise<Array<boolean | null>> {
  const rows = await t.runtime.deps.db.selectFrom('monitorRiskRules').select(['id', 'enabled']).where('id', 'in', ids).execute();
  return ids.map((id) => rows.find((r) => r.id === id)?.enabled ?? null);
}

async function blacklistStates(ids: string[]): Promise<Array<boolean | null>> {
  const rows = await t.runtime.deps.db.selectFrom('monitorBlacklists').select(['id', 'enabled']).where('id', 'in', ids).execute();
  return ids.map((id) => rows.find((r) => r.id === id)?.enabled ?? null);
}

describe('batch mutations', () => {
  it('enables, disables and deletes risk rules in a batch, all or none, with their own codes', async () => {
    const ids = [await createRule(unique('batch-a')), await createRule(unique('batch-b'))];
    expect(outcome(await gqlAs(t, m.tokens.noUpdate, SET_RULES, { ids, e: false }))).toBe('403');
    expect(outcome(await gqlAs(t, m.tokens.view, SET_RULES, { ids, e: false }))).toBe('403');
    expect(await ruleStates(ids)).toEqual([true, true]);
    // Account B names account A's rules: not found, not forbidden, and nothing changes.
    expect(outcome(await gqlAs(t, m.tokens.otherAccount, SET_RULES, { ids, e: false, a: m.a.accountId }))).toBe('404');
    expect(outcome(await gqlAs(t, m.tokens.otherAccount, DELETE_RULES, { ids, a: m.a.accountId }))).toBe('404');
    // One unknown id in the batch: nothing changes.
    expect(outcome(await gqlAs(t, owner(), SET_RULES, { ids: [...ids, '00000000-0000-4000-8000-000000000000'], e: false }))).toBe('404');
    expect(await ruleStates(ids)).toEqual([true, true]);

    const disabled = await gqlAs(t, m.tokens.noDelete, SET_RULES, { ids, e: false });
    expect(disabled.data!.setRiskRulesEnabled.data).toBe(2);
    expect(await ruleStates(ids)).toEqual([false, false]);

    expect(outcome(await gqlAs(t, m.tokens.noDelete, DELETE_RULES, { ids }))).toBe('403');
    expect(outcome(await gqlAs(t, owner(), DELETE_RULES, { ids: [] }))).toBe('400');
    expect((await gqlAs(t, m.tokens.noUpdate, DELETE_RULES, { ids })).data!.deleteRiskRules.data).toBe(2);
    expect(await ruleStates(ids)).toEqual([null, null]);
    // The activity log has one row per rule.
    const logged = await t.runtime.deps.db
      .selectFrom('operationLogs')
      .select(['activityType'])
      .where('accountId', '=', m.a.accountId)
      .where('activityType', '=', 'monitorRule.delete')
      .execute();
    expect(logged.length).toBeGreaterThanOrEqual(2);
  });

  it('enables, disables and deletes blacklists in a batch', async () => {
    const ids = [await createBlacklist(unique('bb_a')), await createBlacklist(unique('bb_b'))];
    expect(outcome(await gqlAs(t, m.tokens.noBlacklist, SET_LISTS, { ids, e: false }))).toBe('403');
    expect(outcome(await gqlAs(t, m.tokens.noBlacklist, DELETE_LISTS, { ids }))).toBe('403');
    expect(outcome(await gqlAs(t, m.tokens.otherAccount, SET_LISTS, { ids, e: false, a: m.a.accountId }))).toBe('404');
    expect(outcome(await gqlAs(t, m.tokens.otherAccount, DELETE_LISTS, { ids, a: m.a.accountId }))).toBe('404');
    expect(await blacklistStates(ids)).toEqual([true, true]);
    expect((await gqlAs(t, m.tokens.noDelete, SET_LISTS, { ids, e: false })).data!.setBlacklistsEnabled.data).toBe(2);
    expect(await blacklistStates(ids)).toEqual([false, false]);
    expect((await gqlAs(t, m.tokens.admin, DELETE_LISTS, { ids })).data!.deleteBlacklists.data).toBe(2);
    expect(await blacklistStates(ids)).toEqual([null, null]);
  });

  it('removes device-list entries in a batch, checked against that list’s code', async () => {
    const ids = [await addDevice('DEBUG', unique('dbg')), await addDevice('DEBUG', unique('dbg'))];
    expect(outcome(await gqlAs(t, m.tokens.noDebug, REMOVE_DEVICES, { l: 'DEBUG', ids }))).toBe('403');
    expect(outcome(await gqlAs(t, m.tokens.otherAccount, REMOVE_DEVICES, { l: 'DEBUG', ids, a: m.a.accountId }))).toBe('404');
    // The ids are on the debug list, not the whitelist.
    expect(outcome(await gqlAs(t, owner(), REMOVE_DEVICES, { l: 'WHITELIST', ids }))).toBe('404');
    expect((await gqlAs(t, m.tokens.noBlacklist, REMOVE_DEVICES, { l: 'DEBUG', ids })).data!.removeMonitorDevices.data).toBe(2);
    const left = await t.runtime.deps.db.selectFrom('monitorDeviceLists').select('id').where('id', 'in', ids).execute();
    expect(left).toEqual([]);
  });
});

describe('blacklisting a device from the threat views', () => {
  it('creates a DEVICE list or extends one, and the device’s next event scores as blacklisted', async () => {
    const udid = unique('bad-phone');
    // Before: a clean heartbeat.
    const before = sdkEvent('heartbeat', { device: { udid, brand: 'Google', model: 'Pixel 8', osVersion: '14' } });
    await sendBatch(t, app, { events: [before] });

    expect(outcome(await gqlAs(t, m.tokens.noBlacklist, BLACKLIST_DEVICE, { u: udid, n: 'threat-devices' }))).toBe('403');
    const badName = await gqlAs(t, owner(), BLACKLIST_DEVICE, { u: udid, n: 'bad name!' });
    expect(badName.data!.blacklistDevice.message).toBe('The blacklist name must be 4-100 letters, digits, - or _.');
    const created = await gqlAs(t, owner(), BLACKLIST_DEVICE, { u: udid, n: unique('threat_devices') });
    const list = created.data!.blacklistDevice.data;
    expect(list).toMatchObject({ type: 'DEVICE', content: [udid], enabled: true });

    // Extending keeps the entries and adds the new one once.
    const second = unique('second-phone');
    const extended = await gqlAs(t, owner(), BLACKLIST_DEVICE, { u: second, b: list.id });
    expect([...extended.data!.blacklistDevice.data.content].sort()).toEqual([udid, second].sort());
    const again = await gqlAs(t, owner(), BLACKLIST_DEVICE, { u: second, b: list.id });
    expect(again.data!.blacklistDevice.data.content).toHaveLength(2);
    // Another account cannot extend it, and an IP list cannot take a udid.
    expect(outcome(await gqlAs(t, m.tokens.otherAccount, BLACKLIST_DEVICE, { u: 'x', b: list.id, a: m.a.accountId }))).toBe('404');
    const ipList = await createBlacklist(unique('ip_only'));
    expect(outcome(await gqlAs(t, owner(), BLACKLIST_DEVICE, { u: udid, b: ipList }))).toBe('400');

    const after = sdkEvent('heartbeat', { device: { udid, brand: 'Google', model: 'Pixel 8', osVersion: '14' } });
    await sendBatch(t, app, { events: [after] });
    const stored = new Map((await storedEvents(t, app.id)).map((e) => [e.eventId, e]));
    expect(stored.get(before.id as string)).toMatchObject({ riskLevel: 'none' });
    expect(stored.get(after.id as string)).toMatchObject({ riskLevel: 'high', matched: [`blacklist:${list.name}`] });
  });
});
