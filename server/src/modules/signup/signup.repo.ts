import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { countOf, pageOf } from '../../db/queries';
import type { SignupStatus } from '../../db/schema';
import type { PageClause } from '../../lib/paging';

const COLUMNS = ['id', 'accountName', 'username', 'email', 'realname', 'status', 'accountId', 'createdAt', 'updatedAt'] as const;

export async function insertSignup(db: Database, signup: { accountName: string; username: string; email: string; realname: string | null; passwordHash: string }): Promise<string> {
  const { id } = await db.insertInto('signups').values(signup).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function findSignup(db: Database, id: string) {
  return db
    .selectFrom('signups')
    .select([...COLUMNS, 'passwordHash'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export type SignupRow = NonNullable<Awaited<ReturnType<typeof findSignup>>>;

/** Moves a sign-up from one status to the next; false when it was no longer in `from`. */
export async function advanceSignup(db: Database, id: string, from: SignupStatus, to: SignupStatus, accountId?: string): Promise<boolean> {
  const row = await db
    .updateTable('signups')
    .set({ status: to, updatedAt: sql`now()`, ...(accountId ? { accountId } : {}) })
    .where('id', '=', id)
    .where('status', '=', from)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether an account name is taken by an account or by a sign-up awaiting approval. */
export async function accountNameTaken(db: Database, name: string): Promise<boolean> {
  const lowered = name.toLowerCase();
  const account = await db
    .selectFrom('accounts')
    .select('id')
    .where(sql<string>`lower(name)`, '=', lowered)
    .executeTakeFirst();
  return account !== undefined || (await pendingSignupHolds(db, 'accountName', lowered));
}

/** Whether a sign-up awaiting approval already claims this username, email or account name. */
export async function pendingSignupHolds(db: Database, field: 'accountName' | 'username' | 'email', lowered: string): Promise<boolean> {
  const row = await db
    .selectFrom('signups')
    .select('id')
    .where('status', '=', 'pending_approval')
    .where((eb) => eb(eb.fn('lower', [field]), '=', lowered))
    .executeTakeFirst();
  return row !== undefined;
}

const pending = (db: Database) => db.selectFrom('signups').where('status', '=', 'pending_approval');

export function listPendingSignups(db: Database, page: PageClause) {
  return pageOf(pending(db).select(COLUMNS), page).execute();
}

export function countPendingSignups(db: Database): Promise<number> {
  return countOf(pending(db));
}
