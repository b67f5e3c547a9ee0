import { builder } from '../../graphql/builder';
import { actorOf } from '../../authz/actor';
import { scopeOf } from '../../lib/request-meta';
import { countedConnection } from '../../graphql/connections';
import { entityMutations } from '../../graphql/entity-mutations';
import { changeOf, readOf } from '../../graphql/field-heads';
import { DeliveryStatusEnum, DeliveryType, WebhookInput, WebhookType, WebhookWithSecret } from '../integrations/integrations.schema';
import { JOB_WEBHOOK_EVENTS, JOB_WEBHOOKS_CODE } from '../integrations/integrations.service';

/**
 * Job webhooks (issue 21): the account's endpoints notified when assessment and hardening jobs
 * finish or fail. They are outbound-integration endpoints of the `jobs` family: the same types,
 * outbox, sender and delivery log as monitoring's, managed with the job webhooks' code.
 */
const CAN = { can: JOB_WEBHOOKS_CODE } as const;
const EVENTS = JOB_WEBHOOK_EVENTS.join(', ');

builder.queryField('jobWebhooks', (t) =>
  t.connection(
    {
      ...readOf(WebhookType, CAN, `The account's job webhook endpoints (events ${EVENTS}), newest first.`),
      args: { accountId: t.arg.id() },
      resolve: (_root, args, ctx) => ctx.services.integrations.listWebhooks(actorOf(ctx), { args, accountId: args.accountId, family: 'jobs' }),
    },
    countedConnection('JobWebhookConnection'),
  ),
);

builder.queryField('jobWebhook', (t) =>
  t.field({
    ...readOf(WebhookType, CAN),
    args: { id: t.arg.id({ required: true }), accountId: t.arg.id() },
    resolve: (_root, args, ctx) => ctx.services.integrations.getWebhook(actorOf(ctx), args.id, args.accountId, 'jobs'),
  }),
);

builder.queryField('jobWebhookDeliveries', (t) =>
  t.connection(
    {
      ...readOf(DeliveryType, CAN, "The job webhooks' delivery log, newest first."),
      args: { accountId: t.arg.id(), endpointId: t.arg.id(), status: t.arg({ type: DeliveryStatusEnum }) },
      resolve: (_root, args, ctx) =>
        ctx.services.integrations.listDeliveries(actorOf(ctx), { args, accountId: args.accountId, endpointId: args.endpointId, status: args.status, family: 'jobs' }),
    },
    countedConnection('JobWebhookDeliveryConnection'),
  ),
);

entityMutations({ entity: 'JobWebhook', type: WebhookType, createdType: WebhookWithSecret, input: WebhookInput, can: JOB_WEBHOOKS_CODE }).calls({
  create: (input, { actor, scope, services }) => services.integrations.createWebhook(actor, input, scope, 'jobs'),
  update: (id, input, { actor, scope, services }) => services.integrations.updateWebhook(actor, id, input, scope, 'jobs'),
  remove: (id, { actor, scope, services }) => services.integrations.deleteWebhook(actor, id, scope, 'jobs'),
});

builder.mutationField('rotateJobWebhookSecret', (t) =>
  t.field({
    ...changeOf(WebhookWithSecret, CAN, 'A new signing secret, answered once; the old one stops at once.'),
    args: { id: t.arg.id({ required: true }), accountId: t.arg.id() },
    resolve: (_root, args, ctx) => ctx.services.integrations.rotateWebhookSecret(actorOf(ctx), args.id, scopeOf(ctx, args), 'jobs'),
  }),
);

builder.mutationField('testJobWebhook', (t) =>
  t.field({
    ...changeOf(DeliveryType, CAN, 'Send test event: queues an integration.test delivery to this job endpoint (one attempt).'),
    args: { id: t.arg.id({ required: true }), accountId: t.arg.id() },
    resolve: (_root, args, ctx) => ctx.services.integrations.testWebhook(actorOf(ctx), args.id, scopeOf(ctx, args), 'jobs'),
  }),
);
