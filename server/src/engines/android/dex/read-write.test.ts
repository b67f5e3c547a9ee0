import { describe, expect, it } from 'vitest';
import { EngineError } from '../../errors';
import { ByteReader, ByteWriter, adler32, decodeMutf8, encodeMutf8, sha1 } from './bytes';
import type { DexClass, DexFile, DexMethod, EncodedValue } from './model';
import { readDex } from './read';
import { OBJECT, canonical, canonicalClasses, constructor, emptyClass, fixtureDexFiles, richDexFile } from './test-support';
import { orderClasses, splitDex, writeDex, writeDexFiles } from './write';

function roundTrip(file: DexFile): DexFile {
  return readDex(writeDex(file));
}

describe('byte helpers', () => {
  it('writes and reads LEB128 at the edges of each length', () => {
    const values = [0, 1, 0x7f, 0x80, 0x3fff, 0x4000, 0x1fffff, 0x200000, 0xfffffff, 0x10000000, 0xffffffff];
    const signed = [0, 1, -1, 63, 64, -64, -65, 8191, -8192, 0x7fffffff, -0x80000000];
    const w = new ByteWriter();
    for (const v of values) w.uleb(v);
    for (const v of signed) w.sleb(v);
    w.ulebp1(-1);
    w.ulebp1(41);
    const r = new ByteReader(w.toBytes());
    const c = { pos: 0 };
    expect(values.map(() => r.uleb(c))).toEqual(values);
    expect(signed.map(() => r.sleb(c))).toEqual(signed);
    expect([r.ulebp1(c), r.ulebp1(c)]).toEqual([-1, 41]);
    expect(c.pos).toBe(w.length);
  });

  it('refuses LEB128 that runs past 32 bits or past the end', () => {
    const r = new ByteReader(Uint8Array.of(0x80, 0x80, 0x80, 0x80, 0x80, 0x01));
    expect(() => r.uleb({ pos: 0 })).toThrow(EngineError);
    expect(() => new ByteReader(Uint8Array.of(0xff, 0xff, 0xff, 0xff, 0x7f)).uleb({ pos: 0 })).toThrow(EngineError);
    expect(() => new ByteReader(Uint8Array.of(0x80)).uleb({ pos: 0 })).toThrow(EngineError);
  });

  it('keeps one UTF-16 code unit per MUTF-8 sequence, NUL and lone surrogates included', () => {
    const s = 'a\0\u00e9\u20ac\u{1f600}\ud800x\udc00';
    const w = new ByteWriter();
    encodeMutf8(s, w);
    const bytes = w.toBytes();
    expect([...bytes.subarray(1, 3)]).toEqual([0xc0, 0x80]);
    // The supplementary character is two three-byte surrogates, not one four-byte sequence.
    expect(bytes.length).toBe(1 + 2 + 2 + 3 + 6 + 3 + 1 + 3 + 1);
    const c = { pos: 0 };
    expect(decodeMutf8(new ByteReader(bytes), c, s.length)).toBe(s);
    expect(c.pos).toBe(bytes.length);
    expect(() => decodeMutf8(new ByteReader(bytes), { pos: 0 }, s.length + 1)).toThrow(EngineError);
    expect(() => decodeMutf8(new ByteReader(Uint8Array.of(0x61, 0xe2, 0x82)), { pos: 0 }, 2)).toThrow(EngineError);
  });

  it('decodes ASCII strings in one step and holds them to the same checks', () => {
    const bytes = Uint8Array.of(0x78, 0x41, 0x42, 0x43, 0x00, 0x44);
    const c = { pos: 1 };
    expect(decodeMutf8(new ByteReader(bytes), c, 3)).toBe('ABC');
    expect(c.pos).toBe(5);
    // A declared length shorter or longer than the string, or a string without its zero.
    expect(() => decodeMutf8(new ByteReader(bytes), { pos: 1 }, 2)).toThrow(EngineError);
    expect(() => decodeMutf8(new ByteReader(bytes), { pos: 1 }, 4)).toThrow(EngineError);
    expect(() => decodeMutf8(new ByteReader(Uint8Array.of(0x41, 0x42)), { pos: 0 }, 2)).toThrow(EngineError);
    // Past the ASCII prefix the full decoder takes over.
    expect(decodeMutf8(new ByteReader(Uint8Array.of(0x41, 0xc3, 0xa9, 0x00)), { pos: 0 }, 2)).toBe('A\u00e9');
  });

  it('computes Adler-32 and SHA-1 as the header needs them', () => {
    expect(adler32(new TextEncoder().encode('Wikipedia'))).toBe(0x11e60398);
    expect(Buffer.from(sha1(new TextEncoder().encode('abc'))).toString('hex')).toBe('a9993e364706816aba3e25717850c26c9cd0d89d');
  });
});

describe('writeDex → readDex', () => {
  it('round-trips a model that uses every kind of value, annotation, debug event, call site and hidden-API flag', () => {
    const file = richDexFile();
    const back = roundTrip(file);
    expect(canonical(back)).toBe(canonical(file));
    // And once more from the bytes: writing what was read gives the same file.
    expect(Buffer.from(writeDex(back)).equals(Buffer.from(writeDex(file)))).toBe(true);
  });

  it('raises the version to what the file holds: 038 for call sites, 039 for const-method-handle', () => {
    const rich = richDexFile();
    expect(roundTrip({ ...rich, version: 35 }).version).toBe(39);
    for (const m of rich.classes[0].directMethods) {
      if (m.code) m.code.items = m.code.items.filter((i) => !('op' in i) || !i.op.startsWith('const-method'));
    }
    expect(roundTrip({ ...rich, version: 35 }).version).toBe(38);
    expect(roundTrip({ version: 35, classes: [emptyClass('LA;')], callSites: [] }).version).toBe(35);
  });

  it('fills the header: magic, sizes, checksum and signature', () => {
    const out = writeDex(richDexFile());
    const dv = new DataView(out.buffer, out.byteOffset, out.byteLength);
    expect(String.fromCharCode(...out.subarray(0, 8))).toBe('dex\n039\0');
    expect(dv.getUint32(0x20, true)).toBe(out.length);
    expect(dv.getUint32(0x24, true)).toBe(0x70);
    expect(dv.getUint32(0x08, true)).toBe(adler32(out.subarray(12)));
    expect(Buffer.from(out.subarray(12, 32)).equals(Buffer.from(sha1(out.subarray(32))))).toBe(true);
    expect(out.length % 4).toBe(0);
  });

  it('sorts strings by UTF-16 code units, as ART checks', () => {
    const strings = ['\uffff', '\ud800\udc00', 'z', '', '\ud800', 'Z', '\u00e9'];
    const back = roundTrip({ version: 35, classes: [], callSites: [], retained: { strings, types: [], protos: [], fields: [], methods: [], methodHandles: [] } });
    expect(back.retained?.strings).toEqual(['', 'Z', 'z', '\u00e9', '\ud800', '\ud800\udc00', '\uffff']);
  });

  it('puts a superclass or interface defined in the file before its subclasses, and keeps the order otherwise', () => {
    const classes = [
      emptyClass('LB;', { superclass: 'LA;' }),
      emptyClass('LZ;'),
      emptyClass('LA;'),
      emptyClass('LC;', { interfaces: ['LI;'] }),
      emptyClass('LI;', { accessFlags: 0x601 }),
    ];
    const back = roundTrip({ version: 35, classes, callSites: [] });
    expect(back.classes.map((c) => c.type)).toEqual(['LA;', 'LB;', 'LZ;', 'LI;', 'LC;']);
  });

  it('orders a hierarchy as deep as the file without running out of stack', () => {
    const classes = Array.from({ length: 20_000 }, (_, i) => emptyClass(`LD${i};`, { superclass: i === 19_999 ? OBJECT : `LD${i + 1};` }));
    const ordered = orderClasses(classes);
    expect(ordered[0].type).toBe('LD19999;');
    expect(ordered.at(-1)?.type).toBe('LD0;');
    // A cycle (invalid, but a model can hold one) still yields every class once.
    const cycle = [emptyClass('LX;', { superclass: 'LY;' }), emptyClass('LY;', { superclass: 'LX;' })];
    expect(
      orderClasses(cycle)
        .map((c) => c.type)
        .sort(),
    ).toEqual(['LX;', 'LY;']);
  });

  it('computes ins from the prototype and raises outs to what the invokes need', () => {
    const m = constructor();
    m.code!.outs = 0;
    m.code!.registers = 3;
    const file: DexFile = {
      version: 35,
      classes: [emptyClass('LK;', { directMethods: [m, { ...constructor(), name: 'two', proto: { returnType: 'V', parameters: ['J', 'I'] }, accessFlags: 0x8 }] })],
      callSites: [],
    };
    file.classes[0].directMethods[1].code!.registers = 4;
    const back = roundTrip(file);
    expect(back.classes[0].directMethods.map((x) => x.code?.outs)).toEqual([1, 1]);
    // `dexdump`-style check of ins: the code_item of `two` (static, J + I) has ins 3.
    const bytes = writeDex(file);
    const ins: number[] = [];
    const dv = new DataView(bytes.buffer, bytes.byteOffset);
    // The code items are the first data: find them through the map list (type 0x2001).
    const mapOff = dv.getUint32(0x34, true);
    const n = dv.getUint32(mapOff, true);
    for (let i = 0; i < n; i++) {
      if (dv.getUint16(mapOff + 4 + 12 * i, true) !== 0x2001) continue;
      let at = dv.getUint32(mapOff + 4 + 12 * i + 8, true);
      for (let k = 0; k < dv.getUint32(mapOff + 4 + 12 * i + 4, true); k++) {
        ins.push(dv.getUint16(at + 2, true));
        at += 16 + 2 * dv.getUint32(at + 12, true);
        at = (at + 3) & ~3;
      }
    }
    expect(ins.sort()).toEqual([1, 3]);
  });

  it('shares identical type lists, annotation sets, static value arrays, debug information and class-only annotation directories', () => {
    const anno = { visibility: 'runtime' as const, annotation: { type: 'LAnno;', elements: [] } };
    const cls = (t: string): DexClass =>
      emptyClass(t, {
        interfaces: ['LI;', 'LJ;'],
        annotations: [anno],
        staticFields: [{ name: 'x', type: 'I', accessFlags: 0x8, initialValue: { kind: 'int', value: 7 }, annotations: [] }],
        directMethods: [withLine(constructor())],
      });
    const withLine = (m: DexMethod): DexMethod => {
      m.code!.items.unshift({ kind: 'line', line: 12 });
      m.code!.debug = { parameterNames: [] };
      return m;
    };
    const one = writeDex({ version: 35, classes: [cls('LA;')], callSites: [] });
    const two = writeDex({ version: 35, classes: [cls('LA;'), cls('LB;')], callSites: [] });
    const mapCounts = (bytes: Uint8Array): Map<number, number> => {
      const dv = new DataView(bytes.buffer, bytes.byteOffset);
      const off = dv.getUint32(0x34, true);
      const out = new Map<number, number>();
      for (let i = 0; i < dv.getUint32(off, true); i++) out.set(dv.getUint16(off + 4 + 12 * i, true), dv.getUint32(off + 8 + 12 * i, true));
      return out;
    };
    for (const type of [0x1001, 0x2004, 0x1003, 0x2005, 0x2006, 0x2003]) expect(mapCounts(two).get(type)).toBe(mapCounts(one).get(type));
    expect(mapCounts(two).get(0x2001)).toBe(2);
  });
});

describe('readDex on hostile input', () => {
  const good = writeDex(richDexFile());

  it('refuses other magics, versions, header sizes and endianness', () => {
    const variant = (patch: (b: Uint8Array, dv: DataView) => void): Uint8Array => {
      const b = good.slice();
      patch(b, new DataView(b.buffer));
      return b;
    };
    const bad = [
      variant((b) => b.set(new TextEncoder().encode('dex\n034\0'))),
      variant((b) => b.set(new TextEncoder().encode('dex\n040\0'))),
      variant((b) => b.set(new TextEncoder().encode('dey\n035\0'))),
      variant((_, dv) => dv.setUint32(0x24, 0x78, true)),
      variant((_, dv) => dv.setUint32(0x28, 0x78563412, true)),
      variant((_, dv) => dv.setUint32(0x20, good.length + 4, true)),
      good.subarray(0, 0x40),
      new Uint8Array(0),
    ];
    for (const b of bad) {
      expect(() => readDex(b)).toThrow(EngineError);
      try {
        readDex(b);
      } catch (e) {
        expect((e as EngineError).code).toBe('android.dex_malformed');
      }
    }
  });

  const mutate = (good: Uint8Array, rounds: number, seed0: number): { refused: number; failures: string[] } => {
    let seed = seed0;
    const random = (n: number): number => {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      return (seed >>> 0) % n;
    };
    let refused = 0;
    const failures: string[] = [];
    for (let round = 0; round < rounds; round++) {
      let b: Uint8Array;
      if (round % 5 === 0) {
        b = good.subarray(0, 0x70 + random(good.length - 0x70));
      } else {
        b = good.slice();
        for (let k = 0, n = 1 + random(6); k < n; k++) {
          const at = 0x70 + random(b.length - 0x70);
          b[at] = random(4) === 0 ? 0xff : random(256);
        }
      }
      try {
        readDex(b);
      } catch (e) {
        if (e instanceof EngineError) refused++;
        else failures.push(String((e as Error).stack));
      }
    }
    return { refused, failures };
  };

  const level1 = fixtureDexFiles((f) => f.includes('UnCrackable-Level1'));

  it.runIf(level1.length > 0)('raises EngineError, never another exception, for a mutated fixture', () => {
    const { refused, failures } = mutate(level1[0].bytes, 400, 0x2545f491);
    expect(failures.slice(0, 3)).toEqual([]);
    expect(refused).toBeGreaterThan(50);
  });

  it('raises EngineError, never another exception, for truncated and mutated files', () => {
    let seed = 0x9e3779b9;
    const random = (n: number): number => {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      return (seed >>> 0) % n;
    };
    let failures = 0;
    let refused = 0;
    for (let round = 0; round < 600; round++) {
      let b: Uint8Array;
      if (round % 5 === 0) {
        b = good.subarray(0, 0x70 + random(good.length - 0x70));
      } else {
        b = good.slice();
        for (let k = 0, n = 1 + random(6); k < n; k++) {
          const at = 0x70 + random(b.length - 0x70);
          b[at] = random(4) === 0 ? 0xff : random(256);
        }
      }
      try {
        readDex(b);
      } catch (e) {
        if (e instanceof EngineError) refused++;
        else {
          failures++;
          expect.soft(String((e as Error).stack)).toBe('an EngineError');
        }
      }
    }
    expect(failures).toBe(0);
    expect(refused).toBeGreaterThan(100);
  });

  it('stops with EngineError when shared items would make it do far more work than the file is large', () => {
    const big: EncodedValue = { kind: 'array', value: Array.from({ length: 20_000 }, (_, i): EncodedValue => ({ kind: 'byte', value: i & 0x7f })) };
    const classes = [emptyClass('LBig;', { annotations: [{ visibility: 'runtime', annotation: { type: 'LAnno;', elements: [{ name: 'value', value: big }] } }] })];
    for (let i = 0; i < 2000; i++) classes.push(emptyClass(`LC${i};`));
    const bytes = writeDex({ version: 35, classes, callSites: [] });
    expect(readDex(bytes).classes).toHaveLength(2001);
    // Every class now points at the one large annotations directory.
    const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const defs = dv.getUint32(0x64, true);
    const directory = dv.getUint32(defs + 20, true);
    for (let i = 0; i < 2001; i++) dv.setUint32(defs + 32 * i + 20, directory, true);
    expect(() => readDex(bytes)).toThrow(/too much work/);
  });

  it('refuses counts far larger than the file', () => {
    const b = good.slice();
    const dv = new DataView(b.buffer);
    dv.setUint32(0x38, 0x0fffffff, true);
    expect(() => readDex(b)).toThrow(EngineError);
  });
});

describe('splitDex', () => {
  const many = (): DexFile => {
    const classes: DexClass[] = [];
    for (let i = 0; i < 12; i++) {
      const type = `LC${String(i).padStart(2, '0')};`;
      const methods: DexMethod[] = [];
      for (let k = 0; k < 10; k++) methods.push({ name: `m${k}`, proto: { returnType: 'V', parameters: [] }, accessFlags: 0x109, code: null, annotations: [] });
      classes.push(emptyClass(type, { directMethods: methods, staticFields: [{ name: 'f', type: 'I', accessFlags: 0x8, annotations: [] }] }));
    }
    return { version: 35, classes, callSites: [] };
  };

  it('splits where the method ids would pass the limit and keeps the main-DEX classes first', () => {
    const file = many();
    const parts = splitDex(file, { maxIds: 40, mainDexClasses: ['LC07;', 'LC11;'] });
    expect(parts.map((p) => p.classes.map((c) => c.type))).toEqual([
      ['LC07;', 'LC11;', 'LC00;', 'LC01;'],
      ['LC02;', 'LC03;', 'LC04;', 'LC05;'],
      ['LC06;', 'LC08;', 'LC09;', 'LC10;'],
    ]);
    expect(parts[0].classes.slice(0, 2).map((c) => c.type)).toEqual(['LC07;', 'LC11;']);
    expect(parts.flatMap((p) => p.classes.map((c) => c.type)).sort()).toEqual(file.classes.map((c) => c.type).sort());
    for (const p of parts) {
      const back = readDex(writeDex(p));
      const methods = new Set(back.classes.flatMap((c) => c.directMethods.map((m) => `${c.type}${m.name}`)));
      expect(methods.size + (back.retained?.methods.length ?? 0)).toBeLessThanOrEqual(40);
    }
    const named = writeDexFiles(file, { maxIds: 40 });
    expect(named.map((n) => n.name).slice(0, 3)).toEqual(['classes.dex', 'classes2.dex', 'classes3.dex']);
  });

  it('refuses to write one file past 65,536 method ids, and splits two classes that pass it together', () => {
    const abstractMethods = (n: number): DexMethod[] =>
      Array.from({ length: n }, (_, k) => ({ name: `m${k}`, proto: { returnType: 'V', parameters: [] }, accessFlags: 0x401, code: null, annotations: [] }));
    const classes = [
      emptyClass('LP;', { accessFlags: 0x401, virtualMethods: abstractMethods(40_000) }),
      emptyClass('LQ;', { accessFlags: 0x401, virtualMethods: abstractMethods(40_000) }),
    ];
    let error: unknown;
    try {
      writeDex({ version: 35, classes, callSites: [] });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).code).toBe('android.dex_limit_exceeded');
    const files = writeDexFiles(classes, { mainDexClasses: ['LQ;'] });
    expect(files.map((f) => readDex(f.bytes).classes.map((c) => c.type))).toEqual([['LQ;'], ['LP;']]);
  });

  it('keeps one file when everything fits', () => {
    expect(splitDex(many())).toHaveLength(1);
  });

  it('writes a list of classes as classes.dex, classes2.dex, …', () => {
    const files = writeDexFiles(many().classes, { maxIds: 40, version: 37 });
    expect(files.map((f) => f.name)).toEqual(['classes.dex', 'classes2.dex', 'classes3.dex']);
    const back = files.map((f) => readDex(f.bytes));
    expect(back.every((b) => b.version === 37)).toBe(true);
    expect(back.flatMap((b) => b.classes.map((c) => c.type))).toHaveLength(12);
  });
});

const small = fixtureDexFiles((_, entry) => !entry.startsWith('base/')).filter((d) => d.bytes.length < 200_000);

describe.runIf(small.length > 0)('fixture DEX files (the small ones; see dex-roundtrip.test.ts for all)', () => {
  it.each(small.map((d) => [d.name, d] as const))('%s reads, writes and reads back to the same model', (_, d) => {
    const model = readDex(d.bytes, d.name);
    const back = readDex(writeDex(model), d.name);
    expect(canonicalClasses(back)).toEqual(canonicalClasses(model));
    expect(canonical(back)).toBe(canonical(model));
  });
});
