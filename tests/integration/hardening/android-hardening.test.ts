import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasTool } from '../../../server/src/engines/test-fixtures';
import { createMonitoredApp } from '../../helpers/monitoring';
import { roleMatrix } from '../../helpers/role-matrix';
import { startTestServer, uniqueName, type TestServer } from '../../helpers/server';
import { waitForHardening } from './hardening-helpers';
import { api, callerHeaders, multipart, uploadFixture, type Caller } from '../assessment/assessment-helpers';

const KEYTOOL = '/usr/lib/jvm/java-17-openjdk-amd64/bin/keytool';
const APK = 'mastg-UnCrackable-Level1.apk';
const AAB = (() => {
  const dir = path.resolve(import.meta.dirname, '../../../../shared/fixtures/apps');
  return fs.existsSync(dir) ? fs.readdirSync(dir).find((f) => f.endsWith('.aab')) : undefined;
})();
const haveTools = hasTool('apksigner') && fs.existsSync(KEYTOOL);

let t: TestServer;
let dir: string;
let owner: Caller;
let matrixOwnerToken: string;
let other: Caller;
let keystoreId: string;
let keystoreSha256: string;
let policyId: string;

async function addKeystore(caller: Caller, file: string, bytes: Buffer, fields: Record<string, string>) {
  const { payload, contentType } = multipart(file, bytes, fields);
  const res = await t.runtime.app.server.inject({ method: 'POST', url: '/api/harden/keystore/add', payload, headers: { ...callerHeaders(caller), 'content-type': contentType } });
  return res.json() as { code: string; msg: string; data: { keystoreId?: string; sha256?: string } | null };
}

const get = (caller: Caller, url: string) => t.runtime.app.server.inject({ method: 'GET', url, headers: callerHeaders(caller) });

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'android-hardening-'));
  t = await startTestServer({ env: { RAMPART_JOB_QUEUE: uniqueName('q') } });
  const matrix = await roleMatrix(t, {});
  owner = { token: matrix.tokens.customerSuperAdmin };
  matrixOwnerToken = matrix.tokens.customerSuperAdmin;
  other = { token: matrix.tokens.otherAccount };
  if (!haveTools) return;
  const file = path.join(dir, 'release.jks');
  execFileSync(
    KEYTOOL,
    [
      '-genkeypair',
      '-keystore',
      file,
      '-storetype',
      'JKS',
      '-storepass',
      'store-pass-9',
      '-keypass',
      'store-pass-9',
      '-alias',
      'release',
      '-keyalg',
      'RSA',
      '-keysize',
      '2048',
      '-validity',
      '3650',
      '-dname',
      'CN=Android Hardening',
      '-noprompt',
    ],
    { stdio: 'pipe' },
  );
  const added = await addKeystore(owner, 'release.jks', fs.readFileSync(file), {
    storePassword: 'store-pass-9',
    alias: 'release',
    aliasPassword: 'store-pass-9',
    signatureScheme: 'v1v2v3',
  });
  expect(added.code).toBe('200');
  keystoreId = added.data!.keystoreId!;
  keystoreSha256 = added.data!.sha256!;
  const policy = await api(t, owner, '/api/harden/policy/add', { kind: 'android', name: 'Android maximum', options: { preset: 'maximum' } });
  expect(policy.code).toBe('200');
  policyId = policy.data.policyId;
}, 120_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe.runIf(haveTools)('Android hardening through the REST API', () => {
  it('needs a keystore of the caller’s account, and AAB only with a V1 keystore', async () => {
    const apk = await uploadFixture(t, owner, APK);
    expect(await api(t, owner, '/api/harden/job/add', { fileId: apk, policyId })).toMatchObject({ code: '400', msg: 'Choose the keystore the hardened package is signed with.' });
    // Another account's keystore is not the caller's to sign with.
    const foreign = await addKeystore(other, 'release.jks', fs.readFileSync(path.join(dir, 'release.jks')), {
      storePassword: 'store-pass-9',
      alias: 'release',
      aliasPassword: 'store-pass-9',
    });
    expect(foreign.code).toBe('200');
    expect(await api(t, owner, '/api/harden/job/add', { fileId: apk, policyId, keystoreId: foreign.data!.keystoreId })).toMatchObject({
      code: '400',
      msg: 'The chosen keystore no longer exists.',
    });
    if (AAB) {
      const aab = await uploadFixture(t, owner, AAB);
      expect(await api(t, owner, '/api/harden/job/add', { fileId: aab, policyId, keystoreId })).toMatchObject({ code: '400', msg: 'AAB can only use V1 signature' });
    }
  }, 120_000);

  it('hardens an APK: the download verifies with the keystore’s certificate and the log says what was applied', async () => {
    const apk = await uploadFixture(t, owner, APK);
    const submitted = await api(t, owner, '/api/harden/job/add', { fileId: apk, policyId, keystoreId });
    expect(submitted.code).toBe('200');
    const job = await waitForHardening(t, owner, submitted.data.jobId);
    expect(job.status, job.error).toBe('success');

    const res = await get(owner, `/api/harden/job/download/${submitted.data.jobId}?what=protected`);
    expect(res.statusCode).toBe(200);
    const out = path.join(dir, 'protected.apk');
    fs.writeFileSync(out, res.rawPayload);
    const verify = spawnSync('apksigner', ['verify', '-v', '--print-certs', '--min-sdk-version', '21', out], { encoding: 'utf8' });
    expect(verify.status, verify.stdout + verify.stderr).toBe(0);
    expect(verify.stdout).toContain(`Signer #1 certificate SHA-256 digest: ${keystoreSha256}`);

    const log = (await get(owner, `/api/harden/job/download/${submitted.data.jobId}?what=log`)).body;
    expect(log).toMatch(/keystore: release \(certificate sha256 [0-9a-f]{64}\)/);
    expect(log).toMatch(/applied: additional\.disallowBackup/);
    const report = await get(owner, `/api/harden/job/download/${submitted.data.jobId}?what=report&format=json`);
    expect(report.statusCode).toBe(200);
    const stored = report.json();
    expect(stored.android.counts.dexIn).toBeGreaterThan(0);
    // The before/after assessment: backups are off.
    expect(stored.android.assessment.resolved.map((f: { id: string }) => f.id)).toContain('android.manifest.allow_backup');
    // The runtime's checks show up as protections the analysis recognises. The app checks for
    // root and a debuggable build itself, so the emulator check is the one the runtime adds.
    expect(stored.android.assessment.added.filter((f: { level: string }) => f.level === 'secure').map((f: { id: string }) => f.id)).toContain('code.emulator_detection');
    expect(stored.android.assessment.resolved.map((f: { id: string }) => f.id)).not.toContain('code.debugger_detection');
    const html = (await get(owner, `/api/harden/job/download/${submitted.data.jobId}?what=report&format=html`)).body;
    expect(html).toContain('Findings resolved by hardening');
    expect(html).toContain('android.manifest.allow_backup');

    // Another account sees neither the job nor its download.
    expect((await api(t, other, '/api/harden/job/get', { id: submitted.data.jobId })).code).toBe('404');
  }, 300_000);

  it('reports threats to a monitored app of the account: validated on the policy and at submission, embedded by the job', async () => {
    const appId = `com.example.protected${Date.now()}`;
    const reportOnly = { preset: 'custom', runtime: { root: true, emulator: false, hook: true, multiInstance: false }, reactions: { root: 'report', hook: 'exit' } };
    const unanchored = await api(t, owner, '/api/harden/policy/add', { kind: 'android', name: 'Reports nowhere', options: reportOnly });
    expect(unanchored.code).toBe('400');
    const missing = await api(t, owner, '/api/harden/policy/add', {
      kind: 'android',
      name: 'Reports to a missing app',
      options: { ...reportOnly, reactions: { ...reportOnly.reactions, monitoredApp: appId } },
    });
    expect(missing.code).toBe('200');
    const apk = await uploadFixture(t, owner, APK);
    expect(await api(t, owner, '/api/harden/job/add', { fileId: apk, policyId: missing.data.policyId, keystoreId })).toMatchObject({
      code: '400',
      msg: `The policy reports to the monitored app ${appId}, which does not exist in Monitoring for Android.`,
    });

    await createMonitoredApp(t, matrixOwnerToken, { appId });
    const submitted = await api(t, owner, '/api/harden/job/add', { fileId: apk, policyId: missing.data.policyId, keystoreId });
    expect(submitted.code).toBe('200');
    const job = await waitForHardening(t, owner, submitted.data.jobId);
    expect(job.status, job.error).toBe('success');
    const log = (await get(owner, `/api/harden/job/download/${submitted.data.jobId}?what=log`)).body;
    expect(log).toContain(`reports to: monitored app ${appId}`);
    expect(log).toMatch(/runtime guard: root, hook; reactions root → report, hook → exit; reports go to Monitoring/);
  }, 300_000);
});
