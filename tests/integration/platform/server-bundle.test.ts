// The server as `npm start` runs it: the esbuild bundle in dist/server/ under plain Node, on the
// embedded default (PGlite, in-process pub/sub) in a fresh data directory. Assessment and
// Android hardening jobs prove that the bundle finds its worker threads and the hardening
// runtime's smali sources beside it, and the About page that it finds the product's version.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bufferSource } from '../../../server/src/engines/archive/byte-source';
import { ZipArchive } from '../../../server/src/engines/archive/zip-reader';
import { generateKeystore, JDK } from '../../../server/src/engines/android/test-signing';
import { scanFile } from '../../../server/src/engines/scan';
import { hasTool } from '../../../server/src/engines/test-fixtures';
import { serverBundle, signInAdmin, startServerProcess, type ServerProcess } from '../../bench/server-process';
import { fixture, multipart, SMALL_APK } from '../assessment/assessment-helpers';

const ROOT = path.resolve(import.meta.dirname, '../../..');

const HARDEN_APK = 'mastg-UnCrackable-Level1.apk';
const H5_ZIP = 'npm-cordova-app-hello-world-7.0.0-www.zip';
const haveSigningTools = hasTool('apksigner') && fs.existsSync(`${JDK}/keytool`);

let server: ServerProcess;
let scratch: string;
let token: string;

async function call(route: string, body: unknown): Promise<{ code: string; msg: string; data: any }> {
  const res = await fetch(`${server.url}${route}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: string; msg: string; data: any };
}

async function postMultipart(route: string, fileName: string, content: Buffer, fields: Record<string, string> = {}) {
  const { payload, contentType } = multipart(fileName, content, fields);
  const res = await fetch(`${server.url}${route}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': contentType }, body: payload });
  return (await res.json()) as { code: string; msg: string; data: any };
}

async function upload(name: string): Promise<string> {
  const body = await postMultipart('/api/file/upload', name, fs.readFileSync(fixture(name)));
  expect(body.code, body.msg).toBe('200');
  return body.data.fileId as string;
}

/** Polls `route` until `done` holds for the job's view (or the time is up); the view then. */
async function waitFor(route: string, id: string, done: (job: any) => boolean, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const body = await call(route, { id });
    expect(body.code, body.msg).toBe('200');
    if (done(body.data)) return body.data;
    if (Date.now() > until) throw new Error(`job ${id} still ${body.data.status}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** One entry of a zip, as text. */
function zipEntryText(zip: Buffer, name: string): string {
  const entry = ZipArchive.open(bufferSource(zip)).readByName(name);
  if (!entry) throw new Error(`${name} is not in the zip`);
  return entry.toString('utf8');
}

const download = (route: string) => fetch(`${server.url}${route}`, { headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-bundle-'));
  const bundle = serverBundle();
  expect(fs.existsSync(path.join(path.dirname(bundle), 'runtime'))).toBe(true);
  // BENCH_SERVER would switch to the sources; this test is about the bundle.
  const benchServer = process.env.BENCH_SERVER;
  delete process.env.BENCH_SERVER;
  try {
    server = await startServerProcess({ DATABASE_URL: '', REDIS_URL: '', RAMPART_ROLE: '' }, path.join(scratch, 'data'));
  } finally {
    if (benchServer !== undefined) process.env.BENCH_SERVER = benchServer;
  }
  token = await signInAdmin(server.url);
}, 300_000);

afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    const gone = new Promise((r) => server.child.once('exit', r));
    server.child.kill('SIGTERM');
    await gone;
  }
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

describe('the bundled server (npm start)', () => {
  it('runs dist/server/main.js under plain Node and signs the bootstrap admin in', async () => {
    expect(server.child.spawnargs.at(-1)).toBe(path.join(ROOT, 'dist/server/main.js'));
    expect(server.child.spawnargs).not.toContain('tsx');
    expect(token).toMatch(/\S{20,}/);
    // The version comes from package.json, found above the bundle as above the sources.
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ about { version } }' }),
    });
    const version = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
    expect(((await res.json()) as { data: { about: { version: string } } }).data.about.version).toBe(version);
  });

  it('assesses an APK in its scan worker: the JSON report is the engine’s own result', { timeout: 180_000 }, async () => {
    const fileId = await upload(SMALL_APK);
    const added = await call('/api/scan/job/add', { fileId });
    expect(added.code, added.msg).toBe('200');
    const job = await waitFor('/api/scan/job/get', added.data.jobId, (j) => j.status === 'finished' || j.status === 'failed', 150_000);
    expect(job.status, job.error).toBe('finished');
    expect(job.progress).toBe(100);
    const report = await download(`/api/scan/job/report/${added.data.jobId}?format=json`);
    expect(report.status).toBe(200);
    const json = await report.json();
    expect(json).toEqual(JSON.parse(JSON.stringify(scanFile(fixture(SMALL_APK)))));
    expect(json.packageName).toBe('android.appsecurity.cts.tinyapp');
    const pdf = Buffer.from(await (await download(`/api/scan/job/report/${added.data.jobId}?format=pdf`)).arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('protects an H5 bundle in its script worker', { timeout: 300_000 }, async () => {
    const uploaded = await postMultipart('/api/file/upload', H5_ZIP, fs.readFileSync(fixture(H5_ZIP)), { platform: 'h5' });
    expect(uploaded.code, uploaded.msg).toBe('200');
    const policy = await call('/api/harden/policy/add', { kind: 'h5', name: 'Bundle low', options: { preset: 'low' } });
    expect(policy.code, policy.msg).toBe('200');
    const added = await call('/api/harden/job/add', { fileId: uploaded.data.fileId, policyId: policy.data.policyId });
    expect(added.code, added.msg).toBe('200');
    const job = await waitFor('/api/harden/job/get', added.data.jobId, (j) => j.status === 'success' || j.status === 'failure', 280_000);
    expect(job.status, job.error).toBe('success');
    expect(job.protectedVersion).toMatch(/^h5 1\.0 · javascript-obfuscator \d/);
    const zip = Buffer.from(await (await download(`/api/harden/job/download/${added.data.jobId}?what=protected`)).arrayBuffer());
    const script = zipEntryText(zip, 'www/js/index.js');
    const original = zipEntryText(fs.readFileSync(fixture(H5_ZIP)), 'www/js/index.js');
    expect(script).not.toBe(original);
    expect(() => new Function(script)).not.toThrow();
  });

  it.runIf(haveSigningTools)('hardens an APK in its harden worker with the runtime beside the bundle, signed with the uploaded keystore', { timeout: 300_000 }, async () => {
    const jks = path.join(scratch, 'release.jks');
    const password = 'store-pass-9';
    const { sha256 } = generateKeystore(
      jks,
      ['-storetype', 'JKS', '-storepass', password, '-keypass', password, '-alias', 'release', '-keyalg', 'RSA', '-keysize', '2048', '-dname', 'CN=Bundle Test'],
      {
        storePassword: password,
        alias: 'release',
        aliasPassword: password,
      },
    );
    const keystore = await postMultipart('/api/harden/keystore/add', 'release.jks', fs.readFileSync(jks), {
      storePassword: password,
      alias: 'release',
      aliasPassword: password,
      signatureScheme: 'v1v2v3',
    });
    expect(keystore.code, keystore.msg).toBe('200');
    const policy = await call('/api/harden/policy/add', { kind: 'android', name: 'Bundle balanced', options: { preset: 'balanced' } });
    expect(policy.code, policy.msg).toBe('200');
    const added = await call('/api/harden/job/add', { fileId: await upload(HARDEN_APK), policyId: policy.data.policyId, keystoreId: keystore.data.keystoreId });
    expect(added.code, added.msg).toBe('200');
    const job = await waitFor('/api/harden/job/get', added.data.jobId, (j) => j.status === 'success' || j.status === 'failure', 280_000);
    expect(job.status, job.error).toBe('success');

    const out = path.join(scratch, 'protected.apk');
    fs.writeFileSync(out, Buffer.from(await (await download(`/api/harden/job/download/${added.data.jobId}?what=protected`)).arrayBuffer()));
    const verify = spawnSync('apksigner', ['verify', '--print-certs', '--min-sdk-version', '21', out], { encoding: 'utf8' });
    expect(verify.status, verify.stdout + verify.stderr).toBe(0);
    expect(keystore.data.sha256).toBe(sha256);
    expect(verify.stdout).toContain(`Signer #1 certificate SHA-256 digest: ${sha256}`);
    // The runtime's smali (read from dist/server/runtime/) went in: its guard and the shell that loads the encrypted DEX.
    const log = await (await download(`/api/harden/job/download/${added.data.jobId}?what=log`)).text();
    expect(log).toMatch(/^applied: runtime guard: anti-debug/m);
    expect(log).toMatch(/^applied: dexShell: 1 DEX files .* loaded by the shell/m);
  });
});
