import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apksignerVerify, generateKeystore } from '../engines/android/test-signing.js';
import { fixturePath, fixturesOfKind, hasTool, REPO_ROOT } from '../engines/test-fixtures.js';

// The harden CLI as integrators run it: the bundled JavaScript that `npm run harden` builds and
// starts, with a keystore made by keytool, checked by apksigner; and its answer to a bad policy.
const bundle = path.join(REPO_ROOT, 'dist/engine/harden.js');
const apk = fixturesOfKind('apk').find((f) => f.file === 'mastg-UnCrackable-Level1.apk');
const haveTools = hasTool('apksigner') && hasTool('keytool');
const STORE_PASSWORD = 'cli-store-pass';
let tmp = '';
let keystore = '';
let certSha256 = '';

function harden(args: string[], env: NodeJS.ProcessEnv = { KEYSTORE_PASSWORD: STORE_PASSWORD }): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [bundle, ...args], { encoding: 'utf8', timeout: 120_000, env: { PATH: process.env.PATH, ...env } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

beforeAll(() => {
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts/build-engine.mjs')], { stdio: 'inherit' });
  tmp = mkdtempSync(path.join(tmpdir(), 'rampart-harden-cli-'));
  if (!haveTools) return;
  keystore = path.join(tmp, 'release.p12');
  certSha256 = generateKeystore(
    keystore,
    ['-storetype', 'PKCS12', '-storepass', STORE_PASSWORD, '-keypass', STORE_PASSWORD, '-alias', 'release', '-keyalg', 'RSA', '-keysize', '2048', '-dname', 'CN=Harden CLI'],
    { storePassword: STORE_PASSWORD, alias: 'release', aliasPassword: STORE_PASSWORD },
  ).sha256;
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe.skipIf(!apk || !haveTools)('harden CLI (bundled)', () => {
  it('hardens a fixture with the maximum preset into a package apksigner verifies with the keystore’s certificate', () => {
    const out = path.join(tmp, 'maximum.apk');
    const r = harden([fixturePath(apk!.file), out, '--keystore', keystore, '--alias', 'release', '--preset', 'maximum', '--seed', 'cli-test', '--json']);
    expect(r.status, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report).toMatchObject({ kind: 'apk', packageName: apk!.package, certificateSha256: certSha256 });
    expect(report.applied.some((a: string) => a.startsWith('dexShell:'))).toBe(true);
    expect(report.counts.strings).toBeGreaterThan(0);
    const verified = apksignerVerify(out);
    expect(verified.ok, verified.output).toBe(true);
    expect(verified.cert).toBe(certSha256);
  });

  it('prints the applied and skipped protections and the counts as text', () => {
    const r = harden([fixturePath(apk!.file), path.join(tmp, 'text.apk'), '--keystore', keystore, '--alias', 'release', '--preset', 'maximum']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^applied {2}dexShell: /m);
    expect(r.stdout).toMatch(/^skipped {2}unityDllEncryption: /m);
    expect(r.stdout).toMatch(/^dex 1 in, 1 out; classes \d+/m);
    expect(r.stdout).toContain(`signed v1+v2+v3 with ${certSha256}`);
  });

  it('refuses an invalid policy with exit code 2, printing each issue’s path and message', () => {
    const policy = path.join(tmp, 'bad-policy.json');
    writeFileSync(policy, JSON.stringify({ preset: 'maximum', vmpLibraryName: 'TOOLONG', googleSignatureMd5: ['not-an-md5'] }));
    const out = path.join(tmp, 'never.apk');
    const r = harden([fixturePath(apk!.file), out, '--keystore', keystore, '--alias', 'release', '--policy', policy]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^vmpLibraryName: policyVmpName$/m);
    expect(r.stderr).toMatch(/^googleSignatureMd5\.0: policyMd5Format$/m);
    expect(r.stderr).toContain('policy.invalid');
    const json = harden([fixturePath(apk!.file), out, '--keystore', keystore, '--alias', 'release', '--policy', policy, '--json']);
    expect(json.status).toBe(2);
    expect(JSON.parse(json.stdout).error.issues).toEqual(
      expect.arrayContaining([
        { path: 'vmpLibraryName', message: 'policyVmpName' },
        { path: 'googleSignatureMd5.0', message: 'policyMd5Format' },
      ]),
    );
  });

  it('answers a wrong password with the keystore problem and bad usage with 64', () => {
    const r = harden([fixturePath(apk!.file), path.join(tmp, 'never.apk'), '--keystore', keystore, '--alias', 'release'], { KEYSTORE_PASSWORD: 'wrong' });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('keystore.storePassword');
    expect(harden([fixturePath(apk!.file), '--keystore', keystore, '--alias', 'release']).status).toBe(64);
    expect(harden([fixturePath(apk!.file), path.join(tmp, 'x.apk'), '--keystore', keystore, '--alias', 'release', '--preset', 'extreme']).status).toBe(64);
    expect(harden([fixturePath(apk!.file), path.join(tmp, 'x.apk'), '--keystore', keystore, '--alias', 'release'], {}).status).toBe(64);
  });
});
