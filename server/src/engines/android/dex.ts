import { EngineError } from '../errors.js';

const NO_INDEX = 0xffffffff;

/** A method reference from the `method_ids` table. */
export interface DexMethodRef {
  /** Declaring type descriptor, e.g. `Ljavax/crypto/Cipher;`. */
  className: string;
  name: string;
}

/** One `class_def` with what the rules need from its code. */
export interface DexClass {
  descriptor: string;
  superclass: string;
  interfaces: string[];
  accessFlags: number;
  /** Indexes into {@link DexFile.methodRefs} of every method this class invokes. */
  invokes: number[];
  /** Indexes into {@link DexFile.strings} of every `const-string` in this class. */
  constStrings: number[];
}

/** Code-level patterns that need more than a call list to see. */
export interface DexCodeFacts {
  /** Classes implementing X509TrustManager whose `checkServerTrusted` returns at once. */
  trustAllManagers: string[];
  /** Classes implementing HostnameVerifier whose `verify` always returns true. */
  allowAllHostnameVerifiers: string[];
  /** Classes opening files/preferences/databases with MODE_WORLD_READABLE or _WRITEABLE. */
  worldAccessibleFiles: string[];
}

/** A parsed DEX file: the tables and counts `dexdump -f` prints, plus per-class code facts. */
export interface DexFile {
  name: string;
  version: string;
  strings: string[];
  types: string[];
  methodRefs: DexMethodRef[];
  fieldCount: number;
  /** `class_defs_size`. */
  classCount: number;
  /** `method_ids_size`. */
  methodCount: number;
  classes: DexClass[];
  facts: DexCodeFacts;
  /** Irregularities seen (truncated tables, bad offsets …). */
  anomalies: string[];
}

/** Options bounding the work done on one DEX file. */
export interface DexParseOptions {
  /** Walk code items to collect invocations and const-strings (default true). */
  scanCode?: boolean;
}

const WORLD_MODE_METHODS = new Set(['getSharedPreferences', 'openFileOutput', 'openOrCreateDatabase', 'getDir']);

/**
 * Parses a DEX file (versions 035–041): string, type, field, method and class tables, and —
 * unless disabled — every code item, to list invoked methods and const-strings per class.
 * Offsets and sizes are bounds-checked; a damaged table is truncated and noted in `anomalies`
 * rather than throwing. Throws `android.dex_malformed` only when the header itself is unusable
 * or the file is shorter than its header says.
 */
export function parseDex(name: string, buf: Buffer, options: DexParseOptions = {}): DexFile {
  if (buf.length < 0x70 || buf.toString('latin1', 0, 4) !== 'dex\n') {
    throw new EngineError('android.dex_malformed', `${name}: not a DEX file`);
  }
  // ART refuses a DEX shorter than its header's file_size, so the app cannot run: the package
  // is broken (or built to break analysers), not something to report on from a part of it.
  const declaredSize = buf.readUInt32LE(0x20);
  if (declaredSize > buf.length) {
    throw new EngineError('android.dex_malformed', `${name}: truncated (${buf.length} of ${declaredSize} bytes)`);
  }
  const anomalies: string[] = [];
  const version = buf.toString('latin1', 4, 7);
  const u32 = (o: number): number => buf.readUInt32LE(o);
  const table = (sizeOff: number, itemSize: number, label: string): [number, number] => {
    const size = u32(sizeOff);
    const off = u32(sizeOff + 4);
    if (size === 0) return [0, off];
    const fits = Math.max(0, Math.floor((buf.length - off) / itemSize));
    if (off > buf.length || size > fits) {
      anomalies.push(`${label} table truncated (${size} declared)`);
      return [Math.min(size, off > buf.length ? 0 : fits), off];
    }
    return [size, off];
  };
  const [stringCount, stringOff] = table(0x38, 4, 'string_ids');
  const [typeCount, typeOff] = table(0x40, 4, 'type_ids');
  const [fieldCount] = table(0x50, 8, 'field_ids');
  const [methodCount, methodOff] = table(0x58, 8, 'method_ids');
  const [classCount, classOff] = table(0x60, 32, 'class_defs');

  const strings = new Array<string>(stringCount);
  for (let i = 0; i < stringCount; i++) strings[i] = readStringData(buf, u32(stringOff + i * 4));
  const str = (i: number): string => (i < stringCount ? strings[i] : '');
  const types = new Array<string>(typeCount);
  for (let i = 0; i < typeCount; i++) types[i] = str(u32(typeOff + i * 4));
  const type = (i: number): string => (i < typeCount ? types[i] : '');
  const methodRefs = new Array<DexMethodRef>(methodCount);
  for (let i = 0; i < methodCount; i++) {
    const o = methodOff + i * 8;
    methodRefs[i] = { className: type(buf.readUInt16LE(o)), name: str(u32(o + 4)) };
  }

  const facts: DexCodeFacts = { trustAllManagers: [], allowAllHostnameVerifiers: [], worldAccessibleFiles: [] };
  const classes: DexClass[] = [];
  const scanCode = options.scanCode !== false;
  for (let i = 0; i < classCount; i++) {
    const o = classOff + i * 32;
    const descriptor = type(u32(o));
    const superIdx = u32(o + 8);
    const interfaces = readTypeList(buf, u32(o + 12), type);
    const cls: DexClass = {
      descriptor,
      superclass: superIdx === NO_INDEX ? '' : type(superIdx),
      interfaces,
      accessFlags: u32(o + 4),
      invokes: [],
      constStrings: [],
    };
    const dataOff = u32(o + 24);
    if (scanCode && dataOff && dataOff < buf.length) {
      try {
        scanClassData(buf, dataOff, cls, methodRefs, facts);
      } catch {
        anomalies.push(`class_data of ${descriptor} unreadable`);
      }
    }
    classes.push(cls);
  }
  return {
    name,
    version,
    strings,
    types,
    methodRefs,
    fieldCount,
    classCount: u32(0x60),
    methodCount: u32(0x58),
    classes,
    facts,
    anomalies,
  };
}

function readTypeList(buf: Buffer, off: number, type: (i: number) => string): string[] {
  if (!off || off + 4 > buf.length) return [];
  const n = Math.min(buf.readUInt32LE(off), Math.floor((buf.length - off - 4) / 2));
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(type(buf.readUInt16LE(off + 4 + i * 2)));
  return out;
}

/** Reads a ULEB128 at `state.p`, advancing it. */
function uleb(buf: Buffer, state: { p: number }): number {
  let result = 0;
  let shift = 0;
  for (let i = 0; i < 5; i++) {
    const b = buf[state.p++];
    if (b === undefined) throw new RangeError('uleb128 past end');
    result |= (b & 0x7f) << shift;
    if (!(b & 0x80)) return result >>> 0;
    shift += 7;
  }
  return result >>> 0;
}

/** Decodes a `string_data_item` (ULEB128 length + MUTF-8). */
function readStringData(buf: Buffer, off: number): string {
  if (off >= buf.length) return '';
  const state = { p: off };
  let utf16Len: number;
  try {
    utf16Len = uleb(buf, state);
  } catch {
    return '';
  }
  let p = state.p;
  const start = p;
  let ascii = true;
  while (p < buf.length && buf[p] !== 0) {
    if (buf[p] & 0x80) ascii = false;
    p++;
  }
  if (ascii) return buf.toString('latin1', start, p);
  const units: number[] = [];
  for (let q = start; q < p && units.length <= utf16Len;) {
    const a = buf[q++];
    if (a < 0x80) units.push(a);
    else if ((a & 0xe0) === 0xc0) units.push(((a & 0x1f) << 6) | (buf[q++] & 0x3f));
    else if ((a & 0xf0) === 0xe0) {
      units.push(((a & 0x0f) << 12) | ((buf[q] & 0x3f) << 6) | (buf[q + 1] & 0x3f));
      q += 2;
    } else units.push(0xfffd);
  }
  let s = '';
  for (let i = 0; i < units.length; i += 4096) s += String.fromCharCode(...units.slice(i, i + 4096));
  return s;
}

function scanClassData(buf: Buffer, off: number, cls: DexClass, refs: DexMethodRef[], facts: DexCodeFacts): void {
  const state = { p: off };
  const staticFields = uleb(buf, state);
  const instanceFields = uleb(buf, state);
  const directMethods = uleb(buf, state);
  const virtualMethods = uleb(buf, state);
  for (let i = 0; i < staticFields + instanceFields; i++) {
    uleb(buf, state);
    uleb(buf, state);
  }
  const invokes = new Set<number>();
  const consts = new Set<number>();
  const isTrustManager = cls.interfaces.includes('Ljavax/net/ssl/X509TrustManager;') || cls.superclass === 'Ljavax/net/ssl/X509ExtendedTrustManager;';
  const isHostnameVerifier = cls.interfaces.includes('Ljavax/net/ssl/HostnameVerifier;');
  let worldAccess = false;
  for (const count of [directMethods, virtualMethods]) {
    let methodIdx = 0;
    for (let i = 0; i < count; i++) {
      methodIdx += uleb(buf, state);
      uleb(buf, state);
      const codeOff = uleb(buf, state);
      if (!codeOff || codeOff + 16 > buf.length) continue;
      const insnsSize = buf.readUInt32LE(codeOff + 12);
      const start = codeOff + 16;
      const units = Math.min(insnsSize, Math.floor((buf.length - start) / 2));
      const name = refs[methodIdx]?.name;
      if (isTrustManager && name === 'checkServerTrusted' && units === 1 && buf.readUInt16LE(start) === 0x000e) {
        facts.trustAllManagers.push(cls.descriptor);
      }
      if (isHostnameVerifier && name === 'verify' && units === 2 && buf.readUInt16LE(start) === 0x1012 && (buf.readUInt16LE(start + 2) & 0xff) === 0x0f) {
        facts.allowAllHostnameVerifiers.push(cls.descriptor);
      }
      if (scanInstructions(buf, start, units, invokes, consts, refs)) worldAccess = true;
    }
  }
  if (worldAccess) facts.worldAccessibleFiles.push(cls.descriptor);
  cls.invokes = [...invokes];
  cls.constStrings = [...consts];
}

/** Width in 16-bit code units of each opcode (payload pseudo-instructions handled apart). */
const WIDTH = buildWidths();

function buildWidths(): Uint8Array {
  const w = new Uint8Array(256).fill(1);
  const set = (from: number, to: number, n: number): void => {
    for (let i = from; i <= to; i++) w[i] = n;
  };
  set(0x02, 0x02, 2);
  set(0x03, 0x03, 3);
  set(0x05, 0x05, 2);
  set(0x06, 0x06, 3);
  set(0x08, 0x08, 2);
  set(0x09, 0x09, 3);
  set(0x13, 0x13, 2);
  set(0x14, 0x14, 3);
  set(0x15, 0x16, 2);
  set(0x17, 0x17, 3);
  set(0x18, 0x18, 5);
  set(0x19, 0x1a, 2);
  set(0x1b, 0x1b, 3);
  set(0x1c, 0x1c, 2);
  set(0x1f, 0x20, 2);
  set(0x22, 0x23, 2);
  set(0x24, 0x26, 3);
  set(0x29, 0x29, 2);
  set(0x2a, 0x2c, 3);
  set(0x2d, 0x3d, 2);
  set(0x44, 0x6d, 2);
  set(0x6e, 0x72, 3);
  set(0x74, 0x78, 3);
  set(0x90, 0xaf, 2);
  set(0xd0, 0xe2, 2);
  set(0xfa, 0xfb, 4);
  set(0xfc, 0xfd, 3);
  set(0xfe, 0xff, 2);
  return w;
}

/**
 * Walks one method's bytecode. Returns true when a file/preferences API is called with a
 * world-readable or world-writeable mode constant (tracked through const/4 and const/16).
 */
function scanInstructions(buf: Buffer, start: number, units: number, invokes: Set<number>, consts: Set<number>, refs: DexMethodRef[]): boolean {
  let worldAccess = false;
  let regConsts: Map<number, number> | undefined;
  let pc = 0;
  while (pc < units) {
    const at = start + pc * 2;
    const unit = buf.readUInt16LE(at);
    const op = unit & 0xff;
    if (op === 0x00 && unit !== 0) {
      // Payload pseudo-instructions.
      if (pc + 2 > units) break;
      const size = buf.readUInt16LE(at + 2);
      if (unit === 0x0100) pc += size * 2 + 4;
      else if (unit === 0x0200) pc += size * 4 + 2;
      else if (unit === 0x0300) {
        if (pc + 4 > units) break;
        const width = buf.readUInt16LE(at + 2);
        const count = buf.readUInt32LE(at + 4);
        pc += Math.ceil((width * count) / 2) + 4;
      } else pc += 1;
      continue;
    }
    const width = WIDTH[op];
    if (pc + width > units) break;
    if (op === 0x1a) consts.add(buf.readUInt16LE(at + 2));
    else if (op === 0x1b) consts.add(buf.readUInt32LE(at + 2));
    else if ((op >= 0x6e && op <= 0x72) || (op >= 0x74 && op <= 0x78) || op === 0xfa || op === 0xfb) {
      const idx = buf.readUInt16LE(at + 2);
      invokes.add(idx);
      if (op >= 0x6e && op <= 0x72 && regConsts && WORLD_MODE_METHODS.has(refs[idx]?.name ?? '')) {
        const argc = unit >>> 12;
        const regs = buf.readUInt16LE(at + 4);
        // Third register: `this`, name, mode (a static call would shift this, which is fine to miss).
        const modeReg = argc >= 3 ? (regs >>> 8) & 0xf : -1;
        const mode = regConsts.get(modeReg);
        if (mode !== undefined && (mode === 1 || mode === 2 || mode === 3)) worldAccess = true;
      }
    } else if (op === 0x12) {
      (regConsts ??= new Map()).set((unit >>> 8) & 0xf, (unit << 16) >> 28);
    } else if (op === 0x13) {
      (regConsts ??= new Map()).set(unit >>> 8, buf.readInt16LE(at + 2));
    }
    pc += width;
  }
  return worldAccess;
}
