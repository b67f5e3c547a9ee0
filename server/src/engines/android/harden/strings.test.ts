import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileSource } from '../../archive/byte-source';
import { ZipArchive } from '../../archive/zip-reader';
import { fixturePath, fixturesOfKind, hasTool } from '../../test-fixtures';
import { assemble } from '../dex/assemble';
import { JvmSession, loadPrograms, packagedSources, type Program } from '../dex/jvm-harness';
import { ACC, Label, shorty, type CodeItem, type DexClass, type DexFile, type DexMethod, type Instruction } from '../dex/model';
import { readDex } from '../dex/read';
import { writeDex } from '../dex/write';
import { encryptStrings, type StringEncryptionResult } from './strings';

/**
 * String encryption, proven three ways: the smali corpus runs with identical output after every
 * string of it went through the decryptors (JVM, verifier on for every class); a driver calls
 * every decryptor index and gets back the string the call site had; and on a real app the
 * written DEX passes dexdump and none of the rewritten literals can be found in its bytes.
 */

const tools = hasTool('enjarify') && hasTool('java') && hasTool('javac') && hasTool('dexdump');
const programs = loadPrograms();
const pkg = (p: Program): string => `p_${p.name}`;

const isConstString = (i: CodeItem): boolean => !(i instanceof Label) && i.kind === 'instruction' && (i.op === 'const-string' || i.op === 'const-string/jumbo');
const stringOf = (i: CodeItem): string => (i as Instruction).reference!.value as string;
const methodsOf = (c: DexClass): DexMethod[] => [...c.directMethods, ...c.virtualMethods];

/** Strings some tricky cases of UTF-16 (surrogates alone and paired, NUL, empty, long). */
const TRICKY = ['', '\u0000', 'é', 'naïve café', '😀 smile', '\ud800', 'end\udfff', 'x'.repeat(5000), '\r\n\t"\\', '漢字テキスト'];

/** A class that only holds tricky const-strings (it is encrypted, not run). */
function trickyClass(): DexClass {
  return {
    type: 'Lextra/Tricky;',
    accessFlags: ACC.PUBLIC,
    superclass: 'Ljava/lang/Object;',
    interfaces: [],
    sourceFile: null,
    annotations: [],
    staticFields: [
      { name: 'F', type: 'Ljava/lang/String;', accessFlags: ACC.STATIC | ACC.PUBLIC | ACC.FINAL, initialValue: { kind: 'string', value: 'static 😀 value' }, annotations: [] },
    ],
    instanceFields: [],
    directMethods: [
      {
        name: 'all',
        proto: { returnType: 'V', parameters: [] },
        accessFlags: ACC.PUBLIC | ACC.STATIC,
        annotations: [],
        code: {
          registers: 1,
          outs: 0,
          tries: [],
          items: [
            ...TRICKY.map((value): Instruction => ({ kind: 'instruction', op: 'const-string', registers: [0], reference: { kind: 'string', value } })),
            { kind: 'instruction', op: 'return-void', registers: [] },
          ],
        },
      },
    ],
    virtualMethods: [],
  };
}

/** What each call site and moved static value held before encryption, to check the rewrite against. */
interface Snapshot {
  constStrings: Map<DexMethod, string[]>;
  /** Per class, its string static values in field order. */
  statics: Map<DexClass, string[]>;
}

function snapshot(files: DexFile[], inScope: (t: string) => boolean): Snapshot {
  const constStrings = new Map<DexMethod, string[]>();
  const statics = new Map<DexClass, string[]>();
  for (const c of files.flatMap((f) => f.classes)) {
    if (!inScope(c.type)) continue;
    for (const m of methodsOf(c)) {
      const values = (m.code?.items ?? []).filter(isConstString).map(stringOf);
      if (values.length > 0) constStrings.set(m, values);
    }
    const values = c.staticFields.filter((f) => f.initialValue?.kind === 'string').map((f) => (f.initialValue as { value: string }).value);
    if (values.length > 0) statics.set(c, values);
  }
  return { constStrings, statics };
}

/**
 * Reads the rewritten code back against the snapshot: every `const; invoke-static D->s(I)`
 * pair must stand where a const-string stood (in order), and a decryptor index always stands
 * for one string. Returns decryptor type → plaintext by index, and how many const-strings are
 * still there (the skipped ones).
 */
function decryptorTable(snap: Snapshot, result: StringEncryptionResult): { table: Map<string, string[]>; remaining: number } {
  const decryptors = new Set(result.decryptors.map((m) => m.owner));
  expect(result.classes.map((c) => c.type)).toEqual(expect.arrayContaining([...decryptors]));
  const table = new Map<string, string[]>([...decryptors].map((d) => [d, []]));
  const record = (owner: string, index: number, value: string): void => {
    const list = table.get(owner)!;
    if (list[index] !== undefined) expect(list[index], `${owner} #${index}`).toBe(value);
    list[index] = value;
  };
  const calls = (items: CodeItem[]): ({ owner: string; index: number } | { value: string })[] => {
    const out: ({ owner: string; index: number } | { value: string })[] = [];
    let lastConst: bigint | undefined;
    for (const item of items) {
      if (item instanceof Label || item.kind !== 'instruction') continue;
      if (isConstString(item)) out.push({ value: stringOf(item) });
      else if (item.op.startsWith('invoke-static') && item.reference?.kind === 'method' && decryptors.has(item.reference.value.owner)) {
        expect(lastConst).toBeDefined();
        out.push({ owner: item.reference.value.owner, index: Number(lastConst) });
      }
      lastConst = item.op.startsWith('const') ? item.literal : undefined;
    }
    return out;
  };
  let remaining = 0;
  // The moved static values come first in <clinit>: const, invoke, move-result, sput each.
  const prologues = new Map<DexMethod, number>();
  for (const [cls, values] of snap.statics) {
    const clinit = cls.directMethods.find((m) => m.name === '<clinit>')!;
    const prologue = clinit.code!.items.slice(0, 4 * values.length);
    prologues.set(clinit, prologue.length);
    const found = calls(prologue);
    expect(found.length).toBe(values.length);
    found.forEach((f, i) => ('owner' in f ? record(f.owner, f.index, values[i]) : expect.fail('a static value was left in clear')));
  }
  for (const [method, values] of snap.constStrings) {
    const found = calls(method.code!.items.slice(prologues.get(method) ?? 0));
    expect(found.length, method.name).toBe(values.length);
    found.forEach((f, i) => {
      if ('owner' in f) record(f.owner, f.index, values[i]);
      else {
        expect(f.value).toBe(values[i]);
        remaining++;
      }
    });
  }
  for (const [owner, list] of table)
    expect(
      list.every((v) => v !== undefined),
      `${owner} has holes`,
    ).toBe(true);
  return { table, remaining };
}

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

/**
 * A handler that reads the register a const-string in its try range wrote: it sees the string
 * whichever instruction threw, so the rewrite must not leave the index there on a throw.
 */
const TRY_READ = `.class public Lextra/TryRead;
.super Ljava/lang/Object;

.method public static main([Ljava/lang/String;)V
    .registers 3
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v1, "before the try"
    :start
    const-string v1, "not a number"
    invoke-static {v1}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    :end
    .catch Ljava/lang/NumberFormatException; {:start .. :end} :handler
    return-void
    :handler
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
`;

describe('string encryption per build', () => {
  it('is a function of the build randomness: same bytes for the same seed, other names and bytes for another', () => {
    const build = (seed: string, decryptors?: number): { bytes: Uint8Array; result: StringEncryptionResult } => {
      const file = corpusFile();
      const result = encryptStrings([file], { inScope: () => true, random: seeded(seed), decryptors });
      file.classes.push(...result.classes);
      return { bytes: writeDex(file), result };
    };
    const a = build('job-1');
    const again = build('job-1');
    const b = build('job-2');
    expect(Buffer.from(again.bytes).equals(Buffer.from(a.bytes))).toBe(true);
    expect(Buffer.from(b.bytes).equals(Buffer.from(a.bytes))).toBe(false);
    const names = (r: StringEncryptionResult): string[] => r.classes.map((c) => c.type);
    expect(names(b.result).filter((t) => names(a.result).includes(t))).toEqual([]);
    expect(a.result.decryptors).toHaveLength(4);
    const two = build('job-1', 2).result;
    expect(two.decryptors).toHaveLength(2);
    expect(two.classes).toHaveLength(3);
    expect(two.strings).toBe(a.result.strings);
  });

  it('adds nothing when no class is in scope', () => {
    const file = corpusFile();
    const result = encryptStrings([file], { inScope: () => false, random: seeded('none') });
    expect(result).toMatchObject({ classes: [], decryptors: [], strings: 0, staticValues: 0, distinct: 0, classesTouched: 0, methodsTouched: 0 });
    expect(
      file.classes
        .flatMap(methodsOf)
        .flatMap((m) => m.code?.items ?? [])
        .filter(isConstString).length,
    ).toBeGreaterThan(0);
  });
});

describe.runIf(tools)('string encryption on the JVM', () => {
  let session: JvmSession;
  let file: DexFile;
  let result: StringEncryptionResult;
  let table: Map<string, string[]>;
  let jar: string;
  let written: Uint8Array;
  let constStrings = 0;
  let staticValues = 0;

  beforeAll(() => {
    session = new JvmSession();
    file = corpusFile();
    file.classes.push(trickyClass(), ...assemble(TRY_READ));
    constStrings = file.classes
      .flatMap(methodsOf)
      .flatMap((m) => m.code?.items ?? [])
      .filter(isConstString).length;
    const inScope = (): boolean => true;
    const snap = snapshot([file], inScope);
    staticValues = [...snap.statics.values()].flat().length;
    result = encryptStrings([file], { inScope, random: randomBytes });
    ({ table } = decryptorTable(snap, result));
    file.classes.push(...result.classes);
    written = writeDex(file);
    jar = session.enjarify(written);
  }, 300_000);
  afterAll(() => session?.close());

  it('replaces every const-string of the corpus, spread over four decryptors and a key class', () => {
    expect(result.strings).toBe(constStrings);
    expect(result.skipped).toEqual({ noSpareRegister: 0 });
    // static_fields (no <clinit> of its own), static_init (one that reads the value) and the tricky class.
    expect(staticValues).toBe(3);
    expect(result.staticValues).toBe(staticValues);
    expect(result.classes).toHaveLength(5);
    expect(result.classes.every((c) => c.type.startsWith('Lrampart/rt/'))).toBe(true);
    expect(table.size).toBe(4);
    expect([...table.values()].reduce((n, l) => n + l.length, 0)).toBe(result.distinct);
    // No string is left in clear anywhere in the corpus' code.
    const left = file.classes
      .filter((c) => !c.type.startsWith('Lrampart/'))
      .flatMap(methodsOf)
      .flatMap((m) => m.code?.items ?? [])
      .filter(isConstString);
    expect(left).toEqual([]);
    // Some of them sit in try ranges: their index went through a spare register of a grown method.
    const spareUses = file.classes.flatMap(methodsOf).filter((m) => {
      const items = (m.code?.items ?? []).filter((i): i is Instruction => !(i instanceof Label) && i.kind === 'instruction');
      return items.some((i, n) => i.op === 'invoke-static' && i.reference?.kind === 'method' && table.has(i.reference.value.owner) && items[n + 1].registers[0] !== i.registers[0]);
    });
    expect(spareUses.length).toBeGreaterThan(0);
  });

  it('runs every program with its recorded output, every class verified', () => {
    const verified = new Set<string>();
    for (const p of programs) {
      const r = session.java(jar, `${pkg(p)}.Main`);
      expect(r.stderr, p.name).toBe('');
      expect(r.status, p.name).toBe(0);
      expect(r.stdout, p.name).toBe(p.expected);
      const own = file.classes.filter((c) => c.type.startsWith(`L${pkg(p)}/`)).map((c) => c.type.slice(1, -1).replace(/\//g, '.'));
      expect(r.verified, p.name).toEqual(expect.arrayContaining(own));
      for (const c of r.verified) verified.add(c);
    }
    for (const c of result.classes) expect(verified.has(c.type.slice(1, -1).replace(/\//g, '.')), c.type).toBe(true);
  }, 600_000);

  it("is read by Debian's baksmali, decryptors included", () => {
    const [tree] = session.baksmali([written]);
    for (const c of result.classes) expect(tree.has(`${c.type.slice(1, -1)}.smali`), c.type).toBe(true);
    const decryptor = tree.get(`${result.decryptors[0].owner.slice(1, -1)}.smali`)!;
    expect(decryptor).toContain('fill-array-data');
    expect(decryptor).not.toContain('const-string');
  }, 120_000);

  it('keeps what an exception handler reads from the register a const-string in its try range wrote', () => {
    // ART's verifier merges the register types of every throwing point into the handler, so the
    // index must not pass through v1 there (the JVM after enjarify cannot show this: enjarify
    // gives an int and a reference in one Dalvik register separate JVM locals).
    const main = file.classes.find((c) => c.type === 'Lextra/TryRead;')!.directMethods.find((m) => m.name === 'main')!;
    const { start, end } = main.code!.tries[0];
    const items = main.code!.items;
    const inside = items.slice(items.indexOf(start), items.indexOf(end)).filter((i): i is Instruction => !(i instanceof Label) && i.kind === 'instruction');
    const call = inside.findIndex((i) => i.op === 'invoke-static' && i.reference?.kind === 'method' && table.has(i.reference.value.owner));
    expect(call).toBeGreaterThan(0);
    expect(inside[call + 1]).toMatchObject({ op: 'move-result-object', registers: [1] });
    expect(inside[call - 1].op.startsWith('const')).toBe(true);
    expect(inside[call - 1].registers[0]).not.toBe(1);
    expect(inside[call].registers).toEqual(inside[call - 1].registers);

    const r = session.java(jar, 'extra.TryRead');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toBe('not a number\n');
    expect(r.verified).toContain('extra.TryRead');
  }, 60_000);

  it('has every decryptor return, for every index, the string its call sites had, interned', () => {
    const driver = session.javac([
      {
        file: 'Driver.java',
        text: `public class Driver {
  public static void main(String[] args) throws Exception {
    StringBuilder out = new StringBuilder();
    for (String arg : args) {
      String[] parts = arg.split(":");
      java.lang.reflect.Method s = Class.forName(parts[0]).getMethod(parts[1], int.class);
      int n = Integer.parseInt(parts[2]);
      for (int i = 0; i < n; i++) {
        String v = (String) s.invoke(null, i);
        if (v != s.invoke(null, i) || v != v.intern()) out.append("NOT-INTERNED ");
        for (int j = 0; j < v.length(); j++) out.append(Integer.toHexString(v.charAt(j))).append(' ');
        out.append('\\n');
      }
    }
    System.out.print(out);
  }
}
`,
      },
    ]);
    const args = [...table].map(([type, list]) => `${type.slice(1, -1).replace(/\//g, '.')}:${result.decryptors[0].name}:${list.length}`);
    const r = session.java([jar, driver], 'Driver', args);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const expected = [...table.values()]
      .flat()
      .map((v) => [...Array(v.length).keys()].map((j) => `${v.charCodeAt(j).toString(16)} `).join('') + '\n')
      .join('');
    expect(r.stdout).toBe(expected);
    for (const t of TRICKY) expect([...table.values()].flat()).toContain(t);
    expect(r.verified).toEqual(expect.arrayContaining(result.classes.map((c) => c.type.slice(1, -1).replace(/\//g, '.'))));
  }, 120_000);
});

// ---------------------------------------------------------------------------------------------
// A real app

/** The largest single-DEX app, and a multidex one (nine DEX files). */
const APPS = fixturesOfKind('apk').filter((r) => r.file.includes('InsecureBankv2') || r.file.includes('appium.settings'));
/** The app and its libraries, except the support libraries, which stay out of scope. */
const appScope = (type: string): boolean => !type.startsWith('Landroid/support/') && !type.startsWith('Landroidx/');

/**
 * Every string a DEX model still refers to once the rewritten literals are set aside: names,
 * descriptors, shorties, annotations, debug information, out-of-scope code, retained ids,
 * and the bytes of the app's array literals.
 * The in-scope const-strings and String static values it meets are returned apart.
 */
function remainingStrings(file: DexFile, inScope: (t: string) => boolean): { legit: Set<string>; arrays: Buffer[]; inScopeLeft: string[] } {
  const legit = new Set<string>();
  const arrays: Buffer[] = [];
  const inScopeLeft: string[] = [];
  const seen = new Set<object>();
  let runtime = false;
  const walk = (v: unknown): void => {
    if (typeof v === 'string') {
      legit.add(v);
      return;
    }
    if (typeof v !== 'object' || v === null || v instanceof Label || v instanceof Uint8Array || seen.has(v)) return;
    seen.add(v);
    if (Array.isArray(v)) {
      for (const e of v) walk(e);
      return;
    }
    const o = v as Record<string, unknown>;
    // The app's own array literals (a char[] of hex digits…); never the decryptors' ciphertext.
    if (o.kind === 'array-payload' && !runtime) arrays.push(Buffer.from(o.data as Uint8Array));
    if (Array.isArray(o.parameters) && typeof o.returnType === 'string') legit.add(shorty(o as never));
    for (const [k, e] of Object.entries(o)) if (k !== 'kind' && k !== 'op' && k !== 'visibility') walk(e);
  };
  for (const cls of file.classes) {
    runtime = cls.type.startsWith('Lrampart/');
    if (!inScope(cls.type) || runtime) {
      walk(cls);
      continue;
    }
    const { staticFields, directMethods, virtualMethods, ...rest } = cls;
    walk(rest);
    for (const f of staticFields) {
      const { initialValue, ...field } = f;
      walk(field);
      if (initialValue?.kind === 'string') inScopeLeft.push(initialValue.value);
      else walk(initialValue);
    }
    for (const m of [...directMethods, ...virtualMethods]) {
      const { code, ...method } = m;
      walk(method);
      if (!code) continue;
      walk(code.debug);
      for (const t of code.tries) walk(t.handlers.map((h) => h.type));
      for (const item of code.items) {
        if (isConstString(item)) inScopeLeft.push(stringOf(item));
        else walk(item);
      }
    }
  }
  walk(file.retained);
  walk(file.callSites);
  return { legit, arrays, inScopeLeft };
}

/**
 * The strings whose UTF-8 bytes (what `strings -n 6` reads) or UTF-16LE bytes (`strings -e l`)
 * occur anywhere in `bytes`: one pass over the bytes with a rolling 6-byte key, each hit then
 * compared in full.
 */
function occurring(bytes: Uint8Array, strings: string[], encodings: BufferEncoding[] = ['utf8', 'utf16le']): Set<string> {
  const byPrefix = new Map<number, { value: string; encoded: Buffer }[]>();
  for (const value of strings) {
    for (const encoded of encodings.map((e) => Buffer.from(value, e))) {
      let key = 0;
      for (let i = 0; i < 6; i++) key = key * 256 + encoded[i];
      const list = byPrefix.get(key) ?? [];
      list.push({ value, encoded });
      byPrefix.set(key, list);
    }
  }
  const haystack = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  const found = new Set<string>();
  let key = 0;
  for (let i = 0; i < haystack.length; i++) {
    key = (key % 2 ** 40) * 256 + haystack[i];
    if (i < 5) continue;
    const list = byPrefix.get(key);
    if (!list) continue;
    const at = i - 5;
    for (const c of list)
      if (!found.has(c.value) && at + c.encoded.length <= haystack.length && haystack.compare(c.encoded, 0, c.encoded.length, at, at + c.encoded.length) === 0) found.add(c.value);
  }
  return found;
}

describe.runIf(tools && APPS.length === 2)('string encryption of a real app', () => {
  it.each(APPS.map((r) => r.file))(
    'leaves no rewritten literal readable in %s, in DEX files dexdump accepts',
    (name) => {
      const archive = ZipArchive.open(fileSource(fixturePath(name)));
      const dexes = archive.entries.filter((e) => /^classes\d*\.dex$/.test(e.name)).map((e) => archive.read(e));
      const files = dexes.map((d) => readDex(d));
      const snap = snapshot(files, appScope);
      const plaintexts = new Set([...snap.constStrings.values(), ...snap.statics.values()].flat());

      // The time is printed for the reader, never asserted: a loaded machine must not fail this.
      const started = performance.now();
      const result = encryptStrings(files, { inScope: appScope, random: randomBytes });
      const elapsed = performance.now() - started;
      console.log(
        `string encryption of ${name} (${dexes.length} DEX, ${dexes.reduce((n, d) => n + d.length, 0)} bytes): ${elapsed.toFixed(0)} ms, ${result.strings} const-strings and ${result.staticValues} static values, ${result.distinct} distinct strings, ${result.classesTouched} classes, ${result.methodsTouched} methods, skipped ${JSON.stringify(result.skipped)}`,
      );
      expect(result.strings).toBeGreaterThan(1000);
      expect(result.distinct).toBe(plaintexts.size);
      const { remaining } = decryptorTable(snap, result);
      expect(remaining).toBe(result.skipped.noSpareRegister);

      files[0].classes.push(...result.classes);
      const written = files.map((f) => writeDex(f));
      const dir = mkdtempSync(path.join(tmpdir(), 'strings-'));
      try {
        written.forEach((w, i) => writeFileSync(path.join(dir, `classes${i}.dex`), w));
        const dump = spawnSync('sh', ['-c', `for f in '${dir}'/*.dex; do dexdump -d "$f" >/dev/null || exit 1; done`], { encoding: 'utf8' });
        expect(dump.status, dump.stderr).toBe(0);
        expect(dump.stderr).toBe('');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }

      // The attacker's view: the bytes of each literal of 6+ characters, anywhere in any DEX file,
      // unless the package still needs that text for something other than the rewritten code.
      const legit = new Set<string>();
      const arrays: Buffer[] = [];
      let inScopeLeft = 0;
      for (const w of written) {
        const left = remainingStrings(readDex(w), appScope);
        for (const v of left.legit) legit.add(v);
        arrays.push(...left.arrays);
        inScopeLeft += left.inScopeLeft.length;
      }
      expect(inScopeLeft).toBe(remaining);
      const long = [...plaintexts].filter((v) => v.length >= 6);
      const found = new Set(written.flatMap((w) => [...occurring(w, long)]));
      const stillNeeded = occurring(Buffer.concat([Buffer.from([...legit].join('\u0000'), 'utf8'), ...arrays.flatMap((a) => [Buffer.alloc(1), a])]), [...found]);
      const leaked = [...found].filter((v) => !stillNeeded.has(v));
      console.log(
        `${name}: ${found.size} of ${long.length} literals of 6+ characters are still in the files for other uses (names, descriptors, out-of-scope code), ${leaked.length} leaked`,
      );
      expect(found.size).toBeGreaterThan(0); // names and descriptors that equal a literal are still there
      expect(leaked).toEqual([]);
    },
    300_000,
  );
});

// ---------------------------------------------------------------------------------------------
// Limits

const ins = (op: string, registers: number[], extra: Partial<Instruction> = {}): Instruction => ({ kind: 'instruction', op, registers, ...extra });
const constString = (register: number, value: string): Instruction => ins('const-string', register === 0 ? [0] : [register], { reference: { kind: 'string', value } });

/** A static method of `registers` registers (one int parameter) with const-strings in and out of a try range. */
function limitMethod(name: string, registers: number, tag: string): DexMethod {
  const start = new Label();
  const end = new Label();
  const handler = new Label();
  return {
    name,
    proto: { returnType: 'V', parameters: ['I'] },
    accessFlags: ACC.PUBLIC | ACC.STATIC,
    annotations: [],
    code: {
      registers,
      outs: 0,
      tries: [{ start, end, handlers: [{ type: null, handler }] }],
      items: [
        constString(7, `${tag} before the try`),
        start,
        constString(7, `${tag} inside the try`),
        ins('invoke-virtual', [7], { reference: { kind: 'method', value: { owner: 'Ljava/lang/String;', name: 'length', proto: { returnType: 'I', parameters: [] } } } }),
        end,
        constString(200, `${tag} high in the method`),
        ins('return-void', []),
        handler,
        ins('move-exception', [7]),
        ins('return-void', []),
      ],
    },
  };
}

describe.runIf(tools)('string encryption at the limits', () => {
  it('handles methods at 255, 256 and 65,535 registers and 70,000 strings, skipping with a count what it cannot do, into a DEX dexdump accepts', () => {
    const manyStrings = 70_000;
    const wide: DexClass = {
      type: 'Llimits/Wide;',
      accessFlags: ACC.PUBLIC,
      superclass: 'Ljava/lang/Object;',
      interfaces: [],
      sourceFile: null,
      annotations: [],
      staticFields: [],
      instanceFields: [],
      directMethods: [
        limitMethod('at255', 255, 'at 255'),
        limitMethod('at256', 256, 'at 256'),
        limitMethod('atLimit', 65_535, 'at 65535'),
        ...Array.from({ length: 70 }, (_, m): DexMethod => ({
          name: `many${m}`,
          proto: { returnType: 'V', parameters: [] },
          accessFlags: ACC.PUBLIC | ACC.STATIC,
          annotations: [],
          code: {
            registers: 1,
            outs: 0,
            tries: [],
            items: [...Array.from({ length: manyStrings / 70 }, (_, i) => constString(0, `string number ${m * 1000 + i}`)), ins('return-void', [])],
          },
        })),
      ],
      virtualMethods: [],
    };
    const file: DexFile = { version: 35, classes: [wide], callSites: [] };
    const snap = snapshot([file], () => true);
    const result = encryptStrings([file], { inScope: () => true, random: randomBytes, decryptors: 2 });
    // In the try range of the 256- and 65,535-register methods there is no spare register below v256.
    expect(result.skipped).toEqual({ noSpareRegister: 2 });
    expect(result.strings).toBe(manyStrings + 9 - 2);
    expect(result.distinct).toBe(manyStrings + 9 - 2);
    const { table, remaining } = decryptorTable(snap, result);
    expect(remaining).toBe(2);
    // Indexes past 32,767 need the 32-bit const form.
    expect(Math.max(...[...table.values()].map((l) => l.length))).toBeGreaterThan(32_768);
    const at255 = wide.directMethods.find((m) => m.name === 'at255')!;
    expect(at255.code!.registers).toBe(256);

    file.classes.push(...result.classes);
    const written = writeDex(file);
    const dexFile = path.join(tmpdir(), `strings-limits-${process.pid}.dex`);
    writeFileSync(dexFile, written);
    try {
      const dump = spawnSync('dexdump', ['-d', dexFile], { encoding: 'utf8', maxBuffer: 1 << 30 });
      expect(dump.status, dump.stderr).toBe(0);
      expect(dump.stderr).toBe('');
      expect(dump.stdout).toMatch(/: const v(\d+), [^\n]*\n[^\n]*invoke-static(?:\/range)? \{v\1\}, Lrampart\/rt\/\w+;\.[a-zA-Z]+:\(I\)/);
      // What stayed in clear is exactly what was skipped.
      const clear = [...dump.stdout.matchAll(/const-string(?:\/jumbo)? v\d+, "([^"]*)"/g)].map((m) => m[1]).filter((v) => v.startsWith('at '));
      expect(clear.sort()).toEqual(['at 256 inside the try', 'at 65535 inside the try']);
    } finally {
      rmSync(dexFile, { force: true });
    }
    const back = readDex(written);
    expect(back.classes.find((c) => c.type === 'Llimits/Wide;')!.directMethods.find((m) => m.name === 'atLimit')!.code!.registers).toBe(65_535);
  }, 120_000);
});
