import crypto from 'node:crypto';
import { ENTITLEMENTS, type PermissionCode } from '../../common/permissions';
import type { Database } from '../../server/src/db/database';
import type { RoleType } from '../../server/src/db/schema';
import { createAccountWithRoles } from '../../server/src/modules/accounts/accounts.repo';
import { hashPassword } from '../../server/src/platform/passwords';

export interface SeededUser {
  username: string;
  password: string;
  userId: string;
  accountId: string;
}

export interface UserSpec {
  username?: string;
  password?: string;
  email?: string;
  /** Exactly these codes, in a custom role. */
  codes?: readonly PermissionCode[];
  /** Or one of the account's built-in roles. */
  roleType?: Exclude<RoleType, 'SUPER_ADMIN' | 'CUSTOM'>;
  entitlements?: readonly string[];
}

const DEFAULT_PASSWORD = 'Str0ng#Password';

/**
 * Test data factory: every call makes its own account, so tests can run concurrently on one
 * database without seeing each other.
 */
export function createSeed(db: Database) {
  async function account(entitlements: readonly string[] = ENTITLEMENTS) {
    const suffix = crypto.randomBytes(5).toString('hex');
    return createAccountWithRoles(db, { name: `acct-${suffix}`, keyIdentifier: `key-${suffix}`, entitlements: [...entitlements] }, 'en');
  }

  async function userIn(accountId: string, roleId: string, spec: UserSpec): Promise<SeededUser> {
    const username = spec.username ?? `user-${crypto.randomBytes(5).toString('hex')}`;
    const password = spec.password ?? DEFAULT_PASSWORD;
    const { id } = await db
      .insertInto('users')
      .values({ accountId, roleId, username, email: spec.email ?? null, realname: username, passwordHash: await hashPassword(password) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { username, password, userId: id, accountId };
  }

  return {
    account,
    /** A user in a new account, with a custom role of `codes` or a built-in role. */
    async user(spec: UserSpec = {}): Promise<SeededUser> {
      const { accountId, roleIds } = await account(spec.entitlements);
      let roleId = roleIds[spec.roleType ?? 'USER'];
      if (spec.codes) {
        ({ id: roleId } = await db
          .insertInto('roles')
          .values({ accountId, name: `role-${crypto.randomBytes(4).toString('hex')}`, type: 'CUSTOM', codes: [...spec.codes] })
          .returning('id')
          .executeTakeFirstOrThrow());
      }
      return userIn(accountId, roleId, spec);
    },
    userIn,
    /**
     * Another system super admin. On PostgreSQL every test file shares the bootstrap `admin`,
     * whose sign-in ends its sessions elsewhere (one location at a time); a file of its own
     * keeps its sessions.
     */
    async systemAdmin(spec: Omit<UserSpec, 'codes' | 'roleType' | 'entitlements'> = {}): Promise<SeededUser> {
      const role = await db
        .selectFrom('roles')
        .innerJoin('accounts', 'accounts.id', 'roles.accountId')
        .select(['roles.id', 'roles.accountId'])
        .where('accounts.isSystem', '=', true)
        .where('roles.type', '=', 'SUPER_ADMIN')
        .executeTakeFirstOrThrow();
      return userIn(role.accountId, role.id, spec);
    },
  };
}

export type Seed = ReturnType<typeof createSeed>;
