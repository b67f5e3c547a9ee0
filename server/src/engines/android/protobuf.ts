/** One decoded protobuf field: varints as numbers (low 53 bits), length-delimited as bytes. */
export interface ProtoField {
  field: number;
  wire: number;
  varint?: number;
  bytes?: Buffer;
}

/**
 * Decodes one level of a protobuf message in wire format. Unknown fields are kept; malformed
 * input throws RangeError (callers decide whether that is fatal).
 */
export function decodeProto(buf: Buffer): ProtoField[] {
  const out: ProtoField[] = [];
  let p = 0;
  const varint = (): number => {
    let result = 0;
    let mul = 1;
    for (let i = 0; i < 10; i++) {
      if (p >= buf.length) throw new RangeError('protobuf: varint past end');
      const b = buf[p++];
      result += (b & 0x7f) * mul;
      if (!(b & 0x80)) return result;
      mul *= 128;
    }
    throw new RangeError('protobuf: varint too long');
  };
  while (p < buf.length) {
    const key = varint();
    const field = Math.floor(key / 8);
    const wire = key & 7;
    if (wire === 0) out.push({ field, wire, varint: varint() });
    else if (wire === 2) {
      const len = varint();
      if (p + len > buf.length) throw new RangeError('protobuf: length past end');
      out.push({ field, wire, bytes: buf.subarray(p, p + len) });
      p += len;
    } else if (wire === 1) {
      if (p + 8 > buf.length) throw new RangeError('protobuf: fixed64 past end');
      out.push({ field, wire, varint: buf.readUInt32LE(p) });
      p += 8;
    } else if (wire === 5) {
      if (p + 4 > buf.length) throw new RangeError('protobuf: fixed32 past end');
      out.push({ field, wire, varint: buf.readUInt32LE(p) });
      p += 4;
    } else throw new RangeError(`protobuf: unsupported wire type ${wire}`);
  }
  return out;
}

/** First length-delimited field with this number, as UTF-8 text. */
export function protoString(fields: ProtoField[], field: number): string | undefined {
  const f = fields.find((x) => x.field === field && x.bytes);
  return f?.bytes?.toString('utf8');
}

/** First length-delimited field with this number, decoded as a message. */
export function protoMessage(fields: ProtoField[], field: number): ProtoField[] | undefined {
  const f = fields.find((x) => x.field === field && x.bytes);
  return f?.bytes ? decodeProto(f.bytes) : undefined;
}

/** First varint (or fixed) field with this number. */
export function protoNumber(fields: ProtoField[], field: number): number | undefined {
  return fields.find((x) => x.field === field && x.varint !== undefined)?.varint;
}

/**
 * One field as written: for varints and fixed values `value` holds the value's own bytes (so
 * even an overlong varint is kept), for length-delimited fields the payload.
 */
export interface RawProtoField {
  field: number;
  wire: number;
  value: Buffer;
}

/**
 * Decodes one level of a message losslessly: every field, known or not, in written order, with
 * its value's bytes. `encodeProtoFields` writes the list back byte for byte.
 */
export function decodeProtoFields(buf: Buffer): RawProtoField[] {
  const out: RawProtoField[] = [];
  let p = 0;
  const varintEnd = (): number => {
    for (let i = 0; i < 10; i++) {
      if (p + i >= buf.length) throw new RangeError('protobuf: varint past end');
      if (!(buf[p + i] & 0x80)) return p + i + 1;
    }
    throw new RangeError('protobuf: varint too long');
  };
  while (p < buf.length) {
    const keyEnd = varintEnd();
    const key = readVarint(buf.subarray(p, keyEnd));
    p = keyEnd;
    const field = Number(key >> 3n);
    const wire = Number(key & 7n);
    if (field === 0) throw new RangeError('protobuf: field number 0');
    let end: number;
    if (wire === 0) end = varintEnd();
    else if (wire === 2) {
      const lenEnd = varintEnd();
      const len = Number(readVarint(buf.subarray(p, lenEnd)));
      p = lenEnd;
      end = p + len;
    } else if (wire === 1) end = p + 8;
    else if (wire === 5) end = p + 4;
    else throw new RangeError(`protobuf: unsupported wire type ${wire}`);
    if (end > buf.length) throw new RangeError('protobuf: field past end');
    out.push({ field, wire, value: buf.subarray(p, end) });
    p = end;
  }
  return out;
}

/** The value of a varint's bytes, as an unsigned 64-bit integer. */
export function readVarint(bytes: Buffer): bigint {
  let result = 0n;
  for (let i = bytes.length - 1; i >= 0; i--) result = (result << 7n) | BigInt(bytes[i] & 0x7f);
  return BigInt.asUintN(64, result);
}

/** The shortest varint encoding of an integer; negative ones as their 64-bit two's complement (as protobuf writes int32). */
export function encodeVarint(n: number | bigint): Buffer {
  let v = BigInt.asUintN(64, BigInt(n));
  const out: number[] = [];
  do {
    const b = Number(v & 0x7fn);
    v >>= 7n;
    out.push(v ? b | 0x80 : b);
  } while (v);
  return Buffer.from(out);
}

/** Encodes fields as `decodeProtoFields` gives them: each key, then the value's bytes (length-prefixed for wire type 2). */
export function encodeProtoFields(fields: readonly RawProtoField[]): Buffer {
  const parts: Buffer[] = [];
  for (const f of fields) {
    parts.push(encodeVarint(BigInt(f.field) * 8n + BigInt(f.wire)));
    if (f.wire === 2) parts.push(encodeVarint(f.value.length));
    parts.push(f.value);
  }
  return Buffer.concat(parts);
}
