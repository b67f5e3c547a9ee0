/** Longest string kept from one printable run; longer runs are cut. */
const MAX_RUN = 4096;

/** Limits of one extraction. */
export interface PrintableLimits {
  /** Shortest run kept. */
  minLength: number;
  /** Stop after this many strings. */
  maxStrings: number;
}

/**
 * Appends to `out` the runs of printable ASCII of at least `minLength` characters in
 * `buf[start, end)`, as `strings` would list them, each cut at 4096 characters; stops when `out`
 * holds `maxStrings`. Returns false when that cap was reached.
 */
export function collectPrintable(buf: Buffer, start: number, end: number, limits: PrintableLimits, out: string[]): boolean {
  let runStart = -1;
  const stop = Math.min(end, buf.length);
  for (let i = Math.max(0, start); i <= stop; i++) {
    const b = i < stop ? buf[i] : 0;
    if (b >= 0x20 && b < 0x7f) {
      if (runStart < 0) runStart = i;
    } else {
      if (runStart >= 0 && i - runStart >= limits.minLength) {
        out.push(buf.toString('latin1', runStart, Math.min(i, runStart + MAX_RUN)));
        if (out.length >= limits.maxStrings) return false;
      }
      runStart = -1;
    }
  }
  return true;
}

/**
 * Printable strings of `buf` outside the `skip` ranges (e.g. a Mach-O code signature, whose
 * certificates and plists are Apple's, not the app's).
 */
export function printableStrings(buf: Buffer, limits: PrintableLimits, skip: { offset: number; size: number }[] = []): string[] {
  const out: string[] = [];
  const ranges = skip.filter((r) => r.size > 0 && r.offset < buf.length).sort((a, b) => a.offset - b.offset);
  let from = 0;
  for (const r of ranges) {
    if (r.offset > from && !collectPrintable(buf, from, r.offset, limits, out)) return out;
    from = Math.max(from, r.offset + r.size);
  }
  collectPrintable(buf, from, buf.length, limits, out);
  return out;
}
