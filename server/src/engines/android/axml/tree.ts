import { createElement, declareNamespace, setAttribute } from './edit.js';
import { ANDROID_NS, type AxmlElement, type AxmlModel } from './model.js';
import { writeAxmlDocument } from './write.js';
import { STRING_POOL_UTF8 } from '../string-pool.js';
import { FRAMEWORK_ATTR_IDS } from '../xml-node.js';

/** An element for {@link binaryXml}: attributes in the android namespace unless the name has no resource id. */
export interface AxmlTreeElement {
  name: string;
  attrs?: Record<string, string | number | boolean>;
  children?: AxmlTreeElement[];
}

/**
 * Writes a binary XML document (a manifest, or compiled XML under res/) from a tree, with the
 * android namespace declared and framework attributes compiled as aapt compiles them (resource
 * id, booleans and integers typed); attributes without a framework id keep their string value,
 * as aapt keeps those of res/xml files such as a network security config.
 */
export function binaryXml(root: AxmlTreeElement): Buffer {
  const doc: AxmlModel = { pool: { flags: STRING_POOL_UTF8, strings: [], styles: [] }, resourceIds: null, nodes: [], trailing: Buffer.alloc(0) };
  let line = 1;
  // Each element joins the tree before its attributes are set: adding an attribute name to the
  // resource prefix re-indexes the strings of every node in the tree.
  const build = (tree: AxmlTreeElement, parent?: AxmlElement): void => {
    const el = createElement(doc, tree.name, line++);
    if (parent) parent.children.push(el);
    else {
      doc.nodes.push(el);
      declareNamespace(doc, 'android', ANDROID_NS);
    }
    for (const [name, value] of Object.entries(tree.attrs ?? {})) {
      const resourceId = FRAMEWORK_ATTR_IDS[name];
      if (resourceId === undefined) setAttribute(doc, el, { name, resourceId: 0 }, String(value));
      else setAttribute(doc, el, { namespace: ANDROID_NS, name, resourceId }, value);
    }
    for (const child of tree.children ?? []) build(child, el);
    el.end.line = line++;
  };
  build(root);
  return writeAxmlDocument(doc);
}
