import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gqlAs, outcome } from '../../helpers/graphql';
import { createMonitoredApp, sdkEvent, sendBatch, type TestApp } from '../../helpers/monitoring';
import { roleMatrix, type RoleMatrix } from '../../helpers/role-matrix';
import { startTestServer, type TestServer } from '../../helpers/server';

/**
 * Security events (incident definitions, /Monitoring/securityIncident): validation, list search
 * and filters, the batch mutations, permissions and account isolation; and their effect on
 * ingestion through the real SDK path: a matching event is tagged with the incident and raised to
 * its level, and the device-blacklist rule puts the device on the account's DEVICE blacklist so
 * its next event scores as blacklisted.
 */
let t: TestServer;
let m: RoleMatrix<'viewer' | 'noDelete'>;
let app: TestApp;
let seq = 0;
const unique = (prefix: string) => `${prefix}-${++seq}-${Math.random().toString(36).slice(2, 8)}`;

beforeAll(async () => {
  t = await startTestServer();
  m = await roleMatrix(t, {
    viewer: async ({ a, roleInA }) => t.seed.userIn(a.accountId, await roleInA(['threat_perception', 'monitor_event']), {}),
    noDelete: async ({ a, roleInA }) => t.seed.userIn(a.accountId, await roleInA(['threat_perception', 'monitor_event', 'monitor_response_add', 'monitor_response_update']), {}),
  });
  app = await createMonitoredApp(t, m.tokens.customerSuperAdmin);
});
afterAll(() => t.close());

const owner = () => m.tokens.customerSuperAdmin;

const CREATE =
  'mutation($i: SecurityIncidentInput!, $a: ID) { createSecurityIncident(input: $i, accountId: $a) { __typename ... on AppError { code message } ... on MutationCreateSecurityIncidentSuccess { data { id name configKey enabled riskLevel os blacklistDevice responseId environmentKinds behaviourKinds behaviourConditions { field op value } } } } }';
const UPDATE =
  'mutation($id: ID!, $i: SecurityIncidentInput!, $a: ID) { updateSecurityIncident(id: $id, input: $i, accountId: $a) { __typename ... on AppError { code message } ... on MutationUpdateSecurityIncidentSuccess { data { id name configKey } } } }';
const DELETE = 'mutation($id: ID!, $a: ID) { deleteSecurityIncident(id: $id, accountId: $a) { __typename ... on AppError { code } } }';
const SET_ENABLED =
  'mutation($ids: [ID!]!, $e: Boolean!, $a: ID) { setSecurityIncidentsEnabled(ids: $ids, enabled: $e, accountId: $a) { __typename ... on AppError { code } ... on MutationSetSecurityIncidentsEnabledSuccess { data } } }';
const DELETE_MANY =
  'mutation($ids: [ID!]!, $a: ID) { deleteSecurityIncidents(ids: $ids, accountId: $a) { __typename ... on AppError { code } ... on MutationDeleteSecurityIncidentsSuccess { data } } }';
const LIST =
  'query($s: String, $r: RiskLevel, $o: SecurityIncidentOs, $e: Boolean, $a: ID) { securityIncidents(first: 50, search: $s, riskLevel: $r, os: $o, enabled: $e, accountId: $a) { totalCount edges { node { id configKey } } } }';

const input = (overrides: Record<string, unknown> = {}) => ({
  name: 'Frida on rooted phone',
  configKey: unique('frida.rooted'),
  environmentKinds: ['ROOT'],
  behaviourKinds: ['HOOK_FRIDA'],
  riskLevel: 'HIGH',
  os: 'ALL',
  enabled: true,
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}, token = owner()): Promise<string> {
  const answer = await gqlAs(t, token, CREATE, { i: input(overrides) });
  const id = answer.data?.createSecurityIncident?.data?.id;
  if (!id) throw new Error(`createSecurityIncident failed: ${JSON.stringify(answer)}`);
  return id;
}

const count = async () =>
  (
    await t.runtime.deps.db
      .selectFrom('monitorSecurityIncidents')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('security event definitions', () => {
  it('refuses bad input with a clear message and stores nothing', async () => {
    const before = Number(await count());
    const refused = async (overrides: Record<string, unknown>, lang = 'en') => {
      const answer = await gqlAs(t, owner(), CREATE, { i: input(overrides) }, lang);
      expect(answer.data!.createSecurityIncident.__typename).toBe('AppError');
      return answer.data!.createSecurityIncident as { code: string; message: string };
    };
    expect((await refused({ name: 'abc' })).code).toBe('400');
    expect((await refused({ configKey: 'has space' })).message).toBe('The config key must be 1-100 letters, digits, _, . or -.');
    expect((await refused({ configKey: 'has space' }, 'zh-TW')).message).toBe('設定鍵須為 1-100 個字母、數字、_、. 或 -。');
    expect((await refused({ environmentKinds: ['HOOK_FRIDA'] })).message).toBe('hook_frida is not an environment kind.');
    expect((await refused({ behaviourKinds: ['ROOT'] })).message).toBe('root is not a behaviour kind.');
    expect((await refused({ environmentKinds: [], behaviourKinds: [] })).message).toBe('A security event needs at least one environment or behaviour rule.');
    expect((await refused({ behaviourConditions: [{ field: 'bad field!', op: 'EQ', value: 'x' }] })).message).toMatch(/condition/);
    expect((await refused({ responseId: '00000000-0000-4000-8000-000000000000' })).message).toBe('The chosen security response does not exist.');
    const key = unique('dup');
    await create({ configKey: key });
    expect((await refused({ configKey: key })).message).toBe(`Another security event of the account already has the config key ${key}.`);
    expect(Number(await count())).toBe(before + 1);
    // The same key in another account is fine.
    expect(outcome(await gqlAs(t, m.tokens.otherAccount, CREATE, { i: input({ configKey: key }) }))).toBe('200');
  });

  it('stores, lists with search and filters, updates and deletes; logs each change', async () => {
    const tag = unique('list');
    const created = await gqlAs(t, owner(), CREATE, {
      i: input({
        name: `${tag} web`,
        configKey: `${tag}.web`,
        os: 'WEB',
        riskLevel: 'LOW',
        environmentKinds: [],
        behaviourKinds: ['DEVTOOLS_OPEN'],
        behaviourConditions: [{ field: 'panel', op: 'EQ', value: 'console' }],
        blacklistDevice: true,
      }),
    });
    const row = created.data!.createSecurityIncident.data;
    expect(row).toMatchObject({
      configKey: `${tag}.web`,
      os: 'WEB',
      riskLevel: 'LOW',
      blacklistDevice: true,
      responseId: null,
      behaviourKinds: ['DEVTOOLS_OPEN'],
      behaviourConditions: [{ field: 'panel', op: 'EQ', value: 'console' }],
    });
    const other = await create({ name: `${tag} android`, configKey: `${tag}.android`, os: 'ANDROID', enabled: false });

    const keys = async (vars: Record<string, unknown>, token = owner()) =>
      ((await gqlAs(t, token, LIST, vars)).data!.securityIncidents.edges as Array<{ node: { configKey: string } }>).map((e) => e.node.configKey).sort();
    expect(await keys({ s: tag })).toEqual([`${tag}.android`, `${tag}.web`]);
    expect(await keys({ s: `${tag}.WEB` })).toEqual([`${tag}.web`]);
    expect(await keys({ s: tag, o: 'ANDROID' })).toEqual([`${tag}.android`]);
    expect(await keys({ s: tag, r: 'LOW' })).toEqual([`${tag}.web`]);
    expect(await keys({ s: tag, e: false })).toEqual([`${tag}.android`]);
    expect(await keys({ s: '%' })).toEqual([]);
    // A viewer with monitor_event reads; another account sees none of it.
    expect(await keys({ s: tag }, m.tokens.viewer)).toEqual([`${tag}.android`, `${tag}.web`]);
    expect(await keys({ s: tag }, m.tokens.otherAccount)).toEqual([]);
    expect(outcome(await gqlAs(t, m.tokens.otherAccount, 'query($id: ID!) { securityIncident(id: $id) { id } }', { id: row.id }))).toBe('404');

    const updated = await gqlAs(t, owner(), UPDATE, { id: row.id, i: input({ name: `${tag} web 2`, configKey: `${tag}.web2`, behaviourKinds: ['DEBUGGER'] }) });
    expect(updated.data!.updateSecurityIncident.data).toMatchObject({ name: `${tag} web 2`, configKey: `${tag}.web2` });
    // Updating to another definition's key is refused.
    expect(outcome(await gqlAs(t, owner(), UPDATE, { id: row.id, i: input({ configKey: `${tag}.android` }) }))).toBe('400');

    expect(outcome(await gqlAs(t, owner(), DELETE, { id: other }))).toBe('200');
    expect(await keys({ s: tag })).toEqual([`${tag}.web2`]);
    const logged = await t.runtime.deps.db
      .selectFrom('operationLogs')
      .select(['activityType', 'target'])
      .where('accountId', '=', m.a.accountId)
      .where('activityType', 'like', 'monitorIncident.%')
      .where('target', 'like', `${tag}%`)
      .execute();
    expect(logged.map((l) => l.activityType).sort()).toEqual(['monitorIncident.create', 'monitorIncident.create', 'monitorIncident.delete', 'monitorIncident.update']);
  });

  it('checks permission codes on every change and answers 404 for another account’s ids', async () => {
    const ids = [await create(), await create()];
    expect(outcome(await gqlAs(t, m.tokens.viewer, CREATE, { i: input() }))).toBe('403');
    expect(outcome(await gqlAs(t, m.tokens.viewer, UPDATE, { id: ids[0], i: input() }))).toBe('403');
    expect(outcome(await gqlAs(t, m.tokens.viewer, SET_ENABLED, { ids, e: false }))).toBe('403');
    expect(outcome(await gqlAs(t, m.tokens.noDelete, DELETE, { id: ids[0] }))).toBe('403');
    expect(outcome(await gqlAs(t, m.tokens.noDelete, DELETE_MANY, { ids }))).toBe('403');
    expect(outcome(await gqlAs(t, m.tokens.view, DELETE_MANY, { ids }))).toBe('403');
    expect(outcome(await gqlAs(t, m.tokens.otherAccount, UPDATE, { id: ids[0], i: input(), a: m.a.accountId }))).toBe('404');
    expect(outcome(await gqlAs(t, m.tokens.otherAccount, DELETE, { id: ids[0], a: m.a.accountId }))).toBe('404');
    expect(outcome(await gqlAs(t, m.tokens.otherAccount, SET_ENABLED, { ids, e: false, a: m.a.accountId }))).toBe('404');
    expect(outcome(await gqlAs(t, m.tokens.otherAccount, DELETE_MANY, { ids, a: m.a.accountId }))).toBe('404');
    // One unknown id: nothing changes.
    expect(outcome(await gqlAs(t, owner(), SET_ENABLED, { ids: [...ids, '00000000-0000-4000-8000-000000000000'], e: false }))).toBe('404');
    const states = async () =>
      (await t.runtime.deps.db.selectFrom('monitorSecurityIncidents').select(['id', 'enabled']).where('id', 'in', ids).orderBy('id').execute()).map((r) => r.enabled);
    expect(await states()).toEqual([true, true]);
    expect((await gqlAs(t, m.tokens.noDelete, SET_ENABLED, { ids, e: false })).data!.setSecurityIncidentsEnabled.data).toBe(2);
    expect(await states()).toEqual([false, false]);
    expect((await gqlAs(t, m.tokens.admin, DELETE_MANY, { ids })).data!.deleteSecurityIncidents.data).toBe(2);
    expect(await states()).toEqual([]);
    // The system admin acts on account A by naming it.
    const id = await create();
    expect(outcome(await gqlAs(t, m.tokens.systemAdmin, DELETE, { id, a: m.a.accountId }))).toBe('200');
  });

  it('accepts a response rule naming one of the account’s security responses', async () => {
    const { rows } = await sql<{ id: string }>`
      insert into monitor_responses (account_id, name, risk_level, response_type, creator)
      values (${m.a.accountId}::uuid, 'block-rooted', 'high', 'block', 'test') returning id`.execute(t.runtime.deps.db);
    const created = await gqlAs(t, owner(), CREATE, { i: input({ responseId: rows[0].id }) });
    expect(created.data!.createSecurityIncident.data.responseId).toBe(rows[0].id);
    // Account B cannot point at it.
    expect(outcome(await gqlAs(t, m.tokens.otherAccount, CREATE, { i: input({ responseId: rows[0].id }) }))).toBe('400');
  });
});

describe('security events on ingestion', () => {
  const EVENTS = 'query($u: String) { securityEvents(first: 20, udid: $u) { edges { node { kind riskLevel matched incidentIds incidents { id name } } } } }';
  const eventsOf = async (udid: string) =>
    (
      (await gqlAs(t, owner(), EVENTS, { u: udid })).data!.securityEvents.edges as Array<{
        node: { kind: string; riskLevel: string; matched: string[]; incidentIds: string[]; incidents: Array<{ id: string; name: string }> };
      }>
    ).map((e) => e.node);

  it('tags matching events, raises their level, and blacklists the device when the rule says so', async () => {
    const tag = unique('ingest');
    const gadget = await create({
      name: `${tag} gadget`,
      configKey: `${tag}.gadget`,
      environmentKinds: [],
      behaviourKinds: ['SCREENSHOT'],
      behaviourConditions: [{ field: 'app', op: 'CONTAINS', value: 'gadget' }],
      riskLevel: 'HIGH',
      blacklistDevice: true,
    });
    // Another OS: never applies to this Android app.
    await create({ configKey: `${tag}.ios`, os: 'IOS', environmentKinds: [], behaviourKinds: ['SCREENSHOT'] });
    const udid = unique('dev');
    const device = { udid, brand: 'Google', model: 'Pixel 8', osVersion: '14' };

    const res = await sendBatch(t, app, {
      device,
      events: [sdkEvent('screenshot', { device, details: { app: 'frida-gadget' } }), sdkEvent('screenshot', { device, details: { app: 'camera' } })],
    });
    expect(res.statusCode).toBe(200);
    const events = await eventsOf(udid);
    const tagged = events.filter((e) => e.incidentIds.length > 0);
    expect(tagged).toEqual([
      { kind: 'SCREENSHOT', riskLevel: 'HIGH', matched: ['system', `incident:${tag}.gadget`], incidentIds: [gadget], incidents: [{ id: gadget, name: `${tag} gadget` }] },
    ]);
    // The one that did not match keeps its system level (screenshot is low).
    expect(events.filter((e) => e.incidentIds.length === 0).map((e) => e.riskLevel)).toEqual(['LOW']);

    const list = await t.runtime.deps.db
      .selectFrom('monitorBlacklists')
      .select(['name', 'type', 'content', 'enabled'])
      .where('accountId', '=', m.a.accountId)
      .where('name', '=', 'security-event-devices')
      .execute();
    expect(list).toEqual([{ name: 'security-event-devices', type: 'device', content: [udid], enabled: true }]);
    const logged = await t.runtime.deps.db
      .selectFrom('operationLogs')
      .select('target')
      .where('activityType', '=', 'monitorIncident.blacklistDevice')
      .where('accountId', '=', m.a.accountId)
      .execute();
    expect(logged.map((l) => l.target)).toContain(`${udid} (${tag}.gadget)`);

    // The device's next (harmless) event scores as blacklisted.
    await sendBatch(t, app, { device, events: [sdkEvent('heartbeat', { device })] });
    const heartbeat = (await eventsOf(udid)).find((e) => e.kind === 'HEARTBEAT')!;
    expect(heartbeat.riskLevel).toBe('HIGH');
    expect(heartbeat.matched).toEqual(['blacklist:security-event-devices']);

    // A second device goes on the same list.
    const udid2 = unique('dev');
    const device2 = { ...device, udid: udid2 };
    await sendBatch(t, app, { device: device2, events: [sdkEvent('screenshot', { device: device2, details: { app: 'gadget' } })] });
    const again = await t.runtime.deps.db
      .selectFrom('monitorBlacklists')
      .select('content')
      .where('accountId', '=', m.a.accountId)
      .where('name', '=', 'security-event-devices')
      .execute();
    expect(again.map((l) => [...l.content].sort())).toEqual([[udid, udid2].sort()]);
  });

  it('matches environment rules on the device facts, and stops once disabled', async () => {
    const tag = unique('env');
    const rooted = await create({
      configKey: `${tag}.rooted`,
      environmentKinds: ['ROOT'],
      environmentConditions: [{ field: 'brand', op: 'EQ', value: 'acme' }],
      behaviourKinds: [],
      riskLevel: 'MEDIUM',
    });
    const udid = unique('dev');
    const acme = { udid, brand: 'ACME', model: 'X', osVersion: '13', environment: ['root'] };
    await sendBatch(t, app, { device: acme, events: [sdkEvent('heartbeat', { device: acme }), sdkEvent('heartbeat', { device: { ...acme, brand: 'Other' } })] });
    const events = await eventsOf(udid);
    expect(events.map((e) => e.incidentIds).sort((a, b) => a.length - b.length)).toEqual([[], [rooted]]);
    // A heartbeat is no risk by itself; meeting the incident makes it medium.
    expect(events.find((e) => e.incidentIds.length > 0)!.riskLevel).toBe('MEDIUM');

    expect(outcome(await gqlAs(t, owner(), SET_ENABLED, { ids: [rooted], e: false }))).toBe('200');
    const later = unique('dev');
    const acme2 = { ...acme, udid: later };
    await sendBatch(t, app, { device: acme2, events: [sdkEvent('heartbeat', { device: acme2 })] });
    expect((await eventsOf(later)).map((e) => e.incidentIds)).toEqual([[]]);
  });
});
