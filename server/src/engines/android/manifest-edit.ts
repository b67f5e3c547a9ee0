import { createElement, declareNamespace, findAttribute, removeAttribute, setAttribute, type AttributeName, type AttributeValue } from './axml/edit.js';
import { ANDROID_NS, elementName, NO_INDEX, rootElement, type AxmlElement, type AxmlModel, type AxmlNode } from './axml/model.js';
import { EngineError } from '../errors.js';
import { FRAMEWORK_ATTR_IDS, RES_TYPE } from './xml-node.js';

/**
 * The manifest edits hardening needs, on the binary XML model (`axml/model.ts`): application
 * attributes, `<meta-data>`, `<uses-permission>` and component attributes. Attributes are
 * `android:` framework attributes named without prefix (`'debuggable'`), typed as aapt types
 * them: booleans as TYPE_INT_BOOLEAN, strings as TYPE_STRING with their raw value.
 */

/** A decoded attribute value: strings, booleans and integers as such, anything else typed. */
export type ManifestValue = string | boolean | number | { type: number; data: number; raw?: string };

/** The component elements that `findComponent` looks through. */
export const COMPONENT_ELEMENTS = ['activity', 'activity-alias', 'service', 'receiver', 'provider'] as const;

/** An `android:` framework attribute by name; throws for a name without a known resource id. */
export function androidAttribute(name: string): AttributeName {
  const resourceId = FRAMEWORK_ATTR_IDS[name];
  if (!resourceId) throw new RangeError(`android:${name} is not a known framework attribute`);
  return { namespace: ANDROID_NS, name, resourceId };
}

/** The `<manifest>` element; `android.manifest_malformed` when the document has another root. */
export function manifestElement(doc: AxmlModel): AxmlElement {
  const root = rootElement(doc);
  if (!root || elementName(doc, root) !== 'manifest') throw new EngineError('android.manifest_malformed', 'the root element is not <manifest>');
  return root;
}

/** The package name (`<manifest package>`). */
export function packageName(doc: AxmlModel): string {
  const root = manifestElement(doc);
  const a = findAttribute(doc, root, { name: 'package', resourceId: 0 });
  return a ? String(decodeValue(doc, a) ?? '') : '';
}

function childrenNamed(doc: AxmlModel, el: AxmlElement, name: string): AxmlElement[] {
  return el.children.filter((c): c is AxmlElement => c.kind === 'element' && elementName(doc, c) === name);
}

/** The `<application>` element, created (empty, after the manifest's other children) when `create` and absent. */
export function applicationElement(doc: AxmlModel, create: true): AxmlElement;
export function applicationElement(doc: AxmlModel, create?: boolean): AxmlElement | undefined;
export function applicationElement(doc: AxmlModel, create = false): AxmlElement | undefined {
  const root = manifestElement(doc);
  const app = childrenNamed(doc, root, 'application')[0];
  if (app || !create) return app;
  const created = createElement(doc, 'application', root.end.line);
  root.children.push(created);
  return created;
}

function decodeValue(doc: AxmlModel, a: { rawValue: number; value: { type: number; data: number } }): ManifestValue | undefined {
  const raw = a.rawValue === NO_INDEX ? undefined : doc.pool.strings[a.rawValue];
  switch (a.value.type) {
    case RES_TYPE.STRING:
      return doc.pool.strings[a.value.data];
    case RES_TYPE.INT_BOOLEAN:
      return a.value.data !== 0;
    case RES_TYPE.INT_DEC:
    case RES_TYPE.INT_HEX:
      return a.value.data | 0;
    case RES_TYPE.NULL:
      return raw;
    default:
      return raw === undefined ? { type: a.value.type, data: a.value.data } : { type: a.value.type, data: a.value.data, raw };
  }
}

/** An `android:` attribute's value on an element, or undefined when absent. */
export function getAttribute(doc: AxmlModel, el: AxmlElement, name: string): ManifestValue | undefined {
  const a = findAttribute(doc, el, androidAttribute(name));
  return a && decodeValue(doc, a);
}

/** Sets an `android:` attribute on an element (declaring the android namespace if the file lacks it). */
export function setAndroidAttribute(doc: AxmlModel, el: AxmlElement, name: string, value: AttributeValue): void {
  declareNamespace(doc, 'android', ANDROID_NS);
  setAttribute(doc, el, androidAttribute(name), value);
}

/** An attribute of `<application>`, or undefined when it or the element is absent. */
export function getApplicationAttribute(doc: AxmlModel, name: string): ManifestValue | undefined {
  const app = applicationElement(doc);
  return app && getAttribute(doc, app, name);
}

/** Sets an attribute of `<application>` (creating the element if needed). */
export function setApplicationAttribute(doc: AxmlModel, name: string, value: AttributeValue): void {
  setAndroidAttribute(doc, applicationElement(doc, true), name, value);
}

/** Removes an attribute of `<application>`; answers whether it was there. */
export function removeApplicationAttribute(doc: AxmlModel, name: string): boolean {
  const app = applicationElement(doc);
  return app ? removeAttribute(doc, app, androidAttribute(name)) : false;
}

/** `android:name` of `<application>` (the Application class) as written, or undefined. */
export function getApplicationName(doc: AxmlModel): string | undefined {
  const v = getApplicationAttribute(doc, 'name');
  return typeof v === 'string' ? v : undefined;
}

export function setApplicationName(doc: AxmlModel, className: string): void {
  setApplicationAttribute(doc, 'name', className);
}

/** `android:appComponentFactory` of `<application>` as written, or undefined. */
export function getAppComponentFactory(doc: AxmlModel): string | undefined {
  const v = getApplicationAttribute(doc, 'appComponentFactory');
  return typeof v === 'string' ? v : undefined;
}

export function setAppComponentFactory(doc: AxmlModel, className: string): void {
  setApplicationAttribute(doc, 'appComponentFactory', className);
}

/** `android:debuggable`: set to a value, or removed with null (the platform default is false). */
export function setDebuggable(doc: AxmlModel, value: boolean | null): void {
  if (value === null) removeApplicationAttribute(doc, 'debuggable');
  else setApplicationAttribute(doc, 'debuggable', value);
}

export function setAllowBackup(doc: AxmlModel, value: boolean): void {
  setApplicationAttribute(doc, 'allowBackup', value);
}

export function setExtractNativeLibs(doc: AxmlModel, value: boolean): void {
  setApplicationAttribute(doc, 'extractNativeLibs', value);
}

/** The `<meta-data>` under `<application>` with this `android:name`. */
export function findMetaData(doc: AxmlModel, name: string): AxmlElement | undefined {
  const app = applicationElement(doc);
  return app && childrenNamed(doc, app, 'meta-data').find((m) => getAttribute(doc, m, 'name') === name);
}

/** The value (`android:value`, else `android:resource`) of a `<meta-data>` under `<application>`. */
export function getMetaData(doc: AxmlModel, name: string): ManifestValue | undefined {
  const m = findMetaData(doc, name);
  return m && (getAttribute(doc, m, 'value') ?? getAttribute(doc, m, 'resource'));
}

/**
 * Adds `<meta-data android:name android:value>` as the last child of `<application>`, or replaces
 * the value of the one with that name. With `resource`, the value goes into `android:resource`
 * as a reference (resource id) instead, and any `android:value` is removed (and vice versa).
 */
export function setMetaData(doc: AxmlModel, name: string, value: AttributeValue, options: { resource?: boolean } = {}): AxmlElement {
  const app = applicationElement(doc, true);
  let m = findMetaData(doc, name);
  if (!m) {
    m = createElement(doc, 'meta-data', app.end.line || app.line);
    app.children.push(m);
    setAndroidAttribute(doc, m, 'name', name);
  }
  if (options.resource) {
    if (typeof value !== 'number') throw new RangeError('a meta-data resource is a resource id');
    removeAttribute(doc, m, androidAttribute('value'));
    setAndroidAttribute(doc, m, 'resource', { type: RES_TYPE.REFERENCE, data: value });
  } else {
    removeAttribute(doc, m, androidAttribute('resource'));
    setAndroidAttribute(doc, m, 'value', value);
  }
  return m;
}

/** The permissions requested with `<uses-permission>` (and its `-sdk-23` form), in order. */
export function usesPermissions(doc: AxmlModel): string[] {
  const root = manifestElement(doc);
  return root.children
    .filter((c): c is AxmlElement => c.kind === 'element' && ['uses-permission', 'uses-permission-sdk-23', 'uses-permission-sdk-m'].includes(elementName(doc, c)))
    .map((c) => getAttribute(doc, c, 'name'))
    .filter((n): n is string => typeof n === 'string');
}

/**
 * Adds `<uses-permission android:name>` after the last one (else before `<application>`, else
 * at the end); answers false, changing nothing, when the permission is requested already.
 */
export function addUsesPermission(doc: AxmlModel, permission: string, options: { maxSdkVersion?: number } = {}): boolean {
  if (usesPermissions(doc).includes(permission)) return false;
  const root = manifestElement(doc);
  const kids = root.children;
  let at = -1;
  for (let i = 0; i < kids.length; i++) {
    const k = kids[i];
    if (k.kind === 'element' && elementName(doc, k) === 'uses-permission') at = i + 1;
  }
  if (at < 0) {
    at = kids.findIndex((k) => k.kind === 'element' && elementName(doc, k) === 'application');
    if (at < 0) at = kids.length;
  }
  const before = kids[at - 1] as AxmlNode | undefined;
  const after = kids[at] as AxmlNode | undefined;
  const line = before?.kind === 'element' ? before.end.line : after?.kind === 'element' ? after.line : root.line;
  const el = createElement(doc, 'uses-permission', line);
  kids.splice(at, 0, el);
  setAndroidAttribute(doc, el, 'name', permission);
  if (options.maxSdkVersion !== undefined) setAndroidAttribute(doc, el, 'maxSdkVersion', options.maxSdkVersion);
  return true;
}

/** A class name as the platform reads it from the manifest: `.Foo` and `Foo` are in the package. */
export function resolveClassName(pkg: string, name: string): string {
  if (name.startsWith('.')) return pkg + name;
  return name.includes('.') ? name : `${pkg}.${name}`;
}

/**
 * The component (activity, activity-alias, service, receiver, provider under `<application>`)
 * with this class name, written in full or relative to the package.
 */
export function findComponent(doc: AxmlModel, className: string): AxmlElement | undefined {
  const app = applicationElement(doc);
  if (!app) return undefined;
  const pkg = packageName(doc);
  const wanted = resolveClassName(pkg, className);
  return app.children.find((c): c is AxmlElement => {
    if (c.kind !== 'element' || !(COMPONENT_ELEMENTS as readonly string[]).includes(elementName(doc, c))) return false;
    const name = getAttribute(doc, c, 'name');
    return typeof name === 'string' && resolveClassName(pkg, name) === wanted;
  });
}

/** Sets (or with null removes) an attribute of a component found by class name; answers false when there is no such component. */
export function setComponentAttribute(doc: AxmlModel, className: string, name: string, value: AttributeValue | null): boolean {
  const c = findComponent(doc, className);
  if (!c) return false;
  if (value === null) removeAttribute(doc, c, androidAttribute(name));
  else setAndroidAttribute(doc, c, name, value);
  return true;
}
