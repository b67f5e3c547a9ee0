import crypto from 'node:crypto';
import dgram from 'node:dgram';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gqlAs } from '../../helpers/graphql';
import { receiver, signatureValid } from '../../helpers/webhook-receiver';
import { createMonitoredApp, sdkEvent, sendBatch, type TestApp } from '../../helpers/monitoring';
import { roleMatrix, type RoleMatrix } from '../../helpers/role-matrix';
import { ownDatabase, startTestServer, type TestServer } from '../../helpers/server';

/**
 * Outbound integrations (issue 18, acceptance 4): signed webhooks on new high-risk events and
 * security-response approval changes, retried with backoff until the receiver takes them (every
 * attempt in the delivery log), a syslog/CEF export over UDP, and the permission matrix. The
 * server runs as an API instance, so no sender runs by itself: each test moves the sender's clock
 * and calls `sendDue` (the retry schedule is shortened to 1 s steps).
 */
let t: TestServer;
let m: RoleMatrix<'integrationsOnly' | 'noCode' | 'requester'>;
let app: TestApp;
let clock = Date.now();
const owner = () => m.tokens.customerSuperAdmin;
const integrations = () => t.runtime.app.services.integrations;

const ENDPOINT_FIELDS = 'id name url events enabled';
const CREATE = `mutation($i: IntegrationWebhookInput!, $a: ID) { createIntegrationWebhook(input: $i, accountId: $a) {
  __typename ... on AppError { code message } ... on MutationCreateIntegrationWebhookSuccess { data { secret endpoint { ${ENDPOINT_FIELDS} } } } } }`;
const UPDATE = `mutation($id: ID!, $i: IntegrationWebhookInput!, $a: ID) { updateIntegrationWebhook(id: $id, input: $i, accountId: $a) {
  __typename ... on AppError { code message } ... on MutationUpdateIntegrationWebhookSuccess { data { ${ENDPOINT_FIELDS} } } } }`;
const DELETE = 'mutation($id: ID!, $a: ID) { deleteIntegrationWebhook(id: $id, accountId: $a) { __typename ... on AppError { code } } }';
const TEST = `mutation($id: ID!, $a: ID) { testIntegrationWebhook(id: $id, accountId: $a) {
  __typename ... on AppError { code } ... on MutationTestIntegrationWebhookSuccess { data { id eventType status } } } }`;
const ROTATE = `mutation($id: ID!) { rotateIntegrationWebhookSecret(id: $id) {
  __typename ... on AppError { code } ... on MutationRotateIntegrationWebhookSecretSuccess { data { secret endpoint { id } } } } }`;
const LIST = `query($a: ID) { integrationWebhooks(first: 50, accountId: $a) { totalCount edges { node { ${ENDPOINT_FIELDS} } } } }`;
const DELIVERIES = `query($e: ID) { integrationDeliveries(first: 20, endpointId: $e) { totalCount edges { node {
  id target eventType eventId status attemptCount lastStatusCode lastError deliveredAt attempts { attempt statusCode error durationMs attemptedAt } } } } }`;
const SYSLOG = `mutation($i: SyslogExportInput!) { saveSyslogExport(input: $i) {
  __typename ... on AppError { code message } ... on MutationSaveSyslogExportSuccess { data { host port protocol enabled } } } }`;

function input(overrides: Record<string, unknown> = {}) {
  return { name: `hook ${crypto.randomBytes(3).toString('hex')}`, url: 'https://siem.example.com/hook', events: ['monitor.event.high'], enabled: true, ...overrides };
}

async function createEndpoint(overrides: Record<string, unknown> = {}, token = owner()) {
  const answer = await gqlAs(t, token, CREATE, { i: input(overrides) });
  const data = answer.data?.createIntegrationWebhook?.data;
  if (!data) throw new Error(`createIntegrationWebhook failed: ${JSON.stringify(answer)}`);
  return data as { secret: string; endpoint: { id: string; url: string } };
}

async function deliveries(endpointId: string | null = null) {
  const answer = await gqlAs(t, owner(), DELIVERIES, { e: endpointId });
  if (!answer.data) throw new Error(JSON.stringify(answer));
  return answer.data.integrationDeliveries.edges.map((e: { node: any }) => e.node) as any[];
}

/** Moves the sender's clock on and sends whatever is due. */
async function sendAt(advanceMs: number) {
  clock += advanceMs;
  return integrations().sendDue();
}

// Retention prunes every account's deliveries: other files' deliveries must not be in its database.
let database: Awaited<ReturnType<typeof ownDatabase>>;

beforeAll(async () => {
  database = await ownDatabase();
  t = await startTestServer({ env: { ...database.env, RAMPART_ROLE: 'api', RAMPART_WEBHOOK_PRIVATE_TARGETS: 'true' } });
  m = await roleMatrix(t, {
    integrationsOnly: async ({ a, roleInA }) => t.seed.userIn(a.accountId, await roleInA(['threat_perception', 'monitor_auto_integration']), {}),
    noCode: async ({ a, roleInA }) => t.seed.userIn(a.accountId, await roleInA(['threat_perception', 'monitor_dashboard', 'monitor_sdk_config']), {}),
    requester: async ({ a }) => t.seed.userIn(a.accountId, a.roleIds.USER, {}),
  });
  app = await createMonitoredApp(t, owner());
  integrations().now = () => new Date(clock);
  integrations().retryDelaysMs = [1000];
});
afterAll(async () => {
  await t.close();
  await database.drop();
});

describe('webhook endpoints', () => {
  it('creates an endpoint with a secret shown once, and refuses bad input without changing anything', async () => {
    const created = await createEndpoint();
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(created.endpoint.url).toBe('https://siem.example.com/hook');
    // The secret is never read back: the endpoint type has no such field.
    const readBack = await gqlAs(t, owner(), `query($id: ID!) { integrationWebhook(id: $id) { id secret } }`, { id: created.endpoint.id });
    expect(readBack.errors?.[0].message).toMatch(/secret/);

    const before = (await gqlAs(t, owner(), LIST)).data!.integrationWebhooks.totalCount;
    for (const [bad, message] of [
      [{ url: 'http://siem.example.com/hook' }, /https/],
      [{ url: 'ftp://127.0.0.1/x' }, /https/],
      [{ url: 'not a url' }, /https/],
      [{ url: 'https://user:pw@siem.example.com/' }, /https/],
      [{ events: [] }, /event type/],
      [{ events: ['monitor.event.low'] }, /event type/],
      [{ name: '  ' }, /name/i],
    ] as const) {
      const answer = await gqlAs(t, owner(), CREATE, { i: input(bad) });
      expect(answer.data?.createIntegrationWebhook, JSON.stringify(bad)).toMatchObject({ __typename: 'AppError', code: '400' });
      expect(answer.data!.createIntegrationWebhook.message).toMatch(message);
    }
    expect((await gqlAs(t, owner(), LIST)).data!.integrationWebhooks.totalCount).toBe(before);
    // http is allowed for local receivers only.
    const local = await createEndpoint({ url: 'http://localhost:9/hook' });
    expect(local.endpoint.url).toBe('http://localhost:9/hook');
    await gqlAs(t, owner(), DELETE, { id: local.endpoint.id });

    const updated = await gqlAs(t, owner(), UPDATE, {
      id: created.endpoint.id,
      i: input({ name: 'renamed', events: ['monitor.event.high', 'monitor.approval.changed'], enabled: false }),
    });
    expect(updated.data!.updateIntegrationWebhook.data).toMatchObject({ name: 'renamed', enabled: false, events: ['monitor.event.high', 'monitor.approval.changed'] });
    const rotated = await gqlAs(t, owner(), ROTATE, { id: created.endpoint.id });
    expect(rotated.data!.rotateIntegrationWebhookSecret.data.secret).not.toBe(created.secret);
    expect((await gqlAs(t, owner(), DELETE, { id: created.endpoint.id })).data!.deleteIntegrationWebhook.__typename).not.toBe('AppError');

    const logged = await t.runtime.deps.db.selectFrom('operationLogs').select('activityType').where('accountId', '=', m.a.accountId).execute();
    const types = logged.map((l) => l.activityType);
    for (const type of ['integrationWebhook.create', 'integrationWebhook.update', 'integrationWebhook.rotateSecret', 'integrationWebhook.delete']) expect(types).toContain(type);
  });

  it('delivers a new high event, signed, on the third try after two 500s, and logs every attempt', async () => {
    const hook = await receiver([500, 500]);
    try {
      const { secret, endpoint } = await createEndpoint({ url: hook.url });
      const event = sdkEvent('root', { device: { udid: 'webhook-device' } });
      const res = await sendBatch(t, app, { events: [event, sdkEvent('heartbeat')] });
      expect(res.json().data.accepted).toBe(2);
      // Only the high event is queued, and nothing is sent on the ingest path.
      let log = await deliveries(endpoint.id);
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({ eventType: 'monitor.event.high', eventId: `${app.id}:${event.id}`, status: 'PENDING', attemptCount: 0 });
      expect(hook.received).toHaveLength(0);

      expect(await sendAt(0)).toBe(1);
      expect(await sendAt(0)).toBe(0); // not due before the backoff has passed
      expect(await sendAt(2000)).toBe(1);
      log = await deliveries(endpoint.id);
      expect(log[0]).toMatchObject({ status: 'PENDING', attemptCount: 2, lastStatusCode: 500 });
      expect(await sendAt(2000)).toBe(1);

      log = await deliveries(endpoint.id);
      expect(log[0]).toMatchObject({ status: 'DELIVERED', attemptCount: 3, lastStatusCode: 200, lastError: null });
      expect(log[0].attempts.map((a: any) => [a.attempt, a.statusCode])).toEqual([
        [1, 500],
        [2, 500],
        [3, 200],
      ]);
      expect(await sendAt(60_000)).toBe(0);

      expect(hook.received).toHaveLength(3);
      for (const r of hook.received) {
        expect(signatureValid(r, secret)).toBe(true);
        expect(r.headers['x-rampart-event']).toBe('monitor.event.high');
        expect(r.headers['x-rampart-delivery']).toBe(log[0].id);
        expect(signatureValid(r, `${secret}x`)).toBe(false);
      }
      const body = JSON.parse(hook.received[2].body);
      expect(body).toMatchObject({ type: 'monitor.event.high', id: `${app.id}:${event.id}`, data: { kind: 'root', riskLevel: 'high', udid: 'webhook-device', appId: app.id } });
      // A body changed on the way fails the check.
      expect(signatureValid({ ...hook.received[2], body: hook.received[2].body.replace('root', 'ROOT') }, secret)).toBe(false);
      await gqlAs(t, owner(), DELETE, { id: endpoint.id });
    } finally {
      await hook.close();
    }
  });

  it('gives up after the last attempt', async () => {
    const hook = await receiver([503, 503, 503, 503]);
    const saved = integrations().maxAttempts;
    integrations().maxAttempts = 2;
    try {
      const { endpoint } = await createEndpoint({ url: hook.url });
      await sendBatch(t, app, { events: [sdkEvent('root')] });
      await sendAt(0);
      await sendAt(2000);
      expect(await sendAt(60_000)).toBe(0);
      const [delivery] = await deliveries(endpoint.id);
      expect(delivery).toMatchObject({ status: 'FAILED', attemptCount: 2, lastStatusCode: 503, lastError: 'HTTP 503' });
      expect(hook.received).toHaveLength(2);
      await gqlAs(t, owner(), DELETE, { id: endpoint.id });
    } finally {
      integrations().maxAttempts = saved;
      await hook.close();
    }
  });

  it('records a receiver that cannot be reached as an error without status', async () => {
    const closed = await receiver();
    await closed.close();
    const { endpoint } = await createEndpoint({ url: closed.url });
    const test = await gqlAs(t, owner(), TEST, { id: endpoint.id });
    expect(test.data!.testIntegrationWebhook.data).toMatchObject({ eventType: 'integration.test', status: 'PENDING' });
    await sendAt(0);
    const [delivery] = await deliveries(endpoint.id);
    expect(delivery).toMatchObject({ status: 'FAILED', attemptCount: 1, lastStatusCode: null });
    expect(delivery.lastError).toMatch(/ECONNREFUSED/);
    await gqlAs(t, owner(), DELETE, { id: endpoint.id });
  });

  it('sends approval changes: a request, and its pass and application', async () => {
    const hook = await receiver();
    try {
      const { secret, endpoint } = await createEndpoint({ url: hook.url, events: ['monitor.approval.changed'] });
      const rule = await gqlAs(
        t,
        owner(),
        'mutation { createRiskRule(input: { name: "rooted devices", type: ENVIRONMENT, platform: ALL, kinds: [ROOT], riskLevel: HIGH, enabled: true }) { ... on MutationCreateRiskRuleSuccess { data { id } } } }',
      );
      const ruleId = rule.data!.createRiskRule.data.id;
      const requested = await gqlAs(
        t,
        m.tokens.requester,
        `mutation($i: SecurityResponseInput!) { requestSecurityResponseAdd(input: $i, reason: "threat") { __typename ... on AppError { code message } ... on MutationRequestSecurityResponseAddSuccess { data { id } } } }`,
        { i: { name: 'block rooted', ruleId, riskLevel: 'HIGH', responseType: 'BLOCK', description: 'x' } },
      );
      const approvalId = requested.data!.requestSecurityResponseAdd.data.id;
      const passed = await gqlAs(t, m.tokens.admin, `mutation($id: ID!) { passSecurityResponseApproval(id: $id, comment: "ok") { __typename ... on AppError { code message } } }`, {
        id: approvalId,
      });
      expect(passed.data!.passSecurityResponseApproval.__typename).not.toBe('AppError');
      const log = await deliveries(endpoint.id);
      expect(log.map((d) => d.eventId).sort()).toEqual([`${approvalId}:applied`, `${approvalId}:passed`, `${approvalId}:requested`]);
      await sendAt(0);
      expect(hook.received).toHaveLength(3);
      const bodies = hook.received.map((r) => {
        expect(signatureValid(r, secret)).toBe(true);
        return JSON.parse(r.body);
      });
      const pass = bodies.find((b) => b.data.status === 'passed');
      expect(pass).toMatchObject({ type: 'monitor.approval.changed', data: { approvalId, responseName: 'block rooted', approvalType: 'add', comment: 'ok' } });
      await gqlAs(t, owner(), DELETE, { id: endpoint.id });
    } finally {
      await hook.close();
    }
  });
});

describe('syslog export', () => {
  it('validates its settings and sends a well-formed CEF line over UDP', async () => {
    for (const [bad, message] of [
      [{ host: 'bad host!', port: 514 }, /host/],
      [{ host: 'siem.example.com', port: 0 }, /port/],
      [{ host: 'siem.example.com', port: 70000 }, /port/],
    ] as const) {
      const answer = await gqlAs(t, owner(), SYSLOG, { i: { protocol: 'UDP', enabled: true, ...bad } });
      expect(answer.data!.saveSyslogExport).toMatchObject({ __typename: 'AppError', code: '400' });
      expect(answer.data!.saveSyslogExport.message).toMatch(message);
    }
    const socket = dgram.createSocket('udp4');
    const lines: string[] = [];
    socket.on('message', (msg) => lines.push(msg.toString('utf8')));
    await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
    try {
      const port = socket.address().port;
      const saved = await gqlAs(t, owner(), SYSLOG, { i: { host: '127.0.0.1', port, protocol: 'UDP', enabled: true } });
      expect(saved.data!.saveSyslogExport.data).toEqual({ host: '127.0.0.1', port, protocol: 'UDP', enabled: true });
      const event = sdkEvent('root', { device: { udid: 'syslog|dev=1' } });
      await sendBatch(t, app, { events: [event] });
      await sendAt(0);
      for (let i = 0; i < 50 && lines.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
      expect(lines).toHaveLength(1);
      const line = lines[0];
      expect(line).toMatch(/^<131>1 \d{4}-\d\d-\d\dT[\d:.]+Z rampart rampart - - - CEF:0\|Rampart\|Rampart Console\|[^|]+\|monitor\.event\.root\|High-risk event: root\|8\|/);
      const extension = line.slice(line.indexOf('|8|') + 3);
      expect(extension).toContain(`externalId=${event.id}`);
      expect(extension).toContain(`cs1=${app.id}`);
      // "=" in a value is escaped; "|" needs no escape in the extension.
      expect(extension).toContain('cs2=syslog|dev\\=1');
      expect(extension).toContain('cat=monitor.event.high');
      const log = (await deliveries()).filter((d) => d.target === 'SYSLOG');
      expect(log[0]).toMatchObject({ status: 'DELIVERED', attemptCount: 1 });
      expect(log[0].attempts).toHaveLength(1);
      await gqlAs(t, owner(), SYSLOG, { i: { host: '127.0.0.1', port, protocol: 'UDP', enabled: false } });
    } finally {
      socket.close();
    }
  });
});

describe('syslog export over TCP', () => {
  it('sends one newline-framed CEF line per event', async () => {
    const chunks: Buffer[] = [];
    const server = net.createServer((socket) => socket.on('data', (c: Buffer) => chunks.push(c)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const port = (server.address() as AddressInfo).port;
      await gqlAs(t, owner(), SYSLOG, { i: { host: '127.0.0.1', port, protocol: 'TCP', enabled: true } });
      const event = sdkEvent('hook_frida');
      await sendBatch(t, app, { events: [event] });
      await sendAt(0);
      for (let i = 0; i < 50 && !Buffer.concat(chunks).toString('utf8').endsWith('\n'); i++) await new Promise((r) => setTimeout(r, 20));
      const lines = Buffer.concat(chunks).toString('utf8').split('\n');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toBe('');
      expect(lines[0]).toMatch(/ - - - CEF:0\|Rampart\|Rampart Console\|[^|]+\|monitor\.event\.hook_frida\|High-risk event: hook_frida\|8\|/);
      expect(lines[0]).toContain(`externalId=${event.id}`);
      await gqlAs(t, owner(), SYSLOG, { i: { host: '127.0.0.1', port, protocol: 'TCP', enabled: false } });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('retention', () => {
  it('drops finished deliveries past the retention and keeps pending and recent ones', async () => {
    const before = await t.runtime.deps.db.selectFrom('integrationDeliveries').select(['id', 'status']).where('accountId', '=', m.a.accountId).execute();
    expect(before.some((d) => d.status !== 'pending')).toBe(true);
    expect(await integrations().prune()).toBe(0);
    const saved = integrations().now;
    integrations().now = () => new Date(Date.now() + 31 * 86_400_000);
    try {
      expect(await integrations().prune()).toBe(before.filter((d) => d.status !== 'pending').length);
    } finally {
      integrations().now = saved;
    }
    const after = await t.runtime.deps.db.selectFrom('integrationDeliveries').select('status').where('accountId', '=', m.a.accountId).execute();
    expect(after.every((d) => d.status === 'pending')).toBe(true);
  });
});

describe('permissions', () => {
  it('needs monitor_auto_integration, refuses another account with not found, lets system admins act for an account', async () => {
    const { endpoint } = await createEndpoint({}, m.tokens.integrationsOnly);
    const codeOf = (answer: any, field: string) => answer.data?.[field]?.code ?? answer.errors?.[0]?.extensions?.code ?? null;

    for (const who of ['noCode'] as const) {
      expect(codeOf(await gqlAs(t, m.tokens[who], LIST), 'integrationWebhooks')).toBe('403');
      expect(codeOf(await gqlAs(t, m.tokens[who], CREATE, { i: input() }), 'createIntegrationWebhook')).toBe('403');
      expect(codeOf(await gqlAs(t, m.tokens[who], DELIVERIES, {}), 'integrationDeliveries')).toBe('403');
      expect(codeOf(await gqlAs(t, m.tokens[who], SYSLOG, { i: { host: 'a.example', port: 514, protocol: 'UDP', enabled: false } }), 'saveSyslogExport')).toBe('403');
    }
    const other = m.tokens.otherAccount;
    expect(codeOf(await gqlAs(t, other, UPDATE, { id: endpoint.id, i: input() }), 'updateIntegrationWebhook')).toBe('404');
    expect(codeOf(await gqlAs(t, other, DELETE, { id: endpoint.id }), 'deleteIntegrationWebhook')).toBe('404');
    expect(codeOf(await gqlAs(t, other, TEST, { id: endpoint.id }), 'testIntegrationWebhook')).toBe('404');
    expect(codeOf(await gqlAs(t, other, `query($id: ID!) { integrationWebhook(id: $id) { id } }`, { id: endpoint.id }), 'integrationWebhook')).toBe('404');
    expect((await gqlAs(t, other, LIST)).data!.integrationWebhooks.edges.map((e: any) => e.node.id)).not.toContain(endpoint.id);
    expect((await gqlAs(t, other, DELIVERIES, {})).data!.integrationDeliveries.totalCount).toBe(0);

    // The system admin acts for account A by naming it.
    const renamed = await gqlAs(t, m.tokens.systemAdmin, UPDATE, { id: endpoint.id, a: m.a.accountId, i: input({ name: 'by system admin' }) });
    expect(renamed.data!.updateIntegrationWebhook.data.name).toBe('by system admin');
    expect(codeOf(await gqlAs(t, m.tokens.integrationsOnly, DELETE, { id: endpoint.id }), 'deleteIntegrationWebhook')).toBeNull();
  });
});
