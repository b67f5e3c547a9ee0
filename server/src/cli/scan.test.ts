import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturePath, fixturesOfKind, REPO_ROOT } from '../engines/test-fixtures.js';

// The scan CLI as integrators run it: the bundled JavaScript that `npm run scan` builds and
// starts, on a real package, in each output mode, and its exit codes for bad input.
const bundle = path.join(REPO_ROOT, 'dist/engine/scan.js');
const apk = fixturesOfKind('apk').find((f) => f.file === 'mastg-UnCrackable-Level1.apk');
const ipa = fixturesOfKind('ipa')[0];
let tmp = '';

function scan(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [bundle, ...args], { encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

beforeAll(() => {
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts/build-engine.mjs')], { stdio: 'inherit' });
  tmp = mkdtempSync(path.join(tmpdir(), 'rampart-cli-'));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe.skipIf(!apk || !ipa)('scan CLI (bundled)', () => {
  it('prints the JSON contract of an APK with the facts of MANIFEST.tsv', () => {
    const r = scan(fixturePath(apk!.file), '--json');
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ platform: 'android', packageName: apk!.package, versionName: apk!.versionName });
    expect(out.signature.certificates[0].sha256).toBe(apk!.cert_sha256);
  });

  it('scans an IPA in the same worker bundle', () => {
    const r = scan(fixturePath(ipa.file), '--json');
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ platform: 'ios', packageName: ipa.package });
  });

  it('prints SARIF 2.1.0 and the schema', () => {
    const sarif = JSON.parse(scan(fixturePath(apk!.file), '--sarif').stdout);
    expect(sarif.version).toBe('2.1.0');
    expect(sarif.runs[0].results.length).toBeGreaterThan(0);
    expect(JSON.parse(scan('--schema').stdout).title).toBe('ScanResult');
  });

  it('answers a non-package with a structured error and exit code 2, bad usage with 64', () => {
    const junk = path.join(tmp, 'junk.apk');
    writeFileSync(junk, 'not a zip at all');
    const r = scan(junk, '--json');
    expect(r.status).toBe(2);
    expect(JSON.parse(r.stdout).error.code).toMatch(/^[a-z]+\.[a-z_]+$/);
    expect(scan().status).toBe(64);
    expect(scan(fixturePath(apk!.file), '--lang', 'fr').status).toBe(64);
  });
});
