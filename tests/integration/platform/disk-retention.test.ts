import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobWorker } from '../../../server/src/jobs/job-worker';
import { createLogger } from '../../../server/src/lib/logger';
import { DISK_CLEAN_JOB, DiskService, retentionCutoff } from '../../../server/src/modules/disk/disk.service';
import { ensureEventPartitions, listEventPartitions } from '../../../server/src/modules/monitoring/partitions.repo';
import { gqlAs, outcome } from '../../helpers/graphql';
import { createMonitoredApp, type TestApp } from '../../helpers/monitoring';
import { roleMatrix, type RoleMatrix } from '../../helpers/role-matrix';
import { startTestServer, uniqueName, type TestServer } from '../../helpers/server';

/**
 * Disk management (/manage/systemmanage/diskManage): with "keep the past 1 month" and data spread
 * over three months, one clean run removes exactly what is dated before the cut-off (the first
 * day of the previous month) — an event month, jobs with their uploads and outputs, a produced
 * report with its file, tokens, sign-ups and mails — and the monitoring figures of the kept months
 * are the same before and after. Two instances whose schedulers tick at the same moment clean
 * once: one queue job, one run, one activity entry. The settings are validated with the spec's
 * messages in both languages, and every operation needs system_disk in the system account. The
 * server runs as an API instance on a queue of its own, so the test drives clocks and workers.
 */
let t: TestServer;
let m: RoleMatrix<'systemNoDisk'>;
let app: TestApp;
const logger = createLogger('silent');
const DAY = 24 * 3600_000;

// A timeline of its own, long past: other test files on a shared database never date rows here.
const NOW = new Date('2021-06-15T12:00:00Z');
const CUTOFF = new Date('2021-05-01T00:00:00Z');
const OLD = new Date('2021-04-10T08:00:00Z');
const KEPT = [new Date('2021-05-20T09:30:00Z'), new Date('2021-06-03T10:15:00Z')];

/**
 * The test's clock is years behind the real one, so a clean due by it is due for every other
 * server's scheduler on a shared database too: the next automatic clean is put a month ahead of
 * the real clock whenever a step of the test moved it.
 */
const parkSchedule = () =>
  db()
    .updateTable('diskSettings')
    .set({ nextRunAt: new Date(Date.now() + 30 * DAY) })
    .execute();

const disk = () => t.runtime.app.services.disk;
const db = () => t.runtime.deps.db;
const filesRoot = () => t.runtime.app.services.files.root;

beforeAll(async () => {
  t = await startTestServer({ env: { RAMPART_ROLE: 'api', RAMPART_JOB_QUEUE: uniqueName('disk') } });
  m = await roleMatrix(t, {
    // A user of the system account whose role lacks system_disk.
    systemNoDisk: async () => {
      const system = await db().selectFrom('accounts').select('id').where('isSystem', '=', true).executeTakeFirstOrThrow();
      const role = await db()
        .insertInto('roles')
        .values({ accountId: system.id, name: uniqueName('nodisk'), type: 'CUSTOM', codes: ['system_security'] })
        .returning('id')
        .executeTakeFirstOrThrow();
      return t.seed.userIn(system.id, role.id, {});
    },
  });
  app = await createMonitoredApp(t, m.tokens.customerSuperAdmin);
  disk().now = () => NOW;
});
afterAll(async () => {
  // Leave the shared settings as a fresh console has them, the next clean far ahead.
  await db()
    .updateTable('diskSettings')
    .set({ keepMonths: 12, cleanIntervalHours: 24, nextRunAt: new Date(Date.now() + 30 * DAY) })
    .execute();
  await t.close();
});

const SETTINGS = '{ diskSettings { keepMonths cleanIntervalHours cutoff nextRunAt } }';
const USAGE = '{ diskUsage { kinds { kind rows bytes } databaseBytes diskFreeBytes diskTotalBytes fileStore { kind bucket } } }';
const RUNS =
  '{ diskCleanRuns(first: 10) { totalCount edges { node { id status trigger freedBytes counts { events files tokens signups mails assessments hardeningJobs monitorReports } } } } }';
const UPDATE = `mutation($i: DiskSettingsInput!) { updateDiskSettings(input: $i) { __typename ... on AppError { code message }
  ... on MutationUpdateDiskSettingsSuccess { data { keepMonths cleanIntervalHours } } } }`;
const CLEAN = 'mutation { cleanDiskNow { __typename ... on AppError { code message } ... on MutationCleanDiskNowSuccess { data { jobId cutoff } } } }';

// ---- seeding -----------------------------------------------------------------------------

const at = (d: Date, minutes = 0) => new Date(d.getTime() + minutes * 60_000);

async function addEvents(when: Date, count: number, level: 'high' | 'low' = 'high') {
  for (let i = 0; i < count; i++) {
    await db()
      .insertInto('monitorEvents')
      .values({
        accountId: app.accountId,
        appId: app.id,
        eventId: uniqueName('ev'),
        occurredAt: at(when, i),
        kind: 'root',
        riskLevel: level,
        exempt: false,
        matched: [],
        details: '{}',
        udid: 'device-1',
        userUdid: null,
        brand: 'Google',
        model: 'Pixel 8',
        osVersion: '14',
        platform: 'android',
        clientIp: null,
        country: 'TWN',
        sdkVersion: '1.0.0',
        appVersion: '1.0',
        environment: '[]',
        installedApps: '[]',
      })
      .execute();
  }
  const minute = new Date(Math.floor(when.getTime() / 60_000) * 60_000);
  const hour = new Date(Math.floor(when.getTime() / 3600_000) * 3600_000);
  const counts = { accountId: app.accountId, appId: app.id, kind: 'root', riskLevel: level, country: 'TWN', events: count, riskyDevices: 1 };
  await db()
    .insertInto('monitorRollups')
    .values({ ...counts, minute })
    .execute();
  await db()
    .insertInto('monitorRollupsHourly')
    .values({ ...counts, hour })
    .execute();
}

/** An upload file (row and bytes) of the account, made at `when`. */
async function addUpload(when: Date, bytes: number) {
  const id = crypto.randomUUID();
  const storagePath = path.join('uploads', app.accountId, id);
  fs.mkdirSync(path.join(filesRoot(), 'uploads', app.accountId), { recursive: true });
  fs.writeFileSync(path.join(filesRoot(), storagePath), crypto.randomBytes(bytes));
  await db()
    .insertInto('files')
    .values({ id, accountId: app.accountId, kind: 'apk', originalName: 'app.apk', size: bytes, sha256: 'x'.repeat(64), storagePath, createdAt: when })
    .execute();
  return { id, path: path.join(filesRoot(), storagePath) };
}

async function addQueueJob(kind: string, when: Date) {
  const job = await db().insertInto('jobs').values({ accountId: app.accountId, kind, payload: '{}', queue: 'elsewhere' }).returning('id').executeTakeFirstOrThrow();
  await db().updateTable('jobs').set({ status: 'finished', createdAt: when, finishedAt: when }).where('id', '=', job.id).execute();
  return job.id;
}

async function addAssessment(when: Date) {
  const file = await addUpload(when, 3000);
  const id = await addQueueJob('assessment', when);
  await db()
    .insertInto('assessments')
    .values({
      id,
      accountId: app.accountId,
      fileId: file.id,
      platform: 'android',
      fileName: 'app.apk',
      fileSize: 3000,
      fileSha256: 'x'.repeat(64),
      lang: 'en',
      submitType: 'WEB',
      creator: 'tester',
      createdAt: when,
    })
    .execute();
  return { id, file };
}

async function addHardening(when: Date) {
  const file = await addUpload(when, 5000);
  const id = await addQueueJob('hardening', when);
  const outputDir = path.join(filesRoot(), 'hardening', app.accountId, id);
  fs.mkdirSync(outputDir, { recursive: true });
  fs.writeFileSync(path.join(outputDir, 'protected.apk'), crypto.randomBytes(7000));
  await db()
    .insertInto('hardeningJobs')
    .values({
      id,
      accountId: app.accountId,
      kind: 'android',
      taskName: uniqueName('task'),
      fileId: file.id,
      fileName: 'app.apk',
      fileSize: 5000,
      fileSha256: 'x'.repeat(64),
      policyName: 'default',
      engineVersion: '1',
      outputPath: path.join('hardening', app.accountId, id, 'protected.apk'),
      submitType: 'WEB',
      creator: 'tester',
      createdAt: when,
    })
    .execute();
  return { id, file, outputDir };
}

async function addReport(when: Date) {
  const id = crypto.randomUUID();
  const filePath = path.join('monitor-reports', app.accountId, `${id}.csv`);
  fs.mkdirSync(path.join(filesRoot(), 'monitor-reports', app.accountId), { recursive: true });
  fs.writeFileSync(path.join(filesRoot(), filePath), 'section,key\r\n');
  await db()
    .insertInto('monitorReports')
    .values({ id, accountId: app.accountId, taskName: 'r', periodFrom: at(when, -60), periodTo: when, format: 'csv', status: 'ready', filePath, fileSize: 13, createdAt: when })
    .execute();
  return { id, file: path.join(filesRoot(), filePath) };
}

async function addIdentityRows(when: Date, tag: string) {
  const token = await db()
    .insertInto('oneTimeTokens')
    .values({ kind: 'password_reset', tokenHash: crypto.randomBytes(16).toString('hex'), expiresAt: at(when, 30), createdAt: when })
    .returning('id')
    .executeTakeFirstOrThrow();
  const signup = await db()
    .insertInto('signups')
    .values({ accountName: uniqueName(tag), username: uniqueName(tag), email: `${uniqueName(tag)}@example.com`, passwordHash: 'x', status: 'rejected', createdAt: when })
    .returning('id')
    .executeTakeFirstOrThrow();
  const pending = await db()
    .insertInto('signups')
    .values({ accountName: uniqueName(tag), username: uniqueName(tag), email: `${uniqueName(tag)}@example.com`, passwordHash: 'x', status: 'pending_approval', createdAt: when })
    .returning('id')
    .executeTakeFirstOrThrow();
  const mail = await db()
    .insertInto('mailOutbox')
    .values({ recipient: 'old@example.com', subject: tag, body: 'b', transport: 'outbox', createdAt: when })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token: token.id, signup: signup.id, pending: pending.id, mail: mail.id };
}

/** One batch of data older than the cut-off, and what should survive it. */
async function seedOldBatch() {
  await ensureEventPartitions(db(), OLD, 0, 0);
  await addEvents(OLD, 3);
  return {
    assessment: await addAssessment(OLD),
    hardening: await addHardening(OLD),
    report: await addReport(OLD),
    identity: await addIdentityRows(OLD, 'old'),
  };
}

const exists = async (table: 'jobs' | 'files' | 'monitorReports' | 'oneTimeTokens' | 'signups', id: string) =>
  Boolean(await db().selectFrom(table).select('id').where('id', '=', id).executeTakeFirst());
const mailExists = async (id: number) => Boolean(await db().selectFrom('mailOutbox').select('id').where('id', '=', id).executeTakeFirst());
const eventCount = async () =>
  Number(
    (
      await db()
        .selectFrom('monitorEvents')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('appId', '=', app.id)
        .executeTakeFirstOrThrow()
    ).n,
  );

function figures() {
  return t.runtime.app.services.monitoringDashboard.reportFigures(app.accountId, { from: CUTOFF, to: new Date('2021-07-01T00:00:00Z'), appIds: [], timeZone: 'UTC' });
}

/** Runs queue workers (one per service) until `jobId` has ended. */
async function runJob(jobId: string, services: DiskService[]) {
  const workers = services.map(
    (s, i) => new JobWorker(t.runtime.app.services.jobs, { [DISK_CLEAN_JOB]: s.jobHandler() }, logger, { owner: `disk-worker-${i}`, pollMs: 20, leaseMs: 10_000 }),
  );
  workers.forEach((w) => w.start());
  try {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const job = await db().selectFrom('jobs').select(['status', 'error']).where('id', '=', jobId).executeTakeFirstOrThrow();
      if (job.status === 'finished') return;
      if (job.status === 'failed') throw new Error(`disk clean failed: ${job.error}`);
      if (Date.now() > deadline) throw new Error('disk clean did not finish');
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    await Promise.all(workers.map((w) => w.stop()));
  }
}

async function runOf(jobId: string) {
  return db().selectFrom('diskCleanRuns').selectAll().where('jobId', '=', jobId).execute();
}

async function activityOf(runId: string) {
  return db().selectFrom('operationLogs').select(['activityType', 'reason']).where('target', '=', `disk-clean:${runId}`).execute();
}

// ---- tests -------------------------------------------------------------------------------

describe('disk settings', () => {
  it('defines the cut-off as the first day of the month N months back', () => {
    expect(retentionCutoff(NOW, 1).toISOString()).toBe(CUTOFF.toISOString());
    expect(retentionCutoff(new Date('2021-01-31T23:59:59Z'), 3).toISOString()).toBe('2020-10-01T00:00:00.000Z');
  });

  it('validates the settings with the spec messages in both languages and changes nothing on bad input', async () => {
    const admin = m.tokens.systemAdmin;
    const ok = await gqlAs(t, admin, UPDATE, { i: { keepMonths: 6, cleanIntervalHours: 12 } });
    expect(ok.data?.updateDiskSettings.data).toEqual({ keepMonths: 6, cleanIntervalHours: 12 });
    const cases: Array<[Record<string, number>, string, string]> = [
      [{ keepMonths: 0, cleanIntervalHours: 12 }, 'Keep data for: enter a whole number of months from 1 to 120.', '資料保留期間：請輸入 1 到 120 之間的整數月數。'],
      [{ keepMonths: 121, cleanIntervalHours: 12 }, 'Keep data for: enter a whole number of months from 1 to 120.', '資料保留期間：請輸入 1 到 120 之間的整數月數。'],
      [
        { keepMonths: 6, cleanIntervalHours: 0 },
        'Automatic clean interval: enter a whole number of hours, at least 1 (at most 8760).',
        '自動清理間隔：請輸入至少 1（最多 8760）的整數小時數。',
      ],
      [
        { keepMonths: 6, cleanIntervalHours: -3 },
        'Automatic clean interval: enter a whole number of hours, at least 1 (at most 8760).',
        '自動清理間隔：請輸入至少 1（最多 8760）的整數小時數。',
      ],
    ];
    for (const [input, en, zh] of cases) {
      const answer = await gqlAs(t, admin, UPDATE, { i: input });
      expect(answer.data?.updateDiskSettings).toMatchObject({ __typename: 'AppError', code: '400', message: en });
      const chinese = await gqlAs(t, admin, UPDATE, { i: input }, 'zh-TW');
      expect(chinese.data?.updateDiskSettings.message).toBe(zh);
    }
    const after = await gqlAs(t, admin, SETTINGS);
    expect(after.data?.diskSettings).toMatchObject({ keepMonths: 6, cleanIntervalHours: 12 });
    // The next automatic clean is one interval after saving.
    expect(new Date(after.data?.diskSettings.nextRunAt).getTime()).toBe(NOW.getTime() + 12 * 3600_000);
    await parkSchedule();
    const log = await db().selectFrom('operationLogs').select('reason').where('activityType', '=', 'disk.settings').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(log.reason).toBe('keepMonths=6; cleanIntervalHours=12');
  });

  it('needs system_disk in the system account for every operation', async () => {
    const ops: Array<[string, Record<string, unknown>?]> = [[SETTINGS], [USAGE], [RUNS], [UPDATE, { i: { keepMonths: 3, cleanIntervalHours: 2 } }], [CLEAN]];
    for (const who of ['customerSuperAdmin', 'admin', 'user', 'view', 'otherAccount', 'systemNoDisk'] as const) {
      for (const [query, vars] of ops) expect(outcome(await gqlAs(t, m.tokens[who], query, vars)), `${who} ${query.slice(0, 30)}`).toBe('403');
    }
    for (const [query] of ops.slice(0, 3)) expect(outcome(await gqlAs(t, null, query))).toBe('401');
    const settings = await db().selectFrom('diskSettings').selectAll().executeTakeFirstOrThrow();
    expect(settings.keepMonths).toBe(6);
    expect(await db().selectFrom('jobs').select('id').where('kind', '=', DISK_CLEAN_JOB).where('queue', '=', t.runtime.deps.config.RAMPART_JOB_QUEUE).execute()).toEqual([]);
  });

  it('reports usage by kind with rows, bytes and the free disk space', async () => {
    await addUpload(KEPT[1], 1234);
    const answer = await gqlAs(t, m.tokens.systemAdmin, USAGE);
    const usage = answer.data?.diskUsage;
    expect(usage.kinds.map((k: { kind: string }) => k.kind)).toEqual(['uploads', 'reports', 'hardened', 'events']);
    const uploads = usage.kinds.find((k: { kind: string }) => k.kind === 'uploads');
    expect(uploads.rows).toBeGreaterThanOrEqual(1);
    expect(uploads.bytes).toBeGreaterThanOrEqual(1234);
    expect(usage.diskFreeBytes).toBeGreaterThan(0);
    expect(usage.diskTotalBytes).toBeGreaterThanOrEqual(usage.diskFreeBytes);
    // Files are in the local data directory, the disk whose free space is shown.
    expect(usage.fileStore).toEqual({ kind: 'LOCAL', bucket: null });
    expect(usage.kinds.find((k: { kind: string }) => k.kind === 'events').rows).toBeGreaterThanOrEqual(0);
  });
});

describe('a clean run', () => {
  it('removes exactly what is older than the past month and keeps the kept months figures', async () => {
    await gqlAs(t, m.tokens.systemAdmin, UPDATE, { i: { keepMonths: 1, cleanIntervalHours: 6 } });
    await parkSchedule();
    await ensureEventPartitions(db(), OLD, 0, 2);
    const old = await seedOldBatch();
    for (const when of KEPT) await addEvents(when, 2, 'high');
    await addEvents(KEPT[1], 1, 'low');
    const kept = {
      assessment: await addAssessment(KEPT[0]),
      hardening: await addHardening(KEPT[1]),
      report: await addReport(KEPT[0]),
      identity: await addIdentityRows(KEPT[0], 'kept'),
    };
    const before = await figures();
    expect(before.totals.high).toBe(4);
    expect(before.totals.low).toBe(1);
    expect(await eventCount()).toBe(8);

    const asked = await gqlAs(t, m.tokens.systemAdmin, CLEAN);
    const jobId = asked.data?.cleanDiskNow.data.jobId as string;
    expect(new Date(asked.data?.cleanDiskNow.data.cutoff).toISOString()).toBe(CUTOFF.toISOString());
    await runJob(jobId, [disk()]);

    const [run] = await runOf(jobId);
    expect(run).toMatchObject({ status: 'finished', trigger: 'manual', keepMonths: 1 });
    expect(run.cutoff.toISOString()).toBe(CUTOFF.toISOString());
    expect(run.counts).toMatchObject({ events: 3, assessments: 1, hardeningJobs: 1, monitorReports: 1, files: 2, tokens: 1, signups: 1, mails: 1 });
    expect(run.counts.eventPartitions).toBeGreaterThanOrEqual(1);
    expect(run.counts.rollups).toBeGreaterThanOrEqual(2);
    // The two uploads, the output and the report file, and the dropped event month.
    expect(run.freedBytes).toBeGreaterThanOrEqual(3000 + 5000 + 7000 + 13);

    // Everything older is gone, files included…
    expect(await listEventPartitions(db())).not.toContain('monitor_events_y2021m04');
    expect(await exists('jobs', old.assessment.id)).toBe(false);
    expect(await exists('jobs', old.hardening.id)).toBe(false);
    expect(await exists('files', old.assessment.file.id)).toBe(false);
    expect(fs.existsSync(old.assessment.file.path)).toBe(false);
    expect(fs.existsSync(old.hardening.file.path)).toBe(false);
    expect(fs.existsSync(old.hardening.outputDir)).toBe(false);
    expect(await exists('monitorReports', old.report.id)).toBe(false);
    expect(fs.existsSync(old.report.file)).toBe(false);
    expect(await exists('oneTimeTokens', old.identity.token)).toBe(false);
    expect(await exists('signups', old.identity.signup)).toBe(false);
    expect(await mailExists(old.identity.mail)).toBe(false);
    // …except a sign-up an administrator still has to decide on.
    expect(await exists('signups', old.identity.pending)).toBe(true);

    // Everything newer stays, and the kept months' figures are unchanged.
    expect(await eventCount()).toBe(5);
    expect(await exists('jobs', kept.assessment.id)).toBe(true);
    expect(await exists('jobs', kept.hardening.id)).toBe(true);
    expect(fs.existsSync(kept.assessment.file.path)).toBe(true);
    expect(fs.existsSync(kept.hardening.outputDir)).toBe(true);
    expect(await exists('monitorReports', kept.report.id)).toBe(true);
    expect(fs.existsSync(kept.report.file)).toBe(true);
    expect(await exists('oneTimeTokens', kept.identity.token)).toBe(true);
    expect(await exists('signups', kept.identity.signup)).toBe(true);
    expect(await mailExists(kept.identity.mail)).toBe(true);
    expect(await figures()).toEqual(before);

    // One activity entry with the counts and bytes, and the run in the history.
    const entries = await activityOf(run.id);
    expect(entries).toHaveLength(1);
    expect(entries[0].activityType).toBe('disk.clean');
    expect(entries[0].reason).toContain('events=3');
    expect(entries[0].reason).toContain(`freedBytes=${run.freedBytes}`);
    const runs = await gqlAs(t, m.tokens.systemAdmin, RUNS);
    expect(runs.data?.diskCleanRuns.edges[0].node).toMatchObject({ id: run.id, status: 'finished', trigger: 'manual', counts: { events: 3, files: 2 } });
  });

  it('is enqueued once and run once by two instances ticking at the same moment', async () => {
    const other = new DiskService({ ...disk()['deps'] });
    other.now = () => NOW;
    let old = await seedOldBatch();
    // Not due yet: nothing is enqueued.
    await parkSchedule();
    expect(await Promise.all([disk().tick(), other.tick()])).toEqual([null, null]);
    // Due: both tick at once, one of them enqueues. The clean is then due for every other
    // server's scheduler on a shared database too (see parkSchedule); when one of them claims
    // it first, its run is awaited, the old rows it removed are seeded again, and the test ticks again.
    const cleanJobs = async () => (await db().selectFrom('jobs').select('id').where('kind', '=', DISK_CLEAN_JOB).execute()).map((j) => j.id);
    let ticked: NonNullable<Awaited<ReturnType<DiskService['tick']>>>[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      const known = new Set(await cleanJobs());
      await db()
        .updateTable('diskSettings')
        .set({ nextRunAt: at(NOW, -1) })
        .execute();
      ticked = (await Promise.all([disk().tick(), other.tick(), disk().tick(), other.tick()])).filter((j) => j !== null);
      if (ticked.length > 0) break;
      const ids = (await cleanJobs()).filter((id) => !known.has(id));
      if (ids.length === 0) break;
      await parkSchedule();
      // Not claimed yet: withdrawn, so no worker elsewhere runs it during the test.
      await db().deleteFrom('jobs').where('id', 'in', ids).where('status', '=', 'ready').execute();
      const statuses = async () => (await db().selectFrom('jobs').select('status').where('id', 'in', ids).execute()).map((j) => j.status);
      await expect.poll(async () => (await statuses()).every((status) => status === 'finished' || status === 'failed'), { timeout: 120_000, interval: 200 }).toBe(true);
      if ((await statuses()).length > 0) old = await seedOldBatch();
    }
    expect(ticked).toHaveLength(1);
    const settings = await db().selectFrom('diskSettings').selectAll().executeTakeFirstOrThrow();
    expect(settings.nextRunAt!.getTime()).toBe(NOW.getTime() + 6 * 3600_000);
    await parkSchedule();

    // Both instances' workers race for the job; one runs it.
    await runJob(ticked[0]!.id, [disk(), other]);
    const runs = await runOf(ticked[0]!.id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'finished', trigger: 'schedule' });
    expect(runs[0].counts).toMatchObject({ events: 3, assessments: 1, hardeningJobs: 1, monitorReports: 1, files: 2, tokens: 1, signups: 1, mails: 1 });
    expect(await activityOf(runs[0].id)).toHaveLength(1);
    expect(await exists('jobs', old.assessment.id)).toBe(false);
    expect(fs.existsSync(old.hardening.outputDir)).toBe(false);

    // The same job handed to the other instance again (a reclaimed lease) does not run twice.
    const again = await other.clean(ticked[0]!.id, { trigger: 'schedule', keepMonths: 1, cutoff: CUTOFF.toISOString(), requestedBy: null });
    expect(again).toEqual({ runId: null, skipped: true });
    expect(await runOf(ticked[0]!.id)).toHaveLength(1);
  });

  it('runs a clean asked for while another runs after it, instead of dropping it', async () => {
    const other = new DiskService({ ...disk()['deps'] });
    other.now = () => NOW;
    other.busyPollMs = 20;
    const ask = async () => (await gqlAs(t, m.tokens.systemAdmin, CLEAN)).data?.cleanDiskNow.data.jobId as string;
    const [busy, waiting] = [await ask(), await ask()];
    // The first job is being run by a worker elsewhere: claimed, leased, its run under way.
    await db()
      .updateTable('jobs')
      .set({ status: 'processing', leaseOwner: 'elsewhere', leaseUntil: new Date(Date.now() + 60_000) })
      .where('id', '=', busy)
      .execute();
    const running = await db()
      .insertInto('diskCleanRuns')
      .values({ jobId: busy, trigger: 'manual', keepMonths: 1, cutoff: CUTOFF, requestedBy: null, counts: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow();

    const done = runJob(waiting, [other]);
    await expect.poll(async () => (await db().selectFrom('jobs').select('status').where('id', '=', waiting).executeTakeFirstOrThrow()).status).toBe('processing');
    await new Promise((r) => setTimeout(r, 300));
    expect(await runOf(waiting)).toEqual([]);

    // The other run ends; the waiting one starts after it and finishes.
    await db().updateTable('diskCleanRuns').set({ status: 'finished', finishedAt: new Date() }).where('id', '=', running.id).execute();
    await db().updateTable('jobs').set({ status: 'finished', leaseOwner: null, leaseUntil: null }).where('id', '=', busy).execute();
    await done;
    const [run] = await runOf(waiting);
    expect(run).toMatchObject({ status: 'finished', trigger: 'manual' });
    await parkSchedule();
  });
});
