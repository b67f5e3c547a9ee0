import { STRING_POOL_SORTED } from '../string-pool.js';
import { RES_TYPE } from '../xml-node.js';
import { attributeResourceId, axmlElements, NO_INDEX, type AxmlAttribute, type AxmlElement, type AxmlModel, type AxmlNamespace, type AxmlNode, type AxmlValue } from './model.js';

/**
 * Edits on the binary XML model that keep it consistent: strings added to the pool with every
 * reference re-indexed, attribute names with a resource id kept in the pool's resource-mapped
 * prefix, attributes kept in resource-id order (Android's attribute lookup walks them in that
 * order), and the id/class/style positions of an element kept pointing at the same attributes.
 */

/** A value to give an attribute: a string, a boolean, an integer, or a typed value (with its raw text). */
export type AttributeValue = string | boolean | number | { type: number; data: number; raw?: string };

/** An attribute's name: namespace URI (or none), local name and framework resource id (or 0). */
export interface AttributeName {
  namespace?: string;
  name: string;
  resourceId: number;
}

/** Applies `map` to every string index of the document (NO_INDEX stays). */
export function remapStrings(doc: AxmlModel, map: (index: number) => number): void {
  const m = (i: number): number => (i === NO_INDEX ? i : map(i));
  const value = (v: AxmlValue): void => {
    if (v.type === RES_TYPE.STRING) v.data = m(v.data);
  };
  for (const style of doc.pool.styles) for (const span of style) span.name = m(span.name);
  const visit = (nodes: AxmlNode[]): void => {
    for (const node of nodes) {
      if (node.kind === 'chunk') continue;
      node.comment = m(node.comment);
      if (node.kind === 'text') {
        node.data = m(node.data);
        value(node.value);
        continue;
      }
      node.end.comment = m(node.end.comment);
      if (node.kind === 'namespace') {
        node.prefix = m(node.prefix);
        node.uri = m(node.uri);
      } else {
        node.namespace = m(node.namespace);
        node.name = m(node.name);
        for (const a of node.attributes) {
          a.namespace = m(a.namespace);
          a.name = m(a.name);
          a.rawValue = m(a.rawValue);
          value(a.value);
        }
      }
      visit(node.children);
    }
  };
  visit(doc.nodes);
}

/** Inserts a string at `position`, shifting every reference to the strings after it. */
export function insertString(doc: AxmlModel, position: number, text: string): void {
  const { pool } = doc;
  if (position < 0 || position > pool.strings.length) throw new RangeError(`no string position ${position}`);
  remapStrings(doc, (i) => (i >= position ? i + 1 : i));
  pool.strings.splice(position, 0, text);
  if (position < pool.styles.length) pool.styles.splice(position, 0, []);
  // Only aapt's own sorted pools carry the flag; an inserted string may break the order.
  pool.flags &= ~STRING_POOL_SORTED;
}

/**
 * The index of a string that is not an attribute name with a resource id (element names, values,
 * attribute names without an id, namespace URIs …): an existing unstyled one past the resource
 * prefix, or a new one at the end of the pool.
 */
export function internString(doc: AxmlModel, text: string): number {
  const { strings, styles } = doc.pool;
  const from = doc.resourceIds?.length ?? 0;
  for (let i = from; i < strings.length; i++) if (strings[i] === text && !(styles[i]?.length > 0)) return i;
  strings.push(text);
  return strings.length - 1;
}

/**
 * The index of an attribute name with a framework resource id: an entry of the resource prefix
 * with that name and id, or a new one inserted into the prefix (at its id's place when the
 * prefix is in id order, as recent aapt writes it, else at its end), with the map grown to match.
 */
export function attributeNameString(doc: AxmlModel, name: string, resourceId: number): number {
  if (!resourceId) return internString(doc, name);
  const ids = (doc.resourceIds ??= []);
  for (let i = 0; i < ids.length; i++) if (ids[i] === resourceId && doc.pool.strings[i] === name) return i;
  const sorted = ids.every((id, i) => i === 0 || ids[i - 1] <= id);
  let at = ids.length;
  if (sorted) {
    at = ids.findIndex((id) => id > resourceId);
    if (at < 0) at = ids.length;
  }
  insertString(doc, at, name);
  ids.splice(at, 0, resourceId);
  return at;
}

/** The attribute of `el` with this name: by resource id when it has one (as Android matches), else by namespace and name. */
export function findAttribute(doc: AxmlModel, el: AxmlElement, name: AttributeName): AxmlAttribute | undefined {
  if (name.resourceId) return el.attributes.find((a) => attributeResourceId(doc, a) === name.resourceId);
  const { strings } = doc.pool;
  return el.attributes.find(
    (a) => attributeResourceId(doc, a) === 0 && strings[a.name] === name.name && (a.namespace === NO_INDEX ? undefined : strings[a.namespace]) === name.namespace,
  );
}

/** The raw string and typed value an attribute gets for a value. */
export function encodeAttributeValue(doc: AxmlModel, value: AttributeValue): { rawValue: number; value: AxmlValue } {
  if (typeof value === 'string') {
    const i = internString(doc, value);
    return { rawValue: i, value: { type: RES_TYPE.STRING, data: i } };
  }
  if (typeof value === 'boolean') return { rawValue: NO_INDEX, value: { type: RES_TYPE.INT_BOOLEAN, data: value ? 0xffffffff : 0 } };
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value < -0x80000000 || value > 0xffffffff) throw new RangeError(`${value} is not a 32-bit integer`);
    return { rawValue: NO_INDEX, value: { type: RES_TYPE.INT_DEC, data: value >>> 0 } };
  }
  const raw = value.raw === undefined ? NO_INDEX : internString(doc, value.raw);
  return { rawValue: raw, value: { type: value.type, data: value.type === RES_TYPE.STRING ? raw : value.data >>> 0 } };
}

/**
 * Sets an attribute of `el`, replacing its value when the element has it (found as Android finds
 * it) or inserting it where aapt would: attributes with a resource id in id order, before those
 * without one. Answers the attribute.
 */
export function setAttribute(doc: AxmlModel, el: AxmlElement, name: AttributeName, value: AttributeValue): AxmlAttribute {
  if (typeof value === 'object' && value.type === RES_TYPE.STRING && value.raw === undefined) throw new RangeError('a string value needs its text');
  const existing = findAttribute(doc, el, name);
  if (existing) {
    Object.assign(existing, encodeAttributeValue(doc, value));
    return existing;
  }
  // Add the name first: inserting it into the resource prefix re-indexes the strings.
  const nameIndex = attributeNameString(doc, name.name, name.resourceId);
  const ns = name.namespace === undefined ? NO_INDEX : namespaceIndex(doc, name.namespace);
  const attribute: AxmlAttribute = { namespace: ns, name: nameIndex, ...encodeAttributeValue(doc, value) };
  let at = el.attributes.findIndex((a) => {
    const id = attributeResourceId(doc, a);
    return name.resourceId ? id === 0 || id > name.resourceId : false;
  });
  if (at < 0) at = el.attributes.length;
  el.attributes.splice(at, 0, attribute);
  for (const key of ['idIndex', 'classIndex', 'styleIndex'] as const) if (el[key] > at) el[key]++;
  return attribute;
}

/** Removes an attribute of `el` (found as Android finds it); answers whether there was one. */
export function removeAttribute(doc: AxmlModel, el: AxmlElement, name: AttributeName): boolean {
  const existing = findAttribute(doc, el, name);
  if (!existing) return false;
  const at = el.attributes.indexOf(existing);
  el.attributes.splice(at, 1);
  for (const key of ['idIndex', 'classIndex', 'styleIndex'] as const) {
    if (el[key] === at + 1) el[key] = 0;
    else if (el[key] > at + 1) el[key]--;
  }
  return true;
}

/** A new, empty element (no namespace), its start and end on `line`. */
export function createElement(doc: AxmlModel, name: string, line: number): AxmlElement {
  return {
    kind: 'element',
    line,
    comment: NO_INDEX,
    namespace: NO_INDEX,
    name: internString(doc, name),
    attributes: [],
    idIndex: 0,
    classIndex: 0,
    styleIndex: 0,
    children: [],
    end: { line, comment: NO_INDEX },
  };
}

/**
 * The string index of a namespace URI, declared (`xmlns:prefix`) around the whole document
 * unless a top-level declaration of it exists already.
 */
export function declareNamespace(doc: AxmlModel, prefix: string, uri: string): number {
  for (const node of doc.nodes) if (node.kind === 'namespace' && doc.pool.strings[node.uri] === uri) return node.uri;
  const first = doc.nodes.find((n): n is AxmlElement | AxmlNamespace => n.kind === 'element' || n.kind === 'namespace');
  const line = first ? first.line : 0;
  const ns: AxmlNamespace = {
    kind: 'namespace',
    line,
    comment: NO_INDEX,
    prefix: internString(doc, prefix),
    uri: internString(doc, uri),
    children: doc.nodes,
    end: { line, comment: NO_INDEX },
  };
  doc.nodes = [ns];
  return ns.uri;
}

/** The string index of a namespace URI: the one a namespace declaration uses, else any unstyled copy or a new string. */
export function namespaceIndex(doc: AxmlModel, uri: string): number {
  const stack: AxmlNode[][] = [doc.nodes];
  while (stack.length) {
    for (const node of stack.pop()!) {
      if (node.kind !== 'namespace') continue;
      if (doc.pool.strings[node.uri] === uri) return node.uri;
      stack.push(node.children);
    }
  }
  return internString(doc, uri);
}

/** The element whose children list holds `el`, or undefined for a top-level element. */
export function parentOf(doc: AxmlModel, el: AxmlElement): AxmlElement | undefined {
  for (const p of axmlElements(doc.nodes)) if (p.children.includes(el)) return p;
  return undefined;
}
