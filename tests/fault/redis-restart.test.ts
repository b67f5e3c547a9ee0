// Redis restarted under load: a server on PostgreSQL and a redis-server of the test's own takes
// signed SDK batches and holds a graphql-ws subscription while that redis-server is killed and
// started again. The server keeps answering (503 while Redis is away, never a crash or a 500),
// the per-key rate limit and pub/sub work again afterwards (a subscription opened before the
// restart and one opened while Redis was away both receive events), a publish while Redis is
// away is dropped without harm, and every acknowledged event is stored.
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createMonitoredApp } from '../helpers/monitoring';
import { startTestServer, uniqueName, type TestServer } from '../helpers/server';
import { SMALL_APK, submit, uploadFixture } from '../integration/assessment/assessment-helpers';
import { describeFault } from './fault-services';
import {
  missingEvents,
  statusesSince,
  postEvents,
  projectionDrained,
  projectionRecount,
  RedisProcess,
  recordFigures,
  sdkEvents,
  sleep,
  startLoad,
  waitFor,
  type SdkApp,
} from './fault-helpers';

const DOWN_MS = 2_000;
/** Events one SDK key may send per second: the load stays under it, a burst goes over. */
const RATE = 400;

describeFault('Redis restarted under load', () => {
  let redis: RedisProcess;
  let t: TestServer;
  let token: string;
  let accountId: string;
  let loadApp: SdkApp;
  let burstApp: SdkApp;
  let ws: Client;
  /** Arrival times of monitoringUpdated messages. */
  const updates: number[] = [];
  const subscriptionErrors: unknown[] = [];

  beforeAll(async () => {
    redis = await RedisProcess.start();
    t = await startTestServer({ listen: true, env: { REDIS_URL: redis.url, RAMPART_SDK_EVENTS_PER_SECOND: String(RATE), RAMPART_JOB_QUEUE: uniqueName('q') } });
    const owner = await t.seed.user({ roleType: 'CUSTOMER_SUPER_ADMIN' });
    accountId = owner.accountId;
    token = await t.login(owner.username, owner.password);
    loadApp = await createMonitoredApp(t, token);
    burstApp = await createMonitoredApp(t, token);
    ws = createClient({ url: `${t.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
    ws.subscribe(
      { query: 'subscription { monitoringUpdated { at last24Hours { events } } }' },
      { next: () => void updates.push(Date.now()), error: (err) => void subscriptionErrors.push(err), complete: () => {} },
    );
  });

  afterAll(async () => {
    await ws?.dispose();
    await t?.close();
    await redis?.kill();
  });

  /**
   * Ten batches of 100 at once to a key allowed RATE a second: some pass, the rest are limited
   * (2.5 times the limit, so even answers spread over two seconds meet it).
   */
  async function burst() {
    const answers = await Promise.all(Array.from({ length: 10 }, () => postEvents(t.url, burstApp, sdkEvents(100))));
    return { ok: answers.filter((a) => a.status === 200).length, limited: answers.filter((a) => a.status === 429 && Number(a.retryAfter) >= 1).length, answers };
  }

  const viewer = async () => {
    const t0 = performance.now();
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ viewer { id } }' }),
      signal: AbortSignal.timeout(30_000),
    });
    return { status: res.status, ms: performance.now() - t0 };
  };

  it('keeps answering, recovers rate limits and pub/sub after the restart, and stores every acknowledged event', async ({ task }) => {
    // About 200 events a second, under the key's limit.
    const load = startLoad({ targets: () => [{ url: t.url, app: loadApp }], batchSize: 10, everyMs: 50 });
    await waitFor('a live update before the restart', () => updates.length > 0, 20_000);
    const before = await burst();
    expect(before.ok).toBeGreaterThan(0);
    expect(before.limited).toBeGreaterThan(0);

    const answersBefore = { ...load.report.statuses };
    await redis.kill();
    const downAt = Date.now();
    // The server keeps answering while Redis is away: what needs no Redis works, the rest is a 503.
    const whileDown = await viewer();
    const ingestWhileDown = await postEvents(t.url, loadApp, sdkEvents(5));
    expect(whileDown.status).toBe(200);
    expect([200, 503]).toContain(ingestWhileDown.status);
    // A job's progress published now is lost (live updates are best effort), never a crash.
    t.runtime.deps.pubsub.publish('job:updated', accountId, { id: '00000000-0000-0000-0000-000000000000', kind: 'assessment', status: 'processing', progress: 10, error: null });
    // A subscription opened now starts listening once Redis is back.
    const jobUpdates: Array<{ id: string; status: string }> = [];
    ws.subscribe(
      { query: 'subscription { assessmentJobUpdated { id status } }' },
      { next: (m: any) => void jobUpdates.push(m.data.assessmentJobUpdated), error: (err) => void subscriptionErrors.push(err), complete: () => {} },
    );
    await sleep(Math.max(0, DOWN_MS - (Date.now() - downAt)));
    const loadWhileDown = statusesSince(answersBefore, load.report.statuses);

    await redis.startAgain();
    const restartedAt = Date.now();
    await waitFor('SDK ingestion to accept again', async () => (await postEvents(t.url, loadApp, sdkEvents(1))).status === 200, 30_000, 100);
    const ingestBackMs = Date.now() - restartedAt;
    // The subscription opened before the restart gets live updates again.
    await waitFor('a live update after the restart', () => updates.some((at) => at > restartedAt), 30_000, 100);
    const pubsubBackMs = updates.find((at) => at > restartedAt)! - restartedAt;
    const jobId = await submit(t, { token }, await uploadFixture(t, { token }, SMALL_APK));
    await waitFor('the job finished, seen by the subscription opened while Redis was away', () => jobUpdates.some((u) => u.id === jobId && u.status === 'FINISHED'), 60_000, 100);
    // Rate limits count again (in the new Redis): a burst over the limit is limited again.
    await sleep(1100);
    const after = await burst();
    expect(after.ok).toBeGreaterThan(0);
    expect(after.limited).toBeGreaterThan(0);

    await sleep(500);
    const report = await load.stop();
    expect(subscriptionErrors).toEqual([]);
    // Every answer was a 200 or a 503 while Redis was away: never a 500, never no answer.
    expect(
      Object.keys(report.statuses)
        .map(Number)
        .filter((s) => s !== 200 && s !== 503),
    ).toEqual([]);

    const missing = await missingEvents(t.runtime.deps.db, [loadApp.id], report.acknowledged);
    expect(missing).toEqual([]);
    await projectionDrained(t.runtime.deps.db, accountId);
    const [recount] = await projectionRecount(t.runtime.deps.db, [loadApp.id]);
    expect(recount.projected).toEqual(recount.recounted);

    recordFigures(task, {
      'redis down for': `${DOWN_MS} ms (killed, started again on the same port)`,
      'GraphQL while down': `${whileDown.status} in ${Math.round(whileDown.ms)} ms`,
      'SDK ingestion while down': `${ingestWhileDown.status} in ${Math.round(ingestWhileDown.ms)} ms`,
      'load answers during the outage': JSON.stringify(loadWhileDown),
      'time to recover (ingestion)': `${ingestBackMs} ms after the restart`,
      'time to recover (pub/sub)': `${pubsubBackMs} ms after the restart (first live update)`,
      'rate limit before / after': `${before.limited} / ${after.limited} of 10 batches of a burst answered 429`,
      'live updates received': updates.length,
      'job updates to the late subscription': jobUpdates.length,
      'events sent': report.sent,
      'events acknowledged': report.acknowledged.size,
      'acknowledged events stored': report.acknowledged.size - missing.length,
      'answers by HTTP status': JSON.stringify(report.statuses),
    });
  });
});
