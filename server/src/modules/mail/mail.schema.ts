import { builder } from '../../graphql/builder';
import type { OutboxRow } from './mail.repo';
import { actorOf } from '../../authz/actor';
import { countedConnection } from '../../graphql/connections';
import { readOf } from '../../graphql/field-heads';

const OutboxMail = builder.objectRef<OutboxRow>('OutboxMail').implement({
  description: 'A mail the console sent over SMTP, or kept here when no SMTP server is configured.',
  fields: (t) => ({
    id: t.id({ resolve: (m) => String(m.id) }),
    accountId: t.exposeID('accountId', { nullable: true }),
    recipient: t.exposeString('recipient'),
    subject: t.exposeString('subject'),
    body: t.exposeString('body'),
    transport: t.exposeString('transport', { description: '`smtp` or `outbox`.' }),
    sentAt: t.expose('sentAt', { type: 'DateTime', nullable: true }),
    error: t.exposeString('error', { nullable: true, description: 'Why SMTP delivery failed.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryField('mailOutbox', (t) =>
  t.connection(
    {
      ...readOf(OutboxMail, { systemAdmin: true }, 'Every mail the console wrote, newest first (system super admins).'),
      resolve: (_root, args, ctx) => ctx.services.mail.outbox(actorOf(ctx), args),
    },
    countedConnection('OutboxMailConnection'),
  ),
);
