import path from 'node:path';
import { constants as zlibConstants, crc32, inflateRawSync } from 'node:zlib';
import { EngineError } from '../errors.js';
import type { ByteSource } from './byte-source.js';

/**
 * Limits applied while reading an archive. They bound what a hostile package can make the
 * reader do: how many entries it lists, how many bytes it inflates in total and per entry, and
 * how far one entry may expand relative to its stored size.
 */
export interface ZipLimits {
  /** Largest number of central-directory records accepted. */
  maxEntries: number;
  /** Budget of inflated bytes over the whole archive, across all reads. */
  maxTotalBytes: number;
  /** Largest inflated size of one entry. */
  maxEntryBytes: number;
  /** Largest inflated/compressed ratio, enforced once an entry exceeds `ratioFloorBytes`. */
  maxRatio: number;
  /** Size under which the ratio is not enforced (small, highly repetitive files are normal). */
  ratioFloorBytes: number;
}

/** Defaults sized for real packages up to the product's 1.5 GB upload cap. */
const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 200_000,
  maxTotalBytes: 4 * 1024 ** 3,
  maxEntryBytes: 256 * 1024 ** 2,
  maxRatio: 100,
  ratioFloorBytes: 4 * 1024 ** 2,
};

/** One central-directory record (the authoritative view, as Android's installer uses it). */
export interface ZipEntry {
  name: string;
  /** Compression method as declared; anything but 0 is inflated, like libziparchive does. */
  method: number;
  flags: number;
  crc32: number;
  compressedSize: number;
  /** Declared size; never trusted for allocation. */
  uncompressedSize: number;
  localHeaderOffset: number;
  /** Offset of the entry's data, from the local header's own name and extra lengths. */
  dataOffset: number;
  /** Set when the local header is unreadable; reading the entry then fails. */
  corrupt?: string;
}

export type ZipAnomalyKind =
  | 'fake-encryption'
  | 'unknown-compression'
  | 'header-mismatch'
  | 'duplicate-entry'
  | 'overlong-name'
  | 'unsafe-path'
  | 'overlapping-entries'
  | 'size-mismatch'
  | 'crc-mismatch'
  | 'data-out-of-bounds'
  | 'bad-local-header'
  | 'inflate-error';

/** A trick or inconsistency seen while reading; reported as an anti-analysis finding. */
export interface ZipAnomaly {
  kind: ZipAnomalyKind;
  entry: string;
  detail: string;
}

const SIG_EOCD = 0x06054b50;
const SIG_EOCD64 = 0x06064b50;
const SIG_EOCD64_LOCATOR = 0x07064b50;
const SIG_CDH = 0x02014b50;
const SIG_LFH = 0x04034b50;
const OVERLONG_NAME = 1024;
const MAX_ANOMALIES = 200;

/** Where the central directory sits; the APK Signing Block is found just before it. */
export interface ZipLayout {
  cdOffset: number;
  cdSize: number;
  eocdOffset: number;
}

/**
 * A zip reader that follows Android's installer rather than the zip specification: the central
 * directory is authoritative, the local header only supplies the data offset, the encryption
 * flag is ignored, every method other than "stored" is inflated, declared sizes are never
 * trusted, and inflated bytes are counted against {@link ZipLimits}. Inconsistencies are kept as
 * {@link ZipAnomaly} records instead of failing the read.
 */
export class ZipArchive {
  readonly entries: ZipEntry[] = [];
  readonly anomalies: ZipAnomaly[] = [];
  readonly layout: ZipLayout;
  private readonly byName = new Map<string, ZipEntry>();
  private inflatedTotal = 0;

  private constructor(
    private readonly source: ByteSource,
    private readonly limits: ZipLimits,
  ) {
    this.layout = this.readDirectory();
    this.checkOverlaps();
  }

  /** Opens an archive; throws {@link EngineError} when no central directory can be found. */
  static open(source: ByteSource, limits: Partial<ZipLimits> = {}): ZipArchive {
    return new ZipArchive(source, { ...DEFAULT_ZIP_LIMITS, ...limits });
  }

  /** Bytes inflated so far by {@link read}. */
  get inflatedBytes(): number {
    return this.inflatedTotal;
  }

  /** The first entry with this exact name (duplicates are reported as anomalies). */
  get(name: string): ZipEntry | undefined {
    return this.byName.get(name);
  }

  /** Names of all (unique) entries, in central-directory order. */
  names(): string[] {
    return [...this.byName.keys()];
  }

  /**
   * Returns the entry's inflated bytes. Throws `archive.limit_exceeded` when a limit is hit and
   * `archive.entry_corrupt` when the data cannot be read at all.
   */
  read(entry: ZipEntry): Buffer {
    if (entry.corrupt) throw new EngineError('archive.entry_corrupt', `${entry.name}: ${entry.corrupt}`);
    const remaining = this.limits.maxTotalBytes - this.inflatedTotal;
    if (remaining <= 0) throw new EngineError('archive.limit_exceeded', 'total inflated bytes');
    const available = Math.max(0, Math.min(entry.compressedSize, this.source.size - entry.dataOffset));
    const ratioCap = Math.max(this.limits.ratioFloorBytes, available * this.limits.maxRatio);
    const cap = Math.min(this.limits.maxEntryBytes, remaining, ratioCap);
    let out: Buffer;
    if (entry.method === 0) {
      if (available > cap) throw new EngineError('archive.limit_exceeded', `${entry.name}: stored entry too large`);
      out = this.source.read(entry.dataOffset, available);
    } else {
      // Deflate never shrinks data by more than ~0.1%, so input this large must exceed the cap.
      if (available > cap + 1024 * 1024) {
        throw new EngineError('archive.limit_exceeded', `${entry.name}: compressed data over limit`);
      }
      const input = this.source.read(entry.dataOffset, available);
      out = this.inflate(entry, input, cap);
    }
    this.inflatedTotal += out.length;
    if (out.length !== entry.uncompressedSize) {
      this.note('size-mismatch', entry.name, `declared ${entry.uncompressedSize}, actual ${out.length}`);
    } else if (crc32(out) >>> 0 !== entry.crc32 >>> 0) {
      this.note('crc-mismatch', entry.name, 'CRC-32 does not match the central directory');
    }
    return out;
  }

  /**
   * The entry's data as stored in the archive (still compressed), for copying it into another
   * archive without inflating it. Bounded by the per-entry limit like {@link read}.
   */
  readRaw(entry: ZipEntry): Buffer {
    if (entry.corrupt) throw new EngineError('archive.entry_corrupt', `${entry.name}: ${entry.corrupt}`);
    if (entry.compressedSize > this.limits.maxEntryBytes) throw new EngineError('archive.limit_exceeded', `${entry.name}: entry too large`);
    if (entry.dataOffset + entry.compressedSize > this.source.size) throw new EngineError('archive.entry_corrupt', `${entry.name}: data past the end of the archive`);
    return this.source.read(entry.dataOffset, entry.compressedSize);
  }

  /** Reads an entry by name, or returns undefined when absent. */
  readByName(name: string): Buffer | undefined {
    const e = this.get(name);
    return e ? this.read(e) : undefined;
  }

  private inflate(entry: ZipEntry, input: Buffer, cap: number): Buffer {
    try {
      return inflateRawSync(input, { maxOutputLength: Math.max(1, cap) });
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === 'ERR_BUFFER_TOO_LARGE' || err instanceof RangeError) {
        // The work was done: charge it, so repeated bomb entries exhaust the budget at once.
        this.inflatedTotal += cap;
        throw new EngineError('archive.limit_exceeded', `${entry.name}: inflated size over limit`);
      }
      if (entry.method !== 8 && input.length <= cap) {
        // An unknown method whose data is not deflate: older installers read it as stored.
        this.note('inflate-error', entry.name, `method ${entry.method} data is not deflate; read as stored`);
        return input;
      }
      // Truncated streams: keep what inflates, as a lenient reader would.
      try {
        const partial = inflateRawSync(input, {
          maxOutputLength: Math.max(1, cap),
          finishFlush: zlibConstants.Z_SYNC_FLUSH,
        });
        this.note('inflate-error', entry.name, 'deflate stream truncated or corrupt; partial data used');
        return partial;
      } catch {
        throw new EngineError('archive.entry_corrupt', `${entry.name}: cannot inflate`);
      }
    }
  }

  private note(kind: ZipAnomalyKind, entry: string, detail: string): void {
    if (this.anomalies.length < MAX_ANOMALIES) this.anomalies.push({ kind, entry, detail });
  }

  private readDirectory(): ZipLayout {
    const src = this.source;
    if (src.size < 22) throw new EngineError('archive.not_zip', 'file too small for a zip');
    const tailLen = Math.min(src.size, 22 + 0xffff);
    const tail = src.read(src.size - tailLen, tailLen);
    let eocdRel = -1;
    for (let i = tail.length - 22; i >= 0; i--) {
      if (tail.readUInt32LE(i) === SIG_EOCD) {
        eocdRel = i;
        break;
      }
    }
    if (eocdRel < 0) throw new EngineError('archive.not_zip', 'no end of central directory record');
    const eocdOffset = src.size - tailLen + eocdRel;
    let count = tail.readUInt16LE(eocdRel + 10);
    let cdSize = tail.readUInt32LE(eocdRel + 12);
    let cdOffset = tail.readUInt32LE(eocdRel + 16);
    if ((count === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) && eocdOffset >= 20) {
      const loc = src.read(eocdOffset - 20, 20);
      if (loc.length === 20 && loc.readUInt32LE(0) === SIG_EOCD64_LOCATOR) {
        const rec = src.read(Number(loc.readBigUInt64LE(8)), 56);
        if (rec.length === 56 && rec.readUInt32LE(0) === SIG_EOCD64) {
          count = Number(rec.readBigUInt64LE(32));
          cdSize = Number(rec.readBigUInt64LE(40));
          cdOffset = Number(rec.readBigUInt64LE(48));
        }
      }
    }
    if (count > this.limits.maxEntries) {
      throw new EngineError('archive.too_many_entries', `${count} entries declared`);
    }
    if (cdOffset + cdSize > eocdOffset || cdOffset > src.size) {
      throw new EngineError('archive.truncated', 'central directory lies outside the file');
    }
    const cd = src.read(cdOffset, cdSize);
    let p = 0;
    for (let i = 0; i < count; i++) {
      if (p + 46 > cd.length || cd.readUInt32LE(p) !== SIG_CDH) {
        throw new EngineError('archive.truncated', `central directory record ${i} is malformed`);
      }
      const flags = cd.readUInt16LE(p + 8);
      const method = cd.readUInt16LE(p + 10);
      const crc = cd.readUInt32LE(p + 16);
      let compressedSize = cd.readUInt32LE(p + 20);
      let uncompressedSize = cd.readUInt32LE(p + 24);
      const nameLen = cd.readUInt16LE(p + 28);
      const extraLen = cd.readUInt16LE(p + 30);
      const commentLen = cd.readUInt16LE(p + 32);
      let localHeaderOffset = cd.readUInt32LE(p + 42);
      if (p + 46 + nameLen + extraLen + commentLen > cd.length) {
        throw new EngineError('archive.truncated', `central directory record ${i} overruns`);
      }
      const nameBytes = cd.subarray(p + 46, p + 46 + nameLen);
      const name = nameBytes.toString('utf8');
      const extra = cd.subarray(p + 46 + nameLen, p + 46 + nameLen + extraLen);
      ({ compressedSize, uncompressedSize, localHeaderOffset } = applyZip64Extra(extra, {
        compressedSize,
        uncompressedSize,
        localHeaderOffset,
      }));
      p += 46 + nameLen + extraLen + commentLen;
      const entry: ZipEntry = {
        name,
        method,
        flags,
        crc32: crc,
        compressedSize,
        uncompressedSize,
        localHeaderOffset,
        dataOffset: 0,
      };
      this.checkEntry(entry, nameBytes);
      this.entries.push(entry);
      if (this.byName.has(name)) this.note('duplicate-entry', name, 'entry name appears more than once');
      else this.byName.set(name, entry);
    }
    return { cdOffset, cdSize, eocdOffset };
  }

  private checkEntry(entry: ZipEntry, nameBytes: Buffer): void {
    const { name } = entry;
    if (entry.flags & 1) this.note('fake-encryption', name, 'encryption flag set; data read as plain');
    if (entry.method !== 0 && entry.method !== 8) {
      this.note('unknown-compression', name, `compression method ${entry.method} treated as deflate`);
    }
    if (nameBytes.length > OVERLONG_NAME) this.note('overlong-name', name.slice(0, 64), `${nameBytes.length}-byte name`);
    if (!isSafeEntryName(name)) this.note('unsafe-path', name.slice(0, 256), 'name escapes the extraction root');
    const lfh = this.source.read(entry.localHeaderOffset, 30);
    if (lfh.length < 30 || lfh.readUInt32LE(0) !== SIG_LFH) {
      entry.corrupt = 'no local file header at the recorded offset';
      this.note('bad-local-header', name, entry.corrupt);
      return;
    }
    const lfhNameLen = lfh.readUInt16LE(26);
    const lfhExtraLen = lfh.readUInt16LE(28);
    entry.dataOffset = entry.localHeaderOffset + 30 + lfhNameLen + lfhExtraLen;
    const lfhName = this.source.read(entry.localHeaderOffset + 30, lfhNameLen);
    const mismatches: string[] = [];
    if (!lfhName.equals(nameBytes)) mismatches.push('name');
    if (lfh.readUInt16LE(8) !== entry.method) mismatches.push('method');
    if ((lfh.readUInt16LE(6) & 1) !== (entry.flags & 1)) mismatches.push('encryption flag');
    if (!(entry.flags & 8)) {
      if (lfh.readUInt32LE(14) !== entry.crc32) mismatches.push('crc');
      const lc = lfh.readUInt32LE(18);
      if (lc !== entry.compressedSize && lc !== 0xffffffff) mismatches.push('compressed size');
    }
    if (mismatches.length) this.note('header-mismatch', name, `local header differs: ${mismatches.join(', ')}`);
    if (entry.dataOffset + entry.compressedSize > this.source.size) {
      this.note('data-out-of-bounds', name, 'entry data extends past the end of the file');
    }
  }

  private checkOverlaps(): void {
    const sorted = this.entries.filter((e) => !e.corrupt).sort((a, b) => a.localHeaderOffset - b.localHeaderOffset);
    for (let i = 1; i < sorted.length; i++) {
      const prev = sorted[i - 1];
      if (prev.dataOffset + prev.compressedSize > sorted[i].localHeaderOffset) {
        // Real packages never overlap; overlapping data is how non-recursive zip bombs are built.
        const detail = `overlaps the data of ${prev.name}`;
        sorted[i].corrupt = detail;
        this.note('overlapping-entries', sorted[i].name, detail);
      }
    }
  }
}

function applyZip64Extra(extra: Buffer, v: { compressedSize: number; uncompressedSize: number; localHeaderOffset: number }): typeof v {
  let p = 0;
  while (p + 4 <= extra.length) {
    const id = extra.readUInt16LE(p);
    const len = extra.readUInt16LE(p + 2);
    if (id === 0x0001) {
      let q = p + 4;
      const end = Math.min(extra.length, q + len);
      const next = (): number | undefined => {
        if (q + 8 > end) return undefined;
        const n = Number(extra.readBigUInt64LE(q));
        q += 8;
        return n;
      };
      if (v.uncompressedSize === 0xffffffff) v.uncompressedSize = next() ?? v.uncompressedSize;
      if (v.compressedSize === 0xffffffff) v.compressedSize = next() ?? v.compressedSize;
      if (v.localHeaderOffset === 0xffffffff) v.localHeaderOffset = next() ?? v.localHeaderOffset;
      break;
    }
    p += 4 + len;
  }
  return v;
}

/** True when the entry name stays inside any extraction root (no absolute paths, no `..`). */
export function isSafeEntryName(name: string): boolean {
  if (name.length === 0 || name.includes('\0')) return false;
  const n = name.replace(/\\/g, '/');
  if (n.startsWith('/') || /^[a-zA-Z]:/.test(n)) return false;
  return !n.split('/').includes('..');
}

/**
 * Resolves an entry name to a path under `root`, or returns undefined if it would escape it.
 * The engines read entries in memory and write none to disk; code that extracts entries must
 * resolve every name through this so no path leaves its root.
 */
export function resolveInsideRoot(root: string, name: string): string | undefined {
  if (!isSafeEntryName(name)) return undefined;
  const base = path.resolve(root);
  const target = path.resolve(base, name.replace(/\\/g, '/'));
  return target.startsWith(base + path.sep) ? target : undefined;
}
