import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { RevokedReason } from '../db/schema';
import { utcDay } from '../lib/clock';
import { activeEntitlements } from './entitlements';

/**
 * The user with its account and role, as sign-in and authentication need it. `entitlements` are
 * the account's products with a subscription active on `today` (UTC `YYYY-MM-DD`).
 */
export function selectUserWithAccess(db: Database, today: string = utcDay(new Date())) {
  return db
    .selectFrom('users as u')
    .innerJoin('accounts as a', 'a.id', 'u.accountId')
    .innerJoin('roles as r', 'r.id', 'u.roleId')
    .select([
      'u.id',
      'u.accountId',
      'u.username',
      'u.email',
      'u.realname',
      'u.firstName',
      'u.lastName',
      'u.passwordHash',
      'u.status',
      'u.locked',
      'u.failedAttempts',
      'u.readOnly',
      'u.riskappId',
      'u.riskappPlatform',
      'u.appCountry',
      'u.lang',
      'a.name as accountName',
      'a.isSystem as accountIsSystem',
      'a.status as accountStatus',
      activeEntitlements('a.id', today).as('entitlements'),
      'r.name as roleName',
      'r.type as roleType',
      'r.codes as roleCodes',
      'r.manageAdminRoles as roleManageAdminRoles',
      'u.mfaEnabled',
      'u.mfaSecret',
      'u.mfaLastStep',
      'u.userGroupId',
      'u.avatarUpdatedAt',
      // When the user was last active, for the lock after N days without sign-in. updated_at
      // counts so that an administrator unlocking (or editing) the user restarts the clock.
      sql<Date>`greatest(u.last_login_at, u.created_at, u.password_changed_at, u.updated_at)`.as('activeAt'),
    ]);
}

export type UserWithAccess = NonNullable<Awaited<ReturnType<ReturnType<typeof selectUserWithAccess>['executeTakeFirst']>>>;

/** Finds a user by username or email, case-insensitively. Sign-in is console-wide. */
export function findUserByIdentifier(db: Database, identifier: string) {
  const lowered = identifier.toLowerCase();
  return selectUserWithAccess(db)
    .where((eb) => eb.or([eb(eb.fn('lower', ['u.username']), '=', lowered), eb(eb.fn('lower', ['u.email']), '=', lowered)]))
    .executeTakeFirst();
}

export function findUserById(db: Database, accountId: string, userId: string) {
  return selectUserWithAccess(db).where('u.id', '=', userId).where('u.accountId', '=', accountId).executeTakeFirst();
}

/**
 * Counts one failed sign-in and locks the user when the count reaches `lockAfter`, in one
 * statement so concurrent attempts cannot slip past the limit.
 */
export async function recordFailedSignIn(db: Database, userId: string, lockAfter: number) {
  return db
    .updateTable('users')
    .set((eb) => ({
      failedAttempts: eb('failedAttempts', '+', 1),
      locked: sql<boolean>`locked or failed_attempts + 1 >= ${lockAfter}`,
      lockedAt: sql<Date>`case when not locked and failed_attempts + 1 >= ${lockAfter} then now() else locked_at end`,
    }))
    .where('id', '=', userId)
    .returning(['failedAttempts', 'locked'])
    .executeTakeFirstOrThrow();
}

export async function recordSuccessfulSignIn(db: Database, userId: string) {
  await db
    .updateTable('users')
    .set({ failedAttempts: 0, lastLoginAt: sql`now()` })
    .where('id', '=', userId)
    .execute();
}

/** Locks a user at sign-in (e.g. too long without signing in). */
export async function lockUser(db: Database, userId: string) {
  await db
    .updateTable('users')
    .set({ locked: true, lockedAt: sql`now()` })
    .where('id', '=', userId)
    .where('locked', '=', false)
    .execute();
}

export async function insertSession(
  db: Database,
  session: {
    accountId: string;
    userId: string;
    tokenHash: string;
    idleSeconds: number;
    expiresAt: Date;
    ip: string | null;
    userAgent: string | null;
    /** Waits for the second factor; authenticate() refuses it. */
    mfaPending?: boolean;
    /** Waits for the user to enrol a second factor; only the enrolment calls accept it. */
    mfaEnrolmentPending?: boolean;
  },
) {
  return db.insertInto('sessions').values(session).returning(['id', 'expiresAt']).executeTakeFirstOrThrow();
}

/** Revokes the user's live sessions (all but `exceptId`); returns the ids revoked. */
export async function revokeUserSessions(db: Database, userId: string, reason: RevokedReason, exceptId?: string) {
  let query = db
    .updateTable('sessions')
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null);
  if (exceptId) query = query.where('id', '!=', exceptId);
  const rows = await query.returning('id').execute();
  return rows.map((r) => r.id);
}

/** The session behind a token hash with its user, account and role, in one query. */
export function findSessionWithUser(db: Database, tokenHash: string, today?: string) {
  return selectUserWithAccess(db, today)
    .innerJoin('sessions as s', 's.userId', 'u.id')
    .select(['s.id as sessionId', 's.revokedAt', 's.revokedReason', 's.lastSeenAt', 's.idleSeconds', 's.expiresAt', 's.mfaPending', 's.mfaEnrolmentPending'])
    .where('s.tokenHash', '=', tokenHash)
    .executeTakeFirst();
}

export async function revokeSession(db: Database, sessionId: string, reason: RevokedReason) {
  await db
    .updateTable('sessions')
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where('id', '=', sessionId)
    .where('revokedAt', 'is', null)
    .execute();
}

/** Which wait a half-open session is in: its second factor, or its user's MFA enrolment. */
type SessionWait = 'mfaPending' | 'mfaEnrolmentPending';

/** Ends a session's `wait` under a new token hash; false when it was not (or no longer) waiting. */
async function promote(db: Database, sessionId: string, wait: SessionWait, update: { tokenHash: string; expiresAt: Date }): Promise<boolean> {
  const row = await db
    .updateTable('sessions')
    .set({ tokenHash: update.tokenHash, expiresAt: update.expiresAt, [wait]: false, lastSeenAt: sql`now()` })
    .where('id', '=', sessionId)
    .where(wait, '=', true)
    .where('revokedAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Turns a session waiting for its second factor into a full one under a new token hash; false
 * when it was not (or no longer) waiting.
 */
export function promoteSession(db: Database, sessionId: string, update: { tokenHash: string; expiresAt: Date }): Promise<boolean> {
  return promote(db, sessionId, 'mfaPending', update);
}

/**
 * Turns a session waiting for its user's MFA enrolment into a full one under a new token hash;
 * false when it was not (or no longer) waiting.
 */
export function promoteEnrolledSession(db: Database, sessionId: string, update: { tokenHash: string; expiresAt: Date }): Promise<boolean> {
  return promote(db, sessionId, 'mfaEnrolmentPending', update);
}

export async function touchSession(db: Database, sessionId: string) {
  await db
    .updateTable('sessions')
    .set({ lastSeenAt: sql`now()` })
    .where('id', '=', sessionId)
    .execute();
}

/** Unlocks a user by username (case-insensitive) from the console's own CLI; false when none has it. */
export async function unlockByUsername(db: Database, username: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ locked: false, lockedAt: null, failedAttempts: 0, updatedAt: sql`now()` })
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
