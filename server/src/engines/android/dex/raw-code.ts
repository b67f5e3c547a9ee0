import { malformed, type ByteWriter } from './bytes.js';
import { indexOf, newReference, type CodeIndexer, type CodePool, type PositionedDirective } from './instructions.js';
import { decodeMethodCode, type RawTry } from './method-code.js';
import { Label, type Code, type CodeItem, type Proto, type Reference, type TryBlock } from './model.js';
import { ODEX_OPCODES_BY_VALUE, OPCODES_BY_VALUE, type Opcode, type ReferenceKind } from './opcodes.js';

/**
 * Code kept as the file stored it until something needs its instructions.
 *
 * Most methods of a package pass through a rewrite untouched, so the reader does not decode
 * them: it checks their code units as the decoder would (every instruction and payload whole,
 * every index in range, every branch, switch and try address an instruction boundary) and
 * keeps the units. The model's `items` and `tries` decode on first access, so every editor
 * sees the usual instruction list; the writer copies code that was never decoded unit for
 * unit, renumbering only its index operands to the new file's tables. Code that holds a
 * `const-string` whose string lands past index 65,535 is decoded and encoded instead (it needs
 * the wider form). Editors that only look for an instruction ask {@link someReference}, which
 * reads units without decoding them.
 */

/** Where undecoded code came from: the reader's tables and its debug information decoder. */
export interface CodeSource {
  /** The file's DEX version (decoding refuses opcodes newer than it). */
  readonly version: number;
  readonly pool: CodePool;
  /** The debug directives at `offset` (a `debug_info_item`) for code of `insnsSize` units. */
  directives(offset: number, insnsSize: number): PositionedDirective[];
  /** Visits every string and type the debug information at `offset` names. */
  debugReferences(offset: number, insnsSize: number, visit: (kind: 'string' | 'type', value: string) => void): void;
  /** Visits the index of every string and type the debug information at `offset` names, but for its parameter names. */
  debugIndexes(offset: number, visit: (kind: 'string' | 'type', index: number) => void): void;
  /**
   * Appends the debug information at `offset` to `w` as it is stored, with `parameters` writing
   * the parameter names in place of the stored ones and each other string and type index
   * renumbered by `remap`.
   */
  copyDebug(offset: number, w: ByteWriter, parameters: (w: ByteWriter) => void, remap: (kind: 'string' | 'type', index: number) => number): void;
}

export interface RawCode {
  readonly source: CodeSource;
  readonly units: Uint16Array;
  readonly tries: RawTry[];
  /** The `debug_info_item` offset in the source, 0 for none or when the debug information was dropped. */
  readonly debugOff: number;
  /** The most argument words an invoke of the code passes. */
  readonly outsNeeded: number;
  /** The lowest DEX version that has every opcode of the code. */
  readonly minVersion: number;
}

interface LazyState {
  raw: RawCode | undefined;
  items?: CodeItem[];
  tries?: TryBlock[];
}

const STATE = Symbol('rawCode');

function state(code: Code): LazyState | undefined {
  return (code as { [STATE]?: LazyState })[STATE];
}

function materialize(code: Code): LazyState {
  const s = state(code)!;
  const raw = s.raw;
  if (raw) {
    const directives = raw.debugOff === 0 ? [] : raw.source.directives(raw.debugOff, raw.units.length);
    const decoded = decodeMethodCode(raw.units, raw.source.pool, raw.source.version, raw.tries, directives);
    s.items = decoded.items;
    s.tries = decoded.tries;
    s.raw = undefined;
  }
  return s;
}

// One accessor pair shared by every lazy code object, so they all keep one shape.
const ITEMS: PropertyDescriptor = {
  get(this: Code) {
    return materialize(this).items;
  },
  set(this: Code, items: CodeItem[]) {
    materialize(this).items = items;
  },
  enumerable: true,
  configurable: true,
};
const TRIES: PropertyDescriptor = {
  get(this: Code) {
    return materialize(this).tries;
  },
  set(this: Code, tries: TryBlock[]) {
    materialize(this).tries = tries;
  },
  enumerable: true,
  configurable: true,
};

/** A model `Code` whose instructions decode from `raw` when first read. */
export function lazyCode(registers: number, outs: number, raw: RawCode, parameterNames?: (string | null)[]): Code {
  const code = { registers, outs } as Code;
  Object.defineProperty(code, 'items', ITEMS);
  Object.defineProperty(code, 'tries', TRIES);
  Object.defineProperty(code, STATE, { value: { raw } satisfies LazyState });
  if (parameterNames) code.debug = { parameterNames };
  return code;
}

/** The undecoded form of `code`, or undefined once its instructions were read or replaced. */
export function rawCode(code: Code): RawCode | undefined {
  return state(code)?.raw;
}

/** The same code without debug information, still undecoded where `code` is. */
export function withoutDebug(code: Code): Code {
  const raw = rawCode(code);
  if (raw) return lazyCode(code.registers, code.outs, { ...raw, debugOff: 0 });
  const items = code.items.filter((i) => i instanceof Label || i.kind === 'instruction' || i.kind.endsWith('payload'));
  return { registers: code.registers, outs: code.outs, items, tries: code.tries };
}

/** The exception types the code's catch handlers name (null for a catch-all), without decoding it. */
export function catchTypes(code: Code): (string | null)[] {
  const raw = rawCode(code);
  const tries: { handlers: { type: string | null }[] }[] = raw ? raw.tries : code.tries;
  return tries.flatMap((t) => t.handlers.map((h) => h.type));
}

/**
 * Whether an instruction that carries a reference satisfies `test` (`proto` is the second
 * reference of `invoke-polymorphic`). Undecoded code is read from its units and stays undecoded.
 */
export function someReference(code: Code, test: (op: string, reference: Reference, proto: Proto | undefined) => boolean): boolean {
  const raw = rawCode(code);
  if (!raw) {
    for (const item of code.items) {
      if (!(item instanceof Label) && item.kind === 'instruction' && item.reference && test(item.op, item.reference, item.proto)) return true;
    }
    return false;
  }
  const pool = raw.source.pool;
  let found = false;
  forEachIndex(raw.units, (op, index, _at, protoIndex) => {
    if (found) return;
    const ref = reference(pool, op.reference, index);
    if (test(op.name, ref, protoIndex < 0 ? undefined : pool.proto(protoIndex))) found = true;
  });
  return found;
}

function reference(pool: CodePool, kind: ReferenceKind, index: number): Reference {
  return pool.reference ? pool.reference(kind as Reference['kind'], index) : newReference(pool, kind, index);
}

/** Visits every reference of undecoded code, as the id collector needs them. */
export function forEachRawReference(raw: RawCode, visit: (reference: Reference) => void, visitProto: (proto: Proto) => void): void {
  const pool = raw.source.pool;
  forEachIndex(raw.units, (op, index, _at, protoIndex) => {
    visit(reference(pool, op.reference, index));
    if (protoIndex >= 0) visitProto(pool.proto(protoIndex));
  });
}

// ---------------------------------------------------------------------------------------------
// Walking code units

/** Code units of the payload at `pc` (ident already checked to be 1, 2 or 3), or -1 when it does not fit. */
function payloadUnits(units: Uint16Array, pc: number): number {
  const n = units.length;
  if (pc + 2 > n) return -1;
  const ident = units[pc] >> 8;
  let size: number;
  if (ident === 1) size = 4 + units[pc + 1] * 2;
  else if (ident === 2) size = 2 + units[pc + 1] * 4;
  else {
    if (pc + 4 > n) return -1;
    const count = (units[pc + 2] | (units[pc + 3] << 16)) >>> 0;
    size = 4 + Math.ceil((count * units[pc + 1]) / 2);
  }
  return pc + size > n ? -1 : size;
}

const INDEX_FORMATS = new Set(['21c', '22c', '31c', '35c', '3rc', '45cc', '4rcc']);

/** Per opcode value: 0 without an index operand, 1 with a 16-bit one, 2 with a 32-bit one (`31c`), 3 with a method and a proto index. */
const INDEX_SHAPE = Uint8Array.from({ length: 256 }, (_, v) => {
  const op = OPCODES_BY_VALUE[v];
  if (!op || op.reference === 'none' || !INDEX_FORMATS.has(op.format)) return 0;
  return op.format === '31c' ? 2 : op.format === '45cc' || op.format === '4rcc' ? 3 : 1;
});

/**
 * Calls `visit` for every instruction with an index operand of code already checked by
 * {@link checkRawCode}: its opcode, the index, the unit where the index is stored, and the
 * prototype index of `invoke-polymorphic` (-1 for others).
 */
export function forEachIndex(units: Uint16Array, visit: (op: Opcode, index: number, at: number, protoIndex: number) => void): void {
  const n = units.length;
  let pc = 0;
  while (pc < n) {
    const u = units[pc];
    const v = u & 0xff;
    if (v === 0 && u >> 8 !== 0) {
      pc += payloadUnits(units, pc);
      continue;
    }
    const op = OPCODES_BY_VALUE[v]!;
    const shape = INDEX_SHAPE[v];
    if (shape === 1) visit(op, units[pc + 1], pc + 1, -1);
    else if (shape === 2) visit(op, (units[pc + 1] | (units[pc + 2] << 16)) >>> 0, pc + 1, -1);
    else if (shape === 3) visit(op, units[pc + 1], pc + 1, units[pc + 3]);
    pc += op.size;
  }
}

const signed = (v: number, bits: number): number => (bits === 32 ? v | 0 : (v << (32 - bits)) >> (32 - bits));

// A reader checks tens of thousands of methods one after another: their boundaries and branch
// lists reuse these instead of allocating their own.
let startsBuffer = new Uint8Array(4096);
const scratchBranches: number[] = [];
const scratchPayloadRefs: number[] = [];

function scratchStarts(size: number): Uint8Array {
  if (size > startsBuffer.length) startsBuffer = new Uint8Array(Math.max(size, startsBuffer.length * 2));
  else startsBuffer.fill(0, 0, size);
  return startsBuffer.subarray(0, size);
}

/**
 * Checks code units as the instruction decoder does, without building instructions: each
 * instruction and payload complete and known to `version`, every index resolved through the
 * pool (which range-checks it), every branch onto an instruction, every switch and array
 * reference onto a payload of its kind, every switch target onto an instruction. Returns the
 * boundaries (`starts[a]` non-zero where an instruction or payload starts, and at the end),
 * the most argument words an invoke passes and the least version the opcodes need. `starts`
 * is a view of shared scratch, valid until the next call.
 */
export function checkRawCode(units: Uint16Array, pool: CodePool, version: number): { starts: Uint8Array; outsNeeded: number; minVersion: number } {
  const n = units.length;
  // 1: instruction, 2: payload (and the kind in the upper bits: 4 packed, 8 sparse, 16 array).
  const starts = scratchStarts(n + 1);
  const branches = scratchBranches;
  const payloadRefs = scratchPayloadRefs;
  branches.length = 0;
  payloadRefs.length = 0;
  let switchBase: Map<number, number> | undefined;
  let outsNeeded = 0;
  let minVersion = 35;
  let pc = 0;
  while (pc < n) {
    const u = units[pc];
    const v = u & 0xff;
    if (v === 0 && u >> 8 !== 0) {
      const ident = u >> 8;
      if (ident > 3) malformed(`unknown payload ident 0x${u.toString(16).padStart(4, '0')} at ${pc}`);
      if (pc % 2 !== 0) malformed(`payload at odd address ${pc}`);
      if (ident === 3) {
        const width = pc + 1 < n ? units[pc + 1] : 0;
        if (width !== 1 && width !== 2 && width !== 4 && width !== 8) malformed(`array-payload at ${pc} has element width ${width}`);
      }
      const size = payloadUnits(units, pc);
      if (size < 0) malformed(`payload at ${pc} truncated by the end of the code`);
      starts[pc] = 2 | (4 << (ident - 1));
      pc += size;
      continue;
    }
    const op = OPCODES_BY_VALUE[v];
    if (!op) {
      const odex = ODEX_OPCODES_BY_VALUE.get(v);
      malformed(odex ? `odex-only opcode ${odex.name} at ${pc}` : `unused opcode 0x${v.toString(16).padStart(2, '0')} at ${pc}`);
    }
    if (op.minVersion > version) malformed(`${op.name} at ${pc} needs DEX ${op.minVersion}, file is ${version}`);
    if (pc + op.size > n) malformed(`${op.name} at ${pc} truncated by the end of the code`);
    if (op.minVersion > minVersion) minVersion = op.minVersion;
    const w0 = units[pc];
    switch (op.format) {
      case '10x':
        if (w0 >> 8 !== 0) malformed(`${op.name} at ${pc} has a non-zero high byte`);
        break;
      case '10t':
        branches.push(pc, signed(w0 >> 8, 8));
        break;
      case '20t':
      case '21t':
      case '22t':
        branches.push(pc, signed(units[pc + 1], 16));
        break;
      case '30t':
        branches.push(pc, units[pc + 1] | (units[pc + 2] << 16));
        break;
      case '31t':
        payloadRefs.push(pc, units[pc + 1] | (units[pc + 2] << 16));
        break;
      case '35c':
      case '45cc': {
        const count = w0 >> 12;
        if (count > 5) malformed(`${op.name} at ${pc} passes ${count} registers`);
        if (op.name.startsWith('invoke-') && count > outsNeeded) outsNeeded = count;
        break;
      }
      case '3rc':
      case '4rcc':
        if (op.name.startsWith('invoke-') && w0 >> 8 > outsNeeded) outsNeeded = w0 >> 8;
        break;
      case '20bc':
      case '22cs':
      case '35ms':
      case '35mi':
      case '3rms':
      case '3rmi':
        malformed(`${op.name} at ${pc}: format ${op.format} is not valid in an app DEX file`);
        break;
      default:
        break;
    }
    const shape = INDEX_SHAPE[v];
    if (shape !== 0) {
      const index = shape === 2 ? (units[pc + 1] | (units[pc + 2] << 16)) >>> 0 : units[pc + 1];
      if (pool.check) pool.check(op.reference as Reference['kind'], index);
      else reference(pool, op.reference, index);
      if (shape === 3) pool.proto(units[pc + 3]);
    }
    starts[pc] = 1;
    pc += op.size;
  }
  starts[n] = 1;
  const instructionAt = (a: number): boolean => a >= 0 && a < n && starts[a] === 1;
  for (let i = 0; i < branches.length; i += 2) {
    const target = branches[i] + branches[i + 1];
    if (!instructionAt(target)) malformed(`branch at ${branches[i]} goes to ${target}, not an instruction of the ${n}-unit code`);
  }
  for (let i = 0; i < payloadRefs.length; i += 2) {
    const from = payloadRefs[i];
    const at = from + payloadRefs[i + 1];
    const want = units[from] & 0xff; // 0x2b packed-switch, 0x2c sparse-switch, 0x26 fill-array-data
    const kind = want === 0x2b ? 4 : want === 0x2c ? 8 : 16;
    if (!(at >= 0 && at < n && (starts[at] & kind) !== 0)) malformed(`instruction at ${from} refers to ${at}, where there is no payload of its kind`);
    if (kind !== 16) {
      switchBase ??= new Map();
      if (switchBase.has(at)) malformed(`switch payload at ${at} is used by two switch instructions`);
      switchBase.set(at, from);
    }
  }
  for (let pcs = 0; pcs < n; pcs++) {
    if ((starts[pcs] & 12) === 0) continue;
    // A payload no switch uses keeps its offsets relative to itself.
    const base = switchBase?.get(pcs) ?? pcs;
    const count = units[pcs + 1];
    const first = (starts[pcs] & 4) !== 0 ? pcs + 4 : pcs + 2 + count * 2;
    for (let i = 0; i < count; i++) {
      const target = base + (units[first + 2 * i] | (units[first + 2 * i + 1] << 16));
      if (!instructionAt(target)) malformed(`switch payload at ${pcs} branches to ${target}, not an instruction of the ${n}-unit code`);
    }
  }
  // An alignment nop before a payload counts as an instruction boundary (starts[a] === 1 already).
  return { starts, outsNeeded, minVersion };
}

// ---------------------------------------------------------------------------------------------
// Writing undecoded code

const KIND_SLOT: Record<ReferenceKind, number> = { string: 0, type: 1, field: 2, method: 3, proto: 4, 'call-site': 5, 'method-handle': 6, none: 7 };

/** A number per (source, kind, index), grown on demand; -1 until set. */
class SourceTables {
  private readonly tables = new Map<CodeSource, Int32Array[]>();
  // Consecutive calls are nearly always for one source: its tables without a map lookup.
  private lastSource: CodeSource | undefined;
  private last: Int32Array[] = [];

  private of(source: CodeSource): Int32Array[] {
    if (source !== this.lastSource) {
      let t = this.tables.get(source);
      if (!t) this.tables.set(source, (t = []));
      this.lastSource = source;
      this.last = t;
    }
    return this.last;
  }

  get(source: CodeSource, kind: ReferenceKind, index: number): number {
    const t = this.of(source)[KIND_SLOT[kind]];
    return t !== undefined && index < t.length ? t[index] : -1;
  }

  set(source: CodeSource, kind: ReferenceKind, index: number, value: number): void {
    const byKind = this.of(source);
    const slot = KIND_SLOT[kind];
    let t = byKind[slot];
    if (t === undefined || index >= t.length) {
      const grown = new Int32Array(Math.max(index + 1, (t?.length ?? 32) * 2)).fill(-1);
      if (t) grown.set(t);
      byKind[slot] = t = grown;
    }
    t[index] = value;
  }
}

/** Per source, each of its indexes renumbered to the file being written. */
export class IndexRemap {
  private readonly tables = new SourceTables();
  /** A source whose every index is the same index in the file being written. */
  private kept: CodeSource | undefined;

  constructor(private readonly indexer: CodeIndexer) {}

  /** Declares that the file being written has `source`'s id tables, each in its order. */
  keepIndexesOf(source: CodeSource): void {
    this.kept = source;
  }

  keepsIndexesOf(source: CodeSource): boolean {
    return source === this.kept;
  }

  index(source: CodeSource, kind: ReferenceKind, index: number): number {
    if (source === this.kept) return index;
    let out = this.tables.get(source, kind, index);
    if (out < 0) {
      out = indexOf(this.indexer, reference(source.pool, kind, index));
      this.tables.set(source, kind, index, out);
    }
    return out;
  }
}

/**
 * Visits the references of undecoded code, its stored debug information's names included (but
 * for the parameter names, which the model holds), once per (source, kind, index) over all the
 * code passed to one instance: what an id collector needs, without looking up repeats.
 */
export class RawReferenceVisitor {
  private readonly seen = new SourceTables();

  constructor(
    private readonly visit: (reference: Reference) => void,
    private readonly visitProto: (proto: Proto) => void,
  ) {}

  /** Visits what index `index` of `kind` names in `source`, unless it was visited already. */
  index(source: CodeSource, kind: ReferenceKind, index: number): void {
    if (this.seen.get(source, kind, index) >= 0) return;
    this.seen.set(source, kind, index, 1);
    if (kind === 'proto') this.visitProto(source.pool.proto(index));
    else this.visit(reference(source.pool, kind, index));
  }

  code(raw: RawCode): void {
    const source = raw.source;
    const seen = this.seen;
    forEachIndex(raw.units, (op, index, _at, protoIndex) => {
      if (seen.get(source, op.reference, index) < 0) {
        seen.set(source, op.reference, index, 1);
        this.visit(reference(source.pool, op.reference, index));
      }
      if (protoIndex >= 0 && seen.get(source, 'proto', protoIndex) < 0) {
        seen.set(source, 'proto', protoIndex, 1);
        this.visitProto(source.pool.proto(protoIndex));
      }
    });
    if (raw.debugOff !== 0) {
      source.debugIndexes(raw.debugOff, (kind, index) => {
        if (seen.get(source, kind, index) < 0) {
          seen.set(source, kind, index, 1);
          this.visit(reference(source.pool, kind, index));
        }
      });
    }
  }
}

/**
 * Appends undecoded code's units to `w` with their index operands renumbered, patched in place.
 * Returns false, with nothing appended, when a `const-string` would need its wider form (then
 * the code is decoded and encoded instead).
 */
export function writeRawUnits(raw: RawCode, remap: IndexRemap, w: ByteWriter): boolean {
  const base = w.length;
  w.u16s(raw.units);
  if (remap.keepsIndexesOf(raw.source)) return true;
  let fits = true;
  forEachIndex(raw.units, (op, index, at, protoIndex) => {
    if (!fits) return;
    const to = remap.index(raw.source, op.reference, index);
    if (op.format === '31c') w.patchU32(base + 2 * at, to);
    else if (to > 0xffff) fits = false;
    else w.patchU16(base + 2 * at, to);
    if (protoIndex >= 0) w.patchU16(base + 2 * at + 4, remap.index(raw.source, 'proto', protoIndex));
  });
  if (!fits) w.length = base;
  return fits;
}

// ---------------------------------------------------------------------------------------------
// Debug information of undecoded code, as stored. The reader checked each item (every index in
// range, every address inside the code) before keeping it, so these walks do not check again.

export function readUleb(bytes: Uint8Array, c: { pos: number }): number {
  let result = 0;
  let shift = 0;
  let b: number;
  do {
    b = bytes[c.pos++];
    result |= (b & 0x7f) << shift;
    shift += 7;
  } while (b & 0x80);
  return result >>> 0;
}

function skipLeb(bytes: Uint8Array, c: { pos: number }): void {
  while (bytes[c.pos++] & 0x80);
}

/** How many LEB128 operands each debug opcode below 0x0a has. */
const DEBUG_OPERANDS = [0, 1, 1, 3, 4, 1, 1, 0, 0, 1];

/** See {@link CodeSource.debugIndexes}. */
export function storedDebugIndexes(bytes: Uint8Array, offset: number, visit: (kind: 'string' | 'type', index: number) => void): void {
  const c = { pos: offset };
  readUleb(bytes, c);
  const paramCount = readUleb(bytes, c);
  for (let i = 0; i < paramCount; i++) skipLeb(bytes, c);
  const name = (kind: 'string' | 'type'): void => {
    const index = readUleb(bytes, c) - 1;
    if (index >= 0) visit(kind, index);
  };
  for (let op = bytes[c.pos++]; op !== 0x00; op = bytes[c.pos++]) {
    if (op === 0x03 || op === 0x04) {
      skipLeb(bytes, c);
      name('string');
      name('type');
      if (op === 0x04) name('string');
    } else if (op === 0x09) name('string');
    else if (op < 0x0a) for (let k = DEBUG_OPERANDS[op]; k > 0; k--) skipLeb(bytes, c);
  }
}

function readSleb(bytes: Uint8Array, c: { pos: number }): number {
  const start = c.pos;
  const bits = readUleb(bytes, c);
  const shift = 7 * (c.pos - start);
  return shift < 32 ? (bits << (32 - shift)) >> (32 - shift) : bits | 0;
}

/**
 * See {@link CodeSource.copyDebug}. The events are written as the writer writes a decoded
 * method's debug directives (the first position's line as the item's start, a special opcode
 * for each position, advances only where one does not reach), so a method writes the same
 * bytes whether an edit decoded it or not; no directive object is made.
 */
export function copyStoredDebug(
  bytes: Uint8Array,
  offset: number,
  w: ByteWriter,
  parameters: (w: ByteWriter) => void,
  remap: (kind: 'string' | 'type', index: number) => number,
): void {
  const c = { pos: offset };
  const lineStart = readUleb(bytes, c);
  const paramCount = readUleb(bytes, c);
  for (let i = 0; i < paramCount; i++) skipLeb(bytes, c);
  const events = c.pos;
  // The first position's line.
  let line = lineStart;
  let outLine = 0;
  for (let op = bytes[c.pos++]; op !== 0x00; op = bytes[c.pos++]) {
    if (op === 0x02) line = (line + readSleb(bytes, c)) | 0;
    else if (op >= 0x0a) {
      outLine = (line + ((op - 0x0a) % 15) - 4) | 0;
      break;
    } else for (let k = DEBUG_OPERANDS[op]; k > 0; k--) skipLeb(bytes, c);
  }
  w.uleb(outLine >>> 0);
  parameters(w);
  c.pos = events;
  line = lineStart;
  let address = 0;
  let outAddress = 0;
  const advance = (): void => {
    if (address > outAddress) {
      w.u8(0x01);
      w.uleb(address - outAddress);
      outAddress = address;
    }
  };
  const name = (kind: 'string' | 'type'): void => {
    const index = readUleb(bytes, c) - 1;
    w.ulebp1(index < 0 ? -1 : remap(kind, index));
  };
  for (;;) {
    const op = bytes[c.pos++];
    switch (op) {
      case 0x00:
        w.u8(0x00);
        return;
      case 0x01:
        address += readUleb(bytes, c);
        break;
      case 0x02:
        line = (line + readSleb(bytes, c)) | 0;
        break;
      case 0x03:
      case 0x04: {
        const register = readUleb(bytes, c);
        advance();
        w.u8(op);
        w.uleb(register);
        name('string');
        name('type');
        if (op === 0x04) name('string');
        break;
      }
      case 0x05:
      case 0x06: {
        const register = readUleb(bytes, c);
        advance();
        w.u8(op);
        w.uleb(register);
        break;
      }
      case 0x07:
      case 0x08:
        advance();
        w.u8(op);
        break;
      case 0x09:
        advance();
        w.u8(op);
        name('string');
        break;
      default: {
        const adjusted = op - 0x0a;
        address += Math.floor(adjusted / 15);
        line = (line + (adjusted % 15) - 4) | 0;
        let lineDiff = (line - outLine) | 0;
        if (lineDiff < -4 || lineDiff > 10) {
          w.u8(0x02);
          w.sleb(lineDiff);
          lineDiff = 0;
        }
        if (0x0a + (lineDiff + 4) + 15 * (address - outAddress) > 0xff) advance();
        w.u8(0x0a + (lineDiff + 4) + 15 * (address - outAddress));
        outAddress = address;
        outLine = line;
        break;
      }
    }
  }
}
