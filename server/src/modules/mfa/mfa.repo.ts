import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { updateInAccount } from '../../db/queries';

export function findMfaState(db: Database, accountId: string, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'accountId', 'username', 'passwordHash', 'mfaEnabled', 'mfaSecret', 'mfaPendingSecret', 'mfaLastStep'])
    .where('id', '=', userId)
    .where('accountId', '=', accountId)
    .executeTakeFirst();
}

export async function savePendingSecret(db: Database, accountId: string, userId: string, secret: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ mfaPendingSecret: secret, updatedAt: sql`now()` })
    .where('id', '=', userId)
    .where('accountId', '=', accountId)
    .execute();
}

/**
 * Moves the pending secret into place with the recovery codes' hashes and the step of the code
 * that confirmed it; false when the pending secret changed meanwhile.
 */
export async function enableMfa(db: Database, accountId: string, userId: string, update: { secret: string; step: number; recoveryHashes: string[] }) {
  const row = await db
    .updateTable('users')
    .set({
      mfaEnabled: true,
      mfaSecret: update.secret,
      mfaPendingSecret: null,
      mfaLastStep: update.step,
      mfaRecoveryHashes: update.recoveryHashes,
      updatedAt: sql`now()`,
    })
    .where('id', '=', userId)
    .where('accountId', '=', accountId)
    .where('mfaPendingSecret', '=', update.secret)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function disableMfa(db: Database, accountId: string, userId: string): Promise<void> {
  await updateInAccount(db, 'users', { accountId, id: userId }, { mfaEnabled: false, mfaSecret: null, mfaPendingSecret: null, mfaLastStep: null, mfaRecoveryHashes: [] });
}

/** Records a TOTP step as used; false when it (or a later one) already was, so a code works once. */
export async function claimTotpStep(db: Database, accountId: string, userId: string, step: number): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set({ mfaLastStep: step })
    .where('id', '=', userId)
    .where('accountId', '=', accountId)
    .where((eb) => eb.or([eb('mfaLastStep', 'is', null), eb('mfaLastStep', '<', step)]))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Spends a recovery code: removes its hash; false when it was not there. */
export async function useRecoveryCode(db: Database, accountId: string, userId: string, codeHash: string): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set({ mfaRecoveryHashes: sql<string[]>`array_remove(mfa_recovery_hashes, ${codeHash})` })
    .where('id', '=', userId)
    .where('accountId', '=', accountId)
    .where(sql<boolean>`${codeHash} = any(mfa_recovery_hashes)`)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
