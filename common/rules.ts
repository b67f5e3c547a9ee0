/**
 * Validation rules the server enforces and the web checks before sending (spec §5, §9). The
 * server is the authority; the web imports the same values so a form never accepts what the
 * server then refuses, nor the other way round.
 */

/** A username's length (spec §5, §9: 4-50); the hints and messages name it from here. */
export const USERNAME_LENGTH = { min: 4, max: 50 } as const;

/** A username: 4-50 English letters, digits or printable ASCII symbols, no blanks. */
export const USERNAME = new RegExp(`^[\\x21-\\x7E]{${USERNAME_LENGTH.min},${USERNAME_LENGTH.max}}$`);

/** Account and blacklist names: 4-100 letters, digits, - or _. */
export const ACCOUNT_NAME = /^[A-Za-z0-9_-]{4,100}$/;

/** An account's key identifier: 2-64 letters, digits, - or _. */
export const KEY_IDENTIFIER = /^[A-Za-z0-9_-]{2,64}$/;

/** A pragmatic address check: one @, a local part of at most 64 characters, a dot in the domain, no spaces. */
export const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

/** At most this many items in one batch action. */
export const BATCH_LIMIT = 100;

/** A role name is 4-30 characters in the English catalogue, 4-20 in the Chinese one. */
export const ROLE_NAME_LENGTH = { en: { min: 4, max: 30 }, 'zh-TW': { min: 4, max: 20 } } as const;

/** The disk settings' ranges: keep the past N months; clean automatically every N hours (spec §5: at least 1). */
export const DISK_RANGES = {
  keepMonths: [1, 120],
  cleanIntervalHours: [1, 8760],
} as const satisfies Record<string, readonly [number, number]>;

/** The inclusive range of every number of the security settings. */
export const SECURITY_RANGES = {
  passwordMin: [6, 99],
  passwordMax: [7, 99],
  historyCount: [1, 10],
  lockAfterFailures: [0, 100],
  lockAfterInactiveDays: [0, 3650],
  sessionTimeoutHours: [0, 720],
  sessionTimeoutMinutes: [0, 59],
} as const satisfies Record<string, readonly [number, number]>;

/** Whether `value` is a whole number inside `range` (both ends included). */
export function wholeIn(value: number, [min, max]: readonly [number, number]): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

/** A Java package name (app black/white list): dot-separated parts of letters, digits and _, each starting with a letter or _. */
export const JAVA_PACKAGE = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;
/** The longest package name the app black/white list accepts. */
export const JAVA_PACKAGE_MAX = 255;

/** An MD5 as 32 hex digits, either case. */
export const MD5_HEX = /^[0-9A-Fa-f]{32}$/;

/** A certificate MD5: 32 hex digits, bare or as 16 colon-separated pairs (as keytool prints it). */
export const CERT_MD5 = /^(?:[0-9A-Fa-f]{32}|[0-9A-Fa-f]{2}(?::[0-9A-Fa-f]{2}){15})$/;
