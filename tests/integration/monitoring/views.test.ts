import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createApp, signIn, simulate } from '../../../server/src/cli/device-fleet';
import { sampleAddressIn } from '../../../server/src/platform/geoip';
import { gqlAs } from '../../helpers/graphql';
import { createMonitoredApp, sdkEvent, sendBatch, storedEvents, type TestApp } from '../../helpers/monitoring';
import { startTestServer, type TestServer } from '../../helpers/server';

/**
 * Risk configuration on ingestion, dashboard numbers against known events, live updates and
 * tenant isolation: account B never sees account A's apps, events or
 * live updates.
 */
let t: TestServer;
let tokenA: string;
let tokenB: string;
let appA: TestApp;
let appB: TestApp;
const JP = sampleAddressIn('JP', () => 0.5)!;

const device = (udid: string, model: string, osVersion: string) => ({ udid, brand: 'Brand', model, osVersion });

beforeAll(async () => {
  t = await startTestServer({ listen: true });
  const a = await t.seed.user({ roleType: 'USER' });
  const b = await t.seed.user({ roleType: 'USER' });
  tokenA = await t.login(a.username, a.password);
  tokenB = await t.login(b.username, b.password);
  appA = await createMonitoredApp(t, tokenA, { name: 'Bank of A' });
  appB = await createMonitoredApp(t, tokenB, { name: 'Shop of B' });
});
afterAll(() => t.close());

function subscribe(token: string): { client: Client; messages: any[]; ready: Promise<void> } {
  const client = createClient({
    url: `${t.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
  });
  const messages: any[] = [];
  client.subscribe(
    { query: 'subscription { monitoringUpdated { at last24Hours { events riskEvents riskDevices } window10 { riskEvents high } window60 { events } } }' },
    { next: (m) => messages.push(m), error: (e) => messages.push({ error: e }), complete: () => {} },
  );
  return { client, messages, ready: new Promise((r) => setTimeout(r, 300)) };
}

const until = async (probe: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!probe()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('risk configuration on ingestion', () => {
  it('applies rules, blacklists, the whitelist and the debug list configured through GraphQL', async () => {
    const rule = await gqlAs(t, tokenA, `mutation($i: RiskRuleInput!) { createRiskRule(input: $i) { __typename ... on MutationCreateRiskRuleSuccess { data { id } } } }`, {
      i: {
        name: 'proxy to mitm',
        type: 'ENVIRONMENT',
        platform: 'ALL',
        kinds: ['PROXY'],
        conditions: [{ field: 'proxy.host', op: 'CONTAINS', value: 'mitm' }],
        riskLevel: 'HIGH',
        enabled: true,
      },
    });
    expect(rule.data?.createRiskRule.__typename).toBe('MutationCreateRiskRuleSuccess');
    const list = await gqlAs(t, tokenA, `mutation($i: BlacklistInput!) { createBlacklist(input: $i) { __typename } }`, {
      i: { name: 'bad-wifi', type: 'WIFI', content: ['evil-cafe'], enabled: true, riskLevel: 'MEDIUM' },
    });
    expect(list.data?.createBlacklist.__typename).toBe('MutationCreateBlacklistSuccess');
    for (const [kind, udid] of [
      ['WHITELIST', 'qa-phone'],
      ['DEBUG', 'dev-phone'],
    ]) {
      const added = await gqlAs(t, tokenA, `mutation($l: MonitorDeviceList!, $u: String!) { addMonitorDevice(list: $l, udid: $u) { __typename } }`, { l: kind, u: udid });
      expect(added.data?.addMonitorDevice.__typename).toBe('MutationAddMonitorDeviceSuccess');
    }
    const cases = [
      sdkEvent('proxy', { details: { proxy: { host: 'mitm.example' } }, device: device('cfg-1', 'M1', '13') }),
      sdkEvent('proxy', { details: { proxy: { host: 'corp.example' } }, device: device('cfg-2', 'M1', '13') }),
      sdkEvent('heartbeat', { device: { ...device('cfg-3', 'M1', '13'), wifi: { ssid: 'evil-cafe' } } }),
      sdkEvent('root', { device: device('qa-phone', 'M1', '13') }),
      sdkEvent('root', { device: device('dev-phone', 'M1', '13') }),
    ];
    expect((await sendBatch(t, appA, { events: cases })).json().data.accepted).toBe(5);
    const byId = new Map((await storedEvents(t, appA.id)).map((e) => [e.eventId, e]));
    expect(cases.map((c) => [byId.get(c.id as string)!.riskLevel, byId.get(c.id as string)!.matched])).toEqual([
      ['high', ['system', 'rule:proxy to mitm']],
      ['low', ['system']],
      ['medium', ['blacklist:bad-wifi']],
      ['none', ['whitelist']],
      ['none', ['debug-device']],
    ]);
  });
});

describe('dashboard and live updates', () => {
  it('counts known events by level, kind, country, model and window, and pushes live counters to the owner only', async () => {
    const watchA = subscribe(tokenA);
    const watchB = subscribe(tokenB);
    await Promise.all([watchA.ready, watchB.ready]);
    try {
      const fresh = await createMonitoredApp(t, tokenA, { name: 'Dashboard app' });
      const baseline = (await gqlAs(t, tokenA, '{ monitoringDashboard(period: TODAY) { window10 { riskEvents } } }')).data!.monitoringDashboard.window10.riskEvents;
      const events = [
        ...[1, 2, 3].map(() => sdkEvent('root', { device: device('d1', 'Pixel 8', '14') })),
        ...[1, 2].map(() => sdkEvent('emulator', { device: { ...device('d2', 'SM-G991B', '13'), clientIp: JP } })),
        sdkEvent('heartbeat', { device: device('d3', 'iPhone15,2', '17.1') }),
      ];
      expect((await sendBatch(t, fresh, { events })).json().data.accepted).toBe(6);
      await until(() => watchA.messages.some((m) => m.data?.monitoringUpdated.window10.riskEvents === baseline + 5));

      const dash = await gqlAs(
        t,
        tokenA,
        `query($a: ID) { monitoringDashboard(period: TODAY, appId: $a) {
          bucket totals { events riskEvents high medium low devices riskDevices }
          series { events riskEvents } window10 { riskEvents high medium } window60 { events }
          topKinds { key value } topApps { label value } topModels { key value } topOsVersions { key value }
          topCountries { key label value } map { id numeric value } } }`,
        { a: fresh.id },
      );
      const d = dash.data!.monitoringDashboard;
      expect(d.bucket).toBe('hour');
      expect(d.totals).toEqual({ events: 6, riskEvents: 5, high: 3, medium: 2, low: 0, devices: 3, riskDevices: 2 });
      expect(d.series.reduce((n: number, p: { events: number }) => n + p.events, 0)).toBe(6);
      expect(d.window10).toEqual({ riskEvents: 5, high: 3, medium: 2 });
      expect(d.window60.events).toBe(6);
      expect(d.topKinds).toEqual([
        { key: 'root', value: 3 },
        { key: 'emulator', value: 2 },
      ]);
      expect(d.topApps).toEqual([{ label: 'Dashboard app', value: 5 }]);
      expect(d.topModels).toEqual([
        { key: 'Pixel 8', value: 1 },
        { key: 'SM-G991B', value: 1 },
      ]);
      // Without RAMPART_TRUST_PROXY the device's own clientIp is not believed: the request's counts.
      expect(d.topCountries).toEqual([{ key: 'USA', label: 'US', value: 5 }]);
      expect(d.map).toEqual([{ id: 'USA', numeric: '840', value: 5 }]);

      const overview = await gqlAs(
        t,
        tokenA,
        'query($a: ID) { monitoringRiskOverview(period: LAST_7_DAYS, appId: $a) { totals { events riskEvents } kinds { kind high medium low total } apps { label value } devices { riskDevices high medium } bucket series { events riskEvents } } }',
        { a: fresh.id },
      );
      // The newer overview's line: the same events per bucket (days over seven days).
      const { bucket, series, ...figures } = overview.data!.monitoringRiskOverview;
      expect(bucket).toBe('day');
      expect(series).toHaveLength(1);
      expect(series[0]).toEqual({ events: 6, riskEvents: 5 });
      expect(figures).toEqual({
        totals: { events: 6, riskEvents: 5 },
        kinds: [
          { kind: 'root', high: 3, medium: 0, low: 0, total: 3 },
          { kind: 'emulator', high: 0, medium: 2, low: 0, total: 2 },
        ],
        apps: [{ label: 'Dashboard app', value: 5 }],
        devices: { riskDevices: 2, high: 1, medium: 1 },
      });

      // Account B saw nothing of it.
      await new Promise((r) => setTimeout(r, 1200));
      expect(watchB.messages).toEqual([]);
      const dashB = await gqlAs(t, tokenB, '{ monitoringDashboard(period: LAST_30_DAYS) { totals { events } topApps { label } } }');
      expect(dashB.data!.monitoringDashboard.totals.events).toBe(0);
    } finally {
      await watchA.client.dispose();
      await watchB.client.dispose();
    }
  });

  it('refuses the live subscription without the code of a live page or without the monitoring licence', async () => {
    const reportsOnly = await t.seed.user({ codes: ['threat_perception', 'monitor_report'] });
    const unlicensed = await t.seed.user({ roleType: 'CUSTOMER_SUPER_ADMIN', entitlements: ['apk_analysis'] });
    for (const who of [reportsOnly, unlicensed]) {
      const watch = subscribe(await t.login(who.username, who.password));
      try {
        await until(() => watch.messages.length > 0);
        expect(JSON.stringify(watch.messages[0])).toContain('403');
      } finally {
        await watch.client.dispose();
      }
    }
  });

  it('publishes at most one message a second per account', async () => {
    const watch = subscribe(tokenA);
    await watch.ready;
    try {
      const started = Date.now();
      for (let i = 0; i < 5; i++) await sendBatch(t, appA, { events: [sdkEvent('debugger')] });
      await new Promise((r) => setTimeout(r, 1500));
      const seconds = (Date.now() - started) / 1000;
      expect(watch.messages.length).toBeGreaterThanOrEqual(1);
      expect(watch.messages.length).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
    } finally {
      await watch.client.dispose();
    }
  });
});

describe('device simulator', () => {
  it('signs in, creates its apps through the API and reports a fleet whose counts reach the dashboard', async () => {
    const user = await t.seed.user({ roleType: 'USER' });
    const token = await signIn(t.url, user.username, user.password);
    const apps = [await createApp(t.url, token, 'Simulated android', 'android'), await createApp(t.url, token, 'Simulated ios', 'ios')];
    const report = await simulate({ url: t.url, apps, devices: 40, rate: 300, durationSeconds: 2, riskyShare: 0.3, batchSize: 50, seed: 7 });
    // Bounded by both count (rate × duration) and time: it stops at the deadline.
    expect(report.sent).toBeLessThanOrEqual(600);
    expect(report.sent).toBeGreaterThan(300);
    expect(report).toMatchObject({ accepted: report.sent, rejected: 0, failed: 0, rateLimited: 0 });
    // The dashboard reads rollups, which the projector brings up to date moments after ingestion.
    await t.runtime.app.services.monitoringProjector.flush();
    const dash = await gqlAs(t, token, '{ monitoringDashboard(period: TODAY) { totals { events riskEvents devices } topApps { label } } }');
    expect(dash.data!.monitoringDashboard.totals.events).toBe(report.accepted);
    expect(dash.data!.monitoringDashboard.totals.riskEvents).toBeGreaterThan(0);
    expect(dash.data!.monitoringDashboard.totals.devices).toBeLessThanOrEqual(40);
  });
});

describe('tenant isolation', () => {
  it("never shows another account's apps, devices or events", async () => {
    await sendBatch(t, appB, { events: [sdkEvent('root', { device: device('b-phone', 'B', '1') })] });
    const apps = await gqlAs(t, tokenA, '{ monitoredApps(first: 50) { edges { node { id } } } }');
    expect(apps.data!.monitoredApps.edges.map((e: any) => e.node.id)).not.toContain(appB.id);
    const foreign = await gqlAs(t, tokenA, 'query($id: ID!) { monitoredApp(id: $id) { id } }', { id: appB.id });
    expect(foreign.errors?.[0].extensions?.code).toBe('404');
    const devices = await gqlAs(t, tokenA, '{ threatDevices(first: 100) { edges { node { id udid } } } }');
    expect(devices.data!.threatDevices.edges.map((e: any) => e.node.udid)).not.toContain('b-phone');
    const eventsB = await gqlAs(t, tokenB, '{ securityEvents(first: 5) { edges { node { id udid } } } }');
    const someB = eventsB.data!.securityEvents.edges[0].node;
    expect(someB.udid).toBe('b-phone');
    const eventAsA = await gqlAs(t, tokenA, 'query($id: ID!) { securityEvent(id: $id) { id } }', { id: someB.id });
    expect(eventAsA.errors?.[0].extensions?.code).toBe('404');
    const deviceB = (await gqlAs(t, tokenB, '{ threatDevices(first: 1) { edges { node { id } } } }')).data!.threatDevices.edges[0].node.id;
    const deviceAsA = await gqlAs(t, tokenA, 'query($id: ID!) { threatDevice(id: $id) { id } }', { id: deviceB });
    expect(deviceAsA.errors?.[0].extensions?.code).toBe('404');
    const rotate = await gqlAs(t, tokenA, 'mutation($id: ID!) { rotateAppSecret(id: $id) { __typename ... on AppError { code } } }', { id: appB.id });
    expect(rotate.data!.rotateAppSecret).toEqual({ __typename: 'AppError', code: '404' });
  });

  it('lists devices by risk level and then last seen, page by page, and leaves heartbeats out of the event list when asked', async () => {
    const app = await createMonitoredApp(t, tokenA, { name: 'Ordering app' });
    const now = Date.now();
    const events = [
      sdkEvent('root', { ts: now - 2 * 3_600_000, device: device('ord-high-old', 'P', '14') }),
      sdkEvent('root', { ts: now - 3_600_000, device: device('ord-high-new', 'P', '14') }),
      sdkEvent('root', { ts: now - 3_600_000, device: device('ord-high-new', 'P', '14') }),
      sdkEvent('emulator', { ts: now, device: device('ord-medium', 'P', '14') }),
      sdkEvent('proxy', { ts: now - 60_000, device: device('ord-low', 'P', '14') }),
      sdkEvent('heartbeat', { ts: now, device: device('ord-quiet', 'P', '14') }),
    ];
    expect((await sendBatch(t, app, { events })).json().data.accepted).toBe(events.length);
    const page = async (order: string, direction: string, after: string | null) =>
      (
        await gqlAs(
          t,
          tokenA,
          `query($a: ID, $after: String, $o: ThreatDeviceOrderField, $d: SortDirection) {
            threatDevices(appId: $a, first: 1, after: $after, orderBy: $o, direction: $d) { totalCount pageInfo { hasNextPage endCursor } edges { node { udid } } } }`,
          { a: app.id, after, o: order, d: direction },
        )
      ).data!.threatDevices;
    const walk = async (order: string, direction: string) => {
      const udids: string[] = [];
      let after: string | null = null;
      for (let i = 0; i < 10; i++) {
        const p = await page(order, direction, after);
        udids.push(...p.edges.map((e: any) => e.node.udid));
        if (!p.pageInfo.hasNextPage) break;
        after = p.pageInfo.endCursor;
      }
      return udids;
    };
    // The default order, and the same walked one device per page through keyset cursors.
    const first = await gqlAs(t, tokenA, 'query($a: ID) { threatDevices(appId: $a) { edges { node { udid } } } }', { a: app.id });
    const byLevel = ['ord-high-new', 'ord-high-old', 'ord-medium', 'ord-low'];
    expect(first.data!.threatDevices.edges.map((e: any) => e.node.udid)).toEqual(byLevel);
    expect(await walk('RISK_LEVEL', 'DESC')).toEqual(byLevel);
    expect(await walk('RISK_LEVEL', 'ASC')).toEqual([...byLevel].reverse());
    expect(await walk('LAST_SEEN', 'DESC')).toEqual(['ord-medium', 'ord-low', 'ord-high-new', 'ord-high-old']);
    expect((await walk('RISK_EVENTS', 'DESC'))[0]).toBe('ord-high-new');
    // A forged cursor is a typed 400, not a database error.
    const forged = await gqlAs(t, tokenA, 'query($a: ID) { threatDevices(appId: $a, after: "WyJ4IiwiMSJd") { totalCount } }', { a: app.id });
    expect(forged.errors?.[0].extensions?.code).toBe('400');

    const kinds = async (heartbeats: boolean | null) =>
      (
        await gqlAs(t, tokenA, 'query($a: ID, $h: Boolean) { securityEvents(appId: $a, heartbeats: $h, first: 50) { totalCount edges { node { kind } } } }', {
          a: app.id,
          h: heartbeats,
        })
      ).data!.securityEvents.edges.map((e: any) => e.node.kind);
    expect(await kinds(null)).toContain('HEARTBEAT');
    const threats = await kinds(false);
    expect(threats).toHaveLength(events.length - 1);
    expect(threats).not.toContain('HEARTBEAT');
  });

  it('opens a threat device with its events', async () => {
    const list = await gqlAs(t, tokenA, '{ threatDevices(first: 10, riskLevel: HIGH) { totalCount edges { node { id udid riskLevel riskEventCount } } } }');
    const d1 = list.data!.threatDevices.edges.find((e: any) => e.node.udid === 'd1').node;
    expect(d1).toMatchObject({ riskLevel: 'HIGH', riskEventCount: 3 });
    const detail = await gqlAs(t, tokenA, 'query($id: ID!) { threatDevice(id: $id) { model events(first: 10) { edges { node { id kind riskLevel } } } } }', { id: d1.id });
    expect(detail.data!.threatDevice.model).toBe('Pixel 8');
    expect(detail.data!.threatDevice.events.edges.map((e: any) => e.node.kind)).toEqual(['ROOT', 'ROOT', 'ROOT']);
    const one = await gqlAs(t, tokenA, 'query($id: ID!) { securityEvent(id: $id) { kind udid matched detailsJson } }', { id: detail.data!.threatDevice.events.edges[0].node.id });
    expect(one.data!.securityEvent).toMatchObject({ kind: 'ROOT', udid: 'd1', matched: ['system'] });
  });
});
