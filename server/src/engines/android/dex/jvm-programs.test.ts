import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasTool } from '../../test-fixtures';
import { assemble } from './assemble';
import { callForString, classesByType, findMethod, growRegisters, mapConstStrings, renameMethod, addClass } from './edit';
import { JvmSession, loadPrograms, packagedSources, type Program, type RunResult } from './jvm-harness';
import { ACC, Label, type DexClass, type DexFile, type DexMethod, type Instruction } from './model';
import { readDex } from './read';
import { writeDex } from './write';

/**
 * The behaviour suite: every program of the smali corpus is assembled by Debian's smali and by
 * ours, the two DEX files look the same to baksmali, and ours runs on the JVM (through
 * enjarify, with the verifier on for every class) printing the recorded output. Then the
 * assembled model is edited (a class added and called, methods renamed with their callers,
 * every const-string replaced by a call returning the string, every method grown past 16
 * registers, the file pushed past 65,536 strings) and must print exactly what the unedited
 * program printed. All programs share one DEX file (each in its own package), so smali,
 * baksmali and enjarify run once per file and the JVM once per program, one at a time.
 */

const tools = hasTool('smali') && hasTool('baksmali') && hasTool('enjarify') && hasTool('java');
const programs = loadPrograms();
const pkg = (p: Program): string => `p_${p.name}`;
const sources = programs.flatMap((p) => packagedSources(p, pkg(p)));

/** Our assembler's model of every program, in one file. */
function assembledFile(): DexFile {
  return { version: 35, classes: sources.flatMap((s) => assemble(s.text, { file: s.file })), callSites: [] };
}

/** The binary names of the classes a program defines (`p_x.Main$Inner`). */
function classNamesOf(file: DexFile, p: Program): string[] {
  return file.classes.filter((c) => c.type.startsWith(`L${pkg(p)}/`)).map((c) => c.type.slice(1, -1).replace(/\//g, '.'));
}

describe('the smali corpus', () => {
  it('has at least 20 programs, each with a Main and a recorded output', () => {
    expect(programs.length).toBeGreaterThanOrEqual(20);
    for (const p of programs) {
      expect(p.sources.some((s) => s.file === 'Main.smali')).toBe(true);
      expect(p.expected.length).toBeGreaterThan(0);
    }
  });
});

describe.runIf(tools)('the smali corpus on the JVM', () => {
  let session: JvmSession;
  const unedited = new Map<string, RunResult>();
  beforeAll(() => {
    session = new JvmSession();
  });
  afterAll(() => session?.close());

  it("assembles to the same DEX as Debian's smali, as baksmali sees both", () => {
    const theirs = session.smali(sources);
    const ours = writeDex(assembledFile());
    const [a, b] = session.baksmali([theirs, ours]);
    expect(a.size).toBeGreaterThanOrEqual(programs.length);
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
    for (const [file, text] of a) expect(b.get(file), file).toBe(text);
  }, 300_000);

  it("assembles DEX 038 forms (invoke-custom, invoke-polymorphic, method handles and types) as Debian's smali does", () => {
    const text = `.class public LCs;
.super Ljava/lang/Object;

.method public static m()V
    .registers 2
    const/4 v0, 0x1
    invoke-custom {v0}, call_site_0("run", (I)V, "extra", 0x5, 1.5f)@LBoot;->bsm(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;Ljava/lang/String;IF)Ljava/lang/invoke/CallSite;
    invoke-custom/range {v0 .. v1}, call_site_1("go", (IJ)V)@LBoot;->bsm(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;)Ljava/lang/invoke/CallSite;
    invoke-custom {v0}, call_site_0("run", (I)V, "extra", 0x5, 1.5f)@LBoot;->bsm(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;Ljava/lang/String;IF)Ljava/lang/invoke/CallSite;
    const-method-handle v0, invoke-static@LCs;->m()V
    const-method-handle v0, static-get@Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-method-type v0, (J)[I
    invoke-polymorphic {v0, v1}, Ljava/lang/invoke/MethodHandle;->invoke([Ljava/lang/Object;)Ljava/lang/Object;, (I)V
    invoke-polymorphic/range {v0 .. v1}, Ljava/lang/invoke/MethodHandle;->invokeExact([Ljava/lang/Object;)Ljava/lang/Object;, (J)V
    return-void
.end method
`;
    const theirs = session.smali([{ file: 'Cs.smali', text }], 28);
    const ours = writeDex({ version: 38, classes: assemble(text), callSites: [] });
    const [a, b] = session.baksmali([theirs, ours], 28);
    expect(a.get('Cs.smali')).toContain('call_site_1("go"');
    expect(b.get('Cs.smali')).toBe(a.get('Cs.smali'));
  }, 120_000);

  it("writes hidden-API restrictions (DEX 039) as Debian's smali does", () => {
    const text = `.class public LH;
.super Ljava/lang/Object;

.field public volatile greylist-max-o core-platform-api v:I
.field public whitelist w:I

.method public blacklist test-api m()V
    .registers 1
    return-void
.end method
`;
    const theirs = session.smali([{ file: 'H.smali', text }], 29);
    const ours = writeDex({ version: 39, classes: assemble(text), callSites: [] });
    const [a, b] = session.baksmali([theirs, ours], 29);
    expect(a.get('H.smali')).toContain('.method public blacklist test-api m()V');
    expect(b.get('H.smali')).toBe(a.get('H.smali'));
  }, 120_000);

  it('runs every program with the recorded output, every class verified', () => {
    const file = assembledFile();
    const jar = session.enjarify(writeDex(file));
    for (const p of programs) {
      const r = session.java(jar, `${pkg(p)}.Main`);
      unedited.set(p.name, r);
      expect(r.stderr, p.name).toBe('');
      expect(r.status, p.name).toBe(0);
      expect(r.stdout, p.name).toBe(p.expected);
      expect(r.verified, p.name).toEqual(expect.arrayContaining(classNamesOf(file, p)));
    }
  }, 300_000);

  it('runs every program unchanged after the edits', () => {
    const file = assembledFile();
    const methods = file.classes.flatMap((c) => [...c.directMethods, ...c.virtualMethods]);
    const constStrings = methods.flatMap((m) => m.code?.items ?? []).filter((i) => !(i instanceof Label) && i.kind === 'instruction' && i.op === 'const-string').length;
    const counts = editEverything(file);
    expect(counts.added).toBe(programs.length);
    expect(counts.renamed).toBeGreaterThan(programs.length);
    expect(counts.strings).toBe(constStrings);
    // Every method with code, the added ones and the string holders included.
    expect(counts.grown).toBe(file.classes.flatMap((c) => [...c.directMethods, ...c.virtualMethods]).filter((m) => m.code).length);
    expect(methods.filter((m) => m.code).every((m) => m.code!.registers > 16)).toBe(true);

    const bytes = writeDex(file);
    // The file really went past 65,536 strings and the writer widened const-string.
    const back = readDex(bytes);
    expect(back.retained?.strings.length ?? 0).toBeGreaterThanOrEqual(FILLER_STRINGS);
    const ops = back.classes.flatMap((c) => [...c.directMethods, ...c.virtualMethods]).flatMap((m) => m.code?.items ?? []);
    const jumbo = ops.filter((i): i is Instruction => !(i instanceof Label) && i.kind === 'instruction' && i.op === 'const-string/jumbo');
    expect(jumbo.length).toBeGreaterThan(0);
    // Only the empty string sorts before the filler, keeps index 0 and so its short form.
    const short = ops.filter((i): i is Instruction => !(i instanceof Label) && i.kind === 'instruction' && i.op === 'const-string');
    expect(short.map((i) => i.reference?.value)).toEqual(short.map(() => ''));

    const jar = session.enjarify(bytes);
    const verified = new Set<string>();
    for (const p of programs) {
      const r = session.java(jar, `${pkg(p)}.Main`);
      expect(r.stderr, p.name).toBe('');
      expect(r.status, p.name).toBe(0);
      expect(r.stdout, p.name).toBe(p.expected);
      const before = unedited.get(p.name);
      if (before) expect(r.stdout, p.name).toBe(before.stdout);
      expect(r.verified, p.name).toEqual(expect.arrayContaining(classNamesOf(file, p)));
      for (const c of r.verified) verified.add(c);
    }
    expect(verified.has('edits.Strings')).toBe(true);
  }, 600_000);
});

// ---------------------------------------------------------------------------------------------
// The edits

/** Strings the file carries beyond its own, so that the programs' strings get indexes past 0xffff. */
const FILLER_STRINGS = 70_000;

/** Methods of the JDK that corpus classes override; renaming them would change behaviour. */
const JDK_OVERRIDES = new Set(['toString()Ljava/lang/String;', 'getMessage()Ljava/lang/String;', 'run()V', 'equals(Ljava/lang/Object;)Z', 'hashCode()I']);

const signature = (m: DexMethod): string => `${m.name}(${m.proto.parameters.join('')})${m.proto.returnType}`;

function editEverything(file: DexFile): { added: number; renamed: number; strings: number; grown: number } {
  const programsIn = [...new Set(file.classes.map((c) => c.type.slice(1, c.type.indexOf('/'))))];

  // 1. A class added to each program, called first thing in main (it prints nothing).
  for (const p of programsIn) {
    const [added] = assemble(`
.class public L${p}/Added;
.super Ljava/lang/Object;

.method public static touch()V
    .registers 4
    const/16 v0, 0x11
    new-array v1, v0, [I
    const/4 v2, 0x3
    aput v2, v1, v2
    aget v3, v1, v2
    if-eq v2, v3, :ok
    new-instance v0, Ljava/lang/AssertionError;
    invoke-direct {v0}, Ljava/lang/AssertionError;-><init>()V
    throw v0
    :ok
    return-void
.end method
`);
    addClass(file, added);
    const main = findMethod(classesByType([file]).get(`L${p}/Main;`)!, 'main', { returnType: 'V', parameters: ['[Ljava/lang/String;'] })!;
    main.code!.items.unshift({
      kind: 'instruction',
      op: 'invoke-static',
      registers: [],
      reference: { kind: 'method', value: { owner: `L${p}/Added;`, name: 'touch', proto: { returnType: 'V', parameters: [] } } },
    });
  }

  // 2. Every method that is neither a constructor, nor main, nor an override of a JDK method
  //    is renamed, with its override group and every call.
  let renamed = 0;
  for (const cls of [...file.classes]) {
    for (const m of [...cls.directMethods, ...cls.virtualMethods]) {
      if (m.name.startsWith('<') || m.name === 'main' || m.name.endsWith('_renamed') || JDK_OVERRIDES.has(signature(m))) continue;
      // The JDK finds an enum's values() by reflection (Enum.valueOf, EnumSet…).
      if (cls.accessFlags & ACC.ENUM && (m.name === 'values' || m.name === 'valueOf')) continue;
      if (cls.type.endsWith('/Added;')) continue;
      renameMethod([file], { owner: cls.type, name: m.name, proto: m.proto }, `${m.name}_renamed`);
      renamed++;
    }
  }

  // 3. Every const-string becomes a call to a method that returns the string.
  const holder: DexClass = {
    type: 'Ledits/Strings;',
    accessFlags: ACC.PUBLIC | ACC.FINAL,
    superclass: 'Ljava/lang/Object;',
    interfaces: [],
    sourceFile: null,
    annotations: [],
    staticFields: [],
    instanceFields: [],
    directMethods: [],
    virtualMethods: [],
  };
  const byValue = new Map<string, string>();
  let strings = 0;
  for (const cls of file.classes) {
    strings += mapConstStrings(cls, (value, register) => {
      let name = byValue.get(value);
      if (!name) {
        name = `s${byValue.size}`;
        byValue.set(value, name);
        holder.directMethods.push({
          name,
          proto: { returnType: 'Ljava/lang/String;', parameters: [] },
          accessFlags: ACC.PUBLIC | ACC.STATIC,
          annotations: [],
          code: {
            registers: 1,
            outs: 0,
            tries: [],
            items: [
              { kind: 'instruction', op: 'const-string', registers: [0], reference: { kind: 'string', value } },
              { kind: 'instruction', op: 'return-object', registers: [0] },
            ],
          },
        });
      }
      return callForString({ owner: holder.type, name, proto: { returnType: 'Ljava/lang/String;', parameters: [] } }, register);
    });
  }
  addClass(file, holder);

  // 4. Every method with code gets 17 more registers (so every one has more than 16).
  let grown = 0;
  for (const cls of file.classes) {
    for (const m of [...cls.directMethods, ...cls.virtualMethods]) {
      if (!m.code) continue;
      growRegisters(m, 17, cls.type);
      grown++;
    }
  }

  // 5. Past 65,536 strings: ids nothing refers to, sorted before every string of the programs.
  file.retained = {
    strings: Array.from({ length: FILLER_STRINGS }, (_, i) => `\u0001${i.toString(36).padStart(4, '0')}`),
    types: [],
    protos: [],
    fields: [],
    methods: [],
    methodHandles: [],
  };
  return { added: programsIn.length, renamed, strings, grown };
}
