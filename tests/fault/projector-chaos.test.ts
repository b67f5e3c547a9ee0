// Apps are deleted at random while four tenants ingest signed SDK batches: the projector must
// never stall (a deleted app's queued events once failed every round for every account), and
// at the end every tenant's dashboard and device counts equal a recount of its stored events.
// In the fault suite it runs on PostgreSQL with two instances sharing the queue; it also runs
// alone on the embedded database (one instance).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gqlAs } from '../helpers/graphql';
import { createMonitoredApp, sdkEvent, sendBatch, type TestApp } from '../helpers/monitoring';
import { startTestServer, type TestServer } from '../helpers/server';
import { recordFigures } from './fault-helpers';

const TENANTS = 4;
const APPS_PER_TENANT = 3;
/** How long the tenants ingest; apps are deleted during the first part of it. */
const LOAD_MS = 5_000;
const BATCH = 20;
const DEVICES_PER_TENANT = 12;
const KINDS = ['heartbeat', 'heartbeat', 'root', 'emulator', 'hook_frida'];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)];

interface Tenant {
  accountId: string;
  token: string;
  apps: TestApp[];
  deleted: Set<string>;
}

describe('the monitoring projector under random app deletion', () => {
  const servers: TestServer[] = [];
  const tenants: Tenant[] = [];

  beforeAll(async () => {
    const env = { RAMPART_SDK_EVENTS_PER_SECOND: '1000000' };
    servers.push(await startTestServer({ env }));
    // On PostgreSQL a second instance shares the queue (and projects what the first queued).
    // Instances share the data directory (its key seals the SDK secrets) as they would in production.
    const first = servers[0].runtime.deps.config;
    if (first.DATABASE_URL) servers.push(await startTestServer({ env: { ...env, RAMPART_DATA_DIR: first.dataDir } }));
    const t = servers[0];
    tenants.push(
      ...(await Promise.all(
        Array.from({ length: TENANTS }, async (_, i) => {
          const owner = await t.seed.user({ roleType: 'CUSTOMER_SUPER_ADMIN' });
          const token = await t.login(owner.username, owner.password);
          const apps: TestApp[] = [];
          for (let j = 0; j < APPS_PER_TENANT; j++) apps.push(await createMonitoredApp(t, token, { name: `Chaos app ${i}-${j}` }));
          return { accountId: owner.accountId, token, apps, deleted: new Set<string>() };
        }),
      )),
    );
  });
  afterAll(async () => {
    for (const t of servers) await t.close();
  });

  it("keeps every surviving tenant's dashboard equal to a recount of its stored events", async (ctx) => {
    const t = servers[0];
    const db = t.runtime.deps.db;
    const figures = { batches: 0, accepted: 0, rejectedBatches: 0, serverErrors: 0, appsDeleted: 0 };
    let loading = true;

    // Each tenant sends batch after batch (two at a time) to its apps, deleted ones included
    // (an SDK does not know), through every instance in turn.
    const senders = [...tenants, ...tenants].map(async (tenant, n) => {
      const i = n % TENANTS;
      let turn = n;
      while (loading) {
        const app = pick(tenant.apps);
        const events = Array.from({ length: BATCH }, () =>
          sdkEvent(pick(KINDS), { device: { udid: `chaos-${i}-${Math.floor(Math.random() * DEVICES_PER_TENANT)}`, brand: 'Google', model: 'Pixel 8', osVersion: '14' } }),
        );
        const res = await sendBatch(servers[turn++ % servers.length], app, { events }, { project: false });
        figures.batches++;
        if (res.statusCode === 200) figures.accepted += Number(res.json().data.accepted);
        else if (res.statusCode >= 500) figures.serverErrors++;
        else figures.rejectedBatches++;
      }
    });
    // Meanwhile apps go, one every 250-750 ms, each tenant keeping at least one.
    const deleter = (async () => {
      const until = Date.now() + LOAD_MS * 0.7;
      while (Date.now() < until) {
        await sleep(250 + Math.random() * 500);
        const tenant = pick(tenants);
        const alive = tenant.apps.filter((a) => !tenant.deleted.has(a.id));
        if (alive.length <= 1) continue;
        const app = pick(alive);
        const answer = await gqlAs(pick(servers), tenant.token, 'mutation($id: ID!) { deleteMonitoredApp(id: $id) { __typename ... on AppError { code } } }', { id: app.id });
        expect(answer.data?.deleteMonitoredApp.__typename).toBe('MutationDeleteMonitoredAppSuccess');
        tenant.deleted.add(app.id);
        figures.appsDeleted++;
      }
    })();
    await sleep(LOAD_MS);
    loading = false;
    await Promise.all([...senders, deleter]);

    // Every projector applies what is left; then nothing of these accounts waits in the queue.
    const accountIds = tenants.map((x) => x.accountId);
    const waiting = async () =>
      Number(
        (
          await db
            .selectFrom('monitorProjectionQueue')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('accountId', 'in', accountIds)
            .where('deadAt', 'is', null)
            .executeTakeFirstOrThrow()
        ).n,
      );
    for (let i = 0; i < 100 && (await waiting()) > 0; i++) {
      for (const s of servers) await s.runtime.app.services.monitoringProjector.flush();
      await sleep(100);
    }
    expect(await waiting()).toBe(0);
    const deadLetters = await db.selectFrom('monitorProjectionQueue').select(['id', 'lastError']).where('accountId', 'in', accountIds).where('deadAt', 'is not', null).execute();

    const stored = Number(
      (
        await db
          .selectFrom('monitorEvents')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('accountId', 'in', accountIds)
          .executeTakeFirstOrThrow()
      ).n,
    );
    const stats = servers.map((s) => s.runtime.app.services.monitoringProjector.stats);
    const sum = (k: keyof (typeof stats)[number]) => stats.reduce((n, s) => n + s[k], 0);
    const printed = {
      instances: servers.length,
      'batches sent': figures.batches,
      'batches refused (app gone)': figures.rejectedBatches,
      'server errors': figures.serverErrors,
      'events accepted': figures.accepted,
      'events stored': stored,
      'apps deleted': figures.appsDeleted,
      'projector rounds': sum('rounds'),
      'rounds isolated after a failure': sum('isolatedRounds'),
      'row failures': sum('rowFailures'),
      'dead letters': deadLetters.length,
    };
    recordFigures(ctx.task, printed);

    expect(figures.serverErrors).toBe(0);
    expect(stored).toBe(figures.accepted);
    expect(figures.appsDeleted).toBeGreaterThan(0);
    expect(deadLetters).toEqual([]);

    for (const tenant of tenants) {
      const { rows } = await sql<{ events: number; riskEvents: number; devices: number }>`
        select count(*)::int as events,
          (count(*) filter (where e.risk_level <> 'none'))::int as risk_events,
          (select count(*) from (select distinct e2.app_id, e2.udid from monitor_events e2
             join monitored_apps a on a.id = e2.app_id where e2.account_id = ${tenant.accountId}) d)::int as devices
        from monitor_events e where e.account_id = ${tenant.accountId}`.execute(db);
      const dashboard = await gqlAs(t, tenant.token, '{ monitoringDashboard(period: LAST_7_DAYS) { totals { events riskEvents devices } } }');
      // Rollups count every stored event, a deleted app's too (its events stay, as its history);
      // device records exist for the apps that are left.
      expect(dashboard.data!.monitoringDashboard.totals).toEqual(rows[0]);

      for (const app of tenant.apps.filter((a) => !tenant.deleted.has(a.id))) {
        const { rows: recount } = await sql<{ events: number; udids: number; devices: number; deviceEvents: number; rollupEvents: number; hourlyEvents: number }>`
          select (select count(*) from monitor_events e where e.app_id = ${app.id})::int as events,
            (select count(distinct udid) from monitor_events e where e.app_id = ${app.id})::int as udids,
            (select count(*) from monitor_devices d where d.app_id = ${app.id})::int as devices,
            (select coalesce(sum(event_count), 0) from monitor_devices d where d.app_id = ${app.id})::int as device_events,
            (select coalesce(sum(events), 0) from monitor_rollups r where r.app_id = ${app.id})::int as rollup_events,
            (select coalesce(sum(events), 0) from monitor_rollups_hourly h where h.app_id = ${app.id})::int as hourly_events`.execute(db);
        const r = recount[0];
        expect({ devices: r.devices, deviceEvents: r.deviceEvents, rollupEvents: r.rollupEvents, hourlyEvents: r.hourlyEvents }).toEqual({
          devices: r.udids,
          deviceEvents: r.events,
          rollupEvents: r.events,
          hourlyEvents: r.events,
        });
      }
      for (const id of tenant.deleted) {
        expect(await db.selectFrom('monitorDevices').select('id').where('appId', '=', id).execute()).toEqual([]);
      }
    }
  });
});
