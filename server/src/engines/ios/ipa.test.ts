import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { fileSource } from '../archive/byte-source.js';
import { ZipArchive } from '../archive/zip-reader.js';
import { scanFile } from '../scan.js';
import { fixturePath, fixturesOfKind, hasTool } from '../test-fixtures.js';
import { parseMachO } from './macho.js';
import { parsePlist } from './plist.js';
import { parseProvisioningProfile } from './provisioning-profile.js';

// Acceptance 2: IPA facts against MANIFEST.tsv and an independent plist reader (Python plistlib).
const ipas = fixturesOfKind('ipa');

function openIpa(file: string): { zip: ZipArchive; appDir: string } {
  const zip = ZipArchive.open(fileSource(fixturePath(file)));
  const info = zip.names().find((n) => /^Payload\/[^/]+\.app\/Info\.plist$/.test(n))!;
  return { zip, appDir: info.slice(0, -'Info.plist'.length) };
}

describe.skipIf(ipas.length === 0)('IPA facts equal MANIFEST.tsv', () => {
  it.each(ipas)('$file', (facts) => {
    const r = scanFile(fixturePath(facts.file));
    expect(r.platform).toBe('ios');
    expect(r.packageName).toBe(facts.package);
    expect(r.versionName).toBe(facts.versionName);
    expect(r.versionCode).toBe(facts.versionCode);
    expect(r.minimumOsVersion).toBe(facts.minSdk_or_MinimumOSVersion);
    expect(r.minSdk).toBe(facts.minSdk_or_MinimumOSVersion);
    expect(r.signature.schemes).toEqual(['ios-codesign']);
    expect(r.signature.certificates[0]?.sha256).toBe(facts.cert_sha256);
    // MANIFEST prints the same RFC 2253 order, joined by ',' instead of ', '.
    const dn = /signerDN=([^|]+?)\s*(\||$)/.exec(facts.notes)![1];
    expect(r.signature.certificates[0].subject.split(', ').join(',')).toBe(dn);

    const main = r.binaries.find((b) => b.kind === 'main')!;
    const archs = /archs=([\w+]+)/.exec(facts.notes)![1].split('+');
    expect(main.slices.map((s) => s.arch)).toEqual(archs);
    const cryptids = /cryptid=([\d,]+)/.exec(facts.notes)![1].split(',').map(Number);
    expect(main.slices.map((s) => s.cryptid)).toEqual(cryptids);
    for (const s of main.slices) {
      expect(s.pie).toBe(true);
      expect(s.canary).toBe(true);
      expect(s.arc).toBe(true);
    }
    const sdk = /DTSDKName=iphoneos([\d.]+)/.exec(facts.notes)?.[1];
    if (sdk) expect(r.targetSdk).toBe(sdk);
    const getTaskAllow = /get-task-allow=(True|False)/.exec(facts.notes)?.[1] === 'True';
    expect(r.findings.some((f) => f.id === 'ios.entitlements.get_task_allow')).toBe(getTaskAllow);
  });

  it.each(ipas)('$file: plist kind and provisioning profile', (facts) => {
    const { zip, appDir } = openIpa(facts.file);
    const raw = zip.readByName(`${appDir}Info.plist`)!;
    const kind = /plist=(binary|xml)/.exec(facts.notes)![1];
    expect(raw.subarray(0, 6).toString('latin1') === 'bplist').toBe(kind === 'binary');
    const profile = parseProvisioningProfile(zip.readByName(`${appDir}embedded.mobileprovision`)!)!;
    expect(profile).toBeDefined();
    expect(profile.name).toBe(/profile='([^']+)'/.exec(facts.notes)![1]);
    expect(profile.teamIds).toEqual([/team=\['(\w+)'\]/.exec(facts.notes)![1]]);
    expect(profile.getTaskAllow).toBe(/get-task-allow=True/.test(facts.notes));
    expect(profile.provisionsAllDevices).toBe(/allDevices=True/.test(facts.notes));
  });
});

describe.skipIf(ipas.length === 0 || !hasTool('python3'))('Info.plist equals an independent reader (plistlib)', () => {
  it.each(ipas)('$file', (facts) => {
    const { zip, appDir } = openIpa(facts.file);
    const raw = zip.readByName(`${appDir}Info.plist`)!;
    const py =
      'import plistlib,sys,json; d=plistlib.loads(sys.stdin.buffer.read()); print(json.dumps({k: d.get(k) for k in ["CFBundleIdentifier","CFBundleShortVersionString","CFBundleVersion","MinimumOSVersion","CFBundleExecutable"]}))';
    const expected = JSON.parse(execFileSync('python3', ['-c', py], { input: raw, encoding: 'utf8' }));
    const ours = parsePlist(raw);
    for (const [k, v] of Object.entries(expected)) expect(ours[k] ?? null).toEqual(v);
  });
});

describe('Mach-O parser', () => {
  it('rejects non-Mach-O and Java class files', () => {
    expect(parseMachO(Buffer.from('not a binary at all'))).toEqual([]);
    expect(parseMachO(Buffer.from([0xca, 0xfe, 0xba, 0xbe, 0, 0, 0, 52, 0, 0, 0, 0]))).toEqual([]);
  });

  it('survives a truncated fat binary', () => {
    if (!ipas.length) return;
    const { zip, appDir } = openIpa(ipas[ipas.length - 1].file);
    const info = parsePlist(zip.readByName(`${appDir}Info.plist`)!);
    const bin = zip.readByName(`${appDir}${info.CFBundleExecutable as string}`)!;
    for (const cut of [8, 64, 4096, Math.floor(bin.length / 2)]) {
      expect(() => parseMachO(bin.subarray(0, cut))).not.toThrow();
    }
  });
});
