import type { DexFile } from '../android/dex.js';
import type { AndroidComponent, AndroidManifestInfo } from '../android/manifest.js';
import { attrBool, attrString, childrenNamed, type XmlElement } from '../android/xml-node.js';
import type { FindingCollector } from './finding-collector.js';

/** What the manifest rules read: the decoded manifest tree and the facts already taken from it. */
export interface ManifestRuleInput {
  /** The decoded `<manifest>` element (binary or proto XML). */
  root: XmlElement;
  manifest: AndroidManifestInfo;
  /** Path of the manifest in the package, for evidence. */
  file: string;
  /** The app's code grants URI permissions itself (`Context.grantUriPermission`). */
  handsOutUris: boolean;
  /** Components (`type name`) reported elsewhere: a feature module's that the base repeats. */
  skip?: ReadonlySet<string>;
}

const BROWSABLE = 'android.intent.category.BROWSABLE';
const SECRET_CODE_ACTIONS = new Set(['android.provider.Telephony.SECRET_CODE', 'android.telephony.action.SECRET_CODE']);
const SECRET_CODE_SCHEME = 'android_secret_code';
const WEB_SCHEMES = new Set(['http', 'https']);
/** Schemes the platform or other standard apps define: claiming them is no custom scheme. */
const STANDARD_SCHEMES = new Set(['http', 'https', 'content', 'file', 'android.resource', 'tel', 'mailto', 'sms', 'smsto', 'mms', 'mmsto', 'geo', SECRET_CODE_SCHEME]);
/** `SYSTEM_HIGH_PRIORITY`: filters at or above it are meant to pre-empt every other app. */
const HIGH_PRIORITY = 1000;
/** Links listed per intent filter: a filter's schemes, hosts and paths multiply. */
const MAX_LINKS_PER_FILTER = 50;
/** A grant path pattern that matches every path (`.*`, `/.*`). */
const MATCH_ALL_PATTERN = /^\/?(\.\*)+$/;
const FILE_PROVIDER = /FileProvider$/;

/** The `<data>` parts of one intent filter, as Android combines them. */
interface FilterData {
  schemes: string[];
  /** `host` or `host:port`. */
  authorities: string[];
  /** `path`, `pathPrefix*`, `pathPattern`. */
  paths: string[];
}

/**
 * Manifest rules beyond the component basics: the deep link and App Link inventory, custom URL
 * schemes of exported activities, content providers that grant URI permissions, intent filters
 * with a high priority and secret dialer codes.
 */
export function applyManifestRules(input: ManifestRuleInput, out: FindingCollector): void {
  const app = input.root.children.find((c) => c.name === 'application');
  if (!app) return;
  const components = componentElements(app, input.manifest.components);
  for (const { el, component } of components) {
    if (input.skip?.has(`${component.type} ${component.name}`)) continue;
    const location = `<${component.type} android:name="${component.name}">`;
    const ev = (detail: string) => ({ file: input.file, location, detail });
    const filters = childrenNamed(el, 'intent-filter');
    if (component.type === 'activity' || component.type === 'activity-alias') {
      for (const f of filters) linkFindings(f, component, ev, out);
    }
    if (component.type === 'activity' || component.type === 'activity-alias' || component.type === 'receiver') {
      for (const f of filters) {
        const value = Number(attrString(f, 'priority') ?? 0) | 0;
        if (value >= HIGH_PRIORITY) out.add('android.manifest.high_intent_priority', ev(`priority ${value} for ${filterActions(f).join(', ') || '(no action)'}`));
      }
    }
    for (const f of filters) secretCodeFindings(f, component, ev, out);
    if (component.type === 'provider') grantFindings(el, component, input.handsOutUris, ev, out);
  }
}

/** Whether the code calls `grantUriPermission`, so the app hands content URIs to other apps itself. */
export function codeHandsOutUris(dexFiles: readonly DexFile[]): boolean {
  return dexFiles.some((d) => d.methodRefs.some((m) => m.name === 'grantUriPermission'));
}

/** Component elements paired with the facts `readManifest` took from them (same order). */
function componentElements(app: XmlElement, components: AndroidComponent[]): { el: XmlElement; component: AndroidComponent }[] {
  const out: { el: XmlElement; component: AndroidComponent }[] = [];
  let i = 0;
  for (const el of app.children) {
    const component = components[i];
    if (!component || el.name !== component.type) continue;
    i++;
    out.push({ el, component });
  }
  return out;
}

function filterActions(f: XmlElement): string[] {
  return childrenNamed(f, 'action').flatMap((a) => attrString(a, 'name') ?? []);
}

function filterData(f: XmlElement): FilterData {
  const data: FilterData = { schemes: [], authorities: [], paths: [] };
  const add = (list: string[], v: string | undefined): void => {
    if (v !== undefined && !list.includes(v)) list.push(v);
  };
  for (const d of childrenNamed(f, 'data')) {
    add(data.schemes, attrString(d, 'scheme'));
    const host = attrString(d, 'host');
    const port = attrString(d, 'port');
    if (host !== undefined) add(data.authorities, port ? `${host}:${port}` : host);
    add(data.paths, attrString(d, 'path'));
    const prefix = attrString(d, 'pathPrefix');
    if (prefix !== undefined) add(data.paths, `${prefix}*`);
    add(data.paths, attrString(d, 'pathPattern'));
  }
  return data;
}

/** `scheme://host/path` for every combination a filter accepts, bounded. */
function linksOf(data: FilterData): string[] {
  const links: string[] = [];
  const authorities = data.authorities.length ? data.authorities : [''];
  const paths = data.paths.length ? data.paths : [''];
  for (const scheme of data.schemes) {
    for (const authority of authorities) {
      for (const path of paths) {
        if (links.length >= MAX_LINKS_PER_FILTER) return links;
        // Android ignores paths in a filter without a host.
        links.push(`${scheme}://${authority}${authority ? path : ''}`);
      }
    }
  }
  return links;
}

function linkFindings(f: XmlElement, c: AndroidComponent, ev: (detail: string) => { file: string; location: string; detail: string }, out: FindingCollector): void {
  const data = filterData(f);
  if (!data.schemes.length) return;
  const browsable = childrenNamed(f, 'category').some((x) => attrString(x, 'name') === BROWSABLE);
  if (browsable) out.add('android.manifest.deep_links', ...linksOf(data).map((link) => ev(`${link} → ${c.name}`)));
  if (attrBool(f, 'autoVerify') === true && data.schemes.some((s) => WEB_SCHEMES.has(s))) {
    const hosts = data.authorities.length ? data.authorities : ['(no host)'];
    out.add('android.manifest.app_links', ...hosts.map((h) => ev(`https://${h.replace(/^\*\./, '')}/.well-known/assetlinks.json must list this app (not checked offline)`)));
  }
  if (c.exported) {
    const custom = data.schemes.filter((s) => !STANDARD_SCHEMES.has(s.toLowerCase()));
    if (custom.length) out.add('android.manifest.custom_scheme', ...custom.map((s) => ev(`${s}:// → ${c.name}`)));
  }
}

function secretCodeFindings(f: XmlElement, c: AndroidComponent, ev: (detail: string) => { file: string; location: string; detail: string }, out: FindingCollector): void {
  if (!filterActions(f).some((a) => SECRET_CODE_ACTIONS.has(a))) return;
  const codes = childrenNamed(f, 'data').flatMap((d) => attrString(d, 'host') ?? []);
  for (const code of codes.length ? codes : ['(no host)']) out.add('android.manifest.secret_code', ev(`*#*#${code}#*#* → ${c.name}`));
}

/**
 * A provider that lets its URIs be granted: reported as a risk when the provider is exported, or
 * when it grants broadly and the app's code hands URIs out. A FileProvider must set
 * grantUriPermissions and is bounded by its paths configuration, so that alone is not reported.
 */
function grantFindings(
  el: XmlElement,
  c: AndroidComponent,
  handsOutUris: boolean,
  ev: (detail: string) => { file: string; location: string; detail: string },
  out: FindingCollector,
): void {
  const all = c.grantUriPermissions === true;
  const grants = childrenNamed(el, 'grant-uri-permission');
  if (!all && !grants.length) return;
  const broadGrants = grants.filter(isBroadGrant).map(grantText);
  const what = all ? 'android:grantUriPermissions="true"' : grants.map(grantText).join(', ');
  const guarded = !!(c.permission || c.readPermission || c.writePermission);
  if (c.exported && !guarded) {
    out.add('android.manifest.grant_uri_permissions', ev(`${what} on an exported provider`));
    return;
  }
  const fileProvider = FILE_PROVIDER.test(c.name);
  const broad = (all && !fileProvider) || broadGrants.length > 0;
  if (!broad) return;
  const detail = all && !fileProvider ? what : broadGrants.join(', ');
  if (handsOutUris && !fileProvider) out.add('android.manifest.grant_uri_permissions', ev(`${detail}; the code calls grantUriPermission`));
  else out.add('android.manifest.grant_uri_permissions_broad', ev(detail));
}

function isBroadGrant(g: XmlElement): boolean {
  const path = attrString(g, 'path');
  const prefix = attrString(g, 'pathPrefix');
  const pattern = attrString(g, 'pathPattern');
  return path === '/' || prefix === '/' || prefix === '' || (pattern !== undefined && MATCH_ALL_PATTERN.test(pattern));
}

function grantText(g: XmlElement): string {
  for (const name of ['path', 'pathPrefix', 'pathPattern']) {
    const v = attrString(g, name);
    if (v !== undefined) return `<grant-uri-permission android:${name}="${v}">`;
  }
  return '<grant-uri-permission>';
}
