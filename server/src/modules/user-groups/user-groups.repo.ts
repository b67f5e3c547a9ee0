import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { countOf, escapeLike, pageOf, updateInAccount } from '../../db/queries';
import type { PageClause } from '../../lib/paging';

export interface GroupValues {
  name: string;
  description: string | null;
}

export interface GroupFilter {
  accountId: string | null;
  search?: string | null;
}

function filtered(db: Database, f: GroupFilter) {
  let q = db.selectFrom('userGroups as g').innerJoin('accounts as a', 'a.id', 'g.accountId');
  if (f.accountId) q = q.where('g.accountId', '=', f.accountId);
  if (f.search) q = q.where('g.name', 'ilike', `%${escapeLike(f.search)}%`);
  return q;
}

const COLUMNS = ['g.id', 'g.accountId', 'a.name as accountName', 'g.name', 'g.description', 'g.createdAt'] as const;

function withMemberCount(db: Database, filter: GroupFilter) {
  return filtered(db, filter)
    .select(COLUMNS)
    .select((eb) =>
      eb
        .selectFrom('users')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('users.userGroupId', '=', 'g.id')
        .as('memberCount'),
    );
}

export function listGroups(db: Database, filter: GroupFilter, page: PageClause) {
  return pageOf(withMemberCount(db, filter), page).execute();
}

export type GroupRow = Awaited<ReturnType<typeof listGroups>>[number];

export function countGroups(db: Database, filter: GroupFilter): Promise<number> {
  return countOf(filtered(db, filter));
}

export function findGroup(db: Database, accountId: string, id: string) {
  return withMemberCount(db, { accountId }).where('g.id', '=', id).executeTakeFirst();
}

/** The members of several groups in one query, each row with its group; `accountId` null spans all accounts. */
export function membersOfGroups(db: Database, groupIds: readonly string[], accountId: string | null) {
  let query = db.selectFrom('users').select(['id', 'username', 'realname', 'userGroupId']).where('userGroupId', 'in', groupIds);
  if (accountId !== null) query = query.where('accountId', '=', accountId);
  return query.orderBy('username').execute();
}

export async function groupNameTaken(db: Database, accountId: string, name: string, exceptId?: string) {
  let q = db
    .selectFrom('userGroups')
    .select('id')
    .where('accountId', '=', accountId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (exceptId) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** Makes exactly `userIds` the members of the group (all must be users of the account). */
export async function setMembers(db: Database, accountId: string, groupId: string, userIds: string[]) {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ userGroupId: null }).where('accountId', '=', accountId).where('userGroupId', '=', groupId).execute();
    if (userIds.length) {
      await trx
        .updateTable('users')
        .set({ userGroupId: groupId, updatedAt: sql`now()` })
        .where('accountId', '=', accountId)
        .where('id', 'in', userIds)
        .execute();
    }
  });
}

export async function countUsersIn(db: Database, accountId: string, userIds: string[]): Promise<number> {
  if (userIds.length === 0) return 0;
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('accountId', '=', accountId)
    .where('id', 'in', userIds)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertGroup(db: Database, accountId: string, values: GroupValues): Promise<string> {
  return (
    await db
      .insertInto('userGroups')
      .values({ accountId, ...values })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

export async function updateGroup(db: Database, group: { id: string; accountId: string }, values: GroupValues): Promise<void> {
  await updateInAccount(db, 'userGroups', group, values);
}

export async function deleteGroup(db: Database, group: { id: string; accountId: string }): Promise<void> {
  await db.deleteFrom('userGroups').where('id', '=', group.id).where('accountId', '=', group.accountId).execute();
}
