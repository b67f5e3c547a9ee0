import { builder } from '../../graphql/builder';
import { actorOf } from '../../authz/actor';
import { scopeOf } from '../../lib/request-meta';
import { countedConnection } from '../../graphql/connections';
import { entityMutations } from '../../graphql/entity-mutations';
import { changeOf, readOf } from '../../graphql/field-heads';
import type { AttemptRow, DeliveryRow, SyslogRow, WebhookRow } from './integrations.repo';
import { JOB_WEBHOOK_EVENTS, WEBHOOK_EVENTS } from './integrations.service';

const CAN = { can: 'monitor_auto_integration' } as const;

export const DeliveryStatusEnum = builder.enumType('IntegrationDeliveryStatus', {
  description: 'PENDING until delivered or out of attempts; DELIVERED on a 2xx answer (syslog: sent); FAILED after the last attempt.',
  values: { PENDING: { value: 'pending' }, DELIVERED: { value: 'delivered' }, FAILED: { value: 'failed' } } as const,
});

const DeliveryTargetEnum = builder.enumType('IntegrationDeliveryTarget', {
  values: { WEBHOOK: { value: 'webhook' }, SYSLOG: { value: 'syslog' } } as const,
});

const SyslogProtocolEnum = builder.enumType('SyslogProtocol', {
  values: { UDP: { value: 'udp' }, TCP: { value: 'tcp' } } as const,
});

export const WebhookType = builder.objectRef<WebhookRow>('IntegrationWebhook').implement({
  description: 'A webhook endpoint: signed JSON POSTs of the subscribed event types (headers X-Rampart-Event, -Delivery, -Timestamp, -Signature).',
  fields: (t) => ({
    id: t.exposeID('id'),
    accountId: t.exposeID('accountId'),
    name: t.exposeString('name'),
    url: t.exposeString('url'),
    events: t.exposeStringList('events', { description: `Subscribed event types: ${WEBHOOK_EVENTS.join(', ')}.` }),
    enabled: t.exposeBoolean('enabled'),
    creator: t.exposeString('creator'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

export const WebhookWithSecret = builder.objectRef<{ endpoint: WebhookRow; secret: string }>('IntegrationWebhookWithSecret').implement({
  description: 'An endpoint with its signing secret, answered once (on create and on rotation).',
  fields: (t) => ({
    endpoint: t.field({ type: WebhookType, resolve: (r) => r.endpoint }),
    secret: t.exposeString('secret', { description: 'HMAC-SHA256 key of X-Rampart-Signature: sha256=hex(HMAC(secret, "timestamp.body")).' }),
  }),
});

const AttemptType = builder.objectRef<AttemptRow>('IntegrationDeliveryAttempt').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    attempt: t.exposeInt('attempt'),
    attemptedAt: t.expose('attemptedAt', { type: 'DateTime' }),
    statusCode: t.exposeInt('statusCode', { nullable: true }),
    error: t.exposeString('error', { nullable: true }),
    durationMs: t.exposeInt('durationMs'),
  }),
});

export const DeliveryType = builder.objectRef<DeliveryRow>('IntegrationDelivery').implement({
  description: 'One event for one target in the outbox, with its attempts.',
  fields: (t) => ({
    id: t.exposeID('id'),
    accountId: t.exposeID('accountId'),
    target: t.field({ type: DeliveryTargetEnum, resolve: (r) => r.target }),
    endpointId: t.exposeID('endpointId', { nullable: true }),
    endpointName: t.exposeString('endpointName', { nullable: true }),
    eventType: t.exposeString('eventType'),
    eventId: t.exposeString('eventId'),
    status: t.field({ type: DeliveryStatusEnum, resolve: (r) => r.status }),
    attemptCount: t.exposeInt('attempts'),
    maxAttempts: t.exposeInt('maxAttempts'),
    nextAttemptAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the next attempt is due (pending only).',
      resolve: (r) => (r.status === 'pending' ? r.nextAttemptAt : null),
    }),
    lastStatusCode: t.exposeInt('lastStatusCode', { nullable: true }),
    lastError: t.exposeString('lastError', { nullable: true }),
    deliveredAt: t.expose('deliveredAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    attempts: t.field({ type: [AttemptType], description: 'Every attempt, oldest first.', resolve: (r, _a, ctx) => ctx.services.integrations.attempts(r.id) }),
  }),
});

const SyslogType = builder.objectRef<SyslogRow>('SyslogExport').implement({
  description: 'Syslog export of the same events as ArcSight CEF lines (RFC 5424 framing; TCP lines end with a newline).',
  fields: (t) => ({
    host: t.exposeString('host'),
    port: t.exposeInt('port'),
    protocol: t.field({ type: SyslogProtocolEnum, resolve: (r) => r.protocol }),
    enabled: t.exposeBoolean('enabled'),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

export const WebhookInput = builder.inputType('IntegrationWebhookInput', {
  fields: (t) => ({
    name: t.string({ required: true, description: '1-100 characters.' }),
    url: t.string({ required: true, description: 'https:// (http:// only for localhost and 127.0.0.1).' }),
    events: t.stringList({ required: true, description: `At least one of ${WEBHOOK_EVENTS.join(', ')} (job endpoints: ${JOB_WEBHOOK_EVENTS.join(', ')}).` }),
    enabled: t.boolean({ required: true }),
  }),
});

const SyslogInput = builder.inputType('SyslogExportInput', {
  fields: (t) => ({
    host: t.string({ required: true }),
    port: t.int({ required: true }),
    protocol: t.field({ type: SyslogProtocolEnum, required: true }),
    enabled: t.boolean({ required: true }),
  }),
});

builder.queryField('integrationWebhooks', (t) =>
  t.connection(
    {
      ...readOf(WebhookType, CAN, "The account's webhook endpoints, newest first."),
      args: { accountId: t.arg.id() },
      resolve: (_root, args, ctx) => ctx.services.integrations.listWebhooks(actorOf(ctx), { args, accountId: args.accountId }),
    },
    countedConnection('IntegrationWebhookConnection'),
  ),
);

builder.queryField('integrationWebhook', (t) =>
  t.field({
    ...readOf(WebhookType, CAN),
    args: { id: t.arg.id({ required: true }), accountId: t.arg.id() },
    resolve: (_root, args, ctx) => ctx.services.integrations.getWebhook(actorOf(ctx), args.id, args.accountId),
  }),
);

builder.queryField('integrationDeliveries', (t) =>
  t.connection(
    {
      ...readOf(DeliveryType, CAN, 'The delivery log, newest first.'),
      args: { accountId: t.arg.id(), endpointId: t.arg.id(), target: t.arg({ type: DeliveryTargetEnum }), status: t.arg({ type: DeliveryStatusEnum }) },
      resolve: (_root, args, ctx) =>
        ctx.services.integrations.listDeliveries(actorOf(ctx), { args, accountId: args.accountId, endpointId: args.endpointId, target: args.target, status: args.status }),
    },
    countedConnection('IntegrationDeliveryConnection'),
  ),
);

builder.queryField('syslogExport', (t) =>
  t.field({
    ...readOf(SyslogType, CAN, 'The syslog/CEF export settings; null until saved.'),
    nullable: true,
    args: { accountId: t.arg.id() },
    resolve: (_root, args, ctx) => ctx.services.integrations.syslog(actorOf(ctx), args.accountId),
  }),
);

entityMutations({ entity: 'IntegrationWebhook', type: WebhookType, createdType: WebhookWithSecret, input: WebhookInput, can: 'monitor_auto_integration' }).calls({
  create: (input, { actor, scope, services }) => services.integrations.createWebhook(actor, input, scope),
  update: (id, input, { actor, scope, services }) => services.integrations.updateWebhook(actor, id, input, scope),
  remove: (id, { actor, scope, services }) => services.integrations.deleteWebhook(actor, id, scope),
});

builder.mutationField('rotateIntegrationWebhookSecret', (t) =>
  t.field({
    ...changeOf(WebhookWithSecret, CAN, 'A new signing secret, answered once; the old one stops at once.'),
    args: { id: t.arg.id({ required: true }), accountId: t.arg.id() },
    resolve: (_root, args, ctx) => ctx.services.integrations.rotateWebhookSecret(actorOf(ctx), args.id, scopeOf(ctx, args)),
  }),
);

builder.mutationField('testIntegrationWebhook', (t) =>
  t.field({
    ...changeOf(DeliveryType, CAN, 'Send test event: queues an integration.test delivery to this endpoint (one attempt).'),
    args: { id: t.arg.id({ required: true }), accountId: t.arg.id() },
    resolve: (_root, args, ctx) => ctx.services.integrations.testWebhook(actorOf(ctx), args.id, scopeOf(ctx, args)),
  }),
);

builder.mutationField('saveSyslogExport', (t) =>
  t.field({
    ...changeOf(SyslogType, CAN, 'Saves the syslog/CEF export settings.'),
    args: { input: t.arg({ type: SyslogInput, required: true }), accountId: t.arg.id() },
    resolve: (_root, args, ctx) => ctx.services.integrations.saveSyslog(actorOf(ctx), args.input, scopeOf(ctx, args)),
  }),
);
