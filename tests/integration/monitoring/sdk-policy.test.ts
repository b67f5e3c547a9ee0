import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedHeaders } from '../../../server/src/modules/monitoring/sdk-signature';
import { ENTITLEMENTS } from '../../../common/permissions';
import { gqlAs, outcome, type GraphQLAnswer } from '../../helpers/graphql';
import { createMonitoredApp, type TestApp } from '../../helpers/monitoring';
import { MATRIX_CALLERS, roleMatrix, type MatrixCaller } from '../../helpers/role-matrix';
import { startTestServer, type TestServer } from '../../helpers/server';

/**
 * The SDK policy (issue 18): data acquisition, blockage strategies and enabled security
 * responses compile into the configuration document of `GET /api/sdk/v1/config`, signed with
 * the app's secret (X-Rampart-Signature), with an ETag honoured by If-None-Match, recompiled
 * when any input changes and never from another account's.
 */
let t: TestServer;
type Who = MatrixCaller | 'unlicensed';
let tokens: Record<Who, string>;
let accountId: string;
let androidApp: TestApp;
let h5App: TestApp;
let otherApp: TestApp;

beforeAll(async () => {
  t = await startTestServer();
  const matrix = await roleMatrix(t, {
    unlicensed: async () => {
      const C = await t.seed.account(ENTITLEMENTS.filter((e) => e !== 'threat_perception'));
      return t.seed.userIn(C.accountId, C.roleIds.CUSTOMER_SUPER_ADMIN, {});
    },
  });
  tokens = matrix.tokens;
  accountId = matrix.a.accountId;
  androidApp = await createMonitoredApp(t, tokens.customerSuperAdmin, { platform: 'ANDROID' });
  h5App = await createMonitoredApp(t, tokens.customerSuperAdmin, { platform: 'H5', appId: `web.${crypto.randomBytes(3).toString('hex')}` });
  otherApp = await createMonitoredApp(t, tokens.otherAccount, { platform: 'ANDROID' });
});
afterAll(() => t.close());

/** The typed result of a single mutation: its data, or the AppError's code and message. */
function payload(answer: GraphQLAnswer): { data?: any; code?: string; message?: string } {
  if (answer.errors?.length) return { code: answer.errors[0].extensions?.code ?? 'error', message: answer.errors[0].message };
  const value = Object.values(answer.data ?? {})[0] as any;
  if (value?.__typename === 'AppError') return { code: value.code, message: value.message };
  return { data: value?.data ?? value };
}

async function fetchConfig(app: TestApp, options: { udid?: string; ifNoneMatch?: string; lang?: string } = {}) {
  const url = `/api/sdk/v1/config${options.udid ? `?udid=${encodeURIComponent(options.udid)}` : ''}`;
  const headers = signedHeaders({ key: app.sdkKey, secret: app.secret, method: 'GET', path: url, body: Buffer.alloc(0) });
  const res = await t.runtime.app.server.inject({
    method: 'GET',
    url,
    headers: { ...headers, ...(options.ifNoneMatch ? { 'if-none-match': options.ifNoneMatch } : {}), ...(options.lang ? { lang: options.lang } : {}) },
  });
  return { res, body: res.body, etag: res.headers.etag as string, signature: res.headers['x-rampart-signature'] as string, data: res.statusCode === 200 ? res.json().data : null };
}

const STRATEGY = 'id kind action messageEn messageZhTw';

async function createStrategy(who: MatrixCaller, input: Record<string, unknown>) {
  return payload(
    await gqlAs(
      t,
      tokens[who],
      `mutation($i: MonitorBlockageStrategyInput!) { createMonitorBlockageStrategy(input: $i) {
        __typename ... on AppError { code message } ... on MutationCreateMonitorBlockageStrategySuccess { data { ${STRATEGY} } } } }`,
      { i: input },
    ),
  );
}

async function updateStrategy(who: MatrixCaller, id: string, input: Record<string, unknown>) {
  return payload(
    await gqlAs(
      t,
      tokens[who],
      `mutation($id: ID!, $i: MonitorBlockageStrategyInput!) { updateMonitorBlockageStrategy(id: $id, input: $i) {
        __typename ... on AppError { code message } ... on MutationUpdateMonitorBlockageStrategySuccess { data { ${STRATEGY} } } } }`,
      { id, i: input },
    ),
  );
}

const strategyCount = async () =>
  Number(
    (
      await t.runtime.deps.db
        .selectFrom('monitorBlockageStrategies')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('accountId', '=', accountId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the SDK configuration document', () => {
  it('is signed with the app secret, carries an ETag honoured with 304 and keeps the old fields', async () => {
    const first = await fetchConfig(androidApp);
    expect(first.res.statusCode).toBe(200);
    expect(first.signature).toBe(crypto.createHmac('sha256', androidApp.secret).update(first.body, 'utf8').digest('hex'));
    expect(first.signature).not.toBe(crypto.createHmac('sha256', otherApp.secret).update(first.body, 'utf8').digest('hex'));
    expect(first.etag).toBe(`"${crypto.createHash('sha256').update(first.body).digest('base64url')}"`);
    expect(first.data).toMatchObject({ platform: 'android', sdkKey: androidApp.sdkKey, upload: { maxBatchEvents: 500 }, device: null });
    expect(first.data.events.map((e: { kind: string }) => e.kind)).toContain('root');
    expect(first.data.policy).toMatchObject({ collect: { model: true, location: false }, actions: [], responses: [], blacklistedDevice: { action: 'block' } });

    const again = await fetchConfig(androidApp, { ifNoneMatch: first.etag });
    expect(again.res.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.etag).toBe(first.etag);
    const stale = await fetchConfig(androidApp, { ifNoneMatch: '"not-it"' });
    expect(stale.res.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
    // The language of `msg` is part of the signed body.
    const zh = await fetchConfig(androidApp, { lang: 'zh-TW' });
    expect(zh.etag).not.toBe(first.etag);
    expect(zh.signature).toBe(crypto.createHmac('sha256', androidApp.secret).update(zh.body, 'utf8').digest('hex'));
  });

  it('changes when a blockage strategy changes, and only for its account', async () => {
    const before = await fetchConfig(androidApp);
    const otherBefore = await fetchConfig(otherApp);
    const created = await createStrategy('customerSuperAdmin', { kind: 'emulator', action: 'WARN', messageEn: 'Emulators are risky', messageZhTw: '模擬器有風險' });
    expect(created.data).toMatchObject({ kind: 'emulator', action: 'WARN' });
    const after = await fetchConfig(androidApp, { ifNoneMatch: before.etag });
    expect(after.res.statusCode).toBe(200);
    expect(after.data.policy.actions).toEqual([
      { kind: 'emulator', action: 'warn', message: { en: 'Emulators are risky', 'zh-TW': '模擬器有風險' }, strategy: true, responses: [] },
    ]);
    expect((await fetchConfig(otherApp, { ifNoneMatch: otherBefore.etag })).res.statusCode).toBe(304);

    const changed = await updateStrategy('admin', created.data.id, { kind: 'emulator', action: 'EXIT', messageEn: 'Bye', messageZhTw: '再見' });
    expect(changed.data).toMatchObject({ action: 'EXIT' });
    const exit = await fetchConfig(androidApp, { ifNoneMatch: after.etag });
    expect(exit.res.statusCode).toBe(200);
    expect(exit.data.policy.actions[0]).toMatchObject({ kind: 'emulator', action: 'exit', message: { en: 'Bye' } });
    // An H5 app has no emulator kind: the strategy is not in its document.
    expect((await fetchConfig(h5App)).data.policy.actions).toEqual([]);

    const logs = await t.runtime.deps.db
      .selectFrom('operationLogs')
      .select(['activityType', 'target'])
      .where('accountId', '=', accountId)
      .where('activityType', 'like', 'monitorBlockage.%')
      .orderBy('id')
      .execute();
    expect(logs).toEqual([
      { activityType: 'monitorBlockage.create', target: 'emulator' },
      { activityType: 'monitorBlockage.update', target: 'emulator' },
    ]);
  });

  it('changes when a security response is enabled, and compiles its rule into per-kind actions', async () => {
    const rule = await gqlAs(
      t,
      tokens.customerSuperAdmin,
      'mutation { createRiskRule(input: { name: "rooted devices", type: ENVIRONMENT, platform: ALL, kinds: [ROOT], riskLevel: HIGH, enabled: true }) { ... on MutationCreateRiskRuleSuccess { data { id } } } }',
    );
    const ruleId = rule.data!.createRiskRule.data.id;
    const before = await fetchConfig(androidApp);
    const requested = payload(
      await gqlAs(
        t,
        tokens.user,
        `mutation($i: SecurityResponseInput!) { requestSecurityResponseAdd(input: $i) {
          __typename ... on AppError { code message } ... on MutationRequestSecurityResponseAddSuccess { data { id responseId } } } }`,
        { i: { name: 'block rooted', ruleId, riskLevel: 'HIGH', responseType: 'BLOCK', description: null } },
      ),
    );
    expect(requested.data?.id).toBeTruthy();
    // Pending: not in effect yet.
    expect((await fetchConfig(androidApp, { ifNoneMatch: before.etag })).res.statusCode).toBe(304);
    const passed = payload(
      await gqlAs(
        t,
        tokens.admin,
        'mutation($id: ID!) { passSecurityResponseApproval(id: $id) { __typename ... on AppError { code message } ... on MutationPassSecurityResponseApprovalSuccess { data { id status } } } }',
        {
          id: requested.data!.id,
        },
      ),
    );
    expect(passed.code).toBeUndefined();
    const after = await fetchConfig(androidApp, { ifNoneMatch: before.etag });
    expect(after.res.statusCode).toBe(200);
    expect(after.data.policy.responses).toEqual([
      { id: requested.data!.responseId, name: 'block rooted', ruleId, rule: 'rooted devices', kinds: ['root'], riskLevel: 'high', action: 'block' },
    ]);
    expect(after.data.policy.actions).toContainEqual({ kind: 'root', action: 'block', message: null, strategy: false, responses: [requested.data!.responseId] });
    expect((await fetchConfig(otherApp)).data.policy.responses).toEqual([]);
  });

  it('tells a blacklisted device that it is blocked, with the blacklisted-device strategy once there is one', async () => {
    const clean = await fetchConfig(androidApp, { udid: 'phone-clean' });
    expect(clean.data.device).toEqual({ udid: 'phone-clean', blacklisted: false, blocked: false, action: 'report', message: null });
    const listed = await gqlAs(t, tokens.customerSuperAdmin, 'mutation { blacklistDevice(udid: "phone-bad", name: "bad_phones") { __typename ... on AppError { code message } } }');
    expect(listed.errors).toBeUndefined();
    const bad = await fetchConfig(androidApp, { udid: 'phone-bad' });
    expect(bad.data.device).toMatchObject({ udid: 'phone-bad', blacklisted: true, blocked: true, action: 'block', message: { en: expect.stringContaining('blocked') } });
    expect((await fetchConfig(otherApp, { udid: 'phone-bad' })).data.device.blocked).toBe(false);

    await createStrategy('customerSuperAdmin', { kind: 'blacklisted_device', action: 'WARN', messageEn: 'Careful', messageZhTw: '小心' });
    const warned = await fetchConfig(androidApp, { udid: 'phone-bad' });
    expect(warned.data.device).toMatchObject({ blacklisted: true, blocked: false, action: 'warn', message: { en: 'Careful', 'zh-TW': '小心' } });
  });

  it('pushes the data acquisition of the app’s platform', async () => {
    const set = payload(
      await gqlAs(
        t,
        tokens.customerSuperAdmin,
        `mutation { setMonitorDataAcquisition(platform: H5, input: { model: false, osVersion: true, ip: true, location: true, installedApps: false, wifi: false }) {
          __typename ... on AppError { code message } ... on MutationSetMonitorDataAcquisitionSuccess { data { platform model location saved } } } }`,
      ),
    );
    expect(set.data).toEqual({ platform: 'H5', model: false, location: true, saved: true });
    expect((await fetchConfig(h5App)).data.policy.collect).toEqual({ model: false, osVersion: true, ip: true, location: true, installedApps: false, wifi: false });
    expect((await fetchConfig(androidApp)).data.policy.collect.location).toBe(false);
    const read = await gqlAs(t, tokens.customerSuperAdmin, '{ monitorDataAcquisition { platform saved location } }');
    expect(read.data!.monitorDataAcquisition).toEqual([
      { platform: 'ANDROID', saved: false, location: false },
      { platform: 'IOS', saved: false, location: false },
      { platform: 'H5', saved: true, location: true },
    ]);
  });
});

describe('validation and access', () => {
  it('refuses bad strategies and changes nothing', async () => {
    const count = await strategyCount();
    expect(await createStrategy('customerSuperAdmin', { kind: 'nope', action: 'BLOCK', messageEn: 'x', messageZhTw: 'x' })).toMatchObject({
      code: '400',
      message: 'nope is not a threat kind a blocking strategy can name.',
    });
    expect(await createStrategy('customerSuperAdmin', { kind: 'root', action: 'BLOCK', messageEn: '  ', messageZhTw: 'x' })).toMatchObject({ code: '400' });
    expect(await createStrategy('customerSuperAdmin', { kind: 'root', action: 'BLOCK', messageEn: 'x'.repeat(501), messageZhTw: 'x' })).toMatchObject({ code: '400' });
    expect(await createStrategy('customerSuperAdmin', { kind: 'emulator', action: 'BLOCK', messageEn: 'x', messageZhTw: 'x' })).toMatchObject({ code: '409' });
    expect(await strategyCount()).toBe(count);
    const zh = await gqlAs(
      t,
      tokens.customerSuperAdmin,
      'mutation { createMonitorBlockageStrategy(input: { kind: "nope", action: BLOCK, messageEn: "x", messageZhTw: "x" }) { ... on AppError { message } } }',
      undefined,
      'zh-TW',
    );
    expect(zh.data!.createMonitorBlockageStrategy.message).toBe('nope 不是阻斷策略可指定的威脅類型。');
  });

  it('keeps accounts apart and checks the codes', async () => {
    const own = await createStrategy('customerSuperAdmin', { kind: 'hook_frida', action: 'BLOCK', messageEn: 'Frida', messageZhTw: 'Frida' });
    expect(await updateStrategy('otherAccount', own.data.id, { kind: 'hook_frida', action: 'REPORT', messageEn: 'x', messageZhTw: 'x' })).toMatchObject({ code: '404' });
    const read = await gqlAs(t, tokens.otherAccount, 'query($id: ID!) { monitorBlockageStrategy(id: $id) { id } }', { id: own.data.id });
    expect(read.errors?.[0]?.extensions?.code).toBe('404');
    const list = await gqlAs(t, tokens.otherAccount, '{ monitorBlockageStrategies(first: 50) { totalCount } }');
    expect(list.data!.monitorBlockageStrategies.totalCount).toBe(0);
    // USER holds monitor_sdk_config; VIEW does not, neither to read nor to change.
    const userList = await gqlAs(t, tokens.user, '{ monitorBlockageStrategies(first: 50) { totalCount } }');
    expect(userList.data!.monitorBlockageStrategies.totalCount).toBeGreaterThan(0);
    const viewList = await gqlAs(t, tokens.view, '{ monitorBlockageStrategies(first: 50) { totalCount } }');
    expect(viewList.errors?.[0]?.extensions?.code).toBe('403');
    expect((await createStrategy('view', { kind: 'vpn', action: 'BLOCK', messageEn: 'x', messageZhTw: 'x' })).code).toBe('403');
    const viewSet = await gqlAs(t, tokens.view, 'mutation { setMonitorMapDefaults(input: { region: EUROPE, colorScale: REDS, counts: [], rankingSize: 3 }) { __typename } }');
    expect(viewSet.errors?.[0]?.extensions?.code).toBe('403');
  });

  it('saves valid map defaults and refuses invalid ones', async () => {
    const initial = await gqlAs(t, tokens.view, '{ monitorMapDefaults { region colorScale counts rankingSize saved } }');
    expect(initial.data!.monitorMapDefaults).toEqual({ region: 'WORLD', colorScale: 'REDS', counts: ['LEGEND', 'RANKING', 'TOOLTIP'], rankingSize: 10, saved: false });
    const set = (input: string) =>
      gqlAs(
        t,
        tokens.customerSuperAdmin,
        `mutation { setMonitorMapDefaults(input: ${input}) { __typename ... on AppError { code message } ... on MutationSetMonitorMapDefaultsSuccess { data { region colorScale counts rankingSize saved } } } }`,
      );
    expect(payload(await set('{ region: ASIA, colorScale: BLUES, counts: [RANKING], rankingSize: 0 }'))).toMatchObject({
      code: '400',
      message: 'The map settings are not valid: Ranking size.',
    });
    expect(payload(await set('{ region: ASIA, colorScale: BLUES, counts: [RANKING, LEGEND], rankingSize: 5 }')).data).toEqual({
      region: 'ASIA',
      colorScale: 'BLUES',
      counts: ['LEGEND', 'RANKING'],
      rankingSize: 5,
      saved: true,
    });
    expect((await gqlAs(t, tokens.otherAccount, '{ monitorMapDefaults { region saved } }')).data!.monitorMapDefaults).toEqual({ region: 'WORLD', saved: false });
  });
});

describe('permission matrix', () => {
  const WHO: Who[] = [...MATRIX_CALLERS, 'unlicensed'];
  const ALL = { systemAdmin: '200', customerSuperAdmin: '200', admin: '200', user: '200', unlicensed: '403' } as const;
  const MANAGE = { ...ALL, view: '403' } as const;
  const READ = { ...ALL, view: '200' } as const;
  const NONE = { systemAdmin: '404', customerSuperAdmin: '404', admin: '404', user: '404', otherAccount: '404' } as const;
  const NIL = '00000000-0000-4000-8000-000000000000';
  // Each successful create takes a kind of its own (one strategy per kind and account).
  const kinds = ['proxy', 'adb', 'screenshot', 'multi_instance', 'developer_mode', 'time_spoofing', 'tampering', 'jailbreak'];
  let strategyId = '';

  beforeAll(async () => {
    const created = await createStrategy('customerSuperAdmin', { kind: 'location_spoofing', action: 'REPORT', messageEn: 'm', messageZhTw: 'm' });
    strategyId = created.data.id;
  });

  const cases: Array<{ op: string; query: string; vars?: () => Record<string, unknown>; expect: Record<Who, string> }> = [
    { op: 'monitorDataAcquisition', query: '{ monitorDataAcquisition { platform } }', expect: { ...MANAGE, otherAccount: '200' } },
    {
      op: 'setMonitorDataAcquisition',
      query:
        'mutation { setMonitorDataAcquisition(platform: IOS, input: { model: true, osVersion: true, ip: true, location: false, installedApps: true, wifi: true }) { __typename ... on AppError { code } } }',
      expect: { ...MANAGE, otherAccount: '200' },
    },
    { op: 'monitorBlockageStrategies', query: '{ monitorBlockageStrategies(first: 2) { totalCount } }', expect: { ...MANAGE, otherAccount: '200' } },
    {
      op: 'monitorBlockageStrategy',
      query: 'query($id: ID!, $a: ID) { monitorBlockageStrategy(id: $id, accountId: $a) { id } }',
      vars: () => ({ id: strategyId, a: accountId }),
      expect: { ...MANAGE, otherAccount: '404' },
    },
    {
      op: 'createMonitorBlockageStrategy',
      query: 'mutation($k: String!) { createMonitorBlockageStrategy(input: { kind: $k, action: WARN, messageEn: "m", messageZhTw: "m" }) { __typename ... on AppError { code } } }',
      vars: () => ({ k: kinds.shift() ?? 'vpn' }),
      expect: { ...MANAGE, otherAccount: '200' },
    },
    {
      op: 'updateMonitorBlockageStrategy',
      query:
        'mutation($id: ID!, $a: ID) { updateMonitorBlockageStrategy(id: $id, accountId: $a, input: { kind: "location_spoofing", action: WARN, messageEn: "m", messageZhTw: "m" }) { __typename ... on AppError { code } } }',
      vars: () => ({ id: strategyId, a: accountId }),
      expect: { ...MANAGE, otherAccount: '404' },
    },
    {
      op: 'deleteMonitorBlockageStrategy',
      query: 'mutation($id: ID!, $a: ID) { deleteMonitorBlockageStrategy(id: $id, accountId: $a) { __typename ... on AppError { code } } }',
      vars: () => ({ id: NIL, a: accountId }),
      expect: { ...MANAGE, ...NONE },
    },
    { op: 'monitorMapDefaults', query: '{ monitorMapDefaults { region } }', expect: { ...READ, otherAccount: '200' } },
    {
      op: 'setMonitorMapDefaults',
      query: 'mutation { setMonitorMapDefaults(input: { region: EUROPE, colorScale: PURPLES, counts: [LEGEND], rankingSize: 3 }) { __typename ... on AppError { code } } }',
      expect: { ...MANAGE, otherAccount: '200' },
    },
  ];

  for (const c of cases) {
    it(c.op, async () => {
      const seen = {} as Record<Who, string>;
      for (const who of WHO) seen[who] = outcome(await gqlAs(t, tokens[who], c.query, c.vars?.()));
      expect(seen).toEqual(c.expect);
    });
  }

  it('answers every operation with 401 to a caller without a token', async () => {
    for (const c of cases) expect(outcome(await gqlAs(t, null, c.query, c.vars?.())), c.op).toBe('401');
  });
});
