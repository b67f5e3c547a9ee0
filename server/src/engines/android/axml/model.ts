/**
 * An editable, lossless model of an Android binary XML file (AXML: AndroidManifest.xml and the
 * compiled XML under res/). It mirrors the file's chunks: the string pool, the resource-id map,
 * and a tree of namespace, element and text nodes with their line numbers and comments. Every
 * string is a pool index, as in the file, so an unedited model writes back byte for byte; the
 * helpers in `edit.ts` keep the indices consistent when strings are added.
 *
 * Android identifies an attribute by the resource id of its name: the name string's index `i`
 * has the id `resourceIds[i]` when `i < resourceIds.length`. So the attribute names that carry
 * an id must sit in the pool's first `resourceIds.length` entries, and no other string may.
 */

/** "No string" (a `ResStringPool_ref` of -1). */
export const NO_INDEX = 0xffffffff;

/** Chunk types of binary XML (`ResChunk_header.type`). */
export const AXML_CHUNK = {
  STRING_POOL: 0x0001,
  XML: 0x0003,
  START_NAMESPACE: 0x0100,
  END_NAMESPACE: 0x0101,
  START_ELEMENT: 0x0102,
  END_ELEMENT: 0x0103,
  CDATA: 0x0104,
  RESOURCE_MAP: 0x0180,
} as const;

/** The namespace URI of framework attributes (`android:`). */
export const ANDROID_NS = 'http://schemas.android.com/apk/res/android';

/** A span of a styled string (`ResStringPool_span`): a tag name (pool index) over a range of characters. */
export interface AxmlSpan {
  name: number;
  firstChar: number;
  lastChar: number;
}

export interface AxmlStringPool {
  /** `ResStringPool_header.flags` as read: `STRING_POOL_UTF8` selects UTF-8, else UTF-16. */
  flags: number;
  strings: string[];
  /** Spans of the styled strings: `styles[i]` belongs to `strings[i]` (styled strings come first). */
  styles: AxmlSpan[][];
}

/** A typed value (`Res_value`): one of `RES_TYPE` and its 32-bit data (a pool index for strings). */
export interface AxmlValue {
  type: number;
  data: number;
}

export interface AxmlAttribute {
  /** Pool index of the namespace URI, or NO_INDEX. */
  namespace: number;
  /** Pool index of the name; its resource id (if any) comes from the resource map. */
  name: number;
  /** Pool index of the value as written in the source, or NO_INDEX (aapt drops it for compiled values). */
  rawValue: number;
  value: AxmlValue;
}

/** Line number and comment of a node's closing chunk. */
export interface AxmlNodeEnd {
  line: number;
  comment: number;
}

export interface AxmlElement {
  kind: 'element';
  line: number;
  /** Pool index of the comment before the element, or NO_INDEX. */
  comment: number;
  namespace: number;
  name: number;
  attributes: AxmlAttribute[];
  /** 1-based positions in `attributes` of the `id`, `class` and `style` attributes, or 0. */
  idIndex: number;
  classIndex: number;
  styleIndex: number;
  children: AxmlNode[];
  end: AxmlNodeEnd;
}

/** A namespace declaration; the nodes inside it are its children. */
export interface AxmlNamespace {
  kind: 'namespace';
  line: number;
  comment: number;
  prefix: number;
  uri: number;
  children: AxmlNode[];
  end: AxmlNodeEnd;
}

/** Character data. */
export interface AxmlText {
  kind: 'text';
  line: number;
  comment: number;
  /** Pool index of the text. */
  data: number;
  value: AxmlValue;
}

/** A chunk of a type binary XML does not define, kept as it is (Android skips such chunks). */
export interface AxmlRawChunk {
  kind: 'chunk';
  type: number;
  /** The whole chunk, header included. */
  bytes: Buffer;
}

export type AxmlNode = AxmlElement | AxmlNamespace | AxmlText | AxmlRawChunk;

export interface AxmlModel {
  pool: AxmlStringPool;
  /** The XML_RESOURCE_MAP: resource id of each of the first strings; null when the file has none. */
  resourceIds: number[] | null;
  nodes: AxmlNode[];
  /** Bytes after the XML chunk's declared end, kept so that an unedited file writes back identical. */
  trailing: Buffer;
}

/** The string at a pool index, or undefined for NO_INDEX. */
export function poolString(doc: AxmlModel, index: number): string | undefined {
  return index === NO_INDEX ? undefined : doc.pool.strings[index];
}

/** The resource id of an attribute's name, or 0 when it has none. */
export function attributeResourceId(doc: AxmlModel, attribute: AxmlAttribute): number {
  const ids = doc.resourceIds;
  return ids && attribute.name < ids.length ? ids[attribute.name] : 0;
}

/** The local name of an element (the file may write a prefix into it, as in `android:uses-permission`). */
export function elementName(doc: AxmlModel, el: AxmlElement): string {
  const name = doc.pool.strings[el.name] ?? '';
  const i = name.lastIndexOf(':');
  return i >= 0 ? name.slice(i + 1) : name;
}

/** Every element, depth first in document order. */
export function* axmlElements(nodes: AxmlNode[]): Generator<AxmlElement> {
  const stack: AxmlNode[][] = [nodes];
  const pos: number[] = [0];
  while (stack.length) {
    const top = stack.length - 1;
    const list = stack[top];
    if (pos[top] >= list.length) {
      stack.pop();
      pos.pop();
      continue;
    }
    const node = list[pos[top]++];
    if (node.kind === 'element') yield node;
    if (node.kind === 'element' || node.kind === 'namespace') {
      stack.push(node.children);
      pos.push(0);
    }
  }
}

/** The first element of the document (the `<manifest>` of a manifest). */
export function rootElement(doc: AxmlModel): AxmlElement | undefined {
  for (const el of axmlElements(doc.nodes)) return el;
  return undefined;
}
