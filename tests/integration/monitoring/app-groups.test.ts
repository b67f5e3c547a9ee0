import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gqlAs, outcome } from '../../helpers/graphql';
import { createMonitoredApp, sdkEvent, sendBatch, type TestApp } from '../../helpers/monitoring';
import { roleMatrix } from '../../helpers/role-matrix';
import { startTestServer, type TestServer } from '../../helpers/server';

/**
 * App groups (`/Monitoring/appManage/appGroup`): CRUD, validation, permissions and account
 * scoping, the activity log, and the `groupId` filter of the monitoring reads over events that
 * come in through the real SDK ingest path.
 */
let t: TestServer;
let token: string;
let otherToken: string;
let noAppListToken: string;
let accountId: string;
let appX: TestApp;
let appY: TestApp;
let appOfB: TestApp;
let seq = 0;
const unique = (prefix: string) => `${prefix}-${++seq}${Math.random().toString(36).slice(2, 6)}`;

const FIELDS = 'id name description memberCount members { id name }';
const CREATE = `mutation($i: MonitoredAppGroupInput!, $a: ID) { createMonitoredAppGroup(input: $i, accountId: $a) {
  __typename ... on AppError { code message } ... on MutationCreateMonitoredAppGroupSuccess { data { ${FIELDS} } } } }`;
const UPDATE = `mutation($id: ID!, $i: MonitoredAppGroupInput!) { updateMonitoredAppGroup(id: $id, input: $i) {
  __typename ... on AppError { code message } ... on MutationUpdateMonitoredAppGroupSuccess { data { ${FIELDS} } } } }`;
const SET_MEMBERS = `mutation($id: ID!, $apps: [ID!]!) { setMonitoredAppGroupMembers(id: $id, appIds: $apps) {
  __typename ... on AppError { code message } ... on MutationSetMonitoredAppGroupMembersSuccess { data { ${FIELDS} } } } }`;
const DELETE = `mutation($id: ID!) { deleteMonitoredAppGroup(id: $id) { __typename ... on AppError { code message } } }`;
const DELETE_MANY = `mutation($ids: [ID!]!) { deleteMonitoredAppGroups(ids: $ids) {
  __typename ... on AppError { code message } ... on MutationDeleteMonitoredAppGroupsSuccess { data } } }`;
const LIST = `query($search: String, $first: Int, $after: String) { monitoredAppGroups(search: $search, first: $first, after: $after) {
  totalCount pageInfo { hasNextPage endCursor } edges { node { ${FIELDS} } } } }`;

beforeAll(async () => {
  t = await startTestServer();
  const matrix = await roleMatrix(t, {
    noAppList: async ({ a, roleInA }) =>
      t.seed.userIn(
        a.accountId,
        await roleInA(['threat_perception', 'monitor_dashboard', 'monitor_threat_list', 'monitor_risk_device', 'monitor_event', 'monitor_threat_overview']),
        {},
      ),
  });
  token = matrix.tokens.customerSuperAdmin;
  otherToken = matrix.tokens.otherAccount;
  noAppListToken = matrix.tokens.noAppList;
  accountId = matrix.a.accountId;
  appX = await createMonitoredApp(t, token, { name: 'Group app X' });
  appY = await createMonitoredApp(t, token, { name: 'Group app Y' });
  appOfB = await createMonitoredApp(t, otherToken, { name: 'App of B' });
});
afterAll(() => t.close());

async function create(input: Record<string, unknown>, as = token, lang = 'en') {
  return (await gqlAs(t, as, CREATE, { i: input }, lang)).data!.createMonitoredAppGroup;
}

async function createOk(input: Record<string, unknown> = {}) {
  const result = await create({ name: unique('group'), ...input });
  if (!result.data) throw new Error(JSON.stringify(result));
  return result.data as { id: string; name: string; memberCount: number; members: Array<{ id: string; name: string }> };
}

const groupRows = async () =>
  Number(
    (
      await t.runtime.deps.db
        .selectFrom('monitorAppGroups')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('accountId', '=', accountId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('app groups', () => {
  it('creates, lists with search and paging, updates, sets members and deletes, logging each change', async () => {
    const name = unique('Payments');
    const group = await createOk({ name, description: 'Apps that move money', appIds: [appX.id, appY.id] });
    expect(group).toMatchObject({ name, memberCount: 2 });
    expect(group.members.map((m) => m.name)).toEqual(['Group app X', 'Group app Y']);

    const found = (await gqlAs(t, token, LIST, { search: name.toUpperCase(), first: 10 })).data!.monitoredAppGroups;
    expect(found.totalCount).toBe(1);
    expect(found.edges[0].node).toMatchObject({ id: group.id, memberCount: 2 });
    expect((await gqlAs(t, token, LIST, { search: 'move money', first: 10 })).data!.monitoredAppGroups.totalCount).toBe(1);

    await createOk();
    await createOk();
    const page1 = (await gqlAs(t, token, LIST, { first: 2 })).data!.monitoredAppGroups;
    expect(page1.totalCount).toBeGreaterThanOrEqual(3);
    expect(page1.edges).toHaveLength(2);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const page2 = (await gqlAs(t, token, LIST, { first: 2, after: page1.pageInfo.endCursor })).data!.monitoredAppGroups;
    expect(page2.edges[0].node.id).not.toBe(page1.edges[1].node.id);

    // An update without appIds keeps the members; with them, replaces them.
    const renamed = `${name}-2`;
    const kept = (await gqlAs(t, token, UPDATE, { id: group.id, i: { name: renamed, description: null } })).data!.updateMonitoredAppGroup;
    expect(kept.data).toMatchObject({ name: renamed, description: null, memberCount: 2 });
    const narrowed = (await gqlAs(t, token, UPDATE, { id: group.id, i: { name: renamed, appIds: [appY.id] } })).data!.updateMonitoredAppGroup;
    expect(narrowed.data.members.map((m: { id: string }) => m.id)).toEqual([appY.id]);
    const set = (await gqlAs(t, token, SET_MEMBERS, { id: group.id, apps: [appX.id, appX.id] })).data!.setMonitoredAppGroupMembers;
    expect(set.data).toMatchObject({ memberCount: 1, members: [{ id: appX.id }] });

    expect((await gqlAs(t, token, DELETE, { id: group.id })).data!.deleteMonitoredAppGroup.__typename).not.toBe('AppError');
    expect((await gqlAs(t, token, LIST, { search: renamed, first: 10 })).data!.monitoredAppGroups.totalCount).toBe(0);

    const logs = await t.runtime.deps.db
      .selectFrom('operationLogs')
      .select(['activityType', 'target'])
      .where('accountId', '=', accountId)
      .where('activityType', 'like', 'monitorAppGroup.%')
      .where('target', 'in', [`group:${name}`, `group:${renamed}`])
      .orderBy('id')
      .execute();
    expect(logs.map((l) => l.activityType)).toEqual([
      'monitorAppGroup.create',
      'monitorAppGroup.update',
      'monitorAppGroup.update',
      'monitorAppGroup.setMembers',
      'monitorAppGroup.delete',
    ]);
  });

  it('batch deletes all or none, and deleting an app or a group removes its memberships', async () => {
    const a = await createOk({ appIds: [appX.id] });
    const b = await createOk();
    const before = await groupRows();
    const refused = (await gqlAs(t, token, DELETE_MANY, { ids: [a.id, '00000000-0000-4000-8000-000000000000'] })).data!.deleteMonitoredAppGroups;
    expect(refused.code).toBe('404');
    expect(await groupRows()).toBe(before);
    expect((await gqlAs(t, token, DELETE_MANY, { ids: [a.id, b.id] })).data!.deleteMonitoredAppGroups.data).toBe(2);
    expect(await groupRows()).toBe(before - 2);
    const orphans = await t.runtime.deps.db.selectFrom('monitorAppGroupMembers').select('appId').where('groupId', '=', a.id).execute();
    expect(orphans).toEqual([]);

    const doomed = await createMonitoredApp(t, token, { name: 'Doomed app' });
    const holder = await createOk({ appIds: [doomed.id, appX.id] });
    const removed = await gqlAs(t, token, 'mutation($id: ID!) { deleteMonitoredApp(id: $id) { __typename } }', { id: doomed.id });
    expect(outcome(removed)).toBe('200');
    const after = (await gqlAs(t, token, LIST, { search: holder.name, first: 1 })).data!.monitoredAppGroups.edges[0].node;
    expect(after).toMatchObject({ memberCount: 1, members: [{ id: appX.id }] });
  });

  it('validates the name (4-50 characters, unique ignoring case) in either language and saves nothing', async () => {
    const before = await groupRows();
    expect(await create({ name: 'abc' })).toMatchObject({ code: '400', message: 'Group name must be 4-50 characters.' });
    expect((await create({ name: 'abc' }, token, 'zh-TW')).message).toMatch(/群組名稱/);
    expect(await create({ name: 'x'.repeat(51) })).toMatchObject({ code: '400' });
    expect(await create({ name: '   ' })).toMatchObject({ code: '400' });
    const taken = await createOk();
    expect(await create({ name: taken.name.toUpperCase() })).toMatchObject({ code: '409', message: 'A group with this name already exists.' });
    expect(await create({ name: taken.name.toUpperCase() }, token, 'zh-TW')).toMatchObject({ code: '409', message: '已有同名的應用程式分組。' });
    // A member that is another account's app, or no app, is not found.
    expect(await create({ name: unique('cross'), appIds: [appOfB.id] })).toMatchObject({ code: '404' });
    expect(await create({ name: unique('junk'), appIds: ['not-a-uuid'] })).toMatchObject({ code: '404' });
    expect(await groupRows()).toBe(before + 1);
  });

  it('needs monitor_app_list to manage groups; another account’s groups answer 404', async () => {
    const group = await createOk({ appIds: [appX.id] });
    expect(outcome(await gqlAs(t, noAppListToken, LIST, { first: 1 }))).toBe('403');
    expect(outcome(await gqlAs(t, noAppListToken, CREATE, { i: { name: unique('nope') } }))).toBe('403');
    expect(outcome(await gqlAs(t, noAppListToken, DELETE, { id: group.id }))).toBe('403');
    // The picker is readable with any monitoring code, and only lists the caller's account.
    const choices = (await gqlAs(t, noAppListToken, '{ monitoredAppGroupChoices { id name } }')).data!.monitoredAppGroupChoices;
    expect(choices).toContainEqual({ id: group.id, name: group.name });
    const choicesOfB = (await gqlAs(t, otherToken, '{ monitoredAppGroupChoices { id name } }')).data!.monitoredAppGroupChoices;
    expect(choicesOfB.map((c: { id: string }) => c.id)).not.toContain(group.id);

    expect(outcome(await gqlAs(t, otherToken, UPDATE, { id: group.id, i: { name: unique('stolen') } }))).toBe('404');
    expect(outcome(await gqlAs(t, otherToken, SET_MEMBERS, { id: group.id, apps: [] }))).toBe('404');
    expect(outcome(await gqlAs(t, otherToken, DELETE, { id: group.id }))).toBe('404');
    expect(outcome(await gqlAs(t, otherToken, DELETE_MANY, { ids: [group.id] }))).toBe('404');
    expect(outcome(await gqlAs(t, otherToken, 'query($id: ID!) { monitoredAppGroup(id: $id) { id } }', { id: group.id }))).toBe('404');
    expect(outcome(await gqlAs(t, otherToken, 'query($g: ID) { securityEvents(groupId: $g, first: 1) { totalCount } }', { g: group.id }))).toBe('404');
    // A's group may not take B's app either.
    expect(outcome(await gqlAs(t, token, SET_MEMBERS, { id: group.id, apps: [appOfB.id] }))).toBe('404');
    const still = (await gqlAs(t, token, 'query($id: ID!) { monitoredAppGroup(id: $id) { name memberCount } }', { id: group.id })).data!.monitoredAppGroup;
    expect(still).toEqual({ name: group.name, memberCount: 1 });
  });
});

describe('the group filter of the monitoring reads', () => {
  const device = (udid: string) => ({ udid, brand: 'Brand', model: `M-${udid}`, osVersion: '14' });

  it('narrows security events, threat devices and the dashboard to the member apps', async () => {
    expect((await sendBatch(t, appX, { events: [sdkEvent('root', { device: device('gx-1') }), sdkEvent('debugger', { device: device('gx-2') })] })).json().data.accepted).toBe(2);
    expect((await sendBatch(t, appY, { events: [sdkEvent('root', { device: device('gy-1') })] })).json().data.accepted).toBe(1);
    const onlyX = await createOk({ appIds: [appX.id] });
    const empty = await createOk();

    const events = async (groupId: string, as = noAppListToken) =>
      (await gqlAs(t, as, 'query($g: ID) { securityEvents(groupId: $g, first: 50) { totalCount edges { node { appId udid } } } }', { g: groupId })).data!.securityEvents;
    const xEvents = await events(onlyX.id);
    expect(xEvents.totalCount).toBe(2);
    expect(new Set(xEvents.edges.map((e: { node: { appId: string } }) => e.node.appId))).toEqual(new Set([appX.id]));
    expect((await events(empty.id)).totalCount).toBe(0);
    const all = (await gqlAs(t, noAppListToken, '{ securityEvents(first: 50) { totalCount } }')).data!.securityEvents.totalCount;
    expect(all).toBe(3);
    // appId and groupId together: the app when it is a member, else nothing.
    const both = async (appId: string) =>
      (await gqlAs(t, token, 'query($g: ID, $a: ID) { securityEvents(groupId: $g, appId: $a, first: 5) { totalCount } }', { g: onlyX.id, a: appId })).data!.securityEvents
        .totalCount;
    expect(await both(appX.id)).toBe(2);
    expect(await both(appY.id)).toBe(0);

    const devices = (await gqlAs(t, noAppListToken, 'query($g: ID) { threatDevices(groupId: $g, first: 50) { totalCount edges { node { udid appId } } } }', { g: onlyX.id })).data!
      .threatDevices;
    expect(devices.edges.map((e: { node: { udid: string } }) => e.node.udid).sort()).toEqual(['gx-1', 'gx-2']);
    const emptyDevices = (await gqlAs(t, noAppListToken, 'query($g: ID) { threatDevices(groupId: $g, first: 5) { totalCount } }', { g: empty.id })).data!.threatDevices;
    expect(emptyDevices.totalCount).toBe(0);

    const dashboard = async (groupId: string | null) =>
      (
        await gqlAs(t, noAppListToken, 'query($g: ID) { monitoringDashboard(period: TODAY, groupId: $g) { totals { events devices } topApps { key } } }', {
          g: groupId,
        })
      ).data!.monitoringDashboard;
    expect((await dashboard(null)).totals).toEqual({ events: 3, devices: 3 });
    const dashX = await dashboard(onlyX.id);
    expect(dashX.totals).toEqual({ events: 2, devices: 2 });
    expect(dashX.topApps.map((a: { key: string }) => a.key)).toEqual([appX.id]);
    expect((await dashboard(empty.id)).totals).toEqual({ events: 0, devices: 0 });
    const overview = (await gqlAs(t, noAppListToken, 'query($g: ID) { monitoringRiskOverview(period: TODAY, groupId: $g) { totals { events } } }', { g: onlyX.id })).data!
      .monitoringRiskOverview;
    expect(overview.totals.events).toBe(2);

    // A group that is not there (or not a group id at all) is not found.
    expect(outcome(await gqlAs(t, token, 'query($g: ID) { threatDevices(groupId: $g, first: 1) { totalCount } }', { g: '00000000-0000-4000-8000-000000000000' }))).toBe('404');
    expect(outcome(await gqlAs(t, token, 'query($g: ID) { monitoringDashboard(period: TODAY, groupId: $g) { bucket } }', { g: 'nope' }))).toBe('404');
  });
});
