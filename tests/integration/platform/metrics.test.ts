import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSESSMENT_JOB } from '../../../server/src/modules/assessment/assessment.service';
import { gqlAs } from '../../helpers/graphql';
import { createMonitoredApp, sdkEvent, sendBatch } from '../../helpers/monitoring';
import { startTestServer, uniqueName, type TestServer } from '../../helpers/server';
import { SMALL_APK, submit, uploadFixture, waitForJob } from '../assessment/assessment-helpers';

const TOKEN = crypto.randomBytes(24).toString('base64url');

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text exposition, and each family's declared type. */
function parseExposition(text: string): { types: Map<string, string>; samples: Sample[] } {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const type = /^# TYPE (\S+) (\S+)$/.exec(line);
    if (type) types.set(type[1], type[2]);
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not an exposition line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[key] = value;
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return { types, samples };
}

/** The samples of a family: a histogram's `_count`, any other type's own samples. */
function family(parsed: ReturnType<typeof parseExposition>, name: string): Sample[] {
  const type = parsed.types.get(name);
  if (!type) throw new Error(`family ${name} is not exposed`);
  const sampleName = type === 'histogram' ? `${name}_count` : name;
  return parsed.samples.filter((s) => s.name === sampleName);
}

const scrape = (t: TestServer, authorization?: string) => t.runtime.app.server.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

describe('GET /metrics with RAMPART_METRICS_TOKEN', () => {
  let t: TestServer;
  let parsed: ReturnType<typeof parseExposition>;

  beforeAll(async () => {
    t = await startTestServer({ env: { RAMPART_METRICS_TOKEN: TOKEN, RAMPART_JOB_QUEUE: uniqueName('q') } });
    const account = await t.seed.account();
    const owner = await t.seed.userIn(account.accountId, account.roleIds.CUSTOMER_SUPER_ADMIN, {});
    const token = await t.login(owner.username, owner.password);
    const caller = { token };

    // GraphQL: a named query, and an anonymous mutation (the monitored app).
    expect((await gqlAs(t, token, 'query MetricsProbe { __typename }')).data).toEqual({ __typename: 'Query' });
    const app = await createMonitoredApp(t, token);
    // An SDK batch, projected before sendBatch returns.
    expect((await sendBatch(t, app, { events: [sdkEvent('root'), sdkEvent('heartbeat')] })).statusCode).toBe(200);
    // An assessment the worker runs (REST upload, submit and polling).
    const job = await waitForJob(t, caller, await submit(t, caller, await uploadFixture(t, caller, SMALL_APK)));
    expect(job.status, job.error).toBe('finished');
    // A job of a kind no worker here runs stays ready: the queue depth has something to show.
    await t.runtime.app.services.jobs.enqueue(t.runtime.deps.db, { accountId: account.accountId, kind: 'metrics-probe', payload: {} });
    // A request no route matches.
    expect((await t.runtime.app.server.inject({ method: 'GET', url: `/no/such/${crypto.randomUUID()}` })).statusCode).toBe(404);

    // Node's event loop lag gauge is measured after each scrape (and its delay histogram
    // samples every 10 ms), so a second scrape a little later shows it.
    expect((await scrape(t, `Bearer ${TOKEN}`)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const res = await scrape(t, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    parsed = parseExposition(res.body);
  }, 120_000);
  afterAll(() => t?.close());

  it('times HTTP requests by route pattern, and every unmatched URL under one label', () => {
    const http = family(parsed, 'rampart_http_request_duration_seconds');
    const routes = new Set(http.map((s) => s.labels.route));
    expect(routes).toContain('/api/file/upload');
    expect(routes).toContain('/graphql');
    expect(routes).toContain('unmatched');
    expect([...routes].some((r) => r.startsWith('/no/such'))).toBe(false);
    expect(http.find((s) => s.labels.route === '/api/file/upload' && s.labels.method === 'POST' && s.labels.status === '200')?.value).toBeGreaterThan(0);
  });

  it('times GraphQL operations by name and type, anonymous ones under one label', () => {
    const ops = family(parsed, 'rampart_graphql_operation_duration_seconds');
    expect(ops.find((s) => s.labels.operation === 'MetricsProbe')).toMatchObject({ labels: { type: 'query', outcome: 'ok' } });
    expect(ops.find((s) => s.labels.operation === 'anonymous' && s.labels.type === 'mutation')?.value).toBeGreaterThan(0);
  });

  it('shows job durations by kind and outcome, and the queue depth by kind and state', () => {
    expect(family(parsed, 'rampart_job_duration_seconds').find((s) => s.labels.kind === ASSESSMENT_JOB && s.labels.outcome === 'finished')?.value).toBe(1);
    expect(family(parsed, 'rampart_job_queue_depth').find((s) => s.labels.kind === 'metrics-probe')).toMatchObject({ labels: { status: 'ready' }, value: 1 });
  });

  it('counts ingested events and times their batches', () => {
    expect(family(parsed, 'rampart_ingest_events_total').find((s) => s.labels.outcome === 'accepted')?.value).toBe(2);
    expect(family(parsed, 'rampart_ingest_batch_duration_seconds').find((s) => s.labels.code === '200')?.value).toBe(1);
  });

  it('shows the projector lag and backlog', () => {
    expect(family(parsed, 'rampart_projector_lag_seconds')[0].value).toBeGreaterThan(0);
    const sum = parsed.samples.find((s) => s.name === 'rampart_projector_lag_seconds_sum');
    expect(sum?.value).toBeGreaterThan(0);
    expect(family(parsed, 'rampart_projector_backlog_seconds')).toHaveLength(1);
    expect(family(parsed, 'rampart_projector_queue_rows')).toHaveLength(1);
  });

  it('shows database connection waits and counts', () => {
    expect(family(parsed, 'rampart_db_pool_acquire_seconds')[0].value).toBeGreaterThan(0);
    expect(family(parsed, 'rampart_db_pool_waiting')).toHaveLength(1);
    const connections = family(parsed, 'rampart_db_pool_connections');
    expect(connections.map((s) => s.labels.state).sort()).toEqual(['busy', 'idle']);
    expect(connections.reduce((n, s) => n + s.value, 0)).toBeGreaterThan(0);
  });

  it('shows Node’s event loop lag and process figures', () => {
    expect(family(parsed, 'nodejs_eventloop_lag_seconds')[0].value).toBeGreaterThan(0);
    expect(family(parsed, 'nodejs_eventloop_lag_max_seconds')[0].value).toBeGreaterThan(0);
    expect(family(parsed, 'process_cpu_seconds_total')[0].value).toBeGreaterThan(0);
  });

  it('refuses a scrape without the token, with another token or another scheme', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, 'Bearer ', `Basic ${TOKEN}`, TOKEN]) {
      const res = await scrape(t, authorization);
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.json().code).toBe('401');
      expect(res.body).not.toContain('rampart_');
    }
  });
});

describe('GET /metrics without RAMPART_METRICS_TOKEN', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.close());

  it('does not exist, and no series are kept', async () => {
    expect((await scrape(t, `Bearer ${TOKEN}`)).statusCode).toBe(404);
    expect(t.runtime.app.metrics).toBeNull();
  });
});
