/**
 * The kinds of security event an SDK reports (sdk/PROTOCOL.md lists them for SDK authors).
 * Each has a system default risk level (the "system rule config") and a rule type: facts
 * about the device's environment, or something happening while the app runs.
 */
export const EVENT_KINDS = [
  'root',
  'jailbreak',
  'emulator',
  'hook_frida',
  'hook_xposed',
  'hook_substrate',
  'debugger',
  'tampering',
  'untrusted_installer',
  'multi_instance',
  'vpn',
  'proxy',
  'developer_mode',
  'adb',
  'screen_recording',
  'screenshot',
  'location_spoofing',
  'time_spoofing',
  'automation',
  'malware_app',
  'unsecure_wifi',
  'device_binding_change',
  'devtools_open',
  'headless_browser',
  'script_tampering',
  'heartbeat',
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export const RISK_LEVELS = ['high', 'medium', 'low'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];
/** A stored event's level: a risk level, or `none` (no rule matched, or an exempt device). */
export type EventLevel = RiskLevel | 'none';

export type RuleType = 'environment' | 'behaviour';
export type Platform = 'android' | 'ios' | 'h5';

interface KindDef {
  type: RuleType;
  /** The level under the system rule config; null = not a risk by itself (heartbeat). */
  level: RiskLevel | null;
  /** Platforms whose SDK detects the kind. */
  platforms: readonly Platform[];
}

const mobile: readonly Platform[] = ['android', 'ios'];
const android: readonly Platform[] = ['android'];
const all: readonly Platform[] = ['android', 'ios', 'h5'];

export const KIND_DEFS: Record<EventKind, KindDef> = {
  root: { type: 'environment', level: 'high', platforms: android },
  jailbreak: { type: 'environment', level: 'high', platforms: ['ios'] },
  emulator: { type: 'environment', level: 'medium', platforms: mobile },
  hook_frida: { type: 'behaviour', level: 'high', platforms: mobile },
  hook_xposed: { type: 'behaviour', level: 'high', platforms: android },
  hook_substrate: { type: 'behaviour', level: 'high', platforms: mobile },
  debugger: { type: 'behaviour', level: 'high', platforms: all },
  tampering: { type: 'behaviour', level: 'high', platforms: mobile },
  untrusted_installer: { type: 'environment', level: 'medium', platforms: android },
  multi_instance: { type: 'environment', level: 'medium', platforms: android },
  vpn: { type: 'environment', level: 'low', platforms: mobile },
  proxy: { type: 'environment', level: 'low', platforms: mobile },
  developer_mode: { type: 'environment', level: 'low', platforms: android },
  adb: { type: 'environment', level: 'medium', platforms: android },
  screen_recording: { type: 'behaviour', level: 'low', platforms: mobile },
  screenshot: { type: 'behaviour', level: 'low', platforms: mobile },
  location_spoofing: { type: 'behaviour', level: 'medium', platforms: mobile },
  time_spoofing: { type: 'behaviour', level: 'low', platforms: mobile },
  automation: { type: 'behaviour', level: 'medium', platforms: all },
  malware_app: { type: 'environment', level: 'high', platforms: android },
  unsecure_wifi: { type: 'environment', level: 'low', platforms: mobile },
  device_binding_change: { type: 'behaviour', level: 'medium', platforms: all },
  devtools_open: { type: 'behaviour', level: 'medium', platforms: ['h5'] },
  headless_browser: { type: 'environment', level: 'high', platforms: ['h5'] },
  script_tampering: { type: 'behaviour', level: 'high', platforms: ['h5'] },
  heartbeat: { type: 'environment', level: null, platforms: all },
};

export function isEventKind(value: string): value is EventKind {
  return Object.hasOwn(KIND_DEFS, value);
}

const RANK: Record<EventLevel, number> = { none: 0, low: 1, medium: 2, high: 3 };

/** The higher of two levels. */
export function maxLevel(a: EventLevel, b: EventLevel): EventLevel {
  return RANK[a] >= RANK[b] ? a : b;
}
