import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bufferSource } from '../../../server/src/engines/archive/byte-source';
import { ZipArchive } from '../../../server/src/engines/archive/zip-reader';
import { ScanSandbox } from '../../../server/src/engines/sandbox/run-scan-isolated';
import { JobWorker } from '../../../server/src/jobs/job-worker';
import { createLogger } from '../../../server/src/lib/logger';
import { assessmentJobHandler } from '../../../server/src/modules/assessment/assessment.job';
import { ASSESSMENT_JOB } from '../../../server/src/modules/assessment/assessment.service';
import { startTestServer, uniqueName, type TestServer } from '../../helpers/server';
import { api, download, fixture, SMALL_APK, submit, uploadBytes, uploadFixture, waitForJob, zipOf, type Caller } from './assessment-helpers';

// An API-only instance (RAMPART_ROLE=api starts no worker): each test runs the workers it needs.
let t: TestServer;
let me: Caller;
const sandbox = new ScanSandbox({ timeoutMs: 30_000 });
const workers: JobWorker[] = [];
const logger = createLogger('silent');

function startWorker(options: { leaseMs?: number; owner?: string } = {}): JobWorker {
  const handlers = { [ASSESSMENT_JOB]: assessmentJobHandler({ db: t.runtime.deps.db, files: t.runtime.app.services.files, sandbox }) };
  const worker = new JobWorker(t.runtime.app.services.jobs, handlers, logger, { leaseMs: options.leaseMs ?? 5_000, pollMs: 100, owner: options.owner });
  worker.start();
  workers.push(worker);
  return worker;
}

beforeAll(async () => {
  // Its own queue: test servers sharing a PostgreSQL database never run each other's jobs.
  t = await startTestServer({ env: { RAMPART_ROLE: 'api', RAMPART_JOB_QUEUE: uniqueName('q') } });
  const owner = await t.seed.user({ roleType: 'CUSTOMER_SUPER_ADMIN' });
  me = { token: await t.login(owner.username, owner.password) };
});
afterEach(async () => {
  for (const w of workers.splice(0)) await w.stop();
});
afterAll(async () => {
  await sandbox.close();
  await t.close();
});

const jobRow = (id: string) => t.runtime.deps.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('the durable job queue', () => {
  it('starts no worker on an api-only instance', () => {
    expect(t.runtime.worker).toBeNull();
  });

  it('cancels a waiting job at once; a finished job cannot be cancelled', async () => {
    const jobId = await submit(t, me, await uploadFixture(t, me, SMALL_APK));
    expect((await api(t, me, '/api/scan/job/get', { id: jobId })).data.status).toBe('ready');
    const cancelled = await api(t, me, '/api/scan/job/cancel', { id: jobId });
    expect(cancelled.data).toMatchObject({ status: 'failed' });
    expect(cancelled.data.error).toMatch(/^job\.cancelled/);
    // A worker started afterwards never runs it.
    startWorker();
    const other = await submit(t, me, await uploadFixture(t, me, SMALL_APK));
    expect((await waitForJob(t, me, other)).status).toBe('finished');
    expect((await jobRow(jobId)).attempts).toBe(0);
    expect((await api(t, me, '/api/scan/job/cancel', { id: other })).code).toBe('409');
    expect((await api(t, me, '/api/scan/job/cancel', { id: jobId })).code).toBe('409');
  });

  it('keeps a cancelled job cancelled even when its worker reports back late', async () => {
    const jobId = await submit(t, me, await uploadFixture(t, me, SMALL_APK));
    const queue = t.runtime.app.services.jobs;
    const claimed = await queue.claim('slow-worker', [ASSESSMENT_JOB], 60_000);
    expect(claimed?.id).toBe(jobId);
    await api(t, me, '/api/scan/job/cancel', { id: jobId });
    expect(await queue.renew(jobId, 'slow-worker', 60_000)).toBe(false);
    expect(await queue.finish(jobId, 'slow-worker', { late: true })).toBe(false);
    expect(await jobRow(jobId)).toMatchObject({ status: 'failed', result: null });
  });

  it('reclaims the job of a worker that died once its lease ran out, and finishes it once', { timeout: 60_000 }, async () => {
    const jobId = await submit(t, me, await uploadFixture(t, me, SMALL_APK));
    // A worker claims the job and dies: no renewal, no result.
    const dead = await t.runtime.app.services.jobs.claim('worker-that-died', [ASSESSMENT_JOB], 1_000);
    expect(dead?.id).toBe(jobId);
    const started = Date.now();
    startWorker({ owner: 'survivor' });
    const job = await waitForJob(t, me, jobId);
    expect(job.status).toBe('finished');
    expect(Date.now() - started).toBeGreaterThanOrEqual(800);
    expect(await jobRow(jobId)).toMatchObject({ attempts: 2, leaseOwner: null, progress: 100 });
    expect((await download(t, me, jobId, 'json')).json().packageName).toBe('android.appsecurity.cts.tinyapp');
  });

  // Worker processes share the job with this test through the database: PostgreSQL only.
  it.skipIf(!process.env.DATABASE_URL)('finishes the job of a killed worker process after its lease, with one result', { timeout: 90_000 }, async () => {
    const jobId = await submit(t, me, await uploadFixture(t, me, 'insecurebankv2-InsecureBankv2.apk'));
    const { config } = t.runtime.deps;
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'worker-process.ts')], {
      env: {
        ...process.env,
        DATABASE_URL: config.DATABASE_URL,
        RAMPART_DATA_DIR: config.dataDir,
        RAMPART_JOB_QUEUE: config.RAMPART_JOB_QUEUE,
        RAMPART_ROLE: 'worker',
        RAMPART_TEST_LEASE_MS: '1500',
        LOG_LEVEL: 'silent',
      },
      stdio: 'ignore',
    });
    try {
      // Kill it as soon as it holds the job (the scan itself takes longer than one poll).
      const until = Date.now() + 60_000;
      while ((await jobRow(jobId)).status !== 'processing' && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      const held = await jobRow(jobId);
      expect(held.status).toBe('processing');
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
      expect(held.leaseOwner).toMatch(/:\d+:/);
    } finally {
      child.kill('SIGKILL');
    }
    startWorker({ owner: 'restarted' });
    const job = await waitForJob(t, me, jobId);
    expect(job.status).toBe('finished');
    expect(await jobRow(jobId)).toMatchObject({ attempts: 2, status: 'finished' });
    expect((await download(t, me, jobId, 'json')).json().packageName).toBe('com.android.insecurebankv2');
  });

  it('fails a job whose worker died on every attempt', async () => {
    const jobId = await submit(t, me, await uploadFixture(t, me, SMALL_APK));
    const queue = t.runtime.app.services.jobs;
    for (let i = 0; i < 3; i++) {
      expect((await queue.claim(`dying-${i}`, [ASSESSMENT_JOB], 1))?.id).toBe(jobId);
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(await queue.claim('next', [ASSESSMENT_JOB], 1_000)).toBeNull();
    const row = await jobRow(jobId);
    expect(row.status).toBe('failed');
    expect(row.error).toMatch(/^job\.attempts_exhausted/);
  });

  it('hands a running job back when the worker stops gracefully', async () => {
    const jobId = await submit(t, me, await uploadFixture(t, me, SMALL_APK));
    const queue = t.runtime.app.services.jobs;
    await queue.claim('stopping', [ASSESSMENT_JOB], 60_000);
    await queue.release(jobId, 'stopping');
    expect(await jobRow(jobId)).toMatchObject({ status: 'ready', attempts: 0, leaseOwner: null });
    startWorker();
    expect((await waitForJob(t, me, jobId)).status).toBe('finished');
  });

  it('finishes a job whose handler returns while its worker is stopping, once, without handing it back', async () => {
    const { accountId } = await t.seed.account();
    const queue = t.runtime.app.services.jobs;
    const kind = uniqueName('probe');
    const job = await queue.enqueue(t.runtime.deps.db, { accountId, kind, payload: {} });
    let runs = 0;
    let entered!: () => void;
    const started = new Promise<void>((resolve) => (entered = resolve));
    let sawAbort = false;
    const worker = new JobWorker(
      queue,
      {
        [kind]: async ({ signal }) => {
          runs++;
          entered();
          // The work ends after the stop was asked for, and answers its result all the same.
          await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
          sawAbort = signal.aborted;
          return { done: runs };
        },
      },
      logger,
      { leaseMs: 5_000, pollMs: 50 },
    );
    worker.start();
    await started;
    await worker.stop();
    expect(sawAbort).toBe(true);
    expect(await jobRow(job.id)).toMatchObject({ status: 'finished', progress: 100, attempts: 1, leaseOwner: null, result: { done: 1 } });
    // Nothing is left for another worker to do again.
    expect(await queue.claim('next', [kind], 1_000)).toBeNull();
    expect(runs).toBe(1);
  });
});

describe('hostile packages', () => {
  const apk = fs.readFileSync(fixture('mastg-UnCrackable-Level1.apk'));
  const entries = (() => {
    const zip = ZipArchive.open(bufferSource(apk));
    return zip.names().map((n): [string, Buffer] => [n, zip.readByName(n)!]);
  })();

  it('a truncated package fails its own job with a clear reason while another job finishes', { timeout: 60_000 }, async () => {
    const truncated = await zipOf(entries.map(([n, d]): [string, Buffer] => [n, n === 'AndroidManifest.xml' ? d.subarray(0, 100) : d]));
    const upload = await uploadBytes(t, me, 'truncated.apk', truncated);
    expect(upload.code).toBe('200');
    const bad = await submit(t, me, upload.data!.fileId);
    const good = await submit(t, me, await uploadFixture(t, me, SMALL_APK));
    startWorker();
    const [badJob, goodJob] = await Promise.all([waitForJob(t, me, bad), waitForJob(t, me, good)]);
    expect(badJob.status).toBe('failed');
    expect(badJob.error).toMatch(/^android\.manifest_malformed: /);
    expect(goodJob.status).toBe('finished');
    expect((await download(t, me, bad, 'json')).json().code).toBe('409');
  });

  it('a truncated DEX fails its own job with the reason while another job finishes', { timeout: 60_000 }, async () => {
    const cut = await zipOf(entries.map(([n, d]): [string, Buffer] => [n, n === 'classes.dex' ? d.subarray(0, Math.floor(d.length / 2)) : d]));
    const bad = await submit(t, me, (await uploadBytes(t, me, 'cut-dex.apk', cut)).data!.fileId);
    const good = await submit(t, me, await uploadFixture(t, me, SMALL_APK));
    startWorker();
    const [badJob, goodJob] = await Promise.all([waitForJob(t, me, bad), waitForJob(t, me, good)]);
    expect(badJob.status).toBe('failed');
    expect(badJob.error).toMatch(/^android\.dex_malformed: classes\.dex: truncated \(\d+ of \d+ bytes\)/);
    expect(goodJob.status).toBe('finished');
  });

  it('a zip bomb fails its job at the archive limits without harming the server or other jobs', { timeout: 60_000 }, async () => {
    // 384 MiB of zeros as classes.dex (over the 256 MiB entry limit), deflated on the fly to under 1 MB.
    const zeros = Readable.from(
      (function* () {
        const block = Buffer.alloc(8 * 1024 * 1024);
        for (let i = 0; i < 48; i++) yield block;
      })(),
    );
    const manifest = entries.find(([n]) => n === 'AndroidManifest.xml')![1];
    const bomb = await zipOf([
      ['AndroidManifest.xml', manifest],
      ['classes.dex', zeros],
    ]);
    expect(bomb.length).toBeLessThan(4 * 1024 * 1024);
    const upload = await uploadBytes(t, me, 'bomb.apk', bomb);
    const jobId = await submit(t, me, upload.data!.fileId);
    const before = process.memoryUsage.rss();
    const good = await submit(t, me, await uploadFixture(t, me, SMALL_APK));
    startWorker();
    const job = await waitForJob(t, me, jobId);
    expect(job.status).toBe('failed');
    expect(job.error).toMatch(/^archive\.limit_exceeded: classes\.dex/);
    expect((await waitForJob(t, me, good)).status).toBe('finished');
    expect((process.memoryUsage.rss() - before) / 1024 / 1024).toBeLessThan(512);
    expect((await t.runtime.app.server.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
