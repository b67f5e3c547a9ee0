/** Typed value kinds of Android's `Res_value` (shared by AXML, resources.arsc and proto XML). */
export const RES_TYPE = {
  NULL: 0x00,
  REFERENCE: 0x01,
  ATTRIBUTE: 0x02,
  STRING: 0x03,
  FLOAT: 0x04,
  DIMENSION: 0x05,
  FRACTION: 0x06,
  INT_DEC: 0x10,
  INT_HEX: 0x11,
  INT_BOOLEAN: 0x12,
} as const;

/** An attribute as Android sees it: identified by its resource id when it has one. */
export interface XmlAttribute {
  /** Canonical name: the framework attribute name when the resource id is known, else the raw name. */
  name: string;
  namespace: string;
  resourceId: number;
  /** The raw string value, when the attribute carries one. */
  raw?: string;
  type: number;
  data: number;
}

/** One element of a decoded binary or proto XML document. */
export interface XmlElement {
  name: string;
  namespace: string;
  attributes: XmlAttribute[];
  children: XmlElement[];
  line: number;
}

/**
 * Framework attribute resource ids used by the manifest checks. Android resolves attributes by
 * these ids, not by their names or namespaces, so a manifest that renames or re-namespaces an
 * attribute string still means the same thing to the installer and must mean the same here.
 * Checked against the platform's framework-res.apk (`aapt dump resources`).
 */
export const FRAMEWORK_ATTRS: Record<number, string> = {
  0x01010000: 'theme',
  0x01010001: 'label',
  0x01010002: 'icon',
  0x01010003: 'name',
  0x01010005: 'allowClearUserData',
  0x01010006: 'permission',
  0x01010007: 'readPermission',
  0x01010008: 'writePermission',
  0x01010009: 'protectionLevel',
  0x0101000b: 'sharedUserId',
  0x0101000c: 'hasCode',
  0x0101000d: 'persistent',
  0x0101000e: 'enabled',
  0x0101000f: 'debuggable',
  0x01010010: 'exported',
  0x01010011: 'process',
  0x01010012: 'taskAffinity',
  0x01010018: 'authorities',
  0x0101001b: 'grantUriPermissions',
  0x0101001c: 'priority',
  0x0101001d: 'launchMode',
  0x01010020: 'description',
  0x01010024: 'value',
  0x01010025: 'resource',
  0x01010026: 'mimeType',
  0x01010027: 'scheme',
  0x01010028: 'host',
  0x01010029: 'port',
  0x0101002a: 'path',
  0x0101002b: 'pathPrefix',
  0x0101002c: 'pathPattern',
  0x01010204: 'allowTaskReparenting',
  0x0101020c: 'minSdkVersion',
  0x0101021b: 'versionCode',
  0x0101021c: 'versionName',
  0x01010270: 'targetSdkVersion',
  0x01010271: 'maxSdkVersion',
  0x01010272: 'testOnly',
  0x0101027f: 'backupAgent',
  0x01010280: 'allowBackup',
  0x0101028e: 'required',
  0x010102b7: 'installLocation',
  0x010102d3: 'hardwareAccelerated',
  0x0101035a: 'largeHeap',
  0x010103a9: 'isolatedProcess',
  0x010103af: 'supportsRtl',
  0x01010473: 'fullBackupOnly',
  0x0101048e: 'multiArch',
  0x010104ea: 'extractNativeLibs',
  0x010104eb: 'fullBackupContent',
  0x010104ec: 'usesCleartextTraffic',
  0x010104ee: 'autoVerify',
  0x01010505: 'directBootAware',
  0x01010527: 'networkSecurityConfig',
  0x0101052c: 'roundIcon',
  0x01010572: 'compileSdkVersion',
  0x01010573: 'compileSdkVersionCodename',
  0x0101057a: 'appComponentFactory',
  0x0101058e: 'usesNonSdkApi',
  0x0101059d: 'zygotePreloadName',
  0x0101059e: 'useEmbeddedDex',
  0x01010603: 'requestLegacyExternalStorage',
};

/** Framework attribute resource ids by name (the inverse of FRAMEWORK_ATTRS). */
export const FRAMEWORK_ATTR_IDS: Readonly<Record<string, number>> = Object.fromEntries(Object.entries(FRAMEWORK_ATTRS).map(([id, name]) => [name, Number(id)]));

/** First attribute matching a canonical name (resource id aware), optionally in a namespace. */
export function attr(el: XmlElement, name: string): XmlAttribute | undefined {
  return el.attributes.find((a) => a.name === name);
}

/** Attribute value as a string: the raw string, or the typed data rendered as aapt does. */
export function attrString(el: XmlElement, name: string): string | undefined {
  const a = attr(el, name);
  if (!a) return undefined;
  if (a.raw !== undefined && (a.type === RES_TYPE.STRING || a.type === RES_TYPE.NULL)) return a.raw;
  if (a.type === RES_TYPE.INT_DEC || a.type === RES_TYPE.INT_HEX) return String(a.data | 0);
  if (a.type === RES_TYPE.INT_BOOLEAN) return a.data !== 0 ? 'true' : 'false';
  return a.raw;
}

/** Boolean attribute value, or undefined when absent or not a boolean. */
export function attrBool(el: XmlElement, name: string): boolean | undefined {
  const a = attr(el, name);
  if (!a) return undefined;
  if (a.type === RES_TYPE.INT_BOOLEAN || a.type === RES_TYPE.INT_DEC || a.type === RES_TYPE.INT_HEX) return a.data !== 0;
  if (a.raw === 'true') return true;
  if (a.raw === 'false') return false;
  return undefined;
}

/** Element children with a given local name (namespace ignored, as aapt does). */
export function childrenNamed(el: XmlElement, name: string): XmlElement[] {
  return el.children.filter((c) => c.name === name);
}

/** Depth-first walk over every element. */
export function* walkElements(root: XmlElement): Generator<XmlElement> {
  const stack = [root];
  while (stack.length) {
    const el = stack.pop()!;
    yield el;
    for (let i = el.children.length - 1; i >= 0; i--) stack.push(el.children[i]);
  }
}
