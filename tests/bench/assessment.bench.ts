import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../server/src/config';
import { readFixtureManifest } from '../../server/src/engines/test-fixtures';
import { createLogger } from '../../server/src/lib/logger';
import { startRuntime } from '../../server/src/runtime';
import { createSeed } from '../helpers/seed';

// Benchmark: assessment jobs end to end over real HTTP (upload → job → JSON and PDF reports)
// for every fixture package, as jobs per minute, on embedded PGlite and, when DATABASE_URL is
// set, on PostgreSQL (+ Redis with REDIS_URL); then the server's RSS while a 1 GB upload
// streams in. It prints figures and never fails on speed.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fixtures = path.resolve(repoRoot, '../shared/fixtures/apps');
const ROUNDS = Number(process.env.RAMPART_BENCH_ROUNDS ?? 2);
const packages = readFixtureManifest()
  .filter((f) => ['apk', 'aab', 'ipa'].includes(f.kind))
  .map((f) => f.file);

interface Server {
  url: string;
  headers: Record<string, string>;
  close(): Promise<void>;
}

async function startServer(backend: 'pglite' | 'postgres'): Promise<Server> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-bench-'));
  const config = loadConfig({
    ...process.env,
    ...(backend === 'pglite' ? { DATABASE_URL: undefined, REDIS_URL: undefined, RAMPART_EMBEDDED_DB: 'memory' } : {}),
    RAMPART_DATA_DIR: dataDir,
    RAMPART_ADMIN_PASSWORD: crypto.randomBytes(12).toString('hex'),
    RAMPART_JOB_QUEUE: `bench-${crypto.randomBytes(4).toString('hex')}`,
    REDIS_KEY_PREFIX: `rampart-bench-${crypto.randomBytes(4).toString('hex')}:`,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
  });
  const runtime = await startRuntime(config, createLogger('silent'));
  await runtime.app.server.listen({ port: 0, host: '127.0.0.1' });
  const address = runtime.app.server.server.address() as { port: number };
  const seed = createSeed(runtime.deps.db);
  const { accountId, roleIds } = await seed.account();
  const user = await seed.userIn(accountId, roleIds.CUSTOMER_SUPER_ADMIN, {});
  const apiKey = `rk_${crypto.randomBytes(12).toString('hex')}`;
  const apiSecret = crypto.randomBytes(32).toString('base64url');
  await runtime.deps.db
    .updateTable('users')
    .set({ apiKey, apiSecretHash: crypto.createHash('sha256').update(apiSecret).digest('hex') })
    .where('id', '=', user.userId)
    .execute();
  return {
    url: `http://127.0.0.1:${address.port}`,
    headers: { 'x-api-key': apiKey, 'x-api-secret': apiSecret },
    close: async () => {
      await runtime.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function call(s: Server, route: string, body: unknown): Promise<any> {
  const res = await fetch(`${s.url}${route}`, { method: 'POST', headers: { ...s.headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json()) as { code: string; msg: string; data: any };
  if (json.code !== '200') throw new Error(`${route}: ${json.code} ${json.msg}`);
  return json.data;
}

/** One package through the whole path; answers whether its job finished. */
async function assess(s: Server, file: string): Promise<boolean> {
  const form = new FormData();
  form.append('file', new Blob([fs.readFileSync(path.join(fixtures, file))]), file);
  const upload = (await (await fetch(`${s.url}/api/file/upload`, { method: 'POST', headers: s.headers, body: form })).json()) as { data: { fileId: string } };
  const { jobId } = await call(s, '/api/scan/job/add', { fileId: upload.data.fileId });
  for (;;) {
    const job = await call(s, '/api/scan/job/get', { id: jobId });
    if (job.status === 'failed') return false;
    if (job.status === 'finished') break;
    await new Promise((r) => setTimeout(r, 50));
  }
  for (const format of ['json', 'pdf']) {
    const res = await fetch(`${s.url}/api/scan/job/report/${jobId}?format=${format}`, { headers: s.headers });
    await res.arrayBuffer();
  }
  return true;
}

/** Streams `bytes` of zeros as a multipart upload and samples this process's RSS meanwhile. */
async function streamUpload(s: Server, bytes: number): Promise<{ beforeMb: number; peakMb: number; seconds: number; code: string }> {
  const boundary = 'rampart-bench';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.apk"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const before = process.memoryUsage.rss();
  let peak = before;
  const poll = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 50);
  const started = performance.now();
  const code = await new Promise<string>((resolve, reject) => {
    const req = http.request(`${s.url}/api/file/upload`, {
      method: 'POST',
      headers: { ...s.headers, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + bytes + tail.length },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve(JSON.parse(body).code));
    });
    req.on('error', reject);
    const chunk = Buffer.alloc(1024 * 1024);
    let sent = 0;
    req.write(head);
    const pump = () => {
      while (sent < bytes) {
        const piece = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
        sent += piece.length;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
      req.end(tail);
    };
    pump();
  });
  clearInterval(poll);
  return { beforeMb: before / 1024 / 1024, peakMb: peak / 1024 / 1024, seconds: (performance.now() - started) / 1000, code };
}

const backends: ('pglite' | 'postgres')[] = ['pglite', ...(process.env.DATABASE_URL ? (['postgres'] as const) : [])];
console.log(`${packages.length} fixture packages × ${ROUNDS} rounds, one worker (RAMPART_ROLE=all), upload → job → JSON + PDF over HTTP`);
for (const backend of backends) {
  const s = await startServer(backend);
  try {
    // On a fresh server, before any scan has grown the sandbox thread's heap (PGlite's own
    // WebAssembly memory counts in the embedded case).
    const big = await streamUpload(s, 1024 ** 3);
    console.log(
      `${backend.padEnd(9)} 1 GB upload streamed in ${big.seconds.toFixed(1)} s (answer ${big.code}: zeros are not a package); ` +
        `process RSS ${big.beforeMb.toFixed(0)} MB before, peak ${big.peakMb.toFixed(0)} MB (server and client in one process)`,
    );
    await assess(s, packages[0]); // warm-up: sandbox thread, fonts, JIT
    const started = performance.now();
    let finished = 0;
    let failed = 0;
    for (let round = 0; round < ROUNDS; round++) {
      // Each round submits every package at once, as a busy console would.
      const outcomes = await Promise.all(packages.map((p) => assess(s, p)));
      finished += outcomes.filter(Boolean).length;
      failed += outcomes.filter((o) => !o).length;
    }
    const minutes = (performance.now() - started) / 60_000;
    const busyRss = process.memoryUsage.rss() / 1024 / 1024;
    // The worker frees its sandbox thread once the queue is empty (it polls every second).
    await new Promise((r) => setTimeout(r, 2_500));
    const idleRss = process.memoryUsage.rss() / 1024 / 1024;
    console.log(
      `${backend.padEnd(9)} ${finished} jobs finished, ${failed} failed in ${(minutes * 60).toFixed(1)} s → ${(finished / minutes).toFixed(0)} jobs/min; ` +
        `RSS ${busyRss.toFixed(0)} MB after the last job, ${idleRss.toFixed(0)} MB once idle`,
    );
  } finally {
    await s.close();
  }
}
