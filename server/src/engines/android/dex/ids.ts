import {
  METHOD_HANDLE_KINDS,
  protoDescriptor,
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
  type Reference,
} from './model.js';
import { RawReferenceVisitor, rawCode } from './raw-code.js';
import { forEachMemberIndex, rawClass } from './raw-class.js';

/**
 * What a DEX file's id tables must hold for a model: every string, type, prototype, field,
 * method, method handle and call site the classes refer to. The writer builds its tables from
 * it; the reader uses it to tell which of a file's ids nothing refers to (kept as `retained`).
 */

export const protoKey = (p: Proto): string => protoDescriptor(p);
export const fieldKey = (f: FieldRef): string => `${f.owner}->${f.name}:${f.type}`;
export const methodKey = (m: MethodRef): string => `${m.owner}->${m.name}${protoDescriptor(m.proto)}`;

/**
 * The reader links each member it defines to the file's id object for it (the one its uses
 * share), in a hidden property that comparisons and copies ignore; it is used while the
 * member's class, name and type still match it.
 */
const DEFINED_AS = Symbol('definedAs');

export function linkDefinition(member: DexField | DexMethod, ref: FieldRef | MethodRef): void {
  Object.defineProperty(member, DEFINED_AS, { value: ref, writable: true, configurable: true, enumerable: false });
}

/** The reference naming field `f` of class `owner`. */
export function definedField(owner: string, f: DexField): FieldRef {
  const linked = (f as { [DEFINED_AS]?: FieldRef })[DEFINED_AS];
  if (linked && linked.owner === owner && linked.name === f.name && linked.type === f.type) return linked;
  return { owner, name: f.name, type: f.type };
}

/** The reference naming method `m` of class `owner`. */
export function definedMethod(owner: string, m: DexMethod): MethodRef {
  const linked = (m as { [DEFINED_AS]?: MethodRef })[DEFINED_AS];
  if (linked && linked.owner === owner && linked.name === m.name && linked.proto === m.proto) return linked;
  return { owner, name: m.name, proto: m.proto };
}

/** True for the four handle kinds whose target is a field. */
export function isFieldHandle(kind: MethodHandle['kind']): boolean {
  return METHOD_HANDLE_KINDS.indexOf(kind) < 4;
}

export const methodHandleKey = (h: MethodHandle): string => `${h.kind}@${isFieldHandle(h.kind) ? fieldKey(h.target as FieldRef) : methodKey(h.target as MethodRef)}`;

/** Collects the ids a model refers to. Adding the same thing twice is harmless. */
export class IdCollector {
  readonly strings = new Set<string>();
  readonly types = new Set<string>();
  readonly protos = new Map<string, Proto>();
  readonly fields = new Map<string, FieldRef>();
  readonly methods = new Map<string, MethodRef>();
  readonly methodHandles = new Map<string, MethodHandle>();
  /** Call sites in order of first use. */
  readonly callSites: CallSite[] = [];
  private readonly callSiteSet = new Set<CallSite>();
  /** Objects already added: references read from a file share one object per id, so most repeats stop here without building a key. */
  private readonly seen = new Set<object>();
  private readonly rawReferences = new RawReferenceVisitor(
    (r) => this.reference(r),
    (p) => this.proto(p),
  );

  string(s: string | null | undefined): void {
    if (s != null) this.strings.add(s);
  }

  type(t: string | null | undefined): void {
    if (t == null || this.types.has(t)) return;
    this.types.add(t);
    this.strings.add(t);
  }

  /** The descriptor of each prototype object met: methods share a few thousand of them. */
  private readonly protoKeys = new Map<Proto, string>();

  proto(p: Proto): string {
    let key = this.protoKeys.get(p);
    if (key !== undefined) return key;
    key = protoKey(p);
    this.protoKeys.set(p, key);
    if (this.protos.has(key)) return key;
    this.protos.set(key, p);
    this.strings.add(shorty(p));
    this.type(p.returnType);
    for (const t of p.parameters) this.type(t);
    return key;
  }

  field(f: FieldRef): void {
    if (this.seen.has(f)) return;
    this.seen.add(f);
    const key = fieldKey(f);
    if (this.fields.has(key)) return;
    this.fields.set(key, f);
    this.type(f.owner);
    this.string(f.name);
    this.type(f.type);
  }

  method(m: MethodRef): void {
    if (this.seen.has(m)) return;
    this.seen.add(m);
    const key = `${m.owner}->${m.name}${this.proto(m.proto)}`;
    if (this.methods.has(key)) return;
    this.methods.set(key, m);
    this.type(m.owner);
    this.string(m.name);
  }

  methodHandle(h: MethodHandle): void {
    if (this.seen.has(h)) return;
    this.seen.add(h);
    const key = methodHandleKey(h);
    if (this.methodHandles.has(key)) return;
    this.methodHandles.set(key, h);
    if (isFieldHandle(h.kind)) this.field(h.target as FieldRef);
    else this.method(h.target as MethodRef);
  }

  callSite(c: CallSite): void {
    if (this.callSiteSet.has(c)) return;
    this.callSiteSet.add(c);
    this.callSites.push(c);
    this.methodHandle(c.handle);
    this.string(c.name);
    this.proto(c.type);
    for (const v of c.extraArguments) this.value(v);
  }

  value(v: EncodedValue): void {
    switch (v.kind) {
      case 'method-type':
        this.proto(v.value);
        break;
      case 'method-handle':
        this.methodHandle(v.value);
        break;
      case 'string':
        this.string(v.value);
        break;
      case 'type':
        this.type(v.value);
        break;
      case 'field':
      case 'enum':
        this.field(v.value);
        break;
      case 'method':
        this.method(v.value);
        break;
      case 'array':
        for (const e of v.value) this.value(e);
        break;
      case 'annotation':
        this.encodedAnnotation(v.value);
        break;
      default:
        break;
    }
  }

  encodedAnnotation(a: EncodedAnnotation): void {
    this.type(a.type);
    for (const e of a.elements) {
      this.string(e.name);
      this.value(e.value);
    }
  }

  annotations(list: Annotation[] | null | undefined): void {
    if (list) for (const a of list) this.encodedAnnotation(a.annotation);
  }

  reference(r: Reference): void {
    switch (r.kind) {
      case 'string':
        this.string(r.value);
        break;
      case 'type':
        this.type(r.value);
        break;
      case 'field':
        this.field(r.value);
        break;
      case 'method':
        this.method(r.value);
        break;
      case 'proto':
        this.proto(r.value);
        break;
      case 'call-site':
        this.callSite(r.value);
        break;
      case 'method-handle':
        this.methodHandle(r.value);
        break;
    }
  }

  code(code: Code): void {
    const raw = rawCode(code);
    if (raw) {
      this.rawReferences.code(raw);
      for (const t of raw.tries) for (const h of t.handlers) this.type(h.type);
      // The stored debug information is written with the model's parameter names.
      if (code.debug) for (const n of code.debug.parameterNames) this.string(n);
      return;
    }
    for (const item of code.items) {
      if (!('kind' in item)) continue;
      switch (item.kind) {
        case 'instruction':
          if (item.reference) this.reference(item.reference);
          if (item.proto) this.proto(item.proto);
          break;
        case 'local':
          this.string(item.name);
          this.type(item.type);
          this.string(item.signature);
          break;
        case 'source':
          this.string(item.file);
          break;
        default:
          break;
      }
    }
    for (const t of code.tries) for (const h of t.handlers) this.type(h.type);
    if (code.debug) for (const n of code.debug.parameterNames) this.string(n);
  }

  cls(c: DexClass): void {
    this.type(c.type);
    this.type(c.superclass);
    for (const i of c.interfaces) this.type(i);
    this.string(c.sourceFile);
    const raw = rawClass(c);
    if (raw) {
      // A class no edit decoded: what its stored members name, then its code in class_data order.
      forEachMemberIndex(raw, (kind, index) => this.rawReferences.index(raw.source.code, kind, index));
      for (const code of raw.codes) this.code(code);
      return;
    }
    this.annotations(c.annotations);
    for (const f of [...c.staticFields, ...c.instanceFields]) {
      this.field(definedField(c.type, f));
      if (f.initialValue) this.value(f.initialValue);
      this.annotations(f.annotations);
    }
    for (const m of [...c.directMethods, ...c.virtualMethods]) {
      this.method(definedMethod(c.type, m));
      if (m.code) this.code(m.code);
      this.annotations(m.annotations);
      if (m.parameterAnnotations) for (const p of m.parameterAnnotations) this.annotations(p);
    }
  }

  /** Everything a file needs: its call sites in order, its classes, then its retained ids. */
  file(f: DexFile): void {
    for (const c of f.callSites) this.callSite(c);
    for (const c of f.classes) this.cls(c);
    const r = f.retained;
    if (!r) return;
    for (const h of r.methodHandles) this.methodHandle(h);
    for (const m of r.methods) this.method(m);
    for (const x of r.fields) this.field(x);
    for (const p of r.protos) this.proto(p);
    for (const t of r.types) this.type(t);
    for (const s of r.strings) this.string(s);
  }
}
