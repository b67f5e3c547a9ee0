import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadOutcome } from '../../../sdk/web/src/upload-outcome';
import { createMonitoredApp, sdkEvent, sendBatch, storedEvents, type TestApp } from '../../helpers/monitoring';
import { startTestServer, type TestServer } from '../../helpers/server';

/**
 * Web SDK side: what the SDK does with each answer of the real server. Every
 * per-event status is final (a rejected event is never resent), a whole batch over the cap is
 * split, and a passing failure keeps the events.
 */
let t: TestServer;
let app: TestApp;

/** The SDK's monitor, loaded by path: it is browser code, type-checked by sdk/web's own config. */
type Monitor = { report(kind: string, details?: Record<string, unknown>): void; flush(): Promise<{ status: number; accepted: number } | null> };
let RampartMonitor: new (options: Record<string, unknown>) => Monitor;
const uploads: number[] = [];

beforeAll(async () => {
  t = await startTestServer();
  const user = await t.seed.user({ roleType: 'USER' });
  app = await createMonitoredApp(t, await t.login(user.username, user.password), { platform: 'H5', appId: `web.${Date.now()}` });
  // What a browser gives the SDK: navigator facts, and fetch (here straight into the server).
  Object.defineProperty(globalThis, 'navigator', { configurable: true, value: { vendor: 'Test', platform: 'Linux', userAgent: 'Mozilla/5.0 test', languages: ['en'] } });
  globalThis.fetch = (async (url: string, init: { method: string; headers: Record<string, string>; body: string }) => {
    const res = await t.runtime.app.server.inject({
      method: init.method as 'POST',
      url: new URL(url).pathname,
      headers: init.headers,
      payload: init.body,
      remoteAddress: '8.8.8.8',
    });
    uploads.push(res.statusCode);
    return new Response(res.body, { status: res.statusCode, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  const sdkPath = '../../../sdk/web/src/rampart-sdk';
  ({ RampartMonitor } = await import(/* @vite-ignore */ sdkPath));
});
afterAll(() => t.close());

const monitor = () => new RampartMonitor({ endpoint: 'http://console.test', sdkKey: app.sdkKey, secret: app.secret, udid: `web-${Date.now()}` });

describe('the web SDK and the server answers', () => {
  it('drops rejected events with the stored ones and never resends them', async () => {
    const m = monitor();
    m.report('heartbeat', { n: 1 });
    m.report('heartbeat', { trace: 'x'.repeat(9000) });
    // The SDK drops a NUL from its own strings, so this event is stored.
    m.report('heartbeat', { title: 'a\u0000b' });
    uploads.length = 0;
    expect(await m.flush()).toMatchObject({ status: 400, accepted: 2 });
    expect(await m.flush()).toBeNull();
    expect(uploads).toEqual([400]);
    expect(await storedEvents(t, app.id)).toHaveLength(2);
  });

  it('splits a batch the server finds too large as a whole, and then stores all of it', async () => {
    const m = monitor();
    for (let i = 0; i < 500; i++) m.report('heartbeat', { pad: 'p'.repeat(3000) });
    uploads.length = 0;
    expect(await m.flush()).toMatchObject({ status: 413 });
    expect(await m.flush()).toMatchObject({ status: 200, accepted: 250 });
    expect(await m.flush()).toMatchObject({ status: 200, accepted: 250 });
    expect(await m.flush()).toBeNull();
    expect(uploads).toEqual([413, 200, 200]);
  });

  it('keeps the events for a later attempt on a signature failure or a server failure', async () => {
    const events = [sdkEvent('heartbeat'), sdkEvent('heartbeat')];
    const ids = events.map((e) => e.id as string);
    const unsigned = await sendBatch(t, { sdkKey: app.sdkKey, secret: 'rs_wrong' }, { events });
    expect(uploadOutcome(unsigned.statusCode, unsigned.json(), ids)).toEqual({ settled: new Set(), split: false, retry: true });
    expect(uploadOutcome(503, null, ids)).toEqual({ settled: new Set(), split: false, retry: true });
    const malformed = await sendBatch(t, app, null, { raw: Buffer.from('{"events": [') });
    expect(uploadOutcome(malformed.statusCode, malformed.json(), ids)).toEqual({ settled: new Set(ids), split: false, retry: false });
  });
});
