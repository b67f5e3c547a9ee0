import type { Entitlement } from '../../../../common/permissions';
import { actorOf } from '../../authz/actor';
import { builder } from '../../graphql/builder';
import { countedConnection } from '../../graphql/connections';
import { ACCOUNT_ARG, entityMutations } from '../../graphql/entity-mutations';
import { changeOf, readOf } from '../../graphql/field-heads';
import { scopeOf } from '../../lib/request-meta';
import { stateOf, type SubscriptionRow } from './subscriptions.service';

/** The licence entitlements of spec §6, as GraphQL enum values over the stored codes. */
export const SubscriptionProduct = builder.enumType('SubscriptionProduct', {
  values: {
    APK_PROTECTED: { value: 'apk_protected' },
    SDK_PROTECTED: { value: 'sdk_protected' },
    IPA_PROTECTED: { value: 'ipa_protected' },
    H5_PROTECTED: { value: 'h5_protected' },
    APK_ANALYSIS: { value: 'apk_analysis' },
    IPA_ANALYSIS: { value: 'ipa_analysis' },
    THREAT_PERCEPTION: { value: 'threat_perception' },
  } as const satisfies Record<string, { value: Entitlement }>,
});

const SubscriptionStateEnum = builder.enumType('SubscriptionState', {
  description: 'What a subscription is today.',
  values: {
    ACTIVE: { value: 'active' },
    NOT_STARTED: { value: 'notStarted', description: 'Its start date is still to come.' },
    EXPIRED: { value: 'expired', description: 'Its end date has passed.' },
    ENDED: { value: 'ended', description: 'An administrator ended it.' },
  } as const,
});

const QuotaUnit = builder.enumType('SubscriptionQuotaUnit', {
  values: {
    JOBS_PER_MONTH: { value: 'jobs', description: 'Hardening or assessment jobs submitted per calendar month (UTC).' },
    DEVICES: { value: 'devices', description: 'Devices monitored (threat_perception).' },
  } as const,
});

const AccountSubscriptionType = builder.objectRef<SubscriptionRow>('AccountSubscription').implement({
  description: "An account's subscription to one product (/manage/clientmanage/servicemanage).",
  fields: (t) => ({
    id: t.exposeID('id'),
    accountId: t.exposeID('accountId'),
    accountName: t.exposeString('accountName'),
    product: t.field({ type: SubscriptionProduct, resolve: (s) => s.product as Entitlement }),
    startsOn: t.exposeString('startsOn', { description: 'First day, YYYY-MM-DD (UTC).' }),
    endsOn: t.exposeString('endsOn', { nullable: true, description: 'Last day, YYYY-MM-DD (UTC); null: open-ended.' }),
    quota: t.exposeInt('quota', { nullable: true, description: 'Null: no limit.' }),
    quotaUnit: t.field({ type: QuotaUnit, resolve: (s) => (s.product === 'threat_perception' ? 'devices' : 'jobs') }),
    usage: t.int({ description: 'Jobs submitted this month (UTC), or devices monitored.', resolve: (s) => Number(s.usage) }),
    billingEmail: t.exposeString('billingEmail', { nullable: true }),
    state: t.field({ type: SubscriptionStateEnum, resolve: (s, _args, ctx) => stateOf(s, ctx.services.subscriptions.clock.today()) }),
    endedAt: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.endedAt }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const AccountSubscriptionInput = builder.inputType('AccountSubscriptionInput', {
  fields: (t) => ({
    product: t.field({ type: SubscriptionProduct, required: true }),
    startsOn: t.string({ required: true, description: 'YYYY-MM-DD.' }),
    endsOn: t.string({ description: 'YYYY-MM-DD, not before startsOn; empty: open-ended.' }),
    quota: t.int({ description: 'Jobs per month, or devices for THREAT_PERCEPTION; empty: no limit.' }),
    billingEmail: t.string({ description: "A valid address ('Email address is not invalid')." }),
  }),
});

builder.queryField('accountSubscriptions', (t) =>
  t.connection(
    {
      ...readOf(AccountSubscriptionType, { can: 'manage_subscription' }, "Newest first. System super admins see every account's (or one's); others their own account's."),
      args: {
        accountId: t.arg.id({ description: ACCOUNT_ARG }),
        product: t.arg({ type: SubscriptionProduct }),
        state: t.arg({ type: SubscriptionStateEnum }),
      },
      resolve: (_root, args, ctx) => ctx.services.subscriptions.list(actorOf(ctx), { args, accountId: args.accountId, product: args.product ?? null, state: args.state ?? null }),
    },
    countedConnection('AccountSubscriptionConnection'),
  ),
);

builder.queryField('accountSubscription', (t) =>
  t.field({
    ...readOf(AccountSubscriptionType, { can: 'manage_subscription' }),
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.subscriptions.get(actorOf(ctx), args.id),
  }),
);

entityMutations({ entity: 'AccountSubscription', type: AccountSubscriptionType, input: AccountSubscriptionInput, can: 'manage_subscription' }).calls({
  create: (input, { actor, scope, services }) => services.subscriptions.create(actor, input, scope),
  update: (id, input, { actor, scope, services }) => services.subscriptions.update(actor, id, input, scope),
});

builder.mutationField('endAccountSubscription', (t) =>
  t.field({
    ...changeOf(AccountSubscriptionType, { can: 'manage_subscription' }, 'Ends a subscription now (system super admins only).'),
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.subscriptions.end(actorOf(ctx), args.id, scopeOf(ctx, {})),
  }),
);
