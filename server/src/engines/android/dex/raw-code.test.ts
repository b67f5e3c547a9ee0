import { describe, expect, it } from 'vitest';
import { EngineError } from '../../errors';
import { renameClass } from './edit';
import type { CodePool } from './instructions';
import { Label, type DexFile, type DexMethod, type Instruction, type Reference } from './model';
import { checkRawCode, rawCode, someReference, withoutDebug } from './raw-code';
import { readDex } from './read';
import { canonical, fixtureDexFiles } from './test-support';
import { writeDex } from './write';

const dexes = fixtureDexFiles();
const level1 = dexes.find((d) => d.name.startsWith('mastg-UnCrackable-Level1.apk'))!;

const methodsOf = (file: DexFile): DexMethod[] => file.classes.flatMap((c) => [...c.directMethods, ...c.virtualMethods]);

/** Reads every method's instructions, so the file is written the way every edited method is. */
function decodeAll(file: DexFile): DexFile {
  for (const m of methodsOf(file)) if (m.code) void m.code.items;
  return file;
}

const instructions = (m: DexMethod): Instruction[] => (m.code?.items ?? []).filter((i): i is Instruction => !(i instanceof Label) && i.kind === 'instruction');

describe('undecoded code', () => {
  it('is what the reader gives for every method, and decodes on first use', () => {
    const file = readDex(level1.bytes);
    const methods = methodsOf(file).filter((m) => m.code);
    expect(methods.length).toBeGreaterThan(0);
    expect(methods.every((m) => rawCode(m.code!) !== undefined)).toBe(true);
    expect(instructions(methods[0]).length).toBeGreaterThan(0);
    expect(rawCode(methods[0].code!)).toBeUndefined();
    expect(methods.slice(1).every((m) => rawCode(m.code!) !== undefined)).toBe(true);
  });

  it.each(dexes.map((d) => [d.name, d] as const))('is written byte for byte as its decoded form is: %s', (_name, dex) => {
    const copied = writeDex(readDex(dex.bytes));
    const encoded = writeDex(decodeAll(readDex(dex.bytes)));
    expect(Buffer.compare(Buffer.from(copied), Buffer.from(encoded))).toBe(0);
  });

  it('is decoded and widened where its const-string indexes pass 65,535', () => {
    const before = readDex(level1.bytes);
    const constStrings = methodsOf(decodeAll(readDex(level1.bytes))).flatMap((m) => instructions(m).filter((i) => i.op === 'const-string'));
    expect(constStrings.length).toBeGreaterThan(0);
    // Strings that sort before every string of the file push each of its strings past 65,535.
    before.retained!.strings.push(...Array.from({ length: 66_000 }, (_, i) => `\u0001${i.toString(36).padStart(4, '0')}`));
    const back = decodeAll(readDex(writeDex(before)));
    const after = methodsOf(back).flatMap((m) => instructions(m).filter((i) => i.op.startsWith('const-string')));
    expect(after.map((i) => i.op)).toEqual(constStrings.map(() => 'const-string/jumbo'));
    expect(after.map((i) => i.reference?.value)).toEqual(constStrings.map((i) => i.reference?.value));
    // Everything else reads back as it was.
    const original = decodeAll(readDex(level1.bytes));
    const asShort = (file: DexFile): string[] => file.classes.map((c) => canonical(c).replaceAll('"op":"const-string/jumbo"', '"op":"const-string"'));
    expect(asShort(back)).toEqual(asShort(original));
  });

  it('answers which references it holds as its decoded form does, and stays undecoded', () => {
    const dex = dexes.find((d) => d.name.startsWith('insecurebankv2'))!;
    const raw = methodsOf(readDex(dex.bytes));
    const decoded = methodsOf(decodeAll(readDex(dex.bytes)));
    const tests: ((op: string, ref: Reference) => boolean)[] = [
      (op, ref) => op === 'const-string' && ref.kind === 'string' && ref.value.length > 8,
      (op, ref) => op.startsWith('invoke-virtual') && ref.kind === 'method' && ref.value.name === 'toString',
      (op, ref) => op === 'new-instance' && ref.kind === 'type' && ref.value.startsWith('Ljava/'),
      (op, ref) => op.startsWith('sget') && ref.kind === 'field',
    ];
    let hits = 0;
    raw.forEach((m, i) => {
      if (!m.code) return;
      for (const test of tests) {
        const answer = someReference(m.code, test);
        expect(answer).toBe(someReference(decoded[i].code!, test));
        if (answer) hits++;
      }
      expect(rawCode(m.code)).toBeDefined();
    });
    expect(hits).toBeGreaterThan(1000);
  });

  it('drops its debug information without being decoded', () => {
    const dex = dexes.find((d) => d.name.startsWith('insecurebankv2'))!;
    const method = methodsOf(readDex(dex.bytes)).find((m) => m.code && rawCode(m.code)!.debugOff !== 0 && m.code.debug)!;
    const bare = withoutDebug(method.code!);
    expect(rawCode(bare)).toBeDefined();
    const kinds = new Set(bare.items.filter((i) => !(i instanceof Label)).map((i) => (i as { kind: string }).kind));
    expect([...kinds].every((k) => k === 'instruction' || k.endsWith('payload'))).toBe(true);
    expect(instructions({ ...method, code: bare })).toEqual(instructions(method));
  });

  it('keeps its stored debug information but writes the parameter names the model holds', () => {
    const dex = dexes.find((d) => d.name.startsWith('insecurebankv2'))!;
    const file = readDex(dex.bytes);
    const method = methodsOf(file).find((m) => m.code && rawCode(m.code)!.debugOff !== 0 && m.code.debug?.parameterNames.some((n) => n !== null))!;
    const owner = file.classes.find((c) => c.directMethods.includes(method) || c.virtualMethods.includes(method))!;
    const stored = decodeAll(readDex(dex.bytes)).classes.find((c) => c.type === owner.type)!;
    const sameMethod = (m: DexMethod): boolean => m.name === method.name && canonical(m.proto) === canonical(method.proto);
    const storedMethod = [...stored.directMethods, ...stored.virtualMethods].find(sameMethod)!;
    const renamed = method.code!.debug!.parameterNames.map((n, i) => (n === null ? null : `renamedParameter${i}`));
    method.code!.debug = { parameterNames: renamed };
    expect(rawCode(method.code!)).toBeDefined();

    const backOwner = readDex(writeDex(file)).classes.find((c) => c.type === owner.type)!;
    const backMethod = [...backOwner.directMethods, ...backOwner.virtualMethods].find(sameMethod)!;
    expect(backMethod.code!.debug!.parameterNames).toEqual(renamed);
    // Every line and local of the stored item is still there, at the same addresses.
    const directives = (m: DexMethod): string[] => m.code!.items.filter((i) => !(i instanceof Label) && i.kind !== 'instruction').map((i) => JSON.stringify(i));
    expect(directives(backMethod)).toEqual(directives(storedMethod));
  });

  it('is decoded by a rename only where it names the renamed class', () => {
    const file = readDex(level1.bytes);
    const target = file.classes.find((c) => c.type.endsWith('/a;'))!.type;
    const names = (m: DexMethod): boolean => someReference(m.code!, (_op, ref) => JSON.stringify(ref).includes(target));
    const users = methodsOf(file).filter((m) => m.code && names(m));
    const others = methodsOf(file).filter((m) => m.code && !names(m));
    expect(users.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);
    renameClass([file], target, 'Lrenamed/Target;');
    expect(users.every((m) => rawCode(m.code!) === undefined)).toBe(true);
    expect(others.every((m) => rawCode(m.code!) !== undefined)).toBe(true);
    const back = decodeAll(readDex(writeDex(file)));
    const text = canonical(back.classes);
    expect(text).not.toContain(target);
    expect(text).toContain('Lrenamed/Target;');
  });
});

describe('checking code units without decoding them', () => {
  const pool: CodePool = {
    string: (i) => (i === 0 ? 'hello' : malformedIndex('string', i)),
    type: (i) => (i === 0 ? 'Ljava/lang/Object;' : malformedIndex('type', i)),
    field: (i) => malformedIndex('field', i),
    method: (i) => (i === 0 ? { owner: 'LA;', name: 'm', proto: { returnType: 'V', parameters: ['I', 'I'] } } : malformedIndex('method', i)),
    proto: (i) => malformedIndex('proto', i),
    callSite: (i) => malformedIndex('call site', i),
    methodHandle: (i) => malformedIndex('method handle', i),
  };
  function malformedIndex(kind: string, i: number): never {
    throw new EngineError('android.dex_malformed', `${kind} index ${i} out of range`);
  }
  const check = (units: number[], version = 35) => checkRawCode(Uint16Array.from(units), pool, version);
  const refused = (units: number[], version = 35): string => {
    try {
      check(units, version);
    } catch (e) {
      expect(e).toBeInstanceOf(EngineError);
      expect((e as EngineError).code).toBe('android.dex_malformed');
      return (e as EngineError).message;
    }
    throw new Error('the code was accepted');
  };

  it('accepts sound code and reports what the writer needs', () => {
    // const-string v0, "hello"; invoke-static {v0, v1}, LA;->m(II)V; goto -3 (to the invoke);
    // packed-switch v0 → the payload at 10; return-void; the payload, whose one target is the return.
    const units = [0x001a, 0x0000, 0x2071, 0x0000, 0x0010, 0xfd28, 0x002b, 0x0004, 0x0000, 0x000e, 0x0100, 0x0001, 0x0000, 0x0000, 0x0003, 0x0000];
    const out = check(units);
    expect(out.outsNeeded).toBe(2);
    expect(out.minVersion).toBe(35);
    expect([...out.starts].map((s, i) => (s ? i : -1)).filter((i) => i >= 0)).toEqual([0, 2, 5, 6, 9, 10, 16]);
  });

  it.each([
    ['a truncated instruction', [0x0013], /truncated/],
    ['an unused opcode', [0x003e], /unused opcode/],
    ['an odex-only opcode', [0x00f2, 0, 0], /odex-only|unused/],
    ['a branch into an instruction', [0x0228, 0x0013, 0x0005, 0x000e], /branch at 0/],
    ['a branch past the end', [0x0528, 0x000e], /branch at 0/],
    ['a string index out of range', [0x001a, 0x0007, 0x000e], /string index 7/],
    ['an invoke of six registers', [0x6071, 0x0000, 0x0000, 0x000e], /passes 6 registers/],
    ['a switch onto an array payload', [0x002b, 0x0004, 0x0000, 0x000e, 0x0300, 0x0001, 0x0000, 0x0000], /no payload of its kind/],
    ['a switch target into an instruction', [0x002b, 0x0004, 0x0000, 0x000e, 0x0100, 0x0001, 0x0000, 0x0000, 0x0001, 0x0000], /branches to 1/],
    ['a payload at an odd address', [0x000e, 0x0100, 0x0000, 0x0000, 0x0000], /odd address/],
    ['an unknown payload ident', [0x0400, 0x0000], /unknown payload ident/],
    ['a payload past the end', [0x0100, 0x0004, 0x0000, 0x0000], /truncated/],
    ['an opcode newer than the file', [0x00fe, 0x0000], /needs DEX 3[89]/],
  ])('refuses %s', (_what, units, message) => {
    expect(refused(units)).toMatch(message);
  });
});
