import type { Database } from '../../db/database';
import { DEFAULT_SECURITY_SETTINGS, type SecuritySettingsValues } from '../../authz/security-defaults';

export type { SecuritySettingsValues };

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

/** The user's latest password hashes, newest first. */
export async function recentPasswordHashes(db: Database, userId: string, limit: number): Promise<string[]> {
  const rows = await db.selectFrom('passwordHistory').select('passwordHash').where('userId', '=', userId).orderBy('id', 'desc').limit(limit).execute();
  return rows.map((r) => r.passwordHash);
}

/** Sets the user's password hash and adds it to its history (run it in a transaction). */
export async function replacePasswordHash(db: Database, owner: { id: string; accountId: string }, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() }).where('id', '=', owner.id).execute();
  await db.insertInto('passwordHistory').values({ accountId: owner.accountId, userId: owner.id, passwordHash }).execute();
}
