import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bufferSource } from '../archive/byte-source.js';
import { ZipArchive } from '../archive/zip-reader.js';
import type { ScanResult } from '../report/scan-result.js';
import { scanFile } from '../scan.js';
import { fixturePath, fixturesOfKind, hasTool } from '../test-fixtures.js';
import type { SigningScheme } from './apk-signer.js';
import type { SigningIdentity } from './keystore.js';
import { signFixture, testIdentity } from './test-signed-apk.js';
import { AlignedZipWriter, copyEntry } from './zip-writer.js';

// Packages signed with exactly the schemes asked (the repack path would add v1 for an old
// minSdkVersion), each scanned and its platform ranges compared with Debian's apksigner.
const BASE = 'mastg-UnCrackable-Level1.apk';
const haveBase = fixturesOfKind('apk').some((f) => f.file === BASE);
const haveApksigner = hasTool('apksigner');

interface Case {
  name: string;
  schemes: SigningScheme[];
  minSdk: number;
  targetSdk?: number;
  jarDigest?: 'sha1' | 'sha256';
}

const CASES: Case[] = [
  { name: 'v2 only, minSdk 19', schemes: ['v2'], minSdk: 19 },
  { name: 'v2 only, minSdk 24', schemes: ['v2'], minSdk: 24 },
  { name: 'v1+v2, minSdk 19', schemes: ['v1', 'v2'], minSdk: 19 },
  { name: 'v1+v2, minSdk 24', schemes: ['v1', 'v2'], minSdk: 24 },
  { name: 'v1+v3, minSdk 19', schemes: ['v1', 'v3'], minSdk: 19 },
  { name: 'v3 only, minSdk 24', schemes: ['v3'], minSdk: 24 },
  { name: 'v2+v3, minSdk 21', schemes: ['v2', 'v3'], minSdk: 21 },
  { name: 'v1 only targeting 30, minSdk 21', schemes: ['v1'], minSdk: 21, targetSdk: 30 },
  { name: 'v1 only with SHA-256, minSdk 10', schemes: ['v1'], minSdk: 10, jarDigest: 'sha256' },
  { name: 'v1 only with SHA-1, minSdk 10', schemes: ['v1'], minSdk: 10, jarDigest: 'sha1' },
  { name: 'v1+v2 with SHA-1, minSdk 10', schemes: ['v1', 'v2'], minSdk: 10, jarDigest: 'sha1' },
];

let dir: string;
let identity: SigningIdentity;
const scanned = new Map<string, { file: string; result: ScanResult }>();

function signed(c: Case): { file: string; result: ScanResult } {
  let hit = scanned.get(c.name);
  if (!hit) {
    const file = path.join(dir, `${c.name.replace(/\W+/g, '-')}.apk`);
    signFixture(BASE, file, { identity, ...c });
    hit = { file, result: scanFile(file) };
    scanned.set(c.name, hit);
  }
  return hit;
}

const caseNamed = (name: string): Case => CASES.find((c) => c.name === name)!;
const ids = (r: ScanResult): string[] => r.findings.map((f) => f.id);
const evidenceOf = (r: ScanResult, id: string) => r.findings.find((f) => f.id === id)?.evidence ?? [];
const ranges = (r: ScanResult) => r.signature.platforms!.map((p) => [p.fromSdk, p.toSdk, p.scheme, p.verified]);

/** What apksigner decides for devices from `fromSdk` to `toSdk` (null: no upper bound). */
function apksignerVerifies(file: string, fromSdk: number, toSdk: number | null): boolean {
  const args = ['verify', '--min-sdk-version', String(fromSdk), ...(toSdk === null ? [] : ['--max-sdk-version', String(toSdk)]), file];
  return spawnSync('apksigner', args, { encoding: 'utf8' }).status === 0;
}

describe.skipIf(!haveBase)('signature platform ranges', () => {
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-platforms-'));
    identity = testIdentity();
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('a v2-only package installable before Android 7.0 is not verified there', () => {
    const { result } = signed(caseNamed('v2 only, minSdk 19'));
    expect(result.signature.schemes).toEqual(['v2']);
    expect(result.signature.verified).toBe(false);
    expect(ranges(result)).toEqual([
      [19, 23, null, false],
      [24, null, 'v2', true],
    ]);
    expect(evidenceOf(result, 'signature.platform_unverified').map((e) => e.location)).toEqual(['API 19–23']);
  });

  it('a v2-only package from Android 7.0 up is verified everywhere it installs', () => {
    const { result } = signed(caseNamed('v2 only, minSdk 24'));
    expect(result.signature.verified).toBe(true);
    expect(ranges(result)).toEqual([[24, null, 'v2', true]]);
    expect(ids(result)).not.toContain('signature.platform_unverified');
  });

  it('v3 alone is not read by Android 7.0–8.1', () => {
    const { result } = signed(caseNamed('v3 only, minSdk 24'));
    expect(ranges(result)).toEqual([
      [24, 27, null, false],
      [28, null, 'v3', true],
    ]);
    expect(evidenceOf(result, 'signature.platform_unverified').map((e) => e.location)).toEqual(['API 24–27']);
  });

  it('a JAR signature alone is refused from Android 11 when the app targets it', () => {
    const { result } = signed(caseNamed('v1 only targeting 30, minSdk 21'));
    expect(result.signature.verified).toBe(false);
    expect(result.signature.platforms!.at(-1)).toMatchObject({ fromSdk: 30, toSdk: null, scheme: 'v1', verified: false, refusal: 'target_sdk' });
  });

  it('SHA-256 JAR digests are refused before Android 4.3; SHA-1 ones are not', () => {
    const sha256 = signed(caseNamed('v1 only with SHA-256, minSdk 10')).result;
    expect(sha256.signature.platforms![0]).toMatchObject({ fromSdk: 10, toSdk: 17, verified: false, refusal: 'jar_digest' });
    expect(evidenceOf(sha256, 'signature.platform_unverified').map((e) => e.location)).toEqual(['API 10–17']);
    const sha1 = signed(caseNamed('v1 only with SHA-1, minSdk 10')).result;
    expect(ranges(sha1)).toEqual([[10, null, 'v1', true]]);
    expect(ids(sha1)).not.toContain('signature.platform_unverified');
    // The v2 block's SHA-256 is not the JAR signature's.
    const withV2 = signed(caseNamed('v1+v2 with SHA-1, minSdk 10')).result;
    expect(ranges(withV2)).toEqual([
      [10, 23, 'v1', true],
      [24, null, 'v2', true],
    ]);
  });

  it('Janus: v1 checked alone on Android 5.0–8.0 beside a v2/v3 signature', () => {
    const v1v2 = signed(caseNamed('v1+v2, minSdk 19')).result;
    expect(evidenceOf(v1v2, 'signature.janus_legacy').map((e) => e.location)).toEqual(['API 21–23']);
    expect(ids(v1v2)).not.toContain('signature.janus');
    const v1v3 = signed(caseNamed('v1+v3, minSdk 19')).result;
    expect(evidenceOf(v1v3, 'signature.janus_legacy').map((e) => e.location)).toEqual(['API 21–26']);
    const modern = signed(caseNamed('v1+v2, minSdk 24')).result;
    expect(ids(modern)).not.toContain('signature.janus_legacy');
    expect(modern.signature.verified).toBe(true);
    // A JAR signature alone keeps its own, stronger finding.
    const v1Only = signed(caseNamed('v1 only targeting 30, minSdk 21')).result;
    expect(ids(v1Only)).toContain('signature.janus');
    expect(ids(v1Only)).not.toContain('signature.janus_legacy');
  });

  it('a stripped v2 signature is refused from Android 7.0', () => {
    const source = signed(caseNamed('v1+v2, minSdk 19')).file;
    const stripped = path.join(dir, 'stripped.apk');
    const archive = ZipArchive.open(bufferSource(fs.readFileSync(source)));
    const writer = new AlignedZipWriter(stripped);
    for (const entry of archive.entries) copyEntry(writer, archive, entry);
    writer.finish();
    const result = scanFile(stripped);
    expect(ids(result)).toContain('signature.stripped');
    expect(result.signature.platforms!.at(-1)).toMatchObject({ fromSdk: 24, scheme: 'v1', verified: false, refusal: 'stripped' });
    expect(ids(result)).not.toContain('signature.platform_unverified');
    if (haveApksigner) expect(apksignerVerifies(stripped, 24, null)).toBe(false);
  });

  describe.skipIf(!haveApksigner)('each range agrees with `apksigner verify --min-sdk-version --max-sdk-version`', () => {
    it.each(CASES.map((c) => c.name))('%s', (name) => {
      const { file, result } = signed(caseNamed(name));
      for (const p of result.signature.platforms!) {
        expect({ range: [p.fromSdk, p.toSdk], verified: apksignerVerifies(file, p.fromSdk, p.toSdk) }).toEqual({ range: [p.fromSdk, p.toSdk], verified: p.verified });
      }
    });

    it.each(fixturesOfKind('apk').map((f) => f.file))('fixture %s', (fixture) => {
      const result = scanFile(fixturePath(fixture));
      for (const p of result.signature.platforms!) {
        expect({ range: [p.fromSdk, p.toSdk], verified: apksignerVerifies(fixturePath(fixture), p.fromSdk, p.toSdk) }).toEqual({
          range: [p.fromSdk, p.toSdk],
          verified: p.verified,
        });
      }
    });
  });
});
