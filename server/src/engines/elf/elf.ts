/** Hardening facts of one ELF shared object (the `nativeLibs[]` items of the scan result). */
export interface ElfInfo {
  /** Architecture from `e_machine` (arm, arm64, x86, x86_64, mips …). */
  machine: string;
  bits: 32 | 64;
  /** Non-executable stack: PT_GNU_STACK present without PF_X. */
  nx: boolean;
  /** Position independent: ET_DYN. */
  pie: boolean;
  /** Imports `__stack_chk_fail` / `__stack_chk_guard`. */
  canary: boolean;
  relro: 'full' | 'partial' | 'none';
  /** Imports a `__*_chk` FORTIFY_SOURCE function. */
  fortify: boolean;
  /** No `.symtab` section. */
  stripped: boolean;
  rpath: string[];
  runpath: string[];
  /** DT_NEEDED libraries. */
  needed: string[];
  /** Dynamic symbol names (defined and imported), capped, for SDK and packer detection. */
  symbols: string[];
  /** Dynamic symbols the library defines (`Java_…`, `JNI_OnLoad` …). */
  exports: string[];
  /** Dynamic symbols the library imports (`ptrace`, `fopen` …). */
  imports: string[];
  /** Named sections with file contents (not SHT_NOBITS), bounds-checked against the file. */
  sections: ElfSection[];
}

/** A section of the file, by name (`.rodata`, `.data` …). */
export interface ElfSection {
  name: string;
  offset: number;
  size: number;
}

const MACHINES: Record<number, string> = {
  3: 'x86',
  8: 'mips',
  40: 'arm',
  62: 'x86_64',
  183: 'arm64',
  243: 'riscv',
};

const PT_DYNAMIC = 2;
const PT_GNU_STACK = 0x6474e551;
const PT_GNU_RELRO = 0x6474e552;
const PF_X = 1;
const SHT_SYMTAB = 2;
const SHT_NOBITS = 8;
const SHT_DYNSYM = 11;
const DT_NEEDED = 1;
const DT_STRTAB = 5;
const DT_RPATH = 15;
const DT_RUNPATH = 29;
const DT_FLAGS = 30;
const DT_FLAGS_1 = 0x6ffffffb;
const DF_BIND_NOW = 0x8;
const DF_1_NOW = 0x1;
const MAX_SYMBOLS = 20_000;
const MAX_TABLE = 100_000;

/** True when the bytes start with the ELF magic. */
export function isElf(buf: Buffer): boolean {
  return buf.length >= 52 && buf.readUInt32BE(0) === 0x7f454c46;
}

/**
 * Reads the hardening flags of an ELF file (32/64-bit, either byte order) from its program
 * headers, dynamic section and symbol tables, with every offset bounds-checked. Throws only
 * when the file is not ELF at all or its header is truncated.
 */
export function parseElf(buf: Buffer): ElfInfo {
  if (!isElf(buf)) throw new Error('not an ELF file');
  const is64 = buf[4] === 2;
  if (buf.length < (is64 ? 64 : 52)) throw new Error('truncated ELF header');
  const le = buf[5] !== 2;
  const u16 = (o: number): number => (le ? buf.readUInt16LE(o) : buf.readUInt16BE(o));
  const u32 = (o: number): number => (le ? buf.readUInt32LE(o) : buf.readUInt32BE(o));
  const addr = (o: number): number => (is64 ? Number(le ? buf.readBigUInt64LE(o) : buf.readBigUInt64BE(o)) : u32(o));
  const inRange = (o: number, n: number): boolean => o >= 0 && o + n <= buf.length;
  const eType = u16(16);
  const machine = MACHINES[u16(18)] ?? `machine-${u16(18)}`;
  const phoff = addr(is64 ? 32 : 28);
  const shoff = addr(is64 ? 40 : 32);
  const phentsize = u16(is64 ? 54 : 42);
  const phnum = Math.min(u16(is64 ? 56 : 44), 4096);
  const shentsize = u16(is64 ? 58 : 46);
  const shnum = Math.min(u16(is64 ? 60 : 48), 65535);

  let nx = false;
  let relroSegment = false;
  let dynamic: { off: number; size: number } | undefined;
  const loads: { vaddr: number; off: number; size: number }[] = [];
  for (let i = 0; i < phnum; i++) {
    const o = phoff + i * phentsize;
    if (!inRange(o, is64 ? 56 : 32)) break;
    const type = u32(o);
    const flags = is64 ? u32(o + 4) : u32(o + 24);
    const off = addr(is64 ? o + 8 : o + 4);
    const vaddr = addr(is64 ? o + 16 : o + 8);
    const filesz = addr(is64 ? o + 32 : o + 16);
    if (type === PT_GNU_STACK) nx = (flags & PF_X) === 0;
    else if (type === PT_GNU_RELRO) relroSegment = true;
    else if (type === PT_DYNAMIC) dynamic = { off, size: filesz };
    else if (type === 1) loads.push({ vaddr, off, size: filesz });
  }
  const vaddrToOffset = (v: number): number | undefined => {
    const seg = loads.find((l) => v >= l.vaddr && v < l.vaddr + l.size);
    return seg ? v - seg.vaddr + seg.off : undefined;
  };

  let bindNow = false;
  const neededIdx: number[] = [];
  const rpathIdx: number[] = [];
  const runpathIdx: number[] = [];
  let strtabVaddr: number | undefined;
  if (dynamic) {
    const entSize = is64 ? 16 : 8;
    const count = Math.min(Math.floor(dynamic.size / entSize), MAX_TABLE);
    for (let i = 0; i < count; i++) {
      const o = dynamic.off + i * entSize;
      if (!inRange(o, entSize)) break;
      const tag = addr(o);
      const val = addr(o + entSize / 2);
      if (tag === 0) break;
      if (tag === DT_NEEDED) neededIdx.push(val);
      else if (tag === DT_RPATH) rpathIdx.push(val);
      else if (tag === DT_RUNPATH) runpathIdx.push(val);
      else if (tag === DT_STRTAB) strtabVaddr = val;
      else if (tag === DT_FLAGS && val & DF_BIND_NOW) bindNow = true;
      else if (tag === DT_FLAGS_1 && val & DF_1_NOW) bindNow = true;
    }
  }
  const dynstrOff = strtabVaddr !== undefined ? vaddrToOffset(strtabVaddr) : undefined;
  const cstr = (base: number | undefined, idx: number): string => {
    if (base === undefined) return '';
    const start = base + idx;
    if (!inRange(start, 1)) return '';
    let end = start;
    while (end < buf.length && buf[end] !== 0 && end - start < 4096) end++;
    return buf.toString('latin1', start, end);
  };

  let hasSymtab = false;
  const symbols: string[] = [];
  const exports: string[] = [];
  const imports: string[] = [];
  const sections: ElfSection[] = [];
  const shstrndx = u16(is64 ? 62 : 50);
  const shstrOff = inRange(shoff + shstrndx * shentsize, is64 ? 64 : 40) ? addr(shoff + shstrndx * shentsize + (is64 ? 24 : 16)) : undefined;
  for (let i = 0; i < shnum; i++) {
    const o = shoff + i * shentsize;
    if (!inRange(o, is64 ? 64 : 40)) break;
    const type = u32(o + 4);
    if (type === SHT_SYMTAB) hasSymtab = true;
    const secOff = addr(is64 ? o + 24 : o + 16);
    const secSize = addr(is64 ? o + 32 : o + 20);
    if (type !== SHT_NOBITS && secSize > 0 && inRange(secOff, secSize)) sections.push({ name: cstr(shstrOff, u32(o)), offset: secOff, size: secSize });
    if (type !== SHT_DYNSYM) continue;
    const off = addr(is64 ? o + 24 : o + 16);
    const size = addr(is64 ? o + 32 : o + 20);
    const link = u32(is64 ? o + 40 : o + 24);
    const entsize = addr(is64 ? o + 56 : o + 36) || (is64 ? 24 : 16);
    const lo = shoff + link * shentsize;
    if (!inRange(lo, is64 ? 64 : 40)) continue;
    const strOff = addr(is64 ? lo + 24 : lo + 16);
    const count = Math.min(Math.floor(size / entsize), MAX_TABLE);
    for (let k = 1; k < count && symbols.length < MAX_SYMBOLS; k++) {
      const so = off + k * entsize;
      if (!inRange(so, is64 ? 8 : 16)) break;
      const name = cstr(strOff, u32(so));
      if (!name) continue;
      symbols.push(name);
      // st_shndx 0 (SHN_UNDEF): the symbol comes from another library.
      (u16(is64 ? so + 6 : so + 14) === 0 ? imports : exports).push(name);
    }
  }
  const canary = symbols.some((s) => s === '__stack_chk_fail' || s === '__stack_chk_guard');
  const fortify = symbols.some((s) => /^__\w+_chk$/.test(s) && s !== '__stack_chk_fail' && s !== '__stack_chk_guard');
  return {
    machine,
    bits: is64 ? 64 : 32,
    nx,
    pie: eType === 3,
    canary,
    relro: relroSegment ? (bindNow ? 'full' : 'partial') : 'none',
    fortify,
    stripped: !hasSymtab,
    rpath: rpathIdx.map((i) => cstr(dynstrOff, i)),
    runpath: runpathIdx.map((i) => cstr(dynstrOff, i)),
    needed: neededIdx.map((i) => cstr(dynstrOff, i)),
    symbols,
    exports,
    imports,
    sections,
  };
}
