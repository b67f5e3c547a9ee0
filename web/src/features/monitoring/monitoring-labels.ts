import type { TFunction } from 'i18next';
import type { EventRiskLevel, MonitoringPeriod, MonitorPlatform, SecurityEventKind } from '../../gql/graphql';
import type { TranslationKey } from '../../i18n/i18n';

export const PLATFORMS = ['ANDROID', 'IOS', 'H5'] as const satisfies readonly MonitorPlatform[];

export const PLATFORM_LABELS: Record<MonitorPlatform, TranslationKey> = {
  ANDROID: 'monitoring.platforms.ANDROID',
  IOS: 'monitoring.platforms.IOS',
  H5: 'monitoring.platforms.H5',
};

/** The `{platform}` path segment of /monitoringSdkConfig/list/{platform}. */
export const PLATFORM_PATHS: Record<MonitorPlatform, string> = { ANDROID: 'android', IOS: 'ios', H5: 'h5' };

export const LEVELS = ['HIGH', 'MEDIUM', 'LOW', 'NONE'] as const satisfies readonly EventRiskLevel[];

export const LEVEL_LABELS: Record<EventRiskLevel, TranslationKey> = {
  HIGH: 'monitoring.levels.HIGH',
  MEDIUM: 'monitoring.levels.MEDIUM',
  LOW: 'monitoring.levels.LOW',
  NONE: 'monitoring.levels.NONE',
};

export const LEVEL_COLORS: Record<EventRiskLevel, string> = { HIGH: 'red', MEDIUM: 'orange', LOW: 'yellow', NONE: 'gray' };

/** Spec §9 dashboard periods: today, the last 7 days, the last month. */
export const PERIODS = ['TODAY', 'LAST_7_DAYS', 'LAST_30_DAYS'] as const satisfies readonly MonitoringPeriod[];

export const PERIOD_LABELS: Record<MonitoringPeriod, TranslationKey> = {
  TODAY: 'monitoring.periods.TODAY',
  LAST_7_DAYS: 'monitoring.periods.LAST_7_DAYS',
  LAST_30_DAYS: 'monitoring.periods.LAST_30_DAYS',
};

/** The start of a period in the browser's time zone (the server uses the caller's too). */
export function periodStart(period: MonitoringPeriod, now = new Date()): Date {
  const start = new Date(now);
  start.setHours(0, 0, 0, 0);
  if (period === 'LAST_7_DAYS') start.setDate(start.getDate() - 6);
  if (period === 'LAST_30_DAYS') start.setDate(start.getDate() - 29);
  return start;
}

const KIND_KEYS = {
  ROOT: 'monitoring.kinds.root',
  JAILBREAK: 'monitoring.kinds.jailbreak',
  EMULATOR: 'monitoring.kinds.emulator',
  HOOK_FRIDA: 'monitoring.kinds.hook_frida',
  HOOK_XPOSED: 'monitoring.kinds.hook_xposed',
  HOOK_SUBSTRATE: 'monitoring.kinds.hook_substrate',
  DEBUGGER: 'monitoring.kinds.debugger',
  TAMPERING: 'monitoring.kinds.tampering',
  UNTRUSTED_INSTALLER: 'monitoring.kinds.untrusted_installer',
  MULTI_INSTANCE: 'monitoring.kinds.multi_instance',
  VPN: 'monitoring.kinds.vpn',
  PROXY: 'monitoring.kinds.proxy',
  DEVELOPER_MODE: 'monitoring.kinds.developer_mode',
  ADB: 'monitoring.kinds.adb',
  SCREEN_RECORDING: 'monitoring.kinds.screen_recording',
  SCREENSHOT: 'monitoring.kinds.screenshot',
  LOCATION_SPOOFING: 'monitoring.kinds.location_spoofing',
  TIME_SPOOFING: 'monitoring.kinds.time_spoofing',
  AUTOMATION: 'monitoring.kinds.automation',
  MALWARE_APP: 'monitoring.kinds.malware_app',
  UNSECURE_WIFI: 'monitoring.kinds.unsecure_wifi',
  DEVICE_BINDING_CHANGE: 'monitoring.kinds.device_binding_change',
  DEVTOOLS_OPEN: 'monitoring.kinds.devtools_open',
  HEADLESS_BROWSER: 'monitoring.kinds.headless_browser',
  SCRIPT_TAMPERING: 'monitoring.kinds.script_tampering',
  HEARTBEAT: 'monitoring.kinds.heartbeat',
} as const satisfies Record<SecurityEventKind, TranslationKey>;

export const EVENT_KINDS = Object.keys(KIND_KEYS) as SecurityEventKind[];

/** A kind's label; accepts the enum name (ROOT) or the stored value (root) dashboards return. */
export function kindLabel(kind: string, t: TFunction): string {
  const key = kind.toUpperCase() as SecurityEventKind;
  return Object.hasOwn(KIND_KEYS, key) ? t(KIND_KEYS[key]) : kind;
}

/** A country's name in the interface language, from its ISO 3166-1 alpha-2 code. */
export function countryName(alpha2: string | null | undefined, language: string): string {
  if (!alpha2) return '';
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(alpha2.toUpperCase()) ?? alpha2;
  } catch {
    return alpha2;
  }
}
