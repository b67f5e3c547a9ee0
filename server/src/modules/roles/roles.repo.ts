import type { Database } from '../../db/database';
import { countOf, escapeLike, pageOf, updateInAccount } from '../../db/queries';
import type { RoleType } from '../../db/schema';
import type { PageClause } from '../../lib/paging';

export interface RoleFilter {
  /** null = every account (system super admins only). */
  accountId: string | null;
  search?: string | null;
}

function filtered(db: Database, filter: RoleFilter) {
  let query = db.selectFrom('roles as r').innerJoin('accounts as a', 'a.id', 'r.accountId');
  if (filter.accountId) query = query.where('r.accountId', '=', filter.accountId);
  if (filter.search) query = query.where('r.name', 'ilike', `%${escapeLike(filter.search)}%`);
  return query;
}

export function listRoles(db: Database, filter: RoleFilter, page: PageClause) {
  return pageOf(
    filtered(db, filter).select([
      'r.id',
      'r.accountId',
      'a.name as accountName',
      'r.name',
      'r.type',
      'r.codes',
      'r.manageAdminRoles',
      'r.builtin',
      'r.createdAt',
      (eb) =>
        eb
          .selectFrom('users')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('users.roleId', '=', 'r.id')
          .as('userCount'),
    ]),
    page,
  ).execute();
}

export function countRoles(db: Database, filter: RoleFilter): Promise<number> {
  return countOf(filtered(db, filter));
}

export type RoleRow = Awaited<ReturnType<typeof listRoles>>[number];

export function findRole(db: Database, accountId: string, id: string) {
  return db.selectFrom('roles').selectAll().where('id', '=', id).where('accountId', '=', accountId).executeTakeFirst();
}

export async function insertRole(db: Database, role: { accountId: string; name: string; type: RoleType; codes: string[]; manageAdminRoles: boolean }): Promise<string> {
  const { id } = await db.insertInto('roles').values(role).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateRole(db: Database, accountId: string, id: string, values: { name: string; codes: string[]; manageAdminRoles: boolean }) {
  await updateInAccount(db, 'roles', { accountId, id }, values);
}

export async function deleteRole(db: Database, accountId: string, id: string) {
  await db.deleteFrom('roles').where('id', '=', id).where('accountId', '=', accountId).execute();
}

export async function countRoleUsers(db: Database, roleId: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('roleId', '=', roleId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function roleNameTaken(db: Database, accountId: string, name: string, exceptId?: string): Promise<boolean> {
  let query = db
    .selectFrom('roles')
    .select('id')
    .where('accountId', '=', accountId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export function findAccountForRoles(db: Database, accountId: string) {
  return db.selectFrom('accounts').select(['id', 'isSystem', 'entitlements']).where('id', '=', accountId).executeTakeFirst();
}
