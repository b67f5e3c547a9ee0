import { SECURITY_RANGES, wholeIn } from '@common/rules';
import type { PasswordRules } from '@common/password-rules';
import type { TranslationKey } from '../../i18n/i18n';

/** The security settings as the form edits them: the password rules and the rest. */
export interface SecurityValues extends PasswordRules {
  forbidHistory: boolean;
  lockAfterFailures: number;
  lockAfterInactiveDays: number;
  sessionTimeoutHours: number;
  sessionTimeoutMinutes: number;
  prohibitMultiLocation: boolean;
  mfaRequired: boolean;
}

export type SecurityErrors = Partial<Record<keyof SecurityValues, TranslationKey>>;

/**
 * The values each message names, from the same ranges the server enforces (common/rules.ts):
 * the form's bounds, helper texts and messages never state numbers of their own.
 */
export function rangeParams(key: keyof SecurityValues): Record<string, number> {
  if (key === 'sessionTimeoutHours' || key === 'sessionTimeoutMinutes') {
    const [hoursMin, hoursMax] = SECURITY_RANGES.sessionTimeoutHours;
    const [minutesMin, minutesMax] = SECURITY_RANGES.sessionTimeoutMinutes;
    return { hoursMin, hoursMax, minutesMin, minutesMax };
  }
  const range = (SECURITY_RANGES as Partial<Record<keyof SecurityValues, readonly [number, number]>>)[key];
  return range ? { min: range[0], max: range[1] } : {};
}

/** Spec §5 and §9: the server's range of every number (common/rules.ts), and the maximum above the minimum. */
export function validateSecurity(v: SecurityValues): SecurityErrors {
  const errors: SecurityErrors = {};
  if (!wholeIn(v.passwordMin, SECURITY_RANGES.passwordMin)) errors.passwordMin = 'security.validation.passwordMin';
  if (!wholeIn(v.passwordMax, SECURITY_RANGES.passwordMax)) errors.passwordMax = 'security.validation.passwordMax';
  else if (v.passwordMax <= v.passwordMin) errors.passwordMax = 'security.validation.maxOverMin';
  if (v.forbidHistory && !wholeIn(v.historyCount, SECURITY_RANGES.historyCount)) errors.historyCount = 'security.validation.historyCount';
  if (!wholeIn(v.lockAfterFailures, SECURITY_RANGES.lockAfterFailures)) errors.lockAfterFailures = 'security.validation.wholeNumber';
  if (!wholeIn(v.lockAfterInactiveDays, SECURITY_RANGES.lockAfterInactiveDays)) errors.lockAfterInactiveDays = 'security.validation.wholeNumber';
  if (
    !wholeIn(v.sessionTimeoutHours, SECURITY_RANGES.sessionTimeoutHours) ||
    !wholeIn(v.sessionTimeoutMinutes, SECURITY_RANGES.sessionTimeoutMinutes) ||
    v.sessionTimeoutHours * 60 + v.sessionTimeoutMinutes < 1 ||
    // The server's limit on the whole: the hours' maximum, the minutes not added to it.
    v.sessionTimeoutHours * 60 + v.sessionTimeoutMinutes > SECURITY_RANGES.sessionTimeoutHours[1] * 60
  ) {
    errors.sessionTimeoutHours = 'security.validation.sessionTimeout';
  }
  return errors;
}
