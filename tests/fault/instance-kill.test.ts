// An instance killed (SIGKILL) mid-projection and mid-job: two server processes share one
// PostgreSQL database, one Redis, one job queue and one data directory (uploaded files, keys).
// SDK batches go to both while an assessment job runs; the instance holding the job is killed
// with deltas of events it acknowledged still unapplied. The survivor must apply every
// acknowledged event's projection (device records and rollups equal a recount of the stored
// events) and finish the job exactly once after its lease runs out.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { WebSocket } from 'ws';
import { createApp, signIn } from '../../server/src/cli/device-fleet';
import { openDatabase, type DatabaseHandle } from '../../server/src/db/database';
import { loadLoginKeys } from '../../server/src/platform/keys';
import { loadSecretBox } from '../../server/src/platform/secret-box';
import { startServerProcess, type ServerProcess } from '../bench/server-process';
import { createSeed } from '../helpers/seed';
import { uniqueName } from '../helpers/server';
import { fixture } from '../integration/assessment/assessment-helpers';
import { describeFault } from './fault-services';
import { missingEvents, projectionDrained, projectionRecount, recordFigures, sleep, startLoad, waitFor, type SdkApp } from './fault-helpers';

/** A scan of it takes longer than a poll of the job row, so the kill lands mid-job. */
const PACKAGE = 'insecurebankv2-InsecureBankv2.apk';
const LEASE_SECONDS = 2;

interface Instance {
  name: 'A' | 'B';
  server: ServerProcess;
  ws: Client;
  /** Statuses of the job as this instance's subscription reported them. */
  jobStatuses: string[];
}

describeFault('an instance killed mid-projection and mid-job', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-fault-kill-'));
  const instances: Instance[] = [];
  let direct: DatabaseHandle;
  let token: string;
  let accountId: string;
  let app: SdkApp;
  let jobId = '';

  beforeAll(async () => {
    const databaseUrl = inject('databaseUrl')!;
    direct = await openDatabase({ databaseUrl, dataDir });
    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: process.env.REDIS_URL!,
      REDIS_KEY_PREFIX: `${uniqueName('fault')}:`,
      RAMPART_JOB_QUEUE: uniqueName('q'),
      RAMPART_JOB_LEASE_SECONDS: String(LEASE_SECONDS),
      RAMPART_SDK_EVENTS_PER_SECOND: '1000000',
      LOG_LEVEL: 'error',
    };
    // The keys both instances share (sign-in, SDK secrets) exist before either starts, so the
    // two can start side by side.
    loadLoginKeys(dataDir);
    loadSecretBox(dataDir);
    const servers = await Promise.all([startServerProcess(env, dataDir), startServerProcess(env, dataDir)]);
    instances.push(...(['A', 'B'] as const).map((name, i) => ({ name, server: servers[i], ws: null as unknown as Client, jobStatuses: [] })));
    const owner = await createSeed(direct.db).user({ roleType: 'CUSTOMER_SUPER_ADMIN' });
    accountId = owner.accountId;
    token = await signIn(instances[0].server.url, owner.username, owner.password);
    const created = await createApp(instances[0].server.url, token, 'Fault app', 'android');
    app = { id: created.id!, sdkKey: created.sdkKey, secret: created.secret };
    for (const instance of instances) {
      instance.ws = createClient({
        url: `${instance.server.url.replace('http', 'ws')}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${token}` },
        retryAttempts: 0,
      });
      instance.ws.subscribe(
        { query: 'subscription { assessmentJobUpdated { id status } }' },
        {
          next: (m: any) => void (m.data?.assessmentJobUpdated?.id === jobId && instance.jobStatuses.push(m.data.assessmentJobUpdated.status)),
          error: () => {},
          complete: () => {},
        },
      );
    }
  });

  afterAll(async () => {
    for (const { ws, server } of instances) {
      await Promise.resolve(ws?.dispose()).catch(() => {});
      if (server.child.exitCode === null && server.child.signalCode === null) {
        const gone = new Promise((r) => server.child.once('exit', r));
        server.child.kill('SIGTERM');
        await gone;
      }
    }
    await direct?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const jobRow = () => direct.db.selectFrom('jobs').select(['status', 'attempts', 'leaseOwner', 'progress']).where('id', '=', jobId).executeTakeFirstOrThrow();
  /** The account's queued projections up to queue id `upTo`: how many, and the newest id. */
  const queued = async (upTo = Number.MAX_SAFE_INTEGER) =>
    (
      await sql<{
        n: number;
        last: number | null;
      }>`select count(*)::int as n, max(id)::int8 as last from monitor_projection_queue where account_id = ${accountId} and id <= ${upTo}`.execute(direct.db)
    ).rows[0];

  async function submitJob(url: string): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([fs.readFileSync(fixture(PACKAGE))]), PACKAGE);
    const auth = { authorization: `Bearer ${token}` };
    const upload = (await (await fetch(`${url}/api/file/upload`, { method: 'POST', headers: auth, body: form })).json()) as { code: string; data: { fileId: string } };
    expect(upload.code).toBe('200');
    const res = await fetch(`${url}/api/scan/job/add`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ fileId: upload.data.fileId }),
    });
    const added = (await res.json()) as { code: string; data: { jobId: string } };
    expect(added.code).toBe('200');
    return added.data.jobId;
  }

  it('lets the survivor apply every acknowledged projection and finish the job exactly once', async ({ task }) => {
    const alive = new Set(instances);
    const load = startLoad({ targets: () => [...alive].map((i) => ({ url: i.server.url, app })), batchSize: 10, everyMs: 25 });
    await waitFor('acknowledged events from both instances', () => load.report.acknowledged.size >= 400, 30_000);

    jobId = await submitJob(instances[0].server.url);
    const held = await waitFor(
      'a worker to hold the job',
      async () => {
        const row = await jobRow();
        if (row.status === 'finished' || row.status === 'failed') throw new Error(`the job ended (${row.status}) before the kill: the scenario needs a longer scan`);
        return row.status === 'processing' ? row : null;
      },
      60_000,
      20,
    );
    // The worker's owner id carries its process id: the instance that holds the job dies.
    const victim = instances.find((i) => held.leaseOwner!.split(':').includes(String(i.server.child.pid)))!;
    expect(victim).toBeDefined();
    // The lease is the configured one, so the job is taken over within seconds.
    const { leaseLeft } = (await sql<{ leaseLeft: number }>`select extract(epoch from lease_until - now())::float8 as lease_left from jobs where id = ${jobId}`.execute(direct.db))
      .rows[0];
    expect(leaseLeft).toBeLessThanOrEqual(LEASE_SECONDS);
    const survivor = instances.find((i) => i !== victim)!;

    const acknowledgedAtKill = load.report.acknowledged.size;
    // Under this load both instances always hold deltas they acknowledged but have not applied.
    const beforeKill = await queued();
    const exited = new Promise((r) => victim.server.child.once('exit', r));
    victim.server.child.kill('SIGKILL');
    const killedAt = Date.now();
    alive.delete(victim);
    await exited;
    // Deltas of acknowledged events that the dead instance had not applied yet.
    const atKill = await queued();

    const [jobRecoveredMs, projectionRecoveredMs] = await Promise.all([
      waitFor('the survivor to finish the job', async () => !['ready', 'processing'].includes((await jobRow()).status), 90_000, 100).then(() => Date.now() - killedAt),
      waitFor('the survivor to apply what was queued at the kill', async () => atKill.last === null || (await queued(atKill.last)).n === 0, 60_000, 20).then(
        () => Date.now() - killedAt,
      ),
    ]);

    await sleep(1000);
    const report = await load.stop();
    await projectionDrained(direct.db, accountId, 60_000);

    // The job: taken over after its lease, run again, finished once.
    expect(await jobRow()).toMatchObject({ status: 'finished', attempts: 2, leaseOwner: null, progress: 100 });
    const facts = await direct.db.selectFrom('assessments').select('packageName').where('id', '=', jobId).executeTakeFirstOrThrow();
    expect(facts.packageName).toBe('com.android.insecurebankv2');
    await sleep(500);
    expect(survivor.jobStatuses.filter((s) => s === 'FINISHED')).toHaveLength(1);

    // The events: every acknowledged one stored, and projected exactly once.
    const missing = await missingEvents(direct.db, [app.id], report.acknowledged);
    expect(missing).toEqual([]);
    const [recount] = await projectionRecount(direct.db, [app.id]);
    expect(recount.projected).toEqual(recount.recounted);
    const dashboard = (await (
      await fetch(`${survivor.server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: '{ monitoringDashboard(period: LAST_7_DAYS) { totals { events devices } } }' }),
      })
    ).json()) as { data: { monitoringDashboard: { totals: { events: number; devices: number } } } };
    expect(dashboard.data.monitoringDashboard.totals).toEqual({ events: recount.events, devices: recount.udids });

    recordFigures(task, {
      killed: `instance ${victim.name} (SIGKILL) holding the job at ${held.progress} %, survivor ${survivor.name}`,
      'job lease': `${LEASE_SECONDS} s`,
      'queued projections before the kill': beforeKill.n,
      'queued projections at the kill': atKill.n,
      'events acknowledged at the kill': acknowledgedAtKill,
      'events acknowledged (total)': report.acknowledged.size,
      'acknowledged events stored': report.acknowledged.size - missing.length,
      projection: `${recount.events} events on ${recount.udids} devices; device records, minute and hour rollups = recount`,
      'time to recover (projection)': `${projectionRecoveredMs} ms after the kill (what was queued then applied)`,
      'time to recover (job finished)': `${jobRecoveredMs} ms after the kill`,
      'job attempts / finished messages': `${(await jobRow()).attempts} / ${survivor.jobStatuses.filter((s) => s === 'FINISHED').length}`,
      'answers by HTTP status': JSON.stringify(report.statuses),
    });
  });
});
