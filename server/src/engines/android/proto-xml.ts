import { EngineError } from '../errors.js';
import { decodeProto, protoMessage, protoNumber, protoString, type ProtoField } from './protobuf.js';
import { FRAMEWORK_ATTRS, RES_TYPE, type XmlAttribute, type XmlElement } from './xml-node.js';

const MAX_DEPTH = 256;

/**
 * Decodes an aapt2 proto XML document (`Resources.proto` `XmlNode`), as found in an Android App
 * Bundle's `base/manifest/AndroidManifest.xml`, into the same tree the AXML reader produces.
 * Compiled attribute values (references, ints, booleans) are mapped onto `Res_value` types.
 */
export function parseProtoXml(buf: Buffer): XmlElement {
  try {
    const node = decodeProto(buf);
    const el = protoMessage(node, 1);
    if (!el) throw new Error('no root element');
    return readElement(el, 0);
  } catch (err) {
    throw new EngineError('android.manifest_malformed', `proto XML: ${(err as Error).message}`);
  }
}

function readElement(fields: ProtoField[], depth: number): XmlElement {
  const el: XmlElement = {
    name: protoString(fields, 3) ?? '',
    namespace: protoString(fields, 2) ?? '',
    attributes: [],
    children: [],
    line: 0,
  };
  for (const f of fields) {
    if (f.field === 4 && f.bytes) el.attributes.push(readAttribute(decodeProto(f.bytes)));
    else if (f.field === 5 && f.bytes && depth < MAX_DEPTH) {
      const child = decodeProto(f.bytes);
      const childEl = protoMessage(child, 1);
      if (childEl) {
        const c = readElement(childEl, depth + 1);
        const src = protoMessage(child, 3);
        c.line = (src && protoNumber(src, 1)) ?? 0;
        el.children.push(c);
      }
    }
  }
  return el;
}

function readAttribute(fields: ProtoField[]): XmlAttribute {
  const resourceId = protoNumber(fields, 5) ?? 0;
  const raw = protoString(fields, 3);
  const rawName = protoString(fields, 2) ?? '';
  let type: number = raw !== undefined ? RES_TYPE.STRING : RES_TYPE.NULL;
  let data = 0;
  const item = protoMessage(fields, 6);
  if (item) {
    const ref = protoMessage(item, 1);
    const prim = protoMessage(item, 7);
    if (ref) {
      type = RES_TYPE.REFERENCE;
      data = protoNumber(ref, 2) ?? 0;
    } else if (prim) {
      const p = prim[0];
      if (p) {
        data = (p.varint ?? 0) >>> 0;
        type = p.field === 8 ? RES_TYPE.INT_BOOLEAN : p.field === 6 ? RES_TYPE.INT_DEC : p.field === 7 ? RES_TYPE.INT_HEX : p.field === 3 ? RES_TYPE.FLOAT : RES_TYPE.INT_DEC;
      }
    }
  }
  return {
    name: FRAMEWORK_ATTRS[resourceId] ?? rawName,
    namespace: protoString(fields, 1) ?? '',
    resourceId,
    raw,
    type,
    data,
  };
}
