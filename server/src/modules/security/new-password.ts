import type { Database } from '../../db/database';
import { ValidationError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { checkPassword } from '../../platform/password-policy';
import { findSecuritySettings, recentPasswordHashes, replacePasswordHash } from './security.repo';

export interface PasswordOwner {
  id: string;
  accountId: string;
  username: string;
  email?: string | null;
  realname?: string | null;
  accountName?: string | null;
}

/**
 * Checks a new password against the account's rules (spec §5) and returns its hash. The
 * history rule is skipped for an administrator resetting another user's password.
 */
export async function hashNewPassword(db: Database, owner: PasswordOwner, password: string, options: { enforceHistory: boolean }): Promise<string> {
  const rules = await findSecuritySettings(db, owner.accountId);
  const violations = checkPassword(password, rules, { related: [owner.username, owner.email, owner.realname, owner.accountName] });
  if (violations.length > 0) throw new ValidationError(violations[0].key, violations[0].params);
  if (options.enforceHistory && rules.historyCount > 0) {
    for (const passwordHash of await recentPasswordHashes(db, owner.id, rules.historyCount)) {
      if (await verifyPassword(passwordHash, password)) throw new ValidationError('passwordReused', { count: rules.historyCount });
    }
  }
  return hashPassword(password);
}

/** Stores a password hash on the user and in its history. */
export async function storePassword(db: Database, owner: PasswordOwner, passwordHash: string): Promise<void> {
  await db.transaction().execute((trx) => replacePasswordHash(trx, owner, passwordHash));
}
