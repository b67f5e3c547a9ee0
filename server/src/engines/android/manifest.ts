import { protectionLevelName, type PermissionLevel } from './android-permissions.js';
import { resValueToString, type ResourceTable } from './arsc.js';
import { attr, attrBool, attrString, childrenNamed, RES_TYPE, type XmlElement } from './xml-node.js';

/** An activity, activity-alias, service, receiver or provider. */
export interface AndroidComponent {
  type: 'activity' | 'activity-alias' | 'service' | 'receiver' | 'provider';
  name: string;
  /** Effective exported state (explicit, or implied by intent filters / provider defaults). */
  exported: boolean;
  /** True when `android:exported` is written explicitly. */
  exportedExplicit: boolean;
  permission?: string;
  readPermission?: string;
  writePermission?: string;
  grantUriPermissions?: boolean;
  taskAffinity?: string;
  launchMode?: number;
  allowTaskReparenting?: boolean;
  actions: string[];
  categories: string[];
  schemes: string[];
  line: number;
}

/** The facts of an Android manifest that the scan needs. */
export interface AndroidManifestInfo {
  packageName: string;
  versionCode: number | null;
  versionName: string | null;
  minSdk: number | string;
  /** Effective target SDK: the declared one, or minSdk when none is declared (as Android assumes). */
  targetSdk: number | string;
  /** False when the manifest declares no targetSdkVersion. */
  targetSdkDeclared: boolean;
  /** `uses-permission` and `uses-permission-sdk-23`, in order, unique. */
  usesPermissions: string[];
  /** Permissions this package defines, with their protection level. */
  declaredPermissions: { name: string; level: PermissionLevel; line: number }[];
  application: {
    label: string | null;
    icon: string | null;
    debuggable: boolean;
    /** Android's default is true when absent. */
    allowBackup: boolean;
    allowBackupExplicit: boolean;
    testOnly: boolean;
    /** Explicit `usesCleartextTraffic`, or undefined for the platform default. */
    usesCleartextTraffic?: boolean;
    /** Path of the network security config XML (resolved through resources.arsc). */
    networkSecurityConfig?: string;
    taskAffinity?: string;
    name?: string;
  };
  components: AndroidComponent[];
}

const COMPONENT_TYPES = new Set(['activity', 'activity-alias', 'service', 'receiver', 'provider']);

/** Renders an attribute through the resource table when it is a reference. */
function resolvedString(el: XmlElement, name: string, res?: ResourceTable): string | undefined {
  const a = attr(el, name);
  if (!a) return undefined;
  if (a.type === RES_TYPE.REFERENCE && res) return resValueToString(res.resolve(a.data)) ?? a.raw;
  return attrString(el, name);
}

function sdkValue(el: XmlElement | undefined, name: string, res?: ResourceTable): number | string | undefined {
  if (!el) return undefined;
  const a = attr(el, name);
  if (!a) return undefined;
  const s = resolvedString(el, name, res);
  if (s === undefined) return undefined;
  return /^-?\d+$/.test(s) ? Number(s) : s;
}

/**
 * Extracts manifest facts from a decoded manifest tree (binary or proto XML). Element names are
 * matched without namespace, as `aapt` does; attributes by framework resource id. A feature
 * module's manifest passes the base's SDK levels as `inherited`, used where it declares none.
 */
export function readManifest(root: XmlElement, res?: ResourceTable, inherited?: { minSdk: number | string; targetSdk: number | string }): AndroidManifestInfo {
  const usesSdk = root.children.find((c) => c.name === 'uses-sdk');
  const minSdk = sdkValue(usesSdk, 'minSdkVersion', res) ?? inherited?.minSdk ?? 1;
  const declaredTarget = sdkValue(usesSdk, 'targetSdkVersion', res);
  const targetSdk = declaredTarget ?? inherited?.targetSdk ?? minSdk;
  const usesPermissions: string[] = [];
  for (const c of root.children) {
    if (c.name !== 'uses-permission' && c.name !== 'uses-permission-sdk-23' && c.name !== 'uses-permission-sdk-m') continue;
    const n = attrString(c, 'name');
    if (n && !usesPermissions.includes(n)) usesPermissions.push(n);
  }
  const declaredPermissions = childrenNamed(root, 'permission').flatMap((p) => {
    const name = attrString(p, 'name');
    if (!name) return [];
    const pl = attr(p, 'protectionLevel');
    return [{ name, level: protectionLevelName(pl ? pl.data : 0), line: p.line }];
  });
  const app = root.children.find((c) => c.name === 'application');
  const versionCodeStr = resolvedString(root, 'versionCode', res);
  const versionCode = versionCodeStr !== undefined && /^-?\d+$/.test(versionCodeStr) ? Number(versionCodeStr) : null;
  const targetNum = typeof targetSdk === 'number' ? targetSdk : 10_000;
  const components: AndroidComponent[] = [];
  if (app) {
    for (const c of app.children) {
      if (!COMPONENT_TYPES.has(c.name)) continue;
      components.push(readComponent(c, targetNum));
    }
  }
  const nscAttr = app && attr(app, 'networkSecurityConfig');
  let networkSecurityConfig: string | undefined;
  if (nscAttr?.type === RES_TYPE.REFERENCE) {
    networkSecurityConfig = resValueToString(res?.resolve(nscAttr.data)) ?? `@0x${nscAttr.data.toString(16)}`;
  } else if (nscAttr?.raw) networkSecurityConfig = nscAttr.raw;
  const allowBackup = app ? attrBool(app, 'allowBackup') : undefined;
  return {
    packageName: attrString(root, 'package') ?? '',
    versionCode,
    versionName: resolvedString(root, 'versionName', res) ?? null,
    minSdk,
    targetSdk,
    targetSdkDeclared: declaredTarget !== undefined,
    usesPermissions,
    declaredPermissions,
    application: {
      label: app ? (resolvedString(app, 'label', res) ?? null) : null,
      icon: app ? (resolvedString(app, 'icon', res) ?? null) : null,
      debuggable: app ? attrBool(app, 'debuggable') === true : false,
      allowBackup: allowBackup !== false,
      allowBackupExplicit: allowBackup !== undefined,
      testOnly: app ? attrBool(app, 'testOnly') === true : false,
      usesCleartextTraffic: app ? attrBool(app, 'usesCleartextTraffic') : undefined,
      networkSecurityConfig,
      taskAffinity: app ? attrString(app, 'taskAffinity') : undefined,
      name: app ? attrString(app, 'name') : undefined,
    },
    components,
  };
}

function readComponent(c: XmlElement, targetSdk: number): AndroidComponent {
  const filters = childrenNamed(c, 'intent-filter');
  const actions: string[] = [];
  const categories: string[] = [];
  const schemes: string[] = [];
  for (const f of filters) {
    for (const x of f.children) {
      const n = x.name === 'data' ? attrString(x, 'scheme') : attrString(x, 'name');
      if (!n) continue;
      if (x.name === 'action') actions.push(n);
      else if (x.name === 'category') categories.push(n);
      else if (x.name === 'data') schemes.push(n);
    }
  }
  const explicit = attrBool(c, 'exported');
  const type = c.name as AndroidComponent['type'];
  let exported: boolean;
  if (explicit !== undefined) exported = explicit;
  else if (type === 'provider') exported = targetSdk < 17;
  else exported = filters.length > 0;
  const launchMode = attr(c, 'launchMode');
  return {
    type,
    name: attrString(c, 'name') ?? '',
    exported,
    exportedExplicit: explicit !== undefined,
    permission: attrString(c, 'permission'),
    readPermission: attrString(c, 'readPermission'),
    writePermission: attrString(c, 'writePermission'),
    grantUriPermissions: attrBool(c, 'grantUriPermissions'),
    taskAffinity: attrString(c, 'taskAffinity'),
    launchMode: launchMode ? launchMode.data : undefined,
    allowTaskReparenting: attrBool(c, 'allowTaskReparenting'),
    actions,
    categories,
    schemes,
    line: c.line,
  };
}
