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
}

export interface RiskResult {
  level: EventLevel;
  /** The device is on the whitelist or debug list: stored, never counted as a risk. */
  exempt: boolean;
  /** What decided the level: `system`, `rule:<name>`, `blacklist:<name>`, `whitelist`, `debug-device`. */
  matched: string[];
}

interface CompiledBlacklist {
  name: string;
  type: BlacklistType;
  level: RiskLevel;
  values: Set<string>;
  blocks: BlockList | null;
}

/** A policy prepared once per app and reused for every event of a batch. */
export interface CompiledPolicy {
  platform: Platform;
  useSystemRules: boolean;
  rules: RiskRule[];
  blacklists: CompiledBlacklist[];
  whitelist: Set<string>;
  debugDevices: Set<string>;
}

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
  };
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

/** Decides an event's risk level: exemptions first, then system defaults, rules and blacklists. */
export function evaluate(event: RiskEvent, policy: CompiledPolicy): RiskResult {
  for (const id of [event.udid, event.userUdid]) {
    if (id && policy.whitelist.has(id)) return { level: 'none', exempt: true, matched: ['whitelist'] };
    if (id && policy.debugDevices.has(id)) return { level: 'none', exempt: true, matched: ['debug-device'] };
  }
  let level: EventLevel = 'none';
  const matched: string[] = [];
  const systemLevel = KIND_DEFS[event.kind].level;
  if (policy.useSystemRules && systemLevel) {
    level = systemLevel;
    matched.push('system');
  }
  for (const rule of policy.rules) {
    if (!rule.kinds.includes(event.kind)) continue;
    if (!rule.conditions.every((c) => conditionHolds(c, event.details))) continue;
    level = maxLevel(level, rule.level);
    matched.push(`rule:${rule.name}`);
  }
  for (const list of policy.blacklists) {
    if (blacklistHit(list, event)) {
      level = maxLevel(level, list.level);
      matched.push(`blacklist:${list.name}`);
    }
  }
  return { level, exempt: false, matched };
}

function blacklistHit(list: CompiledBlacklist, event: RiskEvent): boolean {
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
      const apps: InstalledApp[] = [...event.installedApps, event.details as InstalledApp];
      return apps.some((app) => [app.packageName, app.md5, app.certMd5].some((v) => typeof v === 'string' && v !== '' && list.values.has(normalize('app', v))));
    }
  }
}

function pick(details: Record<string, unknown>, path: string): unknown {
  let value: unknown = details;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

function conditionHolds(condition: RuleCondition, details: Record<string, unknown>): boolean {
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
