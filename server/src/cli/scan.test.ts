import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AjvDraft04 from 'ajv-draft-04';
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

// The OASIS SARIF 2.1.0 schema (draft-04) as @microsoft/jest-sarif ships it.
const sarifSchema = JSON.parse(readFileSync(path.join(REPO_ROOT, 'node_modules/@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json'), 'utf8'));
const validSarif = new AjvDraft04({ allErrors: true, strict: false, validateFormats: false, unicodeRegExp: false }).compile(sarifSchema);
const aar = fixturesOfKind('aar')[0];

describe('scan CLI errors in --sarif mode', () => {
  const failedRun = (file: string) => {
    const r = scan(file, '--sarif');
    const sarif = JSON.parse(r.stdout);
    expect(validSarif(sarif), JSON.stringify(validSarif.errors?.slice(0, 3))).toBe(true);
    const invocation = sarif.runs[0].invocations[0];
    expect(sarif.runs[0].tool.driver.name).toBe('Rampart');
    expect(invocation.executionSuccessful).toBe(false);
    expect(invocation.exitCode).toBe(r.status);
    expect(invocation.toolExecutionNotifications[0].level).toBe('error');
    return { status: r.status, notification: invocation.toolExecutionNotifications[0] };
  };

  it.skipIf(!aar)('an Android library (AAR) is refused as an unsupported type, named', () => {
    const { status, notification } = failedRun(fixturePath(aar.file));
    expect(status).toBe(2);
    expect(notification.descriptor.id).toBe('package.unsupported_type');
    expect(notification.message.text).toContain('Android library (AAR) is not supported for assessment');
    expect(JSON.parse(scan(fixturePath(aar.file), '--json').stdout).error.code).toBe('package.unsupported_type');
  });

  it('a file that is not a zip', () => {
    const junk = path.join(tmp, 'junk-sarif.apk');
    writeFileSync(junk, 'not a zip at all');
    const { status, notification } = failedRun(junk);
    expect(status).toBe(2);
    expect(notification.descriptor.id).toBe('archive.not_zip');
  });

  it('a missing file', () => {
    const { status, notification } = failedRun(path.join(tmp, 'no-such.apk'));
    expect(status).toBe(2);
    expect(notification.descriptor.id).toBe('file.missing');
  });
});

describe.skipIf(!apk)('npm run scan prints only the result on stdout', () => {
  // npm's own settings from an outer `npm test` must not decide what this run prints.
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_config_(loglevel|json|silent)$/i.test(k)));
  const run = (cmd: string, args: string[]) => spawnSync(cmd, args, { cwd: REPO_ROOT, env, encoding: 'utf8', timeout: 120_000 });

  it('`npm run scan -- <file> --json` is one JSON document', () => {
    const r = run('npm', ['run', 'scan', '--', fixturePath(apk!.file), '--json']);
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ platform: 'android', packageName: apk!.package });
  });

  it('`npx rampart-scan <file> --sarif` is one SARIF log', () => {
    const r = run('npx', ['--offline', 'rampart-scan', fixturePath(apk!.file), '--sarif']);
    expect(r.status, r.stderr).toBe(0);
    expect(validSarif(JSON.parse(r.stdout))).toBe(true);
  });
});
