import crypto from 'node:crypto';
import { ENTITLEMENTS } from '../../common/permissions';
import type { Database } from './db/database';
import type { Logger } from './lib/logger';
import { hashPassword } from './platform/passwords';
import { SYSTEM_SUPER_ADMIN_ROLE } from './authz/builtin-roles';
import { insertUser } from './modules/users/users.repo';
import { createAccountWithRoles, findSystemAccount } from './modules/accounts/accounts.repo';
import type { Lang } from './i18n/messages';

const BOOTSTRAP_ADMIN = 'admin';

/** A random password that meets any composition rule: upper, lower, digit and symbol. */
function generatePassword(length = 20): string {
  const sets = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '!#$%&*+-=?@^_'];
  const all = sets.join('');
  const chars = sets.map((set) => set[crypto.randomInt(set.length)]);
  while (chars.length < length) chars.push(all[crypto.randomInt(all.length)]);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = crypto.randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

/**
 * On first start, creates the system account and its super admin `admin`. The password is
 * `RAMPART_ADMIN_PASSWORD` when set; otherwise a strong one is generated and printed once.
 */
export async function ensureBootstrapAdmin(
  db: Database,
  logger: Logger,
  options: { adminPassword?: string; print?: (line: string) => void; lang?: Lang },
): Promise<{ created: boolean; password?: string }> {
  if (await findSystemAccount(db)) return { created: false };
  const password = options.adminPassword ?? generatePassword();
  const passwordHash = await hashPassword(password);
  try {
    await db.transaction().execute(async (trx) => {
      const { accountId, roleIds } = await createAccountWithRoles(
        trx,
        { name: 'Rampart', keyIdentifier: 'system', entitlements: [...ENTITLEMENTS], isSystem: true },
        options.lang ?? 'en',
        [SYSTEM_SUPER_ADMIN_ROLE],
      );
      await insertUser(trx, { accountId, roleId: roleIds.SUPER_ADMIN, username: BOOTSTRAP_ADMIN, realname: 'System administrator', passwordHash });
    });
  } catch (err) {
    // Another instance starting at the same moment created it first.
    if ((err as { code?: string }).code === '23505') return { created: false };
    throw err;
  }
  logger.info({ username: BOOTSTRAP_ADMIN }, 'created the system super admin');
  if (!options.adminPassword) {
    const print = options.print ?? ((line: string) => process.stdout.write(`${line}\n`));
    print('');
    print('  Rampart created the system super admin. Sign in with:');
    print(`    username: ${BOOTSTRAP_ADMIN}`);
    print(`    password: ${password}`);
    print('  This password is shown only once; change it after signing in.');
    print('');
  }
  return { created: true, password };
}
