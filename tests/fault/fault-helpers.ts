import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import net from 'node:net';
import type { Test } from '@vitest/runner';
import { sql } from 'kysely';
import type { Database } from '../../server/src/db/database';
import { signedHeaders } from '../../server/src/modules/monitoring/sdk-signature';

declare module '@vitest/runner' {
  interface TaskMeta {
    /** What a fault test measured (events accepted and stored, jobs finished, time to recover…). */
    figures?: Record<string, string | number>;
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Records what a fault test measured: printed at once and again, with every other test's
 * figures, at the end of the run (the suite's vitest.config.ts).
 */
export function recordFigures(task: Readonly<Test>, figures: Record<string, string | number>): void {
  (task as Test).meta.figures = figures;
  const width = Math.max(...Object.keys(figures).map((k) => k.length));
  console.log(
    `\n${task.name}\n${Object.entries(figures)
      .map(([k, v]) => `  ${k.padEnd(width)}  ${v}`)
      .join('\n')}`,
  );
}

/** Polls `check` every `everyMs` until it answers truthy; throws with `what` after `timeoutMs`. */
export async function waitFor<T>(what: string, check: () => Promise<T> | T, timeoutMs = 30_000, everyMs = 50): Promise<NonNullable<T>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > until) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(everyMs);
  }
}

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

/** A redis-server of the test's own (no persistence) on a free port, which it can stop and start again. */
export class RedisProcess {
  private child: ChildProcess | null = null;

  private constructor(readonly port: number) {}

  static async start(): Promise<RedisProcess> {
    const redis = new RedisProcess(await freePort());
    await redis.startAgain();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts the server on the same port and waits until it answers PING. */
  async startAgain(): Promise<void> {
    this.child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await waitFor('redis-server to answer PING', () => this.ping(), 10_000, 50);
  }

  /** Kills the server (no clean shutdown, as a crash would). */
  async kill(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await gone;
  }

  private ping(): Promise<boolean> {
    return new Promise((resolve) => {
      const socket = net.connect(this.port, '127.0.0.1');
      socket.setTimeout(1000);
      socket.once('connect', () => socket.write('PING\r\n'));
      socket.once('data', (d) => (socket.destroy(), resolve(d.toString().startsWith('+PONG'))));
      socket.once('error', () => resolve(false));
      socket.once('timeout', () => (socket.destroy(), resolve(false)));
    });
  }
}

/**
 * A TCP proxy in front of a server (PostgreSQL): `cut()` drops every open connection and
 * refuses new ones (closed at once) until `restore()`.
 */
export class TcpProxy {
  private readonly sockets = new Set<net.Socket>();
  private down = false;

  private constructor(
    private readonly server: net.Server,
    readonly port: number,
  ) {}

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    let proxy: TcpProxy | null = null;
    const server = net.createServer((client) => {
      if (!proxy || proxy.down) return void client.destroy();
      const upstream = net.connect(target.port, target.host);
      for (const [a, b] of [
        [client, upstream],
        [upstream, client],
      ] as const) {
        proxy.sockets.add(a);
        a.on('close', () => (proxy!.sockets.delete(a), b.destroy()));
        a.on('error', () => b.destroy());
        a.pipe(b);
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    proxy = new TcpProxy(server, (server.address() as net.AddressInfo).port);
    return proxy;
  }

  /** Open connections (both sides count). */
  get connections(): number {
    return this.sockets.size;
  }

  cut(): void {
    this.down = true;
    for (const socket of this.sockets) socket.destroy();
  }

  restore(): void {
    this.down = false;
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise((r) => this.server.close(r));
  }
}

export interface SdkApp {
  id: string;
  sdkKey: string;
  secret: string;
}

let seq = 0;

/** `count` SDK events with fresh ids from a pool of `devices` devices. */
export function sdkEvents(count: number, devices = 20): Array<Record<string, unknown>> {
  return Array.from({ length: count }, () => ({
    id: `fault-${process.pid}-${crypto.randomBytes(3).toString('hex')}-${++seq}`,
    kind: seq % 7 === 0 ? 'root' : 'heartbeat',
    ts: Date.now(),
    device: { udid: `fault-device-${seq % devices}`, brand: 'Google', model: 'Pixel 8', osVersion: '14', sdkVersion: '1.0.0', appVersion: '1.0.0' },
  }));
}

export interface SdkAnswer {
  /** HTTP status; 0 when no answer came (connection refused or reset, timeout). */
  status: number;
  code: string | null;
  retryAfter: string | null;
  ms: number;
  /** Event ids the server acknowledged as stored (accepted or duplicate, in a 200 answer). */
  acknowledged: string[];
}

/** POSTs one signed batch over HTTP, as an SDK does. */
export async function postEvents(url: string, app: SdkApp, events: Array<Record<string, unknown>>, timeoutMs = 15_000): Promise<SdkAnswer> {
  const body = Buffer.from(JSON.stringify({ events }));
  const headers = signedHeaders({ key: app.sdkKey, secret: app.secret, method: 'POST', path: '/api/sdk/v1/events', body });
  const t0 = performance.now();
  try {
    const res = await fetch(`${url}/api/sdk/v1/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const answer = (await res.json().catch(() => null)) as { code?: string; data?: { results?: Array<{ id: string | null; status: string }> } | null } | null;
    const acknowledged = res.status === 200 ? (answer?.data?.results ?? []).filter((r) => r.id && (r.status === 'accepted' || r.status === 'duplicate')).map((r) => r.id!) : [];
    return { status: res.status, code: answer?.code ?? null, retryAfter: res.headers.get('retry-after'), ms: performance.now() - t0, acknowledged };
  } catch {
    return { status: 0, code: null, retryAfter: null, ms: performance.now() - t0, acknowledged: [] };
  }
}

/** What a load run saw. */
export interface LoadReport {
  batches: number;
  sent: number;
  acknowledged: Set<string>;
  /** Answers by HTTP status (0: no answer). */
  statuses: Record<number, number>;
  /** Slowest answer, ms. */
  maxMs: number;
}

/**
 * Sends batches of `batchSize` events every `everyMs` (at most `inFlight` at once) to the
 * targets in turn, until stopped. `targets` is read on every batch, so a test can take a
 * killed server out of it.
 */
export function startLoad(options: { targets: () => Array<{ url: string; app: SdkApp }>; batchSize: number; everyMs: number; inFlight?: number }) {
  const report: LoadReport = { batches: 0, sent: 0, acknowledged: new Set(), statuses: {}, maxMs: 0 };
  let stopped = false;
  const running = new Set<Promise<void>>();
  const loop = (async () => {
    let turn = 0;
    while (!stopped) {
      const targets = options.targets();
      if (targets.length > 0 && running.size < (options.inFlight ?? 4)) {
        const { url, app } = targets[turn++ % targets.length];
        const events = sdkEvents(options.batchSize);
        report.sent += events.length;
        const p = postEvents(url, app, events).then((answer) => {
          report.batches++;
          report.statuses[answer.status] = (report.statuses[answer.status] ?? 0) + 1;
          report.maxMs = Math.max(report.maxMs, answer.ms);
          for (const id of answer.acknowledged) report.acknowledged.add(id);
        });
        running.add(p);
        void p.finally(() => running.delete(p));
      }
      await sleep(options.everyMs);
    }
    await Promise.all(running);
  })();
  return {
    report,
    /** Stops sending and waits for the batches in flight. */
    async stop(): Promise<LoadReport> {
      stopped = true;
      await loop;
      return report;
    },
  };
}

/** The answers by status counted in `now` but not yet in `before` (two snapshots of a load's statuses). */
export function statusesSince(before: Record<number, number>, now: Record<number, number>): Record<number, number> {
  return Object.fromEntries(
    Object.entries(now)
      .map(([status, n]) => [status, n - (before[Number(status)] ?? 0)])
      .filter(([, n]) => Number(n) > 0),
  );
}

/** Of `ids` (events of `appIds`), those not in monitor_events. */
export async function missingEvents(db: Database, appIds: string[], ids: Iterable<string>): Promise<string[]> {
  const rows = await sql<{ eventId: string }>`select event_id from monitor_events where app_id = any(${appIds}::uuid[])`.execute(db);
  const stored = new Set(rows.rows.map((r) => r.eventId));
  return [...ids].filter((id) => !stored.has(id));
}

/** Waits until the account has no queued projection left (applied by some projector). */
export async function projectionDrained(db: Database, accountId: string, timeoutMs = 30_000): Promise<void> {
  await waitFor(
    'the projection queue to drain',
    async () => Number((await sql<{ n: number }>`select count(*)::int as n from monitor_projection_queue where account_id = ${accountId}`.execute(db)).rows[0].n) === 0,
    timeoutMs,
    100,
  );
}

/**
 * Per app, the stored events recounted next to what the projection made of them: device
 * records (how many, the events they count) and minute and hour rollups. Equal when every
 * stored event was projected exactly once.
 */
export async function projectionRecount(db: Database, appIds: string[]) {
  const { rows } = await sql<{ appId: string; events: number; udids: number; devices: number; deviceEvents: number; rollupEvents: number; hourlyEvents: number }>`
    select a.id as app_id,
      (select count(*) from monitor_events e where e.app_id = a.id)::int as events,
      (select count(distinct udid) from monitor_events e where e.app_id = a.id)::int as udids,
      (select count(*) from monitor_devices d where d.app_id = a.id)::int as devices,
      (select coalesce(sum(event_count), 0) from monitor_devices d where d.app_id = a.id)::int as device_events,
      (select coalesce(sum(events), 0) from monitor_rollups r where r.app_id = a.id)::int as rollup_events,
      (select coalesce(sum(events), 0) from monitor_rollups_hourly h where h.app_id = a.id)::int as hourly_events
    from monitored_apps a where a.id = any(${appIds}::uuid[]) order by a.id`.execute(db);
  return rows.map((r) => ({
    ...r,
    projected: { events: r.deviceEvents, devices: r.devices, rollupEvents: r.rollupEvents, hourlyEvents: r.hourlyEvents },
    recounted: { events: r.events, devices: r.udids, rollupEvents: r.events, hourlyEvents: r.events },
  }));
}
