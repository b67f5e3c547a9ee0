import { actorOf } from '../../authz/actor';
import { builder } from '../../graphql/builder';
import { changeOf } from '../../graphql/field-heads';
import type { CheckResult } from './system-test.service';

const SystemCheckEnum = builder.enumType('SystemCheck', {
  description: 'A check of the system test page.',
  values: {
    DATABASE: { value: 'database', description: 'A query round trip and the migration the schema is at.' },
    PUBSUB: { value: 'pubsub', description: 'A message published and received again (Redis, or the in-memory bus of the embedded mode).' },
    MAIL: { value: 'mail', description: 'A test message to the given address, through the mail outbox (and SMTP when configured).' },
    DISK: { value: 'disk', description: 'Free space of the data directory; warns when it runs low.' },
    ENGINE: { value: 'engine', description: 'The analysis engine run on a minimal APK built at check time.' },
    JOBS: { value: 'jobs', description: 'Job queue depth and whether a worker is alive.' },
  } as const,
});

const SystemCheckStatus = builder.enumType('SystemCheckStatus', {
  values: { OK: { value: 'ok' }, WARNING: { value: 'warning' }, FAILED: { value: 'failed' }, SKIPPED: { value: 'skipped' } } as const,
});

const SystemCheckResult = builder.objectRef<CheckResult>('SystemCheckResult').implement({
  description: 'What one check found.',
  fields: (t) => ({
    check: t.field({ type: SystemCheckEnum, resolve: (r) => r.check }),
    status: t.field({ type: SystemCheckStatus, resolve: (r) => r.status }),
    durationMs: t.exposeInt('durationMs'),
    detail: t.exposeString('detail', { description: "What the check found, in the request's language." }),
    checkedAt: t.expose('checkedAt', { type: 'DateTime' }),
  }),
});

builder.mutationField('runSystemTest', (t) =>
  t.field({
    ...changeOf(
      [SystemCheckResult],
      { can: 'system_test' },
      'Runs the given checks of the system test page (all when none are given), one after another; written to the activity log.',
    ),
    args: {
      checks: t.arg({ type: [SystemCheckEnum], description: 'The checks to run; all when left out or empty.' }),
      mailTo: t.arg.string({ description: 'Where the mail check sends its test message; without it that check is skipped.' }),
    },
    resolve: (_root, args, ctx) => ctx.services.systemTest.run(actorOf(ctx), { checks: args.checks, mailTo: args.mailTo }, { lang: ctx.lang, ip: ctx.meta.ip }),
  }),
);
