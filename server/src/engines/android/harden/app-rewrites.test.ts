import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileSource } from '../../archive/byte-source.js';
import { ZipArchive } from '../../archive/zip-reader.js';
import { fixturePath, fixturesOfKind, hasTool } from '../../test-fixtures.js';
import { JvmSession } from '../dex/jvm-harness.js';
import type { DexFile } from '../dex/model.js';
import { readDex } from '../dex/read.js';
import { writeDex } from '../dex/write.js';
import { assemble } from '../dex/assemble.js';
import type { Instruction } from '../dex/model.js';
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

interface JvmRun {
  out: string[];
  keystore: string[];
  verified: string[];
  classes: string[];
  data: Buffer;
  lib: Buffer;
  codeCache: string;
}

/**
 * Makes the package side as the pipeline does (encrypted assets and libraries, the
 * configuration), assembles the runtime, and runs the two drivers of `testdata/fakes-app` in
 * one enjarify, javac and JVM session. System.load and loadLibrary are pointed at a recorder.
 */
function runOnJvm(work: string): JvmRun {
  const session = new JvmSession();
  try {
    const assetKey = randomBytes(32);
    const libKey = randomBytes(32);
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
    const prefsConfig = appConfig({ preferences: { key: randomBytes(32) } });
    const screenList = appConfig({
      screenshot: { mode: 'list', activities: ['rtfake.SecureActivity'] },
      uiHijack: { title: 'Warning', content: 'Another app is covering this one' },
    });
    const screenAll = appConfig({ screenshot: { mode: 'all', activities: [] } });
    // Without a fallback key: the keystore run must use the keystore.
    const keystoreConfig = appConfig({ preferences: true });
    delete keystoreConfig['app.prefs.key'];

    const classes = appRuntimeClasses();
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
    if (redirected !== 2) throw new Error(`Libs calls System.load and loadLibrary once each, not ${redirected} times in all`);
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
    if (r.status !== 0 || r.stderr !== '') throw new Error(`the driver failed:\n${r.stdout}\n${r.stderr}`);
    const k = session.java([jar, fakes], 'rtfake.KeystoreMain', [configFile(work, 'keystore', keystoreConfig)]);
    if (k.status !== 0 || k.stderr !== '') throw new Error(`the keystore driver failed:\n${k.stdout}\n${k.stderr}`);
    return {
      out: r.stdout.trimEnd().split('\n'),
      keystore: k.stdout.trimEnd().split('\n'),
      verified: [...new Set([...r.verified, ...k.verified])],
      classes: classes.map((c) => c.type),
      data,
      lib: libs[`lib/${abi}/libfoo.so`],
      codeCache,
    };
  } finally {
    session.close();
  }
}

describe.skipIf(!jvmTools)('the app runtime on the JVM', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'app-rt-'));
  let run: JvmRun;
  beforeAll(() => {
    run = runOnJvm(work);
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  const line = (prefix: string): string => run.out.find((l) => l.startsWith(prefix)) ?? `(no ${prefix})`;

  it('has the hook classes, and every runtime class passes the JVM verifier', () => {
    expect(run.classes).toEqual(expect.arrayContaining([...APP_HOOK_CLASSES]));
    expect(run.verified.filter((c) => c.startsWith('rampart.rt.')).sort()).toEqual(run.classes.map((c) => c.slice(1, -1).replace(/\//g, '.')).sort());
  });

  it('gives the original bytes of an encrypted asset, the platform stream of others, an IOException for an altered one', () => {
    expect(line('asset data.bin ')).toBe(`asset data.bin ${sha256(run.data)}`);
    expect(line('asset data.bin mode3 ')).toBe(`asset data.bin mode3 ${sha256(run.data)} 3`);
    expect(line('asset plain.txt ')).toBe(`asset plain.txt ${sha256('an asset left in clear')}`);
    expect(line('asset bad.bin ')).toBe('asset bad.bin java.io.IOException');
  });

  it('decrypts a library of the process ABI to a read-only file in the code cache and loads it by path, once; others by name', () => {
    const written = path.join(run.codeCache, 'libfoo.so');
    expect(run.out.filter((l) => l.startsWith('lib '))).toEqual([`lib path ${written} writable=false sha256=${sha256(run.lib)}`, 'lib library bar']);
    expect(statSync(written).mode & 0o222).toBe(0);
  });

  it('round-trips every preference type, also through a new wrapper over the stored file, and stores nothing in clear', () => {
    expect(line('prefs same')).toBe('prefs same true wrapped true');
    expect(line('prefs wrap')).toBe('prefs wrap true true true true');
    expect(line('prefs legacy')).toBe('prefs legacy old-plain-value');
    const reads = run.out.filter((l) => l.startsWith('prefs read '));
    expect(reads).toEqual(Array(2).fill('prefs read hunter2-password-value 424242 1234567890123 0.75 true [auditor-role, teller-role] new-secret-value absent true false'));
    expect(line('prefs all')).toBe('prefs all [admin, legacy, password, pin, ratio, roles, since]');
    const stored = run.out.filter((l) => l.startsWith('stored '));
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
  });

  it('creates the master key in the Android Keystore on first use and wraps each file’s data key with it', () => {
    expect(run.keystore).toEqual([
      'keystore before []',
      'keystore after [app.prefs]',
      'keystore spec 3 [GCM] [NoPadding] 256',
      'keystore read keystore-protected-token 77',
      'keystore data key one 64',
      'keystore data key two 64',
    ]);
  });

  it('sets FLAG_SECURE on the listed activities, or on all', () => {
    expect(line('screen 4 ')).toBe('screen 4 callbacks 1 flags 8192 0');
    expect(line('screen 5 ')).toBe('screen 5 callbacks 1 flags 8192 8192');
  });

  it('warns when another window takes the foreground, and not between the app’s activities, after home, back or rotation', () => {
    expect(line('receiver actions')).toBe('receiver actions [android.intent.action.CLOSE_SYSTEM_DIALOGS, android.intent.action.SCREEN_OFF]');
    expect(line('hijack within')).toBe('hijack within []');
    expect(line('hijack taken')).toBe('hijack taken [1:Warning|Another app is covering this one]');
    expect(line('hijack quiet')).toBe('hijack quiet []');
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

describe('rewriteAppCalls on crafted code', () => {
  const source = `
.class public Lcom/example/Main;
.super Landroidx/appcompat/app/AppCompatActivity;

.method public run(Landroid/content/res/AssetManager;Ljava/lang/Runtime;Lcom/example/Helper;)V
    .locals 12
    const-string v0, "a"
    invoke-virtual {p1, v0}, Landroid/content/res/AssetManager;->open(Ljava/lang/String;)Ljava/io/InputStream;
    const/4 v1, 0x2
    invoke-virtual/range {v8 .. v10}, Landroid/content/res/AssetManager;->open(Ljava/lang/String;I)Ljava/io/InputStream;
    invoke-virtual {p1, v0}, Landroid/content/res/AssetManager;->openFd(Ljava/lang/String;)Landroid/content/res/AssetFileDescriptor;
    invoke-static {v0}, Ljava/lang/System;->loadLibrary(Ljava/lang/String;)V
    invoke-virtual {p2, v0}, Ljava/lang/Runtime;->loadLibrary(Ljava/lang/String;)V
    invoke-static {v0}, Ljava/lang/System;->load(Ljava/lang/String;)V
    invoke-virtual {p0, v0, v1}, Lcom/example/Main;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    invoke-virtual {p3, v0, v1}, Lcom/example/Helper;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    invoke-super {p0, v0, v1}, Landroidx/appcompat/app/AppCompatActivity;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    invoke-static {p0}, Landroid/preference/PreferenceManager;->getDefaultSharedPreferences(Landroid/content/Context;)Landroid/content/SharedPreferences;
    move-result-object v11
    invoke-virtual {p0, v1}, Lcom/example/Main;->getPreferences(I)Landroid/content/SharedPreferences;
    return-void
.end method
`;
  const support = [
    '.class public Landroidx/appcompat/app/AppCompatActivity;\n.super Landroidx/fragment/app/FragmentActivity;\n',
    '.class public Landroidx/fragment/app/FragmentActivity;\n.super Landroid/app/Activity;\n',
    '.class public Lcom/example/Helper;\n.super Ljava/lang/Object;\n',
  ];
  const calls = (file: DexFile, type: string): string[] =>
    file.classes
      .find((c) => c.type === type)!
      .virtualMethods[0].code!.items.filter((i): i is Instruction => 'kind' in i && i.kind === 'instruction' && i.op.startsWith('invoke'))
      .map((i) => {
        const ref = i.reference!.value as { owner: string; name: string };
        return `${i.op} {${i.registers.join(',')}} ${ref.owner}${ref.name}`;
      });
  const build = (): DexFile => ({ version: 35, classes: [...assemble(source), ...support.flatMap((t) => assemble(t))], callSites: [] });

  it('redirects the calls in scope, on the same registers, and leaves every other call alone', () => {
    const file = build();
    const { counts } = rewriteAppCalls([file], { inScope: (t) => t.startsWith('Lcom/example/'), assets: true, libraries: true, preferences: true });
    expect(counts).toEqual({ assets: 2, libraries: 2, preferences: 2 });
    expect(calls(file, 'Lcom/example/Main;')).toEqual([
      'invoke-static {13,0} Lrampart/rt/Assets;open',
      'invoke-static/range {8,9,10} Lrampart/rt/Assets;open',
      'invoke-virtual {13,0} Landroid/content/res/AssetManager;openFd',
      'invoke-static {0} Lrampart/rt/Libs;load',
      'invoke-static {0} Lrampart/rt/Libs;load',
      'invoke-static {0} Ljava/lang/System;load',
      'invoke-static {12,0,1} Lrampart/rt/Prefs;get',
      // Helper is no Context: its method of the same name stays.
      'invoke-virtual {15,0,1} Lcom/example/Helper;getSharedPreferences',
      // A call to the overridden method stays, or it would call itself through the wrapper.
      'invoke-super {12,0,1} Landroidx/appcompat/app/AppCompatActivity;getSharedPreferences',
      'invoke-static {12} Landroid/preference/PreferenceManager;getDefaultSharedPreferences',
      'invoke-static {11} Lrampart/rt/Prefs;wrap',
      // No move-result: nothing to wrap.
      'invoke-virtual {12,1} Lcom/example/Main;getPreferences',
    ]);
    // The written file is one dexdump accepts, with the result wrapped in its own register.
    if (hasTool('dexdump')) {
      const dir = mkdtempSync(path.join(tmpdir(), 'app-rw-crafted-'));
      try {
        const dump = dexdumpByClass(writeDex(file), dir).get('Lcom/example/Main;')!;
        expect(dump).toMatch(/invoke-static \{v11\}, Lrampart\/rt\/Prefs;\.wrap:.*\n.*move-result-object v11/);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  });

  it('touches nothing out of scope or with the protections off', () => {
    const before = calls(build(), 'Lcom/example/Main;');
    for (const options of [
      { inScope: () => false, assets: true, libraries: true, preferences: true },
      { inScope: () => true, assets: false, libraries: false, preferences: false },
    ]) {
      const file = build();
      expect(rewriteAppCalls([file], options).counts).toEqual({ assets: 0, libraries: 0, preferences: 0 });
      expect(calls(file, 'Lcom/example/Main;')).toEqual(before);
    }
  });
});
