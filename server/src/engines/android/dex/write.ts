import { EngineError } from '../../errors.js';
import { ByteWriter, adler32, encodeMutf8, sha1 } from './bytes.js';
import type { CodeIndexer, PositionedDirective } from './instructions.js';
import { encodeMethodCode, type EncodedMethodCode, type RawTry } from './method-code.js';
import { OPCODES_BY_NAME } from './opcodes.js';
import { IndexRemap, rawCode, readUleb, writeRawUnits } from './raw-code.js';
import {
  numericValue,
  rawClass,
  readU32,
  storedDirectory,
  storedMembers,
  storedIndex,
  storedSet,
  unchangedSource,
  VALUE_INDEX_KIND,
  type ClassSource,
  type RawClass,
  type SourceFile,
  type StoredMember,
} from './raw-class.js';
import { IdCollector, definedField, definedMethod, fieldKey, isFieldHandle, methodHandleKey, methodKey, protoKey } from './ids.js';
import { TYPE_CALL_SITE_ID, TYPE_HIDDENAPI_CLASS_DATA, TYPE_METHOD_HANDLE } from './read.js';
import {
  ACC,
  Label,
  METHOD_HANDLE_KINDS,
  parameterRegisters,
  shorty,
  type Annotation,
  type CallSite,
  type Code,
  type DexClass,
  type DexField,
  type DexFile,
  type DexMethod,
  type EncodedAnnotation,
  type EncodedValue,
  type FieldRef,
  type MethodHandle,
  type MethodRef,
  type Proto,
} from './model.js';

/**
 * Writes the model of `model.ts` as a DEX file: id tables collected from what the classes refer
 * to (plus the ids the reader retained), sorted as the format and ART's verifier require, the
 * data sections in the order d8 lays them out, identical type lists, annotations, annotation
 * sets and encoded arrays shared, and the header's checksum and signature computed last.
 */

export interface WriteDexOptions {
  /**
   * Format version to write; defaults to the model's. It is raised to the first version that has
   * everything the file holds (038 for call sites and method handles, an opcode's own version).
   */
  version?: number;
}

/** The most ids of one kind a DEX file can index with 16 bits. */
export const MAX_IDS = 65_536;

const NO_INDEX = 0xffffffff;
const HEADER_SIZE = 0x70;

/** d8's section order (map_list item types). */
const MAP_ORDER = [
  0x0000, 0x0001, 0x0002, 0x0003, 0x0004, 0x0005, 0x0006, 0x0007, 0x0008, 0x2001, 0x2003, 0x1001, 0x2002, 0x2004, 0x2000, 0x2005, 0x1003, 0x1002, 0x2006, 0xf000, 0x1000,
] as const;

const VISIBILITY_VALUE = { build: 0, runtime: 1, system: 2 } as const;

/** Orders lists of type indexes element by element, a prefix first. */
function compareIndexLists(a: number[], b: number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}

function tooLarge(detail: string): never {
  throw new EngineError('android.dex_limit_exceeded', detail);
}

export function writeDex(file: DexFile, options: WriteDexOptions = {}): Uint8Array {
  return new DexWriter(file, options.version ?? file.version).write();
}

/** The classes of several DEX files (or of none yet) as one model to split. */
function asModel(input: DexFile | DexClass[], version: number | undefined): DexFile {
  return Array.isArray(input) ? { version: version ?? 35, classes: input, callSites: [] } : input;
}

/** Puts a superclass or interface defined in the same file before its subclasses, keeping the given order otherwise. */
export function orderClasses(classes: DexClass[]): DexClass[] {
  const byType = new Map(classes.map((c) => [c.type, c]));
  const seen = new Set<DexClass>();
  const out: DexClass[] = [];
  const depsOf = (c: DexClass): DexClass[] =>
    [c.superclass, ...c.interfaces].flatMap((t) => {
      const dep = t == null ? undefined : byType.get(t);
      return dep && dep !== c ? [dep] : [];
    });
  // Depth-first without recursion: a hierarchy can be as deep as the file has classes.
  for (const root of classes) {
    if (seen.has(root)) continue;
    seen.add(root);
    const stack: { cls: DexClass; deps: DexClass[]; next: number }[] = [{ cls: root, deps: depsOf(root), next: 0 }];
    while (stack.length > 0) {
      const top = stack[stack.length - 1];
      if (top.next < top.deps.length) {
        const dep = top.deps[top.next++];
        if (!seen.has(dep)) {
          seen.add(dep);
          stack.push({ cls: dep, deps: depsOf(dep), next: 0 });
        }
      } else {
        stack.pop();
        out.push(top.cls);
      }
    }
  }
  return out;
}

/**
 * A field of a class being written, with its index in the new file: `field` is the model's, or
 * undefined for a class still stored (then `annotationsOff` is its stored annotation set, 0 for none).
 */
interface FieldEntry {
  index: number;
  accessFlags: number;
  field?: DexField;
  annotationsOff: number;
}

/** A method of a class being written; see {@link FieldEntry}. `parametersOff` is the stored annotation_set_ref_list. */
interface MethodEntry {
  index: number;
  name: string;
  proto: Proto;
  accessFlags: number;
  code: Code | null;
  codeOff: number;
  method?: DexMethod;
  annotationsOff: number;
  parametersOff: number;
}

interface ClassLayout {
  cls: DexClass;
  /** The stored members of a class no edit decoded. */
  raw?: RawClass;
  /** Its stored class annotation set, 0 for none. */
  classAnnotationsOff: number;
  staticFields: FieldEntry[];
  instanceFields: FieldEntry[];
  direct: MethodEntry[];
  virtual: MethodEntry[];
}

class DexWriter {
  private strings: string[] = [];
  private stringIndex = new Map<string, number>();
  private types: string[] = [];
  private typeIndex = new Map<string, number>();
  private protos: Proto[] = [];
  private protoIndex = new Map<string, number>();
  private fields: FieldRef[] = [];
  private fieldIndex = new Map<string, number>();
  private methods: MethodRef[] = [];
  private methodIndex = new Map<string, number>();
  /** Per id, the indexes its table is sorted by (see {@link indexTable}), reused to write the id tables. */
  private protoOrder: number[][] = [];
  private fieldOrder: number[][] = [];
  private methodOrder: number[][] = [];
  /**
   * The bytes of the file whose tables are written as read (see {@link tablesAsRead}): its
   * field_ids and method_ids are then copied, not built from `fieldOrder` and `methodOrder`.
   */
  private idsAsRead: Uint8Array | undefined;
  private handles: MethodHandle[] = [];
  private handleIndex = new Map<string, number>();
  private callSites: CallSite[] = [];
  private callSiteIndex = new Map<CallSite, number>();
  private readonly w = new ByteWriter(1 << 20);
  private readonly indexer: CodeIndexer;
  private readonly remap: IndexRemap;

  constructor(
    private readonly file: DexFile,
    private version: number,
    /** The file's ids when the caller already collected them (see {@link writeDexFiles}). */
    private readonly collected?: IdCollector,
  ) {
    if (!Number.isInteger(version) || version < 35 || version > 39) tooLarge(`DEX version ${version} cannot be written`);
    this.indexer = {
      string: (s) => this.si(s),
      type: (t) => this.ti(t),
      field: (f) => this.fi(f),
      method: (m) => this.mi(m),
      proto: (p) => this.pi(p),
      callSite: (c) => this.ci(c),
      methodHandle: (h) => this.hi(h),
    };
    this.remap = new IndexRemap(this.indexer);
  }

  // -------------------------------------------------------------------------------------------
  // Indexes

  private si(s: string): number {
    const i = this.stringIndex.get(s);
    if (i === undefined) throw new Error(`string ${JSON.stringify(s)} was not collected`);
    return i;
  }

  private ti(t: string): number {
    const i = this.typeIndex.get(t);
    if (i === undefined) throw new Error(`type ${t} was not collected`);
    return i;
  }

  // Indexes of reference objects already looked up: a model read from a file shares one object
  // per id, so most lookups skip building the descriptor key. The model is not edited while it is written.
  private readonly indexOfObject = new Map<object, number>();
  /** Fills the key maps of tables taken as read (see {@link tablesAsRead}) on the first lookup by key. */
  private keyMaps: (() => void) | undefined;

  private byKey<T>(map: Map<string, T>, key: string): T | undefined {
    if (this.keyMaps) {
      const fill = this.keyMaps;
      this.keyMaps = undefined;
      fill();
    }
    return map.get(key);
  }

  private pi(p: Proto): number {
    let i = this.indexOfObject.get(p);
    if (i !== undefined) return i;
    i = this.byKey(this.protoIndex, protoKey(p));
    if (i === undefined) throw new Error(`proto ${protoKey(p)} was not collected`);
    this.indexOfObject.set(p, i);
    return i;
  }

  private fi(f: FieldRef): number {
    let i = this.indexOfObject.get(f);
    if (i !== undefined) return i;
    i = this.byKey(this.fieldIndex, fieldKey(f));
    if (i === undefined) throw new Error(`field ${fieldKey(f)} was not collected`);
    this.indexOfObject.set(f, i);
    return i;
  }

  private mi(m: MethodRef): number {
    let i = this.indexOfObject.get(m);
    if (i !== undefined) return i;
    i = this.byKey(this.methodIndex, methodKey(m));
    if (i === undefined) throw new Error(`method ${methodKey(m)} was not collected`);
    this.indexOfObject.set(m, i);
    return i;
  }

  private hi(h: MethodHandle): number {
    let i = this.indexOfObject.get(h);
    if (i !== undefined) return i;
    i = this.handleIndex.get(methodHandleKey(h));
    if (i === undefined) throw new Error(`method handle ${methodHandleKey(h)} was not collected`);
    this.indexOfObject.set(h, i);
    return i;
  }

  private ci(c: CallSite): number {
    const i = this.callSiteIndex.get(c);
    if (i === undefined) throw new Error(`call site ${c.name} was not collected`);
    return i;
  }

  private buildTables(): void {
    const read = this.collected ? undefined : unchangedSource(this.file);
    if (read) {
      this.tablesAsRead(read);
      return;
    }
    let col = this.collected;
    if (!col) {
      col = new IdCollector();
      col.file(this.file);
    }
    // string_ids are sorted by UTF-16 code units (as ART's verifier checks): what sort does without a comparator.
    this.strings = [...col.strings].sort();
    this.strings.forEach((s, i) => this.stringIndex.set(s, i));
    // Type descriptors are strings of the table, so they sort as their string ids do.
    this.types = [...col.types].sort();
    this.types.forEach((t, i) => this.typeIndex.set(t, i));
    if (this.types.length > MAX_IDS) tooLarge(`${this.types.length} type ids`);

    [this.protos, this.protoOrder] = this.indexTable(
      col.protos,
      (p) => {
        const order = [this.ti(p.returnType)];
        for (const t of p.parameters) order.push(this.ti(t));
        return order;
      },
      this.protoIndex,
    );
    if (this.protos.length > MAX_IDS) tooLarge(`${this.protos.length} proto ids`);
    [this.fields, this.fieldOrder] = this.indexTable(col.fields, (f) => [this.ti(f.owner), this.si(f.name), this.ti(f.type)], this.fieldIndex);
    if (this.fields.length > MAX_IDS) tooLarge(`${this.fields.length} field ids`);
    [this.methods, this.methodOrder] = this.indexTable(col.methods, (m) => [this.ti(m.owner), this.si(m.name), this.pi(m.proto)], this.methodIndex);
    if (this.methods.length > MAX_IDS) tooLarge(`${this.methods.length} method ids`);

    this.handleTable(col.methodHandles.values());

    this.callSites = col.callSites;
    this.callSites.forEach((c, i) => this.callSiteIndex.set(c, i));
  }

  /**
   * The id tables of a file that is still all the reader gave (see {@link unchangedSource}):
   * those it was read from, already in order. Lookups by key, which only an edited model needs,
   * get their maps on the first one.
   */
  private tablesAsRead(read: SourceFile): void {
    this.strings = read.strings;
    this.strings.forEach((s, i) => this.stringIndex.set(s, i));
    this.types = read.types;
    this.types.forEach((t, i) => this.typeIndex.set(t, i));
    read.protos.forEach((p, i) => this.indexOfObject.set(p, i));
    read.fields.forEach((f, i) => this.indexOfObject.set(f, i));
    read.methods.forEach((m, i) => this.indexOfObject.set(m, i));
    this.protos = read.protos;
    this.protoOrder = read.protos.map((p) => [this.ti(p.returnType), ...p.parameters.map((t) => this.ti(t))]);
    this.fields = read.fields;
    this.methods = read.methods;
    const source = rawClass(this.file.classes[0])!.source;
    this.idsAsRead = source.bytes;
    this.keyMaps = () => {
      read.protos.forEach((p, i) => this.protoIndex.set(protoKey(p), i));
      read.fields.forEach((f, i) => this.fieldIndex.set(fieldKey(f), i));
      read.methods.forEach((m, i) => this.methodIndex.set(methodKey(m), i));
    };
    for (const [what, n] of [
      ['type', this.types.length],
      ['proto', this.protos.length],
      ['field', this.fields.length],
      ['method', this.methods.length],
    ] as const) {
      if (n > MAX_IDS) tooLarge(`${n} ${what} ids`);
    }
    this.handleTable(read.methodHandles);
    this.callSites = [...read.callSites];
    this.callSites.forEach((c, i) => this.callSiteIndex.set(c, i));
    // Every table is the file's own, in its order (method handles too, unless sorting moved one):
    // the stored code, class data and debug information then keep their indexes as stored.
    if (this.handles.every((h, i) => h === read.methodHandles[i])) this.remap.keepIndexesOf(source.code);
  }

  /** Orders the method handles as the format requires (by kind, then target index) and indexes them. */
  private handleTable(handles: Iterable<MethodHandle>): void {
    const targetIndex = (h: MethodHandle): number => (isFieldHandle(h.kind) ? this.fi(h.target as FieldRef) : this.mi(h.target as MethodRef));
    this.handles = [...handles].sort((a, b) => METHOD_HANDLE_KINDS.indexOf(a.kind) - METHOD_HANDLE_KINDS.indexOf(b.kind) || targetIndex(a) - targetIndex(b));
    this.handles.forEach((h, i) => this.handleIndex.set(methodHandleKey(h), i));
    if (this.handles.length > MAX_IDS) tooLarge(`${this.handles.length} method handles`);
  }

  /**
   * The collected ids of one kind in the table's order, given as each id's indexes to compare
   * element by element (looked up once per id, not once per comparison); each id's index is
   * registered under its key and its object. Returns the ids and, beside them, those indexes.
   */
  private indexTable<T extends object>(collected: Map<string, T>, order: (ref: T) => number[], byKey: Map<string, number>): [T[], number[][]] {
    const entries: { key: string; ref: T; order: number[] }[] = [];
    for (const [key, ref] of collected) entries.push({ key, ref, order: order(ref) });
    entries.sort((a, b) => compareIndexLists(a.order, b.order));
    const refs: T[] = new Array<T>(entries.length);
    const orders: number[][] = new Array<number[]>(entries.length);
    for (let i = 0; i < entries.length; i++) {
      const e = entries[i];
      byKey.set(e.key, i);
      this.indexOfObject.set(e.ref, i);
      refs[i] = e.ref;
      orders[i] = e.order;
    }
    return [refs, orders];
  }

  // -------------------------------------------------------------------------------------------
  // Encoded values

  private value(w: ByteWriter, v: EncodedValue): void {
    switch (v.kind) {
      case 'byte':
        writeValueHead(w, 0x00, 0);
        w.u8(v.value);
        return;
      case 'short':
        return writeSignedValue(w, 0x02, BigInt(v.value));
      case 'char':
        return writeUnsignedValue(w, 0x03, v.value & 0xffff);
      case 'int':
        return writeSignedValue(w, 0x04, BigInt(v.value | 0));
      case 'long':
        return writeSignedValue(w, 0x06, BigInt.asIntN(64, v.value));
      case 'float': {
        const dv = new DataView(new ArrayBuffer(4));
        dv.setFloat32(0, v.value);
        return writeRightZeroExtended(w, 0x10, BigInt(dv.getUint32(0)), 4);
      }
      case 'double': {
        const dv = new DataView(new ArrayBuffer(8));
        dv.setFloat64(0, v.value);
        return writeRightZeroExtended(w, 0x11, dv.getBigUint64(0), 8);
      }
      case 'method-type':
        return writeUnsignedValue(w, 0x15, this.pi(v.value));
      case 'method-handle':
        return writeUnsignedValue(w, 0x16, this.hi(v.value));
      case 'string':
        return writeUnsignedValue(w, 0x17, this.si(v.value));
      case 'type':
        return writeUnsignedValue(w, 0x18, this.ti(v.value));
      case 'field':
        return writeUnsignedValue(w, 0x19, this.fi(v.value));
      case 'method':
        return writeUnsignedValue(w, 0x1a, this.mi(v.value));
      case 'enum':
        return writeUnsignedValue(w, 0x1b, this.fi(v.value));
      case 'array':
        writeValueHead(w, 0x1c, 0);
        this.array(w, v.value);
        return;
      case 'annotation':
        writeValueHead(w, 0x1d, 0);
        this.encodedAnnotation(w, v.value);
        return;
      case 'null':
        writeValueHead(w, 0x1e, 0);
        return;
      case 'boolean':
        writeValueHead(w, 0x1f, v.value ? 1 : 0);
        return;
    }
  }

  private array(w: ByteWriter, values: EncodedValue[]): void {
    w.uleb(values.length);
    for (const v of values) this.value(w, v);
  }

  private encodedAnnotation(w: ByteWriter, a: EncodedAnnotation): void {
    w.uleb(this.ti(a.type));
    w.uleb(a.elements.length);
    const elements = a.elements.map((e) => ({ e, name: this.si(e.name) })).sort((x, y) => x.name - y.name);
    for (const { e, name } of elements) {
      w.uleb(name);
      this.value(w, e.value);
    }
  }

  // -------------------------------------------------------------------------------------------
  // Layout

  write(): Uint8Array {
    this.buildTables();
    this.version = Math.max(this.version, this.neededVersion());
    const classes = orderClasses(this.file.classes);
    if (classes.length > MAX_IDS) tooLarge(`${classes.length} classes`);
    const layouts = classes.map((c) => this.classLayout(c));
    const w = this.w;
    const sizes = {
      strings: this.strings.length,
      types: this.types.length,
      protos: this.protos.length,
      fields: this.fields.length,
      methods: this.methods.length,
      classes: classes.length,
      callSites: this.callSites.length,
      handles: this.handles.length,
    };
    const map = new Map<number, { size: number; offset: number }>();
    let at = HEADER_SIZE;
    const idSection = (type: number, count: number, itemSize: number): number => {
      if (count === 0) return 0;
      const off = at;
      map.set(type, { size: count, offset: off });
      at += count * itemSize;
      return off;
    };
    map.set(0x0000, { size: 1, offset: 0 });
    const stringIdsOff = idSection(0x0001, sizes.strings, 4);
    const typeIdsOff = idSection(0x0002, sizes.types, 4);
    const protoIdsOff = idSection(0x0003, sizes.protos, 12);
    const fieldIdsOff = idSection(0x0004, sizes.fields, 8);
    const methodIdsOff = idSection(0x0005, sizes.methods, 8);
    const classDefsOff = idSection(0x0006, sizes.classes, 32);
    const callSiteIdsOff = idSection(TYPE_CALL_SITE_ID, sizes.callSites, 4);
    const handlesOff = idSection(TYPE_METHOD_HANDLE, sizes.handles, 8);
    w.zeros(at - w.length);
    const dataOff = w.length;

    const section = (type: number, start: number, count: number): void => {
      if (count > 0) map.set(type, { size: count, offset: start });
    };

    // code_item, each encoded just before it is written and dropped after, with its
    // debug_info_item made at once into a buffer placed after the code items. Methods whose
    // debug information is the same share one item, as d8 lays them out.
    const debugPatches: { at: number; rel: number }[] = [];
    const debugBytes = new ByteWriter(1 << 16);
    const debugItems = new Map<string, number>();
    const debugTmp = new ByteWriter(256);
    let count = 0;
    w.align(4);
    let start = w.length;
    for (const l of layouts) {
      for (const list of [l.direct, l.virtual]) {
        for (const e of list) {
          if (!e.code) continue;
          w.align(4);
          e.codeOff = w.length;
          debugTmp.length = 0;
          const debugAt = this.codeItem(e, l.cls, debugTmp);
          if (debugAt >= 0) {
            const bytes = debugTmp.written();
            const key = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('latin1');
            let rel = debugItems.get(key);
            if (rel === undefined) {
              rel = debugBytes.length;
              debugBytes.bytes(bytes);
              debugItems.set(key, rel);
            }
            debugPatches.push({ at: debugAt, rel });
          }
          count++;
        }
      }
    }
    section(0x2001, start, count);

    // debug_info_item
    start = w.length;
    w.bytes(debugBytes.written());
    for (const p of debugPatches) w.patchU32(p.at, start + p.rel);
    section(0x2003, start, debugItems.size);

    // type_list, in d8's order: by their type indexes, element by element, a prefix first.
    w.align(4);
    start = w.length;
    // Keyed by the types joined with U+0000, which no type descriptor holds.
    const typeLists = new Map<string, number[]>();
    for (const list of [...this.protos.map((p) => p.parameters), ...layouts.map((l) => l.cls.interfaces)]) {
      if (list.length > 0)
        typeLists.set(
          list.join('\0'),
          list.map((t) => this.ti(t)),
        );
    }
    const typeListOffs = new Map<string, number>();
    for (const [key, indexes] of [...typeLists].sort((a, b) => compareIndexLists(a[1], b[1]))) {
      w.align(4);
      typeListOffs.set(key, w.length);
      w.u32(indexes.length);
      for (const i of indexes) w.u16(i);
    }
    const typeList = (list: string[]): number => (list.length === 0 ? 0 : typeListOffs.get(list.join('\0'))!);
    const protoParams = this.protos.map((p) => typeList(p.parameters));
    const interfaces = layouts.map((l) => typeList(l.cls.interfaces));
    section(0x1001, start, typeLists.size);

    // string_data_item
    start = w.length;
    const stringOffsets = this.strings.map((s) => {
      const off = w.length;
      w.uleb(s.length);
      encodeMutf8(s, w);
      return off;
    });
    section(0x2002, start, this.strings.length);

    // annotation_item
    start = w.length;
    const annotationItems = new Map<string, number>();
    const scratch = new ByteWriter(256);
    const annotationItem = (a: Annotation): number => {
      scratch.length = 0;
      scratch.u8(VISIBILITY_VALUE[a.visibility]);
      this.encodedAnnotation(scratch, a.annotation);
      const bytes = scratch.written();
      const key = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('latin1');
      let off = annotationItems.get(key);
      if (off === undefined) {
        off = w.length;
        w.bytes(bytes);
        annotationItems.set(key, off);
      }
      return off;
    };
    const setItems = new Map<Annotation[], number[]>();
    const prepareSet = (list: Annotation[]): void => {
      if (list.length === 0) return;
      const entries = list.map((a) => ({ type: this.ti(a.annotation.type), off: annotationItem(a) }));
      entries.sort((x, y) => x.type - y.type);
      setItems.set(
        list,
        entries.map((e) => e.off),
      );
    };
    // A stored set's annotation_item offsets, per source and set offset.
    const storedSetItems = new Map<ClassSource, Map<number, number[]>>();
    const prepareStoredSet = (raw: RawClass, offset: number): void => {
      if (offset === 0) return;
      let bySet = storedSetItems.get(raw.source);
      if (!bySet) storedSetItems.set(raw.source, (bySet = new Map()));
      if (bySet.has(offset)) return;
      const bytes = raw.source.bytes;
      // Renumbering keeps the order of the stored set, sorted by type (see raw-class.ts).
      const items = storedSet(bytes, offset).map((at) => {
        scratch.length = 0;
        scratch.u8(bytes[at]);
        this.storedAnnotation(scratch, raw, { pos: at + 1 });
        const written = scratch.written();
        const key = Buffer.from(written.buffer, written.byteOffset, written.length).toString('latin1');
        let off = annotationItems.get(key);
        if (off === undefined) {
          off = w.length;
          w.bytes(written);
          annotationItems.set(key, off);
        }
        return off;
      });
      bySet.set(offset, items);
    };
    for (const l of layouts) {
      const raw = l.raw;
      if (raw) {
        prepareStoredSet(raw, l.classAnnotationsOff);
        for (const list of [l.staticFields, l.instanceFields]) for (const f of list) prepareStoredSet(raw, f.annotationsOff);
        for (const list of [l.direct, l.virtual]) {
          for (const e of list) {
            prepareStoredSet(raw, e.annotationsOff);
            if (e.parametersOff !== 0) for (const set of storedSet(raw.source.bytes, e.parametersOff)) prepareStoredSet(raw, set);
          }
        }
        continue;
      }
      prepareSet(l.cls.annotations);
      for (const list of [l.staticFields, l.instanceFields]) for (const f of list) prepareSet(f.field!.annotations);
      for (const list of [l.direct, l.virtual]) {
        for (const e of list) {
          prepareSet(e.method!.annotations);
          for (const p of e.method!.parameterAnnotations ?? []) if (p) prepareSet(p);
        }
      }
    }
    section(0x2004, start, annotationItems.size);

    // class_data_item
    start = w.length;
    count = 0;
    const classDataOffs = layouts.map((l) => {
      const members = l.staticFields.length + l.instanceFields.length + l.direct.length + l.virtual.length;
      if (members === 0) return 0;
      count++;
      const off = w.length;
      w.uleb(l.staticFields.length);
      w.uleb(l.instanceFields.length);
      w.uleb(l.direct.length);
      w.uleb(l.virtual.length);
      for (const list of [l.staticFields, l.instanceFields]) {
        let prev = 0;
        for (const f of list) {
          w.uleb(f.index - prev);
          w.uleb(f.accessFlags);
          prev = f.index;
        }
      }
      for (const list of [l.direct, l.virtual]) {
        let prev = 0;
        for (const e of list) {
          w.uleb(e.index - prev);
          w.uleb(e.accessFlags);
          w.uleb(e.codeOff);
          prev = e.index;
        }
      }
      return off;
    });
    section(0x2000, start, count);

    // encoded_array_item: call sites first, in call_site_ids order, then static values.
    start = w.length;
    const arrays = new Map<string, number>();
    const callSiteOffs = this.callSites.map((c) => {
      const off = w.length;
      const values: EncodedValue[] = [{ kind: 'method-handle', value: c.handle }, { kind: 'string', value: c.name }, { kind: 'method-type', value: c.type }, ...c.extraArguments];
      this.array(w, values);
      return off;
    });
    count = callSiteOffs.length;
    const staticValueOffs = layouts.map((l) => {
      const tmp = new ByteWriter();
      if (l.raw) {
        // A stored array gives the first fields their values: an empty one gives none.
        if (l.raw.staticValuesOff === 0 || readUleb(l.raw.source.bytes, { pos: l.raw.staticValuesOff }) === 0) return 0;
        this.storedArray(tmp, l.raw, { pos: l.raw.staticValuesOff });
      } else {
        let last = -1;
        l.staticFields.forEach((f, i) => {
          if (f.field!.initialValue) last = i;
        });
        if (last < 0) return 0;
        this.array(
          tmp,
          l.staticFields.slice(0, last + 1).map((f) => f.field!.initialValue ?? defaultValue(f.field!.type)),
        );
      }
      const bytes = tmp.toBytes();
      const key = Buffer.from(bytes).toString('latin1');
      let off = arrays.get(key);
      if (off === undefined) {
        off = w.length;
        w.bytes(bytes);
        arrays.set(key, off);
        count++;
      }
      return off;
    });
    section(0x2005, start, count);

    // annotation_set_item
    w.align(4);
    start = w.length;
    const sets = new Map<string, number>();
    const setOff = (list: Annotation[]): number => setAt(setItems.get(list) ?? []);
    const storedSetOff = (raw: RawClass, offset: number): number => setAt(storedSetItems.get(raw.source)!.get(offset)!);
    const setAt = (items: number[]): number => {
      const key = items.join(',');
      let off = sets.get(key);
      if (off === undefined) {
        w.align(4);
        off = w.length;
        w.u32(items.length);
        for (const i of items) w.u32(i);
        sets.set(key, off);
      }
      return off;
    };
    interface Directory {
      classSet: number;
      fields: [number, number][];
      methods: [number, number][];
      /** Per method, the set of each parameter (0 for none). */
      params: [number, number[]][];
    }
    const directories: (Directory | null)[] = layouts.map((l) => {
      const dir: Directory = { classSet: 0, fields: [], methods: [], params: [] };
      const raw = l.raw;
      if (raw) {
        // A stored empty set counts as none, as it does once decoded.
        const bytes = raw.source.bytes;
        const stored = (offset: number): boolean => offset !== 0 && readU32(bytes, offset) > 0;
        if (stored(l.classAnnotationsOff)) dir.classSet = storedSetOff(raw, l.classAnnotationsOff);
        for (const f of [...l.staticFields, ...l.instanceFields].sort((a, b) => a.index - b.index)) {
          if (stored(f.annotationsOff)) dir.fields.push([f.index, storedSetOff(raw, f.annotationsOff)]);
        }
        for (const e of [...l.direct, ...l.virtual].sort((a, b) => a.index - b.index)) {
          if (stored(e.annotationsOff)) dir.methods.push([e.index, storedSetOff(raw, e.annotationsOff)]);
          if (e.parametersOff !== 0) dir.params.push([e.index, storedSet(bytes, e.parametersOff).map((set) => (set === 0 ? 0 : storedSetOff(raw, set)))]);
        }
      } else {
        if (l.cls.annotations.length > 0) dir.classSet = setOff(l.cls.annotations);
        const fieldHas = (f: FieldEntry): boolean => f.field!.annotations.length > 0;
        const methodHas = (e: MethodEntry): boolean => e.method!.annotations.length > 0 || e.method!.parameterAnnotations != null;
        if (l.staticFields.some(fieldHas) || l.instanceFields.some(fieldHas)) {
          for (const f of [...l.staticFields, ...l.instanceFields].sort((a, b) => a.index - b.index)) {
            if (f.field!.annotations.length > 0) dir.fields.push([f.index, setOff(f.field!.annotations)]);
          }
        }
        if (l.direct.some(methodHas) || l.virtual.some(methodHas)) {
          for (const e of [...l.direct, ...l.virtual].sort((a, b) => a.index - b.index)) {
            if (e.method!.annotations.length > 0) dir.methods.push([e.index, setOff(e.method!.annotations)]);
            const params = e.method!.parameterAnnotations;
            if (params) dir.params.push([e.index, params.map((p) => (p ? setOff(p) : 0))]);
          }
        }
      }
      const empty = dir.classSet === 0 && dir.fields.length === 0 && dir.methods.length === 0 && dir.params.length === 0;
      return empty ? null : dir;
    });
    section(0x1003, start, sets.size);

    // annotation_set_ref_list
    w.align(4);
    start = w.length;
    const refLists = new Map<string, number>();
    const paramOffs = directories.map((d) =>
      (d?.params ?? []).map(([, offs]) => {
        const key = offs.join(',');
        let off = refLists.get(key);
        if (off === undefined) {
          w.align(4);
          off = w.length;
          w.u32(offs.length);
          for (const o of offs) w.u32(o);
          refLists.set(key, off);
        }
        return off;
      }),
    );
    section(0x1002, start, refLists.size);

    // annotations_directory_item
    w.align(4);
    start = w.length;
    count = 0;
    // Identical directories (classes with the same class annotations only) are shared, as d8 does.
    const directoryItems = new Map<string, number>();
    const directoryOffs = directories.map((d, ci) => {
      if (!d) return 0;
      const key = d.fields.length + d.methods.length + d.params.length === 0 ? String(d.classSet) : undefined;
      const shared = key === undefined ? undefined : directoryItems.get(key);
      if (shared !== undefined) return shared;
      w.align(4);
      const off = w.length;
      if (key !== undefined) directoryItems.set(key, off);
      count++;
      w.u32(d.classSet);
      w.u32(d.fields.length);
      w.u32(d.methods.length);
      w.u32(d.params.length);
      for (const [i, o] of d.fields) {
        w.u32(i);
        w.u32(o);
      }
      for (const [i, o] of d.methods) {
        w.u32(i);
        w.u32(o);
      }
      d.params.forEach(([i], k) => {
        w.u32(i);
        w.u32(paramOffs[ci][k]);
      });
      return off;
    });
    section(0x2006, start, count);

    // hiddenapi_class_data
    const fieldHidden = (f: FieldEntry): boolean => f.field?.hiddenApiFlags !== undefined;
    const methodHidden = (e: MethodEntry): boolean => e.method?.hiddenApiFlags !== undefined;
    const hasHidden = layouts.some((l) => l.staticFields.some(fieldHidden) || l.instanceFields.some(fieldHidden) || l.direct.some(methodHidden) || l.virtual.some(methodHidden));
    if (hasHidden) {
      w.align(4);
      const base = w.length;
      w.u32(0);
      const table = w.length;
      for (let i = 0; i < layouts.length; i++) w.u32(0);
      layouts.forEach((l, i) => {
        const flags = [...[...l.staticFields, ...l.instanceFields].map((f) => f.field?.hiddenApiFlags), ...[...l.direct, ...l.virtual].map((e) => e.method?.hiddenApiFlags)];
        if (!flags.some((f) => f !== undefined)) return;
        w.patchU32(table + 4 * i, w.length - base);
        for (const f of flags) w.uleb(f ?? 0);
      });
      // The size counts the flags only: ART checks it against where the last one ends.
      w.patchU32(base, w.length - base);
      section(TYPE_HIDDENAPI_CLASS_DATA, base, 1);
    }

    // map_list
    w.align(4);
    const mapOff = w.length;
    map.set(0x1000, { size: 1, offset: mapOff });
    const entries = MAP_ORDER.filter((t) => map.has(t));
    w.u32(entries.length);
    for (const t of entries) {
      const e = map.get(t)!;
      w.u16(t);
      w.u16(0);
      w.u32(e.size);
      w.u32(e.offset);
    }
    const fileSize = w.length;

    // id tables
    this.strings.forEach((_, i) => w.patchU32(stringIdsOff + 4 * i, stringOffsets[i]));
    this.types.forEach((t, i) => w.patchU32(typeIdsOff + 4 * i, this.si(t)));
    // The (class, name, type) indexes each id was sorted by.
    this.protos.forEach((p, i) => {
      const o = protoIdsOff + 12 * i;
      w.patchU32(o, this.si(shorty(p)));
      w.patchU32(o + 4, this.protoOrder[i][0]);
      w.patchU32(o + 8, protoParams[i]);
    });
    if (this.idsAsRead) {
      // The same ids in the same order, naming the same indexes: the items as stored.
      const stored = this.idsAsRead;
      const view = new DataView(stored.buffer, stored.byteOffset, stored.byteLength);
      const copy = (to: number, offsetAt: number, count: number): void => {
        const from = view.getUint32(offsetAt, true);
        if (count > 0) w.patchBytes(to, stored.subarray(from, from + 8 * count));
      };
      copy(fieldIdsOff, 0x54, this.fields.length);
      copy(methodIdsOff, 0x5c, this.methods.length);
    } else {
      this.fieldOrder.forEach(([owner, name, type], i) => {
        const o = fieldIdsOff + 8 * i;
        w.patchU32(o, owner | (type << 16));
        w.patchU32(o + 4, name);
      });
      this.methodOrder.forEach(([owner, name, proto], i) => {
        const o = methodIdsOff + 8 * i;
        w.patchU32(o, owner | (proto << 16));
        w.patchU32(o + 4, name);
      });
    }
    layouts.forEach((l, i) => {
      const o = classDefsOff + 32 * i;
      const c = l.cls;
      w.patchU32(o, this.ti(c.type));
      w.patchU32(o + 4, c.accessFlags);
      w.patchU32(o + 8, c.superclass == null ? NO_INDEX : this.ti(c.superclass));
      w.patchU32(o + 12, interfaces[i]);
      w.patchU32(o + 16, c.sourceFile == null ? NO_INDEX : this.si(c.sourceFile));
      w.patchU32(o + 20, directoryOffs[i]);
      w.patchU32(o + 24, classDataOffs[i]);
      w.patchU32(o + 28, staticValueOffs[i]);
    });
    callSiteOffs.forEach((off, i) => w.patchU32(callSiteIdsOff + 4 * i, off));
    this.handles.forEach((h, i) => {
      const o = handlesOff + 8 * i;
      const target = isFieldHandle(h.kind) ? this.fi(h.target as FieldRef) : this.mi(h.target as MethodRef);
      w.patchU32(o, METHOD_HANDLE_KINDS.indexOf(h.kind));
      w.patchU32(o + 4, target);
    });

    // header
    const magic = `dex\n0${this.version}\0`;
    const out = w.toBytes();
    for (let i = 0; i < 8; i++) out[i] = magic.charCodeAt(i);
    const dv = new DataView(out.buffer, out.byteOffset, out.byteLength);
    const u32 = (o: number, v: number): void => dv.setUint32(o, v >>> 0, true);
    u32(0x20, fileSize);
    u32(0x24, HEADER_SIZE);
    u32(0x28, 0x12345678);
    u32(0x2c, 0);
    u32(0x30, 0);
    u32(0x34, mapOff);
    u32(0x38, sizes.strings);
    u32(0x3c, stringIdsOff);
    u32(0x40, sizes.types);
    u32(0x44, typeIdsOff);
    u32(0x48, sizes.protos);
    u32(0x4c, protoIdsOff);
    u32(0x50, sizes.fields);
    u32(0x54, fieldIdsOff);
    u32(0x58, sizes.methods);
    u32(0x5c, methodIdsOff);
    u32(0x60, sizes.classes);
    u32(0x64, classDefsOff);
    u32(0x68, fileSize - dataOff);
    u32(0x6c, dataOff);
    out.set(sha1(out.subarray(32)), 12);
    u32(8, adler32(out.subarray(12)));
    return out;
  }

  /** The lowest version that has everything the file holds: call sites, method handles, newer opcodes. */
  private neededVersion(): number {
    let needed = this.callSites.length > 0 || this.handles.length > 0 ? 38 : 35;
    const method = (code: Code | null): void => {
      if (!code) return;
      const raw = rawCode(code);
      if (raw) {
        needed = Math.max(needed, raw.minVersion);
        return;
      }
      for (const item of code.items) {
        if (!(item instanceof Label) && item.kind === 'instruction') {
          needed = Math.max(needed, OPCODES_BY_NAME.get(item.op)?.minVersion ?? 35);
        }
      }
    };
    for (const c of this.file.classes) {
      const raw = rawClass(c);
      if (raw) {
        for (const code of raw.codes) needed = Math.max(needed, rawCode(code)?.minVersion ?? 35);
        continue;
      }
      for (const m of c.directMethods) method(m.code);
      for (const m of c.virtualMethods) method(m.code);
    }
    return needed;
  }

  private classLayout(cls: DexClass): ClassLayout {
    const raw = rawClass(cls);
    if (raw) return this.storedLayout(cls, raw);
    const fields = (list: DexField[]): FieldEntry[] =>
      list.map((field) => ({ index: this.fi(definedField(cls.type, field)), accessFlags: field.accessFlags, field, annotationsOff: 0 })).sort((a, b) => a.index - b.index);
    const methods = (list: DexMethod[]): MethodEntry[] =>
      list
        .map((method) => ({
          index: this.mi(definedMethod(cls.type, method)),
          name: method.name,
          proto: method.proto,
          accessFlags: method.accessFlags,
          code: method.code,
          codeOff: 0,
          method,
          annotationsOff: 0,
          parametersOff: 0,
        }))
        .sort((a, b) => a.index - b.index);
    return {
      cls,
      classAnnotationsOff: 0,
      staticFields: fields(cls.staticFields),
      instanceFields: fields(cls.instanceFields),
      direct: methods(cls.directMethods),
      virtual: methods(cls.virtualMethods),
    };
  }

  /**
   * The layout of a class no edit decoded, from its stored members. The new tables are sorted
   * as the source's are, so renumbering keeps class_data's order, which is the index order the
   * decoded class is laid out in.
   */
  private storedLayout(cls: DexClass, raw: RawClass): ClassLayout {
    const source = raw.source.code;
    const dir = storedDirectory(raw);
    const [staticFields, instanceFields, direct, virtual] = storedMembers(raw);
    const fields = (list: StoredMember[]): FieldEntry[] =>
      list.map((f) => ({ index: this.remap.index(source, 'field', f.index), accessFlags: f.accessFlags, annotationsOff: dir?.fields.get(f.index) ?? 0 }));
    const methods = (list: StoredMember[]): MethodEntry[] =>
      list.map((m) => {
        const ref = source.pool.method(m.index);
        return {
          index: this.remap.index(source, 'method', m.index),
          name: ref.name,
          proto: ref.proto,
          accessFlags: m.accessFlags,
          code: m.code,
          codeOff: 0,
          annotationsOff: dir?.methods.get(m.index) ?? 0,
          parametersOff: dir?.parameters.get(m.index) ?? 0,
        };
      });
    return {
      cls,
      raw,
      classAnnotationsOff: dir?.classSet ?? 0,
      staticFields: fields(staticFields),
      instanceFields: fields(instanceFields),
      direct: methods(direct),
      virtual: methods(virtual),
    };
  }

  /** Writes the stored encoded_array at `c` as {@link array} writes what it decodes to, its indexes renumbered. */
  private storedArray(w: ByteWriter, raw: RawClass, c: { pos: number }): void {
    const n = readUleb(raw.source.bytes, c);
    w.uleb(n);
    for (let i = 0; i < n; i++) this.storedValue(w, raw, c);
  }

  /** Writes the stored encoded_annotation at `c` as {@link encodedAnnotation} does (its elements are stored in name order). */
  private storedAnnotation(w: ByteWriter, raw: RawClass, c: { pos: number }): void {
    const bytes = raw.source.bytes;
    const source = raw.source.code;
    w.uleb(this.remap.index(source, 'type', readUleb(bytes, c)));
    const n = readUleb(bytes, c);
    w.uleb(n);
    for (let i = 0; i < n; i++) {
      w.uleb(this.remap.index(source, 'string', readUleb(bytes, c)));
      this.storedValue(w, raw, c);
    }
  }

  /** Writes the stored encoded_value at `c` as {@link value} writes what it decodes to. */
  private storedValue(w: ByteWriter, raw: RawClass, c: { pos: number }): void {
    const bytes = raw.source.bytes;
    const head = bytes[c.pos++];
    const type = head & 0x1f;
    const size = (head >> 5) + 1;
    const kind = VALUE_INDEX_KIND[type];
    if (kind) writeUnsignedValue(w, type, this.remap.index(raw.source.code, kind, storedIndex(bytes, c, size)));
    else if (type === 0x1c) {
      writeValueHead(w, type, 0);
      this.storedArray(w, raw, c);
    } else if (type === 0x1d) {
      writeValueHead(w, type, 0);
      this.storedAnnotation(w, raw, c);
    } else if (type === 0x1e || type === 0x1f) w.u8(head);
    else {
      let bits = 0n;
      for (let i = size - 1; i >= 0; i--) bits = (bits << 8n) | BigInt(bytes[c.pos + i]);
      c.pos += size;
      this.value(w, numericValue(type, size, bits));
    }
  }

  /**
   * Writes a code_item, and its debug_info_item into `debug`; returns where its debug_info_off
   * goes, or -1 when it has none. Undecoded code is copied with its indexes renumbered, its
   * debug information as stored; other code (or undecoded code whose `const-string` needs the
   * wider form) is encoded.
   */
  private codeItem(e: MethodEntry, cls: DexClass, debug: ByteWriter): number {
    const w = this.w;
    const code = e.code!;
    const raw = rawCode(code);
    const start = w.length;
    const header = (outsNeeded: number, tries: RawTry[], insnsSize: number): number => {
      if (tries.length > 0xffff) tooLarge(`${cls.type}->${e.name}: ${tries.length} try blocks`);
      const isStatic = (e.accessFlags & ACC.STATIC) !== 0;
      const ins = parameterRegisters(e.proto, isStatic);
      const outs = Math.max(code.outs, outsNeeded);
      if (!fitsU16(code.registers) || !fitsU16(ins) || !fitsU16(outs)) {
        tooLarge(`${cls.type}->${e.name}: registers/ins/outs ${code.registers}/${ins}/${outs} do not fit a code_item`);
      }
      w.u16(code.registers);
      w.u16(ins);
      w.u16(outs);
      w.u16(tries.length);
      const debugAt = w.length;
      w.u32(0);
      w.u32(insnsSize);
      return debugAt;
    };
    let tries: RawTry[] | undefined;
    let debugAt = -1;
    let enc: EncodedMethodCode | undefined;
    if (raw) {
      tries = splitTries(raw.tries);
      debugAt = header(raw.outsNeeded, tries, raw.units.length);
      if (!writeRawUnits(raw, this.remap, w)) {
        w.length = start;
        tries = undefined;
      }
    }
    if (!tries) {
      enc = encodeMethodCode(code, this.indexer);
      tries = splitTries(enc.tries);
      debugAt = header(enc.outsNeeded, tries, enc.units.length);
      w.u16s(enc.units);
    }
    if (tries.length > 0) this.tryItems(tries, e, cls, enc?.units.length ?? raw!.units.length);
    const names = code.debug?.parameterNames ?? [];
    const writeNames = (out: ByteWriter): void => {
      out.uleb(names.length);
      for (const n of names) out.ulebp1(n == null ? -1 : this.si(n));
    };
    if (enc) {
      if (code.debug === undefined && enc.directives.length === 0) return -1;
      this.debugInfo(debug, enc.directives, writeNames);
    } else {
      if (code.debug === undefined && raw!.debugOff === 0) return -1;
      if (raw!.debugOff === 0) {
        debug.uleb(0);
        writeNames(debug);
        debug.u8(0x00);
      } else raw!.source.copyDebug(raw!.debugOff, debug, writeNames, (kind, index) => this.remap.index(raw!.source, kind, index));
    }
    return debugAt;
  }

  /** The try_items and the handler list that follow a code_item's units. */
  private tryItems(tries: RawTry[], e: MethodEntry, cls: DexClass, insnsSize: number): void {
    const w = this.w;
    if (insnsSize % 2 === 1) w.u16(0);
    const lists = new Map<string, number>();
    const handlerBytes = new ByteWriter();
    const listKeys: string[] = [];
    const keyOf = (t: RawTry): string => t.handlers.map((h) => `${h.type ?? ''}:${h.address}`).join(',');
    for (const t of tries) {
      const key = keyOf(t);
      if (!lists.has(key)) {
        lists.set(key, -1);
        listKeys.push(key);
      }
    }
    handlerBytes.uleb(listKeys.length);
    const byKey = new Map(tries.map((t) => [keyOf(t), t]));
    for (const key of listKeys) {
      lists.set(key, handlerBytes.length);
      const t = byKey.get(key)!;
      const typed = t.handlers.filter((h) => h.type !== null);
      const all = t.handlers.find((h) => h.type === null);
      handlerBytes.sleb(all ? -typed.length : typed.length);
      for (const h of typed) {
        handlerBytes.uleb(this.ti(h.type!));
        handlerBytes.uleb(h.address);
      }
      if (all) handlerBytes.uleb(all.address);
    }
    if (handlerBytes.length > 0xffff) tooLarge(`${cls.type}->${e.name}: catch handlers too large`);
    for (const t of tries) {
      w.u32(t.start);
      w.u16(t.end - t.start);
      w.u16(lists.get(keyOf(t))!);
    }
    w.bytes(handlerBytes.written());
  }

  /** Writes a debug_info_item that replays the same (address, line) positions and local events. */
  private debugInfo(w: ByteWriter, directives: PositionedDirective[], parameterNames: (w: ByteWriter) => void): void {
    const firstLine = directives.find((d) => d.directive.kind === 'line');
    let line = firstLine && firstLine.directive.kind === 'line' ? firstLine.directive.line | 0 : 0;
    w.uleb(line >>> 0);
    parameterNames(w);
    let address = 0;
    const advanceTo = (a: number): void => {
      if (a > address) {
        w.u8(0x01);
        w.uleb(a - address);
        address = a;
      }
    };
    const optString = (s: string | null): number => (s == null ? -1 : this.si(s));
    const optType = (t: string | null): number => (t == null ? -1 : this.ti(t));
    for (const { address: a, directive: d } of directives) {
      switch (d.kind) {
        case 'line': {
          let lineDiff = (d.line - line) | 0;
          if (lineDiff < -4 || lineDiff > 10) {
            w.u8(0x02);
            w.sleb(lineDiff);
            lineDiff = 0;
          }
          let addrDiff = a - address;
          if (0x0a + (lineDiff + 4) + 15 * addrDiff > 0xff) {
            advanceTo(a);
            addrDiff = 0;
          }
          w.u8(0x0a + (lineDiff + 4) + 15 * addrDiff);
          address = a;
          line = d.line | 0;
          break;
        }
        case 'local':
          advanceTo(a);
          w.u8(d.signature == null ? 0x03 : 0x04);
          w.uleb(d.register);
          w.ulebp1(optString(d.name));
          w.ulebp1(optType(d.type));
          if (d.signature != null) w.ulebp1(this.si(d.signature));
          break;
        case 'end-local':
          advanceTo(a);
          w.u8(0x05);
          w.uleb(d.register);
          break;
        case 'restart-local':
          advanceTo(a);
          w.u8(0x06);
          w.uleb(d.register);
          break;
        case 'prologue':
          advanceTo(a);
          w.u8(0x07);
          break;
        case 'epilogue':
          advanceTo(a);
          w.u8(0x08);
          break;
        case 'source':
          advanceTo(a);
          w.u8(0x09);
          w.ulebp1(optString(d.file));
          break;
      }
    }
    w.u8(0x00);
  }
}

function writeValueHead(w: ByteWriter, type: number, arg: number): void {
  w.u8((arg << 5) | type);
}

function writeSignedValue(w: ByteWriter, type: number, value: bigint): void {
  let size = 1;
  while (size < 8 && BigInt.asIntN(size * 8, value) !== value) size++;
  writeValueHead(w, type, size - 1);
  for (let i = 0; i < size; i++) w.u8(Number((value >> BigInt(8 * i)) & 0xffn));
}

function writeUnsignedValue(w: ByteWriter, type: number, value: number): void {
  let size = 1;
  while (size < 4 && value >= 2 ** (8 * size)) size++;
  writeValueHead(w, type, size - 1);
  for (let i = 0; i < size; i++) w.u8(Math.floor(value / 2 ** (8 * i)) & 0xff);
}

/** Floats keep their high-order bytes: trailing zero low bytes are dropped. */
function writeRightZeroExtended(w: ByteWriter, type: number, bits: bigint, width: number): void {
  let size = width;
  while (size > 1 && ((bits >> BigInt((width - size) * 8)) & 0xffn) === 0n) size--;
  writeValueHead(w, type, size - 1);
  for (let i = width - size; i < width; i++) w.u8(Number((bits >> BigInt(8 * i)) & 0xffn));
}

const fitsU16 = (n: number): boolean => Number.isInteger(n) && n >= 0 && n <= 0xffff;

/** Tries sorted by start address; a range longer than a try_item can hold is cut in pieces. */
function splitTries(tries: RawTry[]): RawTry[] {
  // Nearly always already in order and short enough: kept as they are.
  let inOrder = true;
  for (let i = 0; i < tries.length && inOrder; i++) inOrder = tries[i].end - tries[i].start <= 0xffff && (i === 0 || tries[i - 1].start <= tries[i].start);
  if (inOrder) return tries;
  const out: RawTry[] = [];
  for (const t of [...tries].sort((a, b) => a.start - b.start)) {
    for (let s = t.start; s < t.end; s += 0xffff) out.push({ ...t, start: s, end: Math.min(t.end, s + 0xffff) });
  }
  return out;
}

/** The value a static field holds when static_values does not say: zero, false or null. */
function defaultValue(type: string): EncodedValue {
  switch (type) {
    case 'Z':
      return { kind: 'boolean', value: false };
    case 'B':
      return { kind: 'byte', value: 0 };
    case 'S':
      return { kind: 'short', value: 0 };
    case 'C':
      return { kind: 'char', value: 0 };
    case 'I':
      return { kind: 'int', value: 0 };
    case 'J':
      return { kind: 'long', value: 0n };
    case 'F':
      return { kind: 'float', value: 0 };
    case 'D':
      return { kind: 'double', value: 0 };
    default:
      return { kind: 'null' };
  }
}

// ---------------------------------------------------------------------------------------------
// Several files

export interface SplitOptions {
  /** Classes (descriptors) that must be in the first file. */
  mainDexClasses?: Iterable<string>;
  /** Ids of each kind one file may hold (default 65,536). */
  maxIds?: number;
}

/**
 * Splits a model into as many files as the 65,536 limits on method, field and type ids need.
 * The main-DEX classes come first in the first file; the others follow in the model's order,
 * each going to the last file while it has room. Retained ids stay with the first file, and each
 * file gets the call sites its classes use.
 */
export function splitDex(file: DexFile, options: SplitOptions = {}): DexFile[] {
  const max = options.maxIds ?? MAX_IDS;
  const main = new Set(options.mainDexClasses ?? []);
  const ordered = [...file.classes.filter((c) => main.has(c.type)), ...file.classes.filter((c) => !main.has(c.type))];
  interface Bucket {
    classes: DexClass[];
    ids: IdCollector;
  }
  const fresh = (withRetained: boolean): Bucket => {
    const ids = new IdCollector();
    if (withRetained) ids.file({ version: file.version, classes: [], callSites: file.callSites, retained: file.retained });
    return { classes: [], ids };
  };
  const buckets: Bucket[] = [fresh(true)];
  for (const c of ordered) {
    const own = new IdCollector();
    own.cls(c);
    let bucket = buckets[buckets.length - 1];
    const fits = (b: Bucket): boolean => {
      const grow = <T>(mine: Map<string, T> | Set<string>, theirs: Map<string, T> | Set<string>): number => {
        let n = theirs.size;
        for (const k of mine.keys()) if (!theirs.has(k)) n++;
        return n;
      };
      return grow(own.methods, b.ids.methods) <= max && grow(own.fields, b.ids.fields) <= max && grow(own.types, b.ids.types) <= max;
    };
    if (bucket.classes.length > 0 && !fits(bucket)) {
      if (buckets.length === 1 && main.has(c.type)) tooLarge('the main-DEX classes do not fit in one file');
      bucket = fresh(false);
      buckets.push(bucket);
    }
    bucket.classes.push(c);
    bucket.ids.cls(c);
  }
  return buckets.map((b, i) => {
    const used = new IdCollector();
    for (const c of b.classes) used.cls(c);
    const callSites = i === 0 ? [...file.callSites] : [];
    for (const cs of used.callSites) if (!callSites.includes(cs)) callSites.push(cs);
    const out: DexFile = { version: file.version, classes: b.classes, callSites };
    if (i === 0 && file.retained) out.retained = file.retained;
    return out;
  });
}

/** `classes.dex`, `classes2.dex`, … for a model split as {@link splitDex} does. */
export function writeDexFiles(input: DexFile | DexClass[], options: SplitOptions & WriteDexOptions = {}): { name: string; bytes: Uint8Array }[] {
  const model = asModel(input, options.version);
  // Most files fit in one: one collection of the ids decides it and serves the writer too, where
  // planning a split collects every class's ids on its own.
  const whole = new IdCollector();
  whole.file(model);
  const max = options.maxIds ?? MAX_IDS;
  if (whole.methods.size <= max && whole.fields.size <= max && whole.types.size <= max) {
    return [{ name: 'classes.dex', bytes: new DexWriter(model, options.version ?? model.version, whole).write() }];
  }
  return splitDex(model, options).map((f, i) => ({
    name: i === 0 ? 'classes.dex' : `classes${i + 1}.dex`,
    bytes: writeDex(f, options),
  }));
}
