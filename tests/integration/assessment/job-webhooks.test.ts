import crypto from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gqlAs } from '../../helpers/graphql';
import { receiver, signatureValid, type Received } from '../../helpers/webhook-receiver';
import { roleMatrix, type RoleMatrix } from '../../helpers/role-matrix';
import { ownDatabase, startTestServer, uniqueName, type TestServer } from '../../helpers/server';
import { bufferSource } from '../../../server/src/engines/archive/byte-source';
import { ZipArchive } from '../../../server/src/engines/archive/zip-reader';
import { fixture, SMALL_APK, submit, uploadBytes, uploadFixture, waitForJob, zipOf } from './assessment-helpers';

/**
 * Job webhooks (issue 21): a finished or failed assessment job notifies the account's subscribed
 * job endpoints through the outbound-integrations outbox — signed like monitoring's webhooks,
 * retried with backoff (the schedule shortened to 1 s steps, the sender's clock moved by hand),
 * every attempt in the delivery log — and nobody else's; only account administrators manage them.
 * Receivers listen on 127.0.0.1, which RAMPART_WEBHOOK_PRIVATE_TARGETS lets deliveries reach.
 */
let t: TestServer;
let m: RoleMatrix<'monitoringIntegrations'>;
let clock = Date.now();
const owner = () => m.tokens.customerSuperAdmin;
const integrations = () => t.runtime.app.services.integrations;

const receivers: Array<Awaited<ReturnType<typeof receiver>>> = [];

const CREATE = `mutation($i: IntegrationWebhookInput!) { createJobWebhook(input: $i) {
  __typename ... on AppError { code message } ... on MutationCreateJobWebhookSuccess { data { secret endpoint { id url events enabled } } } } }`;
const UPDATE = `mutation($id: ID!, $i: IntegrationWebhookInput!) { updateJobWebhook(id: $id, input: $i) {
  __typename ... on AppError { code } ... on MutationUpdateJobWebhookSuccess { data { id enabled } } } }`;
const DELETE = 'mutation($id: ID!) { deleteJobWebhook(id: $id) { __typename ... on AppError { code } } }';
const TEST = `mutation($id: ID!) { testJobWebhook(id: $id) { __typename ... on AppError { code } ... on MutationTestJobWebhookSuccess { data { id eventType } } } }`;
const LIST = 'query { jobWebhooks(first: 50) { totalCount edges { node { id url events } } } }';
const MONITORING_LIST = 'query { integrationWebhooks(first: 50) { edges { node { id } } } }';
const DELIVERIES = `query($e: ID) { jobWebhookDeliveries(first: 20, endpointId: $e) { totalCount edges { node {
  id eventType eventId status attemptCount nextAttemptAt lastStatusCode attempts { attempt statusCode error attemptedAt } } } } }`;

async function createEndpoint(url: string, events = ['assessment.finished', 'assessment.failed'], token = owner()) {
  const answer = await gqlAs(t, token, CREATE, { i: { name: `jobs ${crypto.randomBytes(3).toString('hex')}`, url, events, enabled: true } });
  const data = answer.data?.createJobWebhook?.data;
  if (!data) throw new Error(`createJobWebhook failed: ${JSON.stringify(answer)}`);
  return data as { secret: string; endpoint: { id: string } };
}

async function deliveries(endpointId: string, token = owner()) {
  const answer = await gqlAs(t, token, DELIVERIES, { e: endpointId });
  if (!answer.data) throw new Error(JSON.stringify(answer));
  return answer.data.jobWebhookDeliveries.edges.map((e: { node: any }) => e.node) as any[];
}

/** Moves the sender's clock on and sends whatever is due. */
async function sendAt(advanceMs: number) {
  clock += advanceMs;
  return integrations().sendDue();
}

/** Sends until `received` holds `count` requests (a sender of this instance may have sent some already). */
async function untilReceived(received: Received[], count: number) {
  for (let i = 0; i < 100 && received.length < count; i++) {
    await integrations().sendDue();
    if (received.length < count) await new Promise((r) => setTimeout(r, 50));
  }
  expect(received).toHaveLength(count);
}

async function runAssessment(): Promise<string> {
  const caller = { token: owner() };
  const jobId = await submit(t, caller, await uploadFixture(t, caller, SMALL_APK));
  const job = await waitForJob(t, caller, jobId);
  expect(job.status).toBe('finished');
  return jobId;
}

// Every worker's sender takes due deliveries of the whole database: other files' servers (which
// refuse loopback targets) must not try these.
let database: Awaited<ReturnType<typeof ownDatabase>>;

beforeAll(async () => {
  database = await ownDatabase();
  t = await startTestServer({ env: { ...database.env, RAMPART_JOB_QUEUE: uniqueName('q'), RAMPART_WEBHOOK_PRIVATE_TARGETS: 'true' } });
  m = await roleMatrix(t, {
    monitoringIntegrations: async ({ a, roleInA }) => t.seed.userIn(a.accountId, await roleInA(['threat_perception', 'monitor_auto_integration']), {}),
  });
  integrations().now = () => new Date(clock);
  integrations().retryDelaysMs = [1000];
}, 120_000);
afterAll(async () => {
  for (const r of receivers) await r.close();
  await t.close();
  await database.drop();
});

describe('job webhook endpoints', () => {
  it('are managed by account administrators only, in their own account', async () => {
    const url = 'https://hooks.example.com/jobs';
    for (const who of ['customerSuperAdmin', 'admin'] as const) {
      const answer = await gqlAs(t, m.tokens[who], CREATE, { i: { name: `by ${who}`, url, events: ['hardening.finished'], enabled: true } });
      expect(answer.data?.createJobWebhook?.__typename, who).toBe('MutationCreateJobWebhookSuccess');
    }
    for (const who of ['user', 'view', 'monitoringIntegrations'] as const) {
      const create = await gqlAs(t, m.tokens[who], CREATE, { i: { name: 'nope', url, events: ['hardening.finished'], enabled: true } });
      expect(create.data?.createJobWebhook ?? null, who).toBeNull();
      expect(create.errors?.[0].extensions?.code, who).toBe('403');
      const list = await gqlAs(t, m.tokens[who], LIST);
      expect(list.errors?.[0].extensions?.code, who).toBe('403');
    }
    const mine = (await gqlAs(t, owner(), LIST)).data!.jobWebhooks;
    expect(mine.totalCount).toBe(2);
    // Another account sees none of them and cannot change them: they do not exist for it.
    expect((await gqlAs(t, m.tokens.otherAccount, LIST)).data!.jobWebhooks.totalCount).toBe(0);
    const id = mine.edges[0].node.id;
    const foreign = await gqlAs(t, m.tokens.otherAccount, UPDATE, { id, i: { name: 'x', url, events: ['hardening.failed'], enabled: false } });
    expect(foreign.data!.updateJobWebhook).toMatchObject({ __typename: 'AppError', code: '404' });
    expect((await gqlAs(t, m.tokens.otherAccount, DELETE, { id })).data!.deleteJobWebhook).toMatchObject({ code: '404' });
    // Job endpoints are not monitoring's: its list and mutations do not see them, and the
    // families' event types do not mix.
    const monitoring = (await gqlAs(t, owner(), MONITORING_LIST)).data!.integrationWebhooks.edges.map((e: { node: { id: string } }) => e.node.id);
    expect(monitoring).not.toContain(id);
    const wrongEvents = await gqlAs(t, owner(), CREATE, { i: { name: 'x', url, events: ['monitor.event.high'], enabled: true } });
    expect(wrongEvents.data!.createJobWebhook).toMatchObject({ __typename: 'AppError', code: '400' });
    for (const edge of mine.edges) expect((await gqlAs(t, owner(), DELETE, { id: edge.node.id })).data!.deleteJobWebhook.__typename).not.toBe('AppError');
    expect((await gqlAs(t, owner(), LIST)).data!.jobWebhooks.totalCount).toBe(0);
  });
});

describe('job notifications', () => {
  it('delivers a finished assessment, signed, to the subscribed endpoints of its account only', async () => {
    const mineR = await receiver();
    const otherR = await receiver();
    const unsubscribedR = await receiver();
    receivers.push(mineR, otherR, unsubscribedR);
    const mine = await createEndpoint(mineR.url);
    await createEndpoint(unsubscribedR.url, ['hardening.finished']);
    await createEndpoint(otherR.url, ['assessment.finished'], m.tokens.otherAccount);

    const jobId = await runAssessment();
    await untilReceived(mineR.received, 1);
    const [request] = mineR.received;
    expect(signatureValid(request, mine.secret)).toBe(true);
    expect(signatureValid(request, `${mine.secret}x`)).toBe(false);
    expect(request.headers['x-rampart-event']).toBe('assessment.finished');
    const body = JSON.parse(request.body);
    expect(body).toMatchObject({ id: jobId, type: 'assessment.finished', accountId: m.a.accountId });
    expect(body.data).toMatchObject({ kind: 'assessment', jobId, status: 'finished', fileName: SMALL_APK, platform: 'android', error: null });
    expect(typeof body.data.score).toBe('number');
    expect(body.data.summary).toEqual(expect.objectContaining({ high: expect.any(Number), info: expect.any(Number) }));
    expect(body.data.links.console).toMatch(new RegExp(`/security-analysis/android/preview\\?id=${jobId}$`));
    expect(Date.parse(body.data.finishedAt)).not.toBeNaN();

    await integrations().sendDue();
    expect(otherR.received).toHaveLength(0);
    expect(unsubscribedR.received).toHaveLength(0);
    const log = await deliveries(mine.endpoint.id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ eventType: 'assessment.finished', eventId: jobId, status: 'DELIVERED', attemptCount: 1, lastStatusCode: 200 });
    // Another account cannot read this endpoint's log.
    expect(await deliveries(mine.endpoint.id, m.tokens.otherAccount)).toHaveLength(0);
    await gqlAs(t, owner(), UPDATE, { id: mine.endpoint.id, i: { name: 'off', url: mineR.url, events: ['assessment.finished'], enabled: false } });
  }, 120_000);

  it('retries a failing receiver with backoff and logs every attempt', async () => {
    const failing = await receiver([500, 500]);
    receivers.push(failing);
    const endpoint = await createEndpoint(failing.url, ['assessment.finished']);
    const jobId = await runAssessment();

    await untilReceived(failing.received, 1);
    let [delivery] = await deliveries(endpoint.endpoint.id);
    expect(delivery).toMatchObject({ eventId: jobId, status: 'PENDING', attemptCount: 1, lastStatusCode: 500 });
    // The next attempt waits the first step of the schedule (1 s here, ±20 % jitter).
    const wait = Date.parse(delivery.nextAttemptAt) - clock;
    expect(wait).toBeGreaterThanOrEqual(800);
    expect(wait).toBeLessThanOrEqual(1200);
    await sendAt(500);
    expect(failing.received).toHaveLength(1);

    await sendAt(1000);
    expect(failing.received).toHaveLength(2);
    await sendAt(1500);
    expect(failing.received).toHaveLength(3);
    [delivery] = await deliveries(endpoint.endpoint.id);
    expect(delivery).toMatchObject({ status: 'DELIVERED', attemptCount: 3, lastStatusCode: 200, nextAttemptAt: null });
    expect(delivery.attempts.map((a: { statusCode: number }) => a.statusCode)).toEqual([500, 500, 200]);
    // The same job's event, retried, is the same signed delivery each time.
    expect(new Set(failing.received.map((r) => r.headers['x-rampart-delivery'])).size).toBe(1);
    expect(failing.received.every((r) => signatureValid(r, endpoint.secret))).toBe(true);
  }, 120_000);

  it('delivers a failed assessment with its error, and a test event on request', async () => {
    const r = await receiver();
    receivers.push(r);
    const endpoint = await createEndpoint(r.url, ['assessment.failed']);
    const caller = { token: owner() };
    // A real package with its manifest cut short: the scan fails.
    const zip = ZipArchive.open(bufferSource(fs.readFileSync(fixture('mastg-UnCrackable-Level1.apk'))));
    const entries = zip.names().map((n): [string, Buffer] => [n, n === 'AndroidManifest.xml' ? zip.readByName(n)!.subarray(0, 100) : zip.readByName(n)!]);
    const upload = await uploadBytes(t, caller, 'broken.apk', await zipOf(entries));
    expect(upload.code).toBe('200');
    const jobId = await submit(t, caller, upload.data!.fileId);
    expect((await waitForJob(t, caller, jobId)).status).toBe('failed');
    await untilReceived(r.received, 1);
    const body = JSON.parse(r.received[0].body);
    expect(body).toMatchObject({ id: jobId, type: 'assessment.failed' });
    expect(body.data).toMatchObject({ jobId, status: 'failed', fileName: 'broken.apk', score: null });
    expect(body.data.error.code).toBe('android.manifest_malformed');
    expect(signatureValid(r.received[0], endpoint.secret)).toBe(true);

    const test = await gqlAs(t, owner(), TEST, { id: endpoint.endpoint.id });
    expect(test.data!.testJobWebhook.data.eventType).toBe('integration.test');
    await untilReceived(r.received, 2);
    expect(r.received[1].headers['x-rampart-event']).toBe('integration.test');
    const forbidden = await gqlAs(t, m.tokens.user, TEST, { id: endpoint.endpoint.id });
    expect(forbidden.errors?.[0].extensions?.code).toBe('403');
  }, 120_000);
});
