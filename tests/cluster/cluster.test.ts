// The scaled-out topology: two API instances and two workers, each its own process with its own
// data directory (as on separate machines), sharing only PostgreSQL, Redis, an S3-compatible
// bucket and the instance keys from the environment. A client behind a round-robin proxy
// signs in (the public key from one instance, the sign-in on the other), uploads through one
// API instance and reads the report through the other; subscriptions on one instance see what
// happened on others; a worker killed mid-job leaves the job to the other worker, which
// finishes it once. A resumable (tus) upload started on A takes its chunks on A and B in turn,
// and two PATCHes of one upload sent to A and B at once are serialised by the lock the
// instances share in Redis.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { WebSocket } from 'ws';
import { createApp, signIn } from '../../server/src/cli/device-fleet';
import { openDatabase, type DatabaseHandle } from '../../server/src/db/database';
import { exportLoginKey } from '../../server/src/platform/keys';
import { S3FileStore } from '../../server/src/platform/file-store';
import { exportSecretBoxKey } from '../../server/src/platform/secret-box';
import { buildLargeApk } from '../bench/large-apk';
import { startServerProcess, type ServerProcess } from '../bench/server-process';
import { postEvents, recordFigures, sdkEvents, sleep, waitFor, type SdkApp } from '../fault/fault-helpers';
import { startS3, type TestS3 } from '../helpers/s3';
import { createSeed } from '../helpers/seed';
import { uniqueName } from '../helpers/server';
import { fixture } from '../integration/assessment/assessment-helpers';

/** Small enough to upload fast; large enough to split into pieces. */
const SMALL_PACKAGE = 'mastg-UnCrackable-Level1.apk';
/** A scan of it takes longer than a poll of the job row, so the kill lands mid-job. */
const LONG_PACKAGE = 'insecurebankv2-InsecureBankv2.apk';
const LEASE_SECONDS = 2;
const MiB = 1024 * 1024;

interface Instance {
  name: string;
  role: 'api' | 'worker';
  server: ServerProcess;
}

/** A round-robin HTTP proxy over the API instances, as a load balancer without stickiness. */
class RoundRobinProxy {
  readonly served = new Map<string, number>();
  private turn = 0;
  private constructor(
    private readonly server: http.Server,
    readonly url: string,
  ) {}

  static async start(targets: () => Instance[]): Promise<RoundRobinProxy> {
    let proxy: RoundRobinProxy | null = null;
    const server = http.createServer((req, res) => {
      const pool = targets();
      const target = pool[proxy!.turn++ % pool.length];
      proxy!.served.set(target.name, (proxy!.served.get(target.name) ?? 0) + 1);
      const upstream = http.request(new URL(req.url ?? '/', target.server.url), { method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
      req.pipe(upstream);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    proxy = new RoundRobinProxy(server, `http://127.0.0.1:${(server.address() as { port: number }).port}`);
    return proxy;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

describe('two API instances and two workers on PostgreSQL, Redis and S3', () => {
  const dirs: string[] = [];
  const tempDir = (name: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `rampart-cluster-${name}-`));
    dirs.push(dir);
    return dir;
  };
  const instances: Instance[] = [];
  const subscriptions: Client[] = [];
  let s3: TestS3;
  let proxy: RoundRobinProxy;
  let direct: DatabaseHandle;
  let token: string;
  const api = (name: string) => instances.find((i) => i.name === name)!;
  const workers = () => instances.filter((i) => i.role === 'worker');

  beforeAll(async () => {
    const databaseUrl = inject('databaseUrl')!;
    s3 = await startS3(`cluster-${Date.now()}`);
    // The keys every instance shares come from the environment, as from a secret store.
    const keyDir = tempDir('keys');
    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: process.env.REDIS_URL!,
      REDIS_KEY_PREFIX: `${uniqueName('cluster')}:`,
      RAMPART_JOB_QUEUE: uniqueName('q'),
      RAMPART_JOB_LEASE_SECONDS: String(LEASE_SECONDS),
      RAMPART_SESSION_CACHE_SECONDS: '30',
      RAMPART_LOGIN_PRIVATE_KEY: exportLoginKey(keyDir),
      RAMPART_SECRET_BOX_KEY: exportSecretBoxKey(keyDir),
      LOG_LEVEL: 'error',
      ...s3.env,
    };
    direct = await openDatabase({ databaseUrl, dataDir: tempDir('direct') });
    const plan = [
      { name: 'A', role: 'api' },
      { name: 'B', role: 'api' },
      { name: 'W1', role: 'worker' },
      { name: 'W2', role: 'worker' },
    ] as const;
    const servers = await Promise.all(plan.map(({ name, role }) => startServerProcess({ ...env, RAMPART_ROLE: role }, tempDir(name))));
    instances.push(...plan.map((p, i) => ({ ...p, server: servers[i] })));
    proxy = await RoundRobinProxy.start(() => instances.filter((i) => i.role === 'api'));
    const owner = await createSeed(direct.db).user({ roleType: 'CUSTOMER_SUPER_ADMIN' });
    // Through the proxy: the public key comes from one instance and the sign-in goes to the other.
    token = await signIn(proxy.url, owner.username, owner.password);
  }, 240_000);

  afterAll(async () => {
    for (const client of subscriptions) await Promise.resolve(client.dispose()).catch(() => {});
    await proxy?.close();
    for (const { server } of instances) {
      if (server.child.exitCode !== null || server.child.signalCode !== null) continue;
      const gone = new Promise((r) => server.child.once('exit', r));
      server.child.kill('SIGTERM');
      await gone;
    }
    await direct?.close();
    await s3?.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  const auth = () => ({ authorization: `Bearer ${token}` });

  async function call<T>(url: string, route: string, body: unknown): Promise<T> {
    const res = await fetch(`${url}${route}`, { method: 'POST', headers: { ...auth(), 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const answer = (await res.json()) as { code: string; msg: string; data: T };
    if (answer.code !== '200') throw new Error(`${route}: ${answer.code} ${answer.msg}`);
    return answer.data;
  }

  /** Subscribes on one instance; collects what arrives. */
  function subscribe(instance: Instance, query: string): unknown[] {
    const received: unknown[] = [];
    const client = createClient({
      url: `${instance.server.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
    });
    subscriptions.push(client);
    client.subscribe({ query }, { next: (message) => void received.push(message.data), error: () => {}, complete: () => {} });
    return received;
  }

  /** Uploads a package through one instance (multipart, streamed into the bucket); answers the file id. */
  async function upload(file: string, instance: Instance): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([fs.readFileSync(fixture(file))]), file);
    const res = await fetch(`${instance.server.url}/api/file/upload`, { method: 'POST', headers: auth(), body: form });
    const answer = (await res.json()) as { code: string; msg: string; data: { fileId: string } };
    expect(answer.code, answer.msg).toBe('200');
    return answer.data.fileId;
  }

  /** A ~12 MB APK (the small package and incompressible assets): parts of S3's minimum size and more. */
  let largeApk: Buffer<ArrayBuffer> | undefined;
  async function largePackage(): Promise<Buffer<ArrayBuffer>> {
    if (!largeApk) {
      const out = path.join(tempDir('apk'), 'large.apk');
      await buildLargeApk(fixture(SMALL_PACKAGE), out, 0, 12);
      largeApk = fs.readFileSync(out);
    }
    return largeApk;
  }

  const tusHeaders = () => ({ ...auth(), 'tus-resumable': '1.0.0' });
  /** Starts a resumable upload on one instance; answers its address (relative to any instance). */
  async function createTus(instance: Instance, size: number, fileName: string): Promise<string> {
    const res = await fetch(`${instance.server.url}/api/file/tus`, {
      method: 'POST',
      headers: { ...tusHeaders(), 'upload-length': String(size), 'upload-metadata': `filename ${Buffer.from(fileName).toString('base64')}` },
    });
    expect(res.status).toBe(201);
    return new URL(res.headers.get('location')!, instance.server.url).pathname;
  }
  const patchTus = (instance: Instance, location: string, offset: number, body: Buffer<ArrayBuffer>) =>
    fetch(`${instance.server.url}${location}`, {
      method: 'PATCH',
      headers: { ...tusHeaders(), 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      body,
    });
  async function headTus(instance: Instance, location: string): Promise<number> {
    const res = await fetch(`${instance.server.url}${location}`, { method: 'HEAD', headers: tusHeaders() });
    expect(res.status).toBe(200);
    return Number(res.headers.get('upload-offset'));
  }
  const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');
  async function storedSha256(key: string): Promise<string> {
    const hash = crypto.createHash('sha256');
    for await (const chunk of await new S3FileStore(s3.settings, tempDir('copies')).get(key)) hash.update(chunk as Buffer);
    return hash.digest('hex');
  }

  const jobRow = (id: string) => direct.db.selectFrom('jobs').select(['status', 'attempts', 'leaseOwner', 'progress']).where('id', '=', id).executeTakeFirstOrThrow();
  /** The worker whose process id the lease owner names. */
  const holderOf = (leaseOwner: string | null) => workers().find((w) => leaseOwner?.split(':').includes(String(w.server.child.pid)));

  it('takes an upload on A and the job on B, runs it on a worker and serves the report from B', async ({ task }) => {
    const onA = subscribe(api('A'), 'subscription { assessmentJobUpdated { id status progress } }');
    await sleep(300);
    const t0 = Date.now();
    const fileId = await upload(SMALL_PACKAGE, api('A'));
    const uploadedMs = Date.now() - t0;
    // The job is submitted through B, which never saw the upload.
    const { jobId } = await call<{ jobId: string }>(api('B').server.url, '/api/scan/job/add', { fileId });
    let worker: Instance | undefined;
    const job = await waitFor(
      'the job to finish',
      async () => {
        const row = await jobRow(jobId);
        worker ??= holderOf(row.leaseOwner);
        return row.status === 'finished' || row.status === 'failed' ? row : null;
      },
      120_000,
      20,
    );
    expect(job.status).toBe('finished');
    expect(job.attempts).toBe(1);
    const jobMs = Date.now() - t0 - uploadedMs;

    // The report, through the instance that neither took the job nor ran it.
    const json = await fetch(`${api('B').server.url}/api/scan/job/report/${jobId}?format=json`, { headers: auth() });
    expect(json.status).toBe(200);
    const report = (await json.json()) as Record<string, unknown>;
    expect(JSON.stringify(report)).toContain('owasp.mstg.uncrackable1');
    const pdf = await fetch(`${api('B').server.url}/api/scan/job/report/${jobId}?format=pdf`, { headers: auth() });
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // A saw the progress a worker made, over Redis.
    await waitFor('A to hear that the job finished', () =>
      onA.some(
        (m) =>
          (m as { assessmentJobUpdated: { id: string; status: string } }).assessmentJobUpdated.id === jobId &&
          (m as { assessmentJobUpdated: { status: string } }).assessmentJobUpdated.status === 'FINISHED',
      ),
    );
    const updates = onA.filter((m) => (m as { assessmentJobUpdated: { id: string } }).assessmentJobUpdated.id === jobId).length;

    // No trace on the instances' own disks: the package and the report are in the bucket.
    const localFiles = instances.flatMap((i) => listFiles(path.join(i.server.dataDir, 'files')));
    expect(localFiles.filter((f) => f.includes(SMALL_PACKAGE) || /report/i.test(f))).toEqual([]);

    recordFigures(task, {
      'upload through A': `${uploadedMs} ms`,
      'job run by': worker?.name ?? '(finished before a poll saw its lease)',
      'job submitted → finished': `${jobMs} ms`,
      'job updates A received': updates,
      'report from B': `JSON ${JSON.stringify(report).length} bytes, PDF`,
    });
  });

  it('delivers to subscriptions on A what SDK events sent to B caused', async ({ task }) => {
    const created = await createApp(api('B').server.url, token, 'Cluster app', 'android');
    const app: SdkApp = { id: created.id!, sdkKey: created.sdkKey, secret: created.secret };
    const onA = subscribe(api('A'), 'subscription { monitoringUpdated { last24Hours { events } } }');
    await sleep(300);
    const t0 = Date.now();
    const answer = await postEvents(api('B').server.url, app, sdkEvents(20, 5));
    expect(answer.status).toBe(200);
    expect(answer.acknowledged).toHaveLength(20);
    const update = await waitFor('A to hear of the events', () =>
      onA.find((m) => (m as { monitoringUpdated: { last24Hours: { events: number } } }).monitoringUpdated.last24Hours.events >= 20),
    );
    recordFigures(task, {
      'events sent to B': 20,
      'A received': JSON.stringify(update),
      'sent → delivered on A': `${Date.now() - t0} ms`,
    });
  });

  it('finishes once on the other worker a job whose worker was killed', async ({ task }) => {
    const fileId = await upload(LONG_PACKAGE, api('B'));
    const { jobId } = await call<{ jobId: string }>(proxy.url, '/api/scan/job/add', { fileId });
    const onA = subscribe(api('A'), 'subscription { assessmentJobUpdated { id status } }');
    const held = await waitFor(
      'a worker to hold the job',
      async () => {
        const row = await jobRow(jobId);
        if (row.status === 'finished' || row.status === 'failed') throw new Error(`the job ended (${row.status}) before the kill: the scenario needs a longer scan`);
        return row.status === 'processing' && holderOf(row.leaseOwner) ? row : null;
      },
      60_000,
      20,
    );
    const victim = holderOf(held.leaseOwner)!;
    const survivor = workers().find((w) => w !== victim)!;
    const exited = new Promise((r) => victim.server.child.once('exit', r));
    victim.server.child.kill('SIGKILL');
    const killedAt = Date.now();
    await exited;
    let takenBy: Instance | undefined;
    const done = await waitFor(
      'the other worker to finish the job',
      async () => {
        const row = await jobRow(jobId);
        takenBy ??= row.attempts === 2 ? holderOf(row.leaseOwner) : undefined;
        return row.status === 'finished' || row.status === 'failed' ? row : null;
      },
      120_000,
      20,
    );
    const recoveredMs = Date.now() - killedAt;
    expect(done).toMatchObject({ status: 'finished', attempts: 2, leaseOwner: null, progress: 100 });
    if (takenBy) expect(takenBy).toBe(survivor);
    const facts = await direct.db.selectFrom('assessments').select('packageName').where('id', '=', jobId).executeTakeFirstOrThrow();
    expect(facts.packageName).toBe('com.android.insecurebankv2');
    await sleep(1000);
    const finished = onA.filter((m) => {
      const update = (m as { assessmentJobUpdated: { id: string; status: string } }).assessmentJobUpdated;
      return update.id === jobId && update.status === 'FINISHED';
    });
    expect(finished).toHaveLength(1);
    const report = await fetch(`${proxy.url}/api/scan/job/report/${jobId}?format=json`, { headers: auth() });
    expect(report.status).toBe(200);

    recordFigures(task, {
      killed: `${victim.name} (SIGKILL) at ${held.progress} %`,
      'finished by': takenBy?.name ?? survivor.name,
      'job lease': `${LEASE_SECONDS} s`,
      'time to recover (kill → finished)': `${recoveredMs} ms`,
      'attempts / finished messages on A': `${done.attempts} / ${finished.length}`,
      'requests the proxy spread': JSON.stringify(Object.fromEntries(proxy.served)),
    });
  });
  it('takes a resumable upload started on A in chunks on A and B in turn, then scans it', async ({ task }) => {
    const bytes = await largePackage();
    const t0 = Date.now();
    const location = await createTus(api('A'), bytes.length, 'large.apk');
    // 5 MiB chunks are multipart parts; the last one is shorter. Each chunk on the other instance.
    const turns = [api('A'), api('B'), api('A')];
    let offset = 0;
    let fileId = '';
    for (const [i, instance] of turns.entries()) {
      // The instance about to take the chunk learns the offset from the bucket, not from the last one.
      expect(await headTus(instance, location)).toBe(offset);
      const end = Math.min(offset + 5 * MiB, bytes.length);
      const res = await patchTus(instance, location, offset, bytes.subarray(offset, end));
      const last = i === turns.length - 1;
      expect(res.status, await res.clone().text()).toBe(last ? 200 : 204);
      offset = end;
      if (last) fileId = res.headers.get('rampart-file-id')!;
    }
    expect(offset).toBe(bytes.length);
    const uploadedMs = Date.now() - t0;
    const { accountId } = await direct.db.selectFrom('files').select('accountId').where('id', '=', fileId).executeTakeFirstOrThrow();
    expect(await storedSha256(`uploads/${accountId}/${fileId}`)).toBe(sha256(bytes));

    const { jobId } = await call<{ jobId: string }>(api('B').server.url, '/api/scan/job/add', { fileId });
    const job = await waitFor(
      'the job on the resumable upload to finish',
      async () => {
        const row = await jobRow(jobId);
        return row.status === 'finished' || row.status === 'failed' ? row : null;
      },
      120_000,
      50,
    );
    expect(job.status).toBe('finished');
    const report = await fetch(`${api('A').server.url}/api/scan/job/report/${jobId}?format=json`, { headers: auth() });
    expect(report.status).toBe(200);
    expect(JSON.stringify(await report.json())).toContain('owasp.mstg.uncrackable1');

    recordFigures(task, {
      'resumable upload': `${(bytes.length / MiB).toFixed(1)} MiB in ${turns.length} chunks (A, B, A)`,
      'created on A → last chunk stored': `${uploadedMs} ms`,
      'scan of it': `${Date.now() - t0 - uploadedMs} ms`,
    });
  });

  it('serialises two PATCHes of one upload at the same offset sent to A and B at once', async ({ task }) => {
    const bytes = await largePackage();
    const location = await createTus(api('A'), bytes.length, 'large.apk');
    const chunk = bytes.subarray(0, 5 * MiB);
    // A's PATCH sends its first MiB and then waits, holding the upload's lock.
    const onA = http.request(`${api('A').server.url}${location}`, {
      method: 'PATCH',
      headers: { ...tusHeaders(), 'upload-offset': '0', 'content-type': 'application/offset+octet-stream', 'content-length': String(chunk.length) },
    });
    const answerA = new Promise<number>((resolve, reject) => {
      onA.on('response', (res) => (res.resume(), resolve(res.statusCode ?? 0)));
      onA.on('error', reject);
    });
    onA.write(chunk.subarray(0, MiB));
    await sleep(500);
    // B's PATCH at the same offset: B asks A, over Redis, to let go, and waits for the lock.
    const t0 = Date.now();
    const answerB = await patchTus(api('B'), location, 0, chunk);
    const waitedMs = Date.now() - t0;
    // Only now does A's request send the rest (lost if A already answered).
    onA.end(chunk.subarray(MiB), () => {});
    const statusA = await answerA;
    const statuses = [statusA, answerB.status];
    expect(statuses.filter((s) => s === 204)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409 || s === 423)).toHaveLength(1);

    // The client carries on from where the upload stands, and the stored bytes are whole.
    let offset = await headTus(api('B'), location);
    let last: Response | undefined;
    for (let turn = 0; offset < bytes.length; turn++) {
      const end = Math.min(offset + 5 * MiB, bytes.length);
      last = await patchTus(turn % 2 ? api('A') : api('B'), location, offset, bytes.subarray(offset, end));
      expect(last.status).toBe(end === bytes.length ? 200 : 204);
      offset = end;
    }
    const fileId = last!.headers.get('rampart-file-id')!;
    const { accountId } = await direct.db.selectFrom('files').select('accountId').where('id', '=', fileId).executeTakeFirstOrThrow();
    expect(await storedSha256(`uploads/${accountId}/${fileId}`)).toBe(sha256(bytes));

    recordFigures(task, {
      'PATCH on A / PATCH on B (same offset)': `${statusA} / ${answerB.status}`,
      'B waited for the lock': `${waitedMs} ms`,
    });
  });
});

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}
