import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { EventKind, Platform } from '../engines/risk/event-kinds';
import { seededRandom } from '../../../common/prng';
import { signedHeaders } from '../modules/monitoring/sdk-signature';
import { encryptPassword } from '../platform/keys';
import { sampleAddressIn } from '../platform/geoip';

/** An app the fleet reports to: its SDK key and secret. */
export interface FleetApp {
  id: string | null;
  sdkKey: string;
  secret: string;
  platform: Platform;
}

export interface SimulationOptions {
  /** The console to send to; nothing else is ever contacted. */
  url: string;
  apps: FleetApp[];
  devices: number;
  /** Events per second, all apps together. */
  rate: number;
  durationSeconds: number;
  /** Share of devices that are compromised (0-1). */
  riskyShare?: number;
  /** Events per batch at most. */
  batchSize?: number;
  /** Batches in flight at once. */
  concurrency?: number;
  gzip?: boolean;
  /** Deterministic fleets for tests. */
  seed?: number;
  /** Called after each answered batch with its accept latency in ms. */
  onBatch?: (answer: { status: number; accepted: number; latencyMs: number; at: number }) => void;
}

export interface SimulationReport {
  batches: number;
  sent: number;
  accepted: number;
  duplicates: number;
  rejected: number;
  rateLimited: number;
  failed: number;
  seconds: number;
  latencyMs: { p50: number; p99: number; max: number };
}

interface Device {
  app: FleetApp;
  udid: string;
  userUdid: string;
  brand: string;
  model: string;
  osVersion: string;
  clientIp: string | null;
  appVersion: string;
  /** Kinds a compromised device keeps reporting; empty for a clean one. */
  threats: EventKind[];
}

const MODELS: Record<'android' | 'ios', Array<[brand: string, model: string, os: string[]]>> = {
  android: [
    ['samsung', 'SM-G991B', ['13', '14']],
    ['samsung', 'SM-A546E', ['14']],
    ['Google', 'Pixel 8', ['14', '15']],
    ['Google', 'Pixel 7a', ['14']],
    ['Xiaomi', '2201117TG', ['12', '13']],
    ['OPPO', 'CPH2451', ['13']],
    ['vivo', 'V2254', ['13']],
    ['HUAWEI', 'ELS-NX9', ['10']],
  ],
  ios: [
    ['Apple', 'iPhone15,2', ['17.1', '17.5']],
    ['Apple', 'iPhone14,5', ['16.6', '17.1']],
    ['Apple', 'iPhone13,2', ['15.7', '16.6']],
    ['Apple', 'iPhone16,1', ['18.0']],
  ],
};

/** Where the fleet's users are, weighted. */
const COUNTRIES: Array<[alpha2: string, weight: number]> = [
  ['TW', 25],
  ['US', 15],
  ['JP', 10],
  ['IN', 10],
  ['DE', 8],
  ['BR', 7],
  ['GB', 6],
  ['FR', 5],
  ['KR', 5],
  ['AU', 5],
  ['SG', 4],
];

const THREATS: Record<'android' | 'ios', EventKind[][]> = {
  android: [['root', 'hook_frida'], ['emulator', 'multi_instance'], ['hook_xposed', 'root'], ['tampering'], ['developer_mode', 'adb'], ['malware_app'], ['vpn', 'proxy']],
  ios: [['jailbreak', 'hook_substrate'], ['hook_frida', 'debugger'], ['tampering'], ['proxy'], ['location_spoofing']],
};

function pickWeighted<T>(random: () => number, items: Array<[T, number]>): T {
  const total = items.reduce((n, [, w]) => n + w, 0);
  let r = random() * total;
  for (const [item, w] of items) if ((r -= w) < 0) return item;
  return items[items.length - 1][0];
}

/** Builds `count` devices spread over the apps, a `riskyShare` of them compromised. */
function buildFleet(apps: FleetApp[], count: number, riskyShare: number, random: () => number): Device[] {
  return Array.from({ length: count }, (_, i) => {
    const app = apps[i % apps.length];
    const family = app.platform === 'ios' ? 'ios' : 'android';
    const [brand, model, versions] = MODELS[family][Math.floor(random() * MODELS[family].length)];
    const country = pickWeighted(random, COUNTRIES);
    const threats = random() < riskyShare ? THREATS[family][Math.floor(random() * THREATS[family].length)] : [];
    return {
      app,
      udid: crypto.randomUUID(),
      userUdid: `user-${Math.floor(random() * 1e9)}`,
      brand,
      model,
      osVersion: versions[Math.floor(random() * versions.length)],
      clientIp: sampleAddressIn(country, random),
      appVersion: `3.${Math.floor(random() * 4)}.0`,
      threats,
    };
  });
}

function eventOf(device: Device, id: string, random: () => number) {
  const risky = device.threats.length > 0 && random() < 0.6;
  const kind: EventKind = risky ? device.threats[Math.floor(random() * device.threats.length)] : random() < 0.03 ? 'vpn' : 'heartbeat';
  return {
    id,
    kind,
    ts: Date.now(),
    details: kind === 'hook_frida' ? { port: 27042 } : kind === 'root' ? { method: 'su_binary' } : {},
    device: {
      udid: device.udid,
      userUdid: device.userUdid,
      brand: device.brand,
      model: device.model,
      osVersion: device.osVersion,
      sdkVersion: '1.4.0',
      appVersion: device.appVersion,
      clientIp: device.clientIp,
      environment: device.threats.length ? device.threats : [],
    },
  };
}

/** How long due events may wait for a fuller batch. */
const LINGER_MS = 100;

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : 0);

/**
 * Sends a fleet's events to the console's ingestion endpoint at `rate` events a second for
 * `durationSeconds`, in signed batches, and reports what the server acknowledged. Bounded: it
 * stops at the deadline and never sends more than `rate × duration` events.
 */
export async function simulate(options: SimulationOptions): Promise<SimulationReport> {
  const random = seededRandom(options.seed ?? crypto.randomInt(2 ** 31));
  const fleet = buildFleet(options.apps, options.devices, options.riskyShare ?? 0.1, random);
  const byApp = new Map(options.apps.map((app) => [app, fleet.filter((d) => d.app === app)]));
  const batchSize = Math.min(500, options.batchSize ?? 100);
  const concurrency = options.concurrency ?? 4;
  const total = Math.floor(options.rate * options.durationSeconds);
  const runId = crypto.randomBytes(4).toString('hex');
  const report: SimulationReport = { batches: 0, sent: 0, accepted: 0, duplicates: 0, rejected: 0, rateLimited: 0, failed: 0, seconds: 0, latencyMs: { p50: 0, p99: 0, max: 0 } };
  const latencies: number[] = [];
  const started = Date.now();
  const deadline = started + options.durationSeconds * 1000;
  let seq = 0;
  let pauseUntil = 0;
  let lastSend = 0;

  const sendOne = async (app: FleetApp, events: unknown[]) => {
    const json = Buffer.from(JSON.stringify({ events }));
    const body = options.gzip ? zlib.gzipSync(json) : json;
    const headers = signedHeaders({ key: app.sdkKey, secret: app.secret, method: 'POST', path: '/api/sdk/v1/events', body });
    const t0 = performance.now();
    try {
      const res = await fetch(`${options.url}/api/sdk/v1/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(options.gzip ? { 'content-encoding': 'gzip' } : {}), ...headers },
        body,
        signal: AbortSignal.timeout(30_000),
      });
      const answer = (await res.json()) as { data?: { accepted?: number; duplicates?: number; rejected?: number } | null };
      const latencyMs = performance.now() - t0;
      report.batches++;
      if (res.status === 429) {
        report.rateLimited += events.length;
        pauseUntil = Date.now() + Number(res.headers.get('retry-after') ?? 1) * 1000;
        return;
      }
      latencies.push(latencyMs);
      report.accepted += answer.data?.accepted ?? 0;
      report.duplicates += answer.data?.duplicates ?? 0;
      report.rejected += answer.data?.rejected ?? 0;
      if (!answer.data) report.failed += events.length;
      options.onBatch?.({ status: res.status, accepted: answer.data?.accepted ?? 0, latencyMs, at: Date.now() });
    } catch {
      report.failed += events.length;
    }
  };

  const inFlight = new Set<Promise<void>>();
  while (Date.now() < deadline && report.sent < total) {
    const due = Math.min(total, Math.floor(((Date.now() - started) / 1000) * options.rate)) - report.sent;
    // Events wait up to LINGER_MS for a fuller batch, as an SDK's upload interval makes them.
    const lingering = due < batchSize && Date.now() - lastSend < LINGER_MS;
    if (due <= 0 || lingering || inFlight.size >= concurrency || Date.now() < pauseUntil) {
      await (inFlight.size >= concurrency ? Promise.race(inFlight) : new Promise((r) => setTimeout(r, 10)));
      continue;
    }
    const count = Math.min(due, batchSize);
    // One batch goes to one app: pick the app, then its devices.
    const app = options.apps[seq % options.apps.length];
    const devices = byApp.get(app)!;
    const events = Array.from({ length: count }, () => eventOf(devices[Math.floor(random() * devices.length)], `${runId}-${++seq}`, random));
    report.sent += count;
    lastSend = Date.now();
    const p = sendOne(app, events).finally(() => inFlight.delete(p));
    inFlight.add(p);
  }
  await Promise.all(inFlight);
  report.seconds = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  report.latencyMs = { p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), max: latencies.at(-1) ?? 0 };
  return report;
}

/** Signs in through REST the way the browser does (RSA-OAEP-encrypted password); returns the token. */
export async function signIn(url: string, username: string, password: string): Promise<string> {
  const key = (await (await fetch(`${url}/api/index/publicKey`)).json()) as { data: string };
  const res = await fetch(`${url}/api/index/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: encryptPassword(key.data, password) }),
  });
  const answer = (await res.json()) as { code: string; msg: string; data: { token: string; mfa?: boolean } | null };
  if (answer.code !== '200' || !answer.data?.token || answer.data.mfa) throw new Error(`sign-in failed: ${answer.code} ${answer.msg}`);
  return answer.data.token;
}

/** Creates a monitored app through GraphQL; returns its key and the once-shown secret. */
export async function createApp(url: string, token: string, name: string, platform: 'android' | 'ios'): Promise<FleetApp> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: `mutation($i: MonitoredAppInput!) { createMonitoredApp(input: $i) {
        ... on AppError { code message } ... on MutationCreateMonitoredAppSuccess { data { secret app { id sdkKey } } } } }`,
      variables: {
        i: { appId: `com.rampart.sim.${crypto.randomBytes(4).toString('hex')}`, name, platform: platform.toUpperCase(), useSystemEventConfig: true, useSystemRuleConfig: true },
      },
    }),
  });
  const answer = (await res.json()) as {
    data?: { createMonitoredApp: { code?: string; message?: string; data?: { secret: string; app: { id: string; sdkKey: string } } } };
    errors?: unknown;
  };
  const payload = answer.data?.createMonitoredApp;
  if (!payload?.data) throw new Error(`createMonitoredApp failed: ${JSON.stringify(answer.errors ?? payload)}`);
  return { id: payload.data.app.id, sdkKey: payload.data.app.sdkKey, secret: payload.data.secret, platform };
}
