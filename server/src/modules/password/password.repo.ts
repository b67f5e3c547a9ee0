import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { selectUserWithAccess } from '../../authz/identity.repo';

/** An enabled user of an enabled account with this email (case-insensitive): who may reset by mail. */
export function findResettableUserByEmail(db: Database, email: string) {
  return selectUserWithAccess(db)
    .where(sql<string>`lower(u.email)`, '=', email.toLowerCase())
    .where('u.status', '=', 'enabled')
    .where('a.status', '=', 'enabled')
    .executeTakeFirst();
}

/** The user a reset token belongs to; reset tokens carry no account, so this looks up across accounts. */
export function findUserForReset(db: Database, userId: string) {
  return selectUserWithAccess(db).where('u.id', '=', userId).executeTakeFirst();
}

/** After a reset by mail the user may sign in again: unlocked, failures cleared. */
export async function unlockAfterReset(db: Database, accountId: string, userId: string): Promise<void> {
  await db.updateTable('users').set({ locked: false, lockedAt: null, failedAttempts: 0 }).where('id', '=', userId).where('accountId', '=', accountId).execute();
}
