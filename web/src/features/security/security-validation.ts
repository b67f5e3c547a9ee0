import type { TranslationKey } from '../../i18n/i18n';

/** The security settings as the form edits them. */
export interface SecurityValues {
  passwordMin: number;
  passwordMax: number;
  requireDigit: boolean;
  requireLower: boolean;
  requireUpper: boolean;
  requireSpecial: boolean;
  forbidConsecutive: boolean;
  forbidHistory: boolean;
  historyCount: number;
  forbidAccountRelated: boolean;
  lockAfterFailures: number;
  lockAfterInactiveDays: number;
  sessionTimeoutHours: number;
  sessionTimeoutMinutes: number;
  prohibitMultiLocation: boolean;
  mfaRequired: boolean;
}

export type SecurityErrors = Partial<Record<keyof SecurityValues, TranslationKey>>;

const whole = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

/** Spec §5 and §9: the ranges of every number, and the maximum above the minimum. */
export function validateSecurity(v: SecurityValues): SecurityErrors {
  const errors: SecurityErrors = {};
  if (!whole(v.passwordMin, 6, 99)) errors.passwordMin = 'security.validation.passwordMin';
  if (!whole(v.passwordMax, 7, 99)) errors.passwordMax = 'security.validation.passwordMax';
  else if (v.passwordMax <= v.passwordMin) errors.passwordMax = 'security.validation.maxOverMin';
  if (v.forbidHistory && !whole(v.historyCount, 1, 10)) errors.historyCount = 'security.validation.historyCount';
  if (!whole(v.lockAfterFailures, 0, 1000)) errors.lockAfterFailures = 'security.validation.wholeNumber';
  if (!whole(v.lockAfterInactiveDays, 0, 36500)) errors.lockAfterInactiveDays = 'security.validation.wholeNumber';
  if (!whole(v.sessionTimeoutHours, 0, 720) || !whole(v.sessionTimeoutMinutes, 0, 59) || v.sessionTimeoutHours * 60 + v.sessionTimeoutMinutes < 1) {
    errors.sessionTimeoutHours = 'security.validation.sessionTimeout';
  }
  return errors;
}
