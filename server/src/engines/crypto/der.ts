/**
 * A minimal DER reader that keeps exact byte ranges, which signature verification needs (the
 * signed attributes must be hashed as they were encoded, not as a library re-encodes them).
 */
export interface DerNode {
  /** Full identifier octet (class, constructed bit and low tag number). */
  tag: number;
  /** Offset of the identifier octet. */
  start: number;
  /** Offset of the content. */
  contentStart: number;
  /** Offset just past the content (and past the end-of-contents octets when indefinite). */
  end: number;
  indefinite?: boolean;
}

const MAX_DEPTH = 64;

/** Reads one TLV at `offset`; throws RangeError on malformed or out-of-range encodings. */
export function readDer(buf: Buffer, offset: number, limit = buf.length, depth = 0): DerNode {
  if (depth > MAX_DEPTH) throw new RangeError('DER: too deep');
  if (offset + 2 > limit) throw new RangeError('DER: truncated header');
  const tag = buf[offset];
  if ((tag & 0x1f) === 0x1f) throw new RangeError('DER: high tag numbers unsupported');
  let p = offset + 1;
  let len = buf[p++];
  if (len === 0x80) {
    // BER indefinite length (Apple's CMS uses it): content runs to the end-of-contents octets.
    if (!(tag & 0x20)) throw new RangeError('BER: indefinite primitive');
    let q = p;
    for (;;) {
      if (q + 2 > limit) throw new RangeError('BER: missing end-of-contents');
      if (buf[q] === 0 && buf[q + 1] === 0) break;
      q = readDer(buf, q, limit, depth + 1).end;
    }
    return { tag, start: offset, contentStart: p, end: q + 2, indefinite: true };
  }
  if (len & 0x80) {
    const n = len & 0x7f;
    if (n === 0 || n > 4 || p + n > limit) throw new RangeError('DER: bad length');
    len = 0;
    for (let i = 0; i < n; i++) len = len * 256 + buf[p++];
  }
  if (p + len > limit) throw new RangeError('DER: content past end');
  return { tag, start: offset, contentStart: p, end: p + len };
}

/** Children of a constructed node. */
export function derChildren(buf: Buffer, node: DerNode): DerNode[] {
  const out: DerNode[] = [];
  let p = node.contentStart;
  const end = node.indefinite ? node.end - 2 : node.end;
  while (p < end) {
    const child = readDer(buf, p, end);
    out.push(child);
    p = child.end;
  }
  return out;
}

/** The content bytes of a node. */
export function derContent(buf: Buffer, node: DerNode): Buffer {
  return buf.subarray(node.contentStart, node.end);
}

/** The whole TLV encoding of a node. */
export function derRaw(buf: Buffer, node: DerNode): Buffer {
  return buf.subarray(node.start, node.end);
}

/** Decodes an OBJECT IDENTIFIER node to dotted form. */
export function derOid(buf: Buffer, node: DerNode): string {
  const c = derContent(buf, node);
  if (c.length === 0) return '';
  const parts: number[] = [Math.floor(c[0] / 40), c[0] % 40];
  let v = 0;
  for (let i = 1; i < c.length; i++) {
    v = v * 128 + (c[i] & 0x7f);
    if (!(c[i] & 0x80)) {
      parts.push(v);
      v = 0;
    }
  }
  if (c[0] >= 80) {
    parts[0] = 2;
    parts[1] = c[0] - 80;
  }
  return parts.join('.');
}

/** Decodes a string-typed node (UTF8, Printable, IA5, Teletex, BMP, Universal). */
export function derString(buf: Buffer, node: DerNode): string {
  const c = derContent(buf, node);
  switch (node.tag) {
    case 0x1e: {
      // BMPString: UTF-16BE.
      const swapped = Buffer.from(c.subarray(0, c.length - (c.length % 2)));
      swapped.swap16();
      return swapped.toString('utf16le');
    }
    case 0x14:
      return c.toString('latin1');
    default:
      return c.toString('utf8');
  }
}

/** Parses UTCTime / GeneralizedTime to an ISO-8601 string. */
export function derTime(buf: Buffer, node: DerNode): string {
  const s = derContent(buf, node).toString('latin1');
  const m = /^(\d{2}|\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})?/.exec(s);
  if (!m) return '';
  let year = Number(m[1]);
  if (m[1].length === 2) year += year >= 50 ? 1900 : 2000;
  const d = new Date(Date.UTC(year, Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6] ?? 0)));
  return Number.isNaN(d.getTime()) ? '' : d.toISOString();
}
