/**
 * Model-level edits over an app's DEX files: renaming classes, methods and fields with every
 * reference to them (instructions, annotations, encoded values, method handles, call sites,
 * retained ids, class hierarchy), adding and removing classes, replacing `const-string`s (the
 * hook string encryption uses) and giving a method free registers.
 *
 * The edits work on the index-free model, so the writer lays the id tables out afresh and the
 * codec widens whatever instruction an edit pushed out of its form.
 */
import type {
  Annotation,
  CallSite,
  Code,
  CodeItem,
  DebugDirective,
  DexClass,
  DexField,
  DexFile,
  DexMethod,
  EncodedAnnotation,
  EncodedValue,
  FieldRef,
  Instruction,
  MethodHandle,
  MethodRef,
  Proto,
  Reference,
} from './model.js';
import { ACC, METHOD_HANDLE_KINDS, parameterRegisters, protoDescriptor } from './model.js';
import { forEachRawReference, rawCode, type RawCode } from './raw-code.js';

// ---------------------------------------------------------------------------------------------
// A reference rewriter: maps every type, field and method reference of the files, keeping the
// objects that do not change (and so the sharing between them).

interface Mapping {
  /** A class descriptor (never an array or primitive) to its new descriptor. */
  type?: (descriptor: string) => string;
  /** A field reference, its types already mapped (`original` is the reference as it was). */
  field?: (ref: FieldRef, original: FieldRef) => FieldRef;
  /** A method reference, its types already mapped (`original` is the reference as it was). */
  method?: (ref: MethodRef, original: MethodRef) => MethodRef;
}

const SIGNATURE_ANNOTATION = 'Ldalvik/annotation/Signature;';

/** `list.map(f)`, or `list` itself when `f` gives back every element unchanged. */
function mapKeeping<T>(list: T[], f: (item: T) => T): T[] {
  for (let i = 0; i < list.length; i++) {
    const first = f(list[i]);
    if (first === list[i]) continue;
    const out = list.slice(0, i);
    out.push(first);
    for (let k = i + 1; k < list.length; k++) out.push(f(list[k]));
    return out;
  }
  return list;
}

class Rewriter {
  private readonly protos = new Map<Proto, Proto>();
  private readonly fields = new Map<FieldRef, FieldRef>();
  private readonly methods = new Map<MethodRef, MethodRef>();
  private readonly handles = new Map<MethodHandle, MethodHandle>();
  private readonly sites = new Map<CallSite, CallSite>();

  constructor(private readonly mapping: Mapping) {}

  type(t: string): string;
  type(t: string | null): string | null;
  type(t: string | null): string | null {
    if (t === null || !this.mapping.type) return t;
    let dims = 0;
    while (t[dims] === '[') dims++;
    if (t[dims] !== 'L') return t;
    const mapped = this.mapping.type(t.slice(dims));
    return mapped === t.slice(dims) ? t : '['.repeat(dims) + mapped;
  }

  /** Class names inside a generic signature (`Ljava/util/List<La/B;>;`, or a fragment of one). */
  signature(s: string): string;
  signature(s: string | null): string | null;
  signature(s: string | null): string | null {
    if (s === null || !this.mapping.type) return s;
    return s.replace(/L[^;<>.:()[\s]+(?=[;<])/g, (name) => {
      const mapped = this.type(`${name};`);
      return mapped.slice(0, -1);
    });
  }

  proto(p: Proto): Proto {
    let out = this.protos.get(p);
    if (!out) {
      const returnType = this.type(p.returnType);
      const parameters = p.parameters.map((t) => this.type(t));
      const same = returnType === p.returnType && parameters.every((t, i) => t === p.parameters[i]);
      out = same ? p : { returnType, parameters };
      this.protos.set(p, out);
    }
    return out;
  }

  field(f: FieldRef): FieldRef {
    let out = this.fields.get(f);
    if (!out) {
      const owner = this.type(f.owner);
      const type = this.type(f.type);
      let next = owner === f.owner && type === f.type ? f : { owner, name: f.name, type };
      if (this.mapping.field) next = this.mapping.field(next, f);
      out = next;
      this.fields.set(f, out);
    }
    return out;
  }

  method(m: MethodRef): MethodRef {
    let out = this.methods.get(m);
    if (!out) {
      const owner = this.type(m.owner);
      const proto = this.proto(m.proto);
      let next = owner === m.owner && proto === m.proto ? m : { owner, name: m.name, proto };
      if (this.mapping.method) next = this.mapping.method(next, m);
      out = next;
      this.methods.set(m, out);
    }
    return out;
  }

  handle(h: MethodHandle): MethodHandle {
    let out = this.handles.get(h);
    if (!out) {
      const isField = METHOD_HANDLE_KINDS.indexOf(h.kind) < 4;
      const target = isField ? this.field(h.target as FieldRef) : this.method(h.target as MethodRef);
      out = target === h.target ? h : { kind: h.kind, target };
      this.handles.set(h, out);
    }
    return out;
  }

  callSite(c: CallSite): CallSite {
    let out = this.sites.get(c);
    if (!out) {
      // Call sites are compared by identity: the object is edited in place.
      c.handle = this.handle(c.handle);
      c.type = this.proto(c.type);
      c.extraArguments = c.extraArguments.map((v) => this.value(v));
      out = c;
      this.sites.set(c, out);
    }
    return out;
  }

  value(v: EncodedValue, inSignature = false): EncodedValue {
    switch (v.kind) {
      case 'method-type': {
        const value = this.proto(v.value);
        return value === v.value ? v : { kind: v.kind, value };
      }
      case 'method-handle': {
        const value = this.handle(v.value);
        return value === v.value ? v : { kind: v.kind, value };
      }
      case 'type': {
        const value = this.type(v.value);
        return value === v.value ? v : { kind: v.kind, value };
      }
      case 'field':
      case 'enum': {
        const value = this.field(v.value);
        return value === v.value ? v : { kind: v.kind, value };
      }
      case 'method': {
        const value = this.method(v.value);
        return value === v.value ? v : { kind: v.kind, value };
      }
      case 'array': {
        const value = mapKeeping(v.value, (e) => this.value(e, inSignature));
        return value === v.value ? v : { kind: v.kind, value };
      }
      case 'annotation': {
        const value = this.encodedAnnotation(v.value);
        return value === v.value ? v : { kind: v.kind, value };
      }
      case 'string': {
        const value = inSignature ? this.signature(v.value) : v.value;
        return value === v.value ? v : { kind: v.kind, value };
      }
      default:
        return v;
    }
  }

  encodedAnnotation(a: EncodedAnnotation): EncodedAnnotation {
    const inSignature = a.type === SIGNATURE_ANNOTATION;
    const type = this.type(a.type);
    const elements = mapKeeping(a.elements, (e) => {
      const value = this.value(e.value, inSignature);
      return value === e.value ? e : { name: e.name, value };
    });
    return type === a.type && elements === a.elements ? a : { type, elements };
  }

  annotations(list: Annotation[]): Annotation[] {
    return mapKeeping(list, (a) => {
      const annotation = this.encodedAnnotation(a.annotation);
      return annotation === a.annotation ? a : { visibility: a.visibility, annotation };
    });
  }

  reference(r: Reference): Reference {
    switch (r.kind) {
      case 'string':
        return r;
      case 'type':
        return { kind: r.kind, value: this.type(r.value) };
      case 'field':
        return { kind: r.kind, value: this.field(r.value) };
      case 'method':
        return { kind: r.kind, value: this.method(r.value) };
      case 'proto':
        return { kind: r.kind, value: this.proto(r.value) };
      case 'call-site':
        return { kind: r.kind, value: this.callSite(r.value) };
      case 'method-handle':
        return { kind: r.kind, value: this.handle(r.value) };
    }
  }

  code(code: Code): void {
    // Undecoded code stays so unless one of its references changes.
    const raw = rawCode(code);
    if (raw && !this.changesRaw(raw)) return;
    for (const item of code.items) {
      if (!('kind' in item)) continue;
      if (item.kind === 'instruction') {
        if (item.reference) item.reference = this.reference(item.reference);
        if (item.proto) item.proto = this.proto(item.proto);
      } else if (item.kind === 'local') {
        item.type = this.type(item.type);
        item.signature = this.signature(item.signature);
      }
    }
    for (const t of code.tries) for (const h of t.handlers) h.type = this.type(h.type);
  }

  /** Whether the mapping changes any reference of undecoded code. */
  private changesRaw(raw: RawCode): boolean {
    let changes = false;
    forEachRawReference(
      raw,
      (r) => {
        if (!changes && r.kind !== 'string' && r.kind !== 'call-site') changes = this.reference(r).value !== r.value;
        if (!changes && r.kind === 'call-site') changes = true;
      },
      (p) => {
        if (!changes) changes = this.proto(p) !== p;
      },
    );
    if (changes) return true;
    for (const t of raw.tries) for (const h of t.handlers) if (h.type !== null && this.type(h.type) !== h.type) return true;
    if (raw.debugOff !== 0 && this.mapping.type) {
      raw.source.debugReferences(raw.debugOff, raw.units.length, (kind, value) => {
        if (!changes) changes = kind === 'type' ? this.type(value) !== value : this.signature(value) !== value;
      });
    }
    return changes;
  }

  member(m: DexField | DexMethod): void {
    m.annotations = this.annotations(m.annotations);
    if ('proto' in m) {
      m.proto = this.proto(m.proto);
      if (m.parameterAnnotations) m.parameterAnnotations = m.parameterAnnotations.map((l) => l && this.annotations(l));
      if (m.code) this.code(m.code);
    } else {
      m.type = this.type(m.type);
      if (m.initialValue) m.initialValue = this.value(m.initialValue);
    }
  }

  file(file: DexFile): void {
    for (const cls of file.classes) {
      cls.type = this.type(cls.type);
      cls.superclass = this.type(cls.superclass);
      cls.interfaces = mapKeeping(cls.interfaces, (t) => this.type(t));
      cls.annotations = this.annotations(cls.annotations);
      for (const m of [...cls.staticFields, ...cls.instanceFields, ...cls.directMethods, ...cls.virtualMethods]) {
        this.member(m);
      }
    }
    file.callSites = file.callSites.map((c) => this.callSite(c));
    const r = file.retained;
    if (r) {
      r.types = r.types.map((t) => this.type(t));
      r.protos = r.protos.map((p) => this.proto(p));
      r.fields = r.fields.map((f) => this.field(f));
      r.methods = r.methods.map((m) => this.method(m));
      r.methodHandles = r.methodHandles.map((h) => this.handle(h));
    }
  }
}

function rewrite(files: DexFile[], mapping: Mapping): void {
  const rw = new Rewriter(mapping);
  for (const f of files) rw.file(f);
}

// ---------------------------------------------------------------------------------------------
// Lookups

const sameProto = (a: Proto, b: Proto): boolean =>
  a === b || (a.returnType === b.returnType && a.parameters.length === b.parameters.length && a.parameters.every((t, i) => t === b.parameters[i]));

/** The classes the files define, by descriptor. */
export function classesByType(files: DexFile[]): Map<string, DexClass> {
  const m = new Map<string, DexClass>();
  for (const f of files) for (const c of f.classes) m.set(c.type, c);
  return m;
}

/** A type and every class of the files that extends or implements it, directly or not. */
export function subtypesOf(files: DexFile[], type: string): Set<string> {
  return subtypesIn(childrenOf(files), type);
}

function childrenOf(files: DexFile[]): Map<string, string[]> {
  const children = new Map<string, string[]>();
  for (const f of files) {
    for (const c of f.classes) {
      for (const parent of [c.superclass, ...c.interfaces]) {
        if (parent === null) continue;
        const list = children.get(parent) ?? [];
        list.push(c.type);
        children.set(parent, list);
      }
    }
  }
  return children;
}

function subtypesIn(children: Map<string, string[]>, type: string): Set<string> {
  const out = new Set<string>([type]);
  const queue = [type];
  while (queue.length > 0) {
    for (const child of children.get(queue.pop() as string) ?? []) {
      if (!out.has(child)) {
        out.add(child);
        queue.push(child);
      }
    }
  }
  return out;
}

/** A method a class defines, by name and prototype. */
export function findMethod(cls: DexClass, name: string, proto: Proto): DexMethod | undefined {
  return [...cls.directMethods, ...cls.virtualMethods].find((m) => m.name === name && sameProto(m.proto, proto));
}

// ---------------------------------------------------------------------------------------------
// Renames

/** Several renames done in one pass over the files; names are the ones before any rename. */
export interface Renames {
  /** Class descriptor → new class descriptor. */
  classes?: ReadonlyMap<string, string>;
  methods?: { ref: MethodRef; name: string }[];
  fields?: { ref: FieldRef; name: string }[];
}

const CLASS_DESCRIPTOR = /^L[^;]+;$/;
const methodKey = (owner: string, name: string, proto: Proto): string => `${owner}->${name}${protoDescriptor(proto)}`;
const fieldKey = (owner: string, name: string, type: string): string => `${owner}->${name}:${type}`;

/**
 * Renames classes, methods and fields with every reference to them, in one pass over the
 * files (what an obfuscator needs: one walk however many names change). Each method rename
 * covers its override group and each field rename the subclasses that reach the field, as
 * {@link renameMethod} and {@link renameField} describe. Throws, before changing anything, when
 * two renames disagree or a class would end up with two members of the same name and type.
 */
export function renameMany(files: DexFile[], renames: Renames): void {
  const defined = classesByType(files);
  const children = childrenOf(files);

  const classMap = new Map<string, string>();
  for (const [from, to] of renames.classes ?? []) {
    if (!CLASS_DESCRIPTOR.test(from) || !CLASS_DESCRIPTOR.test(to)) throw new Error(`A class rename needs class descriptors, not ${from} → ${to}`);
    if (from !== to) classMap.set(from, to);
  }
  const finalTypes = new Set<string>();
  for (const type of defined.keys()) {
    const to = classMap.get(type) ?? type;
    if (finalTypes.has(to)) throw new Error(`Cannot rename to ${to}: the files would define it twice`);
    finalTypes.add(to);
  }

  // Method references (by their names before the renames) → new name, and the definitions.
  const methodNames = new Map<string, string>();
  const methodDefs = new Map<DexMethod, string>();
  for (const { ref, name } of renames.methods ?? []) {
    if (ref.name === '<init>' || ref.name === '<clinit>' || name.startsWith('<')) {
      throw new Error(`Cannot rename ${ref.owner}->${ref.name} to ${name}`);
    }
    if (ref.name === name) continue;
    const { reach, defs } = methodGroup(defined, children, ref);
    for (const type of reach) {
      const key = methodKey(type, ref.name, ref.proto);
      const before = methodNames.get(key);
      if (before !== undefined && before !== name) throw new Error(`${key} is renamed both to ${before} and to ${name}`);
      methodNames.set(key, name);
    }
    for (const d of defs) methodDefs.set(d, name);
  }
  const fieldNames = new Map<string, string>();
  const fieldDefs = new Map<DexField, string>();
  for (const { ref, name } of renames.fields ?? []) {
    if (ref.name === name) continue;
    const owner = defined.get(ref.owner);
    const def = owner && [...owner.staticFields, ...owner.instanceFields].find((f) => f.name === ref.name && f.type === ref.type);
    if (def) fieldDefs.set(def, name);
    for (const type of subtypesIn(children, ref.owner)) {
      const cls = defined.get(type);
      // A subclass's own field of that name and type hides the renamed one.
      const hides = type !== ref.owner && cls !== undefined && [...cls.staticFields, ...cls.instanceFields].some((f) => f.name === ref.name && f.type === ref.type);
      if (hides) continue;
      const key = fieldKey(type, ref.name, ref.type);
      const before = fieldNames.get(key);
      if (before !== undefined && before !== name) throw new Error(`${key} is renamed both to ${before} and to ${name}`);
      fieldNames.set(key, name);
    }
  }

  // No class may end up with two members of one name and type.
  for (const cls of defined.values()) {
    const seen = new Set<string>();
    for (const m of [...cls.directMethods, ...cls.virtualMethods]) {
      const key = `${methodDefs.get(m) ?? m.name}${protoDescriptor(m.proto)}`;
      if (seen.has(key)) throw new Error(`Cannot rename: ${cls.type} would have two methods ${key}`);
      seen.add(key);
    }
    seen.clear();
    for (const f of [...cls.staticFields, ...cls.instanceFields]) {
      const key = `${fieldDefs.get(f) ?? f.name}:${f.type}`;
      if (seen.has(key)) throw new Error(`Cannot rename: ${cls.type} would have two fields ${key}`);
      seen.add(key);
    }
  }

  rewrite(files, {
    type: classMap.size > 0 ? (t) => classMap.get(t) ?? t : undefined,
    method:
      methodNames.size > 0
        ? (m, original) => {
            const name = methodNames.get(methodKey(original.owner, original.name, original.proto));
            return name === undefined ? m : { owner: m.owner, name, proto: m.proto };
          }
        : undefined,
    field:
      fieldNames.size > 0
        ? (f, original) => {
            const name = fieldNames.get(fieldKey(original.owner, original.name, original.type));
            return name === undefined ? f : { owner: f.owner, name, type: f.type };
          }
        : undefined,
  });
  for (const [m, name] of methodDefs) m.name = name;
  for (const [f, name] of fieldDefs) f.name = name;
}

/**
 * The types through which a reference reaches a method, and the definitions renamed with it: a
 * virtual method's whole override group (subclasses, implementations, and ancestors in the
 * files that declare it, with their own subtypes); for a private or static method, the method
 * alone, reached through the subclasses that do not define their own.
 */
function methodGroup(defined: Map<string, DexClass>, children: Map<string, string[]>, ref: MethodRef): { reach: Set<string>; defs: DexMethod[] } {
  const owner = defined.get(ref.owner);
  const def = owner ? findMethod(owner, ref.name, ref.proto) : undefined;
  const virtualIn = (type: string): DexMethod | undefined => defined.get(type)?.virtualMethods.find((v) => v.name === ref.name && sameProto(v.proto, ref.proto));
  const reach = new Set<string>();
  if (def && owner?.directMethods.includes(def)) {
    for (const t of subtypesIn(children, ref.owner)) {
      const cls = defined.get(t);
      if (t === ref.owner || !cls || !findMethod(cls, ref.name, ref.proto)) reach.add(t);
    }
    return { reach, defs: [def] };
  }
  const queued = new Set([ref.owner]);
  const queue = [ref.owner];
  while (queue.length > 0) {
    for (const sub of subtypesIn(children, queue.pop() as string)) {
      if (reach.has(sub)) continue;
      reach.add(sub);
      for (const anc of ancestorsOf(defined, sub)) {
        if (!reach.has(anc) && !queued.has(anc) && virtualIn(anc)) {
          queued.add(anc);
          queue.push(anc);
        }
      }
    }
  }
  const defs: DexMethod[] = [];
  for (const t of reach) {
    const m = virtualIn(t);
    if (m) defs.push(m);
  }
  return { reach, defs };
}

/** The superclasses and interfaces of a type that the files define, transitively. */
function ancestorsOf(defined: Map<string, DexClass>, type: string): Set<string> {
  const out = new Set<string>();
  const queue = [type];
  while (queue.length > 0) {
    const cls = defined.get(queue.pop() as string);
    if (!cls) continue;
    for (const parent of [cls.superclass, ...cls.interfaces]) {
      if (parent !== null && defined.has(parent) && !out.has(parent)) {
        out.add(parent);
        queue.push(parent);
      }
    }
  }
  return out;
}

/**
 * Renames a class (`La/B;` → `Lx/Y;`): its definition and every reference to it, arrays of it
 * and generic signatures included. Strings that happen to spell its name (reflection) are not
 * references and stay as they are.
 */
export function renameClass(files: DexFile[], from: string, to: string): void {
  renameMany(files, { classes: new Map([[from, to]]) });
}

/**
 * Renames a method and every method of the files that overrides it or that it overrides (the
 * whole override group: subclasses, implementations, and the superclass or interface methods
 * that another member of the group implements), with every reference to any of them, including
 * references through a subclass that inherits the method. A private or static method is not
 * overridden: only it and the references that reach it are renamed. Constructors and class
 * initialisers cannot be renamed.
 */
export function renameMethod(files: DexFile[], ref: MethodRef, newName: string): void {
  renameMany(files, { methods: [{ ref, name: newName }] });
}

/**
 * Renames a field and every reference to it, including references through a subclass that
 * does not declare a field of the same name and type (which would hide it).
 */
export function renameField(files: DexFile[], ref: FieldRef, newName: string): void {
  renameMany(files, { fields: [{ ref, name: newName }] });
}

// ---------------------------------------------------------------------------------------------
// Classes

/** Adds a class to a DEX file; throws when the file already defines its type. */
export function addClass(file: DexFile, cls: DexClass): void {
  if (file.classes.some((c) => c.type === cls.type)) throw new Error(`The DEX file already defines ${cls.type}`);
  file.classes.push(cls);
}

/**
 * Removes a class definition from whichever file defines it and returns it (undefined when no
 * file does). References to it elsewhere stay, as references to a class outside the files.
 */
export function removeClass(files: DexFile[], type: string): DexClass | undefined {
  for (const f of files) {
    const i = f.classes.findIndex((c) => c.type === type);
    if (i >= 0) return f.classes.splice(i, 1)[0];
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Code edits

/**
 * What replaces one `const-string vA, "value"`: the items to put in its place, or undefined
 * (or null) to keep it.
 */
export type ConstStringMapper = (value: string, register: number, context: { method: DexMethod; instruction: Instruction }) => CodeItem[] | undefined | null;

/**
 * Replaces `const-string` and `const-string/jumbo` instructions of a method (or of every method
 * of a class) with what `fn` returns. Labels, try ranges and debug directives around each one
 * stay where they are. Returns how many were replaced.
 */
export function mapConstStrings(target: DexMethod | DexClass, fn: ConstStringMapper): number {
  const methods = 'directMethods' in target ? [...target.directMethods, ...target.virtualMethods] : [target];
  let replaced = 0;
  for (const method of methods) {
    const code = method.code;
    if (!code) continue;
    const items: CodeItem[] = [];
    for (const item of code.items) {
      if ('kind' in item && item.kind === 'instruction' && (item.op === 'const-string' || item.op === 'const-string/jumbo') && item.reference?.kind === 'string') {
        const out = fn(item.reference.value, item.registers[0], { method, instruction: item });
        if (out) {
          items.push(...out);
          replaced++;
          continue;
        }
      }
      items.push(item);
    }
    code.items = items;
  }
  return replaced;
}

/**
 * `invoke-static {args}, method` then `move-result-object vResult`: the usual replacement of a
 * `const-string` by a call that returns the string.
 */
export function callForString(method: MethodRef, result: number, args: number[] = []): Instruction[] {
  return [
    { kind: 'instruction', op: 'invoke-static', registers: args, reference: { kind: 'method', value: method } },
    { kind: 'instruction', op: 'move-result-object', registers: [result] },
  ];
}

/**
 * Gives a method `extra` more registers without touching its code: the parameters arrive in
 * the top registers, so moves at the method's entry copy each one down to the register the
 * code expects. Afterwards the registers from the old `registers_size` up are free. With debug
 * information, the parameters' locals are declared again at their old registers after the
 * moves (and ended at the new ones), so a debugger still finds them; `owner` names the class
 * for `this`. Returns the first free register.
 */
export function growRegisters(method: DexMethod, extra: number, owner?: string): number {
  const code = method.code;
  if (!code) throw new Error(`${method.name} has no code`);
  if (!Number.isInteger(extra) || extra < 0) throw new Error(`growRegisters needs a count, not ${extra}`);
  const oldSize = code.registers;
  if (oldSize + extra > 0xffff) throw new Error(`${method.name} would need ${oldSize + extra} registers`);
  if (extra === 0) return oldSize;
  const isStatic = (method.accessFlags & ACC.STATIC) !== 0;
  const ins = parameterRegisters(method.proto, isStatic);
  if (ins > oldSize) throw new Error(`${method.name} has fewer registers (${oldSize}) than parameters (${ins})`);

  const params: { type: string; name: string | null | undefined; isThis: boolean }[] = [];
  if (!isStatic) params.push({ type: owner ?? 'Ljava/lang/Object;', name: owner ? 'this' : undefined, isThis: true });
  method.proto.parameters.forEach((type, i) => params.push({ type, name: code.debug?.parameterNames[i], isThis: false }));

  const moves: CodeItem[] = [];
  const ends: DebugDirective[] = [];
  const starts: DebugDirective[] = [];
  let reg = oldSize - ins;
  for (const p of params) {
    const wide = p.type === 'J' || p.type === 'D';
    const object = p.type[0] === 'L' || p.type[0] === '[';
    const op = wide ? 'move-wide/16' : object ? 'move-object/16' : 'move/16';
    moves.push({ kind: 'instruction', op, registers: [reg, reg + extra] });
    if (code.debug && p.name) {
      ends.push({ kind: 'end-local', register: reg + extra });
      starts.push({ kind: 'local', register: reg, name: p.name, type: p.type, signature: null });
    }
    reg += wide ? 2 : 1;
  }
  code.registers = oldSize + extra;
  code.items = [...moves, ...ends, ...starts, ...code.items];
  return oldSize;
}
