/**
 * Dynamic DEX (v2): the bodies of the in-scope methods move out of the app's DEX files into
 * classes of separate DEX parts, which the caller encrypts into the package; each original
 * method keeps its name, signature and flags and becomes a trampoline that boxes its arguments
 * and calls `Lrampart/rt/Dyn;->call(I[Object)Object` with the method's id. Each part has an
 * entry class, a `java.lang.reflect.InvocationHandler` (a platform interface, so a part names no
 * runtime class and the runtime may be renamed per build), whose `invoke(id, null, args)`
 * unboxes the arguments and calls the outlined method directly. On the first call into a part,
 * `Dyn` opens it through its `DynSource` (a class loader over the part, the app's loader as
 * parent) and creates the entry; after that a call costs three more frames (`Dyn.call`, the
 * entry, the moved code) and the boxing, no reflection, and an exception the moved code throws
 * passes through unchanged.
 *
 * An outlined method is a public static method of a public class of a part. An instance
 * method's receiver becomes its first parameter, so the moved code keeps its registers: the
 * receiver and parameters sit in the same last registers as before. Debug information is not
 * moved (it would name the parameters of another signature), so the parts carry no line numbers
 * or local names.
 *
 * The moved code runs in another class, loaded by another class loader, so it may only touch
 * what is public: every class, field and method of the app's DEX files it names is made public
 * (a private instance method excepted, see below). Making a member public changes no field or
 * static method resolution; for a package-private virtual method it could let a method of
 * another package override it, so such a method is only made public when no class of another
 * package declares the same name and prototype.
 *
 * What stays in place, counted by reason in `counts.skipped`:
 * - `invoke-super`: a static method of another class cannot make a super call;
 * - `private-method`: calls to a private instance method (`invoke-direct`), which cannot become
 *   public without moving it among the virtual methods and changing dispatch;
 * - `inherited-member`: a member named through an app class but declared in a library or the
 *   platform (its access, perhaps protected, is unknown here);
 * - `protected-library-member`: `Object.clone` or `finalize` named on a non-array type;
 * - `writes-final-field`: a final field may only be assigned by its own class;
 * - `method-handles`: `invoke-custom`, `invoke-polymorphic`, method handle and type constants;
 * - `interface`: methods of interfaces;
 * - `recursive`: methods on a cycle of direct calls (a method calling itself, or `isEven` and
 *   `isOdd` calling each other): every call into moved code costs three frames more, which
 *   would cut the depth deep recursion reaches before a `StackOverflowError` by four, and the
 *   boxing would cost most there. Recursion through
 *   virtual calls to overriding methods is not seen;
 * - `application`: methods of `android.app.Application` subclasses, which may run (from
 *   `attachBaseContext`) before the hooks that install the parts' source;
 * - `limit`: methods past `maxMethods`.
 * Constructors, class initialisers and methods without code are not candidates.
 */
import type { CodeItem, DexClass, DexField, DexFile, DexMethod, FieldRef, Instruction, MethodRef, Proto, Reference } from '../dex/model.js';
import { ACC, Label, parameterRegisters } from '../dex/model.js';
import { writeDex } from '../dex/write.js';
import { virtualMethodSignatures } from '../dex/raw-class.js';
import { catchTypes, someReference, withoutDebug } from '../dex/raw-code.js';
import { encryptEntry, KEY_BYTES, type Random } from './payloads.js';
import { loadRuntime } from './runtime.js';

export interface OutlineOptions {
  /** Which classes (type descriptors) have their methods outlined; runtime classes never do. */
  inScope: (type: string) => boolean;
  /** Per-build randomness (deterministic per job in production): names and the spread over parts. */
  random: (n: number) => Buffer;
  /** At most this many methods are outlined (the rest are counted under `limit`). */
  maxMethods?: number;
  /** How many DEX parts the outlined classes are spread over (default 4, fewer when there are fewer classes). */
  parts?: number;
}

export interface OutlineResult {
  /** The outlined code, one plaintext DEX per part, in the order of their index in `Dyn`'s table. */
  parts: { name: string; dex: Uint8Array }[];
  /**
   * The runtime classes the trampolines call (`Dyn` with its tables, `DynSource`, and `DynDex`,
   * the hook that opens the parts in the app); empty when nothing was outlined. They belong in a
   * DEX loaded by the trampolines' own class loader (the app's code, not the shell's), because
   * `Dyn` hands its own loader to the parts as their parent.
   */
  runtime: DexClass[];
  counts: {
    /** Methods outlined (now trampolines). */
    methods: number;
    /** Classes with at least one outlined method. */
    classes: number;
    /** Candidate methods left in place, by reason. */
    skipped: Record<string, number>;
  };
}

const RUNTIME_PREFIX = 'Lrampart/';
const DYN = 'Lrampart/rt/Dyn;';
const OBJECT = 'Ljava/lang/Object;';
const CALL: MethodRef = { owner: DYN, name: 'call', proto: { returnType: OBJECT, parameters: ['I', `[${OBJECT}`] } };
const APPLICATION = 'Landroid/app/Application;';
const VISIBILITY = ACC.PUBLIC | ACC.PRIVATE | ACC.PROTECTED;

/** Public methods every object has (the rest of `Object`'s, `clone` and `finalize`, are protected). */
const OBJECT_PUBLIC = new Set(['equals', 'hashCode', 'toString', 'getClass', 'notify', 'notifyAll', 'wait']);

const BOXES: Record<string, { box: string; unbox: string }> = {
  Z: { box: 'Ljava/lang/Boolean;', unbox: 'booleanValue' },
  B: { box: 'Ljava/lang/Byte;', unbox: 'byteValue' },
  S: { box: 'Ljava/lang/Short;', unbox: 'shortValue' },
  C: { box: 'Ljava/lang/Character;', unbox: 'charValue' },
  I: { box: 'Ljava/lang/Integer;', unbox: 'intValue' },
  J: { box: 'Ljava/lang/Long;', unbox: 'longValue' },
  F: { box: 'Ljava/lang/Float;', unbox: 'floatValue' },
  D: { box: 'Ljava/lang/Double;', unbox: 'doubleValue' },
};

/** What a moved method needs made public, gathered before anything is changed. */
interface Needs {
  classes: Set<DexClass>;
  fields: Set<DexField>;
  methods: Set<DexMethod>;
}

/**
 * Outlines the eligible methods of the in-scope classes of `files`, which are edited in place
 * (the originals become trampolines, and what the moved code touches becomes public). The
 * caller adds `runtime` to a DEX the trampolines' loader sees, encrypts `parts` into the
 * package and installs a `DynSource` that opens them.
 */
export function outlineMethods(files: DexFile[], options: OutlineOptions): OutlineResult {
  const maxMethods = options.maxMethods ?? Infinity;
  const wantParts = options.parts ?? 4;
  if (!Number.isInteger(wantParts) || wantParts < 1) throw new Error(`parts must be a positive integer, not ${wantParts}`);
  const world = new World(files);
  const skipped: Record<string, number> = {};
  const skip = (reason: string): void => {
    skipped[reason] = (skipped[reason] ?? 0) + 1;
  };

  const recursive = recursiveMethods(files, world, options.inScope);
  // Choose, per class, the methods to move and what they need, before changing anything.
  const chosen: { cls: DexClass; methods: DexMethod[] }[] = [];
  let count = 0;
  for (const file of files) {
    for (const cls of file.classes) {
      if (cls.type.startsWith(RUNTIME_PREFIX) || !options.inScope(cls.type)) continue;
      const methods: DexMethod[] = [];
      for (const method of [...cls.directMethods, ...cls.virtualMethods]) {
        if (!method.code || method.name === '<init>' || method.name === '<clinit>') continue;
        if (cls.accessFlags & ACC.INTERFACE) {
          skip('interface');
          continue;
        }
        if (world.extends(cls, APPLICATION)) {
          skip('application');
          continue;
        }
        if (recursive.has(method)) {
          skip('recursive');
          continue;
        }
        const needs: Needs = { classes: new Set([cls]), fields: new Set(), methods: new Set() };
        const reason = world.check(method, needs);
        if (reason) {
          skip(reason);
          continue;
        }
        if (count >= maxMethods) {
          skip('limit');
          continue;
        }
        for (const c of needs.classes) c.accessFlags = (c.accessFlags & ~VISIBILITY) | ACC.PUBLIC;
        for (const f of needs.fields) f.accessFlags = (f.accessFlags & ~VISIBILITY) | ACC.PUBLIC;
        for (const m of needs.methods) m.accessFlags = (m.accessFlags & ~VISIBILITY) | ACC.PUBLIC;
        methods.push(method);
        count++;
      }
      if (methods.length > 0) chosen.push({ cls, methods });
    }
  }

  if (chosen.length === 0) return { parts: [], runtime: [], counts: { methods: 0, classes: 0, skipped } };

  // Move the bodies: one part class per original class, spread over the parts at random.
  const partCount = Math.min(wantParts, chosen.length);
  const partClasses: DexClass[][] = Array.from({ length: partCount }, () => []);
  const partMethods: { id: number; ref: MethodRef }[][] = Array.from({ length: partCount }, () => []);
  const taken = new Set(files.flatMap((f) => f.classes.map((c) => c.type)));
  let partOfId = '';
  const spread = options.random(chosen.length);
  chosen.forEach(({ cls, methods }, n) => {
    // Each part gets at least one class; the rest go where a random byte says.
    const part = n < partCount ? n : spread[n] % partCount;
    const type = pickClassName(options.random, taken);
    const outlined = emptyClass(type, []);
    methods.forEach((method, i) => {
      const id = partOfId.length;
      const isStatic = (method.accessFlags & ACC.STATIC) !== 0;
      const proto: Proto = { returnType: method.proto.returnType, parameters: isStatic ? [...method.proto.parameters] : [cls.type, ...method.proto.parameters] };
      const name = memberName(i);
      outlined.directMethods.push({ name, proto, accessFlags: ACC.PUBLIC | ACC.STATIC, annotations: [], code: movedCode(method) });
      partMethods[part].push({ id, ref: { owner: type, name, proto } });
      partOfId += String.fromCharCode(part);
      method.code = trampoline(method, id);
    });
    partClasses[part].push(outlined);
  });

  const entries = partMethods.map((methods, part) => {
    const entry = entryClass(pickClassName(options.random, taken), methods);
    partClasses[part].push(entry);
    return entry.type;
  });
  const parts = partClasses.map((classes, i) => ({ name: `part${i}.dex`, dex: writeDex({ version: 35, classes, callSites: [] }) }));
  const runtime = loadRuntime('dynamic');
  const dyn = runtime.find((c) => c.type === DYN)!;
  const set = (name: string, value: string): void => {
    dyn.staticFields.find((f) => f.name === name)!.initialValue = { kind: 'string', value };
  };
  set('ENTRIES', entries.map(binaryName).join(' '));
  set('PARTS', partOfId);
  return { parts, runtime, counts: { methods: count, classes: chosen.length, skipped } };
}

// ---------------------------------------------------------------------------------------------
// What the moved code touches

/** The classes of the app's DEX files, and the lookups the eligibility check needs. */
class World {
  private readonly byType = new Map<string, DexClass>();
  private readonly members = new Map<DexClass, { fields: Map<string, DexField>; methods: Map<string, DexMethod> }>();
  /** `name(proto)` → packages of the classes that declare a method so named. */
  private readonly declaredIn = new Map<string, Set<string>>();

  constructor(files: DexFile[]) {
    for (const f of files)
      for (const c of f.classes) {
        this.byType.set(c.type, c);
        // Read from the stored members of classes no edit decoded: decoding every class of the
        // file here would have the writer re-encode them all.
        for (const m of virtualMethodSignatures(c)) {
          const key = signature(m.name, m.proto);
          const set = this.declaredIn.get(key) ?? new Set();
          set.add(packageOf(c.type));
          this.declaredIn.set(key, set);
        }
      }
  }

  /** Why `method` cannot move, or null, having added to `needs` what must become public. */
  check(method: DexMethod, needs: Needs): string | null {
    const code = method.code!;
    for (const type of catchTypes(code)) if (type) this.needType(type, needs);
    let reason: string | null = null;
    someReference(code, (op, reference) => (reason = this.checkInstruction({ kind: 'instruction', op, registers: [], reference }, needs)) !== null);
    return reason;
  }

  private checkInstruction(ins: Instruction, needs: Needs): string | null {
    const op = ins.op;
    if (op.startsWith('invoke-super')) return 'invoke-super';
    if (op.startsWith('invoke-custom') || op.startsWith('invoke-polymorphic') || op === 'const-method-handle' || op === 'const-method-type') return 'method-handles';
    const ref: Reference | undefined = ins.reference;
    if (!ref) return null;
    if (ref.kind === 'type') this.needType(ref.value, needs);
    else if (ref.kind === 'field') return this.checkField(ref.value, op, needs);
    else if (ref.kind === 'method') return this.checkMethod(ref.value, op, needs);
    else if (ref.kind !== 'string') return 'method-handles';
    return null;
  }

  private needType(type: string, needs: Needs): void {
    const cls = this.byType.get(type.replace(/^\[+/, ''));
    if (cls) needs.classes.add(cls);
  }

  private checkField(ref: FieldRef, op: string, needs: Needs): string | null {
    if (!this.byType.has(ref.owner)) return null;
    this.needType(ref.owner, needs);
    const key = `${ref.name}:${ref.type}`;
    const found = this.resolve(ref.owner, (c) => this.membersOf(c).fields.get(key), true);
    if (!found) return 'inherited-member';
    if ((found.member.accessFlags & ACC.FINAL) !== 0 && op.includes('put')) return 'writes-final-field';
    needs.classes.add(found.cls);
    if ((found.member.accessFlags & ACC.PUBLIC) === 0) needs.fields.add(found.member);
    return null;
  }

  private checkMethod(ref: MethodRef, op: string, needs: Needs): string | null {
    if (ref.owner.startsWith('[')) {
      this.needType(ref.owner, needs);
      return null;
    }
    if (!this.byType.has(ref.owner)) return (ref.name === 'clone' || ref.name === 'finalize') && ref.proto.parameters.length === 0 ? 'protected-library-member' : null;
    this.needType(ref.owner, needs);
    const interfaces = op.startsWith('invoke-interface');
    const key = signature(ref.name, ref.proto);
    const found = this.resolve(ref.owner, (c) => this.membersOf(c).methods.get(key), interfaces);
    if (!found) {
      if (interfaces) return null; // interface methods are public
      if (OBJECT_PUBLIC.has(ref.name)) return null;
      return 'inherited-member';
    }
    const { member, cls } = found;
    needs.classes.add(cls);
    const flags = member.accessFlags;
    if (flags & ACC.PUBLIC) return null;
    const isStatic = (flags & ACC.STATIC) !== 0;
    if (flags & ACC.PRIVATE && !isStatic && member.name !== '<init>') return 'private-method';
    if (!isStatic && member.name !== '<init>' && !(flags & (ACC.PRIVATE | ACC.PROTECTED))) {
      // Package-private and virtual: public, it could be overridden from another package.
      const pkgs = this.declaredIn.get(signature(member.name, member.proto)) ?? new Set();
      if ([...pkgs].some((p) => p !== packageOf(cls.type))) return 'package-method-override';
    }
    needs.methods.add(member);
    return null;
  }

  /** A class's fields by `name:type` and methods by `name(proto)`, indexed on first use. */
  private membersOf(cls: DexClass): { fields: Map<string, DexField>; methods: Map<string, DexMethod> } {
    let index = this.members.get(cls);
    if (!index) {
      index = {
        fields: new Map([...cls.staticFields, ...cls.instanceFields].map((f) => [`${f.name}:${f.type}`, f])),
        methods: new Map([...cls.directMethods, ...cls.virtualMethods].map((m) => [signature(m.name, m.proto), m])),
      };
      this.members.set(cls, index);
    }
    return index;
  }

  /** Whether `cls` has `type` among its superclasses (as far as the app's DEX files tell). */
  extends(cls: DexClass, type: string): boolean {
    const seen = new Set<string>();
    for (let t = cls.superclass; t && !seen.has(t); t = this.byType.get(t)?.superclass ?? null) {
      if (t === type) return true;
      seen.add(t);
    }
    return false;
  }

  /** The method of the app's DEX files a reference resolves to (superclasses, then interfaces), if any. */
  declaration(ref: MethodRef): DexMethod | undefined {
    if (ref.owner.startsWith('[')) return undefined;
    const key = signature(ref.name, ref.proto);
    return this.resolve(ref.owner, (c) => this.membersOf(c).methods.get(key), true)?.member;
  }

  /**
   * The class of the app's DEX files that declares a member, searching from `owner` up its
   * superclasses (and, with `interfaces`, its superinterfaces); null when the search leaves the
   * app's classes without finding it.
   */
  private resolve<T>(owner: string, find: (c: DexClass) => T | undefined, interfaces: boolean): { cls: DexClass; member: T } | null {
    const queue = [owner];
    const seen = new Set<string>();
    while (queue.length > 0) {
      const type = queue.shift()!;
      if (seen.has(type)) continue;
      seen.add(type);
      const cls = this.byType.get(type);
      if (!cls) return null;
      const member = find(cls);
      if (member) return { cls, member };
      if (cls.superclass) queue.push(cls.superclass);
      if (interfaces) queue.push(...cls.interfaces);
    }
    return null;
  }
}

/**
 * The methods of in-scope classes that lie on a cycle of calls, each call resolved to the method
 * its reference names (Tarjan's strongly connected components, without recursion).
 */
function recursiveMethods(files: DexFile[], world: World, inScope: (type: string) => boolean): Set<DexMethod> {
  const nodes: DexMethod[] = [];
  for (const f of files)
    for (const c of f.classes) if (!c.type.startsWith(RUNTIME_PREFIX) && inScope(c.type)) for (const m of [...c.directMethods, ...c.virtualMethods]) if (m.code) nodes.push(m);
  const inGraph = new Set(nodes);
  const edges = new Map<DexMethod, DexMethod[]>();
  for (const m of nodes) {
    const out = new Set<DexMethod>();
    someReference(m.code!, (op, reference) => {
      if (!op.startsWith('invoke-') || reference.kind !== 'method') return false;
      const target = world.declaration(reference.value);
      if (target && inGraph.has(target)) out.add(target);
      return false;
    });
    edges.set(m, [...out]);
  }
  const index = new Map<DexMethod, number>();
  const low = new Map<DexMethod, number>();
  const onStack = new Set<DexMethod>();
  const stack: DexMethod[] = [];
  const result = new Set<DexMethod>();
  let counter = 0;
  for (const root of nodes) {
    if (index.has(root)) continue;
    const work: { node: DexMethod; next: number }[] = [{ node: root, next: 0 }];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const top = work[work.length - 1];
      const out = edges.get(top.node)!;
      if (top.next < out.length) {
        const w = out[top.next++];
        if (!index.has(w)) {
          index.set(w, counter);
          low.set(w, counter++);
          stack.push(w);
          onStack.add(w);
          work.push({ node: w, next: 0 });
        } else if (onStack.has(w)) low.set(top.node, Math.min(low.get(top.node)!, index.get(w)!));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent)!, low.get(top.node)!));
      }
      if (low.get(top.node) === index.get(top.node)) {
        const component: DexMethod[] = [];
        let w: DexMethod;
        do {
          w = stack.pop()!;
          onStack.delete(w);
          component.push(w);
        } while (w !== top.node);
        if (component.length > 1 || out.includes(top.node)) for (const c of component) result.add(c);
      }
    }
  }
  return result;
}

const signature = (name: string, proto: Proto): string => `${name}(${proto.parameters.join('')})${proto.returnType}`;
const packageOf = (type: string): string => type.slice(1, Math.max(1, type.lastIndexOf('/')));

// ---------------------------------------------------------------------------------------------
// Moved code and trampolines

/** The method's code without its debug information (which names the old signature's parameters). */
function movedCode(method: DexMethod): DexMethod['code'] {
  return withoutDebug(method.code!);
}

const ins = (op: string, registers: number[], extra: Partial<Instruction> = {}): Instruction => ({ kind: 'instruction', op, registers, ...extra });
const methodRef = (owner: string, name: string, returnType: string, parameters: string[]): Reference => ({
  kind: 'method',
  value: { owner, name, proto: { returnType, parameters } },
});

/**
 * `Object[] a = {this?, args…}` boxed; `Object r = Dyn.call(id, a)`; the result unboxed and
 * returned. v0 holds the array, v1 the index, v2 the boxed value; the parameters follow.
 */
function trampoline(method: DexMethod, id: number): DexMethod['code'] {
  const isStatic = (method.accessFlags & ACC.STATIC) !== 0;
  const types = isStatic ? method.proto.parameters : [OBJECT, ...method.proto.parameters];
  const ins_ = parameterRegisters(method.proto, isStatic);
  const locals = 3;
  const items: CodeItem[] = [ins('const', [1], { literal: BigInt(types.length) }), ins('new-array', [0, 1], { reference: { kind: 'type', value: `[${OBJECT}` } })];
  let register = locals;
  types.forEach((type, index) => {
    const box = BOXES[type];
    if (box) {
      const wide = type === 'J' || type === 'D';
      const args = wide ? [register, register + 1] : [register];
      items.push(ins('invoke-static', args, { reference: methodRef(box.box, 'valueOf', box.box, [type]) }), ins('move-result-object', [2]));
      register += wide ? 2 : 1;
    } else {
      items.push(ins('move-object', [2, register]));
      register += 1;
    }
    items.push(ins('const', [1], { literal: BigInt(index) }), ins('aput-object', [2, 0, 1]));
  });
  items.push(ins('const', [1], { literal: BigInt(id) }), ins('invoke-static', [1, 0], { reference: { kind: 'method', value: CALL } }));
  const ret = method.proto.returnType;
  if (ret === 'V') items.push(ins('return-void', []));
  else {
    items.push(ins('move-result-object', [2]));
    const box = BOXES[ret];
    if (!box) {
      if (ret !== OBJECT) items.push(ins('check-cast', [2], { reference: { kind: 'type', value: ret } }));
      items.push(ins('return-object', [2]));
    } else {
      const wide = ret === 'J' || ret === 'D';
      items.push(
        ins('check-cast', [2], { reference: { kind: 'type', value: box.box } }),
        ins('invoke-virtual', [2], { reference: methodRef(box.box, box.unbox, ret, []) }),
        ins(wide ? 'move-result-wide' : 'move-result', [1]),
        ins(wide ? 'return-wide' : 'return', [1]),
      );
    }
  }
  return { registers: locals + ins_, outs: 2, items, tries: [] };
}

/** A public final class of a part, extending `Object`, with the given interfaces and no members yet. */
function emptyClass(type: string, interfaces: string[]): DexClass {
  return {
    type,
    accessFlags: ACC.PUBLIC | ACC.FINAL,
    superclass: OBJECT,
    interfaces,
    sourceFile: null,
    annotations: [],
    staticFields: [],
    instanceFields: [],
    directMethods: [],
    virtualMethods: [],
  };
}

const HANDLER = 'Ljava/lang/reflect/InvocationHandler;';
const ARRAY = `[${OBJECT}`;

/**
 * The entry class of a part: `invoke(Integer id, Method unused, Object[] args)` switches on the
 * id, unboxes the arguments into consecutive registers (v3 on), calls the outlined method and
 * returns its result boxed. v0 and v1 are scratch, v2 holds the arguments array.
 */
function entryClass(type: string, methods: { id: number; ref: MethodRef }[]): DexClass {
  const cls = emptyClass(type, [HANDLER]);
  cls.directMethods.push({
    name: '<init>',
    proto: { returnType: 'V', parameters: [] },
    accessFlags: ACC.PUBLIC | ACC.CONSTRUCTOR,
    annotations: [],
    code: { registers: 1, outs: 1, tries: [], items: [ins('invoke-direct', [0], { reference: methodRef(OBJECT, '<init>', 'V', []) }), ins('return-void', [])] },
  });
  const base = 3;
  const width = Math.max(0, ...methods.map((m) => parameterRegisters(m.ref.proto, true)));
  const locals = base + width;
  const [pId, pArgs] = [locals + 1, locals + 3];
  const payload = new Label();
  const cases = methods.map(() => new Label());
  const items: CodeItem[] = [
    ins('move-object', [0, pId]),
    ins('check-cast', [0], { reference: { kind: 'type', value: BOXES.I.box } }),
    ins('invoke-virtual', [0], { reference: methodRef(BOXES.I.box, 'intValue', 'I', []) }),
    ins('move-result', [0]),
    ins('move-object', [2, pArgs]),
    ins('sparse-switch', [0], { target: payload }),
    ins('new-instance', [0], { reference: { kind: 'type', value: 'Ljava/lang/IllegalArgumentException;' } }),
    ins('invoke-direct', [0], { reference: methodRef('Ljava/lang/IllegalArgumentException;', '<init>', 'V', []) }),
    ins('throw', [0]),
  ];
  methods.forEach(({ ref }, n) => {
    items.push(cases[n]);
    let register = base;
    ref.proto.parameters.forEach((param, j) => {
      items.push(ins('const', [1], { literal: BigInt(j) }), ins('aget-object', [0, 2, 1]));
      const box = BOXES[param];
      const wide = param === 'J' || param === 'D';
      if (box) {
        items.push(
          ins('check-cast', [0], { reference: { kind: 'type', value: box.box } }),
          ins('invoke-virtual', [0], { reference: methodRef(box.box, box.unbox, param, []) }),
          ins(wide ? 'move-result-wide' : 'move-result', [0]),
          ins(wide ? 'move-wide' : 'move', [register, 0]),
        );
      } else {
        if (param !== OBJECT) items.push(ins('check-cast', [0], { reference: { kind: 'type', value: param } }));
        items.push(ins('move-object', [register, 0]));
      }
      register += wide ? 2 : 1;
    });
    const args = Array.from({ length: register - base }, (_, k) => base + k);
    items.push(ins('invoke-static', args, { reference: { kind: 'method', value: ref } }));
    const ret = ref.proto.returnType;
    const box = BOXES[ret];
    if (ret === 'V') items.push(ins('const/4', [0], { literal: 0n }));
    else if (!box) items.push(ins('move-result-object', [0]));
    else {
      const wide = ret === 'J' || ret === 'D';
      items.push(
        ins(wide ? 'move-result-wide' : 'move-result', [0]),
        ins('invoke-static', wide ? [0, 1] : [0], { reference: methodRef(box.box, 'valueOf', box.box, [ret]) }),
        ins('move-result-object', [0]),
      );
    }
    items.push(ins('return-object', [0]));
  });
  items.push(payload, { kind: 'sparse-switch-payload', keys: methods.map((m) => m.id), targets: cases });
  cls.virtualMethods.push({
    name: 'invoke',
    proto: { returnType: OBJECT, parameters: [OBJECT, 'Ljava/lang/reflect/Method;', ARRAY] },
    accessFlags: ACC.PUBLIC,
    annotations: [],
    code: { registers: locals + 4, outs: 0, tries: [], items },
  });
  return cls;
}

const binaryName = (type: string): string => type.slice(1, -1).replace(/\//g, '.');

// ---------------------------------------------------------------------------------------------
// Names

const LOWER = 'abcdefghijklmnopqrstuvwxyz';

/** A class name for a build: a random package and class of lowercase letters, not yet taken. */
function pickClassName(random: (n: number) => Buffer, taken: Set<string>): string {
  for (;;) {
    const bytes = random(8);
    const letters = [...bytes].map((b) => LOWER[b % LOWER.length]).join('');
    const type = `L${letters.slice(0, 3)}/${letters[3].toUpperCase()}${letters.slice(4)};`;
    if (!taken.has(type)) {
      taken.add(type);
      return type;
    }
  }
}

/** `a`, `b`, … `z`, `ba`, … : the n-th member name of an outlined class. */
function memberName(n: number): string {
  let name = '';
  do {
    name = LOWER[n % 26] + name;
    n = Math.floor(n / 26);
  } while (n > 0);
  return name;
}

// ---------------------------------------------------------------------------------------------
// Packaging

/** The hook class (`attach(Context, Map)`) that installs the parts' source in the app. */
export const DYNAMIC_HOOK = 'Lrampart/rt/DynDex;';

/** Where the encrypted parts go in the package. */
export const DYNAMIC_PAYLOAD_DIR = 'assets/rtd/';

export interface DynamicPayloads {
  /** The encrypted parts, as package entries (never to be selected for asset encryption). */
  entries: { name: string; data: Buffer }[];
  /**
   * The hook's configuration: `dynamic.parts`, the entry names by part index, one per line;
   * `dynamic.key`, the parts' AES-256-GCM key in hex.
   */
  config: Record<string, string>;
}

/**
 * Encrypts the parts of {@link outlineMethods} into package entries (the format of
 * `payloads.ts`, one fresh key for all of them) and gives the configuration of the
 * {@link DYNAMIC_HOOK} that opens them in the app. The entry names are random per build.
 */
export function dynamicPayloads(parts: OutlineResult['parts'], random: Random): DynamicPayloads {
  if (parts.length === 0) return { entries: [], config: {} };
  const key = random(KEY_BYTES);
  const names = new Set<string>();
  while (names.size < parts.length) names.add(`${DYNAMIC_PAYLOAD_DIR}${random(8).toString('hex')}`);
  const entries = [...names].map((name, i) => ({ name, data: encryptEntry(parts[i].dex, key, random) }));
  return { entries, config: { 'dynamic.parts': [...names].join('\n'), 'dynamic.key': key.toString('hex') } };
}
