import { BlockList, isIP } from 'node:net';
import { KIND_DEFS, maxLevel, type EventKind, type EventLevel, type Platform, type RiskLevel, type RuleType } from './event-kinds';

/** One condition on an event's `details`: `field` is a dot path (`hook.name`). */
export interface RuleCondition {
  field: string;
  op: 'eq' | 'neq' | 'contains' | 'in' | 'gte' | 'lte' | 'exists';
  value?: string | number | boolean | Array<string | number>;
}

export interface RiskRule {
  id: string;
  name: string;
  type: RuleType;
  platform: Platform | 'all';
  /** The rule applies to events of these kinds… */
  kinds: readonly EventKind[];
  /** …whose details meet every condition. */
  conditions: readonly RuleCondition[];
  level: RiskLevel;
  enabled: boolean;
}

export type BlacklistType = 'ip' | 'wifi' | 'app' | 'device';

export interface Blacklist {
  id: string;
  name: string;
  type: BlacklistType;
  /**
   * Entries: IP addresses or IPv4/IPv6 CIDR blocks; Wi-Fi BSSIDs or SSIDs; app package names,
   * APK MD5s or signing-certificate MD5s; device udids or user udids.
   */
  content: readonly string[];
  level: RiskLevel;
  enabled: boolean;
}

export interface InstalledApp {
  packageName?: string | null;
  md5?: string | null;
  certMd5?: string | null;
  /** The package that installed it (`com.android.vending`). */
  installer?: string | null;
}

export type AppListType = 'black' | 'white';

/**
 * An entry of the app black/white list (spec §3 "App blacklist/whitelist"): one app, named by
 * any of package name, APK MD5 and signing-certificate MD5 (at least one), optionally with the
 * installer that must have put it on the device. An installed app matches the entry when every
 * field the entry gives matches it, so `com.example` with a certificate MD5 matches only that
 * package signed with that certificate (a repackaged copy is not whitelisted by its name).
 */
export interface AppListEntry {
  id: string;
  name: string;
  type: AppListType;
  packageName: string | null;
  md5: string | null;
  certMd5: string | null;
  installer: string | null;
  enabled: boolean;
}

/** What the engine reads of one incoming event. */
export interface RiskEvent {
  kind: EventKind;
  platform: Platform;
  udid: string;
  userUdid: string | null;
  clientIp: string | null;
  wifi: { ssid?: string | null; bssid?: string | null } | null;
  installedApps: readonly InstalledApp[];
  details: Record<string, unknown>;
}

export interface RiskPolicyInput {
  platform: Platform;
  /** The system default level of each kind applies (the app's "use system rule config"). */
  useSystemRules: boolean;
  rules: readonly RiskRule[];
  blacklists: readonly Blacklist[];
  /** Devices exempt from risk: the device whitelist… */
  whitelist: Iterable<string>;
  /** …and the debug-device list. */
  debugDevices: Iterable<string>;
  /** The app black/white list; none when left out. */
  appLists?: readonly AppListEntry[];
}

export interface RiskResult {
  level: EventLevel;
  /** The device is on the whitelist or debug list: stored, never counted as a risk. */
  exempt: boolean;
  /**
   * What decided the level: `system`, `rule:<name>`, `blacklist:<name>`, `app-blacklist:<name>`,
   * `app-whitelist:<name>` (a whitelisted app that would otherwise have counted), `whitelist`,
   * `debug-device`.
   */
  matched: string[];
}

interface CompiledBlacklist {
  name: string;
  type: BlacklistType;
  level: RiskLevel;
  values: Set<string>;
  blocks: BlockList | null;
}

/** An app list entry with its fields normalized as installed apps are compared. */
interface CompiledAppEntry {
  name: string;
  packageName: string | null;
  md5: string | null;
  certMd5: string | null;
  installer: string | null;
}

/** A policy prepared once per app and reused for every event of a batch. */
export interface CompiledPolicy {
  platform: Platform;
  useSystemRules: boolean;
  rules: RiskRule[];
  blacklists: CompiledBlacklist[];
  whitelist: Set<string>;
  debugDevices: Set<string>;
  /** Enabled black entries of the app list… */
  appBlack: CompiledAppEntry[];
  /** …and white ones. */
  appWhite: CompiledAppEntry[];
}

/**
 * The level an installed app on the app blacklist gives an event. The list has no level of its
 * own (spec §3), so it takes what the Blacklist's APP entries default to and what an SDK's own
 * `malware_app` detection carries under the system rules: high.
 */
export const APP_BLACKLIST_LEVEL: RiskLevel = 'high';

/** Entries and event values compare case-insensitively; MD5s without separators, BSSIDs with colons. */
function normalize(type: BlacklistType, value: string): string {
  const v = value.trim().toLowerCase();
  if (type === 'app') return v.replace(/[:\s]/g, '');
  if (type === 'wifi') return v.replace(/-/g, ':');
  return v;
}

export function compilePolicy(input: RiskPolicyInput): CompiledPolicy {
  return {
    platform: input.platform,
    useSystemRules: input.useSystemRules,
    rules: input.rules.filter((r) => r.enabled && (r.platform === 'all' || r.platform === input.platform)),
    blacklists: input.blacklists.filter((b) => b.enabled).map(compileBlacklist),
    whitelist: new Set(input.whitelist),
    debugDevices: new Set(input.debugDevices),
    appBlack: (input.appLists ?? []).filter((e) => e.enabled && e.type === 'black').map(compileAppEntry),
    appWhite: (input.appLists ?? []).filter((e) => e.enabled && e.type === 'white').map(compileAppEntry),
  };
}

const text = (value: string | null | undefined) => (typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : null);
/** MD5s compare as bare lowercase hex: `AB:CD:…` and `abcd…` are the same. */
const md5Of = (value: string | null | undefined) => text(value)?.replace(/[:\s-]/g, '') || null;

function compileAppEntry(entry: AppListEntry): CompiledAppEntry {
  return { name: entry.name, packageName: text(entry.packageName), md5: md5Of(entry.md5), certMd5: md5Of(entry.certMd5), installer: text(entry.installer) };
}

/** Whether `app` is the entry's app: every field the entry gives matches (an entry with none matches nothing). */
function appMatches(entry: CompiledAppEntry, app: InstalledApp): boolean {
  if (entry.packageName === null && entry.md5 === null && entry.certMd5 === null) return false;
  return (
    (entry.packageName === null || text(app.packageName) === entry.packageName) &&
    (entry.md5 === null || md5Of(app.md5) === entry.md5) &&
    (entry.certMd5 === null || md5Of(app.certMd5) === entry.certMd5) &&
    (entry.installer === null || text(app.installer) === entry.installer)
  );
}

function compileBlacklist(list: Blacklist): CompiledBlacklist {
  const values = new Set<string>();
  let blocks: BlockList | null = null;
  for (const raw of list.content) {
    const entry = raw.trim();
    if (!entry) continue;
    if (list.type === 'ip' && entry.includes('/')) {
      const [address, bits] = entry.split('/');
      const family = isIP(address);
      const prefix = Number(bits);
      if (family && Number.isInteger(prefix)) {
        blocks ??= new BlockList();
        blocks.addSubnet(address, prefix, family === 4 ? 'ipv4' : 'ipv6');
      }
      continue;
    }
    values.add(list.type === 'device' ? entry : normalize(list.type, entry));
  }
  return { name: list.name, type: list.type, level: list.level, values, blocks };
}

/**
 * Decides an event's risk level: exemptions first, then system defaults, rules and blacklists.
 *
 * Apps: the installed apps an SDK reports, and the app a `malware_app` event's details name,
 * are checked against the APP blacklists and the app list's black entries (each hit gives
 * {@link APP_BLACKLIST_LEVEL}, recorded as `app-blacklist:<name>`). An app matching an enabled
 * white entry is left out of every app-based check: it hits no APP blacklist nor black entry,
 * and a `malware_app` event about it gets neither the system level nor the rules' (the
 * device's other facts, its IP, Wi-Fi or udid, are still checked). The white entry is recorded
 * as `app-whitelist:<name>` when it kept something from counting.
 */
export function evaluate(event: RiskEvent, policy: CompiledPolicy): RiskResult {
  for (const id of [event.udid, event.userUdid]) {
    if (id && policy.whitelist.has(id)) return { level: 'none', exempt: true, matched: ['whitelist'] };
    if (id && policy.debugDevices.has(id)) return { level: 'none', exempt: true, matched: ['debug-device'] };
  }
  let level: EventLevel = 'none';
  const matched: string[] = [];
  const apps = appsOf(event, policy);
  const systemLevel = KIND_DEFS[event.kind].level;
  if (policy.useSystemRules && systemLevel && !apps.eventAppExempt) {
    level = systemLevel;
    matched.push('system');
  }
  for (const rule of apps.eventAppExempt ? [] : policy.rules) {
    if (!rule.kinds.includes(event.kind)) continue;
    if (!rule.conditions.every((c) => conditionHolds(c, event.details))) continue;
    level = maxLevel(level, rule.level);
    matched.push(`rule:${rule.name}`);
  }
  for (const list of policy.blacklists) {
    if (blacklistHit(list, event, apps.watched)) {
      level = maxLevel(level, list.level);
      matched.push(`blacklist:${list.name}`);
    }
  }
  for (const entry of policy.appBlack) {
    if (apps.watched.some((app) => appMatches(entry, app))) {
      level = maxLevel(level, APP_BLACKLIST_LEVEL);
      matched.push(`app-blacklist:${entry.name}`);
    }
  }
  for (const name of apps.exempting) matched.push(`app-whitelist:${name}`);
  return { level, exempt: false, matched };
}

/**
 * The event's apps that app-based checks look at (those no white entry matches), whether the
 * app a `malware_app` event is about is whitelisted, and the white entries that kept an app
 * from counting.
 */
function appsOf(event: RiskEvent, policy: CompiledPolicy): { watched: InstalledApp[]; eventAppExempt: boolean; exempting: Set<string> } {
  const detailsApp = event.details as InstalledApp;
  const all: InstalledApp[] = [...event.installedApps, detailsApp];
  const exempting = new Set<string>();
  if (policy.appWhite.length === 0) return { watched: all, eventAppExempt: false, exempting };
  const watched: InstalledApp[] = [];
  let eventAppExempt = false;
  for (const app of all) {
    const white = policy.appWhite.find((entry) => appMatches(entry, app));
    if (!white) {
      watched.push(app);
      continue;
    }
    const aboutEvent = app === detailsApp && event.kind === 'malware_app';
    if (aboutEvent) eventAppExempt = true;
    if (aboutEvent || policy.appBlack.some((entry) => appMatches(entry, app)) || policy.blacklists.some((list) => list.type === 'app' && blacklistHit(list, event, [app])))
      exempting.add(white.name);
  }
  return { watched, eventAppExempt, exempting };
}

function blacklistHit(list: CompiledBlacklist, event: RiskEvent, apps: readonly InstalledApp[]): boolean {
  switch (list.type) {
    case 'device':
      return list.values.has(event.udid) || (event.userUdid !== null && list.values.has(event.userUdid));
    case 'ip': {
      if (!event.clientIp) return false;
      if (list.values.has(normalize('ip', event.clientIp))) return true;
      const family = isIP(event.clientIp);
      return family !== 0 && list.blocks !== null && list.blocks.check(event.clientIp, family === 4 ? 'ipv4' : 'ipv6');
    }
    case 'wifi':
      return [event.wifi?.bssid, event.wifi?.ssid].some((v) => typeof v === 'string' && v !== '' && list.values.has(normalize('wifi', v)));
    case 'app': {
      return apps.some((app) => [app.packageName, app.md5, app.certMd5].some((v) => typeof v === 'string' && v !== '' && list.values.has(normalize('app', v))));
    }
  }
}

/** The value at a dot path (`hook.name`) of an object, or undefined. */
function pick(details: Record<string, unknown>, path: string): unknown {
  let value: unknown = details;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** Whether `details` (an event's details, or any object of facts) meets one rule condition. */
export function conditionHolds(condition: RuleCondition, details: Record<string, unknown>): boolean {
  const actual = pick(details, condition.field);
  const expected = condition.value;
  switch (condition.op) {
    case 'exists':
      return actual !== undefined && actual !== null;
    case 'eq':
      return actual !== undefined && String(actual).toLowerCase() === String(expected).toLowerCase();
    case 'neq':
      return actual === undefined || String(actual).toLowerCase() !== String(expected).toLowerCase();
    case 'contains':
      if (Array.isArray(actual)) return actual.some((a) => String(a).toLowerCase() === String(expected).toLowerCase());
      return typeof actual === 'string' && actual.toLowerCase().includes(String(expected).toLowerCase());
    case 'in':
      return Array.isArray(expected) && actual !== undefined && expected.some((e) => String(e).toLowerCase() === String(actual).toLowerCase());
    case 'gte':
      return typeof actual === 'number' && actual >= Number(expected);
    case 'lte':
      return typeof actual === 'number' && actual <= Number(expected);
  }
}
