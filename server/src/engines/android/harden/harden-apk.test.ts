import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presetOptions, parsePolicyOptions, type AndroidOptions } from '../../../../../common/hardening-policy';
import { fileSource } from '../../archive/byte-source';
import { ZipArchive } from '../../archive/zip-reader';
import { fixturePath, fixturesOfKind, hasTool } from '../../test-fixtures';
import { readAxmlDocument } from '../axml/read';
import type { SigningIdentity } from '../keystore';
import { getApplicationAttribute } from '../manifest-edit';
import { apksignerVerify, badging, generateKeystore } from '../test-signing';
import { hardenAndroid } from './harden-apk';

const APKS = fixturesOfKind('apk');
const haveTools = hasTool('apksigner') && hasTool('aapt') && hasTool('dexdump') && hasTool('keytool');

let dir: string;
let identity: SigningIdentity;
let certSha256: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harden-apk-'));
  if (!haveTools) return;
  const made = generateKeystore(
    path.join(dir, 'release.jks'),
    ['-storetype', 'JKS', '-storepass', 'store-pass-1', '-keypass', 'store-pass-1', '-alias', 'release', '-keyalg', 'RSA', '-keysize', '2048', '-dname', 'CN=Harden'],
    { storePassword: 'store-pass-1', alias: 'release', aliasPassword: 'store-pass-1' },
  );
  identity = made.identity;
  certSha256 = made.sha256;
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The lines of `aapt dump badging` a protection must keep: package, versions, SDKs, label. */
function keptFacts(file: string): string[] {
  return badging(file)
    .split('\n')
    .filter((l) => /^(package:|sdkVersion:|targetSdkVersion:|application-label:|application: label=)/.test(l))
    .map((l) => l.replace(/ icon='[^']*'/, ''));
}

function entries(file: string): Map<string, Buffer> {
  const source = fileSource(file);
  try {
    const zip = ZipArchive.open(source);
    return new Map(zip.entries.filter((e) => !e.name.endsWith('/')).map((e) => [e.name, zip.read(e)]));
  } finally {
    source.close();
  }
}

const options = (doc: unknown): AndroidOptions => {
  const parsed = parsePolicyOptions('android', doc);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.options;
};

describe.runIf(haveTools)('Android hardening pipeline', () => {
  it.each(APKS.map((row) => row.file))('%s with the strongest policy: signed, aligned, same badging, every DEX accepted by dexdump', (name) => {
    const output = path.join(dir, `max-${name}`);
    const report = hardenAndroid({ input: fixturePath(name), output, options: presetOptions('android', 'maximum'), identity, seed: `seed-${name}` });
    const verified = apksignerVerify(output);
    expect(verified.ok, verified.output).toBe(true);
    expect(verified.cert).toBe(certSha256);
    expect(keptFacts(output)).toEqual(keptFacts(fixturePath(name)));
    const files = entries(output);
    const dexNames = [...files.keys()].filter((n) => /^classes\d*\.dex$/.test(n));
    expect(dexNames.length).toBeGreaterThan(0);
    for (const dex of dexNames) {
      const p = path.join(dir, `${name}-${dex}`);
      fs.writeFileSync(p, files.get(dex)!);
      const dump = spawnSync('dexdump', ['-d', p], { encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 });
      expect(dump.status, `${dex}: ${dump.stderr}`).toBe(0);
      fs.rmSync(p);
    }
    const manifest = readAxmlDocument(files.get('AndroidManifest.xml')!);
    expect(getApplicationAttribute(manifest, 'debuggable') ?? false).toBe(false);
    expect(getApplicationAttribute(manifest, 'allowBackup')).toBe(false);
    expect(report.manifest.allowBackup[1]).toBe(false);
    expect(report.counts.dexIn).toBeGreaterThan(0);
  });

  it('drops Log.v/d/i calls from the app’s classes when the policy strips logs', () => {
    const name = 'insecurebankv2-InsecureBankv2.apk';
    const output = path.join(dir, `logs-${name}`);
    const report = hardenAndroid({ input: fixturePath(name), output, options: options({ preset: 'custom', additional: { stripLogs: true } }), identity, seed: 'logs' });
    expect(report.counts.logCalls).toBeGreaterThan(0);
    const dex = path.join(dir, 'logs-classes.dex');
    fs.writeFileSync(dex, entries(output).get('classes.dex')!);
    const dump = spawnSync('dexdump', ['-d', dex], { encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 });
    expect(dump.status).toBe(0);
    // No call to Log.v/d/i remains in the app's own classes; the platform libraries keep theirs.
    const sections = dump.stdout.split(/^Class #\d+/m);
    const appSections = sections.filter((s) => /Class descriptor\s*: 'Lcom\/android\/insecurebankv2\//.test(s));
    expect(appSections.length).toBeGreaterThan(0);
    const appCalls = appSections.flatMap((s) => s.split('\n').filter((l) => /Landroid\/util\/Log;\.(v|d|i):/.test(l)));
    const libraryCalls = sections.filter((s) => !appSections.includes(s)).flatMap((s) => s.split('\n').filter((l) => /Landroid\/util\/Log;\.(v|d|i):/.test(l)));
    expect(libraryCalls.length).toBeGreaterThan(0);
    expect(appCalls).toEqual([]);
  });
});
