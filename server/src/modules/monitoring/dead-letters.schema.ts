import { builder } from '../../graphql/builder';
import { INTEGER_ID } from '../../graphql/id-guard-plugin';
import type { DeadLetterRow } from './dead-letters.repo';
import { actorOf } from '../../authz/actor';
import { countedConnection } from '../../graphql/connections';
import { changeOf, readOf } from '../../graphql/field-heads';

const DeadLetterApp = builder.objectRef<DeadLetterRow['apps'][number]>('MonitoringDeadLetterApp').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name', { nullable: true, description: 'Null when the app has been deleted.' }),
  }),
});

const DeadLetter = builder.objectRef<DeadLetterRow>('MonitoringDeadLetter').implement({
  description: 'Queued monitoring events the projector could not apply to the dashboards after its retries.',
  fields: (t) => ({
    id: t.id({ resolve: (r) => String(r.id) }),
    accountId: t.exposeID('accountId'),
    accountName: t.exposeString('accountName', { nullable: true }),
    apps: t.field({ type: [DeadLetterApp], description: 'The apps of its events, when known.', resolve: (r) => r.apps }),
    eventCount: t.int({ description: 'Stored events it names.', resolve: (r) => Number(r.eventCount) }),
    attempts: t.exposeInt('attempts'),
    lastError: t.exposeString('lastError', { nullable: true }),
    queuedAt: t.expose('queuedAt', { type: 'DateTime' }),
    failedAt: t.expose('failedAt', { type: 'DateTime', nullable: true }),
    deadAt: t.field({ type: 'DateTime', resolve: (r) => r.deadAt! }),
  }),
});

builder.queryField('monitoringDeadLetters', (t) =>
  t.connection(
    {
      ...readOf(DeadLetter, { systemAdmin: true }, 'Dead-lettered monitoring projections, newest first (system super admins).'),
      args: { accountId: t.arg.id() },
      resolve: (_root, args, ctx) => ctx.services.monitoringDeadLetters.list(actorOf(ctx), args, args.accountId),
    },
    countedConnection('MonitoringDeadLetterConnection'),
  ),
);

builder.mutationField('retryMonitoringDeadLetter', (t) =>
  t.field({
    ...changeOf('Boolean', { systemAdmin: true }, 'Queues a dead letter again with fresh attempts (system super admins).'),
    args: { id: t.arg.id({ required: true, extensions: INTEGER_ID }) },
    resolve: (_root, args, ctx) => ctx.services.monitoringDeadLetters.retry(actorOf(ctx), args.id, ctx.meta.ip),
  }),
);

builder.mutationField('discardMonitoringDeadLetter', (t) =>
  t.field({
    ...changeOf('Boolean', { systemAdmin: true }, 'Drops a dead letter: its events stay stored but are never counted (system super admins).'),
    args: { id: t.arg.id({ required: true, extensions: INTEGER_ID }) },
    resolve: (_root, args, ctx) => ctx.services.monitoringDeadLetters.discard(actorOf(ctx), args.id, ctx.meta.ip),
  }),
);
