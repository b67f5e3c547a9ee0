import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITLEMENTS } from '../../../common/permissions';
import { gqlAs, outcome } from '../../helpers/graphql';
import { createMonitoredApp, sdkEvent, sendBatch } from '../../helpers/monitoring';
import { MATRIX_CALLERS, roleMatrix, type MatrixCaller } from '../../helpers/role-matrix';
import { startTestServer, type TestServer } from '../../helpers/server';

/**
 * Who may call every monitoring operation. Account A holds the customer super admin, admin,
 * plain user and viewer; "otherAccount" is the customer super admin of account B (A's ids
 * answer 404, never 403); "unlicensed" is the customer super admin of an account without the
 * threat_perception entitlement.
 */
type Who = MatrixCaller | 'unlicensed';
const WHO: Who[] = [...MATRIX_CALLERS, 'unlicensed'];

let t: TestServer;
const tokens = {} as Record<Who, string>;
const a = {} as { accountId: string; appId: string; deviceId: string; eventId: string; ruleId: string; blacklistId: string };
let seq = 0;
const next = () => `${++seq}${Math.random().toString(36).slice(2, 8)}`;

beforeAll(async () => {
  t = await startTestServer();
  const matrix = await roleMatrix(t, {
    unlicensed: async () => {
      const C = await t.seed.account(ENTITLEMENTS.filter((e) => e !== 'threat_perception'));
      return t.seed.userIn(C.accountId, C.roleIds.CUSTOMER_SUPER_ADMIN, {});
    },
  });
  Object.assign(tokens, matrix.tokens);
  const app = await createMonitoredApp(t, tokens.customerSuperAdmin);
  await sendBatch(t, app, { events: [sdkEvent('root')] });
  const ids = await gqlAs(t, tokens.customerSuperAdmin, '{ threatDevices(first: 1) { edges { node { id } } } securityEvents(first: 1) { edges { node { id } } } }');
  const rule = await gqlAs(
    t,
    tokens.customerSuperAdmin,
    'mutation { createRiskRule(input: { name: "matrix rule", type: BEHAVIOUR, platform: ALL, kinds: [DEBUGGER], riskLevel: LOW, enabled: true }) { ... on MutationCreateRiskRuleSuccess { data { id } } } }',
  );
  const list = await gqlAs(
    t,
    tokens.customerSuperAdmin,
    'mutation { createBlacklist(input: { name: "matrix-list", type: IP, content: ["9.9.9.9"], enabled: true }) { ... on MutationCreateBlacklistSuccess { data { id } } } }',
  );
  Object.assign(a, {
    accountId: app.accountId,
    appId: app.id,
    deviceId: ids.data!.threatDevices.edges[0].node.id,
    eventId: ids.data!.securityEvents.edges[0].node.id,
    ruleId: rule.data!.createRiskRule.data.id,
    blacklistId: list.data!.createBlacklist.data.id,
  });
});
afterAll(() => t.close());

/** A security event (incident definition) of account A. */
let incidentId = '';
beforeAll(async () => {
  const created = await gqlAs(
    t,
    tokens.customerSuperAdmin,
    'mutation { createSecurityIncident(input: { name: "matrix incident", configKey: "matrix.incident", behaviourKinds: [DEBUGGER], riskLevel: LOW, os: ALL, enabled: true }) { ... on MutationCreateSecurityIncidentSuccess { data { id } } } }',
  );
  incidentId = created.data!.createSecurityIncident.data.id;
});
const incidentInput = () => ({ name: 'Matrix incident', configKey: `matrix.${next()}`, behaviourKinds: ['DEBUGGER'], riskLevel: 'LOW', os: 'ALL', enabled: true });

const ALL = { systemAdmin: '200', customerSuperAdmin: '200', admin: '200', user: '200', unlicensed: '403' } as const;
/** Operations the built-in viewer role may run (its read-only monitoring codes). */
const READ = { ...ALL, view: '200' } as const;
const MANAGE = { ...ALL, view: '403' } as const;
const appInput = () => ({ appId: `com.matrix.${next()}`, name: 'Matrix app', platform: 'IOS', useSystemEventConfig: true, useSystemRuleConfig: false });

interface Case {
  op: string;
  query: string;
  vars?: () => Record<string, unknown>;
  expect: Record<Who, string>;
}

const CASES: Case[] = [
  { op: 'monitoredApps', query: '{ monitoredApps(first: 2) { totalCount } }', expect: { ...MANAGE, otherAccount: '200' } },
  {
    op: 'monitoredApp',
    query: 'query($id: ID!, $a: ID) { monitoredApp(id: $id, accountId: $a) { id } }',
    vars: () => ({ id: a.appId, a: a.accountId }),
    expect: { ...MANAGE, otherAccount: '404' },
  },
  { op: 'monitoringSdkConfig', query: '{ monitoringSdkConfig(platform: ANDROID) { sdkKey } }', expect: { ...MANAGE, otherAccount: '200' } },
  {
    op: 'createMonitoredApp',
    query: 'mutation($i: MonitoredAppInput!) { createMonitoredApp(input: $i) { __typename ... on AppError { code } } }',
    vars: () => ({ i: appInput() }),
    expect: { ...MANAGE, otherAccount: '200' },
  },
  {
    op: 'updateMonitoredApp',
    query: 'mutation($id: ID!, $a: ID, $i: MonitoredAppInput!) { updateMonitoredApp(id: $id, accountId: $a, input: $i) { __typename ... on AppError { code } } }',
    vars: () => ({ id: a.appId, a: a.accountId, i: { ...appInput(), appId: 'com.matrix.fixed', platform: 'ANDROID' } }),
    expect: { ...MANAGE, otherAccount: '404' },
  },
  {
    op: 'rotateAppSecret',
    query: 'mutation($id: ID!, $a: ID) { rotateAppSecret(id: $id, accountId: $a) { __typename ... on AppError { code } } }',
    vars: () => ({ id: a.appId, a: a.accountId }),
    expect: { ...MANAGE, otherAccount: '404' },
  },
  {
    op: 'deleteMonitoredApp',
    query: 'mutation($id: ID!, $a: ID) { deleteMonitoredApp(id: $id, accountId: $a) { __typename ... on AppError { code } } }',
    vars: () => ({ id: '00000000-0000-4000-8000-000000000000', a: a.accountId }),
    expect: { ...MANAGE, otherAccount: '404', systemAdmin: '404', customerSuperAdmin: '404', admin: '404', user: '404' },
  },
  { op: 'monitoringDashboard', query: '{ monitoringDashboard(period: LAST_7_DAYS) { totals { events } } }', expect: { ...READ, otherAccount: '200' } },
  { op: 'monitoringRiskOverview', query: '{ monitoringRiskOverview(period: TODAY) { totals { events } } }', expect: { ...READ, otherAccount: '200' } },
  { op: 'threatDevices', query: '{ threatDevices(first: 2) { totalCount } }', expect: { ...READ, otherAccount: '200' } },
  {
    op: 'threatDevice',
    query: 'query($id: ID!, $a: ID) { threatDevice(id: $id, accountId: $a) { id } }',
    vars: () => ({ id: a.deviceId, a: a.accountId }),
    expect: { ...READ, otherAccount: '404' },
  },
  { op: 'securityEvents', query: '{ securityEvents(first: 2) { totalCount } }', expect: { ...READ, otherAccount: '200' } },
  {
    op: 'securityEvent',
    query: 'query($id: ID!, $a: ID) { securityEvent(id: $id, accountId: $a) { id } }',
    vars: () => ({ id: a.eventId, a: a.accountId }),
    expect: { ...READ, otherAccount: '404' },
  },
  { op: 'riskRules', query: '{ riskRules(first: 2) { totalCount } }', expect: { ...READ, otherAccount: '200' } },
  {
    op: 'createRiskRule',
    query:
      'mutation { createRiskRule(input: { name: "a new rule", type: ENVIRONMENT, platform: ANDROID, kinds: [ROOT], riskLevel: HIGH, enabled: true }) { __typename ... on AppError { code } } }',
    expect: { ...MANAGE, otherAccount: '200' },
  },
  {
    op: 'updateRiskRule',
    query:
      'mutation($id: ID!, $a: ID) { updateRiskRule(id: $id, accountId: $a, input: { name: "matrix rule", type: BEHAVIOUR, platform: ALL, kinds: [DEBUGGER], riskLevel: MEDIUM, enabled: true }) { __typename ... on AppError { code } } }',
    vars: () => ({ id: a.ruleId, a: a.accountId }),
    expect: { ...MANAGE, otherAccount: '404' },
  },
  {
    op: 'deleteRiskRule',
    query: 'mutation($id: ID!, $a: ID) { deleteRiskRule(id: $id, accountId: $a) { __typename ... on AppError { code } } }',
    vars: () => ({ id: '00000000-0000-4000-8000-000000000000', a: a.accountId }),
    expect: { ...MANAGE, otherAccount: '404', systemAdmin: '404', customerSuperAdmin: '404', admin: '404', user: '404' },
  },
  { op: 'blacklists', query: '{ blacklists(first: 2) { totalCount } }', expect: { ...MANAGE, otherAccount: '200' } },
  {
    op: 'createBlacklist',
    query: 'mutation($n: String!) { createBlacklist(input: { name: $n, type: DEVICE, content: ["u-1"], enabled: true }) { __typename ... on AppError { code } } }',
    vars: () => ({ n: `list-${next()}` }),
    expect: { ...MANAGE, otherAccount: '200' },
  },
  {
    op: 'updateBlacklist',
    query:
      'mutation($id: ID!, $a: ID) { updateBlacklist(id: $id, accountId: $a, input: { name: "matrix-list", type: IP, content: ["9.9.0.0/16"], enabled: true }) { __typename ... on AppError { code } } }',
    vars: () => ({ id: a.blacklistId, a: a.accountId }),
    expect: { ...MANAGE, otherAccount: '404' },
  },
  {
    op: 'deleteBlacklist',
    query: 'mutation($id: ID!, $a: ID) { deleteBlacklist(id: $id, accountId: $a) { __typename ... on AppError { code } } }',
    vars: () => ({ id: '00000000-0000-4000-8000-000000000000', a: a.accountId }),
    expect: { ...MANAGE, otherAccount: '404', systemAdmin: '404', customerSuperAdmin: '404', admin: '404', user: '404' },
  },
  { op: 'monitorDeviceList', query: '{ monitorDeviceList(list: WHITELIST, first: 2) { totalCount } }', expect: { ...MANAGE, otherAccount: '200' } },
  {
    op: 'addMonitorDevice',
    query: 'mutation($u: String!) { addMonitorDevice(list: DEBUG, udid: $u) { __typename ... on AppError { code } } }',
    vars: () => ({ u: `dev-${next()}` }),
    expect: { ...MANAGE, otherAccount: '200' },
  },
  {
    op: 'removeMonitorDevice',
    query: 'mutation($id: ID!, $a: ID) { removeMonitorDevice(list: WHITELIST, id: $id, accountId: $a) { __typename ... on AppError { code } } }',
    vars: () => ({ id: '00000000-0000-4000-8000-000000000000', a: a.accountId }),
    expect: { ...MANAGE, otherAccount: '404', systemAdmin: '404', customerSuperAdmin: '404', admin: '404', user: '404' },
  },
  {
    op: 'setRiskRulesEnabled',
    query: 'mutation($ids: [ID!]!, $a: ID) { setRiskRulesEnabled(ids: $ids, enabled: true, accountId: $a) { __typename ... on AppError { code } } }',
    vars: () => ({ ids: [a.ruleId], a: a.accountId }),
    expect: { ...MANAGE, otherAccount: '404' },
  },
  {
    op: 'deleteRiskRules',
    query: 'mutation($ids: [ID!]!, $a: ID) { deleteRiskRules(ids: $ids, accountId: $a) { __typename ... on AppError { code } } }',
    vars: () => ({ ids: ['00000000-0000-4000-8000-000000000000'], a: a.accountId }),
    expect: { ...MANAGE, otherAccount: '404', systemAdmin: '404', customerSuperAdmin: '404', admin: '404', user: '404' },
  },
  {
    op: 'setBlacklistsEnabled',
    query: 'mutation($ids: [ID!]!, $a: ID) { setBlacklistsEnabled(ids: $ids, enabled: true, accountId: $a) { __typename ... on AppError { code } } }',
    vars: () => ({ ids: [a.blacklistId], a: a.accountId }),
    expect: { ...MANAGE, otherAccount: '404' },
  },
  {
    op: 'deleteBlacklists',
    query: 'mutation($ids: [ID!]!, $a: ID) { deleteBlacklists(ids: $ids, accountId: $a) { __typename ... on AppError { code } } }',
    vars: () => ({ ids: ['00000000-0000-4000-8000-000000000000'], a: a.accountId }),
    expect: { ...MANAGE, otherAccount: '404', systemAdmin: '404', customerSuperAdmin: '404', admin: '404', user: '404' },
  },
  {
    op: 'blacklistDevice',
    query: 'mutation($n: String!) { blacklistDevice(udid: "matrix-phone", name: $n) { __typename ... on AppError { code } } }',
    vars: () => ({ n: `device-list-${next()}` }),
    expect: { ...MANAGE, otherAccount: '200' },
  },
  {
    op: 'blacklistDevice (existing list)',
    query: 'mutation($id: ID!, $a: ID) { blacklistDevice(udid: "matrix-phone", blacklistId: $id, accountId: $a) { __typename ... on AppError { code } } }',
    vars: () => ({ id: a.blacklistId, a: a.accountId }),
    // An IP list takes no udid: the account's own callers are told so, another account is told nothing.
    expect: { ...MANAGE, systemAdmin: '400', customerSuperAdmin: '400', admin: '400', user: '400', otherAccount: '404' },
  },
  {
    op: 'removeMonitorDevices',
    query: 'mutation($ids: [ID!]!, $a: ID) { removeMonitorDevices(list: DEBUG, ids: $ids, accountId: $a) { __typename ... on AppError { code } } }',
    vars: () => ({ ids: ['00000000-0000-4000-8000-000000000000'], a: a.accountId }),
    expect: { ...MANAGE, otherAccount: '404', systemAdmin: '404', customerSuperAdmin: '404', admin: '404', user: '404' },
  },
  { op: 'securityIncidents', query: '{ securityIncidents(first: 2) { totalCount } }', expect: { ...READ, otherAccount: '200' } },
  {
    op: 'securityIncident',
    query: 'query($id: ID!, $a: ID) { securityIncident(id: $id, accountId: $a) { id } }',
    vars: () => ({ id: incidentId, a: a.accountId }),
    expect: { ...READ, otherAccount: '404' },
  },
  { op: 'securityIncidentResponses', query: '{ securityIncidentResponses { id } }', expect: { ...READ, otherAccount: '200' } },
  {
    op: 'createSecurityIncident',
    query: 'mutation($i: SecurityIncidentInput!) { createSecurityIncident(input: $i) { __typename ... on AppError { code } } }',
    vars: () => ({ i: incidentInput() }),
    expect: { ...MANAGE, otherAccount: '200' },
  },
  {
    op: 'updateSecurityIncident',
    query: 'mutation($id: ID!, $i: SecurityIncidentInput!, $a: ID) { updateSecurityIncident(id: $id, input: $i, accountId: $a) { __typename ... on AppError { code } } }',
    vars: () => ({ id: incidentId, i: incidentInput(), a: a.accountId }),
    expect: { ...MANAGE, otherAccount: '404' },
  },
  {
    op: 'setSecurityIncidentsEnabled',
    query: 'mutation($ids: [ID!]!, $a: ID) { setSecurityIncidentsEnabled(ids: $ids, enabled: true, accountId: $a) { __typename ... on AppError { code } } }',
    vars: () => ({ ids: [incidentId], a: a.accountId }),
    expect: { ...MANAGE, otherAccount: '404' },
  },
  {
    op: 'deleteSecurityIncident',
    query: 'mutation($id: ID!, $a: ID) { deleteSecurityIncident(id: $id, accountId: $a) { __typename ... on AppError { code } } }',
    vars: () => ({ id: '00000000-0000-4000-8000-000000000000', a: a.accountId }),
    expect: { ...MANAGE, otherAccount: '404', systemAdmin: '404', customerSuperAdmin: '404', admin: '404', user: '404' },
  },
  {
    op: 'deleteSecurityIncidents',
    query: 'mutation($ids: [ID!]!, $a: ID) { deleteSecurityIncidents(ids: $ids, accountId: $a) { __typename ... on AppError { code } } }',
    vars: () => ({ ids: ['00000000-0000-4000-8000-000000000000'], a: a.accountId }),
    expect: { ...MANAGE, otherAccount: '404', systemAdmin: '404', customerSuperAdmin: '404', admin: '404', user: '404' },
  },
];

describe('monitoring allowed/denied matrix', () => {
  for (const c of CASES) {
    it(c.op, async () => {
      const seen = {} as Record<Who, string>;
      for (const who of WHO) seen[who] = outcome(await gqlAs(t, tokens[who], c.query, c.vars?.()));
      expect(seen).toEqual(c.expect);
    });
  }

  it('answers every operation with 401 to a caller without a token', async () => {
    for (const c of CASES) expect(outcome(await gqlAs(t, null, c.query, c.vars?.())), c.op).toBe('401');
  });
});
