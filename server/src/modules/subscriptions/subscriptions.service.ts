import type { DefaultConnectionArguments } from '@pothos/plugin-relay';
import { ENTITLEMENTS, type Entitlement } from '../../../../common/permissions';
import type { Actor } from '../../authz/actor';
import { PLATFORM_CODE, platformOf } from '../../authz/platforms';
import { KIND_CODE } from '../../../../common/hardening-policy';
import type { Database } from '../../db/database';
import { Clock, utcDay } from '../../lib/clock';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { byCreation } from '../../lib/paging';
import type { ActScope } from '../../lib/request-meta';
import { isUuid, optionalEmail } from '../../lib/validation';
import type { Auditor } from '../../platform/auditor';
import type { AppPubSub } from '../../platform/pubsub';
import * as repo from './subscriptions.repo';

export type { SubscriptionRow, SubscriptionState } from './subscriptions.repo';

/** A subscription as the console edits it. */
export interface SubscriptionInput {
  product: string;
  /** `YYYY-MM-DD`. */
  startsOn: string;
  /** `YYYY-MM-DD`, the last day; empty: open-ended. */
  endsOn?: string | null;
  /** Jobs per month (hardening, assessment) or monitored devices (threat_perception); empty: no limit. */
  quota?: number | null;
  billingEmail?: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_QUOTA = 100_000_000;
/** How long an instance reuses an account's monitoring allowance (other instances see changes within it). */
const ALLOWANCE_TTL_MS = 5_000;

export function isEntitlement(value: string): value is Entitlement {
  return (ENTITLEMENTS as readonly string[]).includes(value);
}

/**
 * Opens an open-ended subscription from `today` for each product, in the caller's transaction:
 * what an account created with ticked products (or the system account) starts with.
 */
export async function grantSubscriptions(db: Database, accountId: string, products: readonly string[], today: string = utcDay(new Date())): Promise<void> {
  for (const product of new Set(products)) {
    if (!isEntitlement(product)) continue;
    await repo.insertSubscription(db, accountId, { product, startsOn: today, endsOn: null, quota: null, billingEmail: null }, null);
  }
  await repo.syncAccountEntitlements(db, accountId, today);
}

/**
 * Account subscriptions (`/manage/clientmanage/servicemanage`, code `manage_subscription`): per
 * account and product, a period (an open end never ends), a quota and a billing email. The
 * products an account may use are those with a subscription active today (see
 * authz/entitlements.ts); hardening and assessment submissions check the subscription and its
 * monthly quota here first, so a lapsed product is refused with a message that names it.
 * System super admins manage every account's subscriptions; an account's own administrators
 * read theirs; another account's subscriptions are not found.
 */
export class SubscriptionsService {
  constructor(
    private readonly db: Database,
    private readonly audit: Auditor,
    private readonly pubsub: AppPubSub,
    /** The day subscriptions are judged on; tests move it past an end date. */
    readonly clock: Clock = new Clock(),
  ) {}

  /** Each account's monitoring allowance as {@link ingestRefusal} last read it. */
  private readonly allowances = new Map<string, { today: string; active: boolean; deviceQuota: number | null; devices: number; expires: number }>();

  list(actor: Actor, options: { args: DefaultConnectionArguments; accountId?: string | null; product?: string | null; state?: repo.SubscriptionState | null }) {
    actor.assertCan('manage_subscription');
    const wanted = options.product || null;
    if (wanted && !isEntitlement(wanted)) throw new ValidationError('entitlementUnknown', { code: wanted });
    const product = wanted as Entitlement | null;
    const filter: repo.SubscriptionFilter = { accountId: actor.listScope(options.accountId), product, state: options.state ?? null, today: this.clock.today() };
    return byCreation({
      args: options.args,
      table: 's',
      fetch: (page) => repo.listSubscriptions(this.db, filter, page),
      count: () => repo.countSubscriptions(this.db, filter),
    });
  }

  async get(actor: Actor, id: string) {
    actor.assertCan('manage_subscription');
    return this.find(actor, id);
  }

  async create(actor: Actor, input: SubscriptionInput, scope: ActScope) {
    actor.assertCanChange('manage_subscription');
    // Only a system super admin names an account; anybody else would act on their own, which they may only read.
    const accountId = actor.accountScope(scope.accountId);
    actor.assertSystemAdmin();
    const account = await repo.accountExists(this.db, accountId);
    if (!account) throw new NotFoundError();
    const values = validate(input);
    if (await repo.overlaps(this.db, accountId, values)) throw new ConflictError('subscriptionOverlap');
    const id = await this.db.transaction().execute(async (trx) => {
      const created = await repo.insertSubscription(trx, accountId, values, actor.user.id);
      await repo.syncAccountEntitlements(trx, accountId, this.clock.today());
      return created;
    });
    await this.changed(actor, accountId, scope.ip, 'subscription.create', `${account.name}:${values.product}`);
    return this.find(actor, id);
  }

  async update(actor: Actor, id: string, input: SubscriptionInput, scope: ActScope) {
    actor.assertCanChange('manage_subscription');
    const current = await this.find(actor, id);
    actor.assertSystemAdmin();
    if (current.status === 'ended') throw new ValidationError('subscriptionEnded');
    const values = validate(input);
    if (await repo.overlaps(this.db, current.accountId, values, current.id)) throw new ConflictError('subscriptionOverlap');
    await this.db.transaction().execute(async (trx) => {
      await repo.updateSubscription(trx, current.accountId, current.id, values);
      await repo.syncAccountEntitlements(trx, current.accountId, this.clock.today());
    });
    await this.changed(actor, current.accountId, scope.ip, 'subscription.update', `${current.accountName}:${values.product}`);
    return this.find(actor, id);
  }

  /** Ends a subscription now: its product is off for the account from this moment (unless another subscription holds it). */
  async end(actor: Actor, id: string, scope: ActScope) {
    actor.assertCanChange('manage_subscription');
    const current = await this.find(actor, id);
    actor.assertSystemAdmin();
    if (current.status === 'ended') throw new ValidationError('subscriptionEnded');
    await this.db.transaction().execute(async (trx) => {
      await repo.endSubscription(trx, current.accountId, current.id);
      await repo.syncAccountEntitlements(trx, current.accountId, this.clock.today());
    });
    await this.changed(actor, current.accountId, scope.ip, 'subscription.end', `${current.accountName}:${current.product}`);
    return this.find(actor, id);
  }

  /**
   * The accounts form's ticks: each ticked product without a subscription active today gets an
   * open-ended one from today (up to the day before an upcoming one); each unticked product's
   * active subscriptions end. Upcoming subscriptions are left to the subscriptions page.
   */
  async applyAccountEntitlements(actor: Actor, accountId: string, accountName: string, products: readonly string[], ip: string | null): Promise<void> {
    const today = this.clock.today();
    const wanted = new Set(products.filter(isEntitlement));
    const changes: Array<{ activity: 'subscription.create' | 'subscription.end'; product: Entitlement }> = [];
    await this.db.transaction().execute(async (trx) => {
      for (const product of ENTITLEMENTS) {
        const active = await repo.activeOn(trx, accountId, product, today);
        if (wanted.has(product) && active.length === 0) {
          const next = await repo.nextStart(trx, accountId, product, today);
          const endsOn = next ? utcDay(new Date(Date.parse(`${next}T00:00:00Z`) - 86_400_000)) : null;
          await repo.insertSubscription(trx, accountId, { product, startsOn: today, endsOn, quota: null, billingEmail: null }, actor.user.id);
          changes.push({ activity: 'subscription.create', product });
        } else if (!wanted.has(product) && active.length > 0) {
          for (const row of active) await repo.endSubscription(trx, accountId, row.id);
          changes.push({ activity: 'subscription.end', product });
        }
      }
      await repo.syncAccountEntitlements(trx, accountId, today);
    });
    for (const change of changes) await this.audit.byActor(actor, ip, change.activity, { accountId, target: `${accountName}:${change.product}` });
    if (changes.length) this.pubsub.publish('principal:changed', { accountId });
    this.allowances.delete(accountId);
  }

  /** {@link assertJobAllowed} for a hardening job with the account's policy `policyId` (an unknown policy is left to the caller). */
  async assertHardeningJobAllowed(accountId: string, policyId: string): Promise<void> {
    const kind = isUuid(policyId) ? await repo.policyKind(this.db, accountId, policyId) : undefined;
    if (kind) await this.assertJobAllowed(accountId, KIND_CODE[kind]);
  }

  /** {@link assertJobAllowed} for an assessment of the account's uploaded file `fileId` (an unknown file is left to the caller). */
  async assertAssessmentJobAllowed(accountId: string, fileId: string): Promise<void> {
    const kind = isUuid(fileId) ? await repo.fileKind(this.db, accountId, fileId) : undefined;
    const platform = kind && kind !== 'aar' ? platformOf(kind) : null;
    if (platform) await this.assertJobAllowed(accountId, PLATFORM_CODE[platform]);
  }

  /**
   * Refuses a job of `product` for the account unless a subscription to it is active today and
   * this month's jobs are under its quota, with a message naming the product.
   */
  async assertJobAllowed(accountId: string, product: Entitlement): Promise<void> {
    const today = this.clock.today();
    const active = await repo.activeOn(this.db, accountId, product, today);
    if (active.length === 0) throw new AppError('403', `subscriptionInactive_${product}`);
    // Several active subscriptions (none overlap, so this is only a safety net): the largest quota counts, no quota means none.
    const quotas = active.map((s) => s.quota);
    if (quotas.includes(null)) return;
    const quota = Math.max(...(quotas as number[]));
    if ((await repo.usage(this.db, accountId, product, today)) >= quota) throw new AppError('403', `subscriptionQuota_${product}`, { params: { quota } });
  }

  /**
   * Why monitoring events of `udids` are refused for the account (null: they are not): its
   * threat_perception subscription is not active today, or the account monitors as many devices
   * as the quota allows and one of `udids` is new to it. Read at most every few seconds per
   * account and instance, so busy SDKs cost no query per batch.
   */
  async ingestRefusal(accountId: string, udids: readonly string[]): Promise<'sdkSubscriptionInactive' | 'sdkDeviceQuotaReached' | null> {
    const today = this.clock.today();
    let hit = this.allowances.get(accountId);
    if (!hit || hit.expires < Date.now() || hit.today !== today) {
      const active = await repo.activeOn(this.db, accountId, 'threat_perception', today);
      const quotas = active.map((s) => s.quota);
      const deviceQuota = active.length === 0 || quotas.includes(null) ? null : Math.max(...(quotas as number[]));
      const devices = deviceQuota === null ? 0 : await repo.usage(this.db, accountId, 'threat_perception', today);
      if (this.allowances.size > 10_000) this.allowances.clear();
      hit = { today, active: active.length > 0, deviceQuota, devices, expires: Date.now() + ALLOWANCE_TTL_MS };
      this.allowances.set(accountId, hit);
    }
    if (!hit.active) return 'sdkSubscriptionInactive';
    if (hit.deviceQuota === null || hit.devices < hit.deviceQuota || udids.length === 0) return null;
    const known = await repo.knownDevices(this.db, accountId, udids);
    return known === udids.length ? null : 'sdkDeviceQuotaReached';
  }

  /** The account's subscriptions to `products` over the last twelve months, with each month's jobs: the billing history. */
  billingHistory(accountId: string, products: readonly Entitlement[]) {
    return repo.billingHistory(this.db, accountId, products, this.clock.today());
  }

  /** One subscription the caller may read: any for a system super admin, its own account's otherwise. */
  private async find(actor: Actor, id: string) {
    const row = isUuid(id) ? await repo.findSubscription(this.db, actor.isSystemAdmin ? null : actor.accountId, id, this.clock.today()) : undefined;
    if (!row) throw new NotFoundError();
    return row;
  }

  private async changed(actor: Actor, accountId: string, ip: string | null, activity: 'subscription.create' | 'subscription.update' | 'subscription.end', target: string) {
    // The account's products may have changed: every live session of it checks its codes again.
    this.allowances.delete(accountId);
    this.pubsub.publish('principal:changed', { accountId });
    await this.audit.byActor(actor, ip, activity, { accountId, target });
  }
}

/** Today's state of a subscription row. */
export function stateOf(row: Pick<repo.SubscriptionRow, 'status' | 'startsOn' | 'endsOn'>, today: string): repo.SubscriptionState {
  if (row.status === 'ended') return 'ended';
  if (row.startsOn > today) return 'notStarted';
  if (row.endsOn !== null && row.endsOn < today) return 'expired';
  return 'active';
}

function day(value: string | null | undefined, field: string, required: boolean): string | null {
  const text = (value ?? '').trim();
  if (!text) {
    if (required) throw new ValidationError('fieldEmpty', { field });
    return null;
  }
  const parsed = new Date(`${text}T00:00:00Z`);
  if (!DAY.test(text) || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== text) throw new ValidationError('subscriptionDateInvalid', { field });
  return text;
}

function validate(input: SubscriptionInput): repo.SubscriptionValues {
  const product = (input.product ?? '').trim();
  if (!product) throw new ValidationError('fieldEmpty', { field: 'product' });
  if (!isEntitlement(product)) throw new ValidationError('entitlementUnknown', { code: product });
  const startsOn = day(input.startsOn, 'startsOn', true)!;
  const endsOn = day(input.endsOn, 'endsOn', false);
  if (endsOn !== null && endsOn < startsOn) throw new ValidationError('subscriptionEndBeforeStart');
  const quota = input.quota ?? null;
  if (quota !== null && (!Number.isInteger(quota) || quota < 1 || quota > MAX_QUOTA)) throw new ValidationError('subscriptionQuotaInvalid');
  // Spec §5: 'Email address is not invalid'.
  const billingEmail = optionalEmail(input.billingEmail);
  return { product, startsOn, endsOn, quota, billingEmail };
}
