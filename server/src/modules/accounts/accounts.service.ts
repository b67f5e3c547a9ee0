import type { DefaultConnectionArguments } from '@pothos/plugin-relay';
import type { Actor } from '../../authz/actor';
import { ENTITLEMENTS } from '../../../../common/permissions';
import type { Database } from '../../db/database';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { keysetConnection } from '../../lib/paging';
import { ACCOUNT_NAME, isUuid } from '../../lib/validation';
import type { AppPubSub } from '../../platform/pubsub';
import type { Auditor } from '../../platform/auditor';
import { revokeUserSessions } from '../../authz/identity.repo';
import * as repo from './accounts.repo';
import { KEY_IDENTIFIER } from '../../../../common/rules';
import type { Lang } from '../../i18n/messages';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service';

export interface AccountInput {
  name: string;
  keyIdentifier: string;
  entitlements: string[];
}

/** Accounts (customers, spec §3): only system super admins manage them. */
export class AccountsService {
  constructor(
    private readonly db: Database,
    private readonly audit: Auditor,
    private readonly pubsub: AppPubSub,
    /** Ticking products on the account form opens or ends their subscriptions. */
    private readonly subscriptions?: SubscriptionsService,
  ) {}

  list(actor: Actor, options: { args: DefaultConnectionArguments; search?: string | null; enabled?: boolean | null; orderBy?: 'name' | 'createdAt' }) {
    actor.assertCan('manage_account');
    const orderBy = options.orderBy ?? 'createdAt';
    const filter = { search: options.search, enabled: options.enabled };
    return keysetConnection({
      args: options.args,
      sort: repo.ACCOUNT_SORTS[orderBy],
      direction: orderBy === 'name' ? 'asc' : 'desc',
      idColumn: 'a.id',
      fetch: (page) => repo.listAccounts(this.db, filter, page),
      count: () => repo.countAccounts(this.db, filter),
    });
  }

  /** One account: any for a system super admin, one's own for anybody else. */
  async get(actor: Actor, id: string): Promise<repo.AccountRow> {
    if (!isUuid(id) || (!actor.isSystemAdmin && id !== actor.accountId)) throw new NotFoundError();
    const account = await repo.findAccount(this.db, id);
    if (!account) throw new NotFoundError();
    return account;
  }

  /** Creates an account with its built-in roles and default templates; `db` may be the caller's transaction (sign-up). */
  createWithRoles(account: repo.NewAccount, lang: Lang, db: Database = this.db) {
    return repo.createAccountWithRoles(db, account, lang);
  }

  /** Creates an account; its default report templates are in the creating admin's language. */
  async create(actor: Actor, input: AccountInput, ip: string | null, lang: Lang) {
    actor.assertCanChange('manage_account');
    const values = this.validate(input);
    if (await this.taken(values)) throw new ConflictError('accountNameTaken');
    const { accountId } = await repo.createAccountWithRoles(this.db, values, lang);
    await this.audit.byActor(actor, ip, 'account.create', { target: `account:${values.name}` });
    return this.get(actor, accountId);
  }

  async update(actor: Actor, id: string, input: AccountInput, ip: string | null) {
    actor.assertCanChange('manage_account');
    const account = await this.get(actor, id);
    const values = this.validate(input);
    if (await this.taken(values, account.id)) throw new ConflictError('accountNameTaken');
    const { entitlements, ...rest } = values;
    await repo.updateAccount(this.db, account.id, this.subscriptions ? rest : values);
    await this.subscriptions?.applyAccountEntitlements(actor, account.id, values.name, entitlements, ip);
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
    await repo.updateAccount(this.db, account.id, { status: enabled ? 'enabled' : 'disabled' });
    if (!enabled) {
      for (const userId of await repo.accountUserIds(this.db, account.id)) {
        for (const sessionId of await revokeUserSessions(this.db, userId, 'admin')) {
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

  private taken(values: AccountInput, exceptId?: string): Promise<boolean> {
    return repo.accountNameTaken(this.db, values, exceptId);
  }
}
