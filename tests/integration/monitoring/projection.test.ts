import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyQueuedProjections } from '../../../server/src/modules/monitoring/projection.repo';
import { createMonitoredApp, sdkEvent, sendBatch, type TestApp } from '../../helpers/monitoring';
import { startTestServer, type TestServer } from '../../helpers/server';

/**
 * Ingestion commits events with their device and rollup deltas queued; the projector applies
 * the queue exactly once, whoever drains it and however many drain at the same time.
 */
let t: TestServer;
let app: TestApp;

beforeAll(async () => {
  t = await startTestServer({ env: { RAMPART_SDK_EVENTS_PER_SECOND: '100000' } });
  const user = await t.seed.user({ roleType: 'USER' });
  app = await createMonitoredApp(t, await t.login(user.username, user.password));
  // This server's projector stops; only the test drains the queue from here on.
  await t.runtime.app.services.monitoringProjector.stop();
});
afterAll(() => t.close());

const db = () => t.runtime.deps.db;
const queued = async () =>
  Number(
    (
      await db()
        .selectFrom('monitorProjectionQueue')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('accountId', '=', app.accountId)
        .executeTakeFirstOrThrow()
    ).n,
  );
const device = (udid: string) => db().selectFrom('monitorDevices').selectAll().where('appId', '=', app.id).where('udid', '=', udid).executeTakeFirst();
const rollupTotal = async () =>
  Number(
    (
      await db()
        .selectFrom('monitorRollups')
        .select((eb) => eb.fn.sum<string>('events').as('n'))
        .where('appId', '=', app.id)
        .executeTakeFirstOrThrow()
    ).n ?? 0,
  );
const hourlyTotal = async () =>
  Number(
    (
      await db()
        .selectFrom('monitorRollupsHourly')
        .select((eb) => eb.fn.sum<string>('events').as('n'))
        .where('appId', '=', app.id)
        .executeTakeFirstOrThrow()
    ).n ?? 0,
  );

/** Another instance may still be applying rows it locked (SKIP LOCKED passed them by). */
async function expectDrained() {
  for (let i = 0; i < 50 && (await queued()) > 0; i++) await new Promise((r) => setTimeout(r, 100));
  expect(await queued()).toBe(0);
}

describe('the monitoring projection queue', () => {
  it('queues a batch with its events and applies it once, even when drained concurrently', async () => {
    const phone = { udid: 'proj-phone', brand: 'Google', model: 'Pixel 8', osVersion: '14' };
    const batches = Array.from({ length: 8 }, (_, b) =>
      Array.from({ length: 25 }, (_, i) => sdkEvent(i % 5 === 0 ? 'root' : 'heartbeat', { device: { ...phone, udid: `proj-${(b * 25 + i) % 40}` } })),
    );
    for (const events of batches) {
      const res = await sendBatch(t, app, { events }, { project: false });
      expect(res.json().data.accepted).toBe(25);
    }
    // Committed and acknowledged, not yet projected. On a PostgreSQL database shared with other
    // test files their servers' projectors may already have applied some (any instance may).
    if (!t.runtime.deps.config.DATABASE_URL) {
      expect(await queued()).toBe(8);
      expect(await device('proj-0')).toBeUndefined();
    }

    // Three drainers at once: the projector twice and a bare drain beside it.
    const projector = t.runtime.app.services.monitoringProjector;
    await Promise.all([projector.flush(), applyQueuedProjections(db(), 3), projector.flush()]);
    await projector.flush();
    await expectDrained();
    expect(await rollupTotal()).toBe(200);
    expect(await hourlyTotal()).toBe(200);
    const zero = await device('proj-0');
    // proj-0 got events 0, 40, 80, 120, 160: every one a multiple of 5, so all risky.
    expect(zero).toMatchObject({ eventCount: 5, riskEventCount: 5, riskLevel: 'high', model: 'Pixel 8' });
    const one = await device('proj-1');
    expect(one).toMatchObject({ eventCount: 5, riskEventCount: 0, riskLevel: 'none' });

    // A retried batch queues nothing and changes nothing.
    await sendBatch(t, app, { events: batches[0] }, { project: false });
    expect(await queued()).toBe(0);
    await projector.flush();
    expect(await rollupTotal()).toBe(200);
    expect((await device('proj-0'))?.eventCount).toBe(5);

    // A batch that repeats two stored events beside three new ones queues the new three only.
    const fresh = Array.from({ length: 3 }, () => sdkEvent('root', { device: { ...phone, udid: 'proj-0' } }));
    const mixed = await sendBatch(t, app, { events: [batches[0][0], ...fresh, batches[0][5]] }, { project: false });
    expect(mixed.json().data).toMatchObject({ accepted: 3, duplicates: 2 });
    expect(await queued()).toBe(1);
    await projector.flush();
    expect(await rollupTotal()).toBe(203);
    expect(await hourlyTotal()).toBe(203);
    expect(await device('proj-0')).toMatchObject({ eventCount: 8, riskEventCount: 8 });
  });

  it('commits concurrent requests together, each event once, and queues each account its own delta', async () => {
    const other = await t.seed.user({ roleType: 'USER' });
    const otherApp = await createMonitoredApp(t, await t.login(other.username, other.password));
    const shared = Array.from({ length: 5 }, () => sdkEvent('root', { device: { udid: 'group-shared', model: 'Pixel 8' } }));
    const own = (udid: string, n: number) => Array.from({ length: n }, () => sdkEvent('heartbeat', { device: { udid, model: 'Pixel 8' } }));
    // Twelve requests at once: eight repeat the same five events beside their own, four come
    // from another account's app.
    const requests = [
      ...Array.from({ length: 8 }, (_, i) => sendBatch(t, app, { events: [...shared, ...own(`group-${i}`, 3)] }, { project: false })),
      ...Array.from({ length: 4 }, (_, i) => sendBatch(t, otherApp, { events: own(`group-other-${i}`, 2) }, { project: false })),
    ];
    const answers = (await Promise.all(requests)).map((r) => r.json().data);
    expect(answers.slice(0, 8).reduce((n, a) => n + a.accepted, 0)).toBe(8 * 3 + 5);
    expect(answers.slice(0, 8).reduce((n, a) => n + a.duplicates, 0)).toBe(7 * 5);
    expect(answers.slice(8).every((a) => a.accepted === 2)).toBe(true);
    await t.runtime.app.services.monitoringProjector.flush();
    await expectDrained();
    expect(await device('group-shared')).toMatchObject({ eventCount: 5, riskEventCount: 5 });
    expect(await device('group-3')).toMatchObject({ eventCount: 3 });
    const otherDevice = await db().selectFrom('monitorDevices').selectAll().where('appId', '=', otherApp.id).where('udid', '=', 'group-other-2').executeTakeFirst();
    expect(otherDevice).toMatchObject({ accountId: otherApp.accountId, eventCount: 2 });
  });

  it('computes the delta again from the stored events when the instance that queued it is gone', async () => {
    const tablet = { udid: 'proj-tablet', brand: 'samsung', model: 'SM-X710', osVersion: '14', environment: ['root'] };
    const events = [sdkEvent('heartbeat', { device: tablet }), sdkEvent('root', { device: tablet }), sdkEvent('hook_frida', { device: tablet })];
    expect((await sendBatch(t, app, { events }, { project: false })).json().data.accepted).toBe(3);
    const before = await rollupTotal();
    // A bare drain holds nothing in memory, as after a crash or on another instance.
    await applyQueuedProjections(db());
    await expectDrained();
    expect(await rollupTotal()).toBe(before + 3);
    expect(await device('proj-tablet')).toMatchObject({ eventCount: 3, riskEventCount: 2, riskLevel: 'high', model: 'SM-X710', osVersion: '14', environment: ['root'] });
  });
});
