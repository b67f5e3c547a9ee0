// Scheduled monitoring reports with two instances, the scheduler on in both: two server
// processes share one PostgreSQL database, one Redis, one job queue and one data directory.
// Report jobs whose 100 daily boundaries have all passed are due at once, so both schedulers
// race for them; one instance is killed (SIGKILL) while it produces a report. Every boundary
// must give exactly one report, every ready report must name its whole file, no part file may
// be left, and the run the dead instance held is completed once by the survivor after its lease.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { createApp, signIn } from '../../server/src/cli/device-fleet';
import { openDatabase, type DatabaseHandle } from '../../server/src/db/database';
import { firstRunAt } from '../../server/src/modules/monitoring/report-periods';
import { MONITOR_REPORT_JOB } from '../../server/src/modules/monitoring/reports.service';
import { loadLoginKeys } from '../../server/src/platform/keys';
import { loadSecretBox } from '../../server/src/platform/secret-box';
import { startServerProcess, type ServerProcess } from '../bench/server-process';
import { createSeed } from '../helpers/seed';
import { uniqueName } from '../helpers/server';
import { describeFault } from './fault-services';
import { recordFigures, sleep, waitFor } from './fault-helpers';

const LEASE_SECONDS = 2;
const DAY = 24 * 3600_000;
const JOBS = 4;
const DAYS_PER_JOB = 25;

describeFault('report schedulers on two instances, one killed mid-run', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-fault-reports-'));
  const instances: ServerProcess[] = [];
  let direct: DatabaseHandle;
  let accountId: string;
  let appId: string;

  beforeAll(async () => {
    const databaseUrl = inject('databaseUrl')!;
    direct = await openDatabase({ databaseUrl, dataDir });
    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: process.env.REDIS_URL!,
      REDIS_KEY_PREFIX: `${uniqueName('fault')}:`,
      RAMPART_JOB_QUEUE: uniqueName('q'),
      RAMPART_JOB_LEASE_SECONDS: String(LEASE_SECONDS),
      RAMPART_REPORT_TICK_SECONDS: '1',
      LOG_LEVEL: 'error',
    };
    loadLoginKeys(dataDir);
    loadSecretBox(dataDir);
    instances.push(...(await Promise.all([startServerProcess(env, dataDir), startServerProcess(env, dataDir)])));
    const owner = await createSeed(direct.db).user({ roleType: 'CUSTOMER_SUPER_ADMIN' });
    accountId = owner.accountId;
    const token = await signIn(instances[0].url, owner.username, owner.password);
    appId = (await createApp(instances[0].url, token, 'Report fault app', 'android')).id!;
  });

  afterAll(async () => {
    for (const server of instances) {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        const gone = new Promise((r) => server.child.once('exit', r));
        server.child.kill('SIGTERM');
        await gone;
      }
    }
    await direct?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const reportRows = () => direct.db.selectFrom('monitorReports').selectAll().where('accountId', '=', accountId).execute();
  const queueRows = () =>
    direct.db
      .selectFrom('jobs')
      .select(['id', 'status', 'attempts', 'leaseOwner', sql<string>`payload->>'reportId'`.as('reportId')])
      .where('kind', '=', MONITOR_REPORT_JOB)
      .where('accountId', '=', accountId)
      .execute();

  it('produces each of 100 due reports exactly once and completes the killed run', async ({ task }) => {
    // Jobs whose every daily boundary has passed: all due at once, for both schedulers.
    const today = Math.floor(Date.now() / DAY) * DAY;
    for (let i = 0; i < JOBS; i++) {
      const timing = { cycle: 'daily' as const, startAt: new Date(today - (DAYS_PER_JOB + 1) * DAY), endAt: new Date(today - DAY), timeZone: 'UTC' };
      await direct.db
        .insertInto('monitorReportJobs')
        .values({ accountId, taskName: `fault-${i}`, ...timing, appIds: [appId], format: 'pdf', recipients: [], creator: 'fault', createdBy: null, nextRunAt: firstRunAt(timing) })
        .execute();
    }

    const held = await waitFor('an instance to produce a report', async () => (await queueRows()).find((r) => r.status === 'processing' && r.leaseOwner) ?? null, 60_000, 10);
    const victim = instances.find((i) => held.leaseOwner!.split(':').includes(String(i.child.pid)))!;
    expect(victim).toBeDefined();
    const survivor = instances.find((i) => i !== victim)!;
    const exited = new Promise((r) => victim.child.once('exit', r));
    victim.child.kill('SIGKILL');
    const killedAt = Date.now();
    await exited;

    // What the dead instance held at its death: pending reports with no file named.
    const orphaned = (await queueRows()).filter((r) => r.status === 'processing' && r.leaseOwner!.split(':').includes(String(victim.child.pid)));
    expect(orphaned.length).toBeGreaterThanOrEqual(1);
    for (const run of orphaned) {
      const row = (await reportRows()).find((r) => r.id === run.reportId)!;
      expect(row).toMatchObject({ status: 'pending', filePath: null });
    }

    await waitFor(
      'every report to be ready',
      async () => {
        const rows = await reportRows();
        return rows.length === JOBS * DAYS_PER_JOB && rows.every((r) => r.status === 'ready') ? true : null;
      },
      120_000,
      200,
    );
    const recoveredMs = Date.now() - killedAt;
    await sleep(2 * 1000);

    // One report per job and boundary, each naming its whole file.
    const rows = await reportRows();
    expect(rows).toHaveLength(JOBS * DAYS_PER_JOB);
    expect(new Set(rows.map((r) => `${r.jobId}|${r.runAt!.toISOString()}`)).size).toBe(JOBS * DAYS_PER_JOB);
    const filesRoot = path.join(dataDir, 'files');
    for (const row of rows) {
      const body = fs.readFileSync(path.join(filesRoot, row.filePath!));
      expect(body.length).toBe(Number(row.fileSize));
      expect(body.subarray(0, 5).toString()).toBe('%PDF-');
      expect(body.subarray(body.length - 8).toString()).toContain('%%EOF');
    }
    const dir = path.join(filesRoot, 'monitor-reports', accountId);
    expect(fs.readdirSync(dir).filter((f) => f.endsWith('.part'))).toEqual([]);
    expect(fs.readdirSync(dir)).toHaveLength(JOBS * DAYS_PER_JOB);

    // One queue run per report; the dead instance's runs finished on their second attempt.
    const runs = await queueRows();
    expect(runs).toHaveLength(JOBS * DAYS_PER_JOB);
    expect(runs.every((r) => r.status === 'finished')).toBe(true);
    for (const run of orphaned) expect(runs.find((r) => r.id === run.id)).toMatchObject({ status: 'finished', attempts: 2 });
    const jobs = await direct.db.selectFrom('monitorReportJobs').select(['nextRunAt']).where('accountId', '=', accountId).execute();
    expect(jobs.every((j) => j.nextRunAt === null)).toBe(true);
    expect(survivor.child.exitCode).toBeNull();

    recordFigures(task, {
      reports: rows.length,
      'runs held by the killed instance': orphaned.length,
      'all ready after the kill': `${(recoveredMs / 1000).toFixed(1)} s`,
      'job lease': `${LEASE_SECONDS} s`,
    });
  }, 240_000);
});
