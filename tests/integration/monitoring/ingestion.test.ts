import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../../../server/src/lib/logger';
import { maintainEventPartitions } from '../../../server/src/modules/monitoring/monitoring';
import { dropEventsBefore, ensureEventPartitions, listEventPartitions } from '../../../server/src/modules/monitoring/partitions.repo';
import { signedHeaders } from '../../../server/src/modules/monitoring/sdk-signature';
import { sampleAddressIn } from '../../../server/src/platform/geoip';
import { createMonitoredApp, sdkEvent, sendBatch, storedEvents, type TestApp } from '../../helpers/monitoring';
import { startTestServer, type TestServer } from '../../helpers/server';

/** Every refusal gets its documented answer and stores nothing. */
let t: TestServer;
let token: string;
let app: TestApp;

beforeAll(async () => {
  t = await startTestServer({ env: { RAMPART_SDK_EVENTS_PER_SECOND: '800', RAMPART_TRUST_PROXY: 'true' } });
  const user = await t.seed.user({ roleType: 'USER' });
  token = await t.login(user.username, user.password);
  app = await createMonitoredApp(t, token);
});
afterAll(() => t.close());

const answer = (res: { statusCode: number; json(): any }) => ({ status: res.statusCode, code: res.json().code });

describe('SDK ingestion', () => {
  it('accepts a signed batch after committing it, with per-event results', async () => {
    const events = [sdkEvent('root'), sdkEvent('heartbeat')];
    const res = await sendBatch(t, app, { events });
    expect(answer(res)).toEqual({ status: 200, code: '200' });
    expect(res.json().data).toMatchObject({ accepted: 2, duplicates: 0, rejected: 0 });
    const stored = await storedEvents(t, app.id);
    expect(stored.map((e) => [e.kind, e.riskLevel, e.country]).sort()).toEqual([
      ['heartbeat', 'none', 'USA'],
      ['root', 'high', 'USA'],
    ]);
  });

  it('stores a retried batch once and marks repeats as duplicates', async () => {
    const events = [sdkEvent('emulator'), sdkEvent('vpn')];
    const first = await sendBatch(t, app, { events });
    const retry = await sendBatch(t, app, { events: [...events, events[0]] });
    expect(first.json().data.accepted).toBe(2);
    expect(answer(retry)).toEqual({ status: 200, code: '200' });
    expect(retry.json().data).toMatchObject({ accepted: 0, duplicates: 3 });
    const ids = new Set(events.map((e) => e.id));
    expect((await storedEvents(t, app.id)).filter((e) => ids.has(e.eventId))).toHaveLength(2);
  });

  it('answers 401 for a bad, missing or replayed signature, an unknown key and a stale timestamp', async () => {
    const before = (await storedEvents(t, app.id)).length;
    const batch = { events: [sdkEvent('root')] };
    expect(answer(await sendBatch(t, app, batch, { secret: 'rs_wrong' }))).toEqual({ status: 401, code: '401' });
    expect(answer(await sendBatch(t, { sdkKey: 'rk_unknown', secret: app.secret }, batch))).toEqual({ status: 401, code: '401' });
    expect(answer(await sendBatch(t, app, batch, { timestamp: Math.floor(Date.now() / 1000) - 301 }))).toEqual({ status: 401, code: '401' });
    const unsigned = await t.runtime.app.server.inject({ method: 'POST', url: '/api/sdk/v1/events', payload: batch });
    expect(answer(unsigned)).toEqual({ status: 401, code: '401' });
    // The same signed request twice: the nonce is spent.
    const body = Buffer.from(JSON.stringify(batch));
    const headers = signedHeaders({ key: app.sdkKey, secret: app.secret, method: 'POST', path: '/api/sdk/v1/events', body });
    const replay = () => t.runtime.app.server.inject({ method: 'POST', url: '/api/sdk/v1/events', payload: body, headers: { ...headers, 'content-type': 'application/json' } });
    expect(answer(await replay())).toEqual({ status: 200, code: '200' });
    expect(answer(await replay())).toEqual({ status: 401, code: '401' });
    expect((await storedEvents(t, app.id)).length).toBe(before + 1);
  });

  it('answers 400 for malformed JSON and 413 for a gzip bomb, an oversize batch or too many events', async () => {
    const before = (await storedEvents(t, app.id)).length;
    expect(answer(await sendBatch(t, app, null, { raw: Buffer.from('{"events": [') }))).toEqual({ status: 400, code: '400' });
    expect(answer(await sendBatch(t, app, { events: 'nope' }))).toEqual({ status: 400, code: '400' });
    const bomb = zlib.gzipSync(Buffer.alloc(50 * 1024 * 1024, 0x20));
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(answer(await sendBatch(t, app, null, { raw: bomb, headers: { 'content-encoding': 'gzip' } }))).toEqual({ status: 413, code: '413' });
    expect(answer(await sendBatch(t, app, null, { raw: Buffer.alloc(1024 * 1024 + 10, 0x20) }))).toEqual({ status: 413, code: '413' });
    const many = Array.from({ length: 501 }, () => sdkEvent('heartbeat'));
    expect(answer(await sendBatch(t, app, { events: many }))).toEqual({ status: 413, code: '413' });
    expect((await storedEvents(t, app.id)).length).toBe(before);
  });

  it('rejects an oversize or invalid event alone and stores the rest (gzip allowed)', async () => {
    const good = sdkEvent('debugger');
    const big = sdkEvent('root', { details: { blob: 'x'.repeat(70 * 1024) } });
    const invalid = sdkEvent('not_a_kind');
    const tooLarge = await sendBatch(t, app, { events: [good, big] }, { gzip: true });
    expect(answer(tooLarge)).toEqual({ status: 413, code: '413' });
    expect(tooLarge.json().data.results).toEqual([
      { id: good.id, index: 0, status: 'accepted' },
      { id: big.id, index: 1, status: 'rejected', code: '413', reason: 'event larger than 64 KB' },
    ]);
    const bad = await sendBatch(t, app, { events: [invalid] });
    expect(answer(bad)).toEqual({ status: 400, code: '400' });
    expect(bad.json().data.results[0]).toMatchObject({ id: invalid.id, status: 'rejected', code: '400' });
    const ids = (await storedEvents(t, app.id)).map((e) => e.eventId);
    expect(ids).toContain(good.id);
    expect(ids).not.toContain(big.id);
    expect(ids).not.toContain(invalid.id);
  });

  it('limits each key with 429 and Retry-After', async () => {
    const other = await createMonitoredApp(t, token);
    const batch = () => ({ events: Array.from({ length: 500 }, () => sdkEvent('heartbeat', { device: { udid: crypto.randomUUID() } })) });
    // Sent together, so both fall in the same one-second window however slow the storage is.
    const answers = await Promise.all([sendBatch(t, other, batch()), sendBatch(t, other, batch())]);
    expect(answers.map(answer).sort((x, y) => x.status - y.status)).toEqual([
      { status: 200, code: '200' },
      { status: 429, code: '429' },
    ]);
    const limited = answers.find((r) => r.statusCode === 429)!;
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(await storedEvents(t, other.id)).toHaveLength(500);
  });

  it('places devices by client address: the relayed one behind a trusted proxy, none for private ones', async () => {
    const relayed = sdkEvent('root', { device: { udid: 'relayed', clientIp: sampleAddressIn('JP', () => 0.5) } });
    const forwarded = sdkEvent('root', { device: { udid: 'forwarded' } });
    const local = sdkEvent('root', { device: { udid: 'local' } });
    await sendBatch(t, app, { events: [relayed] });
    await sendBatch(t, app, { events: [forwarded] }, { headers: { 'x-forwarded-for': sampleAddressIn('DE', () => 0.5)! } });
    await sendBatch(t, app, { events: [local] }, { ip: '192.168.1.20' });
    const byId = new Map((await storedEvents(t, app.id)).map((e) => [e.eventId, e.country]));
    expect([relayed, forwarded, local].map((e) => byId.get(e.id as string))).toEqual(['JPN', 'DEU', null]);
  });

  it('lets browsers on any origin call the SDK endpoints (CORS)', async () => {
    const preflight = await t.runtime.app.server.inject({
      method: 'OPTIONS',
      url: '/api/sdk/v1/events',
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-rampart-signature' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('x-rampart-signature');
    const res = await sendBatch(t, app, { events: [sdkEvent('heartbeat')] }, { headers: { origin: 'https://shop.example' } });
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('keeps monthly partitions ahead and drops whole months past retention', async () => {
    const db = t.runtime.deps.db;
    const created = await ensureEventPartitions(db, new Date('2020-01-15T00:00:00Z'), 0, 1);
    expect(created).toEqual(['monitor_events_y2020m01', 'monitor_events_y2020m02']);
    const dropped = await dropEventsBefore(db, 1, new Date('2020-03-10T00:00:00Z'));
    expect(dropped).toEqual(['monitor_events_y2020m01']);
    const left = await listEventPartitions(db);
    expect(left).toContain('monitor_events_y2020m02');
    expect(left.length).toBeGreaterThanOrEqual(4);
    await dropEventsBefore(db, 0, new Date('2020-03-10T00:00:00Z'));
  });

  it('drops the months past the configured retention in its maintenance', async () => {
    const db = t.runtime.deps.db;
    await ensureEventPartitions(db, new Date('2019-06-15T00:00:00Z'), 0, 0);
    expect(await listEventPartitions(db)).toContain('monitor_events_y2019m06');
    const lines: unknown[] = [];
    const logger = { info: (fields: unknown) => lines.push(fields), error: (fields: unknown) => lines.push(fields) } as unknown as Logger;
    // Keeping every month changes nothing.
    await maintainEventPartitions(db, 0, logger);
    expect(await listEventPartitions(db)).toContain('monitor_events_y2019m06');
    await maintainEventPartitions(db, 24, logger);
    const left = await listEventPartitions(db);
    expect(left).not.toContain('monitor_events_y2019m06');
    // The current month and the months ahead stay.
    expect(left).toContain(`monitor_events_y${new Date().getUTCFullYear()}m${String(new Date().getUTCMonth() + 1).padStart(2, '0')}`);
    expect(lines).toEqual([expect.objectContaining({ keepMonths: 24, dropped: expect.arrayContaining(['monitor_events_y2019m06']) })]);
  });

  it('serves the signed SDK config', async () => {
    const headers = signedHeaders({ key: app.sdkKey, secret: app.secret, method: 'GET', path: '/api/sdk/v1/config', body: Buffer.alloc(0) });
    const res = await t.runtime.app.server.inject({ method: 'GET', url: '/api/sdk/v1/config', headers });
    expect(answer(res)).toEqual({ status: 200, code: '200' });
    expect(res.json().data).toMatchObject({ platform: 'android', sdkKey: app.sdkKey, upload: { maxBatchEvents: 500, maxEventBytes: 65536 } });
    expect(res.json().data.events.map((e: { kind: string }) => e.kind)).toContain('root');
    const unsigned = await t.runtime.app.server.inject({ method: 'GET', url: '/api/sdk/v1/config' });
    expect(answer(unsigned)).toEqual({ status: 401, code: '401' });
  });
});
