/**
 * String encryption: the `const-string`s of the classes in scope, and the String constants of
 * their static fields, become calls to a few per-build decryptor classes, so the app's literals
 * are no longer readable in the DEX files (`strings`, `dexdump`, jadx).
 *
 * The scheme, plainly: each distinct string goes to one of the build's decryptors (several,
 * `Lrampart/rt/…` under per-build names) and gets an index there. The decryptor keeps, in a
 * static `char[]` that its `<clinit>` fills from an array-data payload, a record per string: a
 * random 32-bit nonce (two chars) and the string's UTF-16 code units XOR-ed with a xorshift32
 * keystream. The keystream's seed mixes two 32-bit key parts, one a literal in the decryptor's
 * code and one in a separate key class (`StringKeys`, one entry per decryptor), with the nonce
 * and the index. Its one public method (`static String ?(int)`, the name chosen per build)
 * decrypts on first use, interns the result and caches it in a `String[]`. A call site is
 * `const vA, index; invoke-static {vA}, D->?(I); move-result-object vA`. Each call makes its own
 * set of runtime classes, to be added to one DEX that the rewritten classes' loader sees.
 *
 * This is obfuscation, not secrecy: the keys ship with the app, and anyone who runs the code
 * (a debugger, Frida, or a static emulation of the decryptor) reads every string. What it does defeat is
 * reading literals off the files, grepping packages for secrets, URLs or API keys, and the
 * string-based search decompilers offer.
 *
 * Semantics are kept: the decrypted string is equal to the literal and, interned, identical to
 * it, so `equals`, `hashCode` (string switches), `==` and `synchronized` on a literal behave as
 * before; a moved static value is assigned first thing in `<clinit>`, before any code that
 * could read it, and a static field is never read before its class is initialised.
 *
 * What is left alone, and why:
 * - annotations, type/member names and classes out of scope are not code and stay as they are;
 * - runtime classes (`Lrampart/rt/`) are never in scope;
 * - a `const-string` inside a try range loads its index into a spare register (the method grown
 *   by one), because the exception handler may read the target register's earlier value; a
 *   method with more than 255 registers has no spare register that `const` can reach, so such
 *   a `const-string` stays as it is and is counted.
 */
import { growRegisters, renameMany } from '../dex/edit.js';
import type { CodeItem, DexClass, DexFile, DexMethod, FieldRef, Instruction, MethodRef, Payload, Reference } from '../dex/model.js';
import { ACC, Label } from '../dex/model.js';
import { someReference } from '../dex/raw-code.js';
import { loadRuntime } from './runtime.js';

export interface StringEncryptionOptions {
  /** Which classes (type descriptors) are rewritten; runtime classes never are. */
  inScope: (type: string) => boolean;
  /** Per-build randomness (deterministic per job in production). */
  random: (n: number) => Buffer;
  /** How many decryptor classes the strings are spread over (default 4). */
  decryptors?: number;
}

export interface StringEncryptionResult {
  /** The runtime classes the rewritten code calls: the decryptors and their key class. Empty when nothing was encrypted. */
  classes: DexClass[];
  /** The decryptor methods (`static String name(int)`, names per build) the rewritten code calls. */
  decryptors: MethodRef[];
  /** `const-string` instructions replaced by a decryptor call. */
  strings: number;
  /** Static String initial values moved into `<clinit>` through a decryptor. */
  staticValues: number;
  /** Distinct strings encrypted. */
  distinct: number;
  /** Classes in which anything was rewritten. */
  classesTouched: number;
  /** Methods whose code was rewritten (created `<clinit>`s included). */
  methodsTouched: number;
  /** What was left in clear because rewriting it could not be done safely. */
  skipped: {
    /** `const-string`s inside a try range of a method with no spare register below v256. */
    noSpareRegister: number;
  };
}

const RUNTIME_PREFIX = 'Lrampart/rt/';
const TEMPLATE_DECRYPTOR = 'Lrampart/rt/StringDecryptor;';
const TEMPLATE_KEYS = 'Lrampart/rt/StringKeys;';
const STRING = 'Ljava/lang/String;';

/** Placeholder literals of the runtime templates. */
const SLOT = {
  dataLength: 0x7f000001n,
  offsetsLength: 0x7f000002n,
  count: 0x7f000003n,
  keyPart: 0x7f000004n,
  keySlot: 0x7f000005n,
  keyCount: 0x7f000006n,
} as const;

const GOLDEN = 0x9e3779b9 | 0;

/** Where a distinct string went: its decryptor and its index there. */
interface Slot {
  decryptor: number;
  index: number;
}

/**
 * Encrypts the strings of the in-scope classes of `files` in place and returns the runtime
 * classes the caller must add to a DEX of the app (one that the rewritten classes' loader
 * sees), with counts for the report.
 */
export function encryptStrings(files: DexFile[], options: StringEncryptionOptions): StringEncryptionResult {
  const want = options.decryptors ?? 4;
  if (!Number.isInteger(want) || want < 1 || want > 64) throw new Error(`decryptors must be 1 to 64, not ${want}`);
  const existing = new Set(files.flatMap((f) => f.classes.map((c) => c.type)));
  const names = pickNames(want + 1, options.random, existing);
  const decryptorTypes = names.slice(0, want);
  const keysType = names[want];
  const methodName = pickMethodName(options.random);
  const methods = decryptorTypes.map((owner): MethodRef => ({ owner, name: methodName, proto: { returnType: STRING, parameters: ['I'] } }));
  const callOf = methods.map<Reference>((value) => ({ kind: 'method', value }));

  // Distinct strings, each given to a decryptor chosen from a random byte.
  const slots = new Map<string, Slot>();
  const perDecryptor: string[][] = decryptorTypes.map(() => []);
  let choices = options.random(256);
  let choice = 0;
  const slotOf = (value: string): Slot => {
    let slot = slots.get(value);
    if (!slot) {
      if (choice === choices.length) {
        choices = options.random(256);
        choice = 0;
      }
      const decryptor = choices[choice++] % want;
      slot = { decryptor, index: perDecryptor[decryptor].length };
      perDecryptor[decryptor].push(value);
      slots.set(value, slot);
    }
    return slot;
  };

  const result: StringEncryptionResult = {
    classes: [],
    decryptors: [],
    strings: 0,
    staticValues: 0,
    distinct: 0,
    classesTouched: 0,
    methodsTouched: 0,
    skipped: { noSpareRegister: 0 },
  };

  for (const file of files) {
    for (const cls of file.classes) {
      if (cls.type.startsWith(RUNTIME_PREFIX) || !options.inScope(cls.type)) continue;
      const touched = new Set<DexMethod>();
      for (const method of [...cls.directMethods, ...cls.virtualMethods]) {
        if (rewriteMethod(cls, method, slotOf, callOf, result)) touched.add(method);
      }
      const clinit = moveStaticValues(cls, slotOf, callOf, result);
      if (clinit) touched.add(clinit);
      if (touched.size > 0) result.classesTouched++;
      result.methodsTouched += touched.size;
    }
  }

  result.distinct = slots.size;
  if (slots.size > 0) {
    result.classes = buildRuntime(decryptorTypes, keysType, methodName, perDecryptor, options.random);
    result.decryptors = methods.filter((_, i) => perDecryptor[i].length > 0);
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Call sites

const isConstString = (item: CodeItem): item is Instruction =>
  !(item instanceof Label) && item.kind === 'instruction' && (item.op === 'const-string' || item.op === 'const-string/jumbo') && item.reference?.kind === 'string';

/** `const vR, index`; `invoke-static {vR}, D->s(I)`; `move-result-object vTarget`. */
function decryptCall(slot: Slot, indexRegister: number, target: number, callOf: Reference[]): Instruction[] {
  return [
    { kind: 'instruction', op: 'const/4', registers: [indexRegister], literal: BigInt(slot.index) },
    { kind: 'instruction', op: 'invoke-static', registers: [indexRegister], reference: callOf[slot.decryptor] },
    { kind: 'instruction', op: 'move-result-object', registers: [target] },
  ];
}

/** Rewrites a method's const-strings; true when it changed anything. */
function rewriteMethod(cls: DexClass, method: DexMethod, slotOf: (v: string) => Slot, callOf: Reference[], result: StringEncryptionResult): boolean {
  const code = method.code;
  if (!code || !someReference(code, (op, ref) => (op === 'const-string' || op === 'const-string/jumbo') && ref.kind === 'string')) return false;

  // Try coverage of each position: open ranges counted as the walk passes their labels.
  const starts = new Map<Label, number>();
  const ends = new Map<Label, number>();
  for (const t of code.tries) {
    starts.set(t.start, (starts.get(t.start) ?? 0) + 1);
    ends.set(t.end, (ends.get(t.end) ?? 0) + 1);
  }

  // A spare register (the method grown by one) serves every const-string inside a try range.
  const spare = code.registers;
  const spareUsable = spare <= 0xff;
  let spareUsed = false;
  let open = 0;
  let changed = false;
  const items: CodeItem[] = [];
  for (const item of code.items) {
    if (item instanceof Label) {
      open += (starts.get(item) ?? 0) - (ends.get(item) ?? 0);
      items.push(item);
      continue;
    }
    if (!isConstString(item)) {
      items.push(item);
      continue;
    }
    // const-string's target is at most v255, as are those of const and move-result-object.
    const target = item.registers[0];
    const value = (item.reference as { value: string }).value;
    if (open > 0) {
      // The handler may read the target's earlier value: load the index elsewhere.
      if (!spareUsable) {
        result.skipped.noSpareRegister++;
        items.push(item);
        continue;
      }
      spareUsed = true;
      items.push(...decryptCall(slotOf(value), spare, target, callOf));
    } else {
      items.push(...decryptCall(slotOf(value), target, target, callOf));
    }
    result.strings++;
    changed = true;
  }
  if (!changed) return false;
  code.items = items;
  if (spareUsed) growRegisters(method, 1, cls.type);
  return true;
}

// ---------------------------------------------------------------------------------------------
// Static values

/**
 * Moves the string initial values of a class's static fields into `<clinit>`, ahead of its
 * own code (which may read them), through the decryptors. Returns the `<clinit>` it wrote, or
 * null when the class has no such value.
 */
function moveStaticValues(cls: DexClass, slotOf: (v: string) => Slot, callOf: Reference[], result: StringEncryptionResult): DexMethod | null {
  // A string in static_values can only belong to a reference field (String, CharSequence, Object).
  const moved = cls.staticFields.filter((f) => f.initialValue?.kind === 'string');
  if (moved.length === 0) return null;
  let clinit = cls.directMethods.find((m) => m.name === '<clinit>');
  if (!clinit?.code) {
    // A <clinit> without code is not valid DEX; the reader would not have produced one.
    if (clinit) return null;
    clinit = {
      name: '<clinit>',
      proto: { returnType: 'V', parameters: [] },
      accessFlags: ACC.STATIC | ACC.CONSTRUCTOR,
      annotations: [],
      code: { registers: 1, outs: 0, items: [{ kind: 'instruction', op: 'return-void', registers: [] }], tries: [] },
    };
    cls.directMethods.push(clinit);
  }
  const code = clinit.code!;
  // Nothing is live at a class initialiser's entry (it takes no parameters): v0 is free.
  code.registers = Math.max(code.registers, 1);
  const prologue: CodeItem[] = [];
  for (const field of moved) {
    const value = (field.initialValue as { value: string }).value;
    const ref: FieldRef = { owner: cls.type, name: field.name, type: field.type };
    prologue.push(...decryptCall(slotOf(value), 0, 0, callOf), { kind: 'instruction', op: 'sput-object', registers: [0], reference: { kind: 'field', value: ref } });
    delete field.initialValue;
    result.staticValues++;
  }
  code.items = [...prologue, ...code.items];
  return clinit;
}

// ---------------------------------------------------------------------------------------------
// The runtime classes

const NAME_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** `count` distinct class descriptors under `Lrampart/rt/`, random per build. */
function pickNames(count: number, random: (n: number) => Buffer, taken: Set<string>): string[] {
  const out: string[] = [];
  const used = new Set(taken);
  while (out.length < count) {
    const bytes = random(6);
    let name = '';
    for (const b of bytes) name += NAME_ALPHABET[b % NAME_ALPHABET.length];
    const type = `${RUNTIME_PREFIX}${name};`;
    if (used.has(type)) continue;
    used.add(type);
    out.push(type);
  }
  return out;
}

/** The decryptors' method name for a build: two to four lowercase letters (not `x`, the template's other method). */
function pickMethodName(random: (n: number) => Buffer): string {
  const bytes = random(5);
  let name = '';
  for (let i = 0; i < 2 + (bytes[0] % 3); i++) name += NAME_ALPHABET[bytes[i + 1] % 26];
  return name;
}

/** The keystream of one string: seed from both key parts, the nonce and the index. */
function encryptInto(out: Uint16Array, at: number, value: string, key: number, nonce: number, index: number): void {
  let s = (key ^ nonce ^ Math.imul(GOLDEN, index)) | 1;
  for (let j = 0; j < value.length; j++) {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    out[at + j] = (value.charCodeAt(j) ^ s ^ (s >>> 16)) & 0xffff;
  }
}

/** The little-endian bytes of an array payload. */
function payloadBytes(values: Uint16Array | Int32Array): Uint8Array {
  const width = values.BYTES_PER_ELEMENT;
  const bytes = new Uint8Array(values.length * width);
  const view = new DataView(bytes.buffer);
  if (width === 2) values.forEach((v, i) => view.setUint16(i * 2, v, true));
  else values.forEach((v, i) => view.setInt32(i * 4, v, true));
  return bytes;
}

function buildRuntime(decryptorTypes: string[], keysType: string, methodName: string, perDecryptor: string[][], random: (n: number) => Buffer): DexClass[] {
  const used = perDecryptor.map((list, i) => ({ list, type: decryptorTypes[i] })).filter((d) => d.list.length > 0);
  const keyBytes = random(8 * used.length);
  const keyParts = new Int32Array(used.length);
  const classes: DexClass[] = [];
  let keysClass: DexClass | undefined;

  used.forEach(({ list, type }, slot) => {
    const own = keyBytes.readInt32LE(8 * slot);
    keyParts[slot] = keyBytes.readInt32LE(8 * slot + 4);
    const key = own ^ keyParts[slot];

    const total = list.reduce((n, s) => n + 2 + s.length, 0);
    const data = new Uint16Array(total);
    const offsets = new Int32Array(list.length + 1);
    const nonces = random(4 * list.length);
    let at = 0;
    list.forEach((value, index) => {
      offsets[index] = at;
      const nonce = nonces.readInt32LE(4 * index);
      data[at] = nonce & 0xffff;
      data[at + 1] = nonce >>> 16;
      encryptInto(data, at + 2, value, key, nonce, index);
      at += 2 + value.length;
    });
    offsets[list.length] = at;

    const template = loadRuntime('strings');
    renameMany([{ version: 35, classes: template, callSites: [] }], {
      classes: new Map([
        [TEMPLATE_DECRYPTOR, type],
        [TEMPLATE_KEYS, keysType],
      ]),
      methods: [{ ref: { owner: TEMPLATE_DECRYPTOR, name: 's', proto: { returnType: STRING, parameters: ['I'] } }, name: methodName }],
    });
    const decryptor = template.find((c) => c.type === type)!;
    fill(
      decryptor,
      '<clinit>',
      { [String(SLOT.dataLength)]: total, [String(SLOT.offsetsLength)]: offsets.length, [String(SLOT.count)]: list.length },
      { 2: payloadBytes(data), 4: payloadBytes(offsets) },
    );
    fill(decryptor, 'x', { [String(SLOT.keyPart)]: own, [String(SLOT.keySlot)]: slot }, {});
    classes.push(decryptor);
    keysClass ??= template.find((c) => c.type === keysType);
  });

  fill(keysClass!, '<clinit>', { [String(SLOT.keyCount)]: keyParts.length }, { 4: payloadBytes(keyParts) });
  classes.push(keysClass!);
  return classes;
}

/** Replaces a template method's placeholder literals and its array payloads (by element width). */
function fill(cls: DexClass, methodName: string, literals: Record<string, number>, payloads: Partial<Record<2 | 4, Uint8Array>>): void {
  const method = cls.directMethods.find((m) => m.name === methodName);
  if (!method?.code) throw new Error(`The string runtime template ${cls.type} has no ${methodName}`);
  const found = new Set<string>();
  method.code.items = method.code.items.map((item): CodeItem => {
    if (item instanceof Label) return item;
    if (item.kind === 'instruction' && item.literal !== undefined && String(item.literal) in literals) {
      found.add(String(item.literal));
      return { ...item, literal: BigInt(literals[String(item.literal)]) };
    }
    if (item.kind === 'array-payload') {
      const data = payloads[item.elementWidth as 2 | 4];
      if (data) {
        found.add(`payload${item.elementWidth}`);
        return { ...item, data } satisfies Payload;
      }
    }
    return item;
  });
  const expected = [...Object.keys(literals), ...Object.keys(payloads).map((w) => `payload${w}`)];
  const missing = expected.filter((k) => !found.has(k));
  if (missing.length > 0) throw new Error(`The string runtime template ${cls.type}.${methodName} lacks ${missing.join(', ')}`);
}
