import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileSource } from '../../archive/byte-source.js';
import { ZipArchive } from '../../archive/zip-reader.js';
import { EngineError } from '../../errors.js';
import { fixturePath, fixturesOfKind, hasTool } from '../../test-fixtures.js';
import { type CodeIndexer, type CodePool, type PositionedDirective, buildItems, decodeCode, encodeCode } from './instructions';
import {
  ACC,
  type CallSite,
  type CodeItem,
  type DexFile,
  type DexMethod,
  type FieldRef,
  type Instruction,
  Label,
  type MethodHandle,
  type MethodRef,
  type Proto,
  protoDescriptor,
} from './model';
import { readDex } from './read';
import { writeDex } from './write';
import { FAMILIES, ODEX_OPCODES_BY_VALUE, OPCODES_BY_NAME, OPCODES_BY_VALUE } from './opcodes';

// ---------------------------------------------------------------------------------------------
// A minimal DEX walker for the tests: the id tables and every code_item with its try ranges and
// debug positions. Strings are kept as their raw bytes (latin1), which keeps them distinct.

interface RawCode {
  where: string;
  outs: number;
  units: Uint16Array;
  /** Addresses that the try table and the debug program name. */
  tryAddresses: number[];
  debugAddresses: number[];
}

interface RawDex {
  pool: CodePool;
  indexer: CodeIndexer;
  codes: RawCode[];
}

function uleb(buf: Buffer, at: { p: number }): number {
  let result = 0;
  let shift = 0;
  for (let i = 0; i < 5; i++) {
    const b = buf[at.p++];
    result |= (b & 0x7f) << shift;
    if (!(b & 0x80)) break;
    shift += 7;
  }
  return result >>> 0;
}

function sleb(buf: Buffer, at: { p: number }): number {
  let result = 0;
  let shift = 0;
  let b = 0;
  for (let i = 0; i < 5; i++) {
    b = buf[at.p++];
    result |= (b & 0x7f) << shift;
    shift += 7;
    if (!(b & 0x80)) break;
  }
  if (shift < 32 && b & 0x40) result |= -1 << shift;
  return result;
}

const fieldText = (f: FieldRef): string => `${f.owner}->${f.name}:${f.type}`;
const methodText = (m: MethodRef): string => `${m.owner}->${m.name}${protoDescriptor(m.proto)}`;

function parseDex(name: string, buf: Buffer): RawDex {
  const u32 = (o: number): number => buf.readUInt32LE(o);
  const u16 = (o: number): number => buf.readUInt16LE(o);
  const table = (o: number): [number, number] => [u32(o), u32(o + 4)];
  const [nStrings, oStrings] = table(0x38);
  const [nTypes, oTypes] = table(0x40);
  const [nProtos, oProtos] = table(0x48);
  const [nFields, oFields] = table(0x50);
  const [nMethods, oMethods] = table(0x58);
  const [nClasses, oClasses] = table(0x60);
  const strings: string[] = [];
  for (let i = 0; i < nStrings; i++) {
    const at = { p: u32(oStrings + i * 4) };
    uleb(buf, at);
    strings.push(buf.toString('latin1', at.p, buf.indexOf(0, at.p)));
  }
  const types = Array.from({ length: nTypes }, (_, i) => strings[u32(oTypes + i * 4)]);
  const typeList = (off: number): string[] => (off === 0 ? [] : Array.from({ length: u32(off) }, (_, i) => types[u16(off + 4 + i * 2)]));
  const protos: Proto[] = Array.from({ length: nProtos }, (_, i) => ({
    returnType: types[u32(oProtos + i * 12 + 4)],
    parameters: typeList(u32(oProtos + i * 12 + 8)),
  }));
  const fields: FieldRef[] = Array.from({ length: nFields }, (_, i) => ({
    owner: types[u16(oFields + i * 8)],
    type: types[u16(oFields + i * 8 + 2)],
    name: strings[u32(oFields + i * 8 + 4)],
  }));
  const methods: MethodRef[] = Array.from({ length: nMethods }, (_, i) => ({
    owner: types[u16(oMethods + i * 8)],
    proto: protos[u16(oMethods + i * 8 + 2)],
    name: strings[u32(oMethods + i * 8 + 4)],
  }));
  // Call sites and method handles only matter as identities here.
  const callSites: CallSite[] = [];
  const handles: MethodHandle[] = [];
  const mapOff = u32(0x34);
  for (let i = 0; i < u32(mapOff); i++) {
    const type = u16(mapOff + 4 + i * 12);
    const size = u32(mapOff + 4 + i * 12 + 4);
    for (let k = 0; type === 0x0007 && k < size; k++) {
      callSites.push({ handle: { kind: 'invoke-static', target: methods[0] }, name: `site${k}`, type: protos[0], extraArguments: [] });
    }
    for (let k = 0; type === 0x0008 && k < size; k++) handles.push({ kind: 'invoke-static', target: methods[0] });
  }
  const at =
    <T>(list: T[], what: string) =>
    (i: number): T => {
      if (i >= list.length) throw new EngineError('android.dex_malformed', `${what} index ${i} out of range`);
      return list[i];
    };
  const pool: CodePool = {
    string: at(strings, 'string'),
    type: at(types, 'type'),
    field: at(fields, 'field'),
    method: at(methods, 'method'),
    proto: at(protos, 'proto'),
    callSite: at(callSites, 'call site'),
    methodHandle: at(handles, 'method handle'),
  };
  // Fields, methods and prototypes are looked up by their text, so hand-made references match.
  const keyed = <T>(list: T[], key: (v: T) => string): ((v: T) => number) => {
    const m = new Map(list.map((v, i) => [key(v), i]));
    return (v: T): number => {
      const i = m.get(key(v));
      if (i === undefined) throw new Error(`unknown reference ${key(v)}`);
      return i;
    };
  };
  const indexer: CodeIndexer = {
    string: keyed(strings, (s) => s),
    type: keyed(types, (t) => t),
    field: keyed(fields, fieldText),
    method: keyed(methods, methodText),
    proto: keyed(protos, protoDescriptor),
    callSite: keyed(callSites, (c) => c.name),
    // The tests' files hold at most one method handle.
    methodHandle: () => 0,
  };

  const codes: RawCode[] = [];
  for (let c = 0; c < nClasses; c++) {
    const dataOff = u32(oClasses + c * 32 + 24);
    if (dataOff === 0) continue;
    const p = { p: dataOff };
    const counts = [uleb(buf, p), uleb(buf, p), uleb(buf, p), uleb(buf, p)];
    for (let k = 0; k < (counts[0] + counts[1]) * 2; k++) uleb(buf, p);
    for (const count of [counts[2], counts[3]]) {
      let idx = 0;
      for (let k = 0; k < count; k++) {
        idx += uleb(buf, p);
        uleb(buf, p);
        const codeOff = uleb(buf, p);
        if (codeOff === 0) continue;
        const m = methods[idx];
        const insnsSize = u32(codeOff + 12);
        const units = new Uint16Array(insnsSize);
        for (let i = 0; i < insnsSize; i++) units[i] = u16(codeOff + 16 + i * 2);
        const triesSize = u16(codeOff + 6);
        const tryAddresses: number[] = [];
        if (triesSize > 0) {
          const triesOff = codeOff + 16 + insnsSize * 2 + (insnsSize % 2) * 2;
          for (let t = 0; t < triesSize; t++) {
            const start = u32(triesOff + t * 8);
            tryAddresses.push(start, start + u16(triesOff + t * 8 + 4));
          }
          const h = { p: triesOff + triesSize * 8 };
          const lists = uleb(buf, h);
          for (let l = 0; l < lists; l++) {
            const size = sleb(buf, h);
            for (let e = 0; e < Math.abs(size); e++) {
              uleb(buf, h);
              tryAddresses.push(uleb(buf, h));
            }
            if (size <= 0) tryAddresses.push(uleb(buf, h));
          }
        }
        codes.push({
          where: `${name} ${m.owner}->${m.name}`,
          outs: u16(codeOff + 4),
          units,
          tryAddresses,
          debugAddresses: debugAddresses(buf, u32(codeOff + 8)),
        });
      }
    }
  }
  return { pool, indexer, codes };
}

/** The addresses at which a debug_info program emits an entry (special opcodes and locals). */
function debugAddresses(buf: Buffer, off: number): number[] {
  if (off === 0) return [];
  const p = { p: off };
  uleb(buf, p);
  const params = uleb(buf, p);
  for (let i = 0; i < params; i++) uleb(buf, p);
  const out: number[] = [];
  let address = 0;
  for (let guard = 0; guard < 1_000_000; guard++) {
    const op = buf[p.p++];
    if (op === 0) break;
    if (op === 1) address += uleb(buf, p);
    else if (op === 2) sleb(buf, p);
    else if (op >= 3 && op <= 6) {
      const operands = op === 3 ? 3 : op === 4 ? 4 : 1;
      for (let k = 0; k < operands; k++) uleb(buf, p);
      out.push(address);
    } else if (op === 9) uleb(buf, p);
    else if (op === 7 || op === 8) out.push(address);
    else {
      address += Math.floor((op - 10) / 15);
      out.push(address);
    }
  }
  return out;
}

function fixtureDexFiles(): { name: string; buf: Buffer }[] {
  const out: { name: string; buf: Buffer }[] = [];
  for (const f of [...fixturesOfKind('apk'), ...fixturesOfKind('aab')]) {
    const z = ZipArchive.open(fileSource(fixturePath(f.file)));
    for (const e of z.entries) {
      if (/^classes\d*\.dex$|^[^/]+\/dex\/classes\d*\.dex$/.test(e.name)) out.push({ name: `${f.file}!${e.name}`, buf: Buffer.from(z.read(e)) });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------

describe('opcode table', () => {
  it('has every app opcode of DEX 035–039 and refuses the rest', () => {
    const used = OPCODES_BY_VALUE.filter((o) => o !== undefined);
    // 256 values less 0x3e–0x43, 0x73, 0x79–0x7a and 0xe3–0xf9.
    expect(used.length).toBe(256 - 6 - 1 - 2 - 23);
    expect(OPCODES_BY_NAME.get('const-method-type')?.value).toBe(0xff);
    expect(OPCODES_BY_NAME.get('invoke-polymorphic/range')?.format).toBe('4rcc');
    expect(OPCODES_BY_NAME.get('rsub-int')?.format).toBe('22s');
    expect(OPCODES_BY_NAME.get('ushr-int/lit8')?.value).toBe(0xe2);
    expect(ODEX_OPCODES_BY_VALUE.get(0xf2)?.name).toBe('iget-quick');
    expect(FAMILIES.get('move-object')).toEqual(['move-object', 'move-object/from16', 'move-object/16']);
    expect(FAMILIES.get('add-int')).toEqual(['add-int/2addr', 'add-int']);
    expect(FAMILIES.get('add-int/lit')).toEqual(['add-int/lit16', 'add-int/lit8']);
    expect(FAMILIES.get('if-eq')).toEqual(['if-eq']);
    expect(FAMILIES.get('invoke-custom')).toEqual(['invoke-custom', 'invoke-custom/range']);
  });
});

const dexFiles = fixtureDexFiles();

describe.skipIf(dexFiles.length === 0)('decode then encode every method of the APK and AAB fixtures', () => {
  it('gives back the same code units, labels and debug positions', () => {
    let methods = 0;
    let units = 0;
    let payloads = 0;
    for (const { name, buf } of dexFiles) {
      const dex = parseDex(name, buf);
      for (const code of dex.codes) {
        const decoded = decodeCode(code.units, dex.pool);
        const labels = code.tryAddresses.map((a) => ({ a, l: decoded.labelAt(a) }));
        const directives: PositionedDirective[] = code.debugAddresses.map((address, i) => ({
          address,
          directive: { kind: 'line', line: i },
        }));
        const items = buildItems(decoded, directives);
        const encoded = encodeCode(items, dex.indexer);
        if (encoded.units.length !== code.units.length || encoded.units.some((u, i) => u !== code.units[i])) {
          const at = encoded.units.findIndex((u, i) => u !== code.units[i]);
          expect.fail(`${code.where}: code differs at unit ${at}`);
        }
        for (const { a, l } of labels) expect(encoded.addressOf(l)).toBe(a);
        expect(encoded.directives.map((d) => d.address)).toEqual(code.debugAddresses);
        expect(encoded.outsNeeded).toBeLessThanOrEqual(code.outs);
        methods++;
        units += code.units.length;
        payloads += decoded.entries.filter((e) => e.item.kind !== 'instruction').length;
      }
    }
    console.log(`identity: ${dexFiles.length} DEX files, ${methods} methods, ${units} code units, ${payloads} payloads`);
    expect(methods).toBeGreaterThan(10_000);
  });
});

// ---------------------------------------------------------------------------------------------
// Widening and malformed input, on hand-made code

const STRINGS = Array.from({ length: 70_000 }, (_, i) => `s${i}`);
const simplePool: CodePool = {
  string: (i) => {
    if (i >= STRINGS.length) throw new EngineError('android.dex_malformed', `string ${i}`);
    return STRINGS[i];
  },
  type: (i) => `LT${i};`,
  field: (i) => ({ owner: 'LA;', name: `f${i}`, type: 'I' }),
  method: (i) => ({ owner: 'LA;', name: `m${i}`, proto: { returnType: 'V', parameters: [] } }),
  proto: () => ({ returnType: 'V', parameters: [] }),
  callSite: (i) => {
    throw new EngineError('android.dex_malformed', `call site ${i}`);
  },
  methodHandle: (i) => {
    throw new EngineError('android.dex_malformed', `method handle ${i}`);
  },
};
const simpleIndexer: CodeIndexer = {
  string: (s) => Number(s.slice(1)),
  type: (t) => Number(t.slice(2, -1)),
  field: (f) => Number(f.name.slice(1)),
  method: (m) => Number(m.name.slice(1)),
  proto: () => 0,
  callSite: () => 0,
  methodHandle: () => 0,
};

const ins = (op: string, registers: number[], extra: Partial<CodeItem & { kind: 'instruction' }> = {}): CodeItem => ({
  kind: 'instruction',
  op,
  registers,
  ...extra,
});
const nops = (count: number): CodeItem[] => Array.from({ length: count }, () => ins('nop', []));
const ops = (units: Uint16Array): string[] => decodeCode(units, simplePool).entries.map((e) => (e.item.kind === 'instruction' ? e.item.op : e.item.kind));

describe('widening', () => {
  it('keeps const-string while the index fits, and moves to /jumbo past 65535', () => {
    const small = encodeCode([ins('const-string', [3], { reference: { kind: 'string', value: 's65535' } })], simpleIndexer);
    expect([...small.units]).toEqual([0x031a, 0xffff]);
    const big = encodeCode([ins('const-string', [3], { reference: { kind: 'string', value: 's65536' } })], simpleIndexer);
    expect([...big.units]).toEqual([0x031b, 0x0000, 0x0001]);
    expect(ops(big.units)).toEqual(['const-string/jumbo']);
  });

  it('widens goto to goto/16 and goto/32 as the method grows, never narrowing', () => {
    for (const [gap, op, size] of [
      [100, 'goto', 1],
      [200, 'goto/16', 2],
      [40_000, 'goto/32', 3],
    ] as const) {
      const end = new Label();
      const code = encodeCode([ins('goto', [], { target: end }), ...nops(gap), end, ins('return-void', [])], simpleIndexer);
      expect(code.units.length).toBe(size + gap + 1);
      expect(ops(code.units)[0]).toBe(op);
      expect(code.addressOf(end)).toBe(size + gap);
    }
    const back = new Label();
    const self = encodeCode([back, ins('goto', [], { target: back })], simpleIndexer);
    expect(ops(self.units)).toEqual(['goto/32']);
    const wide = encodeCode([ins('goto/32', [], { target: back }), back, ins('return-void', [])], simpleIndexer);
    expect([...wide.units]).toEqual([0x002a, 3, 0, 0x000e]);
  });

  it('turns an if-* out of 16-bit reach into the inverted if over a goto/32', () => {
    const far = new Label();
    const code = encodeCode([ins('if-lt', [1, 2], { target: far }), ...nops(40_000), far, ins('return-void', [])], simpleIndexer);
    // if-ge v1, v2, +5; goto/32 +40003
    expect([...code.units.slice(0, 5)]).toEqual([0x2135, 5, 0x002a, (40_003 & 0xffff) >>> 0, 0]);
    expect(code.addressOf(far)).toBe(40_005);
    const decoded = decodeCode(code.units, simplePool);
    const [first, second] = decoded.entries;
    expect(first.item).toMatchObject({ op: 'if-ge', registers: [1, 2] });
    expect(second.item).toMatchObject({ op: 'goto/32' });
    expect(decoded.labels().get(40_005)).toBeDefined();
    const z = encodeCode([ins('if-eqz', [7], { target: far }), ...nops(33_000), far, ins('return-void', [])], simpleIndexer);
    expect(ops(z.units).slice(0, 2)).toEqual(['if-nez', 'goto/32']);
  });

  it('moves an invoke with contiguous registers above v15 to its /range form', () => {
    const m = { kind: 'method' as const, value: simplePool.method(9) };
    const code = encodeCode([ins('invoke-static', [16, 17, 18, 19, 20], { reference: m })], simpleIndexer);
    expect([...code.units]).toEqual([0x0577, 9, 16]);
    expect(code.outsNeeded).toBe(5);
    expect(() => encodeCode([ins('invoke-static', [16, 18], { reference: m })], simpleIndexer)).toThrow(/invoke-static \{v16, v18\}/);
  });

  it('widens moves, constants and binary operations by their operands', () => {
    const enc = (items: CodeItem[]): number[] => [...encodeCode(items, simpleIndexer).units];
    expect(enc([ins('move', [1, 2])])).toEqual([0x2101]);
    expect(enc([ins('move-object', [200, 300])])).toEqual([0xc808, 300]);
    expect(enc([ins('move-wide', [300, 2])])).toEqual([0x0006, 300, 2]);
    expect(enc([ins('const/4', [1], { literal: -8n })])).toEqual([0x8112]);
    expect(enc([ins('const/4', [1], { literal: 8n })])).toEqual([0x0113, 8]);
    expect(enc([ins('const/4', [1], { literal: 0x12345n })])).toEqual([0x0114, 0x2345, 0x0001]);
    expect(enc([ins('const/high16', [1], { literal: 0x7f010000n })])).toEqual([0x0115, 0x7f01]);
    expect(enc([ins('const/high16', [1], { literal: 0x7f010001n })])).toEqual([0x0114, 1, 0x7f01]);
    expect(enc([ins('const', [1], { literal: 0xffffffffn })])).toEqual([0x0114, 0xffff, 0xffff]);
    expect(enc([ins('const-wide/16', [2], { literal: -1n << 40n })])).toEqual([0x0218, 0, 0, 0xff00, 0xffff]);
    expect(enc([ins('const-wide/high16', [2], { literal: 0x4000000000000000n })])).toEqual([0x0219, 0x4000]);
    expect(enc([ins('add-int/2addr', [1, 2])])).toEqual([0x21b0]);
    expect(enc([ins('add-int/2addr', [17, 2])])).toEqual([0x1190, 0x0211]);
    expect(enc([ins('add-int/lit8', [1, 2], { literal: 1000n })])).toEqual([0x21d0, 1000]);
    expect(enc([ins('rsub-int', [20, 2], { literal: -3n })])).toEqual([0x14d9, 0xfd02]);
    expect(() => enc([ins('if-eq', [17, 18], { target: new Label() })])).toThrow(/if-eq \{v17, v18\}/);
    expect(() => enc([ins('array-length', [16, 1])])).toThrow(/array-length/);
  });

  it('aligns payloads with a nop and keeps switch targets relative to the switch', () => {
    const table = new Label();
    const a = new Label();
    const b = new Label();
    const items: CodeItem[] = [
      ins('packed-switch', [0], { target: table }),
      a,
      ins('return-void', []),
      b,
      ins('return-void', []),
      table,
      { kind: 'packed-switch-payload', firstKey: 10, targets: [a, b] },
    ];
    const code = encodeCode(items, simpleIndexer);
    // switch (3) + 2 returns = 5 units: a nop aligns the payload at 6.
    expect([...code.units]).toEqual([0x002b, 6, 0, 0x000e, 0x000e, 0x0000, 0x0100, 2, 10, 0, 3, 0, 4, 0]);
    expect(code.addressOf(table)).toBe(6);
    const decoded = decodeCode(code.units, simplePool);
    expect(decoded.entries.map((e) => e.address)).toEqual([0, 3, 4, 6]);
    const rebuilt = buildItems(decoded, []);
    expect(encodeCode(rebuilt, simpleIndexer).units).toEqual(code.units);
  });
  it('lets two fill-array-data share one array payload', () => {
    const units = Uint16Array.from([0x0026, 8, 0, 0x0126, 5, 0, 0x000e, 0x0000, 0x0300, 1, 1, 0, 0x0007]);
    const decoded = decodeCode(units, simplePool);
    expect(decoded.entries.map((e) => e.address)).toEqual([0, 3, 6, 8]);
    expect(encodeCode(buildItems(decoded, []), simpleIndexer).units).toEqual(units);
  });
});

describe('malformed code', () => {
  const refuse = (units: number[], pattern: RegExp): void => {
    let error: unknown;
    try {
      decodeCode(Uint16Array.from(units), simplePool);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).code).toBe('android.dex_malformed');
    expect((error as EngineError).message).toMatch(pattern);
  };

  it('refuses truncated, unused, odex-only and out-of-range code with android.dex_malformed', () => {
    refuse([0x0014, 0x0001], /truncated/);
    refuse([0x003e], /unused opcode 0x3e/);
    refuse([0x01f2, 0x0000], /odex-only opcode iget-quick/);
    refuse([0x0028 | (5 << 8)], /branches to 5/);
    refuse([0x0029, 0xffff], /branches to -1/);
    refuse([0x0014, 0, 0, 0x0229, 0xfffe], /branches to 1/);
    refuse([0x002b, 4, 0, 0x000e, 0x0000], /no packed-switch-payload/);
    refuse([0x002b, 3, 0, 0x0100, 1, 0, 0], /odd address|truncated/);
    refuse([0x0026, 4, 0, 0x000e, 0x0300, 4, 0xffff, 0xffff], /truncated/);
    refuse([0x0026, 4, 0, 0x000e, 0x0300, 3, 1, 0, 0, 0], /element width 3/);
    refuse([0x001b, 0, 2], /string 131072/);
    refuse([0x10fc, 0, 0], /call site 0/);
    refuse([0x60fc, 0, 0], /passes 6 registers/);
    refuse([0x0500], /unknown payload/);
    expect(() => decodeCode(Uint16Array.from([0x00fa, 0, 0, 0]), simplePool, 37)).toThrow(/needs DEX 38/);
    expect(decodeCode(Uint16Array.from([0x00fa, 0, 0, 0]), simplePool, 38).entries[0].item).toMatchObject({
      op: 'invoke-polymorphic',
      proto: { returnType: 'V' },
    });
  });

  it('refuses labels and debug positions inside an instruction', () => {
    const decoded = decodeCode(Uint16Array.from([0x0014, 1, 0, 0x000e]), simplePool);
    expect(() => decoded.labelAt(1)).toThrow(EngineError);
    expect(() => decoded.labelAt(5)).toThrow(EngineError);
    expect(decoded.labelAt(4)).toBe(decoded.labelAt(4));
    expect(() => buildItems(decoded, [{ address: 2, directive: { kind: 'prologue' } }])).toThrow(EngineError);
  });

  it('never hangs or crashes on random code', () => {
    let seed = 12345;
    const rand = (): number => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed;
    };
    let decoded = 0;
    for (let round = 0; round < 3000; round++) {
      const units = Uint16Array.from({ length: 1 + (rand() % 40) }, () => rand() & 0xffff);
      try {
        const d = decodeCode(units, simplePool);
        buildItems(d, []);
        decoded++;
      } catch (e) {
        expect(e).toBeInstanceOf(EngineError);
      }
    }
    expect(decoded).toBeGreaterThan(0);
  });
});

// ---------------------------------------------------------------------------------------------
// The encoder against smali: the same instructions, assembled by both, give the same units.

function smaliText(items: CodeItem[]): string {
  const names = new Map<Label, string>();
  const label = (l: Label): string => {
    if (!names.has(l)) names.set(l, `:l${names.size}`);
    return names.get(l) as string;
  };
  const proto = (p: Proto): string => protoDescriptor(p);
  const lines: string[] = [];
  for (const item of items) {
    if (item instanceof Label) {
      lines.push(label(item));
      continue;
    }
    if (item.kind === 'packed-switch-payload') {
      lines.push(`.packed-switch ${item.firstKey}`, ...item.targets.map(label), '.end packed-switch');
    } else if (item.kind === 'sparse-switch-payload') {
      lines.push('.sparse-switch', ...item.keys.map((k, i) => `${k} -> ${label(item.targets[i])}`), '.end sparse-switch');
    } else if (item.kind === 'array-payload') {
      const suffix = { 1: 't', 2: 's', 4: '', 8: 'L' }[item.elementWidth];
      const values: string[] = [];
      for (let i = 0; i < item.data.length; i += item.elementWidth) {
        let v = 0n;
        for (let k = item.elementWidth - 1; k >= 0; k--) v = (v << 8n) | BigInt(item.data[i + k]);
        values.push(`0x${v.toString(16)}${suffix}`);
      }
      lines.push(`.array-data ${item.elementWidth}`, ...values, '.end array-data');
    } else if (item.kind === 'instruction') {
      const op = OPCODES_BY_NAME.get(item.op);
      const r = item.registers.map((x) => `v${x}`);
      const operands: string[] = [];
      if (item.op.endsWith('/range')) operands.push(r.length ? `{${r[0]} .. ${r[r.length - 1]}}` : '{}');
      else if (op?.format === '35c' || op?.format === '45cc') operands.push(`{${r.join(', ')}}`);
      else operands.push(...r);
      if (item.literal !== undefined) operands.push(`${item.literal}${item.op.startsWith('const-wide') ? 'L' : ''}`);
      const ref = item.reference;
      if (ref?.kind === 'string') operands.push(JSON.stringify(ref.value));
      else if (ref?.kind === 'type') operands.push(ref.value);
      else if (ref?.kind === 'field') operands.push(fieldText(ref.value));
      else if (ref?.kind === 'method') operands.push(methodText(ref.value));
      else if (ref?.kind === 'proto') operands.push(proto(ref.value));
      else if (ref?.kind === 'method-handle') operands.push(`${ref.value.kind}@${methodText(ref.value.target as MethodRef)}`);
      if (item.proto) operands.push(proto(item.proto));
      if (item.target) operands.push(label(item.target));
      lines.push(`${item.op} ${operands.join(', ')}`.trim());
    }
  }
  return lines.map((l) => `    ${l}`).join('\n');
}

describe.runIf(hasTool('smali'))('encodings agree with smali', () => {
  it('for every format, widened gotos and aligned payloads', () => {
    const L = (): Label => new Label();
    const [a, b, c, far, back] = [L(), L(), L(), L(), L()];
    const [sw1, sw2, arr1, arr2] = [L(), L(), L(), L()];
    const str = (value: string) => ({ reference: { kind: 'string' as const, value } });
    const type = (value: string) => ({ reference: { kind: 'type' as const, value } });
    const lit = (v: bigint) => ({ literal: v });
    const obj = 'Ljava/lang/Object;';
    const field = { reference: { kind: 'field' as const, value: { owner: 'LT;', name: 'x', type: 'I' } } };
    const oField = { reference: { kind: 'field' as const, value: { owner: 'LT;', name: 'o', type: obj } } };
    const self: MethodRef = { owner: 'LT;', name: 'f', proto: { returnType: 'V', parameters: ['I'] } };
    const call = { reference: { kind: 'method' as const, value: self } };
    const mhInvoke: MethodRef = {
      owner: 'Ljava/lang/invoke/MethodHandle;',
      name: 'invoke',
      proto: { returnType: obj, parameters: ['[Ljava/lang/Object;'] },
    };
    const poly = { reference: { kind: 'method' as const, value: mhInvoke }, proto: self.proto };
    const items: CodeItem[] = [
      back,
      ins('nop', []),
      ins('move', [1, 2]),
      ins('move/from16', [200, 299]),
      ins('move/16', [299, 1]),
      ins('move-wide', [2, 4]),
      ins('move-wide/from16', [2, 298]),
      ins('move-object/16', [298, 297]),
      ins('move-result', [3]),
      ins('move-result-wide', [254]),
      ins('move-exception', [9]),
      ins('const/4', [1], lit(-8n)),
      ins('const/16', [255], lit(-32768n)),
      ins('const', [7], lit(-2147483648n)),
      ins('const/high16', [7], lit(-65536n << 15n)),
      ins('const-wide/16', [7], lit(32767n)),
      ins('const-wide/32', [7], lit(-1n << 31n)),
      ins('const-wide', [7], lit(0x123456789abcdef0n)),
      ins('const-wide/high16', [7], lit(-1n << 48n)),
      ins('const-string', [7], str('hello')),
      ins('const-string/jumbo', [8], str('world')),
      ins('const-class', [7], type('[LT;')),
      ins('monitor-enter', [7]),
      ins('check-cast', [7], type('LT;')),
      ins('instance-of', [1, 2], type('LT;')),
      ins('array-length', [15, 14]),
      ins('new-instance', [7], type('LT;')),
      ins('new-array', [1, 2], type('[I')),
      ins('filled-new-array', [1, 2, 3, 4, 5], type('[I')),
      ins('filled-new-array/range', [20, 21, 22], type('[I')),
      ins('fill-array-data', [7], { target: arr1 }),
      ins('packed-switch', [7], { target: sw1 }),
      ins('sparse-switch', [7], { target: sw2 }),
      ins('cmp-long', [1, 2, 4]),
      ins('if-eq', [1, 2], { target: a }),
      ins('if-gez', [200], { target: back }),
      ins('aget-object', [1, 2, 3]),
      ins('aput-wide', [250, 251, 252]),
      ins('iget', [1, 2], field),
      ins('iput-object', [1, 2], oField),
      ins('sget', [200], { reference: { kind: 'field', value: { owner: 'LT;', name: 's', type: 'I' } } }),
      ins('invoke-virtual', [1, 2], call),
      ins('invoke-static', [], call),
      ins('invoke-interface/range', [16, 17, 18, 19, 20], call),
      ins('invoke-direct/range', [], call),
      ins('neg-int', [1, 2]),
      ins('int-to-short', [15, 15]),
      ins('add-int', [1, 2, 3]),
      ins('ushr-long', [250, 252, 254]),
      ins('rem-double/2addr', [4, 6]),
      ins('add-int/lit16', [1, 2], lit(-32768n)),
      ins('rsub-int', [1, 2], lit(7n)),
      ins('mul-int/lit8', [200, 201], lit(-128n)),
      ins('shr-int/lit8', [1, 2], lit(31n)),
      ins('const-method-type', [0], { reference: { kind: 'proto', value: self.proto } }),
      ins('const-method-handle', [0], { reference: { kind: 'method-handle', value: { kind: 'invoke-static', target: self } } }),
      ins('invoke-polymorphic', [1, 2], poly),
      ins('invoke-polymorphic/range', [100, 101, 102], poly),
      ins('goto', [], { target: b }),
      ...nops(200),
      b,
      ins('goto', [], { target: far }),
      a,
      ...nops(40_000),
      far,
      ins('goto', [], { target: back }),
      c,
      ins('return-void', []),
      sw1,
      { kind: 'packed-switch-payload', firstKey: -3, targets: [a, b, c] },
      sw2,
      { kind: 'sparse-switch-payload', keys: [-5, 0, 1 << 30], targets: [c, a, b] },
      arr1,
      { kind: 'array-payload', elementWidth: 1, data: Uint8Array.from([1, 2, 3]) },
      arr2,
      { kind: 'array-payload', elementWidth: 8, data: new Uint8Array(16).fill(0xab) },
    ];
    const dir = mkdtempSync(path.join(tmpdir(), 'dex-codec-'));
    try {
      const source = [
        '.class public LT;',
        '.super Ljava/lang/Object;',
        '.field public x:I',
        '.field public o:Ljava/lang/Object;',
        '.field public static s:I',
        '.method public static f(I)V',
        '    .registers 300',
        smaliText(items),
        '.end method',
      ].join('\n');
      writeFileSync(path.join(dir, 'T.smali'), source);
      execFileSync('smali', ['a', '--api', '28', '-o', path.join(dir, 'out.dex'), path.join(dir, 'T.smali')], { stdio: 'pipe' });
      const dex = parseDex('smali', readFileSync(path.join(dir, 'out.dex')));
      const [code] = dex.codes;
      const ours = encodeCode(items, dex.indexer);
      const at = ours.units.findIndex((u, i) => u !== code.units[i]);
      expect(at, `first difference at unit ${at}`).toBe(-1);
      expect(ours.units.length).toBe(code.units.length);
      const decoded = decodeCode(code.units, dex.pool);
      const gotos = decoded.entries.filter((e) => e.item.kind === 'instruction' && e.item.op.startsWith('goto'));
      expect(gotos.map((g) => (g.item as { op: string }).op)).toEqual(['goto/16', 'goto/32', 'goto/32']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('through the DEX writer', () => {
  it('turns a const-string into /jumbo when the file gets more than 65536 strings', () => {
    const code = (value: string): DexMethod => ({
      name: `get${value}`,
      proto: { returnType: 'Ljava/lang/String;', parameters: [] },
      accessFlags: ACC.PUBLIC | ACC.STATIC,
      code: {
        registers: 1,
        outs: 0,
        tries: [],
        items: [ins('const-string', [0], { reference: { kind: 'string', value } }), ins('return-object', [0])],
      },
      annotations: [],
    });
    const file: DexFile = {
      version: 35,
      callSites: [],
      classes: [
        {
          type: 'LJ;',
          accessFlags: ACC.PUBLIC,
          superclass: 'Ljava/lang/Object;',
          interfaces: [],
          sourceFile: null,
          annotations: [],
          staticFields: [],
          instanceFields: [],
          directMethods: [code('AAA'), code('zzz')],
          virtualMethods: [],
        },
      ],
      retained: {
        strings: Array.from({ length: 70_000 }, (_, i) => `m${String(i).padStart(6, '0')}`),
        types: [],
        protos: [],
        fields: [],
        methods: [],
        methodHandles: [],
      },
    };
    const again = readDex(writeDex(file));
    const first = (name: string): Instruction | undefined =>
      again.classes[0].directMethods.find((m) => m.name === name)?.code?.items.find((i): i is Instruction => 'kind' in i && i.kind === 'instruction');
    expect(first('getAAA')).toMatchObject({ op: 'const-string', reference: { value: 'AAA' } });
    expect(first('getzzz')).toMatchObject({ op: 'const-string/jumbo', reference: { value: 'zzz' } });
  });
});

describe.skipIf(dexFiles.length === 0)('widening a real method', () => {
  it('keeps every branch and switch on its instruction when gaps push them out of reach', () => {
    // The fixture method with the most branches, switches among them.
    let best: { code: RawCode; dex: RawDex; branches: number } | undefined;
    for (const { name, buf } of dexFiles.slice(0, 6)) {
      const dex = parseDex(name, buf);
      for (const code of dex.codes) {
        const entries = decodeCode(code.units, dex.pool).entries;
        const switches = entries.filter((e) => e.item.kind === 'packed-switch-payload' || e.item.kind === 'sparse-switch-payload').length;
        const branches = entries.filter((e) => e.item.kind === 'instruction' && e.item.target).length;
        if (switches > 0 && (!best || branches > best.branches)) best = { code, dex, branches };
      }
    }
    expect(best).toBeDefined();
    const { code, dex } = best as { code: RawCode; dex: RawDex };
    const decoded = decodeCode(code.units, dex.pool);
    const original = buildItems(decoded, []);
    // A marker label before each original instruction or payload, and two 33000-nop gaps: one
    // right after the first if-*, one in the middle.
    const marker = new Map<CodeItem, Label>();
    const items: CodeItem[] = [];
    const firstIf = original.findIndex((item) => !(item instanceof Label) && item.kind === 'instruction' && item.op.startsWith('if-'));
    const gapAt = new Set([firstIf + 1, Math.floor(original.length / 2)]);
    original.forEach((item, i) => {
      if (gapAt.has(i) && (item instanceof Label || item.kind === 'instruction')) items.push(...nops(33_000));
      if (!(item instanceof Label)) {
        const l = new Label();
        marker.set(item, l);
        items.push(l);
      }
      items.push(item);
    });
    const encoded = encodeCode(items, dex.indexer);
    const again = decodeCode(encoded.units, dex.pool);
    const at = new Map(again.entries.map((e) => [e.address, e.item]));
    const addressOfLabel = new Map([...again.labels()].map(([a, l]) => [l, a]));
    let inverted = 0;
    let widened = 0;
    for (const item of original) {
      if (item instanceof Label || item.kind !== 'instruction' || !item.target) continue;
      const address = encoded.addressOf(marker.get(item) as Label);
      const now = at.get(address) as typeof item | undefined;
      expect(now?.kind).toBe('instruction');
      if (now?.op === item.op) {
        expect(addressOfLabel.get(now.target as Label)).toBe(encoded.addressOf(item.target));
      } else if (item.op.startsWith('if-')) {
        inverted++;
        expect(addressOfLabel.get(now?.target as Label)).toBe(address + 5);
        const jump = at.get(address + 2) as typeof item;
        expect(jump.op).toBe('goto/32');
        expect(addressOfLabel.get(jump.target as Label)).toBe(encoded.addressOf(item.target));
      } else {
        widened++;
        expect(now?.op).toMatch(/^goto\/(16|32)$/);
        expect(addressOfLabel.get(now?.target as Label)).toBe(encoded.addressOf(item.target));
      }
    }
    for (const item of original) {
      if (item instanceof Label || !('targets' in item)) continue;
      // The marker is not the payload's own label, so it stays before an alignment nop.
      const a = encoded.addressOf(marker.get(item) as Label);
      const now = at.get(a) ?? at.get(a + 1);
      expect(now && 'targets' in now && now.targets.map((l) => addressOfLabel.get(l))).toEqual(item.targets.map((l) => encoded.addressOf(l)));
    }
    console.log(`widening: ${inverted} if-* inverted over goto/32, ${widened} goto widened, ${best?.branches} branches`);
    expect(inverted).toBeGreaterThan(0);
    expect(widened).toBeGreaterThan(0);
    // Encoding what was decoded gives the same units again.
    expect(encodeCode(buildItems(again, []), dex.indexer).units).toEqual(encoded.units);
  });
});
