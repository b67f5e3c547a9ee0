import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { countOf, escapeLike, pageOf, updateInAccount, whereEqual } from '../../db/queries';
import type { NewUser, UserUpdate } from '../../db/schema';
import { dateKey, textKey, type SortKey } from '../../lib/keyset';
import type { PageClause } from '../../lib/paging';

export interface UserFilter {
  /** null = every account (system super admins only). */
  accountId: string | null;
  search?: string | null;
  username?: string | null;
  realname?: string | null;
  accountName?: string | null;
  roleId?: string | null;
  userGroupId?: string | null;
  locked?: boolean | null;
  enabled?: boolean | null;
  createdFrom?: Date | null;
  createdTo?: Date | null;
}

function filtered(db: Database, f: UserFilter) {
  let q = db
    .selectFrom('users as u')
    .innerJoin('accounts as a', 'a.id', 'u.accountId')
    .innerJoin('roles as r', 'r.id', 'u.roleId')
    .leftJoin('userGroups as g', 'g.id', 'u.userGroupId')
    .leftJoin('monitoredApps as m', 'm.id', 'u.riskappId');
  if (f.accountId) q = q.where('u.accountId', '=', f.accountId);
  if (f.search) {
    const like = `%${escapeLike(f.search)}%`;
    q = q.where((eb) => eb.or([eb('u.username', 'ilike', like), eb('u.realname', 'ilike', like), eb('u.email', 'ilike', like)]));
  }
  if (f.username) q = q.where('u.username', 'ilike', `%${escapeLike(f.username)}%`);
  if (f.realname) q = q.where('u.realname', 'ilike', `%${escapeLike(f.realname)}%`);
  if (f.accountName) q = q.where('a.name', 'ilike', `%${escapeLike(f.accountName)}%`);
  q = whereEqual(q, { 'u.roleId': f.roleId, 'u.userGroupId': f.userGroupId, 'u.locked': f.locked });
  if (f.enabled != null) q = q.where('u.status', '=', f.enabled ? 'enabled' : 'disabled');
  if (f.createdFrom) q = q.where('u.createdAt', '>=', f.createdFrom);
  if (f.createdTo) q = q.where('u.createdAt', '<', f.createdTo);
  return q;
}

const COLUMNS = [
  'u.id',
  'u.accountId',
  'a.name as accountName',
  'u.username',
  'u.realname',
  'u.firstName',
  'u.lastName',
  'u.email',
  'u.roleId',
  'r.name as roleName',
  'r.type as roleType',
  'r.codes as roleCodes',
  'r.manageAdminRoles as roleManageAdminRoles',
  'u.userGroupId',
  'g.name as userGroupName',
  'u.status',
  'u.locked',
  'u.readOnly',
  'u.riskappId',
  'u.riskappPlatform',
  'm.name as riskappName',
  'u.appCountry',
  'u.mfaEnabled',
  'u.apiKey',
  'u.lastLoginAt',
  'u.createdAt',
] as const;

export function listUsers(db: Database, filter: UserFilter, page: PageClause) {
  return pageOf(filtered(db, filter).select(COLUMNS), page).execute();
}

export function countUsers(db: Database, filter: UserFilter): Promise<number> {
  return countOf(filtered(db, filter));
}

export type ManagedUserRow = Awaited<ReturnType<typeof listUsers>>[number];

export type UserOrder = 'username' | 'realname' | 'createdAt' | 'lastLoginAt';

/** The orders a user list offers, each with its keyset sort key. */
export const USER_SORTS: Record<UserOrder, SortKey<ManagedUserRow>> = {
  username: textKey('u.username', (u) => u.username),
  realname: { ...textKey('u.realname', (u) => u.realname ?? ''), expression: sql`coalesce(${sql.ref('u.realname')}, '')` },
  createdAt: dateKey('u.createdAt', (u) => u.createdAt),
  lastLoginAt: {
    ...dateKey('u.lastLoginAt', (u) => u.lastLoginAt ?? new Date(0)),
    expression: sql`date_trunc('milliseconds', coalesce(${sql.ref('u.lastLoginAt')}, 'epoch'::timestamptz))`,
  },
};

export function findManagedUser(db: Database, accountId: string, id: string) {
  return filtered(db, { accountId }).select(COLUMNS).where('u.id', '=', id).executeTakeFirst();
}

export function findManagedUsers(db: Database, accountId: string | null, ids: string[]) {
  return filtered(db, { accountId }).select(COLUMNS).where('u.id', 'in', ids).execute();
}

/** Whether a username or email is taken anywhere (sign-in names are console-wide). */
export async function identityTaken(db: Database, field: 'username' | 'email', value: string, exceptId?: string): Promise<boolean> {
  let q = db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', [field]), '=', value.toLowerCase()));
  if (exceptId) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function setLocked(db: Database, ids: string[], locked: boolean) {
  await db
    .updateTable('users')
    .set(locked ? { locked: true, lockedAt: sql`now()`, updatedAt: sql`now()` } : { locked: false, lockedAt: null, failedAttempts: 0, updatedAt: sql`now()` })
    .where('id', 'in', ids)
    .execute();
}

export async function setEnabled(db: Database, ids: string[], enabled: boolean) {
  await db
    .updateTable('users')
    .set({ status: enabled ? 'enabled' : 'disabled', updatedAt: sql`now()` })
    .where('id', 'in', ids)
    .execute();
}

export function findGroupInAccount(db: Database, accountId: string, id: string) {
  return db.selectFrom('userGroups').select(['id', 'name']).where('id', '=', id).where('accountId', '=', accountId).executeTakeFirst();
}

/** The name of an account (it must exist). */
export async function accountName(db: Database, accountId: string): Promise<string> {
  return (await db.selectFrom('accounts').select('name').where('id', '=', accountId).executeTakeFirstOrThrow()).name;
}

/** Inserts a user; answers its id. */
export async function insertUser(db: Database, values: NewUser): Promise<string> {
  return (await db.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/**
 * Inserts a user and the first entry of its password history; answers its id. Run it in a
 * transaction so that neither stays without the other.
 */
export async function insertUserWithPassword(db: Database, values: NewUser): Promise<string> {
  const id = await insertUser(db, values);
  await db.insertInto('passwordHistory').values({ accountId: values.accountId, userId: id, passwordHash: values.passwordHash }).execute();
  return id;
}

/** Updates a user's columns, within its account. */
export async function updateUser(db: Database, user: { id: string; accountId: string }, values: UserUpdate): Promise<void> {
  await updateInAccount(db, 'users', user, values);
}
