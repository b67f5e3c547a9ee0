import { EngineError } from '../errors.js';
import type { AttributeName, AttributeValue } from './axml/edit.js';
import { ANDROID_NS } from './axml/model.js';
import { androidAttribute, type ManifestValue } from './manifest-edit.js';
import { decodeProtoFields, encodeProtoFields, encodeVarint, readVarint, type RawProtoField } from './protobuf.js';
import { RES_TYPE } from './xml-node.js';

/**
 * The manifest edits hardening needs, on an Android App Bundle's manifest: aapt2's proto XML
 * (`Resources.proto` `XmlNode`, as in `base/manifest/AndroidManifest.xml`). The functions have
 * the names and meanings of their binary XML counterparts in `manifest-edit.ts`, so a pipeline
 * can call either. The document is kept as its protobuf fields in written order, unknown ones
 * included, so whatever an edit does not touch is written back byte for byte. Values are
 * written as aapt2 compiles them: a string as the attribute's text alone, a boolean or an
 * integer as its text plus a compiled `Item` holding the `Primitive`, a reference as an `Item`
 * holding the `Reference`. New attributes go after the element's others, as bundletool's
 * manifest editor adds them (aapt2 sorts them by resource id when it converts to binary XML).
 */

/** A protobuf message: its fields in written order; the XML structure's sub-messages decoded. */
export interface ProtoMessage {
  fields: ProtoMessageField[];
}

/** One field; when `message` is set it stands for the field's value (and `value` is stale). */
export interface ProtoMessageField extends RawProtoField {
  message?: ProtoMessage;
}

/** An editable proto XML manifest: the document's root `XmlNode`. */
export interface ProtoManifest {
  node: ProtoMessage;
}

// Field numbers of Resources.proto.
const NODE = { element: 1, text: 2, source: 3 } as const;
const ELEMENT = { namespaceDeclaration: 1, namespaceUri: 2, name: 3, attribute: 4, child: 5 } as const;
const NAMESPACE = { prefix: 1, uri: 2 } as const;
const ATTRIBUTE = { namespaceUri: 1, name: 2, value: 3, source: 4, resourceId: 5, compiledItem: 6 } as const;
const ITEM = { ref: 1, str: 2, rawStr: 3, styledStr: 4, file: 5, id: 6, prim: 7 } as const;
const REFERENCE = { type: 1, id: 2 } as const;
/** `Reference.Type.ATTRIBUTE` (REFERENCE is 0, the default). */
const REFERENCE_TYPE_ATTRIBUTE = 1;
const PRIMITIVE = {
  null: 1,
  empty: 2,
  float: 3,
  intDecimal: 6,
  intHexadecimal: 7,
  boolean: 8,
  colorArgb8: 9,
  colorRgb8: 10,
  colorArgb4: 11,
  colorRgb4: 12,
  dimension: 13,
  fraction: 14,
} as const;
const WIRE_VARINT = 0;
const WIRE_BYTES = 2;

/** Deeper elements are kept as undecoded bytes: written back as they are, never edited. */
const MAX_DEPTH = 256;

/** Reads a proto XML document; `android.manifest_malformed` when it is not valid protobuf. */
export function readProtoManifest(bytes: Buffer): ProtoManifest {
  try {
    return { node: readNode(bytes, 0) };
  } catch (err) {
    throw new EngineError('android.manifest_malformed', `proto XML: ${(err as Error).message}`);
  }
}

/** Encodes the document; an unedited one gives back the bytes it was read from. */
export function writeProtoManifest(doc: ProtoManifest): Buffer {
  return encodeMessage(doc.node);
}

function readNode(bytes: Buffer, depth: number): ProtoMessage {
  const node: ProtoMessage = { fields: decodeProtoFields(bytes) };
  for (const f of node.fields) if (f.field === NODE.element && f.wire === WIRE_BYTES) f.message = readElement(f.value, depth);
  return node;
}

function readElement(bytes: Buffer, depth: number): ProtoMessage {
  const el: ProtoMessage = { fields: decodeProtoFields(bytes) };
  for (const f of el.fields) {
    if (f.wire !== WIRE_BYTES) continue;
    if (f.field === ELEMENT.attribute) f.message = { fields: decodeProtoFields(f.value) };
    else if (f.field === ELEMENT.child && depth < MAX_DEPTH) f.message = readNode(f.value, depth + 1);
  }
  return el;
}

function encodeMessage(msg: ProtoMessage): Buffer {
  return encodeProtoFields(msg.fields.map((f) => (f.message ? { field: f.field, wire: f.wire, value: encodeMessage(f.message) } : f)));
}

// Singular fields: protobuf lets the last occurrence win.
function lastField(msg: ProtoMessage, field: number, wire: number): ProtoMessageField | undefined {
  for (let i = msg.fields.length - 1; i >= 0; i--) if (msg.fields[i].field === field && msg.fields[i].wire === wire) return msg.fields[i];
  return undefined;
}

function stringField(msg: ProtoMessage, field: number): string | undefined {
  return lastField(msg, field, WIRE_BYTES)?.value.toString('utf8');
}

function uint32Field(msg: ProtoMessage, field: number): number | undefined {
  const f = lastField(msg, field, WIRE_VARINT);
  return f && Number(BigInt.asUintN(32, readVarint(f.value)));
}

function subMessage(msg: ProtoMessage, field: number): ProtoMessage | undefined {
  const f = lastField(msg, field, WIRE_BYTES);
  return f && (f.message ?? { fields: decodeProtoFields(f.value) });
}

/** Where a new field goes: after every field with a number up to its own, as protobuf serializers order them. */
function insertionIndex(msg: ProtoMessage, field: number): number {
  for (let i = msg.fields.length - 1; i >= 0; i--) if (msg.fields[i].field <= field) return i + 1;
  return 0;
}

/** Sets a singular field: the first occurrence takes the value and any others go; absent, it is inserted in field order. */
function setField(msg: ProtoMessage, f: ProtoMessageField): void {
  const at = msg.fields.findIndex((x) => x.field === f.field);
  if (at < 0) {
    msg.fields.splice(insertionIndex(msg, f.field), 0, f);
    return;
  }
  msg.fields[at] = f;
  msg.fields = msg.fields.filter((x, i) => i <= at || x.field !== f.field);
}

function removeField(msg: ProtoMessage, field: number): void {
  msg.fields = msg.fields.filter((x) => x.field !== field);
}

const bytesField = (field: number, value: Buffer): ProtoMessageField => ({ field, wire: WIRE_BYTES, value });
const stringValue = (field: number, text: string): ProtoMessageField => bytesField(field, Buffer.from(text, 'utf8'));
const varintValue = (field: number, n: number | bigint): ProtoMessageField => ({ field, wire: WIRE_VARINT, value: encodeVarint(n) });
const messageValue = (field: number, fields: RawProtoField[]): ProtoMessageField => bytesField(field, encodeProtoFields(fields));

function elementOf(node: ProtoMessage): ProtoMessage | undefined {
  return lastField(node, NODE.element, WIRE_BYTES)?.message;
}

function elementName(el: ProtoMessage): string {
  return stringField(el, ELEMENT.name) ?? '';
}

function nodeLine(node: ProtoMessage): number {
  const source = subMessage(node, NODE.source);
  return (source && uint32Field(source, 1)) ?? 0;
}

/** The element children of an element, with their nodes and their places among its fields. */
function childElements(el: ProtoMessage): { node: ProtoMessage; element: ProtoMessage; name: string; index: number }[] {
  const out: { node: ProtoMessage; element: ProtoMessage; name: string; index: number }[] = [];
  el.fields.forEach((f, index) => {
    const element = f.field === ELEMENT.child && f.message ? elementOf(f.message) : undefined;
    if (f.message && element) out.push({ node: f.message, element, name: elementName(element), index });
  });
  return out;
}

function manifestNode(doc: ProtoManifest): { node: ProtoMessage; element: ProtoMessage } {
  const element = elementOf(doc.node);
  if (!element || elementName(element) !== 'manifest') throw new EngineError('android.manifest_malformed', 'the root element is not <manifest>');
  return { node: doc.node, element };
}

/** The attribute of an element with this name: by resource id when it has one (as Android matches), else by namespace and name. */
function findAttribute(el: ProtoMessage, name: AttributeName): ProtoMessage | undefined {
  for (const f of el.fields) {
    const a = f.field === ELEMENT.attribute ? f.message : undefined;
    if (!a) continue;
    const id = uint32Field(a, ATTRIBUTE.resourceId) ?? 0;
    if (
      name.resourceId
        ? id === name.resourceId
        : id === 0 && stringField(a, ATTRIBUTE.name) === name.name && (stringField(a, ATTRIBUTE.namespaceUri) ?? '') === (name.namespace ?? '')
    )
      return a;
  }
  return undefined;
}

const typed = (type: number, data: number, raw: string | undefined): ManifestValue => (raw === undefined ? { type, data } : { type, data, raw });

const PRIMITIVE_TYPES: Record<number, number> = {
  [PRIMITIVE.colorArgb8]: 0x1c,
  [PRIMITIVE.colorRgb8]: 0x1d,
  [PRIMITIVE.colorArgb4]: 0x1e,
  [PRIMITIVE.colorRgb4]: 0x1f,
  [PRIMITIVE.dimension]: RES_TYPE.DIMENSION,
  [PRIMITIVE.fraction]: RES_TYPE.FRACTION,
};

/** An attribute's value, decoded as `manifest-edit.ts` decodes binary XML's. */
function decodeValue(a: ProtoMessage): ManifestValue | undefined {
  // proto3 leaves an empty string out: an attribute without text or item has the value "".
  const raw = stringField(a, ATTRIBUTE.value);
  const item = subMessage(a, ATTRIBUTE.compiledItem);
  const kind = item?.fields.filter((f) => f.field >= ITEM.ref && f.field <= ITEM.prim).at(-1);
  if (!item || !kind) return raw ?? '';
  const inner = kind.wire === WIRE_BYTES ? { fields: decodeProtoFields(kind.value) } : undefined;
  switch (kind.field) {
    case ITEM.ref: {
      const type = inner && uint32Field(inner, REFERENCE.type) === REFERENCE_TYPE_ATTRIBUTE ? RES_TYPE.ATTRIBUTE : RES_TYPE.REFERENCE;
      return typed(type, (inner && uint32Field(inner, REFERENCE.id)) ?? 0, raw);
    }
    case ITEM.str:
    case ITEM.rawStr:
    case ITEM.styledStr:
      return (inner && stringField(inner, 1)) ?? '';
    case ITEM.prim: {
      const p = inner?.fields.at(-1);
      if (!p) return raw;
      const bits = p.wire === WIRE_VARINT ? readVarint(p.value) : p.value.length === 4 ? BigInt(p.value.readUInt32LE(0)) : 0n;
      const data = Number(BigInt.asUintN(32, bits));
      switch (p.field) {
        case PRIMITIVE.boolean:
          return bits !== 0n;
        case PRIMITIVE.intDecimal:
        case PRIMITIVE.intHexadecimal:
          return data | 0;
        case PRIMITIVE.float:
          return typed(RES_TYPE.FLOAT, data, raw);
        case PRIMITIVE.null:
        case PRIMITIVE.empty:
          return raw;
        default:
          return PRIMITIVE_TYPES[p.field] === undefined ? raw : typed(PRIMITIVE_TYPES[p.field], data, raw);
      }
    }
    default:
      return raw;
  }
}

function primitiveItem(field: number, n: number | bigint): Buffer {
  return encodeProtoFields([messageValue(ITEM.prim, [varintValue(field, n)])]);
}

/** The text and compiled item aapt2 writes for a value. */
function encodeValue(value: AttributeValue): { raw?: string; item?: Buffer } {
  if (typeof value === 'string') return { raw: value };
  if (typeof value === 'boolean') return { raw: String(value), item: primitiveItem(PRIMITIVE.boolean, value ? 1 : 0) };
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value < -0x80000000 || value > 0xffffffff) throw new RangeError(`${value} is not a 32-bit integer`);
    return { raw: String(value | 0), item: primitiveItem(PRIMITIVE.intDecimal, value | 0) };
  }
  switch (value.type) {
    case RES_TYPE.STRING:
      if (value.raw === undefined) throw new RangeError('a string value needs its text');
      return { raw: value.raw };
    case RES_TYPE.INT_BOOLEAN:
      return { raw: value.raw ?? String(value.data !== 0), item: primitiveItem(PRIMITIVE.boolean, value.data !== 0 ? 1 : 0) };
    case RES_TYPE.INT_DEC:
      return { raw: value.raw ?? String(value.data | 0), item: primitiveItem(PRIMITIVE.intDecimal, value.data | 0) };
    case RES_TYPE.INT_HEX:
      return { raw: value.raw ?? `0x${(value.data >>> 0).toString(16)}`, item: primitiveItem(PRIMITIVE.intHexadecimal, value.data >>> 0) };
    case RES_TYPE.REFERENCE:
    case RES_TYPE.ATTRIBUTE: {
      const ref = [...(value.type === RES_TYPE.ATTRIBUTE ? [varintValue(REFERENCE.type, REFERENCE_TYPE_ATTRIBUTE)] : []), varintValue(REFERENCE.id, value.data >>> 0)];
      return { raw: value.raw, item: encodeProtoFields([messageValue(ITEM.ref, ref)]) };
    }
    default:
      throw new RangeError(`value type 0x${value.type.toString(16)} is not written to proto XML`);
  }
}

/** Gives an attribute message a value's text and item (text left out when empty, as proto3 does). */
function applyValue(a: ProtoMessage, value: AttributeValue): void {
  const { raw, item } = encodeValue(value);
  if (raw) setField(a, stringValue(ATTRIBUTE.value, raw));
  else removeField(a, ATTRIBUTE.value);
  if (item) setField(a, bytesField(ATTRIBUTE.compiledItem, item));
  else removeField(a, ATTRIBUTE.compiledItem);
}

/** Sets an attribute of an element, replacing the value of the one Android would find, or adding it after the others. */
function setAttribute(el: ProtoMessage, name: AttributeName, value: AttributeValue): void {
  const existing = findAttribute(el, name);
  if (existing) {
    applyValue(existing, value);
    return;
  }
  const a: ProtoMessage = { fields: [] };
  if (name.namespace) a.fields.push(stringValue(ATTRIBUTE.namespaceUri, name.namespace));
  a.fields.push(stringValue(ATTRIBUTE.name, name.name));
  if (name.resourceId) a.fields.push(varintValue(ATTRIBUTE.resourceId, name.resourceId));
  applyValue(a, value);
  el.fields.splice(insertionIndex(el, ELEMENT.attribute), 0, { field: ELEMENT.attribute, wire: WIRE_BYTES, value: Buffer.alloc(0), message: a });
}

function removeAttribute(el: ProtoMessage, name: AttributeName): boolean {
  const existing = findAttribute(el, name);
  if (!existing) return false;
  el.fields = el.fields.filter((f) => f.message !== existing);
  return true;
}

/** Declares `xmlns:android` on the root element unless some declaration there binds its URI already. */
function declareAndroidNamespace(doc: ProtoManifest): void {
  const { element } = manifestNode(doc);
  const declared = element.fields.some((f) => {
    if (f.field !== ELEMENT.namespaceDeclaration || f.wire !== WIRE_BYTES) return false;
    return stringField({ fields: decodeProtoFields(f.value) }, NAMESPACE.uri) === ANDROID_NS;
  });
  if (declared) return;
  const ns = messageValue(ELEMENT.namespaceDeclaration, [stringValue(NAMESPACE.prefix, 'android'), stringValue(NAMESPACE.uri, ANDROID_NS)]);
  element.fields.splice(insertionIndex(element, ELEMENT.namespaceDeclaration), 0, ns);
}

function setAndroidAttribute(doc: ProtoManifest, el: ProtoMessage, name: string, value: AttributeValue): void {
  const attribute = androidAttribute(name);
  declareAndroidNamespace(doc);
  setAttribute(el, attribute, value);
}

/** A new element node, its source line set when there is one to give. */
function createElementNode(name: string, line: number): { node: ProtoMessage; element: ProtoMessage } {
  const element: ProtoMessage = { fields: [stringValue(ELEMENT.name, name)] };
  const node: ProtoMessage = { fields: [{ field: NODE.element, wire: WIRE_BYTES, value: Buffer.alloc(0), message: element }] };
  if (line > 0) node.fields.push(messageValue(NODE.source, [varintValue(1, line)]));
  return { node, element };
}

const childField = (node: ProtoMessage): ProtoMessageField => ({ field: ELEMENT.child, wire: WIRE_BYTES, value: Buffer.alloc(0), message: node });

/** The package name (`<manifest package>`). */
export function packageName(doc: ProtoManifest): string {
  const a = findAttribute(manifestNode(doc).element, { name: 'package', resourceId: 0 });
  return a ? String(decodeValue(a) ?? '') : '';
}

function applicationElement(doc: ProtoManifest, create: true): ProtoMessage;
function applicationElement(doc: ProtoManifest, create?: boolean): ProtoMessage | undefined;
function applicationElement(doc: ProtoManifest, create = false): ProtoMessage | undefined {
  const root = manifestNode(doc);
  const kids = childElements(root.element);
  const app = kids.find((k) => k.name === 'application');
  if (app || !create) return app?.element;
  const created = createElementNode('application', nodeLine(kids.at(-1)?.node ?? root.node));
  root.element.fields.splice(insertionIndex(root.element, ELEMENT.child), 0, childField(created.node));
  return created.element;
}

/** An attribute of `<application>`, or undefined when it or the element is absent. */
export function getApplicationAttribute(doc: ProtoManifest, name: string): ManifestValue | undefined {
  const app = applicationElement(doc);
  const a = app && findAttribute(app, androidAttribute(name));
  return a && decodeValue(a);
}

/** Sets an attribute of `<application>` (creating the element if needed). */
export function setApplicationAttribute(doc: ProtoManifest, name: string, value: AttributeValue): void {
  setAndroidAttribute(doc, applicationElement(doc, true), name, value);
}

/** Removes an attribute of `<application>`; answers whether it was there. */
export function removeApplicationAttribute(doc: ProtoManifest, name: string): boolean {
  const app = applicationElement(doc);
  return app ? removeAttribute(app, androidAttribute(name)) : false;
}

/** `android:name` of `<application>` (the Application class) as written, or undefined. */
export function getApplicationName(doc: ProtoManifest): string | undefined {
  const v = getApplicationAttribute(doc, 'name');
  return typeof v === 'string' ? v : undefined;
}

export function setApplicationName(doc: ProtoManifest, className: string): void {
  setApplicationAttribute(doc, 'name', className);
}

/** `android:appComponentFactory` of `<application>` as written, or undefined. */
export function getAppComponentFactory(doc: ProtoManifest): string | undefined {
  const v = getApplicationAttribute(doc, 'appComponentFactory');
  return typeof v === 'string' ? v : undefined;
}

export function setAppComponentFactory(doc: ProtoManifest, className: string): void {
  setApplicationAttribute(doc, 'appComponentFactory', className);
}

/** `android:debuggable`: set to a value, or removed with null (the platform default is false). */
export function setDebuggable(doc: ProtoManifest, value: boolean | null): void {
  if (value === null) removeApplicationAttribute(doc, 'debuggable');
  else setApplicationAttribute(doc, 'debuggable', value);
}

export function setAllowBackup(doc: ProtoManifest, value: boolean): void {
  setApplicationAttribute(doc, 'allowBackup', value);
}

export function setExtractNativeLibs(doc: ProtoManifest, value: boolean): void {
  setApplicationAttribute(doc, 'extractNativeLibs', value);
}

const PERMISSION_ELEMENTS = ['uses-permission', 'uses-permission-sdk-23', 'uses-permission-sdk-m'];

/** The permissions requested with `<uses-permission>` (and its `-sdk-23` form), in order. */
export function usesPermissions(doc: ProtoManifest): string[] {
  const nameId = androidAttribute('name');
  return childElements(manifestNode(doc).element)
    .filter((k) => PERMISSION_ELEMENTS.includes(k.name))
    .map((k) => {
      const a = findAttribute(k.element, nameId);
      return a && decodeValue(a);
    })
    .filter((n): n is string => typeof n === 'string');
}

/**
 * Adds `<uses-permission android:name>` after the last one (else before `<application>`, else
 * at the end); answers false, changing nothing, when the permission is requested already.
 */
export function addUsesPermission(doc: ProtoManifest, permission: string, options: { maxSdkVersion?: number } = {}): boolean {
  if (usesPermissions(doc).includes(permission)) return false;
  const root = manifestNode(doc);
  const kids = childElements(root.element);
  const last = kids.filter((k) => k.name === 'uses-permission').at(-1);
  const app = kids.find((k) => k.name === 'application');
  const at = last ? last.index + 1 : app ? app.index : insertionIndex(root.element, ELEMENT.child);
  const created = createElementNode('uses-permission', nodeLine((last ?? app ?? root).node));
  root.element.fields.splice(at, 0, childField(created.node));
  setAndroidAttribute(doc, created.element, 'name', permission);
  if (options.maxSdkVersion !== undefined) setAndroidAttribute(doc, created.element, 'maxSdkVersion', options.maxSdkVersion);
  return true;
}
