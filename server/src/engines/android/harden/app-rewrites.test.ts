import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileSource } from '../../archive/byte-source.js';
import { ZipArchive } from '../../archive/zip-reader.js';
import { fixturePath, fixturesOfKind, hasTool } from '../../test-fixtures.js';
import { JvmSession } from '../dex/jvm-harness.js';
import type { DexFile } from '../dex/model.js';
import { readDex } from '../dex/read.js';
import { writeDex } from '../dex/write.js';
import { APP_HOOK_CLASSES, appRuntimeClasses, rewriteAppCalls } from './app-rewrites.js';
import { appConfig, encryptEntry, libraryPayloadEntry } from './payloads.js';

const FAKES = path.join(import.meta.dirname, 'testdata', 'fakes-app');
const jvmTools = hasTool('enjarify') && hasTool('java') && hasTool('javac');

function javaSources(dir: string, base = dir): { file: string; text: string }[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return javaSources(p, base);
    return name.endsWith('.java') ? [{ file: path.relative(base, p), text: readFileSync(p, 'utf8') }] : [];
  });
}

const sha256 = (b: Uint8Array | string): string => createHash('sha256').update(b).digest('hex');

/** A configuration file for the JVM driver: "key hex(value)" per line. */
function configFile(dir: string, name: string, entries: Record<string, string>): string {
  const file = path.join(dir, name);
  writeFileSync(
    file,
    Object.entries(entries)
      .map(([k, v]) => `${k} ${Buffer.from(v, 'utf8').toString('hex')}\n`)
      .join(''),
  );
  return file;
}

describe('the app runtime on the JVM', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'app-rt-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it.skipIf(!jvmTools)('decrypts assets and libraries, encrypts preferences at rest, secures screens and warns of a hijack', () => {
    const session = new JvmSession();
    try {
      // The package side, as the pipeline makes it.
      const assetKey = randomBytes(32);
      const libKey = randomBytes(32);
      const prefsKey = randomBytes(32);
      const assetsDir = path.join(work, 'assets');
      const codeCache = path.join(work, 'code_cache');
      mkdirSync(path.join(assetsDir, 'rtl'), { recursive: true });
      mkdirSync(codeCache);
      const data = randomBytes(70_000);
      writeFileSync(path.join(assetsDir, 'data.bin'), encryptEntry(data, assetKey));
      writeFileSync(path.join(assetsDir, 'plain.txt'), 'an asset left in clear');
      const bad = encryptEntry(Buffer.from('tampered with after encryption'), assetKey);
      bad[20] ^= 1;
      writeFileSync(path.join(assetsDir, 'bad.bin'), bad);
      // One library per ABI, each different: the runtime must pick the process's own.
      const abi = process.arch === 'arm64' ? 'arm64-v8a' : 'x86_64';
      const libs: Record<string, Buffer> = { 'lib/x86_64/libfoo.so': randomBytes(5000), 'lib/arm64-v8a/libfoo.so': randomBytes(5000) };
      const map: Record<string, string> = {};
      for (const [entry, bytes] of Object.entries(libs)) {
        const payload = libraryPayloadEntry();
        map[entry] = payload;
        writeFileSync(path.join(work, payload), encryptEntry(bytes, libKey));
      }
      const filesConfig = appConfig({ assets: { names: ['assets/data.bin', 'assets/bad.bin'], key: assetKey }, libraries: { map, key: libKey } });
      const prefsConfig = appConfig({ preferences: { key: prefsKey } });
      const screenList = appConfig({
        screenshot: { mode: 'list', activities: ['rtfake.SecureActivity'] },
        uiHijack: { title: 'Warning', content: 'Another app is covering this one' },
      });
      const screenAll = appConfig({ screenshot: { mode: 'all', activities: [] } });

      // The runtime, assembled by our assembler; System.load and loadLibrary go to a recorder.
      const classes = appRuntimeClasses();
      expect(classes.map((c) => c.type)).toEqual(expect.arrayContaining([...APP_HOOK_CLASSES]));
      const libsClass = classes.find((c) => c.type === 'Lrampart/rt/Libs;')!;
      let redirected = 0;
      for (const m of [...libsClass.directMethods, ...libsClass.virtualMethods]) {
        for (const item of m.code?.items ?? []) {
          if ('kind' in item && item.kind === 'instruction' && item.reference?.kind === 'method') {
            const ref = item.reference.value;
            if (ref.owner === 'Ljava/lang/System;' && (ref.name === 'load' || ref.name === 'loadLibrary')) {
              item.reference = { kind: 'method', value: { ...ref, owner: 'Lrtfake/Native;' } };
              redirected++;
            }
          }
        }
      }
      expect(redirected).toBe(2);
      const jar = session.enjarify(writeDex({ version: 35, classes, callSites: [] }));
      const fakes = session.javac(javaSources(FAKES), [jar]);
      const r = session.java([jar, fakes], 'rtfake.Main', [
        assetsDir,
        codeCache,
        configFile(work, 'files', filesConfig),
        configFile(work, 'prefs', prefsConfig),
        configFile(work, 'screen-list', screenList),
        configFile(work, 'screen-all', screenAll),
      ]);
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      // Every runtime class was loaded and passed the JVM's verifier.
      expect(r.verified.filter((c) => c.startsWith('rampart.rt.')).sort()).toEqual(classes.map((c) => c.type.slice(1, -1).replace(/\//g, '.')).sort());
      const out = r.stdout.trimEnd().split('\n');
      const line = (prefix: string): string => out.find((l) => l.startsWith(prefix)) ?? `(no ${prefix})`;

      // Assets: the original bytes for an encrypted entry, the platform's stream otherwise, and
      // an IOException for an altered entry.
      expect(line('asset data.bin ')).toBe(`asset data.bin ${sha256(data)}`);
      expect(line('asset data.bin mode3 ')).toBe(`asset data.bin mode3 ${sha256(data)} 3`);
      expect(line('asset plain.txt ')).toBe(`asset plain.txt ${sha256('an asset left in clear')}`);
      expect(line('asset bad.bin ')).toBe('asset bad.bin java.io.IOException');

      // Libraries: decrypted to a read-only file in the code cache, loaded by path once; a
      // library not encrypted loads by name.
      const written = path.join(codeCache, 'libfoo.so');
      expect(out.filter((l) => l.startsWith('lib '))).toEqual([`lib path ${written} writable=false sha256=${sha256(libs[`lib/${abi}/libfoo.so`])}`, 'lib library bar']);
      expect(statSync(written).mode & 0o222).toBe(0);

      // Preferences: every value round-trips, also through a new wrapper over the stored file,
      // and the stored file holds neither a name nor a value in clear.
      expect(line('prefs same')).toBe('prefs same true wrapped true');
      expect(line('prefs wrap')).toBe('prefs wrap true true true true');
      expect(line('prefs legacy')).toBe('prefs legacy old-plain-value');
      const reads = out.filter((l) => l.startsWith('prefs read '));
      expect(reads).toEqual(Array(2).fill('prefs read hunter2-password-value 424242 1234567890123 0.75 true [auditor-role, teller-role] new-secret-value absent true false'));
      expect(line('prefs all')).toBe('prefs all [admin, legacy, password, pin, ratio, roles, since]');
      const stored = out.filter((l) => l.startsWith('stored '));
      expect(stored.length).toBe(8);
      const plain = ['password', 'hunter2', 'pin', '424242', 'since', '1234567890123', 'ratio', 'admin', 'roles', 'teller', 'auditor', 'legacy', 'new-secret', 'old-plain'];
      for (const s of stored) {
        const [, name, value] = s.split(' ');
        expect(name).toMatch(/^_([0-9a-f]{64}|k)$/);
        expect(value).toMatch(/^[0-9a-f]+$/);
        for (const p of plain) expect(s).not.toContain(p);
        expect(s).not.toContain(Buffer.from('hunter2').toString('hex'));
      }
      expect(line('prefs cleared')).toBe('prefs cleared absent kept-after-clear true');

      // With an Android Keystore: the master key is created there on first use (AES-256, GCM,
      // no padding, encrypt and decrypt) and wraps each file's data key; no fallback key needed.
      const keystoreConfig = appConfig({ preferences: true });
      delete keystoreConfig['app.prefs.key'];
      const k = session.java([jar, fakes], 'rtfake.KeystoreMain', [configFile(work, 'keystore', keystoreConfig)]);
      expect(k.stderr).toBe('');
      expect(k.stdout.trimEnd().split('\n')).toEqual([
        'keystore before []',
        'keystore after [app.prefs]',
        'keystore spec 3 [GCM] [NoPadding] 256',
        'keystore read keystore-protected-token 77',
        'keystore data key one 64',
        'keystore data key two 64',
      ]);

      // Screen: FLAG_SECURE (0x2000) on the listed activity only, then on every activity.
      expect(line('screen 4 ')).toBe('screen 4 callbacks 1 flags 8192 0');
      expect(line('screen 5 ')).toBe('screen 5 callbacks 1 flags 8192 8192');
      expect(line('receiver actions')).toBe('receiver actions [android.intent.action.CLOSE_SYSTEM_DIALOGS, android.intent.action.SCREEN_OFF]');
      // Hijack: quiet between the app's own activities, a long toast when another window takes
      // over, quiet after home, back and rotation.
      expect(line('hijack within')).toBe('hijack within []');
      expect(line('hijack taken')).toBe('hijack taken [1:Warning|Another app is covering this one]');
      expect(line('hijack quiet')).toBe('hijack quiet []');
    } finally {
      session.close();
    }
  });
});

/** dexdump's text of one DEX, split by class: descriptor → its part of the listing. */
function dexdumpByClass(dex: Uint8Array, dir: string): Map<string, string> {
  const file = path.join(dir, `f${randomBytes(4).toString('hex')}.dex`);
  writeFileSync(file, dex);
  const text = execFileSync('dexdump', ['-d', file], { encoding: 'utf8', maxBuffer: 1 << 30 });
  const out = new Map<string, string>();
  for (const part of text.split(/^\s*Class descriptor\s*: '/m).slice(1)) out.set(part.slice(0, part.indexOf("'")), part);
  return out;
}

const ORIGINAL_CALLS =
  /invoke-virtual(?:\/range)? \{[^}]*\}, (?:Landroid\/content\/res\/AssetManager;\.open:|Ljava\/lang\/Runtime;\.loadLibrary:|L[^;]+;\.getSharedPreferences:\(Ljava\/lang\/String;I\))|invoke-static(?:\/range)? \{[^}]*\}, Ljava\/lang\/System;\.loadLibrary:/g;
const RUNTIME_CALLS = /invoke-static(?:\/range)? \{[^}]*\}, Lrampart\/rt\/(Assets;\.open|Libs;\.load|Prefs;\.get|Prefs;\.wrap):/g;
/** Calls whose preferences are wrapped after them (each must be followed by a Prefs.wrap). */
const WRAPPED_CALLS = /PreferenceManager;\.getDefaultSharedPreferences:|;\.getPreferences:\(I\)/g;
const WRAPS = /Lrampart\/rt\/Prefs;\.wrap:/g;

describe('rewriting the calls of real apps', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'app-rw-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  const apks = new Set(fixturesOfKind('apk').map((f) => f.file));
  const cases = [
    { fixture: 'mastg-UnCrackable-Level3.apk', scope: '', kinds: ['libraries', 'preferences'], wraps: false },
    { fixture: 'dvhma-de.zertapps.dvhma.featherweight_1.0.0_3.5.0_debug.apk', scope: '', kinds: ['assets'], wraps: false },
    { fixture: 'insecurebankv2-InsecureBankv2.apk', scope: 'Lcom/android/insecurebankv2/', kinds: ['preferences'], wraps: true },
  ] as const;

  for (const c of cases) {
    it.skipIf(!apks.has(c.fixture) || !hasTool('dexdump'))(`${c.fixture}: every call in scope goes to the runtime and dexdump accepts the files`, () => {
      const zip = ZipArchive.open(fileSource(fixturePath(c.fixture)));
      const files: DexFile[] = zip.entries.filter((e) => /^classes\d*\.dex$/.test(e.name)).map((e) => readDex(new Uint8Array(zip.read(e)), e.name));
      const inScope = (type: string): boolean => type.startsWith(c.scope);
      const before = files.map((f) => dexdumpByClass(writeDex(f), work));
      const originalsBefore = before.flatMap((m) => [...m].filter(([cls]) => inScope(cls)).flatMap(([, t]) => t.match(ORIGINAL_CALLS) ?? []));

      const { counts } = rewriteAppCalls(files, { inScope, assets: true, libraries: true, preferences: true });
      files[0].classes.push(...appRuntimeClasses());
      const after = files.map((f) => dexdumpByClass(writeDex(f), work));

      for (const kind of c.kinds) expect(counts[kind]).toBeGreaterThan(0);
      const inScopeText = after.flatMap((m) => [...m].filter(([cls]) => inScope(cls) && !cls.startsWith('Lrampart/rt/')).map(([, t]) => t));
      const runtimeCalls = inScopeText.flatMap((t) => t.match(RUNTIME_CALLS) ?? []);
      expect(runtimeCalls.length).toBe(counts.assets + counts.libraries + counts.preferences);
      const wrapped = inScopeText.flatMap((t) => t.match(WRAPPED_CALLS) ?? []).length;
      expect(runtimeCalls.length).toBe(originalsBefore.length + wrapped);
      expect(inScopeText.flatMap((t) => t.match(WRAPS) ?? []).length).toBe(wrapped);
      if (c.wraps) expect(wrapped).toBeGreaterThan(0);
      expect(inScopeText.flatMap((t) => t.match(ORIGINAL_CALLS) ?? [])).toEqual([]);
      // The runtime classes are in the file dexdump read.
      expect(after[0].has('Lrampart/rt/Prefs$Store;')).toBe(true);
      if (c.scope) {
        // Out of scope stays as it was.
        const outside = (ms: Map<string, string>[]): number =>
          ms.flatMap((m) => [...m].filter(([cls]) => !inScope(cls) && !cls.startsWith('Lrampart/rt/')).flatMap(([, t]) => t.match(ORIGINAL_CALLS) ?? [])).length;
        expect(outside(after)).toBe(outside(before));
        expect(outside(after)).toBeGreaterThan(0);
      }
    });
  }
});
