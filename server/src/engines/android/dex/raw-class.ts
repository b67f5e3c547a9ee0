import { readUleb, type CodeSource } from './raw-code.js';
import {
  shorty,
  type CallSite,
  type Code,
  type DexClass,
  type DexFile,
  type EncodedValue,
  type FieldRef,
  type MethodHandle,
  type MethodRef,
  type Proto,
  type RetainedIds,
} from './model.js';
import type { ReferenceKind } from './opcodes.js';

/**
 * Class members kept as the file stored them until something needs them.
 *
 * A rewrite edits a few classes of a package and passes the others through, so the reader
 * does not build the members of a class: it checks its class_data, code, static values and
 * annotations as decoding them would (every index in range, every size within the file, the
 * access flags ART's verifier wants) and keeps their offsets, with the code of each method
 * (itself undecoded, see raw-code.ts). The class's member lists and annotations decode on
 * first access, so every editor sees the usual model; the writer copies a class that was never
 * decoded from the stored items, renumbering each index to the new file's tables, and writes
 * the bytes it would write for the decoded class.
 *
 * The copy relies on the new tables keeping the order of the old ones (both are sorted by the
 * same keys), so a class whose stored annotations are not in the order the writer sorts them
 * into (by type in a set, by name in an annotation, by index in the directory) is decoded by
 * the reader at once. A file that is still all the reader gave is written with the id tables it
 * was read from, with no id collected or sorted (see {@link unchangedSource}).
 */

/** Where undecoded members come from: the file's bytes and tables, and the reader that decodes them. */
export interface ClassSource {
  readonly bytes: Uint8Array;
  /** The file's tables as undecoded code names them; also the key the writer renumbers indexes by. */
  readonly code: CodeSource;
  /** The file as the reader gave it, once read. */
  readonly file: SourceFile | undefined;
  /** Decodes the members of `cls` (checked when the file was read). */
  members(cls: DexClass, raw: RawClass): ClassMembers;
}

/**
 * A file as the reader gave it: how many classes it defines, copies of its call sites and
 * retained ids, and its id tables in the file's order (which is the order the writer sorts them into).
 */
export interface SourceFile {
  classCount: number;
  callSites: CallSite[];
  retained: RetainedIds;
  strings: string[];
  types: string[];
  protos: Proto[];
  fields: FieldRef[];
  methods: MethodRef[];
  methodHandles: MethodHandle[];
}

export interface RawClass {
  readonly source: ClassSource;
  /** The class_def as read: the stored members name the class by this type. */
  readonly head: { readonly type: string; readonly superclass: string | null; readonly interfaces: readonly string[]; readonly sourceFile: string | null };
  /** Offsets in the source, 0 for none. */
  readonly classDataOff: number;
  readonly annotationsOff: number;
  readonly staticValuesOff: number;
  /** The code of each method with a code_item, in class_data order. */
  readonly codes: Code[];
}

export type ClassMembers = Pick<DexClass, 'annotations' | 'staticFields' | 'instanceFields' | 'directMethods' | 'virtualMethods'>;

const MEMBERS = ['annotations', 'staticFields', 'instanceFields', 'directMethods', 'virtualMethods'] as const;

interface LazyState {
  raw: RawClass | undefined;
  members?: ClassMembers;
}

const STATE = Symbol('rawClass');

function state(cls: DexClass): LazyState | undefined {
  return (cls as { [STATE]?: LazyState })[STATE];
}

function materialize(cls: DexClass): ClassMembers {
  const s = state(cls)!;
  if (s.raw) {
    s.members = s.raw.source.members(cls, s.raw);
    s.raw = undefined;
  }
  return s.members!;
}

// One accessor pair per member list, shared by every lazy class, so they all keep one shape.
const ACCESSORS: PropertyDescriptorMap = Object.fromEntries(
  MEMBERS.map((key) => [
    key,
    {
      get(this: DexClass) {
        return materialize(this)[key];
      },
      set(this: DexClass, value: unknown) {
        (materialize(this) as Record<string, unknown>)[key] = value;
      },
      enumerable: true,
      configurable: true,
    },
  ]),
);

/** A class whose member lists and annotations decode from `raw` on first access. */
export function lazyClass(head: Omit<DexClass, keyof ClassMembers>, raw: RawClass): DexClass {
  Object.defineProperties(head, ACCESSORS);
  Object.defineProperty(head, STATE, { value: { raw } satisfies LazyState });
  return head as DexClass;
}

/**
 * The stored form of the members of `cls`, or undefined once they were decoded or the class
 * was renamed (its stored members name the old type; decoded, they follow the new one).
 */
export function rawClass(cls: DexClass): RawClass | undefined {
  const raw = state(cls)?.raw;
  return raw && raw.head.type === cls.type ? raw : undefined;
}

const sameItems = <T>(a: readonly T[], b: readonly T[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * The file read when `file` is still all of it: every class it read, none decoded, its call
 * sites and retained ids as read. The ids an id collector would find for such a file are then
 * exactly the tables it was read from (each id is used or retained), in the same order, but
 * for a prototype whose stored shorty is not its shorty (the reader does not require it): then
 * undefined too.
 */
export function unchangedSource(file: DexFile): SourceFile | undefined {
  const first = file.classes.length > 0 ? rawClass(file.classes[0]) : undefined;
  const read = first?.source.file;
  if (!first || !read || !file.retained || file.classes.length !== read.classCount) return undefined;
  const classes = new Set<DexClass>();
  for (const c of file.classes) {
    const raw = rawClass(c);
    if (raw?.source !== first.source || classes.has(c)) return undefined;
    const head = raw.head;
    if (c.superclass !== head.superclass || c.sourceFile !== head.sourceFile || !sameItems(c.interfaces, head.interfaces)) return undefined;
    classes.add(c);
  }
  const r = file.retained;
  const o = read.retained;
  const same =
    sameItems(file.callSites, read.callSites) &&
    sameItems(r.strings, o.strings) &&
    sameItems(r.types, o.types) &&
    sameItems(r.protos, o.protos) &&
    sameItems(r.fields, o.fields) &&
    sameItems(r.methods, o.methods) &&
    sameItems(r.methodHandles, o.methodHandles);
  if (!same) return undefined;
  return read.protos.every((p) => hasString(read.strings, shorty(p))) ? read : undefined;
}

/** Whether sorted `strings` holds `s`. */
function hasString(strings: string[], s: string): boolean {
  let lo = 0;
  let hi = strings.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (strings[mid] < s) lo = mid + 1;
    else hi = mid;
  }
  return strings[lo] === s;
}

// ---------------------------------------------------------------------------------------------
// Walking stored members. The reader checked them, so these walks do not check again.

/** A field or method as class_data lists it: its index in the source, its flags and, for a method, its code. */
export interface StoredMember {
  index: number;
  accessFlags: number;
  code: Code | null;
}

/** The members of a class in class_data order: static and instance fields, direct and virtual methods. */
export function storedMembers(raw: RawClass): [StoredMember[], StoredMember[], StoredMember[], StoredMember[]] {
  const out: [StoredMember[], StoredMember[], StoredMember[], StoredMember[]] = [[], [], [], []];
  if (raw.classDataOff === 0) return out;
  const bytes = raw.source.bytes;
  const c = { pos: raw.classDataOff };
  const counts = [readUleb(bytes, c), readUleb(bytes, c), readUleb(bytes, c), readUleb(bytes, c)];
  let code = 0;
  for (let k = 0; k < 4; k++) {
    let index = 0;
    for (let i = 0; i < counts[k]; i++) {
      index += readUleb(bytes, c);
      const accessFlags = readUleb(bytes, c);
      const hasCode = k >= 2 && readUleb(bytes, c) !== 0;
      out[k].push({ index, accessFlags, code: hasCode ? raw.codes[code++] : null });
    }
  }
  return out;
}

/**
 * The name and prototype of each virtual method `cls` declares, read from its stored members
 * while it is undecoded (so a walk over every class of a file decodes none of them).
 */
export function virtualMethodSignatures(cls: DexClass): { name: string; proto: Proto }[] {
  const raw = rawClass(cls);
  if (!raw) return cls.virtualMethods.map((m) => ({ name: m.name, proto: m.proto }));
  const pool = raw.source.code.pool;
  return storedMembers(raw)[3].map((m) => {
    const ref = pool.method(m.index);
    return { name: ref.name, proto: ref.proto };
  });
}

/** An annotations_directory_item: the class's annotation set, and per field and method index the set (or parameter list) offset. */
export interface StoredDirectory {
  classSet: number;
  fields: Map<number, number>;
  methods: Map<number, number>;
  parameters: Map<number, number>;
}

export function storedDirectory(raw: RawClass): StoredDirectory | undefined {
  if (raw.annotationsOff === 0) return undefined;
  const u32 = (at: number): number => readU32(raw.source.bytes, at);
  const off = raw.annotationsOff;
  const dir: StoredDirectory = { classSet: u32(off), fields: new Map(), methods: new Map(), parameters: new Map() };
  let at = off + 16;
  for (const [size, map] of [
    [u32(off + 4), dir.fields],
    [u32(off + 8), dir.methods],
    [u32(off + 12), dir.parameters],
  ] as const) {
    for (let i = 0; i < size; i++, at += 8) map.set(u32(at), u32(at + 4));
  }
  return dir;
}

export function readU32(bytes: Uint8Array, at: number): number {
  return (bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16) | (bytes[at + 3] << 24)) >>> 0;
}

/** The annotation_item offsets of the annotation_set_item at `offset`, or the set offsets of an annotation_set_ref_list (0 for none): both are a size and that many offsets. */
export function storedSet(bytes: Uint8Array, offset: number): number[] {
  const size = readU32(bytes, offset);
  const out: number[] = new Array<number>(size);
  for (let i = 0; i < size; i++) out[i] = readU32(bytes, offset + 4 + 4 * i);
  return out;
}

/** The kind of index an encoded value of type 0x15–0x1b holds. */
export const VALUE_INDEX_KIND: Partial<Record<number, ReferenceKind>> = {
  0x15: 'proto',
  0x16: 'method-handle',
  0x17: 'string',
  0x18: 'type',
  0x19: 'field',
  0x1a: 'method',
  0x1b: 'field',
};

/** The most bytes each numeric encoded value type may take. */
export const VALUE_MAX_SIZE: Partial<Record<number, number>> = { 0x00: 1, 0x02: 2, 0x03: 2, 0x04: 4, 0x06: 8, 0x10: 4, 0x11: 8 };

/** A numeric encoded value of `type` from its `size` stored bytes (`bits`, unsigned), as Java reads it. */
export function numericValue(type: number, size: number, bits: bigint): EncodedValue {
  switch (type) {
    case 0x00:
      return { kind: 'byte', value: Number(BigInt.asIntN(size * 8, bits)) };
    case 0x02:
      return { kind: 'short', value: Number(BigInt.asIntN(16, BigInt.asIntN(size * 8, bits))) };
    case 0x03:
      return { kind: 'char', value: Number(bits) };
    case 0x04:
      return { kind: 'int', value: Number(BigInt.asIntN(32, BigInt.asIntN(size * 8, bits))) };
    case 0x06:
      return { kind: 'long', value: BigInt.asIntN(64, BigInt.asIntN(size * 8, bits)) };
    case 0x10: {
      const dv = new DataView(new ArrayBuffer(4));
      dv.setUint32(0, Number(bits << BigInt((4 - size) * 8)));
      return { kind: 'float', value: dv.getFloat32(0) };
    }
    default: {
      const dv = new DataView(new ArrayBuffer(8));
      dv.setBigUint64(0, bits << BigInt((8 - size) * 8));
      return { kind: 'double', value: dv.getFloat64(0) };
    }
  }
}

/** The `size`-byte little-endian index of a stored encoded value at `c` (its head already read). */
export function storedIndex(bytes: Uint8Array, c: { pos: number }, size: number): number {
  let index = 0;
  for (let i = size - 1; i >= 0; i--) index = index * 256 + bytes[c.pos + i];
  c.pos += size;
  return index;
}

/** Visits every index the stored encoded value at `c` names. */
function valueIndexes(bytes: Uint8Array, c: { pos: number }, visit: (kind: ReferenceKind, index: number) => void): void {
  const head = bytes[c.pos++];
  const type = head & 0x1f;
  const size = (head >> 5) + 1;
  const kind = VALUE_INDEX_KIND[type];
  if (kind) visit(kind, storedIndex(bytes, c, size));
  else if (type === 0x1c) arrayIndexes(bytes, c, visit);
  else if (type === 0x1d) annotationIndexes(bytes, c, visit);
  else if (type < 0x1c) c.pos += size;
}

function arrayIndexes(bytes: Uint8Array, c: { pos: number }, visit: (kind: ReferenceKind, index: number) => void): void {
  for (let n = readUleb(bytes, c); n > 0; n--) valueIndexes(bytes, c, visit);
}

function annotationIndexes(bytes: Uint8Array, c: { pos: number }, visit: (kind: ReferenceKind, index: number) => void): void {
  visit('type', readUleb(bytes, c));
  for (let n = readUleb(bytes, c); n > 0; n--) {
    visit('string', readUleb(bytes, c));
    valueIndexes(bytes, c, visit);
  }
}

function setIndexes(bytes: Uint8Array, offset: number, visit: (kind: ReferenceKind, index: number) => void): void {
  if (offset === 0) return;
  for (const at of storedSet(bytes, offset)) annotationIndexes(bytes, { pos: at + 1 }, visit);
}

/**
 * Visits every index the stored members of a class name but for their code: the fields and
 * methods class_data defines, the static values and the annotations.
 */
export function forEachMemberIndex(raw: RawClass, visit: (kind: ReferenceKind, index: number) => void): void {
  const bytes = raw.source.bytes;
  const [staticFields, instanceFields, direct, virtual] = storedMembers(raw);
  for (const f of staticFields) visit('field', f.index);
  for (const f of instanceFields) visit('field', f.index);
  for (const m of direct) visit('method', m.index);
  for (const m of virtual) visit('method', m.index);
  if (raw.staticValuesOff !== 0) arrayIndexes(bytes, { pos: raw.staticValuesOff }, visit);
  const dir = storedDirectory(raw);
  if (!dir) return;
  setIndexes(bytes, dir.classSet, visit);
  for (const off of dir.fields.values()) setIndexes(bytes, off, visit);
  for (const off of dir.methods.values()) setIndexes(bytes, off, visit);
  for (const off of dir.parameters.values()) for (const set of storedSet(bytes, off)) setIndexes(bytes, set, visit);
}
