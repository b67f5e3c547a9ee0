import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { updateInAccount } from '../../db/queries';
import type { AvatarType } from './avatar';

export interface ProfilePatch {
  realname?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

export async function updateProfile(db: Database, accountId: string, userId: string, patch: ProfilePatch): Promise<void> {
  await updateInAccount(db, 'users', { accountId, id: userId }, patch);
}

/** Records the avatar's type; returns its new version time. */
export async function setAvatar(db: Database, accountId: string, userId: string, type: AvatarType): Promise<Date> {
  const row = await db
    .updateTable('users')
    .set({ avatarType: type, avatarUpdatedAt: sql`now()` })
    .where('id', '=', userId)
    .where('accountId', '=', accountId)
    .returning('avatarUpdatedAt')
    .executeTakeFirstOrThrow();
  return row.avatarUpdatedAt!;
}

export function findAvatar(db: Database, accountId: string, userId: string) {
  return db.selectFrom('users').select(['avatarType', 'avatarUpdatedAt']).where('id', '=', userId).where('accountId', '=', accountId).executeTakeFirst();
}
