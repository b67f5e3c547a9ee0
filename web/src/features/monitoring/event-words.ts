import type { TFunction } from 'i18next';
import type { TranslationKey } from '../../i18n/i18n';
import { EVENT_KINDS, kindLabel } from './monitoring-labels';

/**
 * Words for the codes an event carries: what decided its level, the environment tags an SDK
 * reports, the keys of its details. Known codes are typed maps (a missing label fails the type
 * check); what an SDK sends beyond them is data and is shown as such, never as a label.
 */

/** What decided an event's level, as the risk engine records it (`system`, `rule:<name>`, …). */
const MATCHED_LABELS = {
  system: 'monitoring.matched.system',
  whitelist: 'monitoring.matched.whitelist',
  'debug-device': 'monitoring.matched.debugDevice',
} as const satisfies Record<string, TranslationKey>;

const MATCHED_NAMED = {
  rule: 'monitoring.matched.rule',
  blacklist: 'monitoring.matched.blacklist',
  'app-blacklist': 'monitoring.matched.appBlacklist',
  'app-whitelist': 'monitoring.matched.appWhitelist',
  incident: 'monitoring.matched.incident',
} as const satisfies Record<string, TranslationKey>;

/** "System rule", "Rule: frida-gadget", "Blacklist: cafe"… */
export function matchedLabel(entry: string, t: TFunction): string {
  if (Object.hasOwn(MATCHED_LABELS, entry)) return t(MATCHED_LABELS[entry as keyof typeof MATCHED_LABELS]);
  const colon = entry.indexOf(':');
  const prefix = colon > 0 ? entry.slice(0, colon) : '';
  if (Object.hasOwn(MATCHED_NAMED, prefix)) return t(MATCHED_NAMED[prefix as keyof typeof MATCHED_NAMED], { name: entry.slice(colon + 1) });
  return entry;
}

/** Environment tags the SDKs report besides event kinds. */
const ENVIRONMENT_LABELS = {
  rooted: 'monitoring.environment.rooted',
  jailbroken: 'monitoring.environment.jailbroken',
  usb_debugging: 'monitoring.environment.usb_debugging',
  webdriver: 'monitoring.environment.webdriver',
  headless_user_agent: 'monitoring.environment.headless_user_agent',
  no_languages: 'monitoring.environment.no_languages',
} as const satisfies Record<string, TranslationKey>;

const KIND_VALUES = new Set(EVENT_KINDS.map((kind) => kind.toLowerCase()));

/** An environment tag in words, or null for a tag no label is known for (shown as data). */
export function environmentLabel(tag: string, t: TFunction): string | null {
  if (Object.hasOwn(ENVIRONMENT_LABELS, tag)) return t(ENVIRONMENT_LABELS[tag as keyof typeof ENVIRONMENT_LABELS]);
  if (KIND_VALUES.has(tag)) return kindLabel(tag, t);
  return null;
}

/** Labels of the detail fields the SDKs send, by dot path or by last key. */
const DETAIL_LABELS = {
  method: 'monitoring.details.method',
  path: 'monitoring.details.path',
  port: 'monitoring.details.port',
  host: 'monitoring.details.host',
  app: 'monitoring.details.app',
  packageName: 'monitoring.details.packageName',
  installer: 'monitoring.details.installer',
  ssid: 'monitoring.details.ssid',
  bssid: 'monitoring.details.bssid',
  url: 'monitoring.details.url',
  expected: 'monitoring.details.expected',
  actual: 'monitoring.details.actual',
  error: 'monitoring.details.error',
  userAgent: 'monitoring.details.userAgent',
  webdriver: 'monitoring.details.webdriver',
  widthGap: 'monitoring.details.widthGap',
  heightGap: 'monitoring.details.heightGap',
  pausedMs: 'monitoring.details.pausedMs',
  'proxy.host': 'monitoring.details.proxyHost',
  'proxy.port': 'monitoring.details.proxyPort',
  'tunnel.app': 'monitoring.details.tunnelApp',
} as const satisfies Record<string, TranslationKey>;

export interface DetailField {
  /** The field's dot path in the details (`proxy.host`). */
  path: string;
  /** Its label when known; null when the path is shown as the label (data from the SDK). */
  label: string | null;
  value: string;
}

/** At most this many fields; details are bounded by ingestion, the page is too. */
const MAX_FIELDS = 200;

/**
 * An event's details JSON as labelled fields: nested objects by dot path, arrays of scalars
 * joined, `true`/`false` as yes/no. Details that are not an object come back as one field.
 */
export function detailFields(json: string, t: TFunction, language: string): DetailField[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return json.trim() ? [{ path: '', label: null, value: json }] : [];
  }
  const fields: DetailField[] = [];
  const number = new Intl.NumberFormat(language);
  const scalar = (value: unknown): string =>
    typeof value === 'boolean' ? t(value ? 'common.yes' : 'common.no') : typeof value === 'number' ? number.format(value) : value === null ? '—' : String(value);
  const label = (path: string): string | null => {
    const key = (Object.hasOwn(DETAIL_LABELS, path) ? path : path.slice(path.lastIndexOf('.') + 1)) as keyof typeof DETAIL_LABELS;
    return Object.hasOwn(DETAIL_LABELS, key) ? t(DETAIL_LABELS[key]) : null;
  };
  const walk = (value: unknown, path: string): void => {
    if (fields.length >= MAX_FIELDS) return;
    if (Array.isArray(value) && value.every((v) => v === null || typeof v !== 'object')) {
      fields.push({ path, label: label(path), value: value.map(scalar).join(', ') });
    } else if (value !== null && typeof value === 'object') {
      const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
      for (const [key, child] of entries) walk(child, path ? `${path}.${key}` : key);
    } else {
      fields.push({ path, label: path ? label(path) : null, value: scalar(value) });
    }
  };
  walk(parsed, '');
  return fields;
}
