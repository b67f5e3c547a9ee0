import { ByteReader, decodeMutf8, LITTLE_ENDIAN, malformed, type Cursor } from './bytes.js';
import { newReference, type CodePool, type PositionedDirective } from './instructions.js';
import type { RawTry } from './method-code.js';
import { checkRawCode, copyStoredDebug, lazyCode, storedDebugIndexes, type CodeSource } from './raw-code.js';
import { lazyClass, numericValue, VALUE_MAX_SIZE, type ClassSource, type SourceFile } from './raw-class.js';
import { checkClassDef, checkFieldFlags, checkFieldId, checkHierarchy, checkMethodFlags, checkMethodId, checkProtoId, checkRegisters, checkTypeDescriptor } from './validate.js';
import { linkDefinition } from './ids.js';
import {
  ACC,
  METHOD_HANDLE_KINDS,
  shorty,
  type Annotation,
  type AnnotationVisibility,
  type CallSite,
  type Code,
  type DebugDirective,
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
  type Reference,
} from './model.js';

/**
 * Reads a DEX file (format 035 to 039) into the editable model of `model.ts`.
 *
 * Every count and offset comes from the input, so each is checked against the file before use
 * and every loop is bounded by the bytes it consumes or by a work budget proportional to the
 * file's size; anything inconsistent raises `android.dex_malformed`.
 */

const NO_INDEX = 0xffffffff;
const HEADER_SIZE = 0x70;
const ENDIAN_CONSTANT = 0x12345678;

/** Deepest nesting of encoded arrays and annotations accepted. */
const MAX_VALUE_DEPTH = 64;

export const TYPE_CALL_SITE_ID = 0x0007;
export const TYPE_METHOD_HANDLE = 0x0008;
export const TYPE_HIDDENAPI_CLASS_DATA = 0xf000;

/** What {@link DexReader.walkDebug} reports; each part optional. */
interface DebugVisitor {
  directive?: (address: number, directive: DebugDirective) => void;
  position?: (address: number) => void;
  string?: (value: string) => void;
  type?: (descriptor: string) => void;
}

const VISIBILITIES: readonly AnnotationVisibility[] = ['build', 'runtime', 'system'];
/** The tries of every method without any (most of them): one frozen list instead of one each. */
const NO_TRIES = Object.freeze([]) as unknown as RawTry[];

/** Parses the magic; returns the version (35–39) or throws. */
export function dexVersion(bytes: Uint8Array): number {
  if (bytes.length < 8) malformed('file shorter than a DEX magic');
  const magic = String.fromCharCode(...bytes.subarray(0, 8));
  const m = /^dex\n0(3[5-9])\0$/.exec(magic);
  if (!m) malformed(`not a DEX 035–039 file (magic ${JSON.stringify(magic)})`);
  return Number(m[1]);
}

/** The model of a DEX file. Code that no edit decoded keeps views of `bytes`: do not change them while the model is in use. */
export function readDex(bytes: Uint8Array, name?: string): DexFile {
  return new DexReader(bytes, name ?? 'classes.dex').read();
}

class DexReader {
  private r: ByteReader;
  private strings: string[] = [];
  private types: string[] = [];
  private protos: Proto[] = [];
  private fields: FieldRef[] = [];
  private methods: MethodRef[] = [];
  private methodHandles: MethodHandle[] = [];
  private callSites: CallSite[] = [];
  private callSiteOffsets: number[] = [];
  private budget: number;
  /** Set while work already charged is done again: code and members decoded after the read, members decoded after their check. */
  private free = false;
  /** The file as read, for the writer (see {@link ClassSource.file}). */
  private asRead?: SourceFile;
  /** Set by the checks of a class's members when a stored annotation is out of the writer's order. */
  private unordered = false;
  private version = 35;
  private readonly pool: CodePool = {
    string: (i) => this.string(i),
    type: (i) => this.type(i),
    field: (i) => this.field(i),
    method: (i) => this.method(i),
    proto: (i) => this.proto(i),
    callSite: (i) => this.callSiteRef(i),
    methodHandle: (i) => this.methodHandle(i),
    reference: (kind, i) => this.reference(kind, i),
    check: (kind, i) => {
      if (kind === 'string') this.string(i);
      else if (kind === 'type') this.type(i);
      else if (kind === 'field') this.field(i);
      else if (kind === 'method') this.method(i);
      else this.reference(kind, i);
    },
  };
  /** The raw indexes of the id tables, for the retained ids. */
  private readonly ids = {
    typeString: new Uint32Array(0),
    protoReturn: new Uint32Array(0),
    protoParams: [] as number[][],
    fieldOwner: new Uint32Array(0),
    fieldType: new Uint32Array(0),
    fieldName: new Uint32Array(0),
    methodOwner: new Uint32Array(0),
    methodProto: new Uint32Array(0),
    methodName: new Uint32Array(0),
    /** A field index, or -1 - the method index. */
    handleTarget: [] as number[],
  };
  /** Which ids the model refers to, marked as the reader resolves them once the tables are read. */
  private used?: { strings: Uint8Array; types: Uint8Array; protos: Uint8Array; fields: Uint8Array; methods: Uint8Array; handles: Uint8Array };
  /** The shared reference object of each (kind, index) instructions have used. */
  private readonly references = new Map<string, Reference[]>();
  /** The version whose verifier rules the written file will meet. */
  private rulesVersion = 35;

  constructor(
    bytes: Uint8Array,
    private readonly name: string,
  ) {
    this.r = new ByteReader(bytes);
    this.budget = 16 * bytes.length + 1_000_000;
  }

  /** Charges `n` units of work; a file that would make the reader do far more than its size fails. */
  private spend(n: number): void {
    if (this.free) return;
    this.budget -= n;
    if (this.budget < 0) malformed(`${this.name}: too much work for a file of this size`);
  }

  /** Checks that `count` items of at least `itemSize` bytes fit at `offset`. */
  private table(offset: number, count: number, itemSize: number, what: string): void {
    if (count === 0) return;
    if (offset === 0) malformed(`${what}: ${count} items at offset 0`);
    this.r.check(offset, count * itemSize, what);
  }

  read(): DexFile {
    const bytes = this.r.bytes;
    this.version = dexVersion(bytes);
    this.rulesVersion = this.version;
    if (bytes.length < HEADER_SIZE) malformed('file shorter than the DEX header');
    const r = this.r;
    const fileSize = r.u32(0x20);
    if (fileSize < HEADER_SIZE || fileSize > bytes.length) malformed(`file_size ${fileSize} does not fit the ${bytes.length} bytes read`);
    if (fileSize < bytes.length) this.r = new ByteReader(bytes.subarray(0, fileSize));
    if (r.u32(0x24) !== HEADER_SIZE) malformed(`header_size ${r.u32(0x24)}`);
    if (r.u32(0x28) !== ENDIAN_CONSTANT) malformed('unsupported endian tag');

    const [stringsSize, stringsOff] = [r.u32(0x38), r.u32(0x3c)];
    const [typesSize, typesOff] = [r.u32(0x40), r.u32(0x44)];
    const [protosSize, protosOff] = [r.u32(0x48), r.u32(0x4c)];
    const [fieldsSize, fieldsOff] = [r.u32(0x50), r.u32(0x54)];
    const [methodsSize, methodsOff] = [r.u32(0x58), r.u32(0x5c)];
    const [classesSize, classesOff] = [r.u32(0x60), r.u32(0x64)];
    const mapOff = r.u32(0x34);

    this.table(stringsOff, stringsSize, 4, 'string_ids');
    this.table(typesOff, typesSize, 4, 'type_ids');
    this.table(protosOff, protosSize, 12, 'proto_ids');
    this.table(fieldsOff, fieldsSize, 8, 'field_ids');
    this.table(methodsOff, methodsSize, 8, 'method_ids');
    this.table(classesOff, classesSize, 32, 'class_defs');

    const stringAt = new Map<number, string>();
    for (let i = 0; i < stringsSize; i++) {
      const offset = this.r.u32(stringsOff + 4 * i);
      let s = stringAt.get(offset);
      if (s === undefined) {
        const c: Cursor = { pos: offset };
        const size = this.r.uleb(c);
        s = decodeMutf8(this.r, c, size);
        this.spend(1 + c.pos - offset);
        stringAt.set(offset, s);
      }
      if (i > 0 && !(this.strings[i - 1] < s)) malformed(`string_ids out of order or repeated at ${i}`);
      this.strings.push(s);
    }
    // Every id is written back, so each must pass ART's checks even when nothing uses it.
    // ART also requires each table sorted without repeats (as the writer sorts them), which
    // makes every id's value unique: the retained ids can then be found by index.
    const ids = this.ids;
    ids.typeString = new Uint32Array(typesSize);
    for (let i = 0; i < typesSize; i++) {
      const si = this.r.u32(typesOff + 4 * i);
      const t = this.string(si);
      checkTypeDescriptor(t, i);
      if (i > 0 && !(ids.typeString[i - 1] < si)) malformed(`type_ids out of order or repeated at ${i}`);
      ids.typeString[i] = si;
      this.types.push(t);
    }
    ids.protoReturn = new Uint32Array(protosSize);
    let prevParams: number[] = [];
    for (let i = 0; i < protosSize; i++) {
      const at = protosOff + 12 * i;
      const ret = this.r.u32(at + 4);
      const proto = { returnType: this.type(ret), parameters: this.typeList(this.r.u32(at + 8)) };
      checkProtoId(proto, i);
      const params = this.typeListIndexes(this.r.u32(at + 8));
      if (i > 0 && !(ids.protoReturn[i - 1] < ret || (ids.protoReturn[i - 1] === ret && compareIndexLists(prevParams, params) < 0))) {
        malformed(`proto_ids out of order or repeated at ${i}`);
      }
      ids.protoReturn[i] = ret;
      ids.protoParams.push(params);
      prevParams = params;
      this.protos.push(proto);
    }
    ids.fieldOwner = new Uint32Array(fieldsSize);
    ids.fieldType = new Uint32Array(fieldsSize);
    ids.fieldName = new Uint32Array(fieldsSize);
    for (let i = 0; i < fieldsSize; i++) {
      const at = fieldsOff + 8 * i;
      const o = this.r.u16(at);
      const t = this.r.u16(at + 2);
      const n = this.r.u32(at + 4);
      const field = { owner: this.type(o), type: this.type(t), name: this.string(n) };
      checkFieldId(field.owner, field.name, field.type, i);
      if (i > 0 && compareTriples(ids.fieldOwner[i - 1], ids.fieldName[i - 1], ids.fieldType[i - 1], o, n, t) >= 0) malformed(`field_ids out of order or repeated at ${i}`);
      ids.fieldOwner[i] = o;
      ids.fieldType[i] = t;
      ids.fieldName[i] = n;
      this.fields.push(field);
    }
    ids.methodOwner = new Uint32Array(methodsSize);
    ids.methodProto = new Uint32Array(methodsSize);
    ids.methodName = new Uint32Array(methodsSize);
    for (let i = 0; i < methodsSize; i++) {
      const at = methodsOff + 8 * i;
      const o = this.r.u16(at);
      const p = this.r.u16(at + 2);
      const n = this.r.u32(at + 4);
      const method = { owner: this.type(o), proto: this.proto(p), name: this.string(n) };
      checkMethodId(method.owner, method.name, i);
      if (i > 0 && compareTriples(ids.methodOwner[i - 1], ids.methodName[i - 1], ids.methodProto[i - 1], o, n, p) >= 0) malformed(`method_ids out of order or repeated at ${i}`);
      ids.methodOwner[i] = o;
      ids.methodProto[i] = p;
      ids.methodName[i] = n;
      this.methods.push(method);
    }

    const map = this.mapList(mapOff);
    const handles = map.get(TYPE_METHOD_HANDLE);
    if (handles) {
      this.table(handles.offset, handles.size, 8, 'method_handles');
      for (let i = 0; i < handles.size; i++) {
        const at = handles.offset + 8 * i;
        const kindValue = this.r.u16(at);
        const kind = METHOD_HANDLE_KINDS[kindValue];
        if (!kind) malformed(`method handle ${i}: kind ${kindValue}`);
        const id = this.r.u16(at + 4);
        this.methodHandles.push({ kind, target: kindValue < 4 ? this.field(id) : this.method(id) });
        this.ids.handleTarget.push(kindValue < 4 ? id : -1 - id);
      }
    }
    // From here on, every id the reader resolves is one the model refers to.
    this.used = {
      strings: new Uint8Array(this.strings.length),
      types: new Uint8Array(this.types.length),
      protos: new Uint8Array(this.protos.length),
      fields: new Uint8Array(this.fields.length),
      methods: new Uint8Array(this.methods.length),
      handles: new Uint8Array(this.methodHandles.length),
    };
    const sites = map.get(TYPE_CALL_SITE_ID);
    if (sites) {
      this.table(sites.offset, sites.size, 4, 'call_site_ids');
      for (let i = 0; i < sites.size; i++) this.callSiteOffsets.push(this.r.u32(sites.offset + 4 * i));
      for (let i = 0; i < sites.size; i++) this.callSites.push(this.callSite(this.callSiteOffsets[i], i));
    }
    const hidden = map.get(TYPE_HIDDENAPI_CLASS_DATA);
    // The writer moves a file with call sites or method handles to 038, where ART's rules are strict.
    if (this.methodHandles.length > 0 || this.callSites.length > 0) this.rulesVersion = Math.max(this.version, 38);

    const classes: DexClass[] = [];
    for (let i = 0; i < classesSize; i++) {
      classes.push(this.classDef(classesOff + 32 * i, i, hidden?.offset ?? 0, classesSize));
    }
    checkHierarchy(classes);

    const file: DexFile = { version: this.version, classes, callSites: this.callSites };
    file.retained = this.retained();
    const retained = file.retained;
    this.asRead = {
      classCount: classes.length,
      callSites: [...this.callSites],
      retained: {
        strings: [...retained.strings],
        types: [...retained.types],
        protos: [...retained.protos],
        fields: [...retained.fields],
        methods: [...retained.methods],
        methodHandles: [...retained.methodHandles],
      },
      strings: this.strings,
      types: this.types,
      protos: this.protos,
      fields: this.fields,
      methods: this.methods,
      methodHandles: this.methodHandles,
    };
    this.free = true;
    return file;
  }

  // -------------------------------------------------------------------------------------------
  // Tables

  private string(i: number): string {
    if (!(i >= 0 && i < this.strings.length)) malformed(`string index ${i} out of range`);
    if (this.used) this.used.strings[i] = 1;
    return this.strings[i];
  }

  /** A string index where NO_INDEX (or -1, a uleb128p1's "none") means none. */
  private optString(i: number): string | null {
    return i === NO_INDEX || i === -1 ? null : this.string(i);
  }

  private type(i: number): string {
    if (!(i >= 0 && i < this.types.length)) malformed(`type index ${i} out of range`);
    if (this.used) this.used.types[i] = 1;
    return this.types[i];
  }

  private optType(i: number): string | null {
    return i === NO_INDEX || i === -1 ? null : this.type(i);
  }

  // One object per id: every reference to an id shares it (see the model's note on sharing).
  private proto(i: number): Proto {
    if (i >= this.protos.length) malformed(`proto index ${i} out of range`);
    if (this.used) this.used.protos[i] = 1;
    return this.protos[i];
  }

  private field(i: number): FieldRef {
    if (i >= this.fields.length) malformed(`field index ${i} out of range`);
    if (this.used) this.used.fields[i] = 1;
    return this.fields[i];
  }

  private method(i: number): MethodRef {
    if (i >= this.methods.length) malformed(`method index ${i} out of range`);
    if (this.used) this.used.methods[i] = 1;
    return this.methods[i];
  }

  private methodHandle(i: number): MethodHandle {
    if (i >= this.methodHandles.length) malformed(`method handle index ${i} out of range`);
    if (this.used) this.used.handles[i] = 1;
    return this.methodHandles[i];
  }

  private reference(kind: Reference['kind'], i: number): Reference {
    let list = this.references.get(kind);
    if (!list) this.references.set(kind, (list = []));
    return (list[i] ??= newReference(this.pool, kind, i));
  }

  private callSiteRef(i: number): CallSite {
    if (i >= this.callSites.length) malformed(`call site index ${i} out of range`);
    return this.callSites[i];
  }

  private typeList(offset: number): string[] {
    if (offset === 0) return [];
    if (offset % 4 !== 0) malformed(`type_list at 0x${offset.toString(16)} is not aligned`);
    const size = this.r.u32(offset);
    this.table(offset + 4, size, 2, 'type_list');
    this.spend(size);
    const out: string[] = [];
    for (let i = 0; i < size; i++) out.push(this.type(this.r.u16(offset + 4 + 2 * i)));
    return exact(out);
  }

  /** The type indexes of a type_list (already checked by {@link typeList}). */
  private typeListIndexes(offset: number): number[] {
    if (offset === 0) return [];
    const size = this.r.u32(offset);
    const out: number[] = [];
    for (let i = 0; i < size; i++) out.push(this.r.u16(offset + 4 + 2 * i));
    return out;
  }

  private mapList(offset: number): Map<number, { size: number; offset: number }> {
    const out = new Map<number, { size: number; offset: number }>();
    if (offset === 0) return out;
    const size = this.r.u32(offset);
    this.table(offset + 4, size, 12, 'map_list');
    for (let i = 0; i < size; i++) {
      const at = offset + 4 + 12 * i;
      out.set(this.r.u16(at), { size: this.r.u32(at + 4), offset: this.r.u32(at + 8) });
    }
    return out;
  }

  private callSite(offset: number, index: number): CallSite {
    const values = this.encodedArray(offset);
    const [handle, name, type] = values;
    if (values.length < 3 || handle.kind !== 'method-handle' || name.kind !== 'string' || type.kind !== 'method-type') {
      malformed(`call site ${index} is not (method handle, name, method type, …)`);
    }
    return { handle: handle.value, name: name.value, type: type.value, extraArguments: values.slice(3) };
  }

  // -------------------------------------------------------------------------------------------
  // Encoded values

  private encodedArray(offset: number): EncodedValue[] {
    return this.arrayAt({ pos: offset }, 0);
  }

  private arrayAt(c: Cursor, depth: number): EncodedValue[] {
    if (depth > MAX_VALUE_DEPTH) malformed('encoded values nested too deeply');
    const size = this.r.uleb(c);
    if (size > this.r.length - c.pos) malformed(`encoded_array of ${size} values past the end of the file`);
    const out: EncodedValue[] = [];
    for (let i = 0; i < size; i++) out.push(this.value(c, depth + 1));
    return exact(out);
  }

  private annotationAt(c: Cursor, depth: number): EncodedAnnotation {
    if (depth > MAX_VALUE_DEPTH) malformed('encoded values nested too deeply');
    const type = this.type(this.r.uleb(c));
    const size = this.r.uleb(c);
    if (size > this.r.length - c.pos) malformed(`encoded_annotation of ${size} elements past the end of the file`);
    const elements: EncodedAnnotation['elements'] = [];
    for (let i = 0; i < size; i++) {
      const name = this.string(this.r.uleb(c));
      // The writer sorts elements by name, and ART refuses two of one name.
      for (const e of elements) if (e.name === name) malformed(`annotation ${type}: element ${name} given twice`);
      elements.push({ name, value: this.value(c, depth + 1) });
    }
    return { type, elements: exact(elements) };
  }

  /** The `size` bytes of an encoded value (at most `max`), unsigned. */
  private valueBits(c: Cursor, type: number, size: number, max: number): bigint {
    if (size > max) malformed(`encoded value 0x${type.toString(16)} of ${size} bytes`);
    const v = this.r.uBig(c.pos, size);
    c.pos += size;
    return v;
  }

  /** An index operand of an encoded value (up to 4 bytes), without going through a bigint. */
  private valueIndex(c: Cursor, type: number, size: number): number {
    if (size > 4) malformed(`encoded value 0x${type.toString(16)} of ${size} bytes`);
    this.r.check(c.pos, size, 'value');
    let v = 0;
    for (let i = size - 1; i >= 0; i--) v = v * 256 + this.r.bytes[c.pos + i];
    c.pos += size;
    return v;
  }

  private value(c: Cursor, depth: number): EncodedValue {
    this.spend(1);
    const head = this.r.u8(c.pos++);
    const type = head & 0x1f;
    const arg = head >> 5;
    const size = arg + 1;
    switch (type) {
      case 0x00:
      case 0x02:
      case 0x03:
      case 0x04:
      case 0x06:
      case 0x10:
      case 0x11:
        return numericValue(type, size, this.valueBits(c, type, size, VALUE_MAX_SIZE[type]!));
      case 0x15:
        return { kind: 'method-type', value: this.proto(this.valueIndex(c, type, size)) };
      case 0x16:
        return { kind: 'method-handle', value: this.methodHandle(this.valueIndex(c, type, size)) };
      case 0x17:
        return { kind: 'string', value: this.string(this.valueIndex(c, type, size)) };
      case 0x18:
        return { kind: 'type', value: this.type(this.valueIndex(c, type, size)) };
      case 0x19:
        return { kind: 'field', value: this.field(this.valueIndex(c, type, size)) };
      case 0x1a:
        return { kind: 'method', value: this.method(this.valueIndex(c, type, size)) };
      case 0x1b:
        return { kind: 'enum', value: this.field(this.valueIndex(c, type, size)) };
      case 0x1c:
        if (arg !== 0) malformed('encoded array with a value_arg');
        return { kind: 'array', value: this.arrayAt(c, depth) };
      case 0x1d:
        if (arg !== 0) malformed('encoded annotation with a value_arg');
        return { kind: 'annotation', value: this.annotationAt(c, depth) };
      case 0x1e:
        if (arg !== 0) malformed('encoded null with a value_arg');
        return { kind: 'null' };
      case 0x1f:
        if (arg > 1) malformed('encoded boolean with a value_arg above 1');
        return { kind: 'boolean', value: arg === 1 };
      default:
        return malformed(`encoded value type 0x${type.toString(16)}`);
    }
  }

  // -------------------------------------------------------------------------------------------
  // Annotations

  private annotationSet(offset: number): Annotation[] {
    if (offset === 0) return [];
    if (offset % 4 !== 0) malformed(`annotation_set_item at 0x${offset.toString(16)} is not aligned`);
    const size = this.r.u32(offset);
    this.table(offset + 4, size, 4, 'annotation_set_item');
    this.spend(size);
    const out: Annotation[] = [];
    for (let i = 0; i < size; i++) {
      const at = this.r.u32(offset + 4 + 4 * i);
      const visibility = VISIBILITIES[this.r.u8(at)];
      if (!visibility) malformed(`annotation visibility ${this.r.u8(at)}`);
      const annotation = this.annotationAt({ pos: at + 1 }, 0);
      // The writer sorts a set by type, and ART refuses two annotations of one type.
      for (const a of out) if (a.annotation.type === annotation.type) malformed(`annotation set with two ${annotation.type} annotations`);
      out.push({ visibility, annotation });
    }
    return exact(out);
  }

  private annotationSetRefList(offset: number): (Annotation[] | null)[] {
    if (offset % 4 !== 0) malformed(`annotation_set_ref_list at 0x${offset.toString(16)} is not aligned`);
    const size = this.r.u32(offset);
    this.table(offset + 4, size, 4, 'annotation_set_ref_list');
    this.spend(size);
    const out: (Annotation[] | null)[] = [];
    for (let i = 0; i < size; i++) {
      const at = this.r.u32(offset + 4 + 4 * i);
      out.push(at === 0 ? null : this.annotationSet(at));
    }
    return exact(out);
  }

  /** See {@link annotationSet}. */
  private checkAnnotationSet(offset: number): void {
    if (offset === 0) return;
    if (offset % 4 !== 0) malformed(`annotation_set_item at 0x${offset.toString(16)} is not aligned`);
    const size = this.r.u32(offset);
    this.table(offset + 4, size, 4, 'annotation_set_item');
    this.spend(size);
    const types: number[] = [];
    for (let i = 0; i < size; i++) {
      const at = this.r.u32(offset + 4 + 4 * i);
      if (!VISIBILITIES[this.r.u8(at)]) malformed(`annotation visibility ${this.r.u8(at)}`);
      const type = this.checkAnnotation({ pos: at + 1 }, 0);
      if (types.includes(type)) malformed(`annotation set with two ${this.types[type]} annotations`);
      if (types.length > 0 && type < types[types.length - 1]) this.unordered = true;
      types.push(type);
    }
  }

  /** See {@link annotationSetRefList}. */
  private checkAnnotationSetRefList(offset: number): void {
    if (offset % 4 !== 0) malformed(`annotation_set_ref_list at 0x${offset.toString(16)} is not aligned`);
    const size = this.r.u32(offset);
    this.table(offset + 4, size, 4, 'annotation_set_ref_list');
    this.spend(size);
    for (let i = 0; i < size; i++) this.checkAnnotationSet(this.r.u32(offset + 4 + 4 * i));
  }

  /** See {@link arrayAt}; returns the number of values. */
  private checkArray(c: Cursor, depth: number): number {
    if (depth > MAX_VALUE_DEPTH) malformed('encoded values nested too deeply');
    const size = this.r.uleb(c);
    if (size > this.r.length - c.pos) malformed(`encoded_array of ${size} values past the end of the file`);
    for (let i = 0; i < size; i++) this.checkValue(c, depth + 1);
    return size;
  }

  /** See {@link annotationAt}; returns the annotation's type index. */
  private checkAnnotation(c: Cursor, depth: number): number {
    if (depth > MAX_VALUE_DEPTH) malformed('encoded values nested too deeply');
    const typeIndex = this.r.uleb(c);
    const type = this.type(typeIndex);
    const size = this.r.uleb(c);
    if (size > this.r.length - c.pos) malformed(`encoded_annotation of ${size} elements past the end of the file`);
    // String indexes stand for the names: the string table has no repeats.
    const names: number[] = [];
    for (let i = 0; i < size; i++) {
      const nameIndex = this.r.uleb(c);
      const name = this.string(nameIndex);
      if (names.includes(nameIndex)) malformed(`annotation ${type}: element ${name} given twice`);
      if (names.length > 0 && nameIndex < names[names.length - 1]) this.unordered = true;
      names.push(nameIndex);
      this.checkValue(c, depth + 1);
    }
    return typeIndex;
  }

  /** See {@link value}. */
  private checkValue(c: Cursor, depth: number): void {
    this.spend(1);
    const head = this.r.u8(c.pos++);
    const type = head & 0x1f;
    const arg = head >> 5;
    const size = arg + 1;
    const max = VALUE_MAX_SIZE[type];
    if (max !== undefined) {
      if (size > max) malformed(`encoded value 0x${type.toString(16)} of ${size} bytes`);
      this.r.check(c.pos, size, 'value');
      c.pos += size;
      return;
    }
    switch (type) {
      case 0x15:
        this.proto(this.valueIndex(c, type, size));
        return;
      case 0x16:
        this.methodHandle(this.valueIndex(c, type, size));
        return;
      case 0x17:
        this.string(this.valueIndex(c, type, size));
        return;
      case 0x18:
        this.type(this.valueIndex(c, type, size));
        return;
      case 0x19:
      case 0x1b:
        this.field(this.valueIndex(c, type, size));
        return;
      case 0x1a:
        this.method(this.valueIndex(c, type, size));
        return;
      case 0x1c:
        if (arg !== 0) malformed('encoded array with a value_arg');
        this.checkArray(c, depth);
        return;
      case 0x1d:
        if (arg !== 0) malformed('encoded annotation with a value_arg');
        this.checkAnnotation(c, depth);
        return;
      case 0x1e:
        if (arg !== 0) malformed('encoded null with a value_arg');
        return;
      case 0x1f:
        if (arg > 1) malformed('encoded boolean with a value_arg above 1');
        return;
      default:
        malformed(`encoded value type 0x${type.toString(16)}`);
    }
  }

  // -------------------------------------------------------------------------------------------
  // Classes

  private classDef(at: number, index: number, hiddenOff: number, classCount: number): DexClass {
    const r = this.r;
    const type = this.type(r.u32(at));
    const accessFlags = r.u32(at + 4);
    const superclass = this.optType(r.u32(at + 8));
    const interfaces = this.typeList(r.u32(at + 12));
    const sourceFile = this.optString(r.u32(at + 16));
    const annotationsOff = r.u32(at + 20);
    const classDataOff = r.u32(at + 24);
    const staticValuesOff = r.u32(at + 28);

    const cls: DexClass = {
      type,
      accessFlags,
      superclass,
      interfaces,
      sourceFile,
      annotations: [],
      staticFields: [],
      instanceFields: [],
      directMethods: [],
      virtualMethods: [],
    };
    checkClassDef(cls);
    const checked = this.checkMembers(cls, classDataOff, staticValuesOff, annotationsOff);
    // A class with hidden-API flags is decoded at once: the writer copies none of them.
    if (hiddenOff === 0 && !checked.unordered) {
      // A fresh object: accessors added to one keep its properties fast, where accessors replacing its data properties would not.
      return lazyClass(
        { type, accessFlags, superclass, interfaces, sourceFile },
        {
          source: this.classSource,
          head: { type, superclass, interfaces: [...interfaces], sourceFile },
          classDataOff,
          annotationsOff,
          staticValuesOff,
          codes: checked.codes,
        },
      );
    }
    this.decodeMembers(cls, classDataOff, staticValuesOff, annotationsOff, checked.codes);

    if (hiddenOff !== 0) {
      const rel = r.u32(hiddenOff + 4 + 4 * index);
      if (index >= classCount) malformed('hiddenapi index');
      if (rel !== 0) {
        const c: Cursor = { pos: hiddenOff + rel };
        for (const f of [...cls.staticFields, ...cls.instanceFields]) f.hiddenApiFlags = r.uleb(c);
        for (const m of [...cls.directMethods, ...cls.virtualMethods]) m.hiddenApiFlags = r.uleb(c);
      }
    }
    return cls;
  }

  /**
   * Checks the members of a class as {@link decodeMembers} reads them (class_data, each
   * code_item, the static values and the annotations), resolving every index they name, without
   * building them. Returns the code of each method that has a code_item, in class_data order,
   * and whether a stored annotation is out of the order the writer sorts it into.
   */
  private checkMembers(cls: DexClass, classDataOff: number, staticValuesOff: number, annotationsOff: number): { codes: Code[]; unordered: boolean } {
    const r = this.r;
    const type = cls.type;
    const codes: Code[] = [];
    const fieldIndexes: number[] = [];
    const methodIndexes: number[] = [];
    let staticFields = 0;
    this.unordered = false;
    if (classDataOff !== 0) {
      const c: Cursor = { pos: classDataOff };
      const counts = [r.uleb(c), r.uleb(c), r.uleb(c), r.uleb(c)];
      if (counts.reduce((a, b) => a + b, 0) > r.length - c.pos) malformed(`class_data of ${type} lists more members than the file holds`);
      staticFields = counts[0];
      for (let k = 0; k < 2; k++) {
        let idx = 0;
        for (let i = 0; i < counts[k]; i++) {
          const delta = r.uleb(c);
          if (i > 0 && delta === 0) malformed(`class_data of ${type}: a field listed twice`);
          idx += delta;
          const flags = r.uleb(c);
          const ref = this.field(idx);
          if (ref.owner !== type) malformed(`class_data of ${type}: field ${ref.owner}->${ref.name} of another class`);
          checkFieldFlags(cls, ref.name, flags, k === 0, this.rulesVersion);
          fieldIndexes.push(idx);
        }
      }
      for (let k = 0; k < 2; k++) {
        let idx = 0;
        for (let i = 0; i < counts[k + 2]; i++) {
          const delta = r.uleb(c);
          if (i > 0 && delta === 0) malformed(`class_data of ${type}: a method listed twice`);
          idx += delta;
          const flags = r.uleb(c);
          const codeOff = r.uleb(c);
          const ref = this.method(idx);
          if (ref.owner !== type) malformed(`class_data of ${type}: method ${ref.owner}->${ref.name} of another class`);
          checkMethodFlags(cls, ref.name, flags, codeOff !== 0, k === 0, this.rulesVersion);
          if (codeOff !== 0) codes.push(this.codeItem(codeOff, `${type}->${ref.name}`, ref.proto, (flags & ACC.STATIC) !== 0));
          methodIndexes.push(idx);
        }
      }
    }
    if (staticValuesOff !== 0 && this.checkArray({ pos: staticValuesOff }, 0) > staticFields) malformed(`${type}: more static values than static fields`);
    if (annotationsOff !== 0) this.checkDirectory(annotationsOff, cls, fieldIndexes, methodIndexes);
    return { codes, unordered: this.unordered };
  }

  /**
   * Builds the members of a class checked by {@link checkMembers} into `cls`, taking the code of
   * each method with a code_item from `codes`.
   */
  private decodeMembers(cls: DexClass, classDataOff: number, staticValuesOff: number, annotationsOff: number, codes: Code[]): void {
    const r = this.r;
    const type = cls.type;
    // The check charged this work already.
    const free = this.free;
    this.free = true;
    let nextCode = 0;
    // Members by their field or method index, for the annotations directory.
    const fieldByIndex = new Map<number, DexField>();
    const methodByIndex = new Map<number, DexMethod>();
    if (classDataOff !== 0) {
      const c: Cursor = { pos: classDataOff };
      const counts = [r.uleb(c), r.uleb(c), r.uleb(c), r.uleb(c)];
      if (counts.reduce((a, b) => a + b, 0) > r.length - c.pos) malformed(`class_data of ${type} lists more members than the file holds`);
      const fieldLists = [cls.staticFields, cls.instanceFields];
      for (let k = 0; k < 2; k++) {
        let idx = 0;
        for (let i = 0; i < counts[k]; i++) {
          const delta = r.uleb(c);
          if (i > 0 && delta === 0) malformed(`class_data of ${type}: a field listed twice`);
          idx += delta;
          const flags = r.uleb(c);
          const ref = this.field(idx);
          if (ref.owner !== type) malformed(`class_data of ${type}: field ${ref.owner}->${ref.name} of another class`);
          checkFieldFlags(cls, ref.name, flags, k === 0, this.rulesVersion);
          const field: DexField = { name: ref.name, type: ref.type, accessFlags: flags, annotations: [] };
          linkDefinition(field, ref);
          fieldLists[k].push(field);
          if (!fieldByIndex.has(idx)) fieldByIndex.set(idx, field);
        }
      }
      const methodLists = [cls.directMethods, cls.virtualMethods];
      for (let k = 0; k < 2; k++) {
        let idx = 0;
        for (let i = 0; i < counts[k + 2]; i++) {
          const delta = r.uleb(c);
          if (i > 0 && delta === 0) malformed(`class_data of ${type}: a method listed twice`);
          idx += delta;
          const flags = r.uleb(c);
          const codeOff = r.uleb(c);
          const ref = this.method(idx);
          if (ref.owner !== type) malformed(`class_data of ${type}: method ${ref.owner}->${ref.name} of another class`);
          checkMethodFlags(cls, ref.name, flags, codeOff !== 0, k === 0, this.rulesVersion);
          const method: DexMethod = { name: ref.name, proto: ref.proto, accessFlags: flags, code: null, annotations: [] };
          linkDefinition(method, ref);
          if (codeOff !== 0) method.code = codes[nextCode++];
          methodLists[k].push(method);
          if (!methodByIndex.has(idx)) methodByIndex.set(idx, method);
        }
      }
    }

    cls.staticFields = exact(cls.staticFields);
    cls.instanceFields = exact(cls.instanceFields);
    cls.directMethods = exact(cls.directMethods);
    cls.virtualMethods = exact(cls.virtualMethods);
    if (staticValuesOff !== 0) {
      const values = this.encodedArray(staticValuesOff);
      if (values.length > cls.staticFields.length) malformed(`${type}: more static values than static fields`);
      values.forEach((v, i) => (cls.staticFields[i].initialValue = v));
    }

    if (annotationsOff !== 0) this.annotationsDirectory(annotationsOff, cls, fieldByIndex, methodByIndex);
    this.free = free;
  }

  /** What lazy classes read from this file when their members are decoded or written. */
  private readonly classSource: ClassSource = ((reader: DexReader): ClassSource => ({
    get bytes() {
      return reader.r.bytes;
    },
    get file() {
      return reader.asRead;
    },
    // Declared further down, so read when used.
    get code() {
      return reader.source;
    },
    members: (cls, raw) => {
      // Checked as read: the members name the class by the type it had then.
      const { accessFlags, superclass, interfaces, sourceFile } = cls;
      const type = raw.head.type;
      const target: DexClass = {
        type,
        accessFlags,
        superclass,
        interfaces,
        sourceFile,
        annotations: [],
        staticFields: [],
        instanceFields: [],
        directMethods: [],
        virtualMethods: [],
      };
      reader.decodeMembers(target, raw.classDataOff, raw.staticValuesOff, raw.annotationsOff, raw.codes);
      const { annotations, staticFields, instanceFields, directMethods, virtualMethods } = target;
      return { annotations, staticFields, instanceFields, directMethods, virtualMethods };
    },
  }))(this);

  /** See {@link annotationsDirectory}; the directory's entries must be in index order for the class to stay undecoded. */
  private checkDirectory(offset: number, cls: DexClass, fieldIndexes: number[], methodIndexes: number[]): void {
    const r = this.r;
    if (offset % 4 !== 0) malformed(`annotations_directory_item at 0x${offset.toString(16)} is not aligned`);
    this.checkAnnotationSet(r.u32(offset));
    const fieldsSize = r.u32(offset + 4);
    const methodsSize = r.u32(offset + 8);
    const paramsSize = r.u32(offset + 12);
    let at = offset + 16;
    this.table(at, fieldsSize + methodsSize + paramsSize, 8, 'annotations_directory_item');
    const fields = new Set(fieldIndexes);
    const methods = new Set(methodIndexes);
    // A member listed twice (static and instance, direct and virtual) gets its annotations once when decoded.
    if (fields.size !== fieldIndexes.length || methods.size !== methodIndexes.length) this.unordered = true;
    const sections = [
      { size: fieldsSize, members: fields, what: 'field annotations for a field', check: (off: number) => this.checkAnnotationSet(off) },
      { size: methodsSize, members: methods, what: 'method annotations for a method', check: (off: number) => this.checkAnnotationSet(off) },
      { size: paramsSize, members: methods, what: 'parameter annotations for a method', check: (off: number) => this.checkAnnotationSetRefList(off) },
    ];
    for (const { size, members, what, check } of sections) {
      let previous = -1;
      for (let i = 0; i < size; i++, at += 8) {
        const idx = r.u32(at);
        if (!members.has(idx)) malformed(`${cls.type}: ${what} the class does not define`);
        if (idx <= previous) this.unordered = true;
        previous = idx;
        check(r.u32(at + 4));
      }
    }
  }

  private annotationsDirectory(offset: number, cls: DexClass, fieldByIndex: Map<number, DexField>, methodByIndex: Map<number, DexMethod>): void {
    const r = this.r;
    if (offset % 4 !== 0) malformed(`annotations_directory_item at 0x${offset.toString(16)} is not aligned`);
    cls.annotations = this.annotationSet(r.u32(offset));
    const fieldsSize = r.u32(offset + 4);
    const methodsSize = r.u32(offset + 8);
    const paramsSize = r.u32(offset + 12);
    let at = offset + 16;
    this.table(at, fieldsSize + methodsSize + paramsSize, 8, 'annotations_directory_item');
    const findField = (idx: number): DexField | undefined => fieldByIndex.get(idx);
    const findMethod = (idx: number): DexMethod | undefined => methodByIndex.get(idx);
    for (let i = 0; i < fieldsSize; i++, at += 8) {
      const f = findField(r.u32(at));
      if (!f) malformed(`${cls.type}: field annotations for a field the class does not define`);
      f.annotations = this.annotationSet(r.u32(at + 4));
    }
    for (let i = 0; i < methodsSize; i++, at += 8) {
      const m = findMethod(r.u32(at));
      if (!m) malformed(`${cls.type}: method annotations for a method the class does not define`);
      m.annotations = this.annotationSet(r.u32(at + 4));
    }
    for (let i = 0; i < paramsSize; i++, at += 8) {
      const m = findMethod(r.u32(at));
      if (!m) malformed(`${cls.type}: parameter annotations for a method the class does not define`);
      m.parameterAnnotations = this.annotationSetRefList(r.u32(at + 4));
    }
  }

  // -------------------------------------------------------------------------------------------
  // Code

  private codeItem(offset: number, where: string, proto: Proto, isStatic: boolean): Code {
    const r = this.r;
    if (offset % 4 !== 0) malformed(`${where}: code_item is not aligned`);
    r.check(offset, 16, 'code_item');
    const registers = r.u16(offset);
    const outs = r.u16(offset + 4);
    const triesSize = r.u16(offset + 6);
    const debugOff = r.u32(offset + 8);
    const insnsSize = r.u32(offset + 12);
    const insnsOff = offset + 16;
    r.check(insnsOff, insnsSize * 2, `${where}: insns`);
    this.spend(insnsSize);
    const units = this.codeUnits(insnsOff, insnsSize);

    const tries: RawTry[] = triesSize > 0 ? [] : NO_TRIES;
    if (triesSize > 0) {
      const triesOff = insnsOff + insnsSize * 2 + (insnsSize % 2) * 2;
      r.check(triesOff, triesSize * 8, `${where}: tries`);
      const handlersOff = triesOff + triesSize * 8;
      for (let i = 0; i < triesSize; i++) {
        const at = triesOff + 8 * i;
        const start = r.u32(at);
        const count = r.u16(at + 4);
        const handlerOff = r.u16(at + 6);
        const c: Cursor = { pos: handlersOff + handlerOff };
        const size = r.sleb(c);
        if (Math.abs(size) > r.length - c.pos) malformed(`${where}: catch handler size ${size}`);
        this.spend(1 + Math.abs(size));
        const handlers: RawTry['handlers'] = [];
        for (let k = 0; k < Math.abs(size); k++) {
          const t = this.type(r.uleb(c));
          handlers.push({ type: t, address: r.uleb(c) });
        }
        if (size <= 0) handlers.push({ type: null, address: r.uleb(c) });
        tries.push({ start, end: start + count, handlers });
      }
    }

    let parameterNames: (string | null)[] | undefined;
    if (debugOff !== 0) parameterNames = this.debugParameterNames(debugOff, where);

    const checked = checkRawCode(units, this.pool, this.version);
    const boundary = (address: number, what: string): void => {
      if (!(address >= 0 && address <= insnsSize && checked.starts[address] !== 0)) {
        malformed(`${where}: ${what} at ${address} is not an instruction boundary (code is ${insnsSize} units)`);
      }
    };
    for (const t of tries) {
      boundary(t.start, 'try start');
      boundary(t.end, 'try end');
      for (const h of t.handlers) boundary(h.address, 'catch handler');
    }
    if (debugOff !== 0) this.walkDebug(debugOff, insnsSize, where, { position: (address) => boundary(address, 'debug information') });
    // The writer raises outs_size to what the invokes pass; ART checks it against the registers.
    checkRegisters(where, proto, isStatic, registers, Math.max(outs, checked.outsNeeded));
    return lazyCode(registers, outs, { source: this.source, units, tries, debugOff, outsNeeded: checked.outsNeeded, minVersion: checked.minVersion }, parameterNames);
  }

  /**
   * The code units at `offset`: a view of the file where its bytes are 2-aligned in memory on a
   * little-endian machine (the file stays alive with the model anyway, and a package's tens of
   * thousands of methods would otherwise each hold a small allocation of its own), else a copy.
   */
  private codeUnits(offset: number, count: number): Uint16Array {
    const bytes = this.r.bytes;
    if (LITTLE_ENDIAN && (bytes.byteOffset + offset) % 2 === 0) return new Uint16Array(bytes.buffer, bytes.byteOffset + offset, count);
    const units = new Uint16Array(count);
    for (let i = 0; i < count; i++) units[i] = bytes[offset + 2 * i] | (bytes[offset + 2 * i + 1] << 8);
    return units;
  }

  /** The parameter names a debug_info_item records. */
  private debugParameterNames(offset: number, where: string): (string | null)[] {
    const r = this.r;
    const c: Cursor = { pos: offset };
    r.uleb(c);
    const paramCount = r.uleb(c);
    if (paramCount > r.length - c.pos) malformed(`${where}: ${paramCount} debug parameter names`);
    const parameterNames: (string | null)[] = [];
    for (let i = 0; i < paramCount; i++) parameterNames.push(this.optString(r.ulebp1(c)));
    return exact(parameterNames);
  }

  /**
   * Runs the debug_info_item state machine: `directive` receives each directive at its address
   * (made only when asked for), `position` each address a directive applies from, `string` and
   * `type` every name the item refers to.
   */
  private walkDebug(offset: number, insnsSize: number, where: string, visit: DebugVisitor): void {
    const r = this.r;
    const c: Cursor = { pos: offset };
    let line = r.uleb(c);
    const paramCount = r.uleb(c);
    if (paramCount > r.length - c.pos) malformed(`${where}: ${paramCount} debug parameter names`);
    for (let i = 0; i < paramCount; i++) {
      const name = this.optString(r.ulebp1(c));
      if (name !== null) visit.string?.(name);
    }
    let address = 0;
    const emit = visit.directive;
    // Each event costs a step and has its position checked; only a visitor that keeps the
    // directives gets objects built for them.
    const at = (): void => {
      this.spend(1);
      visit.position?.(address);
    };
    const reg = (): number => {
      const v = r.uleb(c);
      if (v > 0xffff) malformed(`${where}: debug register ${v}`);
      return v;
    };
    const str = (): string | null => {
      const s = this.optString(r.ulebp1(c));
      if (s !== null) visit.string?.(s);
      return s;
    };
    const typ = (): string | null => {
      const t = this.optType(r.ulebp1(c));
      if (t !== null) visit.type?.(t);
      return t;
    };
    for (;;) {
      const op = r.u8(c.pos++);
      this.spend(1);
      switch (op) {
        case 0x00:
          return;
        case 0x01:
          address += r.uleb(c);
          break;
        case 0x02:
          line = (line + r.sleb(c)) | 0;
          break;
        case 0x03: {
          const register = reg();
          const name = str();
          const type = typ();
          at();
          if (emit) emit(address, { kind: 'local', register, name, type, signature: null });
          break;
        }
        case 0x04: {
          const register = reg();
          const name = str();
          const type = typ();
          const signature = str();
          at();
          if (emit) emit(address, { kind: 'local', register, name, type, signature });
          break;
        }
        case 0x05: {
          const register = reg();
          at();
          if (emit) emit(address, { kind: 'end-local', register });
          break;
        }
        case 0x06: {
          const register = reg();
          at();
          if (emit) emit(address, { kind: 'restart-local', register });
          break;
        }
        case 0x07:
          at();
          if (emit) emit(address, { kind: 'prologue' });
          break;
        case 0x08:
          at();
          if (emit) emit(address, { kind: 'epilogue' });
          break;
        case 0x09: {
          const file = str();
          at();
          if (emit) emit(address, { kind: 'source', file });
          break;
        }
        default: {
          const adjusted = op - 0x0a;
          address += Math.floor(adjusted / 15);
          line = (line + (adjusted % 15) - 4) | 0;
          at();
          if (emit) emit(address, { kind: 'line', line });
          break;
        }
      }
      if (address > insnsSize) malformed(`${where}: debug info runs past the code (address ${address} of ${insnsSize})`);
    }
  }

  /** What undecoded code reads from this file when it is decoded or written. */
  private readonly source: CodeSource = ((reader: DexReader): CodeSource => ({
    get version() {
      return reader.version;
    },
    pool: reader.pool,
    directives: (offset, insnsSize) => {
      const out: PositionedDirective[] = [];
      reader.walkDebug(offset, insnsSize, reader.name, { directive: (address, directive) => out.push({ address, directive }) });
      return out;
    },
    debugReferences: (offset, insnsSize, visit) => reader.walkDebug(offset, insnsSize, reader.name, { string: (s) => visit('string', s), type: (t) => visit('type', t) }),
    debugIndexes: (offset, visit) => storedDebugIndexes(reader.r.bytes, offset, visit),
    copyDebug: (offset, w, parameters, remap) => copyStoredDebug(reader.r.bytes, offset, w, parameters, remap),
  }))(this);

  // -------------------------------------------------------------------------------------------
  // Retained ids

  /**
   * The ids nothing in the model refers to, as an id collector over the model would find them:
   * an id counts as used when the model refers to it, or when another id of the file (used or
   * retained) names it: a method handle its field or method, a field or method its class, name
   * and type or prototype, a prototype its types and shorty, a type its descriptor.
   */
  private retained(): NonNullable<DexFile['retained']> {
    const used = this.used!;
    const ids = this.ids;
    const out: NonNullable<DexFile['retained']> = { strings: [], types: [], protos: [], fields: [], methods: [], methodHandles: [] };
    this.methodHandles.forEach((h, i) => {
      if (!used.handles[i]) out.methodHandles.push(h);
    });
    for (const t of ids.handleTarget) {
      if (t >= 0) used.fields[t] = 1;
      else used.methods[-1 - t] = 1;
    }
    this.methods.forEach((m, i) => {
      if (!used.methods[i]) out.methods.push(m);
      used.types[ids.methodOwner[i]] = 1;
      used.strings[ids.methodName[i]] = 1;
      used.protos[ids.methodProto[i]] = 1;
    });
    this.fields.forEach((f, i) => {
      if (!used.fields[i]) out.fields.push(f);
      used.types[ids.fieldOwner[i]] = 1;
      used.types[ids.fieldType[i]] = 1;
      used.strings[ids.fieldName[i]] = 1;
    });
    const shorties = new Set<string>();
    this.protos.forEach((p, i) => {
      if (!used.protos[i]) out.protos.push(p);
      used.types[ids.protoReturn[i]] = 1;
      for (const t of ids.protoParams[i]) used.types[t] = 1;
      shorties.add(shorty(p));
    });
    this.types.forEach((t, i) => {
      if (!used.types[i]) out.types.push(t);
      used.strings[ids.typeString[i]] = 1;
    });
    this.strings.forEach((s, i) => {
      if (!used.strings[i] && !shorties.has(s)) out.strings.push(s);
    });
    return out;
  }
}

/**
 * The array itself, or an exact-size copy when it is short: an array grown by `push` reserves
 * room for 17 elements, which for the model's many short lists is most of its memory.
 */
function exact<T>(a: T[]): T[] {
  return a.length > 0 && a.length < 12 ? a.slice() : a;
}

function compareIndexLists(a: number[], b: number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}

/** Orders (class, name, type or prototype) index triples as field_ids and method_ids are sorted. */
function compareTriples(a1: number, a2: number, a3: number, b1: number, b2: number, b3: number): number {
  return a1 - b1 || a2 - b2 || a3 - b3;
}
