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
    this.utf8 = (flags & 0x100) !== 0;
    this.offsetsStart = start + Math.max(28, Math.min(headerSize, size));
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
      s = this.decode(this.stringsStart + this.buf.readUInt32LE(this.offsetsStart + index * 4));
    } catch {
      s = '';
    }
    this.cache.set(index, s);
    return s;
  }

  private decode(p: number): string {
    const { buf, end } = this;
    if (p < 0 || p >= end) return '';
    if (this.utf8) {
      // UTF-16 length then UTF-8 byte length, each 1 or 2 bytes.
      p += buf[p] & 0x80 ? 2 : 1;
      let len = buf[p];
      if (len & 0x80) {
        len = ((len & 0x7f) << 8) | buf[p + 1];
        p += 2;
      } else p += 1;
      return buf.toString('utf8', p, Math.min(end, p + len));
    }
    let len = buf.readUInt16LE(p);
    if (len & 0x8000) {
      len = ((len & 0x7fff) << 16) | buf.readUInt16LE(p + 2);
      p += 4;
    } else p += 2;
    const stop = Math.min(end, p + len * 2);
    return buf.toString('utf16le', p, stop - ((stop - p) % 2));
  }
}
