// PostgreSQL connections drop under load: a TCP proxy between the server and PostgreSQL cuts
// every connection and refuses new ones for a few seconds. While it is down the server answers
// 503 with Retry-After at once (GraphQL, REST, SDK ingestion, /healthz); once it is back the
// server recovers by itself, and every event it acknowledged before or after is stored.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/src/db/database';
import { createMonitoredApp } from '../helpers/monitoring';
import { startTestServer, type TestServer } from '../helpers/server';
import { describeFault } from './fault-services';
import {
  missingEvents,
  statusesSince,
  postEvents,
  projectionDrained,
  projectionRecount,
  recordFigures,
  sdkEvents,
  sleep,
  startLoad,
  TcpProxy,
  waitFor,
  type SdkApp,
} from './fault-helpers';

const DOWN_MS = 3_000;
/** "Quickly": an answer while the database is down comes within this, never a hung request. */
const QUICK_MS = 3_000;

describeFault('PostgreSQL connections dropped under load', () => {
  let proxy: TcpProxy;
  let t: TestServer;
  let direct: DatabaseHandle;
  let token: string;
  let accountId: string;
  let app: SdkApp;

  beforeAll(async () => {
    const databaseUrl = new URL(inject('databaseUrl')!);
    proxy = await TcpProxy.start({ host: databaseUrl.hostname, port: Number(databaseUrl.port || 5432) });
    const proxied = new URL(databaseUrl);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    t = await startTestServer({ listen: true, env: { DATABASE_URL: proxied.toString(), RAMPART_SDK_EVENTS_PER_SECOND: '1000000' } });
    // The test reads the database straight, never through the proxy.
    direct = await openDatabase({ databaseUrl: databaseUrl.toString(), dataDir: '' });
    const owner = await t.seed.user({ roleType: 'CUSTOMER_SUPER_ADMIN' });
    accountId = owner.accountId;
    token = await t.login(owner.username, owner.password);
    app = await createMonitoredApp(t, token);
  });

  afterAll(async () => {
    proxy?.restore();
    await t?.close();
    await direct?.close();
    await proxy?.close();
  });

  /** `{ viewer }` fails while building the context (the session is read); `signupSettings`, anonymous, in its resolver. */
  const graphql = (lang = 'en', query = '{ viewer { id username } }', auth = true) =>
    timed(() =>
      fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${token}` } : {}), lang },
        body: JSON.stringify({ query }),
        signal: AbortSignal.timeout(30_000),
      }),
    );
  const rest = (lang = 'en') => timed(() => fetch(`${t.url}/api/user/getUserInfo`, { headers: { authorization: `Bearer ${token}`, lang }, signal: AbortSignal.timeout(30_000) }));
  const health = () => timed(() => fetch(`${t.url}/healthz`, { signal: AbortSignal.timeout(30_000) }));

  it('answers 503 with Retry-After while PostgreSQL is unreachable, recovers by itself and loses nothing acknowledged', async ({ task }) => {
    const load = startLoad({ targets: () => [{ url: t.url, app }], batchSize: 20, everyMs: 40 });
    await waitFor('acknowledged events before the cut', () => load.report.acknowledged.size >= 200, 20_000);
    const acknowledgedBefore = load.report.acknowledged.size;

    const answersBefore = { ...load.report.statuses };
    proxy.cut();
    const cutAt = Date.now();
    // What is in flight fails now; what comes next must fail fast and say "try again".
    const gql = await graphql();
    const gqlZh = await graphql('zh-TW');
    const gqlResolver = await graphql('zh-TW', '{ signupSettings { enabled } }', false);
    const restAnswer = await rest();
    const restZh = await rest('zh-TW');
    const healthAnswer = await health();
    const ingest = await postEvents(t.url, app, sdkEvents(5));
    const answersWhileDown = [gql, gqlZh, gqlResolver, restAnswer, restZh, healthAnswer];

    for (const answer of answersWhileDown) {
      expect(answer.status).toBe(503);
      expect(answer.retryAfter).toBe('5');
      expect(answer.ms).toBeLessThan(QUICK_MS);
    }
    expect(gql.json.errors[0]).toMatchObject({ message: 'The service is temporarily unavailable; try again shortly.', extensions: { code: '503' } });
    expect(gql.json.errors[0].extensions).not.toHaveProperty('http');
    expect(gqlZh.json.errors[0].message).toBe('服務暫時無法使用，請稍後再試。');
    expect(gqlResolver.json.errors[0]).toMatchObject({ message: '服務暫時無法使用，請稍後再試。', path: ['signupSettings'], extensions: { code: '503' } });
    expect(restAnswer.json).toEqual({ code: '503', msg: 'The service is temporarily unavailable; try again shortly.', data: null });
    expect(restZh.json.msg).toBe('服務暫時無法使用，請稍後再試。');
    expect(healthAnswer.json).toMatchObject({ status: 'unavailable' });
    expect(ingest).toMatchObject({ status: 503, code: '503', retryAfter: '5', acknowledged: [] });
    expect(ingest.ms).toBeLessThan(QUICK_MS);

    await sleep(Math.max(0, DOWN_MS - (Date.now() - cutAt)));
    const loadWhileDown = statusesSince(answersBefore, load.report.statuses);
    proxy.restore();
    const restoredAt = Date.now();
    // Nothing restarts the server: the pool connects afresh on the next request.
    await waitFor('GraphQL to answer again', async () => (await graphql()).status === 200, 30_000, 100);
    const graphqlBackMs = Date.now() - restoredAt;
    await waitFor('SDK ingestion to accept again', async () => (await postEvents(t.url, app, sdkEvents(1))).status === 200, 30_000, 100);
    const ingestBackMs = Date.now() - restoredAt;
    expect((await rest()).status).toBe(200);
    expect((await health()).status).toBe(200);
    // A sign-in writes a session: the pool is healthy, not just answering reads.
    const owner = await t.seed.user({ roleType: 'CUSTOMER_SUPER_ADMIN' });
    expect(await t.login(owner.username, owner.password)).toBeTruthy();

    const acknowledgedAt = load.report.acknowledged.size;
    await waitFor('acknowledged events after the restore', () => load.report.acknowledged.size >= acknowledgedAt + 200, 20_000);
    const report = await load.stop();

    // Every 5xx was a 503 (never a masked 500), and every request was answered.
    const statuses = Object.keys(report.statuses).map(Number);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(report.statuses[503] ?? 0).toBeGreaterThan(0);

    const missing = await missingEvents(direct.db, [app.id], report.acknowledged);
    expect(missing).toEqual([]);
    // The projector failed while the database was away and caught up afterwards.
    await projectionDrained(direct.db, accountId);
    const [recount] = await projectionRecount(direct.db, [app.id]);
    expect(recount.projected).toEqual(recount.recounted);

    recordFigures(task, {
      'down for': `${DOWN_MS} ms (connections cut, new ones refused)`,
      '503 answer while down (max)': `${Math.round(Math.max(...answersWhileDown.map((a) => a.ms), ingest.ms))} ms`,
      'load answers during the outage': JSON.stringify(loadWhileDown),
      'time to recover (GraphQL)': `${graphqlBackMs} ms after the restore`,
      'time to recover (ingestion)': `${ingestBackMs} ms after the restore`,
      'events sent': report.sent,
      'events acknowledged (before cut)': acknowledgedBefore,
      'events acknowledged (total)': report.acknowledged.size,
      'acknowledged events stored': report.acknowledged.size - missing.length,
      'answers by HTTP status': JSON.stringify(report.statuses),
      projection: `${recount.events} events on ${recount.devices} devices, rollups ${recount.rollupEvents} = recount`,
    });
  });
});

async function timed(request: () => Promise<Response>): Promise<{ status: number; retryAfter: string | null; ms: number; json: any }> {
  const t0 = performance.now();
  const res = await request();
  const json = await res.json().catch(() => null);
  return { status: res.status, retryAfter: res.headers.get('retry-after'), ms: performance.now() - t0, json };
}
