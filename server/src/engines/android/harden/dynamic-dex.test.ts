import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileSource } from '../../archive/byte-source';
import { buildZip } from '../../archive/test-zip';
import { ZipArchive } from '../../archive/zip-reader';
import { fixturePath, fixturesOfKind, hasTool } from '../../test-fixtures';
import { assemble } from '../dex/assemble';
import { JvmSession, loadPrograms, packagedSources, type Program } from '../dex/jvm-harness';
import { Label, type CodeItem, type DexClass, type DexFile, type DexMethod, type Instruction } from '../dex/model';
import { rawClass } from '../dex/raw-class';
import { readDex } from '../dex/read';
import { writeDex } from '../dex/write';
import { DYNAMIC_HOOK, DYNAMIC_PAYLOAD_DIR, dynamicPayloads, outlineMethods, type OutlineResult } from './dynamic-dex';
import { decryptEntry } from './payloads';

/**
 * Dynamic DEX, proven on the JVM: every eligible method of the smali corpus is outlined, the
 * trampolined DEX and each part are translated by enjarify, and every program prints its
 * recorded output with the parts reachable only through the runtime's `DynSource` (a driver
 * installs one over the parts' JARs; they are not on the class path). The outlined bodies'
 * literals are gone from the trampolined DEX and found in the parts. On a real app, dexdump
 * accepts the trampolined DEX and every part.
 */

const tools = hasTool('enjarify') && hasTool('java') && hasTool('javac') && hasTool('dexdump');
const programs = loadPrograms();
const pkg = (p: Program): string => `p_${p.name}`;
const binary = (type: string): string => type.slice(1, -1).replace(/\//g, '.');
const methodsOf = (c: DexClass): DexMethod[] => [...c.directMethods, ...c.virtualMethods];
const instructions = (items: CodeItem[]): Instruction[] => items.filter((i): i is Instruction => !(i instanceof Label) && i.kind === 'instruction');
const constStrings = (m: DexMethod): string[] =>
  instructions(m.code?.items ?? [])
    .filter((i) => i.op.startsWith('const-string'))
    .map((i) => i.reference!.value as string);
const isTrampoline = (m: DexMethod): boolean =>
  instructions(m.code?.items ?? []).some(
    (i) => i.op === 'invoke-static' && i.reference?.kind === 'method' && i.reference.value.owner === 'Lrampart/rt/Dyn;' && i.reference.value.name === 'call',
  );

const FAKES = path.join(import.meta.dirname, 'testdata', 'fakes-dynamic');

/** The Java sources of the fakes and the driver. */
function fakeSources(): { file: string; text: string }[] {
  const out: { file: string; text: string }[] = [];
  const walk = (dir: string): void => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.java')) out.push({ file: path.relative(FAKES, p), text: readFileSync(p, 'utf8') });
    }
  };
  walk(FAKES);
  return out;
}

/** A properties file's text (keys and values escaped as `Properties.load` reads them). */
const properties = (entries: Record<string, string>): string =>
  Object.entries(entries)
    .map(([k, v]) => `${k}=${v.replace(/\\/g, '\\\\').replace(/\n/g, '\\n')}\n`)
    .join('');

/** A deterministic `random` (SHA-256 of a seed and a counter), as production derives it per job. */
function seeded(seed: string): (n: number) => Buffer {
  let counter = 0;
  return (n) => {
    const out = Buffer.alloc(n);
    for (let at = 0; at < n; at += 32) createHash('sha256').update(`${seed}:${counter++}`).digest().copy(out, at);
    return out;
  };
}

const corpusFile = (): DexFile => ({
  version: 35,
  classes: programs.flatMap((p) => packagedSources(p, pkg(p))).flatMap((s) => assemble(s.text, { file: s.file })),
  callSites: [],
});

/** Installs a `DynSource` over the parts' JARs, then runs each named class's `main`, each output after a marker line. */
const DRIVER = `import java.io.File;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.TreeSet;

public class Driver {
  static final TreeSet<Integer> opened = new TreeSet<>();

  public static void main(String[] args) throws Throwable {
    final String[] parts = args[0].split(File.pathSeparator);
    rampart.rt.Dyn.source = new rampart.rt.DynSource() {
      public ClassLoader open(int part, ClassLoader parent) {
        opened.add(part);
        try {
          return new URLClassLoader(new URL[] { new File(parts[part]).toURI().toURL() }, parent);
        } catch (java.net.MalformedURLException e) {
          throw new IllegalStateException(e);
        }
      }
    };
    for (int i = 1; i < args.length; i++) {
      System.out.print("=== " + args[i] + "\\n");
      java.lang.reflect.Method main = Class.forName(args[i]).getMethod("main", String[].class);
      main.setAccessible(true);
      main.invoke(null, (Object) new String[0]);
    }
    System.out.print("=== opened " + opened + "\\n");
  }
}
`;

describe('Dynamic DEX per build', () => {
  it('outlines nothing and adds nothing when no class is in scope', () => {
    const file = corpusFile();
    const result = outlineMethods([file], { inScope: () => false, random: randomBytes });
    expect(result).toEqual({ parts: [], runtime: [], counts: { methods: 0, classes: 0, skipped: {} } });
    expect(file.classes.flatMap(methodsOf).some(isTrampoline)).toBe(false);
  });

  it('is a function of the build randomness: same bytes for the same seed, other names for another', () => {
    const build = (seed: string): { app: Buffer; parts: Buffer[] } => {
      const file = corpusFile();
      const result = outlineMethods([file], { inScope: () => true, random: seeded(seed) });
      file.classes.push(...result.runtime);
      return { app: Buffer.from(writeDex(file)), parts: result.parts.map((p) => Buffer.from(p.dex)) };
    };
    const a = build('job-1');
    const again = build('job-1');
    const b = build('job-2');
    expect(again.app.equals(a.app)).toBe(true);
    expect(again.parts.every((p, i) => p.equals(a.parts[i]))).toBe(true);
    expect(b.app.equals(a.app)).toBe(false);
    const names = (parts: Buffer[]): string[] => parts.flatMap((p) => readDex(p).classes.map((c) => c.type));
    expect(names(b.parts).filter((t) => names(a.parts).includes(t))).toEqual([]);
  });

  it('stops at maxMethods and counts the rest', () => {
    const all = outlineMethods([corpusFile()], { inScope: () => true, random: randomBytes });
    const file = corpusFile();
    const result = outlineMethods([file], { inScope: () => true, random: randomBytes, maxMethods: 5 });
    expect(result.counts.methods).toBe(5);
    expect(file.classes.flatMap(methodsOf).filter(isTrampoline)).toHaveLength(5);
    expect(result.counts.skipped.limit).toBe(all.counts.methods - 5);
  });
});

describe.runIf(tools)('Dynamic DEX on the JVM', () => {
  let session: JvmSession;
  let file: DexFile;
  let result: OutlineResult;
  let written: Uint8Array;
  let jar: string;
  let partJars: string[];
  const before = new Map<DexMethod, string[]>();

  beforeAll(() => {
    session = new JvmSession();
    file = corpusFile();
    for (const m of file.classes.flatMap(methodsOf)) before.set(m, constStrings(m));
    result = outlineMethods([file], { inScope: () => true, random: randomBytes });
    file.classes.push(...result.runtime);
    written = writeDex(file);
    jar = session.enjarify(written);
    partJars = result.parts.map((p) => session.enjarify(p.dex));
  }, 300_000);
  afterAll(() => session?.close());

  it('outlines most methods of the corpus into parts, counting what it left and why', () => {
    const candidates = file.classes
      .filter((c) => !c.type.startsWith('Lrampart/'))
      .flatMap(methodsOf)
      .filter((m) => m.code && m.name !== '<init>' && m.name !== '<clinit>');
    const skipped = Object.values(result.counts.skipped).reduce((a, b) => a + b, 0);
    console.log(
      `Dynamic DEX on the corpus: ${result.counts.methods} of ${candidates.length} methods outlined from ${result.counts.classes} classes into ${result.parts.length} parts; skipped ${JSON.stringify(result.counts.skipped)}`,
    );
    expect(result.counts.methods + skipped).toBe(candidates.length);
    expect(candidates.filter(isTrampoline)).toHaveLength(result.counts.methods);
    expect(result.counts.methods).toBeGreaterThan(candidates.length / 2);
    // fib, ack, isEven, isOdd and reverse of the recursion program call themselves or each other.
    const recursion = file.classes.find((c) => c.type === 'Lp_recursion/Main;')!;
    expect(methodsOf(recursion).filter((m) => m.name !== 'main' && m.name !== '<init>' && !isTrampoline(m))).toHaveLength(5);
    expect(result.counts.skipped.recursive).toBeGreaterThanOrEqual(5);
    // A moved method that throws an exception of the app's own type to a caller that catches it.
    const thrower = file.classes.find((c) => c.type === 'Lp_custom_exception/Main;')!.directMethods.find((m) => m.name === 'parse')!;
    expect(isTrampoline(thrower)).toBe(true);
    expect(result.parts).toHaveLength(4);
    expect(result.runtime.map((c) => c.type).sort()).toEqual(['Lrampart/rt/Dyn;', 'Lrampart/rt/DynDex;', 'Lrampart/rt/DynSource;']);
  });

  it('leaves the outlined bodies out of the trampolined DEX: their literals are only in the parts', () => {
    const remaining = new Set(file.classes.flatMap(methodsOf).flatMap(constStrings));
    const moved = [...before].filter(([m]) => isTrampoline(m)).flatMap(([, strings]) => strings);
    const distinctive = [...new Set(moved)].filter((s) => s.length >= 8 && /^[\x20-\x7e]+$/.test(s) && s.includes(' ') && !remaining.has(s));
    expect(distinctive.length).toBeGreaterThan(10);
    const trampolined = Buffer.from(written);
    const parts = result.parts.map((p) => Buffer.from(p.dex));
    for (const s of distinctive) {
      expect(trampolined.includes(s), s).toBe(false);
      expect(
        parts.some((p) => p.includes(s)),
        s,
      ).toBe(true);
    }
  });

  it('runs every program with its recorded output, the parts loaded only through the runtime', () => {
    const driver = session.javac([{ file: 'Driver.java', text: DRIVER }], [jar]);
    const r = session.java([jar, driver], 'Driver', [partJars.join(path.delimiter), ...programs.map((p) => `${pkg(p)}.Main`)]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const outputs = r.stdout.split(/^=== /m).slice(1);
    expect(outputs).toHaveLength(programs.length + 1);
    programs.forEach((p, i) => {
      expect(outputs[i], p.name).toBe(`${pkg(p)}.Main\n${p.expected}`);
    });
    expect(outputs[programs.length]).toBe(`opened [${result.parts.map((_, i) => i).join(', ')}]\n`);
    // The app's classes and the outlined ones all passed the verifier.
    const own = file.classes.filter((c) => !c.type.startsWith('Lrampart/')).map((c) => binary(c.type));
    expect(r.verified).toEqual(expect.arrayContaining(own));
    const outlined = result.parts.flatMap((p) => readDex(p.dex).classes.map((c) => binary(c.type)));
    expect(outlined.filter((c) => r.verified.includes(c)).length).toBeGreaterThan(outlined.length / 2);
  }, 600_000);
});

describe.runIf(tools)('Dynamic DEX parts in the package', () => {
  let session: JvmSession;
  let result: OutlineResult;
  let classpath: string[];
  let apk: string;
  let config: string;
  let dexMap: string;
  let payloads: ReturnType<typeof dynamicPayloads>;

  beforeAll(() => {
    session = new JvmSession();
    const file = corpusFile();
    result = outlineMethods([file], { inScope: () => true, random: randomBytes, parts: 3 });
    file.classes.push(...result.runtime);
    const jar = session.enjarify(writeDex(file));
    const fakes = session.javac(fakeSources());
    classpath = [jar, fakes];
    // The fake loaders find a part's JAR by the SHA-256 of the plaintext DEX they are handed.
    dexMap = path.join(session.dir, 'dex-map.properties');
    writeFileSync(dexMap, properties(Object.fromEntries(result.parts.map((p) => [`fake.dex.${createHash('sha256').update(p.dex).digest('hex')}`, session.enjarify(p.dex)]))));
    payloads = dynamicPayloads(result.parts, randomBytes);
    apk = path.join(session.dir, 'app.apk');
    writeFileSync(apk, buildZip([{ name: 'classes.dex', data: Buffer.from('not read') }, ...payloads.entries]));
    config = path.join(session.dir, 'config.properties');
    writeFileSync(config, properties(payloads.config));
  }, 300_000);
  afterAll(() => session?.close());

  it('encrypts each part into its own entry under a per-build name, with the key in the configuration only', () => {
    expect(result.runtime.map((c) => c.type)).toContain(DYNAMIC_HOOK);
    expect(payloads.entries).toHaveLength(3);
    const names = payloads.config['dynamic.parts'].split('\n');
    expect(names).toEqual(payloads.entries.map((e) => e.name));
    const key = Buffer.from(payloads.config['dynamic.key'], 'hex');
    payloads.entries.forEach((e, i) => {
      expect(e.name.startsWith(DYNAMIC_PAYLOAD_DIR)).toBe(true);
      expect(decryptEntry(e.data, key).equals(Buffer.from(result.parts[i].dex))).toBe(true);
      // Nothing of the DEX is readable: not its magic, not its strings.
      expect(e.data.includes(Buffer.from('dex\n035'))).toBe(false);
    });
    expect(dynamicPayloads(result.parts, randomBytes).entries.map((e) => e.name)).not.toEqual(names);
  });

  it.each([
    [30, 'in memory'],
    [23, 'through a private file removed after loading'],
  ])(
    'runs every program from the encrypted parts on API %i, loaded %s',
    (api) => {
      const codeCache = mkdtempSync(path.join(session.dir, 'code-cache-'));
      const r = session.java(classpath, 'DynDriver', [String(api), config, apk, codeCache, dexMap, ...programs.map((p) => `${pkg(p)}.Main`)]);
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      const outputs = r.stdout.split(/^=== /m).slice(1);
      expect(outputs).toHaveLength(programs.length + 1);
      programs.forEach((p, i) => expect(outputs[i], p.name).toBe(`${pkg(p)}.Main\n${p.expected}`));
      const n = result.parts.length;
      expect(outputs[programs.length]).toBe(api >= 26 ? `in-memory ${n}, files 0, left 0\n` : `in-memory 0, files ${n}, left 0\n`);
      expect(r.verified).toEqual(expect.arrayContaining(['rampart.rt.Dyn', 'rampart.rt.DynDex']));
    },
    300_000,
  );
});

/** The app and its libraries, except the support libraries, which stay out of scope. */
const appScope = (type: string): boolean => !type.startsWith('Landroid/support/') && !type.startsWith('Landroidx/');
const insecureBank = fixturesOfKind('apk').find((r) => r.file.includes('InsecureBankv2'));

describe.runIf(tools && insecureBank)('Dynamic DEX of a real app', () => {
  it('writes a trampolined DEX and parts that dexdump accepts', () => {
    const archive = ZipArchive.open(fileSource(fixturePath(insecureBank!.file)));
    const files = archive.entries.filter((e) => /^classes\d*\.dex$/.test(e.name)).map((e) => readDex(archive.read(e)));
    const started = performance.now();
    const result = outlineMethods(files, { inScope: appScope, random: randomBytes });
    const elapsed = performance.now() - started;
    const partBytes = result.parts.reduce((n, p) => n + p.dex.length, 0);
    console.log(
      `Dynamic DEX of InsecureBankv2: ${elapsed.toFixed(0)} ms (parts written), ${partBytes} bytes of parts, ${result.counts.methods} methods outlined from ${result.counts.classes} classes into ${result.parts.length} parts; skipped ${JSON.stringify(result.counts.skipped)}`,
    );
    expect(result.counts.methods).toBeGreaterThan(100);
    // Out of scope, only classes the moved code reaches are decoded (to check what it may
    // access); the others stay as read, so the writer copies them rather than re-encoding them.
    const outside = files.flatMap((f) => f.classes).filter((c) => !appScope(c.type));
    const decodedOutside = outside.filter((c) => !rawClass(c)).length;
    console.log(`out of scope: ${decodedOutside} of ${outside.length} classes decoded`);
    expect(outside.length).toBeGreaterThan(1000);
    expect(decodedOutside).toBeLessThan(outside.length / 10);
    files[0].classes.push(...result.runtime);
    const dir = mkdtempSync(path.join(tmpdir(), 'dynamic-'));
    try {
      files.forEach((f, i) => writeFileSync(path.join(dir, `classes${i}.dex`), writeDex(f)));
      result.parts.forEach((p) => writeFileSync(path.join(dir, p.name), p.dex));
      const dump = spawnSync('sh', ['-c', `n=0; for f in '${dir}'/*.dex; do dexdump -d "$f" >/dev/null || exit 1; n=$((n+1)); done; echo $n`], { encoding: 'utf8' });
      expect(dump.status, dump.stderr).toBe(0);
      expect(dump.stderr).toBe('');
      expect(Number(dump.stdout.trim())).toBe(files.length + result.parts.length);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
