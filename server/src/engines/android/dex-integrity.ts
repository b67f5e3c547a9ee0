import { createHash } from 'node:crypto';
import type { FindingCollector } from '../rules/finding-collector.js';

/** A DEX header's integrity fields checked against the content they cover. */
export interface DexIntegrity {
  /** The header's Adler-32 checksum (of the file from offset 12). */
  declaredChecksum: number;
  actualChecksum: number;
  /** Whether the header's SHA-1 signature (of the file from offset 32) matches. */
  signatureMatches: boolean;
}

const ADLER_MOD = 65521;
/** zlib's NMAX: the most bytes summed before `b` could pass 2^32, so the modulo runs once per block. */
const ADLER_BLOCK = 5552;
const CHECKSUM_START = 12;
const SIGNATURE_START = 32;

/** Adler-32 of `buf[start, end)`, as zlib computes it (Node exposes no adler32 of its own). */
export function adler32(buf: Uint8Array, start = 0, end = buf.length): number {
  let a = 1;
  let b = 0;
  let i = start;
  while (i < end) {
    const blockEnd = Math.min(end, i + ADLER_BLOCK);
    for (; i < blockEnd; i++) {
      a += buf[i];
      b += a;
    }
    a %= ADLER_MOD;
    b %= ADLER_MOD;
  }
  return ((b << 16) | a) >>> 0;
}

/**
 * Checks the checksum and signature of a DEX file whose header says it is `fileSize` bytes (at
 * most `buf.length`), as `dexdump` (checksum) and `dx`/`d8` (both) compute them. Answers null for
 * a DEX 041 container, whose header fields cover the whole container rather than this file.
 */
export function dexIntegrity(buf: Buffer, version: string, fileSize: number): DexIntegrity | null {
  if (version >= '041') return null;
  const signature = createHash('sha1').update(buf.subarray(SIGNATURE_START, fileSize)).digest();
  return {
    declaredChecksum: buf.readUInt32LE(8),
    actualChecksum: adler32(buf, CHECKSUM_START, fileSize),
    signatureMatches: signature.equals(buf.subarray(12, SIGNATURE_START)),
  };
}

/** What is wrong with a DEX file's integrity fields, in the words of an anomaly (none: empty). */
export function integrityProblems(integrity: DexIntegrity | null): string[] {
  if (!integrity) return [];
  const out: string[] = [];
  const hex = (n: number): string => `0x${n.toString(16).padStart(8, '0')}`;
  if (integrity.declaredChecksum !== integrity.actualChecksum) {
    out.push(`bad checksum: the header says ${hex(integrity.declaredChecksum)}, the content sums to ${hex(integrity.actualChecksum)}`);
  }
  if (!integrity.signatureMatches) out.push('bad signature: the header SHA-1 does not match the content');
  return out;
}

/**
 * Reports `android.dex.bad_checksum` for each DEX file whose Adler-32 is wrong, and
 * `android.dex.stale_signature` for one whose checksum is right but SHA-1 signature is not.
 */
export function reportDexIntegrity(dexFiles: Array<{ name: string; integrity: DexIntegrity | null }>, out: FindingCollector): void {
  for (const { name, integrity } of dexFiles) {
    if (!integrity) continue;
    const [problem] = integrityProblems(integrity);
    if (integrity.declaredChecksum !== integrity.actualChecksum) out.add('android.dex.bad_checksum', { file: name, detail: problem });
    else if (problem) out.add('android.dex.stale_signature', { file: name, detail: problem });
  }
}
