import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { OneTimeTokenKind } from '../db/schema';

/** Who a one-time token belongs to: a user (password reset) or a pending sign-up. */
export type TokenOwner = { userId: string } | { signupId: string };

const ownedBy = (owner: TokenOwner) => ('userId' in owner ? (['userId', owner.userId] as const) : (['signupId', owner.signupId] as const));

/** Stores a token's hash; earlier open tokens of the same kind and owner stop working. */
export async function issueOneTimeToken(db: Database, kind: OneTimeTokenKind, owner: TokenOwner, tokenHash: string, ttlSeconds: number): Promise<void> {
  const [column, id] = ownedBy(owner);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('oneTimeTokens')
      .set({ usedAt: sql`now()` })
      .where('kind', '=', kind)
      .where(column, '=', id)
      .where('usedAt', 'is', null)
      .execute();
    await trx
      .insertInto('oneTimeTokens')
      .values({ kind, tokenHash, ...('userId' in owner ? { userId: owner.userId } : { signupId: owner.signupId }), expiresAt: new Date(Date.now() + ttlSeconds * 1000) })
      .execute();
  });
}

/** The unused, unexpired token with this hash. */
export function findLiveToken(db: Database, kind: OneTimeTokenKind, tokenHash: string) {
  return db
    .selectFrom('oneTimeTokens')
    .select(['id', 'userId', 'signupId', 'expiresAt'])
    .where('kind', '=', kind)
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

/** The open token of a kind for an owner (sign-up codes are looked up by sign-up, not by code). */
export function findOpenToken(db: Database, kind: OneTimeTokenKind, owner: TokenOwner) {
  const [column, id] = ownedBy(owner);
  return db
    .selectFrom('oneTimeTokens')
    .select(['id', 'tokenHash', 'expiresAt'])
    .where('kind', '=', kind)
    .where(column, '=', id)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', sql<Date>`now()`)
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();
}

/** Marks a token used; false when it already was, so two concurrent uses cannot both succeed. */
export async function consumeToken(db: Database, id: string): Promise<boolean> {
  const row = await db
    .updateTable('oneTimeTokens')
    .set({ usedAt: sql`now()` })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
