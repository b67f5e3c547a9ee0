import { malformed } from './bytes.js';
import { ACC, parameterRegisters, type DexClass, type Proto } from './model.js';

/**
 * The structural rules of ART's DEX verifier (`dex_file_verifier.cc`) for what the writer
 * emits again: descriptor and member-name syntax, class, field and method access flags, and
 * the register counts of a `code_item`. The reader applies them, so a file ART would refuse is
 * refused on the way in (`android.dex_malformed`) instead of being written back.
 */

/** Bits of ASCII characters valid in a member name or class-name segment (`$ - 0-9 A-Z _ a-z`), as ART's DEX_MEMBER_VALID_LOW_ASCII for DEX 035–039. */
const VALID_ASCII = new Uint32Array([0x00000000, 0x03ff2010, 0x87fffffe, 0x07fffffe]);

/**
 * Checks the character at `s[i]` as ART's IsValidPartOfMemberNameUtf8 does; returns the index
 * after it, or -1 when it is not valid. Works on UTF-16 code units: a supplementary character
 * is a surrogate pair.
 */
function memberChar(s: string, i: number): number {
  const c = s.charCodeAt(i);
  if (c < 0x80) return (VALID_ASCII[c >> 5] & (1 << (c & 31))) !== 0 ? i + 1 : -1;
  if (c <= 0xa0) return -1; // C1 controls and the ISO-8859-1 high space.
  if (c >= 0xd800 && c <= 0xdbff) {
    const d = s.charCodeAt(i + 1);
    return d >= 0xdc00 && d <= 0xdfff ? i + 2 : -1;
  }
  if (c >= 0xdc00 && c <= 0xdfff) return -1; // A lone trailing surrogate.
  // Spaces, layout and special characters.
  if ((c >= 0x2000 && c <= 0x200f) || (c >= 0x2028 && c <= 0x202f) || c >= 0xfff0) return -1;
  return i + 1;
}

/** ART's IsValidMemberName: a simple name, or one in angle brackets (`<init>`). */
export function isValidMemberName(s: string): boolean {
  if (s.length === 0) return false;
  let i = 0;
  const angle = s.charCodeAt(0) === 0x3c; // '<'
  if (angle) i++;
  for (;;) {
    if (i === s.length) return !angle;
    if (s.charCodeAt(i) === 0x3e) return angle && i === s.length - 1; // '>'
    i = memberChar(s, i);
    if (i < 0) return false;
  }
}

/** ART's IsValidDescriptor: a primitive, `V`, an array of up to 255 dimensions or `Lpkg/Name;`. */
export function isValidDescriptor(s: string): boolean {
  let i = 0;
  while (s.charCodeAt(i) === 0x5b) i++; // '['
  const dims = i;
  if (dims > 255) return false;
  const c = s[i++];
  switch (c) {
    case 'B':
    case 'C':
    case 'D':
    case 'F':
    case 'I':
    case 'J':
    case 'S':
    case 'Z':
      return i === s.length;
    case 'V':
      return dims === 0 && i === s.length;
    case 'L':
      break;
    default:
      return false;
  }
  let sepOrFirst = true;
  for (;;) {
    if (i >= s.length) return false; // No terminating ';'.
    const ch = s.charCodeAt(i);
    if (ch === 0x3b) return !sepOrFirst && i === s.length - 1; // ';'
    if (ch === 0x2f) {
      // '/'
      if (sepOrFirst) return false;
      sepOrFirst = true;
      i++;
      continue;
    }
    i = memberChar(s, i);
    if (i < 0) return false;
    sepOrFirst = false;
  }
}

const quote = (s: string): string => JSON.stringify(s);

export function checkTypeDescriptor(descriptor: string, index: number): void {
  if (!isValidDescriptor(descriptor)) malformed(`type ${index}: invalid type descriptor ${quote(descriptor)}`);
}

export function checkProtoId(proto: Proto, index: number): void {
  if (proto.parameters.includes('V')) malformed(`proto ${index}: a parameter of type void`);
}

export function checkFieldId(owner: string, name: string, type: string, index: number): void {
  if (owner[0] !== 'L') malformed(`field ${index}: declaring type ${quote(owner)} is not a class`);
  if (type === 'V') malformed(`field ${index} (${name}): of type void`);
  if (!isValidMemberName(name)) malformed(`field ${index}: invalid field name ${quote(name)}`);
}

export function checkMethodId(owner: string, name: string, index: number): void {
  if (owner[0] !== 'L' && owner[0] !== '[') malformed(`method ${index}: declaring type ${quote(owner)} is neither a class nor an array`);
  if (!isValidMemberName(name)) malformed(`method ${index}: invalid method name ${quote(name)}`);
}

/** Access flags the format defines for classes: the Java modifiers (16 bits). */
const JAVA_FLAGS = 0xffff;

/** The class_def item: class types, no self-reference, no duplicate interface, flags within 16 bits. */
export function checkClassDef(cls: DexClass): void {
  const t = cls.type;
  if (t[0] !== 'L') malformed(`class_def ${quote(t)}: not a class descriptor`);
  if ((cls.accessFlags & ~JAVA_FLAGS) !== 0) malformed(`${t}: invalid class access flags 0x${(cls.accessFlags >>> 0).toString(16)}`);
  if (cls.superclass !== null) {
    if (cls.superclass[0] !== 'L') malformed(`${t}: superclass ${quote(cls.superclass)} is not a class`);
    if (cls.superclass === t) malformed(`${t}: its own superclass`);
  }
  const seen = new Set<string>();
  for (const i of cls.interfaces) {
    if (i[0] !== 'L') malformed(`${t}: interface ${quote(i)} is not a class`);
    if (i === t) malformed(`${t}: implements itself`);
    if (seen.has(i)) malformed(`${t}: interface ${i} listed twice`);
    seen.add(i);
  }
}

/** At most one of public, private and protected. */
function oneVisibility(flags: number): boolean {
  const v = flags & (ACC.PUBLIC | ACC.PRIVATE | ACC.PROTECTED);
  return (v & (v - 1)) === 0;
}

const hexFlags = (f: number): string => `0x${(f >>> 0).toString(16)}`;

/** ART's CheckFieldAccessFlags (and the static/instance list check). `version` is the file's. */
export function checkFieldFlags(cls: DexClass, name: string, flags: number, inStaticList: boolean, version: number): void {
  const where = `${cls.type}->${name}`;
  if ((flags & ~JAVA_FLAGS) !== 0) malformed(`${where}: bad field access flags ${hexFlags(flags)}`);
  if (((flags & ACC.STATIC) !== 0) !== inStaticList) malformed(`${where}: ${inStaticList ? 'instance' : 'static'} field in the ${inStaticList ? 'static' : 'instance'} field list`);
  if (!oneVisibility(flags)) malformed(`${where}: field is more than one of public, protected and private (${hexFlags(flags)})`);
  if ((cls.accessFlags & ACC.INTERFACE) !== 0) {
    if (version < 37) return; // ART only warns before default methods.
    const publicFinalStatic = ACC.PUBLIC | ACC.FINAL | ACC.STATIC;
    if ((flags & publicFinalStatic) !== publicFinalStatic) malformed(`${where}: interface field is not public final static (${hexFlags(flags)})`);
    const fieldFlags = publicFinalStatic | ACC.PRIVATE | ACC.PROTECTED | ACC.VOLATILE | ACC.TRANSIENT | ACC.SYNTHETIC | ACC.ENUM;
    if ((flags & fieldFlags & ~(publicFinalStatic | ACC.SYNTHETIC)) !== 0) malformed(`${where}: interface field with a disallowed flag (${hexFlags(flags)})`);
    return;
  }
  if ((flags & (ACC.VOLATILE | ACC.FINAL)) === (ACC.VOLATILE | ACC.FINAL)) malformed(`${where}: field is both volatile and final`);
}

/**
 * ART's CheckMethodAccessFlags (with the direct/virtual list check): `hasCode` says whether the
 * method has a code_item. `version` is the file's (several rules are warnings before 037).
 */
export function checkMethodFlags(cls: DexClass, name: string, flags: number, hasCode: boolean, inDirectList: boolean, version: number): void {
  const where = `${cls.type}->${name}`;
  const strict = version >= 37;
  if ((flags & ~(JAVA_FLAGS | ACC.CONSTRUCTOR | ACC.DECLARED_SYNCHRONIZED)) !== 0) malformed(`${where}: bad method access flags ${hexFlags(flags)}`);
  if (!oneVisibility(flags)) malformed(`${where}: method is more than one of public, protected and private (${hexFlags(flags)})`);
  const isInit = name === '<init>';
  const isClinit = name === '<clinit>';
  const isConstructorByName = isInit || isClinit;
  if ((flags & ACC.CONSTRUCTOR) !== 0 && !isConstructorByName) malformed(`${where}: marked constructor but not named <init> or <clinit>`);
  const isStatic = (flags & ACC.STATIC) !== 0;
  if (isConstructorByName && isStatic !== isClinit && strict) malformed(`${where}: constructor is ${isStatic ? '' : 'not '}static`);
  const isDirect = (flags & (ACC.STATIC | ACC.PRIVATE)) !== 0 || isConstructorByName;
  if (isDirect !== inDirectList) malformed(`${where}: ${isDirect ? 'direct' : 'virtual'} method in the ${inDirectList ? 'direct' : 'virtual'} method list`);
  const methodFlags =
    ACC.PUBLIC | ACC.PRIVATE | ACC.PROTECTED | ACC.STATIC | ACC.FINAL | ACC.SYNTHETIC | ACC.SYNCHRONIZED | ACC.BRIDGE | ACC.VARARGS | ACC.NATIVE | ACC.ABSTRACT | ACC.STRICT;
  const f = flags & methodFlags;
  const isInterface = (cls.accessFlags & ACC.INTERFACE) !== 0;
  if (isInterface && strict && (f & (ACC.PUBLIC | ACC.STATIC | ACC.PRIVATE)) === 0) malformed(`${where}: interface method is not public`);
  if (!hasCode) {
    if ((f & (ACC.NATIVE | ACC.ABSTRACT)) === 0) malformed(`${where}: no code, but neither native nor abstract`);
    if (isConstructorByName && strict) malformed(`${where}: constructor without code`);
    if ((f & ACC.ABSTRACT) !== 0) {
      const forbidden = ACC.PRIVATE | ACC.STATIC | ACC.FINAL | ACC.NATIVE | ACC.STRICT | ACC.SYNCHRONIZED;
      if ((f & forbidden) !== 0) malformed(`${where}: abstract method with disallowed flags ${hexFlags(f & forbidden)}`);
    }
    if (isInterface && strict && (f & (ACC.PUBLIC | ACC.ABSTRACT)) !== (ACC.PUBLIC | ACC.ABSTRACT)) malformed(`${where}: interface method without code is not public and abstract`);
    return;
  }
  if ((f & (ACC.NATIVE | ACC.ABSTRACT)) !== 0) malformed(`${where}: has code, but is native or abstract`);
  if (isInit) {
    const allowed = ACC.PRIVATE | ACC.PROTECTED | ACC.PUBLIC | ACC.STRICT | ACC.VARARGS | ACC.SYNTHETIC;
    if ((f & ~allowed) !== 0) malformed(`${where}: constructor flagged ${hexFlags(f & ~allowed)}`);
  }
}

/**
 * The register counts of a code_item as the writer will emit them: the parameters (`ins`,
 * from the prototype) must fit the registers, and more than 5 outgoing words must too.
 */
export function checkRegisters(where: string, proto: Proto, isStatic: boolean, registers: number, outs: number): void {
  const ins = parameterRegisters(proto, isStatic);
  if (ins > registers) malformed(`${where}: ${ins} parameter registers > registers_size ${registers}`);
  if (outs > 5 && outs > registers) malformed(`${where}: outs_size ${outs} > registers_size ${registers}`);
}

/**
 * The classes a file defines must not name each other as superclass or interface in a cycle
 * (the writer puts a class after those it extends, which a cycle makes impossible), nor be
 * defined twice.
 */
export function checkHierarchy(classes: DexClass[]): void {
  const byType = new Map<string, DexClass>();
  for (const c of classes) {
    if (byType.has(c.type)) malformed(`class ${c.type} defined twice`);
    byType.set(c.type, c);
  }
  // 0: unvisited, 1: on the current path, 2: done.
  const state = new Map<DexClass, number>();
  for (const root of classes) {
    if (state.get(root)) continue;
    state.set(root, 1);
    const stack: { cls: DexClass; deps: string[]; next: number }[] = [{ cls: root, deps: depsOf(root), next: 0 }];
    while (stack.length > 0) {
      const top = stack[stack.length - 1];
      if (top.next < top.deps.length) {
        const dep = byType.get(top.deps[top.next++]);
        if (!dep) continue;
        const s = state.get(dep) ?? 0;
        if (s === 1) malformed(`class ${dep.type} is its own ancestor`);
        if (s === 0) {
          state.set(dep, 1);
          stack.push({ cls: dep, deps: depsOf(dep), next: 0 });
        }
      } else {
        state.set(top.cls, 2);
        stack.pop();
      }
    }
  }
}

function depsOf(c: DexClass): string[] {
  return c.superclass === null ? c.interfaces : [c.superclass, ...c.interfaces];
}
