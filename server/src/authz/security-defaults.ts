import type { SecuritySettings } from '../db/schema';
import { DEFAULT_PASSWORD_RULES } from '../../../common/password-rules';

export type SecuritySettingsValues = Omit<SecuritySettings, 'accountId' | 'updatedAt'>;

/** The rules in force before an account saves its own (the column defaults). */
export const DEFAULT_SECURITY_SETTINGS: SecuritySettingsValues = {
  ...DEFAULT_PASSWORD_RULES,
  lockAfterFailures: 5,
  lockAfterInactiveDays: 0,
  sessionTimeoutMinutes: 120,
  prohibitMultiLocation: true,
  mfaRequired: false,
};
