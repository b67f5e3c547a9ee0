import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import AjvDraft04 from 'ajv-draft-04';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bufferSource } from '../../../server/src/engines/archive/byte-source';
import { ZipArchive } from '../../../server/src/engines/archive/zip-reader';
import { gqlAs } from '../../helpers/graphql';
import { startTestServer, uniqueName, type TestServer } from '../../helpers/server';
import { api, fixture, SMALL_APK, zipOf, type Caller } from '../assessment/assessment-helpers';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const CLI = path.join(ROOT, 'scripts/rampart.mjs');
/** Medium findings, no high one (see MANIFEST.tsv: a tiny AOSP test app). */
const NO_HIGH = SMALL_APK;
/** An OWASP crackme with high findings. */
const WITH_HIGH = 'mastg-UnCrackable-Level1.apk';
/** Big enough for a dozen 256 KB chunks. */
const BIG_APK = 'insecurebankv2-InsecureBankv2.apk';
const LODASH = 'npm-lodash-4.18.1-lodash.js';

// The OASIS SARIF 2.1.0 schema (draft-04) as @microsoft/jest-sarif ships it.
const sarifSchema = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json'), 'utf8'));
const validSarif = new AjvDraft04({ allErrors: true, strict: false, validateFormats: false, unicodeRegExp: false }).compile(sarifSchema);

let t: TestServer;
let keys: { apiKey: string; apiSecret: string };
let caller: Caller;
let home: string;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Starts the CLI as a child process with its own config and cache directories. */
function start(args: string[], env: Record<string, string | undefined> = {}): { child: ChildProcess; done: Promise<Run> } {
  const child = spawn(process.execPath, [CLI, ...args], {
    cwd: home,
    env: {
      PATH: process.env.PATH,
      HOME: home,
      XDG_CONFIG_HOME: path.join(home, 'config'),
      XDG_CACHE_HOME: path.join(home, 'cache'),
      RAMPART_POLL_INTERVAL: '200',
      RAMPART_URL: t.url,
      RAMPART_API_KEY: keys.apiKey,
      RAMPART_API_SECRET: keys.apiSecret,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const done = new Promise<Run>((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
  return { child, done };
}

const cli = (args: string[], env: Record<string, string | undefined> = {}) => start(args, env).done;

beforeAll(async () => {
  t = await startTestServer({ listen: true, env: { RAMPART_JOB_QUEUE: uniqueName('q') } });
  const a = await t.seed.account();
  const owner = await t.seed.userIn(a.accountId, a.roleIds.CUSTOMER_SUPER_ADMIN, {});
  const token = await t.login(owner.username, owner.password);
  const rotated = await gqlAs(t, token, 'mutation { rotateApiCredentials { __typename ... on MutationRotateApiCredentialsSuccess { data { apiKey apiSecret } } } }');
  keys = rotated.data!.rotateApiCredentials.data;
  caller = keys;
  home = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-cli-'));
  // Builds the bundle once, before tests run side by side.
  expect((await cli(['--help'])).code).toBe(0);
}, 120_000);

afterAll(async () => {
  await t?.close();
  if (home) fs.rmSync(home, { recursive: true, force: true });
});

describe('usage and authentication', () => {
  it('answers 2 to a usage error', async () => {
    for (const args of [
      [],
      ['frobnicate'],
      ['assess'],
      ['assess', 'a.apk', '--bogus'],
      ['assess', 'a.apk', '--format', 'pdf'],
      ['assess', 'a.apk', '--fail-on', 'low'],
      ['harden', 'a.js'],
      ['jobs', 'list', '--limit', '0'],
    ]) {
      const run = await cli(args);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr).toMatch(/^(rampart:|Usage:)/);
      expect(run.stdout).toBe('');
    }
  });

  it('answers 4 with a clear message to a wrong key pair, and never prints the secret', async () => {
    const wrongSecret = 'not-the-secret-0123456789';
    for (const args of [['jobs', 'list'], ['assess', fixture(NO_HIGH)], ['login']]) {
      const run = await cli(args, { RAMPART_API_SECRET: wrongSecret });
      expect(run.code, args.join(' ')).toBe(4);
      expect(run.stderr).toContain('Authentication failed: The API key or secret is not valid.');
      expect(run.stdout + run.stderr).not.toContain(wrongSecret);
    }
    const missing = await cli(['jobs', 'list'], { RAMPART_API_KEY: undefined, RAMPART_API_SECRET: undefined });
    expect(missing.code).toBe(4);
    expect(missing.stderr).toContain('No API key pair');
  });

  it('`login` checks and stores the pair (0600) for later calls, printing no secret', async () => {
    const dir = fs.mkdtempSync(path.join(home, 'login-'));
    const env = { XDG_CONFIG_HOME: dir };
    const run = await cli(['login'], env);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout + run.stderr).not.toContain(keys.apiSecret);
    expect(run.stdout).not.toContain(keys.apiKey);
    const printed = JSON.parse(run.stdout);
    expect(printed).toMatchObject({ url: t.url, apiKey: expect.stringContaining('…') });
    const file = path.join(dir, 'rampart', 'config.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ url: t.url, ...keys });

    // No environment: the stored pair; a flag overrides it.
    const later = await cli(['jobs', 'list'], { ...env, RAMPART_URL: undefined, RAMPART_API_KEY: undefined, RAMPART_API_SECRET: undefined });
    expect(later.code, later.stderr).toBe(0);
    expect(JSON.parse(later.stdout)).toHaveProperty('list');
    const overridden = await cli(['jobs', 'list', '--api-secret', 'wrong'], { ...env, RAMPART_URL: undefined, RAMPART_API_KEY: undefined, RAMPART_API_SECRET: undefined });
    expect(overridden.code).toBe(4);
  });
});

describe('assess', () => {
  it('--wait --format sarif --out writes SARIF 2.1.0 that validates; --fail-on high passes a package without high findings', { timeout: 180_000 }, async () => {
    const out = path.join(home, 'no-high.sarif');
    const run = await cli(['assess', fixture(NO_HIGH), '--wait', '--format', 'sarif', '--out', out, '--fail-on', 'high']);
    expect(run.code, run.stderr).toBe(0);
    const sarif = JSON.parse(fs.readFileSync(out, 'utf8'));
    expect(sarif.version).toBe('2.1.0');
    expect(validSarif(sarif), JSON.stringify(validSarif.errors?.slice(0, 3))).toBe(true);
    // stdout is the finished job; the console recorded it as submitted by the CLI.
    const job = JSON.parse(run.stdout);
    expect(job).toMatchObject({ status: 'finished', submitType: 'CLI', summary: { high: 0 } });
    expect((await api(t, caller, '/api/scan/job/get', { id: job.jobId })).data.submitType).toBe('CLI');
    expect(run.stderr).toMatch(/Uploading .*100%/);
    expect(run.stderr).toMatch(/Assessing .*100%/);
  });

  it('--fail-on high exits 1 on a package with high findings (the SARIF on stdout when no --out)', { timeout: 180_000 }, async () => {
    const run = await cli(['assess', fixture(WITH_HIGH), '--format', 'sarif', '--fail-on', 'high']);
    expect(run.code, run.stderr).toBe(1);
    const sarif = JSON.parse(run.stdout);
    expect(validSarif(sarif), JSON.stringify(validSarif.errors?.slice(0, 3))).toBe(true);
    expect(sarif.runs[0].results.some((r: { level: string }) => r.level === 'error')).toBe(true);
    expect(run.stderr).toMatch(/finding\(s\) at or above high/);
  });

  it('exits 3 with the reason when the job fails', { timeout: 120_000 }, async () => {
    // The small APK with half its DEX cut off: accepted as an APK, refused by the analysis.
    const zip = ZipArchive.open(bufferSource(fs.readFileSync(fixture(NO_HIGH))));
    const cut = await zipOf(zip.names().map((n): [string, Buffer] => [n, n === 'classes.dex' ? zip.readByName(n)!.subarray(0, 200) : zip.readByName(n)!]));
    const file = path.join(home, 'cut-dex.apk');
    fs.writeFileSync(file, cut);
    const run = await cli(['assess', file, '--wait', '--fail-on', 'high']);
    expect(run.code, run.stderr).toBe(3);
    expect(run.stderr).toMatch(/The assessment job .* failed: android\.dex_malformed/);
    expect(JSON.parse(run.stdout)).toMatchObject({ status: 'failed' });
  });

  it('without --wait answers the submitted job at once', { timeout: 60_000 }, async () => {
    const run = await cli(['assess', fixture(NO_HIGH)]);
    expect(run.code, run.stderr).toBe(0);
    const job = JSON.parse(run.stdout);
    expect(job.jobId).toEqual(expect.any(String));
    expect(job.submitType).toBe('CLI');
  });
});

describe('an interrupted upload', () => {
  it('resumes from the offset the console acknowledged instead of starting again', { timeout: 180_000 }, async () => {
    // A proxy in front of the console that records tus calls and, while `hold` is set, never answers the third PATCH.
    const seen: { method: string; offset: string | undefined }[] = [];
    let hold = true;
    let held: () => void = () => {};
    const reachedHold = new Promise<void>((resolve) => (held = resolve));
    const target = new URL(t.url);
    const proxy = http.createServer((req, res) => {
      if (req.url?.startsWith('/api/file/tus')) seen.push({ method: req.method!, offset: req.headers['upload-offset'] as string | undefined });
      if (hold && req.method === 'PATCH' && seen.filter((s) => s.method === 'PATCH').length === 3) {
        held();
        return; // the connection stays open until the client dies
      }
      const upstream = http.request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const proxyUrl = `http://127.0.0.1:${(proxy.address() as { port: number }).port}`;
    const chunk = 256 * 1024;
    const env = { RAMPART_URL: proxyUrl, RAMPART_UPLOAD_CHUNK_SIZE: String(chunk), XDG_CACHE_HOME: path.join(home, 'resume-cache') };
    try {
      const first = start(['assess', fixture(BIG_APK)], env);
      await reachedHold;
      first.child.kill('SIGKILL');
      const killed = await first.done;
      expect(killed.code).not.toBe(0);
      expect(seen.filter((s) => s.method === 'POST')).toHaveLength(1);

      hold = false;
      const before = seen.length;
      const second = await cli(['assess', fixture(BIG_APK)], env);
      expect(second.code, second.stderr).toBe(0);
      const again = seen.slice(before);
      // No new upload: a HEAD asks where to continue, and the first PATCH starts past two acknowledged chunks.
      expect(again.filter((s) => s.method === 'POST')).toHaveLength(0);
      expect(again[0]!.method).toBe('HEAD');
      const firstPatch = again.find((s) => s.method === 'PATCH')!;
      expect(Number(firstPatch.offset)).toBe(2 * chunk);
      expect(second.stderr).toContain(`at ${2 * chunk} of`);
      // The stored file is the whole package.
      const job = JSON.parse(second.stdout);
      expect(job.sha256).toBe(
        crypto
          .createHash('sha256')
          .update(fs.readFileSync(fixture(BIG_APK)))
          .digest('hex'),
      );
      // Finished uploads are forgotten.
      expect(JSON.parse(fs.readFileSync(path.join(home, 'resume-cache', 'rampart', 'uploads.json'), 'utf8'))).toEqual({});
    } finally {
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
    }
  });
});

describe('harden and jobs', () => {
  it('harden --wait --out writes the protected package', { timeout: 300_000 }, async () => {
    const policy = await api(t, caller, '/api/harden/policy/add', { kind: 'h5', name: 'CI policy', options: { preset: 'low' } });
    expect(policy.code, policy.msg).toBe('200');
    const out = path.join(home, 'lodash.protected.js');
    const run = await cli(['harden', fixture(LODASH), '--policy', policy.data.policyId, '--wait', '--out', out]);
    expect(run.code, run.stderr).toBe(0);
    const job = JSON.parse(run.stdout);
    expect(job).toMatchObject({ status: 'success', submitType: 'CLI', kind: 'h5' });
    const input = fs.readFileSync(fixture(LODASH), 'utf8');
    const output = fs.readFileSync(out, 'utf8');
    expect(output.length).toBeGreaterThan(0);
    expect(output).not.toBe(input);

    const unknownPolicy = await cli(['harden', fixture(LODASH), '--policy', crypto.randomUUID()]);
    expect(unknownPolicy.code).toBe(5);
  });

  it('jobs list, get and cancel', { timeout: 120_000 }, async () => {
    const submitted = await cli(['assess', fixture(BIG_APK)]);
    expect(submitted.code, submitted.stderr).toBe(0);
    const { jobId } = JSON.parse(submitted.stdout);

    const list = await cli(['jobs', 'list', '--limit', '100']);
    expect(list.code, list.stderr).toBe(0);
    expect(JSON.parse(list.stdout).list.map((j: { jobId: string }) => j.jobId)).toContain(jobId);

    const got = await cli(['jobs', 'get', jobId]);
    expect(got.code, got.stderr).toBe(0);
    expect(JSON.parse(got.stdout)).toMatchObject({ jobId, submitType: 'CLI' });

    // The scan may already have ended: then the console refuses the cancel (409).
    const cancelled = await cli(['jobs', 'cancel', jobId, '--type', 'assessment']);
    if (cancelled.code === 0) expect(JSON.parse(cancelled.stdout)).toMatchObject({ jobId, status: 'failed', error: expect.stringMatching(/^job\.cancelled/) });
    else expect(cancelled.code, cancelled.stderr).toBe(5);
    const final = await api(t, caller, '/api/scan/job/get', { id: jobId });
    expect(['failed', 'finished', 'processing']).toContain(final.data.status);

    const hardeningJobs = await cli(['jobs', 'list', '--type', 'hardening']);
    expect(hardeningJobs.code, hardeningJobs.stderr).toBe(0);

    const missing = await cli(['jobs', 'get', crypto.randomUUID()]);
    expect(missing.code).toBe(5);
    expect(missing.stderr).toContain('rampart:');
  });
});
