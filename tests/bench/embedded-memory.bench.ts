// Embedded default memory: the console on embedded PGlite in its own process (the bundle `npm
// start` runs; BENCH_SERVER=tsx for the sources under the TypeScript loader), its RSS read from
// /proc. First start on a fresh data directory (initdb, migrations, bootstrap admin), idle; a
// restart on the same directory (the data must still be there), idle; then the peak and the
// settled figure under the assessment workload (every fixture package through upload → job →
// JSON and PDF reports, all at once, RAMPART_BENCH_ROUNDS rounds) and while a 1 GB upload
// streams in. It prints figures and never fails on memory or speed.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fixturePath, readFixtureManifest } from '../../server/src/engines/test-fixtures';
import { rssMbOf, signInAdmin, startServerProcess, type ServerProcess } from './server-process';

const ROUNDS = Number(process.env.RAMPART_BENCH_ROUNDS ?? 2);
const SETTLE_MS = 5_000;
const EMBEDDED = { DATABASE_URL: '', REDIS_URL: '' };
const packages = readFixtureManifest()
  .filter((f) => ['apk', 'aab', 'ipa'].includes(f.kind))
  .map((f) => f.file);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mb = (v: number) => `${v.toFixed(0)} MB`;

/** Peak RSS since the last reset (VmHWM), in MB. */
function peakMbOf(pid: number): number {
  const m = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

/** Resets the process's peak RSS to its current RSS (Linux `clear_refs` 5); answers whether it could. */
function resetPeak(pid: number): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** Runs `fn` while sampling the process's RSS every 50 ms; answers the peak (VmHWM when it could be reset). */
async function peakDuring(pid: number, fn: () => Promise<void>): Promise<number> {
  const exact = resetPeak(pid);
  let sampled = rssMbOf(pid);
  const poll = setInterval(() => (sampled = Math.max(sampled, rssMbOf(pid))), 50);
  try {
    await fn();
  } finally {
    clearInterval(poll);
  }
  return exact ? Math.max(sampled, peakMbOf(pid)) : sampled;
}

async function stop(server: ServerProcess) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const gone = new Promise((r) => server.child.once('exit', r));
  server.child.kill('SIGTERM');
  await gone;
}

async function call(url: string, token: string, route: string, body: unknown): Promise<any> {
  const res = await fetch(`${url}${route}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json()) as { code: string; msg: string; data: any };
  if (json.code !== '200') throw new Error(`${route}: ${json.code} ${json.msg}`);
  return json.data;
}

/** One package through upload → job → both reports; answers whether its job finished. */
async function assess(url: string, token: string, file: string): Promise<boolean> {
  const form = new FormData();
  form.append('file', new Blob([fs.readFileSync(fixturePath(file))]), path.basename(file));
  const upload = (await (await fetch(`${url}/api/file/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })).json()) as {
    data: { fileId: string };
  };
  const { jobId } = await call(url, token, '/api/scan/job/add', { fileId: upload.data.fileId });
  for (;;) {
    const job = await call(url, token, '/api/scan/job/get', { id: jobId });
    if (job.status === 'failed') return false;
    if (job.status === 'finished') break;
    await sleep(100);
  }
  for (const format of ['json', 'pdf'])
    await (await fetch(`${url}/api/scan/job/report/${jobId}?format=${format}`, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer();
  return true;
}

/** Streams 1 GB of one byte as a multipart upload (not a package, so it is refused after reading). */
async function bigUpload(url: string, token: string): Promise<string> {
  const boundary = `----rampart${crypto.randomBytes(8).toString('hex')}`;
  const chunk = Buffer.alloc(1024 * 1024, 0x41);
  const body = Readable.from(
    (function* () {
      yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.apk"\r\nContent-Type: application/octet-stream\r\n\r\n`);
      for (let sent = 0; sent < 1024 ** 3; sent += chunk.length) yield chunk;
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    })(),
  );
  const res = await fetch(`${url}/api/file/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
    duplex: 'half',
  } as unknown as RequestInit);
  return ((await res.json()) as { code: string }).code;
}

const form = process.env.BENCH_SERVER === 'tsx' ? 'sources under tsx' : 'the dist/server bundle';
console.log(`embedded PGlite, server in its own process (${form}, RAMPART_ROLE=all), RSS from /proc; idle = ${SETTLE_MS / 1000} s after the last request`);
const first = await startServerProcess(EMBEDDED);
const dataDir = first.dataDir;
try {
  await signInAdmin(first.url);
  await sleep(SETTLE_MS);
  console.log(`  first start (initdb, migrations, admin)   idle ${mb(rssMbOf(first.child.pid!))}, peak since start ${mb(peakMbOf(first.child.pid!))}`);
} finally {
  await stop(first);
}

const server = await startServerProcess(EMBEDDED, dataDir);
try {
  const pid = server.child.pid!;
  await sleep(SETTLE_MS);
  const token = await signInAdmin(server.url); // the admin made on the first start: the data survived the restart
  if (!token) throw new Error('the bootstrap admin did not survive a restart');
  await sleep(SETTLE_MS);
  console.log(`  restart on the same data directory        idle ${mb(rssMbOf(pid))}, peak since start ${mb(peakMbOf(pid))}`);

  let finished = 0;
  let failed = 0;
  const assessmentPeak = await peakDuring(pid, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const outcomes = await Promise.all(packages.map((p) => assess(server.url, token, p)));
      finished += outcomes.filter(Boolean).length;
      failed += outcomes.filter((o) => !o).length;
    }
  });
  // The worker frees its sandbox thread once the queue is empty.
  await sleep(SETTLE_MS);
  console.log(`  assessment (${packages.length} packages × ${ROUNDS}, ${finished} finished, ${failed} failed)  peak ${mb(assessmentPeak)}, idle after ${mb(rssMbOf(pid))}`);

  let code = '';
  const uploadPeak = await peakDuring(pid, async () => {
    code = await bigUpload(server.url, token);
  });
  await sleep(SETTLE_MS);
  console.log(`  1 GB upload (answer ${code}: not a package)      peak ${mb(uploadPeak)}, idle after ${mb(rssMbOf(pid))}`);
} finally {
  await stop(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
