import type { MessageKey } from '../i18n/messages';
import type { PasswordRules } from '../../../common/password-rules';

// The rules and their check are shared with the console, which runs them as the user types.
export { checkPassword, type PasswordContext, type PasswordRules, type PasswordViolation } from '../../../common/password-rules';

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
