import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventWriter } from '../../../server/src/modules/monitoring/event-writer';
import { storeEventBatches, type EventRow } from '../../../server/src/modules/monitoring/events.repo';
import { createMonitoredApp, sdkEvent, sendBatch, storedEvents, type TestApp } from '../../helpers/monitoring';
import { startTestServer, type TestServer } from '../../helpers/server';

/**
 * Text PostgreSQL cannot store (NUL, unpaired surrogates), oversized strings
 * and deep nesting reject the event that carries them, never the whole batch: the answer is
 * not 5xx (which an SDK would resend forever) and the batch's other events are stored.
 */
let t: TestServer;
let app: TestApp;

beforeAll(async () => {
  // Behind a trusted relay, so the event's own client address is read as well.
  t = await startTestServer({ env: { RAMPART_TRUST_PROXY: 'true' } });
  const user = await t.seed.user({ roleType: 'USER' });
  app = await createMonitoredApp(t, await t.login(user.username, user.password));
});
afterAll(() => t.close());

/** `{"next":{"next":…"leaf"…}}` as JSON text (too deep for JSON.stringify, not for JSON.parse). */
const nestedJson = (depth: number) => `${'{"next":'.repeat(depth)}"leaf"${'}'.repeat(depth)}`;

describe('SDK events the database cannot store', () => {
  it('rejects each bad event with a reason naming its field and stores the rest of the batch', async () => {
    const device = sdkEvent('root').device as Record<string, unknown>;
    const good = [sdkEvent('root'), sdkEvent('heartbeat'), sdkEvent('emulator')];
    const bad = {
      nulInDetails: sdkEvent('proxy', { details: { proxy: { host: 'evil\u0000.example' } } }),
      nulInKey: sdkEvent('proxy', { details: { proxy: { 'ho\u0000st': 'x' } } }),
      nulInDevice: sdkEvent('root', { device: { ...device, brand: 'Goo\u0000gle' } }),
      nulInInstalledApp: sdkEvent('malware_app', { device: { ...device, installedApps: [{ packageName: 'com.x\u0000y' }] } }),
      surrogate: sdkEvent('vpn', { details: { note: 'a\uD800b' } }),
      surrogateInEnvironment: sdkEvent('vpn', { device: { ...device, environment: ['ok', '\uDC00'] } }),
      longString: sdkEvent('debugger', { details: { trace: 'x'.repeat(20_000) } }),
      deep: sdkEvent('debugger', { details: { tree: '<deep>' } }),
    };
    const events = [good[0], ...Object.values(bad), good[1], good[2]];
    const raw = Buffer.from(JSON.stringify({ events }).replace('"<deep>"', nestedJson(20_000)));
    const res = await sendBatch(t, app, null, { raw });

    expect(res.statusCode).toBeLessThan(500);
    expect(res.statusCode).toBe(400);
    const data = res.json().data;
    expect(data).toMatchObject({ code: '400', accepted: 3, duplicates: 0, rejected: Object.keys(bad).length });
    const byId = new Map<string, { status: string; code?: string; reason?: string }>(data.results.map((r: { id: string }) => [r.id, r]));
    for (const e of good) expect(byId.get(e.id as string)).toMatchObject({ status: 'accepted' });
    const reasons = Object.fromEntries(Object.entries(bad).map(([name, e]) => [name, byId.get(e.id as string)]));
    expect(reasons).toEqual({
      nulInDetails: { id: bad.nulInDetails.id, index: 1, status: 'rejected', code: '400', reason: 'details.proxy.host: contains a NUL character (U+0000)' },
      nulInKey: { id: bad.nulInKey.id, index: 2, status: 'rejected', code: '400', reason: 'details.proxy: a key contains a NUL character (U+0000)' },
      nulInDevice: { id: bad.nulInDevice.id, index: 3, status: 'rejected', code: '400', reason: 'device.brand: contains a NUL character (U+0000)' },
      nulInInstalledApp: {
        id: bad.nulInInstalledApp.id,
        index: 4,
        status: 'rejected',
        code: '400',
        reason: 'device.installedApps.0.packageName: contains a NUL character (U+0000)',
      },
      surrogate: { id: bad.surrogate.id, index: 5, status: 'rejected', code: '400', reason: 'details.note: contains an unpaired UTF-16 surrogate' },
      surrogateInEnvironment: {
        id: bad.surrogateInEnvironment.id,
        index: 6,
        status: 'rejected',
        code: '400',
        reason: 'device.environment.1: contains an unpaired UTF-16 surrogate',
      },
      longString: { id: bad.longString.id, index: 7, status: 'rejected', code: '400', reason: 'details.trace: longer than 8192 characters' },
      deep: { id: bad.deep.id, index: 8, status: 'rejected', code: '400', reason: `details.tree${'.next'.repeat(15)}: nested deeper than 16 levels` },
    });

    const stored = (await storedEvents(t, app.id)).map((e) => e.eventId).sort();
    expect(stored).toEqual(good.map((e) => e.id).sort());
    // The device list shows the valid events' device (the projection ran too).
    const devices = await t.runtime.deps.db
      .withTables<{ monitorDevices: { appId: string; udid: string; eventCount: number } }>()
      .selectFrom('monitorDevices')
      .select(['udid', 'eventCount'])
      .where('appId', '=', app.id)
      .execute();
    expect(devices.map((d) => [d.udid, Number(d.eventCount)])).toEqual([['device-1', 3]]);
  });

  it('rejects a NUL in the batch-wide device facts for every event that uses them, with a 400 not a 500', async () => {
    const overriding = sdkEvent('root', { device: { udid: 'device-2', brand: 'Google' } });
    const inheriting = sdkEvent('root', { device: { udid: 'device-2' } });
    const res = await sendBatch(t, app, { device: { udid: 'device-2', brand: 'Go\u0000ogle' }, events: [overriding, inheriting] });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.results).toEqual([
      { id: overriding.id, index: 0, status: 'accepted' },
      { id: inheriting.id, index: 1, status: 'rejected', code: '400', reason: 'device.brand: contains a NUL character (U+0000)' },
    ]);
  });

  it('refuses alone an event the database still rejects, in a group commit, and stores the others', async () => {
    const db = t.runtime.deps.db;
    const writer = new EventWriter(async (batches) => (await storeEventBatches(db, batches)).fresh, 1);
    const row = (eventId: string, details: Record<string, unknown> = {}): EventRow => ({
      accountId: app.accountId,
      appId: app.id,
      eventId,
      occurredAt: new Date(),
      kind: 'root',
      riskLevel: 'high',
      exempt: false,
      matched: [],
      udid: 'device-3',
      userUdid: null,
      brand: null,
      model: null,
      osVersion: null,
      platform: 'android',
      clientIp: null,
      country: null,
      sdkVersion: null,
      appVersion: null,
      details,
      environment: [],
      installedApps: [],
    });
    const id = (n: number) => `db-${Date.now()}-${n}`;
    const ids = Array.from({ length: 8 }, (_, n) => id(n));
    // Rows past the request checks (as a future field might be): the database refuses the NUL.
    const poisoned = [row(ids[0]), row(ids[1], { x: 'a\u0000b' }), row(ids[2]), row(ids[3]), row(ids[4], { y: '\u0000' })];
    const other = [row(ids[5]), row(ids[6])];
    // While a first write is under way, two requests queue and go in one group commit, which fails for both.
    const first = writer.store({ accountId: app.accountId, rows: [row(ids[7])] });
    const [a, b] = await Promise.all([writer.store({ accountId: app.accountId, rows: poisoned }), writer.store({ accountId: app.accountId, rows: other }), first]);
    expect([...a.fresh].sort()).toEqual([ids[0], ids[2], ids[3]].sort());
    expect([...a.refused.keys()].sort()).toEqual([ids[1], ids[4]].sort());
    expect([...a.refused.values()].every((code) => /^22/.test(code))).toBe(true);
    expect([...b.fresh].sort()).toEqual([ids[5], ids[6]].sort());
    const stored = new Set((await storedEvents(t, app.id)).map((e) => e.eventId));
    expect(ids.filter((i) => stored.has(i))).toEqual([ids[0], ids[2], ids[3], ids[5], ids[6], ids[7]]);
  });

  it('rejects a time past what a date can hold as out of range, not with a 500', async () => {
    const good = sdkEvent('heartbeat');
    const far = sdkEvent('root', { ts: 9e15 });
    const res = await sendBatch(t, app, { events: [good, far] });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.results).toEqual([
      { id: good.id, index: 0, status: 'accepted' },
      { id: far.id, index: 1, status: 'rejected', code: '400', reason: 'ts: outside the accepted range' },
    ]);
  });

  it('answers every odd value of every event field without a 5xx, and stores the valid event beside it', { timeout: 120_000 }, async () => {
    const odd: unknown[] = [
      '\u0000',
      '\uDFFF',
      '',
      ' ',
      'x'.repeat(9000),
      -1,
      0,
      1e308,
      -1e308,
      // eslint-disable-next-line no-loss-of-precision -- beyond 2^53 on purpose: the SDK may send such numbers
      9007199254740993,
      {},
      [],
      [[[]]],
      null,
      true,
      'not-a-uuid',
      '../../etc',
      '1.2.3.4.5',
    ];
    const fields = [
      'id',
      'kind',
      'ts',
      'details',
      'device',
      'device.udid',
      'device.userUdid',
      'device.brand',
      'device.environment',
      'device.installedApps',
      'device.wifi',
      'device.wifi.ssid',
      'device.clientIp',
    ];
    const failures: string[] = [];
    for (const field of fields) {
      for (const value of odd) {
        const good = sdkEvent('heartbeat');
        const bad = sdkEvent('root', { device: { udid: 'device-4', wifi: {} } });
        const [head, tail] = field.split('.');
        if (tail === 'ssid') (bad.device as Record<string, Record<string, unknown>>).wifi.ssid = value;
        else if (tail) (bad.device as Record<string, unknown>)[tail] = value;
        else bad[head] = value;
        const res = await sendBatch(t, app, { events: [good, bad] }, { project: false });
        const results = res.statusCode < 500 ? res.json().data?.results : null;
        if (res.statusCode >= 500 || results?.[0]?.status !== 'accepted') failures.push(`${field}=${JSON.stringify(value)?.slice(0, 20)}: ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
