/** One architecture slice of a Mach-O file. */
export interface MachOSlice {
  arch: string;
  /** Offset of the slice inside the file. */
  offset: number;
  pie: boolean;
  canary: boolean;
  arc: boolean;
  encrypted: boolean;
  cryptid: number | null;
  rpaths: string[];
  linkedLibraries: string[];
  minOs: string | null;
  /** LC_CODE_SIGNATURE blob (offset relative to the file), when present. */
  codeSignature?: { offset: number; size: number };
  /** Imported (undefined) symbol names. */
  imports: Set<string>;
  /** Objective-C class names defined or referenced (`_OBJC_CLASS_$_X`). */
  objcClasses: Set<string>;
}

const CPU: Record<number, string> = {
  7: 'x86',
  0x01000007: 'x86_64',
  12: 'arm',
  0x0100000c: 'arm64',
  0x0200000c: 'arm64_32',
};

const MH_PIE = 0x200000;
const LC_SYMTAB = 0x2;
const LC_LOAD_DYLIB = 0xc;
const LC_CODE_SIGNATURE = 0x1d;
const LC_LAZY_LOAD_DYLIB = 0x20;
const LC_ENCRYPTION_INFO = 0x21;
const LC_VERSION_MIN_IPHONEOS = 0x25;
const LC_ENCRYPTION_INFO_64 = 0x2c;
const LC_BUILD_VERSION = 0x32;
const LC_LOAD_WEAK_DYLIB = 0x80000018;
const LC_RPATH = 0x8000001c;
const LC_REEXPORT_DYLIB = 0x8000001f;
const LC_LOAD_UPWARD_DYLIB = 0x80000023;
const DYLIB_CMDS = new Set([LC_LOAD_DYLIB, LC_LOAD_WEAK_DYLIB, LC_REEXPORT_DYLIB, LC_LAZY_LOAD_DYLIB, LC_LOAD_UPWARD_DYLIB]);
const ARC_SYMBOLS = [
  '_objc_release',
  '_objc_retain',
  '_objc_storeStrong',
  '_objc_autoreleaseReturnValue',
  '_objc_retainAutoreleasedReturnValue',
  '_swift_release',
  '_swift_retain',
];
const MAX_CMDS = 10_000;
const MAX_SYMBOLS = 2_000_000;

/** True when the bytes start with a Mach-O or fat magic. */
function isMachO(buf: Buffer): boolean {
  if (buf.length < 8) return false;
  const be = buf.readUInt32BE(0);
  const le = buf.readUInt32LE(0);
  return be === 0xcafebabe || be === 0xcafebabf || le === 0xfeedface || le === 0xfeedfacf;
}

/**
 * Parses a thin or fat Mach-O: per slice the header flags (PIE), load commands (linked
 * libraries, rpaths, encryption info, minimum OS, code signature location) and the symbol
 * table (stack canary and ARC imports, Objective-C classes). Returns no slices for non-Mach-O
 * input; damaged slices are skipped.
 */
export function parseMachO(buf: Buffer): MachOSlice[] {
  if (!isMachO(buf)) return [];
  const magic = buf.readUInt32BE(0);
  if (magic === 0xcafebabe || magic === 0xcafebabf) {
    const wide = magic === 0xcafebabf;
    // Java class files share 0xcafebabe; their "count" is a version number far above 30.
    const n = buf.readUInt32BE(4);
    if (n === 0 || n > 30) return [];
    const slices: MachOSlice[] = [];
    for (let i = 0; i < n; i++) {
      const o = 8 + i * (wide ? 32 : 20);
      if (o + (wide ? 32 : 20) > buf.length) break;
      const offset = wide ? Number(buf.readBigUInt64BE(o + 8)) : buf.readUInt32BE(o + 8);
      const size = wide ? Number(buf.readBigUInt64BE(o + 16)) : buf.readUInt32BE(o + 12);
      if (offset >= buf.length) continue;
      const slice = parseThin(buf.subarray(offset, Math.min(buf.length, offset + size)), offset);
      if (slice) slices.push(slice);
    }
    return slices;
  }
  const slice = parseThin(buf, 0);
  return slice ? [slice] : [];
}

function parseThin(buf: Buffer, fileOffset: number): MachOSlice | undefined {
  if (buf.length < 28) return undefined;
  const magic = buf.readUInt32LE(0);
  const is64 = magic === 0xfeedfacf;
  if (!is64 && magic !== 0xfeedface) return undefined;
  const cputype = buf.readUInt32LE(4);
  const ncmds = Math.min(buf.readUInt32LE(16), MAX_CMDS);
  const flags = buf.readUInt32LE(24);
  const slice: MachOSlice = {
    arch: CPU[cputype] ?? `cpu-${cputype}`,
    offset: fileOffset,
    pie: (flags & MH_PIE) !== 0,
    canary: false,
    arc: false,
    encrypted: false,
    cryptid: null,
    rpaths: [],
    linkedLibraries: [],
    minOs: null,
    imports: new Set(),
    objcClasses: new Set(),
  };
  const cstr = (o: number, end: number): string => {
    let e = o;
    while (e < end && e < buf.length && buf[e] !== 0) e++;
    return buf.toString('utf8', o, e);
  };
  let p = is64 ? 32 : 28;
  let symtab: { symoff: number; nsyms: number; stroff: number; strsize: number } | undefined;
  for (let i = 0; i < ncmds; i++) {
    if (p + 8 > buf.length) break;
    const cmd = buf.readUInt32LE(p);
    const size = buf.readUInt32LE(p + 4);
    if (size < 8 || p + size > buf.length) break;
    if (DYLIB_CMDS.has(cmd) && size >= 12) slice.linkedLibraries.push(cstr(p + buf.readUInt32LE(p + 8), p + size));
    else if (cmd === LC_RPATH && size >= 12) slice.rpaths.push(cstr(p + buf.readUInt32LE(p + 8), p + size));
    else if ((cmd === LC_ENCRYPTION_INFO || cmd === LC_ENCRYPTION_INFO_64) && size >= 20) {
      slice.cryptid = buf.readUInt32LE(p + 16);
      slice.encrypted = slice.cryptid !== 0;
    } else if (cmd === LC_CODE_SIGNATURE && size >= 16) {
      slice.codeSignature = { offset: fileOffset + buf.readUInt32LE(p + 8), size: buf.readUInt32LE(p + 12) };
    } else if (cmd === LC_VERSION_MIN_IPHONEOS && size >= 12) slice.minOs = decodeVersion(buf.readUInt32LE(p + 8));
    else if (cmd === LC_BUILD_VERSION && size >= 16) slice.minOs = decodeVersion(buf.readUInt32LE(p + 12));
    else if (cmd === LC_SYMTAB && size >= 24) {
      symtab = { symoff: buf.readUInt32LE(p + 8), nsyms: buf.readUInt32LE(p + 12), stroff: buf.readUInt32LE(p + 16), strsize: buf.readUInt32LE(p + 20) };
    }
    p += size;
  }
  if (symtab) readSymbols(buf, is64, symtab, slice);
  slice.canary = slice.imports.has('___stack_chk_guard') || slice.imports.has('___stack_chk_fail');
  slice.arc = ARC_SYMBOLS.some((s) => slice.imports.has(s));
  return slice;
}

function readSymbols(buf: Buffer, is64: boolean, t: { symoff: number; nsyms: number; stroff: number; strsize: number }, slice: MachOSlice): void {
  const entry = is64 ? 16 : 12;
  const strEnd = Math.min(buf.length, t.stroff + t.strsize);
  const n = Math.min(t.nsyms, MAX_SYMBOLS, Math.floor((buf.length - t.symoff) / entry));
  for (let i = 0; i < n; i++) {
    const o = t.symoff + i * entry;
    const strx = buf.readUInt32LE(o);
    const type = buf[o + 4];
    if (type & 0xe0) continue; // debugging (stab) entries
    const s = t.stroff + strx;
    if (s >= strEnd) continue;
    let e = s;
    while (e < strEnd && buf[e] !== 0) e++;
    const name = buf.toString('latin1', s, e);
    if ((type & 0x0e) === 0 && type & 0x01) slice.imports.add(name);
    if (name.startsWith('_OBJC_CLASS_$_')) slice.objcClasses.add(name.slice(14));
  }
}

function decodeVersion(v: number): string {
  const major = v >>> 16;
  const minor = (v >>> 8) & 0xff;
  const patch = v & 0xff;
  return patch ? `${major}.${minor}.${patch}` : `${major}.${minor}`;
}

const SUPERBLOB_MAGIC = 0xfade0cc0;

/**
 * Byte ranges of the slices' code signatures (LC_CODE_SIGNATURE data: CodeDirectory,
 * requirements, entitlements, CMS with Apple's certificates). Only a range that starts with a
 * SuperBlob counts, cut to the SuperBlob's own length, so a lying load command cannot hide the
 * rest of the binary.
 */
export function codeSignatureRanges(buf: Buffer, slices: MachOSlice[]): { offset: number; size: number }[] {
  const ranges: { offset: number; size: number }[] = [];
  for (const s of slices) {
    const sig = s.codeSignature;
    if (!sig || sig.offset + 12 > buf.length || buf.readUInt32BE(sig.offset) !== SUPERBLOB_MAGIC) continue;
    ranges.push({ offset: sig.offset, size: Math.min(sig.size, buf.readUInt32BE(sig.offset + 4), buf.length - sig.offset) });
  }
  return ranges;
}
