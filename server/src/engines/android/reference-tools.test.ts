import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { scanFile } from '../scan.js';
import type { ScanResult } from '../report/scan-result.js';
import { fixturePath, fixturesOfKind, hasTool } from '../test-fixtures.js';

// Acceptance 1: every fixture APK is compared field by field with the Debian reference tools.
const apks = fixturesOfKind('apk');
const run = (cmd: string, args: string[]): string => execFileSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] });

const cache = new Map<string, ScanResult>();
function scan(file: string): ScanResult {
  let r = cache.get(file);
  if (!r) {
    r = scanFile(fixturePath(file));
    cache.set(file, r);
  }
  return r;
}

describe.skipIf(apks.length === 0 || !hasTool('aapt'))('APK facts equal `aapt dump badging`', () => {
  it.each(apks.map((f) => f.file))('%s', (file) => {
    const out = run('aapt', ['dump', 'badging', fixturePath(file)]);
    const pkg = /^package: name='([^']*)' versionCode='([^']*)' versionName='([^']*)'/m.exec(out)!;
    const r = scan(file);
    expect(r.packageName).toBe(pkg[1]);
    expect(String(r.versionCode)).toBe(pkg[2]);
    expect(r.versionName ?? '').toBe(pkg[3]);
    expect(String(r.minSdk)).toBe(/^sdkVersion:'([^']*)'/m.exec(out)?.[1]);
    expect(String(r.targetSdk)).toBe(/^targetSdkVersion:'([^']*)'/m.exec(out)?.[1]);
    const perms = [...out.matchAll(/^uses-permission(?:-sdk-23)?: name='([^']*)'/gm)].map((m) => m[1]);
    expect(r.permissions.map((p) => p.name).sort()).toEqual([...new Set(perms)].sort());
    const label = /^application-label:'([^']*)'/m.exec(out)?.[1];
    if (label !== undefined) expect(r.appName).toBe(label);
  });
});

describe.skipIf(apks.length === 0 || !hasTool('apksigner'))('signatures equal `apksigner verify --print-certs -v`', () => {
  it.each(apks.map((f) => f.file))('%s', (file) => {
    const out = run('apksigner', ['verify', '--print-certs', '-v', fixturePath(file)]);
    const r = scan(file);
    const verified = (n: number): boolean => new RegExp(`^Verified using v${n} scheme.*: true$`, 'm').test(out);
    const expected = [1, 2, 3].filter(verified).map((n) => `v${n}`);
    expect(r.signature.schemes.filter((s) => s !== 'v3.1')).toEqual(expected);
    const sha256 = [...out.matchAll(/^Signer #\d+ certificate SHA-256 digest: ([0-9a-f]+)$/gm)].map((m) => m[1]);
    const sha1 = [...out.matchAll(/^Signer #\d+ certificate SHA-1 digest: ([0-9a-f]+)$/gm)].map((m) => m[1]);
    const md5 = [...out.matchAll(/^Signer #\d+ certificate MD5 digest: ([0-9a-f]+)$/gm)].map((m) => m[1]);
    const dn = [...out.matchAll(/^Signer #\d+ certificate DN: (.+)$/gm)].map((m) => m[1]);
    expect(r.signature.certificates.map((c) => c.sha256)).toEqual(sha256);
    expect(r.signature.certificates.map((c) => c.sha1)).toEqual(sha1);
    expect(r.signature.certificates.map((c) => c.md5)).toEqual(md5);
    expect(r.signature.certificates.map((c) => c.subject)).toEqual(dn);
    const keyAlgorithms = [...out.matchAll(/^Signer #\d+ key algorithm: (.+)$/gm)].map((m) => m[1]);
    const keySizes = [...out.matchAll(/^Signer #\d+ key size \(bits\): (\d+)$/gm)].map((m) => Number(m[1]));
    expect(r.signature.certificates.map((c) => c.keyAlgorithm)).toEqual(keyAlgorithms);
    expect(r.signature.certificates.map((c) => c.keySize)).toEqual(keySizes);
  });
});

describe.skipIf(apks.length === 0 || !hasTool('dexdump'))('DEX counts equal `dexdump -f`', () => {
  it.each(apks.map((f) => f.file))('%s', (file) => {
    const out = run('dexdump', ['-f', fixturePath(file)]);
    const r = scan(file);
    // A single-DEX APK is printed without the `:classesN.dex` suffix.
    const opened = [...out.matchAll(/^Opened '[^']*?(?::(classes\d*\.dex))?', DEX/gm)].map((m) => m[1] ?? 'classes.dex');
    const classes = [...out.matchAll(/^class_defs_size\s*: (\d+)$/gm)].map((m) => Number(m[1]));
    const methods = [...out.matchAll(/^method_ids_size\s*: (\d+)$/gm)].map((m) => Number(m[1]));
    expect(r.dex.perFile.map((d) => d.name)).toEqual(opened);
    expect(r.dex.perFile.map((d) => d.classes)).toEqual(classes);
    expect(r.dex.perFile.map((d) => d.methods)).toEqual(methods);
    expect(r.dex.classes).toBe(classes.reduce((a, b) => a + b, 0));
    expect(r.dex.methods).toBe(methods.reduce((a, b) => a + b, 0));
  });
});

describe.skipIf(apks.length === 0)('APK facts equal MANIFEST.tsv', () => {
  it.each(apks)('$file', (facts) => {
    const r = scan(facts.file);
    expect(r.packageName).toBe(facts.package);
    expect(r.versionName).toBe(facts.versionName);
    expect(String(r.versionCode)).toBe(facts.versionCode);
    expect(String(r.minSdk)).toBe(facts.minSdk_or_MinimumOSVersion);
    expect(String(r.targetSdk)).toBe(facts.targetSdk);
    expect(r.permissions).toHaveLength(Number(facts.permission_count));
    expect(r.signature.schemes.join('+')).toBe(facts.signature_schemes);
    expect(r.signature.certificates[0]?.sha256).toBe(facts.cert_sha256);
    const dexCount = /dex=(\d+)/.exec(facts.notes)?.[1];
    if (dexCount) expect(r.dex.files).toBe(Number(dexCount));
    const so = /so=(\d+)/.exec(facts.notes)?.[1];
    if (so) expect(new Set(r.nativeLibs.map((l) => l.abi)).size).toBe(Number(so));
    const debuggable = /debuggable=(yes|no)/.exec(facts.notes)?.[1];
    if (debuggable) expect(r.findings.some((f) => f.id === 'android.manifest.debuggable')).toBe(debuggable === 'yes');
  });
});

describe.skipIf(fixturesOfKind('aab').length === 0)('App Bundle (proto manifest, JAR signature)', () => {
  it.each(fixturesOfKind('aab'))('$file', (facts) => {
    const r = scan(facts.file);
    expect(r.format).toBe('aab');
    expect(r.packageName).toBe(facts.package);
    expect(r.versionName).toBe(facts.versionName);
    expect(String(r.versionCode)).toBe(facts.versionCode);
    expect(String(r.minSdk)).toBe(facts.minSdk_or_MinimumOSVersion);
    expect(String(r.targetSdk)).toBe(facts.targetSdk);
    expect(r.permissions).toHaveLength(Number(facts.permission_count));
    expect(r.signature.certificates[0]?.sha256).toBe(facts.cert_sha256);
    // The bundle's JAR signature is known not to verify: digest mismatch for BundleConfig.pb.
    if (facts.signature_schemes.includes('DOES NOT VERIFY')) {
      expect(r.signature.verified).toBe(false);
      expect(r.signature.errors.join(' ')).toContain('BundleConfig.pb');
      expect(r.findings.map((f) => f.id)).toContain('signature.invalid');
    }
    const dexCount = /dex=(\d+)/.exec(facts.notes)?.[1];
    if (dexCount) expect(r.dex.files).toBe(Number(dexCount));
  });
});
