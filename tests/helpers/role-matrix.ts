import crypto from 'node:crypto';
import { loginSystemAdmin, type TestServer } from './server';

/**
 * The callers a permission matrix asks "who may do this?" of: a system super admin; account A's
 * customer super admin, admin, plain user and viewer (its built-in roles); and the customer
 * super admin of another account B, to whom A's rows must not exist.
 */
export type MatrixCaller = 'systemAdmin' | 'customerSuperAdmin' | 'admin' | 'user' | 'view' | 'otherAccount';
export const MATRIX_CALLERS: readonly MatrixCaller[] = ['systemAdmin', 'customerSuperAdmin', 'admin', 'user', 'view', 'otherAccount'];

type Account = Awaited<ReturnType<TestServer['seed']['account']>>;

/** What a matrix's extra callers are made from. */
export interface MatrixAccounts {
  a: Account;
  b: Account;
  /** A custom role of account A holding exactly `codes`. */
  roleInA(codes: string[]): Promise<string>;
}

export interface RoleMatrix<Extra extends string> extends MatrixAccounts {
  /** A signed-in token of every caller. */
  tokens: Record<MatrixCaller | Extra, string>;
}

/**
 * Seeds accounts A and B, signs every matrix caller in, and adds `extra` callers (each made by a
 * function that seeds a user and returns its credentials), e.g. a user of a narrow custom role.
 */
export async function roleMatrix<Extra extends string = never>(
  t: TestServer,
  extra: Record<Extra, (accounts: MatrixAccounts) => Promise<{ username: string; password: string }>> = {} as never,
): Promise<RoleMatrix<Extra>> {
  const a = await t.seed.account();
  const b = await t.seed.account();
  const roleInA = async (codes: string[]) =>
    (
      await t.runtime.deps.db
        .insertInto('roles')
        .values({ accountId: a.accountId, name: `role-${crypto.randomBytes(4).toString('hex')}`, type: 'CUSTOM', codes })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const accounts = { a, b, roleInA };
  const people: Record<Exclude<MatrixCaller, 'systemAdmin'>, { username: string; password: string }> = {
    customerSuperAdmin: await t.seed.userIn(a.accountId, a.roleIds.CUSTOMER_SUPER_ADMIN, {}),
    admin: await t.seed.userIn(a.accountId, a.roleIds.ADMIN, {}),
    user: await t.seed.userIn(a.accountId, a.roleIds.USER, {}),
    view: await t.seed.userIn(a.accountId, a.roleIds.VIEW, {}),
    otherAccount: await t.seed.userIn(b.accountId, b.roleIds.CUSTOMER_SUPER_ADMIN, {}),
  };
  const tokens = { systemAdmin: await loginSystemAdmin(t) } as Record<MatrixCaller | Extra, string>;
  for (const [who, user] of Object.entries(people)) tokens[who as MatrixCaller] = await t.login(user.username, user.password);
  for (const [who, make] of Object.entries(extra) as Array<[Extra, (accounts: MatrixAccounts) => Promise<{ username: string; password: string }>]>) {
    const user = await make(accounts);
    tokens[who] = await t.login(user.username, user.password);
  }
  return { ...accounts, tokens };
}
