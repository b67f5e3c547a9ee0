import type { ElfInfo } from '../elf/elf.js';
import { nativeProtectionMarkers, type NativeProtectionMarkers } from './anti-analysis.js';
import type { FindingCollector } from './finding-collector.js';
import { collectPrintable } from './printable-strings.js';
import type { StringSource } from './string-rules.js';

/** Sections holding a library's constants and initialised data (`.rodata.str1.1` included). */
const DATA_SECTION = /^\.(?:rodata|data|data\.rel\.ro)(?:\.|$)/;
/** Preferred ABI first: one copy of a library per ABI says the same, so only one is read. */
const ABI_ORDER = ['arm64-v8a', 'armeabi-v7a', 'armeabi', 'x86_64', 'x86', 'riscv64', 'mips64', 'mips'];
const MIN_STRING = 6;
/** A hostile header may list thousands of sections over the same bytes. */
const MAX_DATA_SECTIONS = 16;
/** Data bytes read for strings per library and over the whole package. */
const MAX_LIBRARY_BYTES = 4 * 1024 * 1024;
const MAX_TOTAL_BYTES = 32 * 1024 * 1024;
const MAX_TOTAL_STRINGS = 200_000;

/** What one native library tells beyond its hardening flags. */
interface NativeLibraryFacts {
  path: string;
  strings: string[];
  markers: NativeProtectionMarkers;
  /** Exported `Java_…` and `JNI_OnLoad` symbols. */
  jni: string[];
}

/** The key of a library regardless of its ABI: `lib/arm64-v8a/libfoo.so` → `lib//libfoo.so`. */
function withoutAbi(path: string): { key: string; rank: number } {
  const parts = path.split('/');
  const abi = parts[parts.length - 2] ?? '';
  const rank = ABI_ORDER.indexOf(abi);
  parts[parts.length - 2] = '';
  return { key: parts.join('/'), rank: rank < 0 ? ABI_ORDER.length : rank };
}

/**
 * Decodes a JNI symbol into the Java method it implements
 * (`Java_sg_vantagepoint_uncrackable3_CodeCheck_bar` → `sg.vantagepoint.uncrackable3.CodeCheck.bar`),
 * undoing the escapes `_1` (`_`), `_2` (`;`), `_3` (`[`) and `_0xxxx` (a UTF-16 unit); an
 * overloaded method's `__signature` suffix is dropped.
 */
export function jniMethodName(symbol: string): string {
  const body = symbol.slice('Java_'.length);
  let out = '';
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c !== '_') {
      out += c;
      continue;
    }
    const next = body[i + 1];
    if (next === '_') break;
    if (next === '1' || next === '2' || next === '3') {
      out += next === '1' ? '_' : next === '2' ? ';' : '[';
      i++;
    } else if (next === '0' && /^[0-9a-fA-F]{4}$/.test(body.slice(i + 2, i + 6))) {
      out += String.fromCharCode(parseInt(body.slice(i + 2, i + 6), 16));
      i += 5;
    } else out += '.';
  }
  return out;
}

/**
 * Reads the native libraries of a package for the string rules, protections and the JNI
 * inventory. Of the copies of one library for several ABIs only the preferred ABI's is read,
 * and the data read is bounded per library and per package.
 */
export class NativeLibraryInspection {
  private readonly chosen = new Set<string>();
  private readonly facts: NativeLibraryFacts[] = [];
  private budget = MAX_TOTAL_BYTES;
  private stringCount = 0;

  /** `paths`: every native library of the package. */
  constructor(paths: string[]) {
    const best = new Map<string, { path: string; rank: number }>();
    for (const path of paths) {
      const { key, rank } = withoutAbi(path);
      const current = best.get(key);
      if (!current || rank < current.rank) best.set(key, { path, rank });
    }
    for (const { path } of best.values()) this.chosen.add(path);
  }

  /** Reads one parsed library (ignored unless it is the copy chosen for its name). */
  inspect(path: string, bytes: Buffer, elf: ElfInfo): void {
    if (!this.chosen.has(path)) return;
    const data = elf.sections.filter((s) => DATA_SECTION.test(s.name)).slice(0, MAX_DATA_SECTIONS);
    // Without section headers (stripped by a packer) the markers are looked for in the whole file.
    const markers = nativeProtectionMarkers(path, bytes, data.length ? data : [{ offset: 0, size: bytes.length }], elf);
    const strings: string[] = [];
    const limits = { minLength: MIN_STRING, maxStrings: MAX_TOTAL_STRINGS - this.stringCount };
    let left = Math.min(MAX_LIBRARY_BYTES, this.budget);
    for (const s of data) {
      if (left <= 0 || strings.length >= limits.maxStrings) break;
      const size = Math.min(s.size, left);
      collectPrintable(bytes, s.offset, s.offset + size, limits, strings);
      left -= size;
      this.budget -= size;
    }
    this.stringCount += strings.length;
    const jni = elf.exports.filter((s) => s.startsWith('Java_') || s === 'JNI_OnLoad').sort();
    this.facts.push({ path, strings, markers, jni });
  }

  /** The libraries' strings, for the secret and URL rules (evidence file: the library). */
  stringSources(): StringSource[] {
    return this.facts.map((f) => ({ file: f.path, strings: f.strings }));
  }

  /** Adds the protection findings and the JNI inventory. */
  report(out: FindingCollector): void {
    for (const f of [...this.facts].sort((a, b) => a.path.localeCompare(b.path))) {
      if (f.markers.instrumentation.length) {
        out.add('anti_analysis.native_instrumentation_detection', { file: f.path, detail: f.markers.instrumentation.join(', ') });
      }
      if (f.markers.debugger.length) out.add('anti_analysis.native_debugger_detection', { file: f.path, detail: f.markers.debugger.join(', ') });
      for (const symbol of f.jni) {
        const detail = symbol === 'JNI_OnLoad' ? 'registers native methods when loaded (RegisterNatives)' : jniMethodName(symbol);
        out.add('native.jni_exports', { file: f.path, location: symbol, detail });
      }
    }
  }
}
