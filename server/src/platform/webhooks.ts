import crypto from 'node:crypto';
import dgram from 'node:dgram';
import dns from 'node:dns/promises';
import net from 'node:net';

/**
 * Outbound delivery primitives shared by every webhook kind (monitoring events now, job
 * notifications later): the signature, one HTTP attempt, the retry schedule and one syslog
 * message. Nothing here touches the database; the integrations module keeps the outbox.
 */

/** Headers every webhook POST carries. */
export const WEBHOOK_HEADERS = {
  event: 'x-rampart-event',
  delivery: 'x-rampart-delivery',
  timestamp: 'x-rampart-timestamp',
  signature: 'x-rampart-signature',
} as const;

/** `sha256=<hex HMAC-SHA256 of "timestamp.body">` with the endpoint's secret. */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** A fresh endpoint secret: 32 random bytes, shown to the user once. */
export function newWebhookSecret(): string {
  return `whsec_${crypto.randomBytes(32).toString('base64url')}`;
}

/** What one attempt came to: an HTTP status, or an error (network, timeout) with no status. */
export interface AttemptResult {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

/**
 * Addresses a delivery may not reach unless the operator allows it: unspecified, loopback,
 * private networks, shared (CGNAT), link-local (cloud metadata services), benchmarking,
 * multicast and reserved ranges, in IPv4 and IPv6.
 */
const NON_PUBLIC = (() => {
  const list = new net.BlockList();
  const v4: [string, number][] = [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.0.0.0', 24],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['224.0.0.0', 3],
  ];
  for (const [network, prefix] of v4) list.addSubnet(network, prefix, 'ipv4');
  const v6: [string, number][] = [
    ['::', 128],
    ['::1', 128],
    ['fc00::', 7],
    ['fe80::', 10],
    ['ff00::', 8],
    ['64:ff9b::', 96],
  ];
  for (const [network, prefix] of v6) list.addSubnet(network, prefix, 'ipv6');
  return list;
})();

/** Whether an IP address is outside the public internet (an IPv4-mapped IPv6 address counts as its IPv4 one). */
export function isNonPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return NON_PUBLIC.check(mapped[1], 'ipv4');
  const family = net.isIP(address);
  if (family === 0) return true;
  return NON_PUBLIC.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * Why `host` may not be reached (one of its addresses is not public, or it does not resolve), or
 * null. The name is resolved again when connecting, so a name that changes its answer in between
 * could still slip through; the addresses a delivery reaches are public in every other case.
 */
export async function targetRefusal(host: string): Promise<string | null> {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  try {
    addresses = net.isIP(bare) ? [bare] : (await dns.lookup(bare, { all: true, verbatim: true })).map((a) => a.address);
  } catch (err) {
    return `cannot resolve ${host}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`;
  }
  const blocked = addresses.find(isNonPublicAddress);
  return blocked === undefined ? null : `${host} resolves to ${blocked}, which is not a public address (RAMPART_WEBHOOK_PRIVATE_TARGETS allows it)`;
}

/**
 * POSTs one signed JSON body. A 2xx answer is success; redirects are not followed (they count as
 * failure), so a receiver cannot send the request somewhere the endpoint's URL did not name.
 */
export async function postWebhook(
  url: string,
  options: { secret: string; eventType: string; deliveryId: string; body: string; timeoutMs: number; now?: Date; allowPrivate?: boolean },
): Promise<AttemptResult> {
  const timestamp = String(Math.floor((options.now ?? new Date()).getTime() / 1000));
  const started = performance.now();
  try {
    const refusal = options.allowPrivate ? null : await targetRefusal(new URL(url).hostname);
    if (refusal) return { ok: false, statusCode: null, error: refusal, durationMs: Math.round(performance.now() - started) };
    const answer = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Rampart-Webhooks/1',
        [WEBHOOK_HEADERS.event]: options.eventType,
        [WEBHOOK_HEADERS.delivery]: options.deliveryId,
        [WEBHOOK_HEADERS.timestamp]: timestamp,
        [WEBHOOK_HEADERS.signature]: webhookSignature(options.secret, timestamp, options.body),
      },
      body: options.body,
    });
    // The answer's body is not needed; reading a little of it releases the connection.
    await answer.body?.cancel().catch(() => undefined);
    const ok = answer.status >= 200 && answer.status < 300;
    return { ok, statusCode: answer.status, error: ok ? null : `HTTP ${answer.status}`, durationMs: Math.round(performance.now() - started) };
  } catch (err) {
    const e = err as Error & { cause?: { code?: string; message?: string } };
    const error = e.name === 'TimeoutError' ? `timed out after ${options.timeoutMs} ms` : (e.cause?.code ?? e.cause?.message ?? e.message);
    return { ok: false, statusCode: null, error: String(error).slice(0, 500), durationMs: Math.round(performance.now() - started) };
  }
}

/** Default delays after attempts 1..7 (attempt 8 is the last). */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [30_000, 120_000, 600_000, 1_800_000, 3_600_000, 7_200_000, 14_400_000];
export const DEFAULT_MAX_ATTEMPTS = 8;

/**
 * The wait before the attempt after `attempts` failed ones: the schedule's delay (its last entry
 * repeats), with ±20 % jitter so endpoints that failed together do not retry together.
 */
export function retryDelayMs(attempts: number, delays: readonly number[] = DEFAULT_RETRY_DELAYS_MS, random: () => number = Math.random): number {
  if (delays.length === 0) return 0;
  const base = delays[Math.min(Math.max(attempts, 1), delays.length) - 1];
  return Math.max(0, Math.round(base * (0.8 + 0.4 * random())));
}

/**
 * Sends one syslog line: UDP is fire and forget (only a local send error is seen); TCP connects,
 * writes the newline-framed line and closes, within `timeoutMs`.
 */
export async function sendSyslog(target: { host: string; port: number; protocol: 'udp' | 'tcp' }, line: string, timeoutMs: number, allowPrivate = false): Promise<AttemptResult> {
  const started = performance.now();
  const done = (error: string | null): AttemptResult => ({ ok: !error, statusCode: null, error, durationMs: Math.round(performance.now() - started) });
  const refusal = allowPrivate ? null : await targetRefusal(target.host);
  if (refusal) return done(refusal);
  if (target.protocol === 'udp') {
    const family = net.isIPv6(target.host) ? 'udp6' : 'udp4';
    const socket = dgram.createSocket(family);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        socket.close();
        resolve(done(`timed out after ${timeoutMs} ms`));
      }, timeoutMs);
      socket.once('error', (err) => {
        clearTimeout(timer);
        socket.close();
        resolve(done(err.message));
      });
      socket.send(Buffer.from(line, 'utf8'), target.port, target.host, (err) => {
        clearTimeout(timer);
        socket.close();
        resolve(done(err ? err.message : null));
      });
    });
  }
  return new Promise((resolve) => {
    const socket = net.connect({ host: target.host, port: target.port });
    let settled = false;
    const finish = (error: string | null) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve(done(error));
    };
    socket.setTimeout(timeoutMs, () => finish(`timed out after ${timeoutMs} ms`));
    socket.once('error', (err) => finish((err as NodeJS.ErrnoException).code ?? err.message));
    socket.once('connect', () => socket.end(`${line}\n`, () => finish(null)));
  });
}
