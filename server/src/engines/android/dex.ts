import { EngineError } from '../errors.js';
import { dexIntegrity, integrityProblems, type DexIntegrity } from './dex-integrity.js';
import { forEachCodeItem, INSN_WIDTH, isMethodInvoke, payloadUnits, uleb, type WorkBudget } from './dex-code.js';
import { CodeFlow, OP_SEEN, SEEN, type FlowFact } from './dex-flow.js';

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
  /** What the data-flow pass saw reach crypto, WebView and resilience APIs (see dex-flow.ts). */
  flows: FlowFact[];
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
  /** Irregularities seen (bad checksum or signature, truncated tables, bad offsets …). */
  anomalies: string[];
  /** The header's checksum and signature against the content; null for a DEX 041 container. */
  integrity: DexIntegrity | null;
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
 * (as is a checksum or signature that does not match the content) rather than throwing. Throws `android.dex_malformed` only when the header itself is unusable
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
  const version = buf.toString('latin1', 4, 7);
  const integrity = dexIntegrity(buf, version, declaredSize);
  const anomalies = integrityProblems(integrity);
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

  const facts: DexCodeFacts = { trustAllManagers: [], allowAllHostnameVerifiers: [], worldAccessibleFiles: [], flows: [] };
  const classes: DexClass[] = [];
  const scanCode = options.scanCode !== false;
  const flow = scanCode ? new CodeFlow(buf, strings, types, methodRefs, { count: classCount, off: classOff }) : undefined;
  // Interface list entries, class data members and code units take 2 bytes or more each, so a
  // file holds fewer than its length: more means items read again and again (a hostile file can
  // make thousands of class definitions share one big class's data, or point them at garbage).
  const budget: WorkBudget = { units: buf.length };
  for (let i = 0; i < classCount; i++) {
    const o = classOff + i * 32;
    const descriptor = type(u32(o));
    const superIdx = u32(o + 8);
    const interfaces = readTypeList(buf, u32(o + 12), type, typeCount, budget);
    const cls: DexClass = {
      descriptor,
      superclass: superIdx === NO_INDEX ? '' : type(superIdx),
      interfaces,
      accessFlags: u32(o + 4),
      invokes: [],
      constStrings: [],
    };
    const dataOff = u32(o + 24);
    if (scanCode && dataOff && dataOff < buf.length && budget.units >= 0) {
      try {
        scanClassData(buf, dataOff, cls, methodRefs, facts, flow!, i, budget);
      } catch {
        anomalies.push(`class_data of ${descriptor} unreadable`);
      }
    }
    classes.push(cls);
  }
  if (budget.units < 0) anomalies.push('more class data and code than the file can hold (shared or garbage items): the rest was not read');
  if (flow) facts.flows = flow.finish(classes, (problem) => anomalies.push(problem));
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
    integrity,
  };
}

/**
 * Reads a `type_list`, taking one unit of `budget` per entry. It names distinct types, so it
 * holds no more than `typeCount` of them.
 */
function readTypeList(buf: Buffer, off: number, type: (i: number) => string, typeCount: number, budget: WorkBudget): string[] {
  if (!off || off + 4 > buf.length) return [];
  const n = Math.max(0, Math.min(buf.readUInt32LE(off), Math.floor((buf.length - off - 4) / 2), typeCount, budget.units));
  budget.units -= n;
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(type(buf.readUInt16LE(off + 4 + i * 2)));
  return out;
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

function scanClassData(buf: Buffer, off: number, cls: DexClass, refs: DexMethodRef[], facts: DexCodeFacts, flow: CodeFlow, classIndex: number, budget: WorkBudget): void {
  const invokes = new Set<number>();
  const consts = new Set<number>();
  const isTrustManager = cls.interfaces.includes('Ljavax/net/ssl/X509TrustManager;') || cls.superclass === 'Ljavax/net/ssl/X509ExtendedTrustManager;';
  const isHostnameVerifier = cls.interfaces.includes('Ljavax/net/ssl/HostnameVerifier;');
  let worldAccess = false;
  forEachCodeItem(
    buf,
    off,
    (methodIdx, codeOff) => {
      const insnsSize = buf.readUInt32LE(codeOff + 12);
      const start = codeOff + 16;
      const units = Math.min(insnsSize, Math.floor((buf.length - start) / 2));
      if ((budget.units -= units) < 0) return;
      const name = refs[methodIdx]?.name;
      if (isTrustManager && name === 'checkServerTrusted' && units === 1 && buf.readUInt16LE(start) === 0x000e) {
        facts.trustAllManagers.push(cls.descriptor);
      }
      if (isHostnameVerifier && name === 'verify' && units === 2 && buf.readUInt16LE(start) === 0x1012 && (buf.readUInt16LE(start + 2) & 0xff) === 0x0f) {
        facts.allowAllHostnameVerifiers.push(cls.descriptor);
      }
      const seen = scanInstructions(buf, start, units, invokes, consts, refs, flow);
      if (seen & SEEN.WORLD) worldAccess = true;
      flow.noteMethod(classIndex, cls, methodIdx, codeOff, seen, isTrustManager);
    },
    budget,
  );
  if (worldAccess) facts.worldAccessibleFiles.push(cls.descriptor);
  cls.invokes = [...invokes];
  cls.constStrings = [...consts];
}

/**
 * Walks one method's bytecode. Returns what its code holds as `SEEN` bits (see dex-flow.ts) for
 * the data-flow pass, with `SEEN.WORLD` set when a file/preferences API is called with a
 * world-readable or world-writeable mode constant (tracked through const/4 and const/16).
 */
function scanInstructions(buf: Buffer, start: number, units: number, invokes: Set<number>, consts: Set<number>, refs: DexMethodRef[], flow: CodeFlow): number {
  let seen = 0;
  let regConsts: Map<number, number> | undefined;
  let pc = 0;
  while (pc < units) {
    const at = start + pc * 2;
    const unit = buf.readUInt16LE(at);
    const op = unit & 0xff;
    if (op === 0x00 && unit !== 0) {
      // Payload pseudo-instructions.
      const n = payloadUnits(buf, at, unit, units - pc);
      if (!n) break;
      pc += n;
      continue;
    }
    const width = INSN_WIDTH[op];
    if (pc + width > units) break;
    seen |= OP_SEEN[op];
    if (op === 0x1a || op === 0x1b) {
      const s = op === 0x1a ? buf.readUInt16LE(at + 2) : buf.readUInt32LE(at + 2);
      consts.add(s);
      seen |= flow.stringBits(s);
    } else if (isMethodInvoke(op)) {
      const idx = buf.readUInt16LE(at + 2);
      invokes.add(idx);
      seen |= flow.methodBits[idx] ?? 0;
      if (op >= 0x6e && op <= 0x72 && regConsts && WORLD_MODE_METHODS.has(refs[idx]?.name ?? '')) {
        const argc = unit >>> 12;
        const regs = buf.readUInt16LE(at + 4);
        // Third register: `this`, name, mode (a static call would shift this, which is fine to miss).
        const modeReg = argc >= 3 ? (regs >>> 8) & 0xf : -1;
        const mode = regConsts.get(modeReg);
        if (mode !== undefined && (mode === 1 || mode === 2 || mode === 3)) seen |= SEEN.WORLD;
      }
    } else if (op === 0x52) {
      if (buf.readUInt16LE(at + 2) === flow.appFlagsField) seen |= SEEN.SINK;
    } else if (op === 0x12) {
      (regConsts ??= new Map()).set((unit >>> 8) & 0xf, (unit << 16) >> 28);
    } else if (op === 0x13) {
      (regConsts ??= new Map()).set(unit >>> 8, buf.readInt16LE(at + 2));
    }
    pc += width;
  }
  return seen;
}
