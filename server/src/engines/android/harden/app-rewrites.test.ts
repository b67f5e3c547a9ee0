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

/** App code that loads libraries, run on the JVM after rewriteAppCalls. */
const APP_CODE = `
.class public Lrtfake/App;
.super Ljava/lang/Object;

.method public static run()V
    .locals 2
    const-string v1, "foo"
    invoke-static {v1}, Ljava/lang/System;->loadLibrary(Ljava/lang/String;)V
    invoke-static {}, Ljava/lang/Runtime;->getRuntime()Ljava/lang/Runtime;
    move-result-object v0
    const-string v1, "baz"
    invoke-virtual {v0, v1}, Ljava/lang/Runtime;->loadLibrary(Ljava/lang/String;)V
    const-string v1, "bar"
    invoke-static {v1}, Ljava/lang/System;->loadLibrary(Ljava/lang/String;)V
    return-void
.end method
`;

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

    // The runtime beside a class of app code whose loadLibrary calls went through rewriteAppCalls.
    const runtime = appRuntimeClasses();
    const app: DexFile = { version: 35, classes: assemble(APP_CODE), callSites: [] };
    const rewritten = rewriteAppCalls([app], { inScope: (t) => t === 'Lrtfake/App;', assets: true, libraries: true, preferences: true }).counts;
    if (rewritten.libraries !== 3) throw new Error(`3 loadLibrary calls to rewrite, not ${rewritten.libraries}`);
    const classes = [...runtime, ...app.classes];
    // The platform's loads go to a recorder, wherever they are made.
    let redirected = 0;
    for (const cls of classes) {
      for (const m of [...cls.directMethods, ...cls.virtualMethods]) {
        m.code?.items.forEach((item, i, items) => {
          if (!('kind' in item) || item.kind !== 'instruction' || item.reference?.kind !== 'method') return;
          const ref = item.reference.value;
          const to = (name: string, op = item.op, parameters = ref.proto.parameters): void => {
            items[i] = { ...item, op, reference: { kind: 'method', value: { owner: 'Lrtfake/Native;', name, proto: { returnType: 'V', parameters } } } };
            redirected++;
          };
          if (ref.owner === 'Ljava/lang/System;' && (ref.name === 'load' || ref.name === 'loadLibrary')) to(ref.name);
          if (ref.owner === 'Ljava/lang/Runtime;' && ref.name === 'loadLibrary') to('runtimeLoadLibrary', 'invoke-static', ['Ljava/lang/Runtime;', ...ref.proto.parameters]);
        });
      }
    }
    // Libs.load's two, and in the app's method a System.load and the original call per library.
    if (redirected !== 8) throw new Error(`8 platform loads to redirect, not ${redirected}`);
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
      classes: runtime.map((c) => c.type),
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

  it('decrypts a library of the process ABI to a read-only file in the code cache, loaded by path from the app’s method; others by name', () => {
    const written = path.join(run.codeCache, 'libfoo.so');
    const byPath = `lib path ${written} writable=false sha256=${sha256(run.lib)}`;
    expect(run.out.filter((l) => l.startsWith('lib '))).toEqual([
      // Libs.load("foo") twice, Libs.load("bar"): the fallback for methods past 255 registers.
      byPath,
      byPath,
      'lib library bar',
      // The rewritten app method: foo by its decrypted path, baz and bar by their original calls.
      byPath,
      'lib runtime library baz',
      'lib library bar',
    ]);
    expect(statSync(written).mode & 0o222).toBe(0);
  });

  it('round-trips every preference type, also through a new wrapper over the stored file, and stores nothing in clear', () => {
    expect(line('prefs same')).toBe('prefs same true wrapped true');
    expect(line('prefs wrap')).toBe('prefs wrap true true true true');
    expect(line('prefs legacy')).toBe('prefs legacy old-plain-value');
    // Listeners hear the app's names from the wrapper (the entry from before protection twice:
    // its removal in clear and its encrypted write), and nothing once unregistered.
    expect(line('prefs events')).toBe('prefs events [true:admin, true:gone, true:gone, true:legacy, true:legacy, true:password, true:pin, true:ratio, true:roles, true:since]');
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

  it('warns when another window takes the foreground, and not between the app’s activities, after home, screen off (even late), a quick return, back or rotation', () => {
    expect(line('receiver actions')).toBe('receiver actions [android.intent.action.CLOSE_SYSTEM_DIALOGS, android.intent.action.SCREEN_OFF]');
    expect(line('hijack within')).toBe('hijack within []');
    expect(line('hijack posted')).toBe('hijack posted [] [400]');
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

/** Calls redirected outright: none may be left in scope. */
const REPLACED_CALLS = /invoke-virtual(?:\/range)? \{[^}]*\}, (?:Landroid\/content\/res\/AssetManager;\.open:|L[^;]+;\.getSharedPreferences:\(Ljava\/lang\/String;I\))/g;
/** Loads of a library by name: kept for the libraries that are not encrypted. */
const LOAD_LIBRARY = /invoke-virtual(?:\/range)? \{[^}]*\}, Ljava\/lang\/Runtime;\.loadLibrary:|invoke-static(?:\/range)? \{[^}]*\}, Ljava\/lang\/System;\.loadLibrary:/g;
/** Libs.path, then System.load of its answer in the app's own method. */
const PATH_LOADS = /Lrampart\/rt\/Libs;\.path:.*\n.*move-result-object (v\d+)\n.*if-eqz \1, .*\n.*invoke-static(?:\/range)? \{\1(?: \.\. \1)?\}, Ljava\/lang\/System;\.load:/g;
const RUNTIME_CALLS = /invoke-static(?:\/range)? \{[^}]*\}, Lrampart\/rt\/(Assets;\.open|Libs;\.path|Libs;\.load|Prefs;\.get|Prefs;\.wrap):/g;
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
      const inScopeOf = (ms: Map<string, string>[]): string[] => ms.flatMap((m) => [...m].filter(([cls]) => inScope(cls) && !cls.startsWith('Lrampart/rt/')).map(([, t]) => t));
      const count = (texts: string[], re: RegExp): number => texts.reduce((n, t) => n + (t.match(re) ?? []).length, 0);
      const replacedBefore = count(inScopeOf(before), REPLACED_CALLS);
      const loadsBefore = count(inScopeOf(before), LOAD_LIBRARY);

      const { counts } = rewriteAppCalls(files, { inScope, assets: true, libraries: true, preferences: true });
      files[0].classes.push(...appRuntimeClasses());
      const after = files.map((f) => dexdumpByClass(writeDex(f), work));

      for (const kind of c.kinds) expect(counts[kind]).toBeGreaterThan(0);
      const inScopeText = inScopeOf(after);
      const wrapped = count(inScopeText, WRAPPED_CALLS);
      expect(count(inScopeText, RUNTIME_CALLS)).toBe(counts.assets + counts.libraries + counts.preferences);
      expect(count(inScopeText, RUNTIME_CALLS)).toBe(replacedBefore + loadsBefore + wrapped);
      expect(count(inScopeText, REPLACED_CALLS)).toBe(0);
      expect(count(inScopeText, WRAPS)).toBe(wrapped);
      if (c.wraps) expect(wrapped).toBeGreaterThan(0);
      // Every loadLibrary asks Libs.path first and loads its answer from the same method.
      expect(counts.libraries).toBe(loadsBefore);
      expect(count(inScopeText, PATH_LOADS)).toBe(loadsBefore);
      expect(count(inScopeText, LOAD_LIBRARY)).toBe(loadsBefore);
      // The runtime classes are in the file dexdump read.
      expect(after[0].has('Lrampart/rt/Prefs$Store;')).toBe(true);
      if (c.scope) {
        // Out of scope stays as it was.
        const outside = (ms: Map<string, string>[]): number =>
          ms.flatMap((m) => [...m].filter(([cls]) => !inScope(cls) && !cls.startsWith('Lrampart/rt/')).flatMap(([, t]) => t.match(REPLACED_CALLS) ?? [])).length;
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
      // Each loadLibrary: the path from the runtime, loaded here, or else the original call.
      'invoke-static {0} Lrampart/rt/Libs;path',
      'invoke-static {16} Ljava/lang/System;load',
      'invoke-static {0} Ljava/lang/System;loadLibrary',
      'invoke-static {0} Lrampart/rt/Libs;path',
      'invoke-static {16} Ljava/lang/System;load',
      'invoke-virtual {14,0} Ljava/lang/Runtime;loadLibrary',
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

  it('in a method past 255 registers, calls Libs.load instead of taking a register for the path', () => {
    const big = `
.class public Lcom/example/Big;
.super Ljava/lang/Object;

.method public static run()V
    .locals 300
    const-string v0, "x"
    invoke-static {v0}, Ljava/lang/System;->loadLibrary(Ljava/lang/String;)V
    return-void
.end method
`;
    const file: DexFile = { version: 35, classes: assemble(big), callSites: [] };
    expect(rewriteAppCalls([file], { inScope: () => true, assets: true, libraries: true, preferences: true }).counts.libraries).toBe(1);
    const method = file.classes[0].directMethods[0];
    expect(method.code!.registers).toBe(300);
    const invokes = method.code!.items.filter((i): i is Instruction => 'kind' in i && i.kind === 'instruction' && i.op.startsWith('invoke'));
    expect(invokes.map((i) => [i.op, i.registers, (i.reference!.value as { owner: string; name: string }).name])).toEqual([['invoke-static', [0], 'load']]);
  });

  it('knows a Context across DEX files: support-library activities by name, the app’s own through superclasses', () => {
    const text = (type: string, superclass: string): string => `
.class public ${type}
.super ${superclass}

.method public run()V
    .locals 2
    const-string v0, "p"
    const/4 v1, 0x0
    invoke-virtual {p0, v0, v1}, ${type}->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    return-void
.end method
`;
    const second = (): DexFile => ({
      version: 35,
      classes: [...assemble(text('Lcom/example/Screen;', 'Lcom/example/Base;')), ...assemble(text('Lcom/example/Compat;', 'Landroidx/appcompat/app/AppCompatActivity;'))],
      callSites: [],
    });
    const options = { inScope: () => true, assets: false, libraries: false, preferences: true };
    // Base lives in another file: unknown here, so its subclass is left alone.
    expect(rewriteAppCalls([second()], options).counts.preferences).toBe(1);
    const superclasses = new Map([['Lcom/example/Base;', 'Landroidx/fragment/app/FragmentActivity;']]);
    expect(rewriteAppCalls([second()], { ...options, superclasses }).counts.preferences).toBe(2);
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
