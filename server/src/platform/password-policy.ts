import type { MessageKey } from '../i18n/messages';

/** The password rules of spec §5, as the security settings store them. */
export interface PasswordRules {
  passwordMin: number;
  passwordMax: number;
  requireDigit: boolean;
  requireLower: boolean;
  requireUpper: boolean;
  requireSpecial: boolean;
  forbidConsecutive: boolean;
  /** How many earlier passwords may not be reused; 0 = any may. */
  historyCount: number;
  forbidAccountRelated: boolean;
}

export interface PasswordViolation {
  key: MessageKey;
  params?: Record<string, string | number>;
}

export interface PasswordContext {
  /** Names the password must not contain when `forbidAccountRelated` is on. */
  related?: Array<string | null | undefined>;
}

const SPECIAL = /[^A-Za-z0-9]/;

/**
 * Checks a password against the rules; returns every violation (empty when it is
 * acceptable). History is checked separately because it needs the stored hashes.
 */
export function checkPassword(password: string, rules: PasswordRules, context: PasswordContext = {}): PasswordViolation[] {
  const violations: PasswordViolation[] = [];
  const length = [...password].length;
  if (length < rules.passwordMin || length > rules.passwordMax) {
    violations.push({ key: 'passwordLength', params: { min: rules.passwordMin, max: rules.passwordMax } });
  }
  if (rules.requireDigit && !/[0-9]/.test(password)) violations.push({ key: 'passwordNeedsDigit' });
  if (rules.requireLower && !/[a-z]/.test(password)) violations.push({ key: 'passwordNeedsLower' });
  if (rules.requireUpper && !/[A-Z]/.test(password)) violations.push({ key: 'passwordNeedsUpper' });
  if (rules.requireSpecial && !SPECIAL.test(password)) violations.push({ key: 'passwordNeedsSpecial' });
  if (rules.forbidConsecutive && /(.)\1/su.test(password)) violations.push({ key: 'passwordConsecutive' });
  if (rules.forbidAccountRelated && isRelated(password, context.related ?? [])) violations.push({ key: 'passwordRelated' });
  return violations;
}

function isRelated(password: string, names: Array<string | null | undefined>): boolean {
  const lowered = password.toLowerCase();
  for (const name of names) {
    if (!name) continue;
    // An email counts by its local part; very short names would match too much.
    const candidate = name.toLowerCase().split('@')[0];
    if (candidate.length >= 3 && lowered.includes(candidate)) return true;
  }
  return false;
}

export interface SettingsWarning {
  key: MessageKey;
  params?: Record<string, string | number>;
}

/** Choices that are allowed but below common guidance (NIST SP 800-63B, OWASP ASVS). */
export function settingsWarnings(s: PasswordRules & { lockAfterFailures: number; mfaRequired: boolean }): SettingsWarning[] {
  const warnings: SettingsWarning[] = [];
  if (s.passwordMin < 8) warnings.push({ key: 'warnPasswordMin' });
  if (s.passwordMax < 64) warnings.push({ key: 'warnPasswordMax' });
  if (s.lockAfterFailures === 0) warnings.push({ key: 'warnNoLock' });
  else if (s.lockAfterFailures > 10) warnings.push({ key: 'warnLockHigh' });
  if (!s.mfaRequired) warnings.push({ key: 'warnMfaOptional' });
  return warnings;
}
