import { EngineError } from '../errors.js';
import { AXML_CHUNK, NO_INDEX } from './axml/model.js';
import { StringPool } from './string-pool.js';
import { FRAMEWORK_ATTRS, RES_TYPE, type XmlAttribute, type XmlElement } from './xml-node.js';

const MAX_DEPTH = 512;
const MAX_ELEMENTS = 200_000;

/** A decoded binary XML document plus the irregularities met while reading it. */
export interface AxmlDocument {
  root: XmlElement;
  /** Structural tricks (bad header sizes, lying counts, odd attribute strides …). */
  anomalies: string[];
}

/**
 * Decodes Android binary XML (AXML) the way the platform's `ResXMLTree` does: chunk by chunk,
 * attributes identified by the resource map rather than by name or namespace, and tolerant of
 * malformed string pools, header sizes and attribute strides that malware uses to break tools.
 * Throws `android.manifest_malformed` only when no element can be recovered. (Files to rewrite
 * are read strictly and losslessly by `readAxmlDocument` in `axml/read.ts` instead.)
 */
export function parseAxml(buf: Buffer): AxmlDocument {
  const anomalies: string[] = [];
  if (buf.length < 8) throw new EngineError('android.manifest_malformed', 'binary XML too short');
  const fileType = buf.readUInt16LE(0);
  if (fileType !== AXML_CHUNK.XML) anomalies.push(`unexpected XML chunk type 0x${fileType.toString(16)}`);
  let headerSize = buf.readUInt16LE(2);
  if (headerSize !== 8) {
    anomalies.push(`XML header size ${headerSize} (expected 8)`);
    headerSize = 8;
  }
  const declaredSize = buf.readUInt32LE(4);
  if (declaredSize !== buf.length) anomalies.push(`XML size ${declaredSize} differs from file size ${buf.length}`);

  let pool: StringPool | undefined;
  let resourceIds: number[] = [];
  const top: XmlElement = { name: '#document', namespace: '', attributes: [], children: [], line: 0 };
  const stack: XmlElement[] = [top];
  let elements = 0;
  let p = headerSize;
  while (p + 8 <= buf.length) {
    const type = buf.readUInt16LE(p);
    const chunkHeader = buf.readUInt16LE(p + 2);
    const size = buf.readUInt32LE(p + 4);
    if (size < 8 || p + size > buf.length) {
      anomalies.push(`chunk 0x${type.toString(16)} at ${p} has invalid size ${size}`);
      break;
    }
    try {
      if (type === AXML_CHUNK.STRING_POOL && !pool) {
        pool = new StringPool(buf, p);
      } else if (type === AXML_CHUNK.RESOURCE_MAP) {
        const n = Math.floor((size - chunkHeader) / 4);
        resourceIds = [];
        for (let i = 0; i < n; i++) resourceIds.push(buf.readUInt32LE(p + chunkHeader + i * 4));
      } else if (type === AXML_CHUNK.START_ELEMENT) {
        if (++elements > MAX_ELEMENTS) throw new EngineError('android.manifest_malformed', 'too many elements');
        const el = readStartElement(buf, p, chunkHeader, size, pool, resourceIds, anomalies);
        stack[stack.length - 1].children.push(el);
        if (stack.length < MAX_DEPTH) stack.push(el);
      } else if (type === AXML_CHUNK.END_ELEMENT) {
        if (stack.length > 1) stack.pop();
      }
    } catch (err) {
      if (err instanceof EngineError) throw err;
      anomalies.push(`chunk 0x${type.toString(16)} at ${p} unreadable`);
    }
    p += size;
  }
  const root = top.children[0];
  if (!root) throw new EngineError('android.manifest_malformed', 'no element found in binary XML');
  if (top.children.length > 1) anomalies.push('more than one root element');
  return { root, anomalies };
}

function readStartElement(buf: Buffer, p: number, chunkHeader: number, size: number, pool: StringPool | undefined, resourceIds: number[], anomalies: string[]): XmlElement {
  const str = (i: number): string => (pool && i !== NO_INDEX ? pool.get(i) : '');
  const line = buf.readUInt32LE(p + 8);
  // The element extension follows the chunk header; some packers inflate the header size.
  const ext = p + (chunkHeader >= 16 && chunkHeader < size ? chunkHeader : 16);
  if (chunkHeader !== 16) anomalies.push(`element header size ${chunkHeader} at ${p}`);
  const ns = str(buf.readUInt32LE(ext));
  const name = str(buf.readUInt32LE(ext + 4));
  const attrStart = buf.readUInt16LE(ext + 8);
  let attrSize = buf.readUInt16LE(ext + 10);
  const attrCount = buf.readUInt16LE(ext + 12);
  if (attrSize !== 20) {
    anomalies.push(`attribute size ${attrSize} on <${name}>`);
    if (attrSize < 20) attrSize = 20;
  }
  const attributes: XmlAttribute[] = [];
  const end = p + size;
  for (let i = 0; i < attrCount; i++) {
    const a = ext + attrStart + i * attrSize;
    if (a + 20 > end) {
      anomalies.push(`attribute count ${attrCount} overruns <${name}>`);
      break;
    }
    const nameIdx = buf.readUInt32LE(a + 4);
    const rawIdx = buf.readUInt32LE(a + 8);
    const type = buf[a + 15];
    const data = buf.readUInt32LE(a + 16);
    const resourceId = nameIdx < resourceIds.length ? resourceIds[nameIdx] : 0;
    const known = FRAMEWORK_ATTRS[resourceId];
    const rawName = str(nameIdx);
    let raw: string | undefined = rawIdx !== NO_INDEX ? str(rawIdx) : undefined;
    if (type === RES_TYPE.STRING && raw === undefined) raw = str(data);
    attributes.push({
      name: known ?? (resourceId >>> 24 === 0x01 ? `attr_0x${resourceId.toString(16)}` : rawName),
      namespace: str(buf.readUInt32LE(a)),
      resourceId,
      raw,
      type,
      data,
    });
  }
  return { name: localName(name), namespace: ns, attributes, children: [], line };
}

function localName(name: string): string {
  const i = name.lastIndexOf(':');
  return i >= 0 ? name.slice(i + 1) : name;
}
