import { closeSync, fstatSync, openSync, readFileSync, readSync } from 'node:fs';

/** Random access to the bytes of a package, so large files never have to sit in memory whole. */
export interface ByteSource {
  readonly size: number;
  /** Reads up to `length` bytes at `offset`; short at the end of the source, never throws on range. */
  read(offset: number, length: number): Buffer;
  close(): void;
}

/** Wraps an in-memory buffer. */
export function bufferSource(buf: Buffer): ByteSource {
  return {
    size: buf.length,
    read(offset, length) {
      if (offset >= buf.length || length <= 0 || offset < 0) return Buffer.alloc(0);
      return buf.subarray(offset, Math.min(buf.length, offset + length));
    },
    close() {},
  };
}

/**
 * Files up to this size are read whole: a scan reads most of a package anyway, and one read
 * costs less than the dozens of positional reads its headers and entries would take.
 */
const WHOLE_FILE_BYTES = 4 * 1024 * 1024;

/** Opens a file for positional reads (a small one is read at once); the caller must `close()` it. */
export function fileSource(path: string): ByteSource {
  const fd = openSync(path, 'r');
  const size = fstatSync(fd).size;
  if (size <= WHOLE_FILE_BYTES) {
    try {
      return bufferSource(readFileSync(fd));
    } finally {
      closeSync(fd);
    }
  }
  let closed = false;
  return {
    size,
    read(offset, length) {
      if (offset >= size || length <= 0 || offset < 0) return Buffer.alloc(0);
      const n = Math.min(length, size - offset);
      const out = Buffer.allocUnsafe(n);
      let done = 0;
      while (done < n) {
        const r = readSync(fd, out, done, n - done, offset + done);
        if (r === 0) break;
        done += r;
      }
      return done === n ? out : out.subarray(0, done);
    },
    close() {
      if (!closed) closeSync(fd);
      closed = true;
    },
  };
}
