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
