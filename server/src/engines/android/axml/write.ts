import { encodePoolString, STRING_POOL_HEADER_SIZE, STRING_POOL_UTF8 } from '../string-pool.js';
import {
  AXML_CHUNK,
  NO_INDEX,
  type AxmlAttribute,
  type AxmlElement,
  type AxmlModel,
  type AxmlNamespace,
  type AxmlNode,
  type AxmlStringPool,
  type AxmlText,
  type AxmlValue,
} from './model.js';

const NODE_HEADER_SIZE = 16;
const ATTRIBUTE_SIZE = 20;
const SPAN_END = 0xffffffff;

/**
 * The bytes a chunk had in the file it was read from, when they differ from what the writer
 * would make of the same model node (a non-standard header size, padding, shared string data …),
 * with the writer's own encoding of the node at read time. While the node encodes to the same
 * bytes it is unedited and its original bytes are written; once edited it is written afresh.
 * Kept aside (keyed by node) so that the model stays plain data.
 */
const originals = new WeakMap<object, { raw: Buffer; canonical: Buffer }>();

/** Records a chunk's original bytes (the reader calls this; a no-op when they are canonical). */
export function rememberOriginal(node: object, raw: Buffer, canonical: Buffer): void {
  if (!raw.equals(canonical)) originals.set(node, { raw: Buffer.from(raw), canonical });
}

function emit(node: object, canonical: Buffer): Buffer {
  const original = originals.get(node);
  return original && original.canonical.equals(canonical) ? original.raw : canonical;
}

/**
 * Writes a binary XML file. An unedited model read by `readAxmlDocument` gives back the bytes it
 * was read from; edited parts are written the way aapt writes them. Throws a RangeError when the
 * model refers to a string the pool does not have.
 */
export function writeAxmlDocument(doc: AxmlModel): Buffer {
  const parts: Buffer[] = [emit(doc.pool, encodeStringPool(doc.pool))];
  if (doc.resourceIds) parts.push(emit(doc.resourceIds, encodeResourceMap(doc.resourceIds)));
  const count = doc.pool.strings.length;
  const check = (index: number, what: string, optional = true): void => {
    if (index === NO_INDEX ? !optional : index >= count || index < 0) throw new RangeError(`${what} refers to string ${index}, the pool has ${count}`);
  };
  const visit = (nodes: AxmlNode[]): void => {
    for (const node of nodes) {
      if (node.kind === 'chunk') {
        parts.push(node.bytes);
      } else if (node.kind === 'text') {
        check(node.comment, 'a comment');
        check(node.data, 'text', false);
        checkValue(node.value, check);
        parts.push(emit(node, encodeText(node)));
      } else if (node.kind === 'namespace') {
        check(node.comment, 'a comment');
        check(node.end.comment, 'a comment');
        check(node.prefix, 'a namespace prefix');
        check(node.uri, 'a namespace URI');
        parts.push(emit(node, encodeNamespace(node, AXML_CHUNK.START_NAMESPACE, node.line, node.comment)));
        visit(node.children);
        parts.push(emit(node.end, encodeNamespace(node, AXML_CHUNK.END_NAMESPACE, node.end.line, node.end.comment)));
      } else {
        check(node.comment, 'a comment');
        check(node.end.comment, 'a comment');
        check(node.namespace, 'an element namespace');
        check(node.name, 'an element name', false);
        for (const a of node.attributes) {
          check(a.namespace, 'an attribute namespace');
          check(a.name, 'an attribute name', false);
          check(a.rawValue, 'an attribute value');
          checkValue(a.value, check);
        }
        parts.push(emit(node, encodeStartElement(node)));
        visit(node.children);
        parts.push(emit(node.end, encodeEndElement(node)));
      }
    }
  };
  for (const style of doc.pool.styles) for (const span of style) check(span.name, 'a style span', false);
  visit(doc.nodes);
  const header = Buffer.alloc(8);
  const size = 8 + parts.reduce((n, b) => n + b.length, 0);
  header.writeUInt16LE(AXML_CHUNK.XML, 0);
  header.writeUInt16LE(8, 2);
  header.writeUInt32LE(size, 4);
  return Buffer.concat([header, ...parts, doc.trailing]);
}

function checkValue(value: AxmlValue, check: (index: number, what: string, optional?: boolean) => void): void {
  // A string value's data is a pool index (RES_TYPE.STRING).
  if (value.type === 0x03) check(value.data, 'a string value', false);
}

/** `ResStringPool` as aapt lays it out: offsets, then each string once, in order, then the styles. */
export function encodeStringPool(pool: AxmlStringPool): Buffer {
  const utf8 = (pool.flags & STRING_POOL_UTF8) !== 0;
  const strings = pool.strings.map((s) => encodePoolString(s, utf8));
  let stringBytes = strings.reduce((n, b) => n + b.length, 0);
  const stringPad = (4 - (stringBytes % 4)) % 4;
  stringBytes += stringPad;
  const styles = pool.styles.map((spans) => {
    const b = Buffer.alloc(spans.length * 12 + 4);
    spans.forEach((s, i) => {
      b.writeUInt32LE(s.name >>> 0, i * 12);
      b.writeUInt32LE(s.firstChar >>> 0, i * 12 + 4);
      b.writeUInt32LE(s.lastChar >>> 0, i * 12 + 8);
    });
    b.writeUInt32LE(SPAN_END, spans.length * 12);
    return b;
  });
  const styleBytes = styles.length ? styles.reduce((n, b) => n + b.length, 0) + 8 : 0;
  const stringsStart = STRING_POOL_HEADER_SIZE + 4 * (strings.length + styles.length);
  const size = stringsStart + stringBytes + styleBytes;
  const out = Buffer.alloc(size);
  out.writeUInt16LE(AXML_CHUNK.STRING_POOL, 0);
  out.writeUInt16LE(STRING_POOL_HEADER_SIZE, 2);
  out.writeUInt32LE(size, 4);
  out.writeUInt32LE(strings.length, 8);
  out.writeUInt32LE(styles.length, 12);
  out.writeUInt32LE(pool.flags >>> 0, 16);
  out.writeUInt32LE(strings.length ? stringsStart : 0, 20);
  out.writeUInt32LE(styles.length ? stringsStart + stringBytes : 0, 24);
  let at = 0;
  strings.forEach((b, i) => {
    out.writeUInt32LE(at, STRING_POOL_HEADER_SIZE + i * 4);
    b.copy(out, stringsStart + at);
    at += b.length;
  });
  at = 0;
  const stylesStart = stringsStart + stringBytes;
  styles.forEach((b, i) => {
    out.writeUInt32LE(at, STRING_POOL_HEADER_SIZE + (strings.length + i) * 4);
    b.copy(out, stylesStart + at);
    at += b.length;
  });
  if (styles.length) {
    out.writeUInt32LE(SPAN_END, stylesStart + at);
    out.writeUInt32LE(SPAN_END, stylesStart + at + 4);
  }
  return out;
}

export function encodeResourceMap(ids: number[]): Buffer {
  const out = Buffer.alloc(8 + ids.length * 4);
  out.writeUInt16LE(AXML_CHUNK.RESOURCE_MAP, 0);
  out.writeUInt16LE(8, 2);
  out.writeUInt32LE(out.length, 4);
  ids.forEach((id, i) => out.writeUInt32LE(id >>> 0, 8 + i * 4));
  return out;
}

function nodeHeader(type: number, size: number, line: number, comment: number): Buffer {
  const out = Buffer.alloc(size);
  out.writeUInt16LE(type, 0);
  out.writeUInt16LE(NODE_HEADER_SIZE, 2);
  out.writeUInt32LE(size, 4);
  out.writeUInt32LE(line >>> 0, 8);
  out.writeUInt32LE(comment >>> 0, 12);
  return out;
}

function writeValue(out: Buffer, at: number, value: AxmlValue): void {
  out.writeUInt16LE(8, at);
  out[at + 2] = 0;
  out[at + 3] = value.type;
  out.writeUInt32LE(value.data >>> 0, at + 4);
}

export function encodeNamespace(ns: AxmlNamespace, type: number, line: number, comment: number): Buffer {
  const out = nodeHeader(type, NODE_HEADER_SIZE + 8, line, comment);
  out.writeUInt32LE(ns.prefix >>> 0, 16);
  out.writeUInt32LE(ns.uri >>> 0, 20);
  return out;
}

export function encodeStartElement(el: AxmlElement): Buffer {
  const out = nodeHeader(AXML_CHUNK.START_ELEMENT, NODE_HEADER_SIZE + 20 + el.attributes.length * ATTRIBUTE_SIZE, el.line, el.comment);
  if (el.attributes.length > 0xffff) throw new RangeError('more than 65,535 attributes on one element');
  out.writeUInt32LE(el.namespace >>> 0, 16);
  out.writeUInt32LE(el.name >>> 0, 20);
  out.writeUInt16LE(20, 24);
  out.writeUInt16LE(ATTRIBUTE_SIZE, 26);
  out.writeUInt16LE(el.attributes.length, 28);
  out.writeUInt16LE(el.idIndex, 30);
  out.writeUInt16LE(el.classIndex, 32);
  out.writeUInt16LE(el.styleIndex, 34);
  el.attributes.forEach((a: AxmlAttribute, i) => {
    const at = 36 + i * ATTRIBUTE_SIZE;
    out.writeUInt32LE(a.namespace >>> 0, at);
    out.writeUInt32LE(a.name >>> 0, at + 4);
    out.writeUInt32LE(a.rawValue >>> 0, at + 8);
    writeValue(out, at + 12, a.value);
  });
  return out;
}

export function encodeEndElement(el: AxmlElement): Buffer {
  const out = nodeHeader(AXML_CHUNK.END_ELEMENT, NODE_HEADER_SIZE + 8, el.end.line, el.end.comment);
  out.writeUInt32LE(el.namespace >>> 0, 16);
  out.writeUInt32LE(el.name >>> 0, 20);
  return out;
}

export function encodeText(text: AxmlText): Buffer {
  const out = nodeHeader(AXML_CHUNK.CDATA, NODE_HEADER_SIZE + 12, text.line, text.comment);
  out.writeUInt32LE(text.data >>> 0, 16);
  writeValue(out, 20, text.value);
  return out;
}
