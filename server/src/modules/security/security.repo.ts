import type { Database } from '../../db/database';
import type { SecuritySettings } from '../../db/schema';

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

export async function findSecuritySettings(db: Database, accountId: string): Promise<SecuritySettingsValues> {
  const row = await db.selectFrom('securitySettings').selectAll().where('accountId', '=', accountId).executeTakeFirst();
  if (!row) return DEFAULT_SECURITY_SETTINGS;
  const { accountId: _a, updatedAt: _u, ...values } = row;
  return values;
}

export async function saveSecuritySettings(db: Database, accountId: string, values: SecuritySettingsValues): Promise<void> {
  await db
    .insertInto('securitySettings')
    .values({ accountId, ...values })
    .onConflict((oc) => oc.column('accountId').doUpdateSet({ ...values, updatedAt: new Date() }))
    .execute();
}
