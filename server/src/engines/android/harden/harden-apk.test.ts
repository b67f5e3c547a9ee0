import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presetOptions, parsePolicyOptions, type AndroidOptions } from '../../../../../common/hardening-policy';
import { fileSource } from '../../archive/byte-source';
import { ZipArchive } from '../../archive/zip-reader';
import { fixturePath, fixturesOfKind, hasTool, scratchDir } from '../../test-fixtures';
import { readAxmlDocument } from '../axml/read';
import type { SigningIdentity } from '../keystore';
import { getApplicationAttribute } from '../manifest-edit';
import { apksignerVerify, badging, generateKeystore, JDK } from '../test-signing';
import { parseProtoXml } from '../proto-xml';
import { readManifest } from '../manifest';
import { hardenAndroid } from './harden-apk';
import { scopeFilter } from './scope';

const APKS = fixturesOfKind('apk');
const AABS = fixturesOfKind('aab');
const haveTools = hasTool('apksigner') && hasTool('aapt') && hasTool('dexdump') && hasTool('baksmali') && hasTool('zipalign') && hasTool('keytool');

let dir: string;
let identity: SigningIdentity;
let certSha256: string;

beforeAll(() => {
  dir = scratchDir('harden-apk-');
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

// Whole packages through the engine and Debian's tools: minutes on a loaded 2-core machine.
describe.runIf(haveTools)('Android hardening pipeline', { timeout: 600_000 }, () => {
  it.each(APKS.map((row) => row.file))(
    '%s with the strongest policy: signed, aligned, same badging, every DEX accepted by dexdump and baksmali, androguard loads it',
    async (name) => {
      const output = path.join(dir, `max-${name}`);
      const report = await hardenAndroid({ input: fixturePath(name), output, options: presetOptions('android', 'maximum'), identity, seed: `seed-${name}` });
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
        const smali = spawnSync('baksmali', ['d', '-o', `${p}-smali`, p], { encoding: 'utf8' });
        expect(smali.status, `${dex}: ${smali.stderr}`).toBe(0);
        fs.rmSync(`${p}-smali`, { recursive: true, force: true });
        fs.rmSync(p);
      }
      expect(spawnSync('zipalign', ['-c', '-p', '4', output]).status).toBe(0);
      const androguard = spawnSync(
        '/usr/bin/python3',
        [
          '-c',
          'import sys\nfrom androguard.core.bytecodes.apk import APK\nfrom androguard.core.bytecodes.dvm import DalvikVMFormat\na = APK(sys.argv[1])\nfor d in a.get_all_dex(): DalvikVMFormat(d)\nprint(a.get_package())',
          output,
        ],
        { encoding: 'utf8' },
      );
      expect(androguard.status, androguard.stderr).toBe(0);
      expect(androguard.stdout.trim()).toBe(report.packageName);
      const manifest = readAxmlDocument(files.get('AndroidManifest.xml')!);
      expect(getApplicationAttribute(manifest, 'debuggable') ?? false).toBe(false);
      expect(getApplicationAttribute(manifest, 'allowBackup')).toBe(false);
      expect(report.manifest.allowBackup[1]).toBe(false);
      expect(report.counts.dexIn).toBeGreaterThan(0);
    },
  );

  it('drops Log.v/d/i calls from the app’s classes when the policy strips logs', async () => {
    const name = 'insecurebankv2-InsecureBankv2.apk';
    const output = path.join(dir, `logs-${name}`);
    const report = await hardenAndroid({ input: fixturePath(name), output, options: options({ preset: 'custom', additional: { stripLogs: true } }), identity, seed: 'logs' });
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

  it.each(['insecurebankv2-InsecureBankv2.apk', 'mastg-UnCrackable-Level3.apk', 'dvhma-de.zertapps.dvhma.featherweight_1.0.0_3.5.0_debug.apk'])(
    '%s: the attacker sees none of the app’s classes and none of its strings (Debian tools, not our reader)',
    async (name) => {
      const input = fixturePath(name);
      const output = path.join(dir, `attacker-${name}`);
      await hardenAndroid({ input, output, options: presetOptions('android', 'maximum'), identity, seed: `attacker-${name}` });
      const inScope = scopeFilter({ include: [], exclude: [] });
      const dexdump = (bytes: Buffer, flags: string[]) => {
        const p = path.join(dir, `dump-${name}.dex`);
        fs.writeFileSync(p, bytes);
        const out = spawnSync('dexdump', [...flags, p], { encoding: 'utf8', maxBuffer: 1024 * 1024 * 1024 });
        fs.rmSync(p);
        expect(out.status).toBe(0);
        return out.stdout;
      };
      const classesOf = (dump: string) => [...dump.matchAll(/Class descriptor\s*: '([^']+)'/g)].map((m) => m[1]);

      // The app's own classes and const-strings (≥ 6 characters) before.
      const before = [...entries(input)].filter(([n]) => /^classes\d*\.dex$/.test(n));
      const appClasses = new Set<string>();
      const appStrings = new Set<string>();
      for (const [, bytes] of before) {
        for (const section of dexdump(bytes, ['-d']).split(/^Class #\d+/m)) {
          const type = /Class descriptor\s*: '([^']+)'/.exec(section)?.[1];
          if (!type || !inScope(type)) continue;
          appClasses.add(type);
          for (const m of section.matchAll(/const-string(?:\/jumbo)? v\d+, "(.*)" \/\/ string@/g)) if (/^[\x20-\x7e]{6,}$/.test(m[1]) && !m[1].includes('\\')) appStrings.add(m[1]);
        }
      }
      expect(appClasses.size).toBeGreaterThan(0);
      expect(appStrings.size).toBeGreaterThan(0);

      // After: every DEX's class list, and `strings -n 6` over every unzipped entry.
      const after = entries(output);
      const visibleClasses = [...after].filter(([n]) => /^classes\d*\.dex$/.test(n)).flatMap(([, bytes]) => classesOf(dexdump(bytes, [])));
      expect(visibleClasses.filter((c) => appClasses.has(c))).toEqual([]);
      const stringsOf = (bytes: Buffer, encoding: 's' | 'l') => {
        const out = spawnSync('strings', ['-a', '-n', '6', '-e', encoding], { input: bytes, encoding: 'utf8', maxBuffer: 1024 * 1024 * 1024 });
        return out.stdout.split('\n');
      };
      // Not counted: what the manifest, the resources and the signature files (entry names)
      // carry, entries the policy leaves as they were (web content in clear by design), and the
      // runtime's own strings (the shell DEX holds runtime classes only, as shown above).
      const original = entries(input);
      const carried = new Set<string>();
      const seen: { entry: string; lines: string[] }[] = [];
      for (const [entry, bytes] of after) {
        const resources =
          entry === 'AndroidManifest.xml' ||
          entry === 'resources.arsc' ||
          entry.startsWith('res/') ||
          entry.startsWith('META-INF/') ||
          entry === 'classes.dex' ||
          original.get(entry)?.equals(bytes) === true;
        const lines = [...stringsOf(bytes, 's'), ...stringsOf(bytes, 'l')];
        if (resources) for (const line of lines) carried.add(line);
        else seen.push({ entry, lines });
      }
      const carriedText = [...carried].join('\n');
      const leaked = [...appStrings]
        .filter((s) => !carriedText.includes(s))
        .flatMap((s) => seen.filter(({ lines }) => lines.some((line) => line.includes(s))).map(({ entry }) => `${entry}: ${s}`));
      expect(leaked).toEqual([]);
    },
  );

  it.each(AABS.map((row) => row.file))(
    '%s (app bundle) with the strongest policy: jarsigner verifies, the protobuf manifest names the shell, every DEX passes dexdump',
    async (name) => {
      const output = path.join(dir, `max-${name}`);
      const report = await hardenAndroid({ input: fixturePath(name), output, options: presetOptions('android', 'maximum'), identity, seed: `aab-${name}` });
      expect(report.kind).toBe('aab');
      const jarsigner = spawnSync(`${JDK}/jarsigner`, ['-verify', '-strict', output], { encoding: 'utf8' });
      expect(jarsigner.stdout, jarsigner.stderr).toMatch(/jar verified/);
      const files = entries(output);
      const manifest = readManifest(parseProtoXml(files.get('base/manifest/AndroidManifest.xml')!));
      expect(manifest.packageName).toBe(report.packageName);
      expect(manifest.application.debuggable).toBe(false);
      expect(manifest.application.allowBackup).toBe(false);
      expect(manifest.application.name, 'the shell is the entry point').toMatch(/^[a-z0-9]+\.[a-z0-9]+\.[a-z0-9]+$/);
      const dexes = [...files.keys()].filter((n) => /\/dex\/classes\d*\.dex$/.test(n));
      expect(dexes).toContain('base/dex/classes.dex');
      for (const dex of dexes) {
        const p = path.join(dir, `${name}-${dex.replace(/\//g, '_')}`);
        fs.writeFileSync(p, files.get(dex)!);
        expect(spawnSync('dexdump', [p], { encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 }).status, dex).toBe(0);
      }
    },
  );

  it('outlines methods into encrypted DEX parts (dynamic DEX v2) behind the shell', async () => {
    const name = 'mastg-UnCrackable-Level3.apk';
    const output = path.join(dir, `v2-${name}`);
    const report = await hardenAndroid({
      input: fixturePath(name),
      output,
      options: options({ preset: 'custom', dexShell: true, dynamicDex: { enabled: true } }),
      identity,
      seed: 'v2',
    });
    expect(report.counts.methodsOutlined).toBeGreaterThan(0);
    expect(report.applied.some((a) => a.startsWith('dynamicDex: '))).toBe(true);
    const parts = [...entries(output)].filter(([n]) => n.startsWith('assets/rtd/'));
    expect(parts.length).toBeGreaterThan(0);
    for (const [, bytes] of parts) expect(bytes.subarray(0, 3).toString('latin1')).not.toBe('dex');
    expect(apksignerVerify(output).ok).toBe(true);
  });

  it('reads the policy expansion keys it knows, validates them, and reports the others as skipped', async () => {
    const name = 'mastg-UnCrackable-Level1.apk';
    const report = await hardenAndroid({
      input: fixturePath(name),
      output: path.join(dir, `expansion-${name}`),
      options: options({
        preset: 'custom',
        antiDebug: true,
        expansion: [
          { key: 'guard.watchdogMs', value: '500' },
          { key: 'guard.warnMessage', value: 'Unsafe device' },
          { key: 'something.else', value: '1' },
        ],
      }),
      identity,
      seed: 'expansion',
    });
    expect(report.applied).toContain('expansion.guard.watchdogMs = 500');
    expect(report.applied).toContain('expansion.guard.warnMessage = Unsafe device');
    expect(report.skipped.find((s) => s.option === 'expansion.something.else')?.reason).toMatch(/^not a key this engine reads/);
    const bad = await hardenAndroid({
      input: fixturePath(name),
      output: path.join(dir, `expansion-bad-${name}`),
      options: options({ preset: 'custom', expansion: [{ key: 'guard.watchdogMs', value: '5' }] }),
      identity,
      seed: 'x',
    });
    expect(bad.skipped.find((s) => s.option === 'expansion.guard.watchdogMs')?.reason).toMatch(/100 to 60000|anti-debug is off/);
  });
});
