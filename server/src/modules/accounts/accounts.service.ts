import type { DefaultConnectionArguments } from '@pothos/plugin-relay';
import { sql } from 'kysely';
import type { Actor } from '../../authz/actor';
import { ENTITLEMENTS } from '../../../../common/permissions';
import type { Database } from '../../db/database';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { dateKey, textKey } from '../../lib/keyset';
import { keysetConnection } from '../../lib/paging';
import { ACCOUNT_NAME, isUuid } from '../../lib/validation';
import type { AppPubSub } from '../../platform/pubsub';
import type { Auditor } from '../audit/audit';
import { revokeUserSessions } from '../auth/auth.repo';
import { escapeLike } from '../roles/roles.repo';
import { createAccountWithRoles } from './accounts.repo';

export interface AccountInput {
  name: string;
  keyIdentifier: string;
  entitlements: string[];
}

const KEY_IDENTIFIER = /^[A-Za-z0-9_-]{2,64}$/;

function accountsQuery(db: Database, search?: string | null, enabled?: boolean | null) {
  let q = db.selectFrom('accounts as a');
  if (search) q = q.where((eb) => eb.or([eb('a.name', 'ilike', `%${escapeLike(search)}%`), eb('a.keyIdentifier', 'ilike', `%${escapeLike(search)}%`)]));
  if (enabled != null) q = q.where('a.status', '=', enabled ? 'enabled' : 'disabled');
  return q;
}

const COLUMNS = ['a.id', 'a.name', 'a.keyIdentifier', 'a.isSystem', 'a.status', 'a.entitlements', 'a.createdAt', 'a.updatedAt'] as const;

function withUserCount(db: Database, search?: string | null, enabled?: boolean | null) {
  return accountsQuery(db, search, enabled)
    .select(COLUMNS)
    .select((eb) => eb.selectFrom('users').select((e) => e.fn.countAll<number>().as('n')).whereRef('users.accountId', '=', 'a.id').as('userCount'));
}

export type AccountRow = Awaited<ReturnType<ReturnType<typeof withUserCount>['execute']>>[number];

/** Accounts (customers, spec §3): only system super admins manage them. */
export class AccountsService {
  constructor(
    private readonly db: Database,
    private readonly audit: Auditor,
    private readonly pubsub: AppPubSub,
  ) {}

  list(actor: Actor, options: { args: DefaultConnectionArguments; search?: string | null; enabled?: boolean | null; orderBy?: 'name' | 'createdAt' }) {
    actor.assertCan('manage_account');
    const sort = options.orderBy === 'name' ? textKey<AccountRow>('a.name', (a) => a.name) : dateKey<AccountRow>('a.createdAt', (a) => a.createdAt);
    return keysetConnection({
      args: options.args,
      sort,
      direction: options.orderBy === 'name' ? 'asc' : 'desc',
      idColumn: 'a.id',
      fetch: (page) => {
        let q = withUserCount(this.db, options.search, options.enabled).orderBy(page.orderBy).limit(page.limit);
        if (page.where) q = q.where(page.where);
        return q.execute();
      },
      count: async () => Number((await accountsQuery(this.db, options.search, options.enabled).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
    });
  }

  /** One account: any for a system super admin, one's own for anybody else. */
  async get(actor: Actor, id: string): Promise<AccountRow> {
    if (!isUuid(id) || (!actor.isSystemAdmin && id !== actor.accountId)) throw new NotFoundError();
    const account = await withUserCount(this.db).where('a.id', '=', id).executeTakeFirst();
    if (!account) throw new NotFoundError();
    return account;
  }

  async create(actor: Actor, input: AccountInput, ip: string | null) {
    actor.assertCanChange('manage_account');
    const values = this.validate(input);
    if (await this.taken(values)) throw new ConflictError('accountNameTaken');
    const { accountId } = await createAccountWithRoles(this.db, values);
    await this.audit.byActor(actor, ip, 'account.create', { target: `account:${values.name}` });
    return this.get(actor, accountId);
  }

  async update(actor: Actor, id: string, input: AccountInput, ip: string | null) {
    actor.assertCanChange('manage_account');
    const account = await this.get(actor, id);
    const values = this.validate(input);
    if (await this.taken(values, account.id)) throw new ConflictError('accountNameTaken');
    await this.db.updateTable('accounts').set({ ...values, updatedAt: sql`now()` }).where('id', '=', account.id).execute();
    // Entitlements decide which role codes take effect: every user's subscriptions check again.
    this.pubsub.publish('principal:changed', { accountId: account.id });
    await this.audit.byActor(actor, ip, 'account.update', { target: `account:${values.name}` });
    return this.get(actor, id);
  }

  /** Disabling an account ends every session of its users; the system account stays enabled. */
  async setEnabled(actor: Actor, id: string, enabled: boolean, ip: string | null) {
    actor.assertCanChange('manage_account');
    const account = await this.get(actor, id);
    if (account.isSystem) throw new ValidationError('selfAction');
    await this.db.updateTable('accounts').set({ status: enabled ? 'enabled' : 'disabled', updatedAt: sql`now()` }).where('id', '=', account.id).execute();
    if (!enabled) {
      const users = await this.db.selectFrom('users').select('id').where('accountId', '=', account.id).execute();
      for (const user of users) {
        for (const sessionId of await revokeUserSessions(this.db, user.id, 'admin')) {
          this.pubsub.publish('session:revoked', `${account.id}:${sessionId}`, { reason: 'admin' });
        }
      }
      this.pubsub.publish('principal:changed', { accountId: account.id });
    }
    await this.audit.byActor(actor, ip, enabled ? 'account.enable' : 'account.disable', { target: `account:${account.name}` });
    return this.get(actor, id);
  }

  private validate(input: AccountInput): AccountInput {
    const name = (input.name ?? '').trim();
    if (!name) throw new ValidationError('fieldEmpty', { field: 'accountName' });
    if (!ACCOUNT_NAME.test(name)) throw new ValidationError('accountNameInvalid');
    const keyIdentifier = (input.keyIdentifier ?? '').trim();
    if (!KEY_IDENTIFIER.test(keyIdentifier)) throw new ValidationError('keyIdentifierInvalid');
    const entitlements = [...new Set(input.entitlements)];
    const unknown = entitlements.find((e) => !(ENTITLEMENTS as readonly string[]).includes(e));
    if (unknown) throw new ValidationError('entitlementUnknown', { code: unknown });
    return { name, keyIdentifier, entitlements };
  }

  private async taken(values: AccountInput, exceptId?: string): Promise<boolean> {
    let q = this.db
      .selectFrom('accounts')
      .select('id')
      .where((eb) =>
        eb.or([eb(eb.fn('lower', ['name']), '=', values.name.toLowerCase()), eb(eb.fn('lower', ['keyIdentifier']), '=', values.keyIdentifier.toLowerCase())]),
      );
    if (exceptId) q = q.where('id', '!=', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  }
}
