import type { Database } from '../../db/database';
import { CUSTOMER_BUILTIN_ROLES, type BuiltinRole } from '../roles/builtin-roles';

export interface NewAccount {
  name: string;
  keyIdentifier: string;
  entitlements: string[];
  isSystem?: boolean;
}

/** Creates an account with its built-in roles in one transaction; returns the account id. */
export async function createAccountWithRoles(
  db: Database,
  account: NewAccount,
  roles: readonly BuiltinRole[] = CUSTOMER_BUILTIN_ROLES,
): Promise<{ accountId: string; roleIds: Record<string, string> }> {
  const create = async (trx: Database) => {
    const { id: accountId } = await trx
      .insertInto('accounts')
      .values({ ...account, isSystem: account.isSystem ?? false })
      .returning('id')
      .executeTakeFirstOrThrow();
    const roleIds: Record<string, string> = {};
    for (const role of roles) {
      const { id } = await trx
        .insertInto('roles')
        .values({ accountId, name: role.name, type: role.type, codes: role.codes, manageAdminRoles: role.manageAdminRoles, builtin: true })
        .returning('id')
        .executeTakeFirstOrThrow();
      roleIds[role.type] = id;
    }
    return { accountId, roleIds };
  };
  return db.isTransaction ? create(db) : db.transaction().execute(create);
}

export async function findSystemAccount(db: Database) {
  return db.selectFrom('accounts').selectAll().where('isSystem', '=', true).executeTakeFirst();
}
