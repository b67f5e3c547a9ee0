import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeEventBatches } from '../../../server/src/modules/monitoring/events.repo';
import { gqlAs } from '../../helpers/graphql';
import { createMonitoredApp, sdkEvent, sendBatch, storedEventRow, type TestApp } from '../../helpers/monitoring';
import { startTestServer, type TestServer } from '../../helpers/server';

/**
 * One account's bad queued projection (an app deleted while its events waited for the
 * projector, or a row that cannot be applied at all) must never stop another account's
 * dashboards: the projector isolates the failure and moves on.
 */
let t: TestServer;
let a: { token: string; app: TestApp };
let b: { token: string; app: TestApp };

async function tenant() {
  const user = await t.seed.user({ roleType: 'USER' });
  const token = await t.login(user.username, user.password);
  return { token, app: await createMonitoredApp(t, token) };
}

beforeAll(async () => {
  t = await startTestServer({ env: { RAMPART_SDK_EVENTS_PER_SECOND: '100000' } });
  a = await tenant();
  b = await tenant();
  // Only the test drains this server's queue, so each step below happens in a known order.
  await t.runtime.app.services.monitoringProjector.stop();
});
afterAll(() => t.close());

const db = () => t.runtime.deps.db;
const projector = () => t.runtime.app.services.monitoringProjector;

async function dashboard(token: string) {
  const answer = await gqlAs(t, token, '{ monitoringDashboard(period: TODAY) { totals { events riskEvents devices } } }');
  return answer.data!.monitoringDashboard.totals as { events: number; riskEvents: number; devices: number };
}

const queuedFor = async (accountId: string) =>
  Number(
    (
      await db()
        .selectFrom('monitorProjectionQueue')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('accountId', '=', accountId)
        .executeTakeFirstOrThrow()
    ).n,
  );

const phone = (udid: string) => ({ udid, brand: 'Google', model: 'Pixel 8', osVersion: '14' });

describe('a poison projection row', () => {
  it('deleting an app while its events wait for the projector stalls no other account', async () => {
    const doomed = await createMonitoredApp(t, a.token);
    const before = await dashboard(b.token);
    // Accepted and queued (held in this instance's memory), not yet projected…
    const accepted = await sendBatch(
      t,
      doomed,
      { events: [sdkEvent('root', { device: phone('doomed-1') }), sdkEvent('heartbeat', { device: phone('doomed-2') })] },
      { project: false },
    );
    expect(accepted.json().data.accepted).toBe(2);
    // …when the app goes.
    const deleted = await gqlAs(t, a.token, 'mutation($id: ID!) { deleteMonitoredApp(id: $id) { __typename ... on AppError { code } } }', { id: doomed.id });
    expect(deleted.data?.deleteMonitoredApp).toEqual({ __typename: 'MutationDeleteMonitoredAppSuccess' });

    // Another account keeps ingesting; its dashboard follows.
    const events = [sdkEvent('root', { device: phone('b-1') }), sdkEvent('heartbeat', { device: phone('b-2') }), sdkEvent('root', { device: phone('b-1') })];
    expect((await sendBatch(t, b.app, { events }, { project: false })).json().data.accepted).toBe(3);
    await projector().flush();
    expect(await dashboard(b.token)).toEqual({ events: before.events + 3, riskEvents: before.riskEvents + 2, devices: before.devices + 2 });
    // The deleted app's queued work is settled: its events stay stored (and counted, like the
    // app's earlier ones), its device records are gone.
    expect(await queuedFor(a.app.accountId)).toBe(0);
    expect(await db().selectFrom('monitorDevices').select('id').where('appId', '=', doomed.id).execute()).toEqual([]);
    expect((await dashboard(a.token)).events).toBe(2);
  });

  it('skips the device rows of an app that no longer exists and applies the rest of the row', async () => {
    // Ingestion that looked the app up just before it was deleted commits its events after the
    // deletion: nothing in the deletion's transaction could see them.
    const gone = await createMonitoredApp(t, a.token);
    await gqlAs(t, a.token, 'mutation($id: ID!) { deleteMonitoredApp(id: $id) { __typename } }', { id: gone.id });
    const { queued } = await storeEventBatches(db(), [
      { accountId: a.app.accountId, rows: [storedEventRow(a.app.accountId, gone.id, 'late-1'), storedEventRow(a.app.accountId, a.app.id, 'kept-1')] },
    ]);
    for (const q of queued) projector().hold(q);
    const beforeA = await dashboard(a.token);
    const beforeB = await dashboard(b.token);
    expect((await sendBatch(t, b.app, { events: [sdkEvent('root', { device: phone('b-3') })] }, { project: false })).json().data.accepted).toBe(1);
    await projector().flush();

    expect((await dashboard(b.token)).events).toBe(beforeB.events + 1);
    expect(await dashboard(a.token)).toEqual({ events: beforeA.events + 2, riskEvents: beforeA.riskEvents + 2, devices: beforeA.devices + 1 });
    expect(await db().selectFrom('monitorDevices').select('udid').where('appId', '=', gone.id).execute()).toEqual([]);
    expect(await queuedFor(a.app.accountId)).toBe(0);

    // The same, read back from the stored events (another instance, or after a restart).
    const gone2 = await createMonitoredApp(t, a.token);
    await gqlAs(t, a.token, 'mutation($id: ID!) { deleteMonitoredApp(id: $id) { __typename } }', { id: gone2.id });
    await storeEventBatches(db(), [{ accountId: a.app.accountId, rows: [storedEventRow(a.app.accountId, gone2.id, 'late-2')] }]);
    await projector().flush();
    expect(await queuedFor(a.app.accountId)).toBe(0);
    expect((await dashboard(a.token)).events).toBe(beforeA.events + 3);
  });

  it('retries a row that cannot be applied with backoff and sets it aside after five failures, while others go on', async () => {
    // A row no projector can apply: its device delta carries a time PostgreSQL rejects.
    const bad = {
      devices: [
        {
          accountId: a.app.accountId,
          appId: a.app.id,
          udid: 'bad-1',
          platform: 'android',
          riskLevel: 'high',
          eventCount: 1,
          riskEventCount: 1,
          firstSeen: 'not a time',
          lastSeen: 'not a time',
          lastRiskAt: null,
          environment: [],
          installedApps: [],
        },
      ],
      rollups: [],
    };
    const { id } = await db()
      .insertInto('monitorProjectionQueue')
      .values({ accountId: a.app.accountId, delta: JSON.stringify(bad) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = () =>
      db().selectFrom('monitorProjectionQueue').select(['attempts', 'lastError', 'failedAt', 'nextAttemptAt', 'deadAt']).where('id', '=', id).executeTakeFirstOrThrow();
    const deadBefore = projector().stats.deadLetters;
    // On PostgreSQL other test files' servers share the queue and may take a turn at the row
    // too; on the embedded database this server is alone with it.
    const alone = !t.runtime.deps.config.DATABASE_URL;

    let failed = await row();
    for (let round = 1; round <= 10 && !failed.deadAt; round++) {
      const beforeB = (await dashboard(b.token)).events;
      expect((await sendBatch(t, b.app, { events: [sdkEvent('heartbeat', { device: phone('b-4') })] }, { project: false })).json().data.accepted).toBe(1);
      await projector().flush();
      // Every round, the other account's events arrive despite the bad row.
      expect((await dashboard(b.token)).events).toBe(beforeB + 1);
      failed = await row();
      if (alone) expect(failed.attempts).toBe(round);
      expect(failed.lastError).toMatch(/not a time/);
      if (failed.attempts < 5) {
        expect(failed.deadAt).toBeNull();
        // Backoff: the next try waits 1, 2, 4, 8 s; time passes here by moving the row's turn.
        // (A turn moved earlier shows until another server's failing try is recorded.)
        const wait = failed.nextAttemptAt!.getTime() - failed.failedAt!.getTime();
        if (alone || wait > 0) expect(wait).toBe(2 ** (failed.attempts - 1) * 1000);
        await db()
          .updateTable('monitorProjectionQueue')
          .set({ nextAttemptAt: new Date(Date.now() - 1000) })
          .where('id', '=', id)
          .execute();
      }
    }
    expect(failed).toMatchObject({ attempts: 5, deadAt: expect.any(Date) });
    if (alone) expect(projector().stats.deadLetters).toBe(deadBefore + 1);
    // A dead letter stays out of the drain: more rounds leave it alone.
    await db()
      .updateTable('monitorProjectionQueue')
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    await projector().flush();
    expect((await row()).attempts).toBe(5);
    await db().deleteFrom('monitorProjectionQueue').where('id', '=', id).execute();
  });
});
