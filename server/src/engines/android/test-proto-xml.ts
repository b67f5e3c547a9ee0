import { ANDROID_NS } from './axml/model.js';
import { encodeProtoFields, encodeVarint, type RawProtoField } from './protobuf.js';
import { FRAMEWORK_ATTR_IDS } from './xml-node.js';

/** An element for {@link protoXml}: attributes in the android namespace unless the name has no resource id. */
export interface ProtoXmlElement {
  name: string;
  attrs?: Record<string, string | number | boolean>;
  children?: ProtoXmlElement[];
}

const bytes = (field: number, value: Buffer | string): RawProtoField => ({ field, wire: 2, value: Buffer.from(value) });
const varint = (field: number, value: number): RawProtoField => ({ field, wire: 0, value: encodeVarint(value) });

/**
 * Writes an aapt2 proto XML document (`XmlNode`) as a bundle's module manifest holds it, with
 * framework attributes compiled the way aapt2 compiles them (resource id, boolean and integer
 * primitives), so tests can build bundles no reference tool has to produce.
 */
export function protoXml(root: ProtoXmlElement): Buffer {
  return encodeProtoFields([bytes(1, element(root))]);
}

function element(el: ProtoXmlElement): Buffer {
  const fields: RawProtoField[] = [bytes(3, el.name)];
  for (const [name, value] of Object.entries(el.attrs ?? {})) fields.push(bytes(4, attribute(name, value)));
  for (const child of el.children ?? []) fields.push(bytes(5, encodeProtoFields([bytes(1, element(child))])));
  return encodeProtoFields(fields);
}

function attribute(name: string, value: string | number | boolean): Buffer {
  const id = FRAMEWORK_ATTR_IDS[name];
  const fields: RawProtoField[] = [];
  if (id !== undefined) fields.push(bytes(1, ANDROID_NS));
  fields.push(bytes(2, name), bytes(3, String(value)));
  if (id !== undefined) fields.push(varint(5, id));
  if (typeof value !== 'string') {
    // Item.prim (7) → Primitive.boolean_value (8) or int_decimal_value (6).
    const prim = typeof value === 'boolean' ? varint(8, value ? 1 : 0) : varint(6, value);
    fields.push(bytes(6, encodeProtoFields([bytes(7, encodeProtoFields([prim]))])));
  }
  return encodeProtoFields(fields);
}
