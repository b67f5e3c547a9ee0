/**
 * The Dalvik instruction codec: code units ⇄ the model's instruction list.
 *
 * Decoding turns a `code_item`'s `insns` into instructions and payloads at their code-unit
 * addresses, with branch targets and payload references as {@link Label}s; the DEX reader adds
 * the labels its try ranges and debug positions need and merges everything with
 * {@link buildItems}. Encoding lays a code list out again: it keeps every instruction's opcode
 * when the operands fit and otherwise widens it within its family (see `opcodes.ts`),
 * iterating the layout until every branch fits, so an unedited method comes back unit for unit.
 *
 * Decoding is hostile-input safe: anything that does not make sense raises
 * `EngineError('android.dex_malformed')`, and every loop is bounded by the input's size.
 * Encoding works on the product's own models, so a code list it cannot encode (a register no
 * form of the instruction can hold, a label that is not in the list) is a plain `Error`.
 */
import { EngineError } from '../../errors.js';
import type { CallSite, CodeItem, DebugDirective, FieldRef, Instruction, MethodHandle, MethodRef, Payload, Proto, Reference } from './model.js';
import { Label } from './model.js';
import { FAMILIES, ODEX_OPCODES_BY_VALUE, OPCODES_BY_NAME, OPCODES_BY_VALUE, type Opcode, invertedIf, isBranch, isConditional, isInvoke, isPayloadReference } from './opcodes.js';

/** Resolves the indexes an instruction carries; each throws `EngineError` for a bad index. */
export interface CodePool {
  string(index: number): string;
  type(index: number): string;
  field(index: number): FieldRef;
  method(index: number): MethodRef;
  proto(index: number): Proto;
  callSite(index: number): CallSite;
  methodHandle(index: number): MethodHandle;
  /**
   * Optional: the reference object of an index, when the pool shares one per index among the
   * instructions that use it (the reader does). Without it each instruction gets its own.
   */
  reference?(kind: Reference['kind'], index: number): Reference;
  /**
   * Optional: checks an index as resolving it would (range, and whatever the pool notes of its
   * use) without building its reference, for code that is checked but kept undecoded.
   */
  check?(kind: Reference['kind'], index: number): void;
}

/** Numbers the things instructions refer to (the writer's id tables). */
export interface CodeIndexer {
  string(value: string): number;
  type(descriptor: string): number;
  field(ref: FieldRef): number;
  method(ref: MethodRef): number;
  proto(proto: Proto): number;
  callSite(site: CallSite): number;
  methodHandle(handle: MethodHandle): number;
}

/** An instruction or payload at its code-unit address. */
export interface DecodedEntry {
  address: number;
  item: Instruction | Payload;
}

/** A debug directive at the code-unit address it applies from. */
export interface PositionedDirective {
  address: number;
  directive: DebugDirective;
}

export interface DecodedCode {
  /** Code units of the method (`insns_size`). */
  length: number;
  /**
   * Instructions and payloads in address order. A `nop` that only aligns the payload after it
   * is left out (the encoder puts it back).
   */
  entries: DecodedEntry[];
  /**
   * The one label of an address, made on first request. Valid addresses are the start of an
   * instruction or payload, or `length`; anything else raises `android.dex_malformed`. Labels
   * asked for after {@link buildItems} ran are not in the list it returned.
   */
  labelAt(address: number): Label;
  /** True when {@link labelAt} accepts the address. */
  isBoundary(address: number): boolean;
  /** The labels handed out so far, by address. */
  labels(): ReadonlyMap<number, Label>;
}

export interface EncodedCode {
  units: Uint16Array;
  /** The code-unit address of a label of the list; throws for a label the list does not hold. */
  addressOf(label: Label): number;
  /** The list's debug directives with their addresses, in list order. */
  directives: PositionedDirective[];
  /** The most argument words any invoke passes (the least `outs_size` can be). */
  outsNeeded: number;
}

const malformed = (detail: string): EngineError => new EngineError('android.dex_malformed', detail);

const hex = (v: number, w = 2): string => `0x${v.toString(16).padStart(w, '0')}`;

/** Sign-extends the low `bits` bits of `v`. */
function signed(v: number, bits: number): number {
  const shift = 32 - bits;
  return bits === 32 ? v | 0 : (v << shift) >> shift;
}

const PAYLOAD_KINDS: Record<number, Payload['kind']> = {
  1: 'packed-switch-payload',
  2: 'sparse-switch-payload',
  3: 'array-payload',
};

const PAYLOAD_FOR_OP: Record<string, Payload['kind']> = {
  'packed-switch': 'packed-switch-payload',
  'sparse-switch': 'sparse-switch-payload',
  'fill-array-data': 'array-payload',
};

// ---------------------------------------------------------------------------------------------
// Decoding

/** A switch payload's targets before they become labels: offsets from the switch instruction. */
interface RawSwitch {
  address: number;
  payload: Extract<Payload, { targets: Label[] }>;
  offsets: number[];
  base?: number;
}

/**
 * Decodes a method's code units. `version` is the file's DEX version (opcodes newer than it
 * are refused).
 */
export function decodeCode(units: Uint16Array, pool: CodePool, version = 39): DecodedCode {
  const n = units.length;
  // 1: instruction start, 2: payload start, 3: alignment nop (an instruction start too).
  const starts = new Uint8Array(n + 1);
  const entries: DecodedEntry[] = [];
  const branches: { address: number; offset: number; ins: Instruction }[] = [];
  const payloadRefs: { address: number; offset: number; ins: Instruction; op: string }[] = [];
  const switches = new Map<number, RawSwitch>();
  const payloadAt = new Map<number, Payload>();

  let pc = 0;
  while (pc < n) {
    const u = units[pc];
    const v = u & 0xff;
    if (v === 0 && u >> 8 !== 0) {
      const kind = PAYLOAD_KINDS[u >> 8];
      if (!kind) throw malformed(`unknown payload ident ${hex(u, 4)} at ${pc}`);
      if (pc % 2 !== 0) throw malformed(`${kind} at odd address ${pc}`);
      const { payload, size, offsets } = decodePayload(units, pc, kind);
      starts[pc] = 2;
      entries.push({ address: pc, item: payload });
      payloadAt.set(pc, payload);
      if (offsets && payload.kind !== 'array-payload') switches.set(pc, { address: pc, payload, offsets });
      pc += size;
      continue;
    }
    const op = OPCODES_BY_VALUE[v];
    if (!op) {
      const odex = ODEX_OPCODES_BY_VALUE.get(v);
      throw malformed(odex ? `odex-only opcode ${odex.name} at ${pc}` : `unused opcode ${hex(v)} at ${pc}`);
    }
    if (op.minVersion > version) throw malformed(`${op.name} at ${pc} needs DEX ${op.minVersion}, file is ${version}`);
    if (pc + op.size > n) throw malformed(`${op.name} at ${pc} truncated by the end of the code`);
    const ins = decodeInstruction(units, pc, op, pool);
    const offset = decodedOffset;
    if (offset !== undefined) {
      if (isPayloadReference(op)) payloadRefs.push({ address: pc, offset, ins, op: op.name });
      else branches.push({ address: pc, offset, ins });
    }
    starts[pc] = 1;
    entries.push({ address: pc, item: ins });
    pc += op.size;
  }
  starts[n] = 1;

  // A nop right before a payload that exists to align it (odd address) is the encoder's to add.
  const kept: DecodedEntry[] = [];
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i];
    const next = entries[i + 1];
    if (e.item.kind === 'instruction' && e.item.op === 'nop' && e.address % 2 === 1 && next !== undefined && next.item.kind !== 'instruction') {
      starts[e.address] = 3;
      continue;
    }
    kept.push(e);
  }

  const labels = new Map<number, Label>();
  const isBoundary = (address: number): boolean => Number.isInteger(address) && address >= 0 && address <= n && starts[address] !== 0;
  const labelAt = (address: number): Label => {
    if (!isBoundary(address)) throw malformed(`code address ${address} is not an instruction boundary (code is ${n} units)`);
    let l = labels.get(address);
    if (!l) {
      l = new Label();
      labels.set(address, l);
    }
    return l;
  };
  /** A branch target: the start of an instruction (not of a payload), inside the code. */
  const codeTarget = (from: number, target: number, what: string): Label => {
    if (target < 0 || target >= n || (starts[target] !== 1 && starts[target] !== 3)) {
      throw malformed(`${what} at ${from} branches to ${target}, not an instruction of the ${n}-unit code`);
    }
    return labelAt(target);
  };

  for (const b of branches) b.ins.target = codeTarget(b.address, b.address + b.offset, b.ins.op);
  for (const r of payloadRefs) {
    const at = r.address + r.offset;
    const payload = at >= 0 && at < n ? payloadAt.get(at) : undefined;
    if (!payload || payload.kind !== PAYLOAD_FOR_OP[r.op]) {
      throw malformed(`${r.op} at ${r.address} refers to ${at}, where there is no ${PAYLOAD_FOR_OP[r.op]}`);
    }
    const sw = switches.get(at);
    if (sw) {
      if (sw.base !== undefined) throw malformed(`switch payload at ${at} is used by two switch instructions`);
      sw.base = r.address;
    }
    r.ins.target = labelAt(at);
  }
  for (const sw of switches.values()) {
    // A payload no switch uses has no base; its offsets are kept relative to itself.
    const base = sw.base ?? sw.address;
    for (const off of sw.offsets) sw.payload.targets.push(codeTarget(base, base + off, sw.payload.kind));
  }

  return { length: n, entries: kept, labelAt, isBoundary, labels: () => labels };
}

function decodePayload(units: Uint16Array, pc: number, kind: Payload['kind']): { payload: Payload; size: number; offsets?: number[] } {
  const n = units.length;
  const need = (count: number): void => {
    if (pc + count > n) throw malformed(`${kind} at ${pc} truncated by the end of the code`);
  };
  const u32 = (at: number): number => units[at] | (units[at + 1] << 16) | 0;
  need(2);
  if (kind === 'packed-switch-payload') {
    const count = units[pc + 1];
    const size = 4 + count * 2;
    need(size);
    const offsets: number[] = [];
    for (let i = 0; i < count; i++) offsets.push(u32(pc + 4 + i * 2));
    return { payload: { kind, firstKey: u32(pc + 2), targets: [] }, size, offsets };
  }
  if (kind === 'sparse-switch-payload') {
    const count = units[pc + 1];
    const size = 2 + count * 4;
    need(size);
    const keys: number[] = [];
    const offsets: number[] = [];
    for (let i = 0; i < count; i++) {
      keys.push(u32(pc + 2 + i * 2));
      offsets.push(u32(pc + 2 + count * 2 + i * 2));
    }
    return { payload: { kind, keys, targets: [] }, size, offsets };
  }
  const width = units[pc + 1];
  if (width !== 1 && width !== 2 && width !== 4 && width !== 8) {
    throw malformed(`array-payload at ${pc} has element width ${width}`);
  }
  need(4);
  const count = (units[pc + 2] | (units[pc + 3] << 16)) >>> 0;
  // Checked in units before anything is allocated: `count` is the file's word.
  const dataUnits = Math.ceil((count * width) / 2);
  need(4 + dataUnits);
  const data = new Uint8Array(count * width);
  for (let i = 0; i < data.length; i++) {
    const w = units[pc + 4 + (i >> 1)];
    data[i] = i & 1 ? w >> 8 : w & 0xff;
  }
  return { payload: { kind, elementWidth: width, data }, size: 4 + dataUnits };
}

function reference(pool: CodePool, kind: Opcode['reference'], index: number): Reference {
  if (pool.reference && kind !== 'none') return pool.reference(kind, index);
  return newReference(pool, kind, index);
}

/** A fresh reference object for an index of the pool. */
export function newReference(pool: CodePool, kind: Opcode['reference'], index: number): Reference {
  switch (kind) {
    case 'string':
      return { kind, value: pool.string(index) };
    case 'type':
      return { kind, value: pool.type(index) };
    case 'field':
      return { kind, value: pool.field(index) };
    case 'method':
      return { kind, value: pool.method(index) };
    case 'proto':
      return { kind, value: pool.proto(index) };
    case 'call-site':
      return { kind, value: pool.callSite(index) };
    case 'method-handle':
      return { kind, value: pool.methodHandle(index) };
    default:
      throw new Error(`no reference of kind ${kind}`);
  }
}

/** The branch or payload offset of the instruction {@link decodeInstruction} decoded last, if it has one. */
let decodedOffset: number | undefined;

const u32At = (units: Uint16Array, at: number): number => units[at] | (units[at + 1] << 16) | 0;

function decodeInstruction(units: Uint16Array, pc: number, op: Opcode, pool: CodePool): Instruction {
  const w0 = units[pc];
  const AA = w0 >> 8;
  const A = (w0 >> 8) & 0xf;
  const B = w0 >> 12;
  const w1 = op.size > 1 ? units[pc + 1] : 0;
  const w2 = op.size > 2 ? units[pc + 2] : 0;
  let registers = EMPTY;
  let literal: bigint | undefined;
  let ref: Reference | undefined;
  let proto: Proto | undefined;
  let offset: number | undefined;
  switch (op.format) {
    case '10x':
      if (AA !== 0) throw malformed(`${op.name} at ${pc} has a non-zero high byte`);
      break;
    case '12x':
      registers = [A, B];
      break;
    case '11n':
      registers = [A];
      literal = BigInt(signed(B, 4));
      break;
    case '11x':
      registers = [AA];
      break;
    case '10t':
      offset = signed(AA, 8);
      break;
    case '20t':
      offset = signed(w1, 16);
      break;
    case '22x':
      registers = [AA, w1];
      break;
    case '21t':
      registers = [AA];
      offset = signed(w1, 16);
      break;
    case '21s':
      registers = [AA];
      literal = BigInt(signed(w1, 16));
      break;
    case '21h':
      registers = [AA];
      literal = op.name === 'const/high16' ? BigInt(signed(w1 << 16, 32)) : BigInt.asIntN(64, BigInt(w1) << 48n);
      break;
    case '21c':
      registers = [AA];
      ref = reference(pool, op.reference, w1);
      break;
    case '23x':
      registers = [AA, w1 & 0xff, w1 >> 8];
      break;
    case '22b':
      registers = [AA, w1 & 0xff];
      literal = BigInt(signed(w1 >> 8, 8));
      break;
    case '22t':
      registers = [A, B];
      offset = signed(w1, 16);
      break;
    case '22s':
      registers = [A, B];
      literal = BigInt(signed(w1, 16));
      break;
    case '22c':
      registers = [A, B];
      ref = reference(pool, op.reference, w1);
      break;
    case '30t':
      offset = u32At(units, pc + 1);
      break;
    case '32x':
      registers = [w1, w2];
      break;
    case '31i':
      registers = [AA];
      literal = BigInt(u32At(units, pc + 1));
      break;
    case '31t':
      registers = [AA];
      offset = u32At(units, pc + 1);
      break;
    case '31c':
      registers = [AA];
      ref = reference(pool, op.reference, u32At(units, pc + 1) >>> 0);
      break;
    case '35c':
    case '45cc': {
      const count = B;
      if (count > 5) throw malformed(`${op.name} at ${pc} passes ${count} registers`);
      // Arrays of their exact length (a pushed-to array reserves room for 17).
      const regs: number[] =
        count === 0
          ? []
          : count === 1
            ? [w2 & 0xf]
            : count === 2
              ? [w2 & 0xf, (w2 >> 4) & 0xf]
              : count === 3
                ? [w2 & 0xf, (w2 >> 4) & 0xf, (w2 >> 8) & 0xf]
                : count === 4
                  ? [w2 & 0xf, (w2 >> 4) & 0xf, (w2 >> 8) & 0xf, w2 >> 12]
                  : [w2 & 0xf, (w2 >> 4) & 0xf, (w2 >> 8) & 0xf, w2 >> 12, A];
      registers = regs;
      ref = reference(pool, op.reference, w1);
      if (op.format === '45cc') proto = pool.proto(units[pc + 3]);
      break;
    }
    case '3rc':
    case '4rcc': {
      const regs: number[] = Array.from({ length: AA }, (_, i) => w2 + i);
      registers = regs;
      ref = reference(pool, op.reference, w1);
      if (op.format === '4rcc') proto = pool.proto(units[pc + 3]);
      break;
    }
    case '51l': {
      registers = [AA];
      let v = 0n;
      for (let i = 3; i >= 0; i--) v = (v << 16n) | BigInt(units[pc + 1 + i]);
      literal = BigInt.asIntN(64, v);
      break;
    }
    default:
      throw malformed(`${op.name} at ${pc}: format ${op.format} is not valid in an app DEX file`);
  }
  decodedOffset = offset;
  registers = sharedRegisters(registers);
  // Each shape in one literal, so V8 keeps every field inside the object.
  const name = op.name;
  if (ref !== undefined) {
    return proto === undefined ? { kind: 'instruction', op: name, registers, reference: ref } : { kind: 'instruction', op: name, registers, reference: ref, proto };
  }
  if (literal !== undefined) return { kind: 'instruction', op: name, registers, literal };
  if (offset !== undefined) return { kind: 'instruction', op: name, registers, target: undefined };
  return { kind: 'instruction', op: name, registers };
}

/** No registers. */
const EMPTY: number[] = [];

/**
 * Register lists of up to three registers below 256 (most instructions) are shared, frozen
 * arrays: a read model holds one per distinct list instead of one per instruction.
 */
const SHARED_REGISTERS = new Map<number, number[]>();

function sharedRegisters(regs: number[]): number[] {
  const n = regs.length;
  if (n > 3) return regs;
  let key = n;
  for (let i = 0; i < n; i++) {
    const r = regs[i];
    if (r > 0xff) return regs;
    key = key * 256 + r;
  }
  let shared = SHARED_REGISTERS.get(key);
  if (shared === undefined) {
    shared = Object.freeze(n === 0 ? [] : [...regs]) as number[];
    SHARED_REGISTERS.set(key, shared);
  }
  return shared;
}

/**
 * Merges decoded instructions and payloads with the labels made so far and the debug
 * directives, in address order: at each address its label, then its directives (in the order
 * given), then the instruction or payload.
 */
export function buildItems(decoded: DecodedCode, directives: PositionedDirective[]): CodeItem[] {
  const n = decoded.length;
  // Directives come in address order from the debug state machine; sort (stably) if not.
  let ds = directives;
  for (let i = 1; i < ds.length; i++) {
    if (ds[i].address < ds[i - 1].address) {
      ds = [...directives].sort((x, y) => x.address - y.address);
      break;
    }
  }
  for (const d of ds) {
    if (!decoded.isBoundary(d.address)) {
      throw malformed(`debug information at ${d.address} is not at an instruction boundary (code is ${n} units)`);
    }
  }
  const labelled = decoded.labels();
  const labelAddresses = [...labelled.keys()].sort((x, y) => x - y);
  const entries = decoded.entries;
  // Sized up front: a list grown by push would reserve more than it holds.
  const items: CodeItem[] = new Array<CodeItem>(labelAddresses.length + ds.length + entries.length);
  let k = 0;
  let li = 0;
  let di = 0;
  let ei = 0;
  // Merge the three address-ordered sequences: at each address its label, directives, then the entry.
  for (;;) {
    const la = li < labelAddresses.length ? labelAddresses[li] : Infinity;
    const da = di < ds.length ? ds[di].address : Infinity;
    const ea = ei < entries.length ? entries[ei].address : Infinity;
    const a = Math.min(la, da, ea);
    if (a === Infinity) break;
    if (la === a) {
      items[k++] = labelled.get(a)!;
      li++;
    }
    while (di < ds.length && ds[di].address === a) items[k++] = ds[di++].directive;
    if (ea === a) items[k++] = entries[ei++].item;
  }
  return items;
}

// ---------------------------------------------------------------------------------------------
// Encoding

const S8 = [-0x80, 0x7f] as const;
const S16 = [-0x8000, 0x7fff] as const;

/** [min, max) of a signed literal of each width used by the formats. */
const SIGNED_RANGE = new Map<number, readonly [bigint, bigint]>([4, 8, 16, 32, 64].map((bits) => [bits, [-(1n << BigInt(bits - 1)), 1n << BigInt(bits - 1)] as const]));

const inRange = (v: bigint, bits: number): boolean => {
  const [min, max] = SIGNED_RANGE.get(bits)!;
  return v >= min && v < max;
};

function describe(ins: Instruction): string {
  const regs = ins.registers.map((r) => `v${r}`).join(', ');
  const lit = ins.literal !== undefined ? ` #${ins.literal}` : '';
  return `${ins.op} {${regs}}${lit}`;
}

/** An instruction being laid out: its current opcode and operands in that opcode's shape. */
interface InsSlot {
  kind: 'ins';
  ins: Instruction;
  op: Opcode;
  registers: number[];
  literal: bigint;
  index: number;
  protoIndex: number;
  /** An `if-*` whose target is out of its reach: the inverted `if` over a `goto/32`. */
  expanded: boolean;
  address: number;
}

interface PayloadSlot {
  kind: 'payload';
  payload: Payload;
  pad: boolean;
  address: number;
  size: number;
}

type Slot = InsSlot | PayloadSlot | { kind: 'label'; label: Label } | { kind: 'directive'; directive: DebugDirective };

/** The index `indexer` gives the id a reference names. */
export function indexOf(indexer: CodeIndexer, ref: Reference): number {
  switch (ref.kind) {
    case 'string':
      return indexer.string(ref.value);
    case 'type':
      return indexer.type(ref.value);
    case 'field':
      return indexer.field(ref.value);
    case 'method':
      return indexer.method(ref.value);
    case 'proto':
      return indexer.proto(ref.value);
    case 'call-site':
      return indexer.callSite(ref.value);
    case 'method-handle':
      return indexer.methodHandle(ref.value);
  }
}

function contiguous(regs: number[]): boolean {
  for (let i = 1; i < regs.length; i++) if (regs[i] !== regs[i - 1] + 1) return false;
  return true;
}

function fitsAll(regs: number[], max: number): boolean {
  for (let i = 0; i < regs.length; i++) if (regs[i] > max) return false;
  return true;
}

/** The registers of `ins` in the shape of `op` (a `/2addr` operation's `vA, vB` is `vA, vA, vB`). */
function shapeRegisters(ins: Instruction, op: Opcode): number[] {
  if (ins.op.endsWith('/2addr') && !op.name.endsWith('/2addr')) return [ins.registers[0], ...ins.registers];
  return ins.registers;
}

/** Whether an operand list fits a form (branch offsets aside: the layout checks those). */
function fits(op: Opcode, regs: number[], lit: bigint, index: number, protoIndex: number): boolean {
  const r = regs;
  switch (op.format) {
    case '10x':
    case '10t':
    case '20t':
    case '30t':
      return r.length === 0;
    case '12x':
    case '22t':
      return r.length === 2 && fitsAll(r, 0xf);
    case '11n':
      return r.length === 1 && r[0] <= 0xf && inRange(lit, 4);
    case '11x':
    case '21t':
    case '31t':
      return r.length === 1 && r[0] <= 0xff;
    case '22x':
      return r.length === 2 && r[0] <= 0xff && r[1] <= 0xffff;
    case '32x':
      return r.length === 2 && fitsAll(r, 0xffff);
    case '21s':
      return r.length === 1 && r[0] <= 0xff && inRange(lit, 16);
    case '21h':
      if (r.length !== 1 || r[0] > 0xff) return false;
      return op.name === 'const/high16' ? inRange(lit, 32) && (lit & 0xffffn) === 0n : inRange(lit, 64) && (lit & 0xffffffffffffn) === 0n;
    case '21c':
      return r.length === 1 && r[0] <= 0xff && index <= 0xffff;
    case '23x':
      return r.length === 3 && fitsAll(r, 0xff);
    case '22b':
      return r.length === 2 && fitsAll(r, 0xff) && inRange(lit, 8);
    case '22s':
      return r.length === 2 && fitsAll(r, 0xf) && inRange(lit, 16);
    case '22c':
      return r.length === 2 && fitsAll(r, 0xf) && index <= 0xffff;
    case '31i':
      return r.length === 1 && r[0] <= 0xff && inRange(lit, 32);
    case '31c':
      return r.length === 1 && r[0] <= 0xff && index <= 0xffffffff;
    case '35c':
    case '45cc':
      return r.length <= 5 && fitsAll(r, 0xf) && index <= 0xffff && protoIndex <= 0xffff;
    case '3rc':
    case '4rcc':
      return r.length <= 0xff && contiguous(r) && (r.length === 0 || r[r.length - 1] <= 0xffff) && index <= 0xffff && protoIndex <= 0xffff;
    case '51l':
      return r.length === 1 && r[0] <= 0xff && inRange(lit, 64);
    default:
      return false;
  }
}

/** A 32-bit constant written as unsigned (`0xffffffff`) is the same bits as its signed value. */
function normalLiteral(op: Opcode, lit: bigint | undefined): bigint {
  if (lit === undefined) return 0n;
  const wide = op.family.startsWith('const-wide');
  if (wide) return lit >= 1n << 63n && lit < 1n << 64n ? BigInt.asIntN(64, lit) : lit;
  return lit >= 1n << 31n && lit < 1n << 32n ? BigInt.asIntN(32, lit) : lit;
}

const LITERAL_FORMATS: ReadonlySet<string> = new Set(['11n', '21s', '21h', '31i', '51l', '22b', '22s']);

function needsLiteral(op: Opcode): boolean {
  return LITERAL_FORMATS.has(op.format);
}

/** Picks the form of an instruction's operands (everything but branch reach). */
function planInstruction(ins: Instruction, indexer: CodeIndexer): InsSlot {
  const original = OPCODES_BY_NAME.get(ins.op);
  if (!original) throw new Error(`Cannot encode ${describe(ins)}: unknown opcode`);
  if (needsLiteral(original) && ins.literal === undefined) throw new Error(`Cannot encode ${describe(ins)}: no literal`);
  if (original.reference !== 'none' && ins.reference?.kind !== original.reference) {
    throw new Error(`Cannot encode ${describe(ins)}: needs a ${original.reference} reference`);
  }
  if ((original.format === '45cc' || original.format === '4rcc') && !ins.proto) {
    throw new Error(`Cannot encode ${describe(ins)}: needs a prototype`);
  }
  if ((isBranch(original) || isPayloadReference(original)) && !ins.target) {
    throw new Error(`Cannot encode ${describe(ins)}: no target`);
  }
  const index = ins.reference ? indexOf(indexer, ins.reference) : 0;
  const protoIndex = ins.proto ? indexer.proto(ins.proto) : 0;
  const literal = normalLiteral(original, ins.literal);
  // Most instructions keep their opcode: try it before building the list of wider forms.
  const own = shapeRegisters(ins, original);
  if (fits(original, own, literal, index, protoIndex)) {
    return { kind: 'ins', ins, op: original, registers: own, literal, index, protoIndex, expanded: false, address: 0 };
  }
  const family = FAMILIES.get(original.family) ?? [original.name];
  let candidates: string[];
  if (original.family.endsWith('/lit')) {
    candidates = [original.name, ...family.filter((n) => n !== original.name)];
  } else {
    candidates = family.slice(Math.max(0, family.indexOf(original.name)));
  }
  for (const name of candidates) {
    const op = OPCODES_BY_NAME.get(name);
    if (!op) continue;
    const registers = shapeRegisters(ins, op);
    if (fits(op, registers, literal, index, protoIndex)) {
      return { kind: 'ins', ins, op, registers, literal, index, protoIndex, expanded: false, address: 0 };
    }
  }
  throw new Error(`Cannot encode ${describe(ins)}: its operands fit no form of ${original.name}`);
}

function payloadSize(p: Payload): number {
  switch (p.kind) {
    case 'packed-switch-payload':
      return 4 + p.targets.length * 2;
    case 'sparse-switch-payload':
      return 2 + p.targets.length * 4;
    case 'array-payload':
      return 4 + Math.ceil(p.data.length / 2);
  }
}

function insSize(s: InsSlot): number {
  return s.expanded ? 5 : s.op.size;
}

/** Whether a branch offset fits the slot's current form. */
function reaches(s: InsSlot, offset: number): boolean {
  switch (s.op.format) {
    case '10t':
      return offset !== 0 && offset >= S8[0] && offset <= S8[1];
    case '20t':
    case '21t':
    case '22t':
      return s.expanded || (offset !== 0 && offset >= S16[0] && offset <= S16[1]);
    default:
      return offset >= -0x80000000 && offset <= 0x7fffffff;
  }
}

/**
 * Lays a code list out and writes its code units. Each instruction keeps its opcode when its
 * operands fit and otherwise takes the smallest wider form of its family; branches are widened
 * (an `if-*` out of reach becomes the inverted `if` over a `goto/32`) and the layout repeated
 * until everything fits. A payload at an odd address gets a `nop` before it: the payload's own
 * label (the one its switch or `fill-array-data` names) marks the payload, while any other
 * label or directive just before it stays before the `nop`, where the reader found it.
 * Throws a plain `Error` naming the instruction when no form can hold its operands.
 */
export function encodeCode(items: CodeItem[], indexer: CodeIndexer): EncodedCode {
  const slots: Slot[] = [];
  const seen = new Set<Label>();
  const payloadTargets = new Set<Label>();
  let outsNeeded = 0;
  for (const item of items) {
    if (item instanceof Label) {
      if (seen.has(item)) throw new Error(`A label${item.name ? ` (${item.name})` : ''} appears twice in the code list`);
      seen.add(item);
      slots.push({ kind: 'label', label: item });
    } else if (item.kind === 'instruction') {
      const slot = planInstruction(item, indexer);
      if (isPayloadReference(slot.op) && item.target) payloadTargets.add(item.target);
      if (isInvoke(slot.op)) outsNeeded = Math.max(outsNeeded, item.registers.length);
      slots.push(slot);
    } else if (item.kind === 'packed-switch-payload' || item.kind === 'sparse-switch-payload' || item.kind === 'array-payload') {
      if (item.kind === 'sparse-switch-payload' && item.keys.length !== item.targets.length) {
        throw new Error('A sparse-switch payload has as many keys as targets');
      }
      if (item.kind === 'array-payload' && item.data.length % item.elementWidth !== 0) {
        throw new Error(`An array payload's data is not a whole number of ${item.elementWidth}-byte elements`);
      }
      slots.push({ kind: 'payload', payload: item, pad: false, address: 0, size: payloadSize(item) });
    } else {
      slots.push({ kind: 'directive', directive: item });
    }
  }
  const labelAddress = new Map<Label, number>();
  const target = (s: InsSlot): number => {
    const label = s.ins.target;
    const a = label ? labelAddress.get(label) : undefined;
    if (a === undefined) throw new Error(`Cannot encode ${describe(s.ins)}: its target label is not in the code list`);
    return a;
  };

  // Every pass only widens, and each instruction can widen a bounded number of times.
  let total = 0;
  for (let pass = 0; pass <= slots.length * 4 + 1; pass++) {
    let addr = 0;
    // The labels since the last instruction or payload: slots[runStart..k), or none when -1.
    let runStart = -1;
    for (let k = 0; k < slots.length; k++) {
      const s = slots[k];
      if (s.kind === 'label') {
        labelAddress.set(s.label, addr);
        if (runStart < 0) runStart = k;
      } else if (s.kind === 'directive') {
        continue;
      } else if (s.kind === 'payload') {
        s.pad = addr % 2 === 1;
        if (s.pad) addr++;
        // The payload's own labels move past the alignment nop; the others stay before it.
        if (runStart >= 0) {
          for (let j = runStart; j < k; j++) {
            const l = slots[j];
            if (l.kind === 'label' && payloadTargets.has(l.label)) labelAddress.set(l.label, addr);
          }
        }
        s.address = addr;
        addr += s.size;
        runStart = -1;
      } else {
        s.address = addr;
        addr += insSize(s);
        runStart = -1;
      }
    }
    total = addr;
    let changed = false;
    for (const s of slots) {
      if (s.kind !== 'ins' || !isBranch(s.op)) continue;
      if (reaches(s, target(s) - s.address)) continue;
      changed = true;
      if (isConditional(s.op)) {
        s.expanded = true;
      } else {
        const family = FAMILIES.get('goto') ?? [];
        const next = family[family.indexOf(s.op.name) + 1];
        const op = next ? OPCODES_BY_NAME.get(next) : undefined;
        if (!op) throw new Error(`Cannot encode ${describe(s.ins)}: its target is out of reach`);
        s.op = op;
      }
    }
    if (!changed) break;
  }
  if (total > 0xffffffff) throw new Error('The code is longer than a code_item can hold');

  const payloadBase = new Map<Payload, number>();
  const payloadByAddress = new Map<number, PayloadSlot>();
  for (const s of slots) if (s.kind === 'payload') payloadByAddress.set(s.address, s);
  for (const s of slots) {
    if (s.kind !== 'ins' || !isPayloadReference(s.op)) continue;
    const p = payloadByAddress.get(target(s));
    if (!p || p.payload.kind !== PAYLOAD_FOR_OP[s.op.name]) {
      throw new Error(`Cannot encode ${describe(s.ins)}: its target is not a ${PAYLOAD_FOR_OP[s.op.name]}`);
    }
    if (p.payload.kind === 'array-payload') continue;
    if (payloadBase.has(p.payload)) throw new Error(`Two switch instructions use one ${p.payload.kind}`);
    payloadBase.set(p.payload, s.address);
  }

  const units = new Uint16Array(total);
  const directives: PositionedDirective[] = [];
  let addr = 0;
  for (const s of slots) {
    if (s.kind === 'label') continue;
    if (s.kind === 'directive') {
      directives.push({ address: addr, directive: s.directive });
      continue;
    }
    if (s.kind === 'payload') {
      if (s.pad) units[addr] = 0; // nop
      writePayload(units, s, payloadBase.get(s.payload) ?? s.address, labelAddress);
      addr = s.address + s.size;
      continue;
    }
    writeInstruction(units, s, s.ins.target ? target(s) : 0);
    addr = s.address + insSize(s);
  }

  return {
    units,
    addressOf: (label: Label): number => {
      const a = labelAddress.get(label);
      if (a === undefined) throw new Error(`A label${label.name ? ` (${label.name})` : ''} is not in the code list`);
      return a;
    },
    directives,
    outsNeeded,
  };
}

function writePayload(units: Uint16Array, s: PayloadSlot, base: number, labels: Map<Label, number>): void {
  const at = s.address;
  const p = s.payload;
  const put32 = (i: number, v: number): void => {
    units[i] = v & 0xffff;
    units[i + 1] = (v >>> 16) & 0xffff;
  };
  const rel = (l: Label): number => {
    const a = labels.get(l);
    if (a === undefined) throw new Error(`A ${p.kind} target is not in the code list`);
    return a - base;
  };
  switch (p.kind) {
    case 'packed-switch-payload':
      units[at] = 0x0100;
      units[at + 1] = p.targets.length;
      put32(at + 2, p.firstKey);
      p.targets.forEach((l, i) => put32(at + 4 + i * 2, rel(l)));
      break;
    case 'sparse-switch-payload': {
      const count = p.targets.length;
      units[at] = 0x0200;
      units[at + 1] = count;
      p.keys.forEach((k, i) => put32(at + 2 + i * 2, k));
      p.targets.forEach((l, i) => put32(at + 2 + count * 2 + i * 2, rel(l)));
      break;
    }
    case 'array-payload': {
      units[at] = 0x0300;
      units[at + 1] = p.elementWidth;
      put32(at + 2, p.data.length / p.elementWidth);
      for (let i = 0; i < p.data.length; i++) units[at + 4 + (i >> 1)] |= i & 1 ? p.data[i] << 8 : p.data[i];
      break;
    }
  }
  if ((p.kind === 'packed-switch-payload' || p.kind === 'sparse-switch-payload') && p.targets.length > 0xffff) {
    throw new Error(`A ${p.kind} has more than 65535 targets`);
  }
}

function lo16(v: bigint): number {
  return Number(BigInt.asUintN(16, v));
}

function put32(units: Uint16Array, i: number, v: number): void {
  units[i] = v & 0xffff;
  units[i + 1] = (v >>> 16) & 0xffff;
}

function writeInstruction(units: Uint16Array, s: InsSlot, targetAddress: number): void {
  const at = s.address;
  const r = s.registers;
  const lit = s.literal;
  if (s.expanded) {
    // `if-<not cond> …, +5` over `goto/32 target`.
    const inv = OPCODES_BY_NAME.get(invertedIf(s.op.name));
    const goto32 = OPCODES_BY_NAME.get('goto/32');
    if (!inv || !goto32) throw new Error('opcode table is missing if/goto forms');
    units[at] = inv.value | (s.op.format === '22t' ? (r[0] << 8) | (r[1] << 12) : r[0] << 8);
    units[at + 1] = 5;
    units[at + 2] = goto32.value;
    put32(units, at + 3, targetAddress - (at + 2));
    return;
  }
  const v = s.op.value;
  const offset = targetAddress - at;
  switch (s.op.format) {
    case '10x':
      units[at] = v;
      break;
    case '12x':
    case '22t':
    case '22s':
    case '22c':
      units[at] = v | (r[0] << 8) | (r[1] << 12);
      if (s.op.format === '22t') units[at + 1] = offset & 0xffff;
      else if (s.op.format === '22s') units[at + 1] = lo16(lit);
      else if (s.op.format === '22c') units[at + 1] = s.index;
      break;
    case '11n':
      units[at] = v | (r[0] << 8) | (Number(BigInt.asUintN(4, lit)) << 12);
      break;
    case '11x':
      units[at] = v | (r[0] << 8);
      break;
    case '10t':
      units[at] = v | ((offset & 0xff) << 8);
      break;
    case '20t':
      units[at] = v;
      units[at + 1] = offset & 0xffff;
      break;
    case '22x':
      units[at] = v | (r[0] << 8);
      units[at + 1] = r[1];
      break;
    case '21t':
      units[at] = v | (r[0] << 8);
      units[at + 1] = offset & 0xffff;
      break;
    case '21s':
      units[at] = v | (r[0] << 8);
      units[at + 1] = lo16(lit);
      break;
    case '21h':
      units[at] = v | (r[0] << 8);
      units[at + 1] = lo16(lit >> (s.op.name === 'const/high16' ? 16n : 48n));
      break;
    case '21c':
      units[at] = v | (r[0] << 8);
      units[at + 1] = s.index;
      break;
    case '23x':
      units[at] = v | (r[0] << 8);
      units[at + 1] = r[1] | (r[2] << 8);
      break;
    case '22b':
      units[at] = v | (r[0] << 8);
      units[at + 1] = r[1] | (Number(BigInt.asUintN(8, lit)) << 8);
      break;
    case '30t':
      units[at] = v;
      put32(units, at + 1, offset);
      break;
    case '32x':
      units[at] = v;
      units[at + 1] = r[0];
      units[at + 2] = r[1];
      break;
    case '31i':
      units[at] = v | (r[0] << 8);
      put32(units, at + 1, Number(BigInt.asIntN(32, lit)));
      break;
    case '31t':
      units[at] = v | (r[0] << 8);
      put32(units, at + 1, offset);
      break;
    case '31c':
      units[at] = v | (r[0] << 8);
      put32(units, at + 1, s.index);
      break;
    case '35c':
    case '45cc': {
      const g = r.length === 5 ? r[4] : 0;
      units[at] = v | (g << 8) | (r.length << 12);
      units[at + 1] = s.index;
      units[at + 2] = (r[0] ?? 0) | ((r[1] ?? 0) << 4) | ((r[2] ?? 0) << 8) | ((r[3] ?? 0) << 12);
      if (s.op.format === '45cc') units[at + 3] = s.protoIndex;
      break;
    }
    case '3rc':
    case '4rcc':
      units[at] = v | (r.length << 8);
      units[at + 1] = s.index;
      units[at + 2] = r[0] ?? 0;
      if (s.op.format === '4rcc') units[at + 3] = s.protoIndex;
      break;
    case '51l':
      units[at] = v | (r[0] << 8);
      for (let i = 0; i < 4; i++) units[at + 1 + i] = lo16(lit >> BigInt(16 * i));
      break;
    default:
      throw new Error(`Cannot encode ${describe(s.ins)}: format ${s.op.format}`);
  }
}
