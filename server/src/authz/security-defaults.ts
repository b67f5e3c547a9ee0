import type { SecuritySettings } from '../db/schema';

export type SecuritySettingsValues = Omit<SecuritySettings, 'accountId' | 'updatedAt'>;

/** The rules in force before an account saves its own (the column defaults). */
export const DEFAULT_SECURITY_SETTINGS: SecuritySettingsValues = {
  passwordMin: 8,
  passwordMax: 64,
  requireDigit: true,
  requireLower: true,
  requireUpper: true,
  requireSpecial: true,
  forbidConsecutive: false,
  historyCount: 0,
  forbidAccountRelated: true,
  lockAfterFailures: 5,
  lockAfterInactiveDays: 0,
  sessionTimeoutMinutes: 120,
  prohibitMultiLocation: true,
  mfaRequired: false,
};
