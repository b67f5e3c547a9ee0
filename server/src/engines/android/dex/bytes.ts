import { createHash } from 'node:crypto';
import { EngineError } from '../../errors.js';

/**
 * Byte-level helpers for the DEX reader and writer: a bounds-checked little-endian reader with
 * LEB128, a growable writer, MUTF-8 and the header's Adler-32 checksum and SHA-1 signature.
 */

/** True where typed arrays hold numbers least significant byte first, as DEX files do. */
export const LITTLE_ENDIAN = new Uint8Array(Uint16Array.of(1).buffer)[0] === 1;

/** Raises the one error every malformed DEX maps to. */
export function malformed(detail: string): never {
  throw new EngineError('android.dex_malformed', detail);
}

/** A bounds-checked view of the file. Every read past the end raises `android.dex_malformed`. */
export class ByteReader {
  private readonly view: DataView;
  readonly length: number;

  private text: Buffer | undefined;

  constructor(readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.length = bytes.length;
  }

  /** The bytes `[start, end)` as a string of one code unit per byte (the caller checked they are ASCII). */
  latin1(start: number, end: number): string {
    this.text ??= Buffer.from(this.bytes.buffer, this.bytes.byteOffset, this.bytes.byteLength);
    return this.text.toString('latin1', start, end);
  }

  /** Throws unless `[offset, offset + size)` lies inside the file. */
  check(offset: number, size: number, what: string): void {
    if (!Number.isInteger(offset) || offset < 0 || size < 0 || offset + size > this.length) {
      malformed(`${what} at 0x${offset.toString(16)} (+${size}) is outside the file`);
    }
  }

  u8(offset: number): number {
    this.check(offset, 1, 'byte');
    return this.bytes[offset];
  }

  u16(offset: number): number {
    this.check(offset, 2, 'ushort');
    return this.view.getUint16(offset, true);
  }

  u32(offset: number): number {
    this.check(offset, 4, 'uint');
    return this.view.getUint32(offset, true);
  }

  /** A little-endian unsigned value of `size` (≤ 8) bytes. */
  uBig(offset: number, size: number): bigint {
    this.check(offset, size, 'value');
    let v = 0n;
    for (let i = size - 1; i >= 0; i--) v = (v << 8n) | BigInt(this.bytes[offset + i]);
    return v;
  }

  /** Reads a uleb128 (at most 5 bytes, 32 bits) at `cursor.pos` and advances it. */
  uleb(cursor: Cursor): number {
    let result = 0;
    for (let i = 0; i < 5; i++) {
      const b = this.u8(cursor.pos++);
      if (i === 4 && b > 0x0f) malformed('uleb128 longer than 32 bits');
      result |= (b & 0x7f) << (7 * i);
      if ((b & 0x80) === 0) return result >>> 0;
    }
    return malformed('uleb128 longer than 5 bytes');
  }

  /** Reads an sleb128 (32 bits). */
  sleb(cursor: Cursor): number {
    let result = 0;
    for (let i = 0; i < 5; i++) {
      const b = this.u8(cursor.pos++);
      result |= (b & 0x7f) << (7 * i);
      if ((b & 0x80) === 0) {
        const shift = 32 - 7 * (i + 1);
        return shift > 0 ? (result << shift) >> shift : result | 0;
      }
    }
    return malformed('sleb128 longer than 5 bytes');
  }

  /** Reads a uleb128p1: "no index" (encoded 0) is returned as -1. */
  ulebp1(cursor: Cursor): number {
    return this.uleb(cursor) - 1;
  }
}

/** A moving read position. */
export interface Cursor {
  pos: number;
}

/** A growable little-endian byte buffer. */
export class ByteWriter {
  private buf: Uint8Array;
  private view: DataView;
  length = 0;

  constructor(initialSize = 64) {
    this.buf = new Uint8Array(Math.max(16, initialSize));
    this.view = new DataView(this.buf.buffer);
  }

  private ensure(extra: number): void {
    if (this.length + extra <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.length + extra) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.buf.subarray(0, this.length));
    this.buf = next;
    this.view = new DataView(next.buffer);
  }

  u8(v: number): void {
    this.ensure(1);
    this.buf[this.length++] = v & 0xff;
  }

  u16(v: number): void {
    this.ensure(2);
    this.view.setUint16(this.length, v & 0xffff, true);
    this.length += 2;
  }

  u32(v: number): void {
    this.ensure(4);
    this.view.setUint32(this.length, v >>> 0, true);
    this.length += 4;
  }

  bytes(data: Uint8Array): void {
    this.ensure(data.length);
    this.buf.set(data, this.length);
    this.length += data.length;
  }

  uleb(v: number): void {
    let value = v >>> 0;
    do {
      let b = value & 0x7f;
      value >>>= 7;
      if (value !== 0) b |= 0x80;
      this.u8(b);
    } while (value !== 0);
  }

  sleb(v: number): void {
    let value = v | 0;
    for (;;) {
      const b = value & 0x7f;
      value >>= 7;
      if ((value === 0 && (b & 0x40) === 0) || (value === -1 && (b & 0x40) !== 0)) {
        this.u8(b);
        return;
      }
      this.u8(b | 0x80);
    }
  }

  /** uleb128p1: -1 is written as 0. */
  ulebp1(v: number): void {
    this.uleb(v + 1);
  }

  /** `n` zero bytes. */
  zeros(n: number): void {
    if (n <= 0) return;
    this.ensure(n);
    this.buf.fill(0, this.length, this.length + n);
    this.length += n;
  }

  /** Pads with zero bytes to a multiple of `n`. */
  align(n: number): void {
    while (this.length % n !== 0) this.u8(0);
  }

  patchU16(at: number, v: number): void {
    this.view.setUint16(at, v & 0xffff, true);
  }

  patchU32(at: number, v: number): void {
    this.view.setUint32(at, v >>> 0, true);
  }

  /** Overwrites bytes already written, from `at`. */
  patchBytes(at: number, data: Uint8Array): void {
    if (at + data.length > this.length) throw new RangeError('patch past the written bytes');
    this.buf.set(data, at);
  }

  /** Code units, little-endian. */
  u16s(units: Uint16Array): void {
    this.ensure(units.length * 2);
    const buf = this.buf;
    let at = this.length;
    if (LITTLE_ENDIAN && units.length > 32) {
      buf.set(new Uint8Array(units.buffer, units.byteOffset, units.byteLength), at);
      this.length = at + units.byteLength;
      return;
    }
    for (let i = 0; i < units.length; i++) {
      const u = units[i];
      buf[at++] = u & 0xff;
      buf[at++] = u >> 8;
    }
    this.length = at;
  }

  toBytes(): Uint8Array {
    return this.buf.slice(0, this.length);
  }

  /** The bytes written so far, without a copy: valid until the next write. */
  written(): Uint8Array {
    return this.buf.subarray(0, this.length);
  }
}

/** Number of bytes a uleb128 of `v` takes. */
export function ulebSize(v: number): number {
  let value = v >>> 0;
  let n = 1;
  while (value >= 0x80) {
    value >>>= 7;
    n++;
  }
  return n;
}

// ---------------------------------------------------------------------------------------------
// MUTF-8

/**
 * Decodes a MUTF-8 string of `utf16Size` code units from `cursor.pos` (which ends past the
 * terminating zero byte). Each one-, two- or three-byte sequence is one UTF-16 code unit, so a
 * lone surrogate stays what it is.
 */
export function decodeMutf8(r: ByteReader, cursor: Cursor, utf16Size: number): string {
  const bytes = r.bytes;
  let p = cursor.pos;
  // Most strings of a DEX file are ASCII: one byte per unit and a zero right after the last,
  // decoded in one step without collecting units.
  const end = p + utf16Size;
  if (end < r.length && bytes[end] === 0) {
    let ascii = p;
    while (ascii < end && bytes[ascii] !== 0 && bytes[ascii] < 0x80) ascii++;
    if (ascii === end) {
      cursor.pos = end + 1;
      return r.latin1(p, end);
    }
  }
  const units: number[] = [];
  let out = '';
  for (;;) {
    if (p >= r.length) malformed('string_data runs past the end of the file');
    const a = bytes[p++];
    if (a === 0) break;
    let unit: number;
    if (a < 0x80) unit = a;
    else if ((a & 0xe0) === 0xc0) {
      if (p >= r.length) malformed('truncated MUTF-8');
      const b = bytes[p++];
      if ((b & 0xc0) !== 0x80) malformed('bad MUTF-8 continuation');
      unit = ((a & 0x1f) << 6) | (b & 0x3f);
    } else if ((a & 0xf0) === 0xe0) {
      if (p + 1 >= r.length) malformed('truncated MUTF-8');
      const b = bytes[p++];
      const c = bytes[p++];
      if ((b & 0xc0) !== 0x80 || (c & 0xc0) !== 0x80) malformed('bad MUTF-8 continuation');
      unit = ((a & 0x0f) << 12) | ((b & 0x3f) << 6) | (c & 0x3f);
    } else {
      return malformed('bad MUTF-8 lead byte');
    }
    units.push(unit);
    if (units.length === 4096) {
      out += String.fromCharCode(...units);
      units.length = 0;
    }
  }
  out += String.fromCharCode(...units);
  if (out.length !== utf16Size) malformed(`string_data length ${out.length} differs from its declared ${utf16Size}`);
  cursor.pos = p;
  return out;
}

/** Encodes a JS string (UTF-16 code units, lone surrogates included) as MUTF-8 with its terminating zero. */
export function encodeMutf8(s: string, w: ByteWriter): void {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c !== 0 && c < 0x80) w.u8(c);
    else if (c < 0x800) {
      w.u8(0xc0 | (c >> 6));
      w.u8(0x80 | (c & 0x3f));
    } else {
      w.u8(0xe0 | (c >> 12));
      w.u8(0x80 | ((c >> 6) & 0x3f));
      w.u8(0x80 | (c & 0x3f));
    }
  }
  w.u8(0);
}

// ---------------------------------------------------------------------------------------------
// Checksums

/** Adler-32 of `data`, as the header's checksum field holds it. */
export function adler32(data: Uint8Array): number {
  let a = 1;
  let b = 0;
  const n = data.length;
  let i = 0;
  while (i < n) {
    const end = Math.min(i + 3800, n);
    for (; i < end; i++) {
      a += data[i];
      b += a;
    }
    a %= 65521;
    b %= 65521;
  }
  return ((b << 16) | a) >>> 0;
}

/** SHA-1 digest of `data`. */
export function sha1(data: Uint8Array): Uint8Array {
  return new Uint8Array(createHash('sha1').update(data).digest());
}
