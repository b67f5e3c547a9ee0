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

const UTC_TIME = 0x17;
const GENERALIZED_TIME = 0x18;
// UTCTime is YYMMDDHHMM[SS]; GeneralizedTime is YYYYMMDDHH[MM[SS[.fff]]]. Both end in `Z` in DER;
// BER's `±hhmm` offsets (seen in old certificates) are honoured too.
const UTC_TIME_RE = /^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})?(Z|[+-]\d{4})?$/;
const GENERALIZED_TIME_RE = /^(\d{4})(\d{2})(\d{2})(\d{2})(?:(\d{2})(?:(\d{2})(?:[.,](\d+))?)?)?(Z|[+-]\d{4})?$/;

/**
 * Parses UTCTime / GeneralizedTime to an ISO-8601 string ('' when malformed). The tag decides the
 * form: RFC 5280 encodes dates from 2050 on as GeneralizedTime with a four-digit year, and a
 * UTCTime year YY means 19YY when YY >= 50, else 20YY.
 */
export function derTime(buf: Buffer, node: DerNode): string {
  const s = derContent(buf, node).toString('latin1');
  let year: number;
  let fields: Array<string | undefined>;
  let zone: string | undefined;
  if (node.tag === UTC_TIME) {
    const m = UTC_TIME_RE.exec(s);
    if (!m) return '';
    year = Number(m[1]);
    year += year >= 50 ? 1900 : 2000;
    fields = [m[2], m[3], m[4], m[5], m[6], undefined];
    zone = m[7];
  } else if (node.tag === GENERALIZED_TIME) {
    const m = GENERALIZED_TIME_RE.exec(s);
    if (!m) return '';
    year = Number(m[1]);
    fields = [m[2], m[3], m[4], m[5], m[6], m[7]];
    zone = m[8];
  } else {
    return '';
  }
  return isoTime(year, fields, zone);
}

/** Builds the instant from parsed fields; rejects out-of-range fields rather than rolling them over. */
function isoTime(year: number, [month, day, hour, minute, second, fraction]: Array<string | undefined>, zone: string | undefined): string {
  const mo = Number(month) - 1;
  const d = Number(day);
  const h = Number(hour);
  const mi = Number(minute ?? 0);
  const sec = Number(second ?? 0);
  if (mo < 0 || mo > 11 || d < 1 || d > 31 || h > 23 || mi > 59 || sec > 60) return '';
  const ms = fraction ? Math.floor(Number(`0.${fraction}`) * 1000) : 0;
  if (new Date(Date.UTC(year, mo, d)).getUTCDate() !== d) return ''; // e.g. 31 February
  let t = Date.UTC(year, mo, d, h, mi, sec, ms);
  if (zone && zone !== 'Z') {
    const offset = Number(zone.slice(1, 3)) * 60 + Number(zone.slice(3, 5));
    t -= (zone[0] === '+' ? 1 : -1) * offset * 60_000;
  }
  const date = new Date(t);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}
