/** `ResStringPool_header.flags`: the pool is sorted by string (aapt never sets it for XML). */
export const STRING_POOL_SORTED = 0x0001;
/** `ResStringPool_header.flags`: strings are UTF-8 (else UTF-16LE). */
export const STRING_POOL_UTF8 = 0x0100;
/** Size of `ResStringPool_header`. */
export const STRING_POOL_HEADER_SIZE = 28;

/** One string read from a pool's data: its text and whether its length ran past `end`. */
export interface PoolString {
  text: string;
  /** True when the length prefix claims more bytes than there are before `end` (text is cut there). */
  overrun: boolean;
}

/**
 * Decodes the string whose length prefix starts at `p`, as `ResStringPool` stores it: UTF-8
 * strings carry their UTF-16 length then their byte length (each 1 or 2 bytes, high bit meaning
 * "two"), UTF-16 strings their unit count (1 or 2 units). Never reads at or past `end`.
 */
export function readPoolString(buf: Buffer, p: number, end: number, utf8: boolean): PoolString {
  if (p < 0 || p >= end) return { text: '', overrun: true };
  if (utf8) {
    p += buf[p] & 0x80 ? 2 : 1;
    if (p >= end) return { text: '', overrun: true };
    let len = buf[p];
    if (len & 0x80) {
      if (p + 1 >= end) return { text: '', overrun: true };
      len = ((len & 0x7f) << 8) | buf[p + 1];
      p += 2;
    } else p += 1;
    const stop = Math.min(end, p + len);
    return { text: buf.toString('utf8', p, stop), overrun: p + len > end };
  }
  if (p + 2 > end) return { text: '', overrun: true };
  let len = buf.readUInt16LE(p);
  if (len & 0x8000) {
    if (p + 4 > end) return { text: '', overrun: true };
    len = ((len & 0x7fff) << 16) | buf.readUInt16LE(p + 2);
    p += 4;
  } else p += 2;
  const stop = Math.min(end, p + len * 2);
  return { text: buf.toString('utf16le', p, stop - ((stop - p) % 2)), overrun: p + len * 2 > end };
}

/**
 * Encodes one string as `ResStringPool` stores it, length prefixes and terminating NUL included
 * (the inverse of `readPoolString`). Throws a RangeError for a string too long for its encoding.
 */
export function encodePoolString(text: string, utf8: boolean): Buffer {
  if (utf8) {
    const bytes = Buffer.from(text, 'utf8');
    if (text.length > 0x7fff || bytes.length > 0x7fff) throw new RangeError('string too long for a UTF-8 string pool');
    const units = lengthPrefix8(text.length);
    const size = lengthPrefix8(bytes.length);
    return Buffer.concat([units, size, bytes, Buffer.alloc(1)]);
  }
  if (text.length > 0x7fffffff) throw new RangeError('string too long for a string pool');
  const prefix = text.length > 0x7fff ? Buffer.alloc(4) : Buffer.alloc(2);
  if (text.length > 0x7fff) {
    prefix.writeUInt16LE(((text.length >>> 16) | 0x8000) & 0xffff, 0);
    prefix.writeUInt16LE(text.length & 0xffff, 2);
  } else prefix.writeUInt16LE(text.length, 0);
  return Buffer.concat([prefix, Buffer.from(text, 'utf16le'), Buffer.alloc(2)]);
}

function lengthPrefix8(n: number): Buffer {
  return n > 0x7f ? Buffer.from([(n >> 8) | 0x80, n & 0xff]) : Buffer.from([n]);
}

/**
 * A `ResStringPool` chunk (AXML and resources.arsc). Strings are decoded lazily and every
 * offset is bounds-checked, so malformed pools (lying counts, offsets past the chunk, broken
 * length prefixes) yield empty strings instead of exceptions.
 */
export class StringPool {
  private readonly cache = new Map<number, string>();
  readonly count: number;
  private readonly utf8: boolean;
  private readonly offsetsStart: number;
  private readonly stringsStart: number;
  private readonly end: number;

  /** `start` is the chunk's offset in `buf`; the chunk header is read from there. */
  constructor(
    private readonly buf: Buffer,
    start: number,
  ) {
    const headerSize = buf.readUInt16LE(start + 2);
    const size = buf.readUInt32LE(start + 4);
    this.end = Math.min(buf.length, start + size);
    const declared = buf.readUInt32LE(start + 8);
    const flags = buf.readUInt32LE(start + 16);
    this.utf8 = (flags & STRING_POOL_UTF8) !== 0;
    this.offsetsStart = start + Math.max(STRING_POOL_HEADER_SIZE, Math.min(headerSize, size));
    // A count larger than the room for offsets is a known anti-analysis trick; clamp it.
    this.count = Math.max(0, Math.min(declared, Math.floor((this.end - this.offsetsStart) / 4)));
    this.stringsStart = start + buf.readUInt32LE(start + 20);
  }

  /** The string at `index`, or '' when the index or its data is out of range. */
  get(index: number): string {
    if (index < 0 || index >= this.count) return '';
    const hit = this.cache.get(index);
    if (hit !== undefined) return hit;
    let s = '';
    try {
      s = readPoolString(this.buf, this.stringsStart + this.buf.readUInt32LE(this.offsetsStart + index * 4), this.end, this.utf8).text;
    } catch {
      s = '';
    }
    this.cache.set(index, s);
    return s;
  }
}
