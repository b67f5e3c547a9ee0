import { EngineError } from '../../errors.js';
import { readPoolString, STRING_POOL_HEADER_SIZE, STRING_POOL_UTF8 } from '../string-pool.js';
import {
  AXML_CHUNK,
  NO_INDEX,
  type AxmlElement,
  type AxmlModel,
  type AxmlNamespace,
  type AxmlNode,
  type AxmlSpan,
  type AxmlStringPool,
  type AxmlText,
  type AxmlValue,
} from './model.js';
import { encodeEndElement, encodeNamespace, encodeResourceMap, encodeStartElement, encodeStringPool, encodeText, rememberOriginal } from './write.js';

const MAX_DEPTH = 512;
const SPAN_END = 0xffffffff;

function malformed(detail: string): never {
  throw new EngineError('android.manifest_malformed', detail);
}

/** A chunk's header, checked to lie inside `[p, limit)`. */
export interface ChunkHeader {
  type: number;
  headerSize: number;
  size: number;
}

/**
 * Reads the `ResChunk_header` at `p` and checks it: at least 8 bytes, a header size that fits
 * in the chunk, and a chunk that fits before `limit`. Throws `android.manifest_malformed`.
 */
export function readChunkHeader(buf: Buffer, p: number, limit: number): ChunkHeader {
  if (p + 8 > limit) malformed(`truncated chunk header at ${p}`);
  const type = buf.readUInt16LE(p);
  const headerSize = buf.readUInt16LE(p + 2);
  const size = buf.readUInt32LE(p + 4);
  if (headerSize < 8 || size < headerSize || p + size > limit) malformed(`chunk 0x${type.toString(16)} at ${p} has header size ${headerSize} and size ${size}`);
  return { type, headerSize, size };
}

/**
 * Reads a binary XML file into the lossless model, strictly: the layout Android's `ResXMLTree`
 * accepts (string pool first, then the optional resource map, then properly nested namespace,
 * element and text nodes), every size within its chunk, every string index within the pool.
 * Anything else raises `android.manifest_malformed`; this reader is for files we rewrite, the
 * tolerant analysis reader is `parseAxml`. Chunk types binary XML does not define are kept as
 * they are, and non-standard but readable layouts (larger headers, padding, shared string data)
 * are remembered so that an unedited document writes back byte for byte.
 */
export function readAxmlDocument(input: Uint8Array): AxmlModel {
  const buf = Buffer.isBuffer(input) ? input : Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  const file = readChunkHeader(buf, 0, buf.length);
  if (file.type !== AXML_CHUNK.XML) malformed(`not binary XML (chunk type 0x${file.type.toString(16)})`);
  if (file.headerSize !== 8) malformed(`XML header size ${file.headerSize}`);
  const end = file.size;
  let p = file.headerSize;

  const poolHeader = readChunkHeader(buf, p, end);
  if (poolHeader.type !== AXML_CHUNK.STRING_POOL) malformed('binary XML without a string pool first');
  const pool = readStringPool(buf, p, poolHeader);
  rememberOriginal(pool, buf.subarray(p, p + poolHeader.size), encodeStringPool(pool));
  p += poolHeader.size;
  const count = pool.strings.length;

  let resourceIds: number[] | null = null;
  if (p < end) {
    const h = readChunkHeader(buf, p, end);
    if (h.type === AXML_CHUNK.RESOURCE_MAP) {
      const n = Math.floor((h.size - h.headerSize) / 4);
      if (n > count) malformed(`resource map of ${n} ids for ${count} strings`);
      resourceIds = [];
      for (let i = 0; i < n; i++) resourceIds.push(buf.readUInt32LE(p + h.headerSize + i * 4));
      rememberOriginal(resourceIds, buf.subarray(p, p + h.size), encodeResourceMap(resourceIds));
      p += h.size;
    }
  }

  const str = (index: number, what: string, optional = true): number => {
    if (index === NO_INDEX ? !optional : index >= count) malformed(`${what} refers to string ${index}, the pool has ${count}`);
    return index;
  };
  const value = (at: number, what: string): AxmlValue => {
    const v = { type: buf[at + 3], data: buf.readUInt32LE(at + 4) };
    if (v.type === 0x03) str(v.data, what, false);
    return v;
  };
  for (const style of pool.styles) for (const span of style) str(span.name, 'a style span', false);

  const nodes: AxmlNode[] = [];
  const stack: (AxmlElement | AxmlNamespace)[] = [];
  const childrenOf = (): AxmlNode[] => (stack.length ? stack[stack.length - 1].children : nodes);
  while (p < end) {
    const h = readChunkHeader(buf, p, end);
    const chunk = buf.subarray(p, p + h.size);
    const isNode = h.type >= AXML_CHUNK.START_NAMESPACE && h.type <= AXML_CHUNK.CDATA;
    if (isNode && h.headerSize < 16) malformed(`node header size ${h.headerSize} at ${p}`);
    const line = isNode ? buf.readUInt32LE(p + 8) : 0;
    const comment = isNode ? str(buf.readUInt32LE(p + 12), 'a comment') : NO_INDEX;
    const ext = p + h.headerSize;
    const need = (bytes: number): void => {
      if (ext + bytes > p + h.size) malformed(`chunk 0x${h.type.toString(16)} at ${p} too small for its content`);
    };
    switch (h.type) {
      case AXML_CHUNK.START_NAMESPACE: {
        need(8);
        if (stack.length >= MAX_DEPTH) malformed('binary XML nested too deep');
        const ns: AxmlNamespace = {
          kind: 'namespace',
          line,
          comment,
          prefix: str(buf.readUInt32LE(ext), 'a namespace prefix'),
          uri: str(buf.readUInt32LE(ext + 4), 'a namespace URI'),
          children: [],
          end: { line: 0, comment: NO_INDEX },
        };
        rememberOriginal(ns, chunk, encodeNamespace(ns, h.type, line, comment));
        childrenOf().push(ns);
        stack.push(ns);
        break;
      }
      case AXML_CHUNK.END_NAMESPACE: {
        need(8);
        const ns = stack.pop();
        if (ns?.kind !== 'namespace') malformed(`namespace end at ${p} does not close a namespace`);
        ns.end = { line, comment };
        rememberOriginal(ns.end, chunk, encodeNamespace(ns, h.type, line, comment));
        break;
      }
      case AXML_CHUNK.START_ELEMENT: {
        need(20);
        if (stack.length >= MAX_DEPTH) malformed('binary XML nested too deep');
        const attrStart = buf.readUInt16LE(ext + 8);
        const attrSize = buf.readUInt16LE(ext + 10);
        const attrCount = buf.readUInt16LE(ext + 12);
        if (attrCount > 0 && (attrSize < 20 || ext + attrStart + attrCount * attrSize > p + h.size)) malformed(`attributes overrun the element at ${p}`);
        const el: AxmlElement = {
          kind: 'element',
          line,
          comment,
          namespace: str(buf.readUInt32LE(ext), 'an element namespace'),
          name: str(buf.readUInt32LE(ext + 4), 'an element name', false),
          attributes: [],
          idIndex: buf.readUInt16LE(ext + 14),
          classIndex: buf.readUInt16LE(ext + 16),
          styleIndex: buf.readUInt16LE(ext + 18),
          children: [],
          end: { line: 0, comment: NO_INDEX },
        };
        for (let i = 0; i < attrCount; i++) {
          const a = ext + attrStart + i * attrSize;
          el.attributes.push({
            namespace: str(buf.readUInt32LE(a), 'an attribute namespace'),
            name: str(buf.readUInt32LE(a + 4), 'an attribute name', false),
            rawValue: str(buf.readUInt32LE(a + 8), 'an attribute value'),
            value: value(a + 12, 'an attribute value'),
          });
        }
        rememberOriginal(el, chunk, encodeStartElement(el));
        childrenOf().push(el);
        stack.push(el);
        break;
      }
      case AXML_CHUNK.END_ELEMENT: {
        need(8);
        const el = stack.pop();
        if (el?.kind !== 'element') malformed(`element end at ${p} does not close an element`);
        el.end = { line, comment };
        rememberOriginal(el.end, chunk, encodeEndElement(el));
        break;
      }
      case AXML_CHUNK.CDATA: {
        need(12);
        const text: AxmlText = { kind: 'text', line, comment, data: str(buf.readUInt32LE(ext), 'text', false), value: value(ext + 4, 'a text value') };
        rememberOriginal(text, chunk, encodeText(text));
        childrenOf().push(text);
        break;
      }
      case AXML_CHUNK.STRING_POOL:
      case AXML_CHUNK.RESOURCE_MAP:
        malformed(`chunk 0x${h.type.toString(16)} at ${p} out of place`);
        break;
      default:
        childrenOf().push({ kind: 'chunk', type: h.type, bytes: Buffer.from(chunk) });
    }
    p += h.size;
  }
  if (stack.length) malformed('binary XML ends inside an element');
  if (!nodes.some((n) => n.kind !== 'chunk')) malformed('binary XML without any node');
  return { pool, resourceIds, nodes, trailing: Buffer.from(buf.subarray(end)) };
}

/** Reads a `ResStringPool` chunk strictly: every offset and string inside the chunk. */
export function readStringPool(buf: Buffer, p: number, h: ChunkHeader): AxmlStringPool {
  if (h.headerSize < STRING_POOL_HEADER_SIZE) malformed(`string pool header size ${h.headerSize}`);
  const end = p + h.size;
  const stringCount = buf.readUInt32LE(p + 8);
  const styleCount = buf.readUInt32LE(p + 12);
  const flags = buf.readUInt32LE(p + 16);
  const stringsStart = buf.readUInt32LE(p + 20);
  const stylesStart = buf.readUInt32LE(p + 24);
  const offsets = p + h.headerSize;
  if (stringCount + styleCount > (end - offsets) / 4) malformed(`string pool counts ${stringCount}+${styleCount} overrun the chunk`);
  if (styleCount > stringCount) malformed(`${styleCount} styles for ${stringCount} strings`);
  const utf8 = (flags & STRING_POOL_UTF8) !== 0;
  const strings: string[] = [];
  if (stringCount) {
    const dataStart = p + stringsStart;
    const dataEnd = styleCount && stylesStart > stringsStart ? Math.min(end, p + stylesStart) : end;
    if (stringsStart < offsets - p + 4 * (stringCount + styleCount) || dataStart > dataEnd) malformed(`string data start ${stringsStart} out of range`);
    // Strings may share their data; a budget keeps lying offsets from costing quadratic time.
    let budget = 16 * (dataEnd - dataStart) + 65_536;
    for (let i = 0; i < stringCount; i++) {
      const s = readPoolString(buf, dataStart + buf.readUInt32LE(offsets + i * 4), dataEnd, utf8);
      if (s.overrun) malformed(`string ${i} overruns the string pool`);
      budget -= s.text.length + 1;
      if (budget < 0) malformed('string pool data shared beyond reason');
      strings.push(s.text);
    }
  }
  const styles: AxmlSpan[][] = [];
  if (styleCount) {
    const base = p + stylesStart;
    if (stylesStart < offsets - p + 4 * (stringCount + styleCount) || base >= end) malformed(`style data start ${stylesStart} out of range`);
    let budget = (end - base) / 4 + styleCount;
    for (let i = 0; i < styleCount; i++) {
      let at = base + buf.readUInt32LE(offsets + (stringCount + i) * 4);
      const spans: AxmlSpan[] = [];
      for (;;) {
        if (at + 4 > end) malformed(`style ${i} overruns the string pool`);
        const name = buf.readUInt32LE(at);
        if (--budget < 0) malformed('style data shared beyond reason');
        if (name === SPAN_END) break;
        if (at + 12 > end) malformed(`style ${i} overruns the string pool`);
        spans.push({ name, firstChar: buf.readUInt32LE(at + 4), lastChar: buf.readUInt32LE(at + 8) });
        at += 12;
      }
      styles.push(spans);
    }
  }
  return { flags, strings, styles };
}
