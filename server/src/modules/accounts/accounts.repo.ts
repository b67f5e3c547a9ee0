import { sql, type Updateable } from 'kysely';
import type { Database } from '../../db/database';
import { countOf, escapeLike, pageOf } from '../../db/queries';
import type { AccountsTable } from '../../db/schema';
import { dateKey, textKey, type SortKey } from '../../lib/keyset';
import type { PageClause } from '../../lib/paging';
import { CUSTOMER_BUILTIN_ROLES, type BuiltinRole } from '../../authz/builtin-roles';
import type { Lang } from '../../i18n/messages';
import { insertDefaultTemplates } from '../report-templates/report-templates.service';
import { grantSubscriptions } from '../subscriptions/subscriptions.service';
import { activeEntitlements } from '../../authz/entitlements';
import { utcDay } from '../../lib/clock';

export interface NewAccount {
  name: string;
  keyIdentifier: string;
  entitlements: string[];
  isSystem?: boolean;
}

/** Creates an account with its built-in roles in one transaction; returns the account id. */
/**
 * Creates an account with its built-in roles and its default report templates (named and
 * reporting in `lang`), in one transaction (the caller's when `db` is one).
 */
export async function createAccountWithRoles(
  db: Database,
  account: NewAccount,
  lang: Lang,
  roles: readonly BuiltinRole[] = CUSTOMER_BUILTIN_ROLES,
): Promise<{ accountId: string; roleIds: Record<string, string> }> {
  const create = async (trx: Database) => {
    const { id: accountId } = await trx
      .insertInto('accounts')
      .values({ ...account, isSystem: account.isSystem ?? false })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The ticked products are open-ended subscriptions from today.
    await grantSubscriptions(trx, accountId, account.entitlements);
    const roleIds: Record<string, string> = {};
    for (const role of roles) {
      const { id } = await trx
        .insertInto('roles')
        .values({ accountId, name: role.name, type: role.type, codes: role.codes, manageAdminRoles: role.manageAdminRoles, builtin: true })
        .returning('id')
        .executeTakeFirstOrThrow();
      roleIds[role.type] = id;
    }
    await insertDefaultTemplates(trx, accountId, lang);
    return { accountId, roleIds };
  };
  return db.isTransaction ? create(db) : db.transaction().execute(create);
}

export async function findSystemAccount(db: Database) {
  return db.selectFrom('accounts').selectAll().where('isSystem', '=', true).executeTakeFirst();
}

export interface AccountFilter {
  search?: string | null;
  enabled?: boolean | null;
}

function filtered(db: Database, { search, enabled }: AccountFilter) {
  let q = db.selectFrom('accounts as a');
  if (search) q = q.where((eb) => eb.or([eb('a.name', 'ilike', `%${escapeLike(search)}%`), eb('a.keyIdentifier', 'ilike', `%${escapeLike(search)}%`)]));
  if (enabled != null) q = q.where('a.status', '=', enabled ? 'enabled' : 'disabled');
  return q;
}

const COLUMNS = ['a.id', 'a.name', 'a.keyIdentifier', 'a.isSystem', 'a.status', 'a.createdAt', 'a.updatedAt'] as const;

function withUserCount(db: Database, filter: AccountFilter = {}) {
  // `entitlements`: the products the account's subscriptions hold today.
  return filtered(db, filter)
    .select(COLUMNS)
    .select(() => activeEntitlements('a.id', utcDay(new Date())).as('entitlements'))
    .select((eb) =>
      eb
        .selectFrom('users')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('users.accountId', '=', 'a.id')
        .as('userCount'),
    );
}

export type AccountRow = Awaited<ReturnType<ReturnType<typeof withUserCount>['execute']>>[number];

/** The orders an account list offers, each with its keyset sort key. */
export const ACCOUNT_SORTS: Record<'name' | 'createdAt', SortKey<AccountRow>> = {
  name: textKey('a.name', (a) => a.name),
  createdAt: dateKey('a.createdAt', (a) => a.createdAt),
};

export function listAccounts(db: Database, filter: AccountFilter, page: PageClause) {
  return pageOf(withUserCount(db, filter), page).execute();
}

export function countAccounts(db: Database, filter: AccountFilter): Promise<number> {
  return countOf(filtered(db, filter));
}

export function findAccount(db: Database, id: string) {
  return withUserCount(db).where('a.id', '=', id).executeTakeFirst();
}

export async function updateAccount(db: Database, id: string, values: Updateable<AccountsTable>): Promise<void> {
  await db
    .updateTable('accounts')
    .set({ ...values, updatedAt: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export async function accountUserIds(db: Database, accountId: string): Promise<string[]> {
  return (await db.selectFrom('users').select('id').where('accountId', '=', accountId).execute()).map((u) => u.id);
}

/** Whether another account has the name or key identifier (case-insensitive). */
export async function accountNameTaken(db: Database, values: { name: string; keyIdentifier: string }, exceptId?: string): Promise<boolean> {
  let q = db
    .selectFrom('accounts')
    .select('id')
    .where((eb) => eb.or([eb(eb.fn('lower', ['name']), '=', values.name.toLowerCase()), eb(eb.fn('lower', ['keyIdentifier']), '=', values.keyIdentifier.toLowerCase())]));
  if (exceptId) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}
