// Monitoring ingestion: a load generator in this process sends
// signed batches to a real server process for 60 s and reports sustained events/s, p50/p99
// accept latency, the time from an accepted batch to the live dashboard message that counts
// it, and dashboard query latency over what was stored; then a second server is killed with
// SIGKILL mid-run and the events in the database are compared with the acknowledged count.
// Before the server runs, PostgreSQL's own cost: the statement ingestion issues
// (storeEventBatches: INSERT … jsonb_to_recordset plus the projection queue row), sent
// straight from this process over a pool of its own into a fresh database, at the same rate,
// batch size and concurrency; our latencies are printed as ratios to it, which stay
// meaningful on a loaded machine where absolute figures do not. With RAMPART_METRICS_TOKEN
// served, the server's own timings (ingestion steps, pool waits, event loop delay) break the
// batch latency down. BENCH_AT_SCALE=0 skips the dashboard over 10 million events. On
// PostgreSQL + Redis (DATABASE_URL / REDIS_URL). It prints figures and never fails on speed.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createClient } from 'graphql-ws';
import pg from 'pg';
import { WebSocket } from 'ws';
import { createApp, signIn, simulate, type FleetApp } from '../../server/src/cli/device-fleet';
import { openDatabase } from '../../server/src/db/database';
import { migrateToLatest } from '../../server/src/db/migrate';
import { createAccountWithRoles } from '../../server/src/modules/accounts/accounts.repo';
import { storeEventBatches, type EventRow } from '../../server/src/modules/monitoring/events.repo';
import { BENCH_PASSWORD, startServerProcess, withBenchDatabase, type ServerProcess } from './server-process';

const PASSWORD = BENCH_PASSWORD;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 60);
const RATE = Number(process.env.BENCH_RATE ?? 6000);
const APPS = 4;
// Events per signed batch and batches in flight. A device's SDK uploads what it queued since
// its last upload, a handful of events; a relay or an SDK back online sends more. Batches of
// 50 keep the load generator, which shares the machine, from taking the server's CPU.
const BATCH = Number(process.env.BENCH_BATCH ?? 50);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 16);

type Server = ServerProcess;

/** Served by the bench servers so the breakdown can read their timings. */
const METRICS_TOKEN = `bench-${crypto.randomBytes(12).toString('hex')}`;

interface Latency {
  p50: number;
  p99: number;
  max: number;
}

/** Kinds the device simulator sends, with the level and matched rules the default policy gives them. */
const BASELINE_KINDS: Array<[kind: string, level: string, matched: string[], weight: number]> = [
  ['heartbeat', 'none', [], 0.91],
  ['vpn', 'low', ['kind:vpn'], 0.03],
  ['root', 'high', ['kind:root'], 0.02],
  ['hook_frida', 'high', ['kind:hook_frida'], 0.02],
  ['emulator', 'medium', ['kind:emulator'], 0.02],
];

/** An event row as ingestion stores one from the device simulator's fleet. */
function baselineRow(accountId: string, appId: string, device: number, seq: string): EventRow {
  let r = Math.random();
  const [kind, riskLevel, matched] = BASELINE_KINDS.find(([, , , w]) => (r -= w) < 0) ?? BASELINE_KINDS[0];
  return {
    accountId,
    appId,
    eventId: seq,
    occurredAt: new Date(),
    kind: kind as EventRow['kind'],
    riskLevel: riskLevel as EventRow['riskLevel'],
    exempt: false,
    matched,
    incidentIds: [],
    udid: `00000000-0000-4000-8000-${String(device).padStart(12, '0')}`,
    userUdid: `user-${device}`,
    brand: 'samsung',
    model: 'SM-S918B',
    osVersion: '14',
    platform: 'android',
    clientIp: `203.0.113.${device % 250}`,
    country: 'TWN',
    sdkVersion: '1.4.0',
    appVersion: '3.2.0',
    details: kind === 'hook_frida' ? { port: 27042 } : kind === 'root' ? { method: 'su_binary' } : {},
    environment: riskLevel === 'none' ? [] : [kind],
    installedApps: [],
  };
}

/**
 * PostgreSQL's own cost for ingestion's statement: storeEventBatches (the same SQL the server's
 * group commit issues), one batch per statement, paced as the device simulator paces its
 * requests (rate, batch size, batches in flight), over a pool of its own (10 connections, as
 * the server's) into a fresh database migrated here.
 */
async function postgresBaseline(): Promise<Latency & { batches: number; events: number; seconds: number }> {
  let result!: Latency & { batches: number; events: number; seconds: number };
  await withBenchDatabase(async (env) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-ingest-baseline-'));
    const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
    try {
      await migrateToLatest(handle.db);
      const { accountId } = await createAccountWithRoles(handle.db, { name: 'bench', keyIdentifier: `bench-${crypto.randomBytes(4).toString('hex')}`, entitlements: [] }, 'en');
      const appIds: string[] = [];
      for (let i = 0; i < APPS; i++) {
        const { id } = await handle.db
          .insertInto('monitoredApps')
          .values({
            accountId,
            appId: `com.bench.app${i}`,
            name: `Bench app ${i}`,
            platform: 'android',
            description: null,
            defaultRegion: null,
            eventKinds: [],
            sdkKey: crypto.randomBytes(12).toString('hex'),
            secretSealed: 'x',
            createdBy: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        appIds.push(id);
      }
      const latencies: number[] = [];
      let seq = 0;
      let events = 0;
      const started = Date.now();
      const deadline = started + DURATION_S * 1000;
      const total = RATE * DURATION_S;
      let lastSend = 0;
      const inFlight = new Set<Promise<void>>();
      while (Date.now() < deadline && events < total) {
        const due = Math.min(total, Math.floor(((Date.now() - started) / 1000) * RATE)) - events;
        const lingering = due < BATCH && Date.now() - lastSend < 100;
        if (due <= 0 || lingering || inFlight.size >= IN_FLIGHT) {
          await (inFlight.size >= IN_FLIGHT ? Promise.race(inFlight) : new Promise((r) => setTimeout(r, 10)));
          continue;
        }
        const count = Math.min(due, BATCH);
        const appId = appIds[seq % appIds.length];
        const rows = Array.from({ length: count }, () => baselineRow(accountId, appId, crypto.randomInt(20_000), `baseline-${++seq}`));
        events += count;
        lastSend = Date.now();
        const t0 = performance.now();
        const p = storeEventBatches(handle.db, [{ accountId, rows }])
          .then(() => void latencies.push(performance.now() - t0))
          .finally(() => inFlight.delete(p));
        inFlight.add(p);
      }
      await Promise.all(inFlight);
      result = { p50: pct(latencies, 0.5), p99: pct(latencies, 0.99), max: Math.max(...latencies), batches: latencies.length, events, seconds: (Date.now() - started) / 1000 };
    } finally {
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
  return result;
}

/** The server's Prometheus series (null when it serves none). */
async function scrape(url: string): Promise<Map<string, number> | null> {
  const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }).catch(() => null);
  if (!res?.ok) return null;
  const series = new Map<string, number>();
  for (const line of (await res.text()).split('\n')) {
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*(?:\{[^}]*\})?) (\S+)$/.exec(line);
    if (m) series.set(m[1], Number(m[2]));
  }
  return series;
}

/** Mean of a histogram (by its _sum and _count, labels included) between two scrapes, in ms; NaN when unobserved. */
function meanMs(before: Map<string, number>, after: Map<string, number>, name: string, labels = ''): number {
  const at = (m: Map<string, number>, suffix: string) => m.get(`${name}_${suffix}${labels}`) ?? 0;
  const count = at(after, 'count') - at(before, 'count');
  return count > 0 ? ((at(after, 'sum') - at(before, 'sum')) / count) * 1000 : NaN;
}

/** Observations of a histogram between two scrapes. */
function countOf(before: Map<string, number>, after: Map<string, number>, name: string, labels = ''): number {
  return (after.get(`${name}_count${labels}`) ?? 0) - (before.get(`${name}_count${labels}`) ?? 0);
}

/** Where a batch's time went on the server, from its metrics around the run. */
function printBreakdown(before: Map<string, number> | null, after: Map<string, number> | null, ours: Latency) {
  if (!before || !after) {
    console.log('  breakdown            (the server serves no /metrics: RAMPART_METRICS_TOKEN is not supported by this build)');
    return;
  }
  const served = meanMs(before, after, 'rampart_ingest_batch_duration_seconds', '{code="200"}');
  console.log(`  breakdown            mean per batch, server side (the rest of the client's latency is HTTP, the client and the machine):`);
  console.log(`    request (server)   ${ms(served)} of the client's p50 ${ms(ours.p50)}`);
  for (const stage of ['authenticate', 'subscription', 'rateLimit', 'evaluate', 'store', 'statement', 'blacklist', 'outbox']) {
    const n = countOf(before, after, 'rampart_ingest_stage_seconds', `{stage="${stage}"}`);
    if (n === 0) continue;
    const note =
      stage === 'store'
        ? ' (waiting for the group commit + its statement)'
        : stage === 'statement'
          ? ` (per group commit: ${n} statements)`
          : stage === 'authenticate'
            ? ' (incl. the nonce round trip)'
            : stage === 'rateLimit'
              ? ' (a Redis round trip when Redis is on)'
              : '';
    console.log(`    ${stage.padEnd(18)} ${ms(meanMs(before, after, 'rampart_ingest_stage_seconds', `{stage="${stage}"}`))}${note}`);
  }
  const acquires = countOf(before, after, 'rampart_db_pool_acquire_seconds');
  if (acquires > 0)
    console.log(`    pool wait          ${ms(meanMs(before, after, 'rampart_db_pool_acquire_seconds'))} mean over ${acquires} checkouts (projector and dashboard included)`);
  const lag = after.get('nodejs_eventloop_lag_p99_seconds');
  if (lag !== undefined) {
    console.log(
      `    event loop delay   p50 ${ms((after.get('nodejs_eventloop_lag_p50_seconds') ?? NaN) * 1000)}  p99 ${ms(lag * 1000)}  max ${ms((after.get('nodejs_eventloop_lag_max_seconds') ?? NaN) * 1000)}`,
    );
  }
  const cpu = (m: Map<string, number>) => m.get('process_cpu_seconds_total') ?? NaN;
  console.log(`    server CPU         ${(cpu(after) - cpu(before)).toFixed(1)} s over the run`);
}

const startServer = (env: Record<string, string>, dataDir?: string): Promise<Server> =>
  startServerProcess({ RAMPART_SDK_EVENTS_PER_SECOND: '1000000', RAMPART_TRUST_PROXY: 'true', ...env }, dataDir);

/** A child killed by a signal has a signalCode and no exitCode. */
const exited = (server: Server) => server.child.exitCode !== null || server.child.signalCode !== null;

async function stop(server: Server, signal: NodeJS.Signals = 'SIGTERM') {
  if (exited(server)) return;
  const gone = new Promise((r) => server.child.once('exit', r));
  server.child.kill(signal);
  await gone;
}

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : NaN;
};
const ms = (v: number) => `${v.toFixed(1)} ms`;

async function gql(url: string, token: string, query: string) {
  const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query }) });
  return (await res.json()) as { data?: any; errors?: unknown };
}

async function setUp(url: string): Promise<{ token: string; apps: FleetApp[] }> {
  const token = await signIn(url, 'admin', PASSWORD);
  const apps: FleetApp[] = [];
  for (let i = 0; i < APPS; i++) apps.push(await createApp(url, token, `Bench app ${i + 1}`, i % 2 ? 'ios' : 'android'));
  return { token, apps };
}

/** Sustained load with live-update and dashboard timings. */
async function throughput(label: string, env: Record<string, string>) {
  const baseline = await postgresBaseline();
  const server = await startServer({ RAMPART_METRICS_TOKEN: METRICS_TOKEN, ...env });
  try {
    const { token, apps } = await setUp(server.url);
    const metricsBefore = await scrape(server.url);
    const acks: number[] = [];
    const updates: number[] = [];
    const client = createClient({
      url: `${server.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
    });
    client.subscribe(
      { query: 'subscription { monitoringUpdated { at } }' },
      { next: (m: any) => updates.push(Date.parse(m.data.monitoringUpdated.at)), error: () => {}, complete: () => {} },
    );
    await new Promise((r) => setTimeout(r, 500));
    const report = await simulate({
      url: server.url,
      apps,
      devices: 20_000,
      rate: RATE,
      durationSeconds: DURATION_S,
      riskyShare: 0.1,
      batchSize: BATCH,
      concurrency: IN_FLIGHT,
      onBatch: ({ status, at }) => status === 200 && acks.push(at),
    });
    const metricsAfter = await scrape(server.url);
    await new Promise((r) => setTimeout(r, 2500));
    // An accepted batch is on the dashboard in the first live message computed after its answer.
    const toUpdate = acks.map((a) => (updates.find((u) => u >= a) ?? NaN) - a).filter((d) => !Number.isNaN(d));
    const dashboard: number[] = [];
    for (const period of ['TODAY', 'LAST_7_DAYS', 'LAST_30_DAYS', 'TODAY', 'LAST_30_DAYS']) {
      for (let i = 0; i < 8; i++) {
        const t0 = performance.now();
        const answer = await gql(
          server.url,
          token,
          `{ monitoringDashboard(period: ${period}) { totals { events } series { at } window10 { riskEvents } topKinds { key } map { id value } } }`,
        );
        dashboard.push(performance.now() - t0);
        if (answer.errors) throw new Error(JSON.stringify(answer.errors));
      }
    }
    const stored = (await gql(server.url, token, '{ monitoringDashboard(period: TODAY) { totals { events } } }')).data.monitoringDashboard.totals.events;
    await client.dispose();
    const atScale = env.DATABASE_URL && process.env.BENCH_AT_SCALE !== '0' ? await dashboardAtScale(server.url, token, env.DATABASE_URL, apps) : null;
    console.log(`\n${label}: ${APPS} apps, 20,000 devices, offered ${RATE} events/s for ${DURATION_S} s, batches of up to ${BATCH}, ${IN_FLIGHT} in flight`);
    console.log(`  sent ${report.sent}, accepted ${report.accepted}, rejected ${report.rejected}, failed ${report.failed}, rate-limited ${report.rateLimited}`);
    console.log(
      `  sustained            ${(report.accepted / report.seconds).toFixed(0)} events/s (${(report.batches / report.seconds).toFixed(1)} batches/s of ${(report.accepted / Math.max(1, report.batches)).toFixed(0)} on average)`,
    );
    console.log(`  accept latency       p50 ${ms(report.latencyMs.p50)}  p99 ${ms(report.latencyMs.p99)}  max ${ms(report.latencyMs.max)} per batch`);
    console.log(
      `  PostgreSQL's own     p50 ${ms(baseline.p50)}  p99 ${ms(baseline.p99)}  max ${ms(baseline.max)} per statement (${baseline.batches} batches, ${(baseline.events / baseline.seconds).toFixed(0)} events/s, same pacing, just before)`,
    );
    console.log(`  ratio to PostgreSQL  p50 ${(report.latencyMs.p50 / baseline.p50).toFixed(2)}×  p99 ${(report.latencyMs.p99 / baseline.p99).toFixed(2)}×`);
    printBreakdown(metricsBefore, metricsAfter, report.latencyMs);
    console.log(`  accept → live update p50 ${ms(pct(toUpdate, 0.5))}  p99 ${ms(pct(toUpdate, 0.99))} (${updates.length} messages, ≤ 1/s by design)`);
    console.log(`  dashboard query      p50 ${ms(pct(dashboard, 0.5))}  p95 ${ms(pct(dashboard, 0.95))} over ${stored} events today (rollups)`);
    if (atScale) {
      console.log(`  dashboard at scale   ${atScale.rows} rollup rows holding ${atScale.events} events over 30 days (the minute and hour rollups of that many stored events):`);
      for (const [period, timings] of Object.entries(atScale.timings)) console.log(`    ${period.padEnd(13)} p50 ${ms(pct(timings, 0.5))}  p95 ${ms(pct(timings, 0.95))}`);
    }
  } finally {
    await stop(server);
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

/**
 * Acceptance 4 (dashboards over 10 million events answer from rollups): writes the per-minute
 * rollup rows 10 million events spread over 30 days would leave (4 apps × every minute × kinds,
 * levels and countries) and times the dashboard over them.
 */
async function dashboardAtScale(url: string, token: string, databaseUrl: string, apps: FleetApp[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `with ins as (
         insert into monitor_rollups (account_id, app_id, minute, kind, risk_level, country, events, risky_devices)
         select a.account_id, a.id, m, k.kind, k.level, c.country, 4 + (random() * 4)::int, 1
         from monitored_apps a,
              generate_series(date_trunc('minute', now()) - interval '30 days', date_trunc('minute', now()) - interval '1 day', interval '1 minute') m,
              (values ('heartbeat', 'none'), ('root', 'high'), ('hook_frida', 'high'), ('emulator', 'medium'), ('vpn', 'low')) k(kind, level),
              (values ('TWN'), ('USA')) c(country)
         where a.id = any($1::uuid[])
         on conflict do nothing returning events)
       select count(*)::int as rows, coalesce(sum(events), 0)::int as events from ins`,
      [apps.map((a) => a.id)],
    );
    await client.query(
      `insert into monitor_rollups_hourly (account_id, app_id, hour, kind, risk_level, country, events, risky_devices)
       select account_id, app_id, date_trunc('hour', minute), kind, risk_level, country, sum(events), sum(risky_devices)
       from monitor_rollups where app_id = any($1::uuid[]) and minute < date_trunc('minute', now()) - interval '1 day' group by 1, 2, 3, 4, 5, 6
       on conflict (app_id, hour, kind, risk_level, country) do update set events = monitor_rollups_hourly.events + excluded.events`,
      [apps.map((a) => a.id)],
    );
    await client.query('analyze monitor_rollups');
    await client.query('analyze monitor_rollups_hourly');
    const timings: Record<string, number[]> = {};
    for (const period of ['TODAY', 'LAST_7_DAYS', 'LAST_30_DAYS']) {
      timings[period] = [];
      for (let i = 0; i < 20; i++) {
        const t0 = performance.now();
        const answer = await gql(
          url,
          token,
          `{ monitoringDashboard(period: ${period}) { totals { events riskDevices } series { at events } window60 { riskEvents } window10 { riskEvents } topKinds { key } topApps { label } topCountries { key } map { id value } } }`,
        );
        timings[period].push(performance.now() - t0);
        if (answer.errors) throw new Error(JSON.stringify(answer.errors));
      }
    }
    return { rows: rows[0].rows as number, events: rows[0].events as number, timings };
  } finally {
    await client.end();
  }
}

/** SIGKILL mid-run: every acknowledged event must be in the database afterwards. */
async function crash(label: string, env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-ingest-kill-'));
  const server = await startServer(env, dataDir);
  let acknowledged = 0;
  let apps: FleetApp[] = [];
  try {
    ({ apps } = await setUp(server.url));
    const killAt = setTimeout(() => server.child.kill('SIGKILL'), 5000);
    const report = await simulate({
      url: server.url,
      apps,
      devices: 2000,
      rate: Math.min(RATE, 3000),
      durationSeconds: 8,
      batchSize: 100,
      concurrency: 8,
      onBatch: ({ status, accepted }) => {
        if (status === 200) acknowledged += accepted;
      },
    });
    clearTimeout(killAt);
    await new Promise((r) => (exited(server) ? r(null) : server.child.once('exit', r)));
    const ids = apps.map((a) => a.id!);
    let stored: number;
    if (env.DATABASE_URL) {
      const client = new pg.Client({ connectionString: env.DATABASE_URL });
      await client.connect();
      stored = Number((await client.query('select count(*) from monitor_events where app_id = any($1::uuid[])', [ids])).rows[0].count);
      await client.end();
    } else {
      const db = await PGlite.create(path.join(dataDir, 'db'));
      stored = Number((await db.query<{ n: number }>('select count(*)::int as n from monitor_events where app_id = any($1::uuid[])', [ids])).rows[0].n);
      await db.close();
    }
    console.log(`\n${label}: SIGKILL after 5 s of ${Math.min(RATE, 3000)} events/s: acknowledged ${acknowledged}, in the database ${stored}, sent ${report.sent}`);
    console.log(`  ${stored >= acknowledged ? 'no acknowledged event lost' : `LOST ${acknowledged - stored} acknowledged events`}`);
  } finally {
    await stop(server, 'SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.env.DATABASE_URL) {
  await withBenchDatabase(async (env) => {
    await throughput('PostgreSQL + Redis', env);
    await crash('PostgreSQL + Redis', env);
  });
}
