import { actorOf } from '../../authz/actor';
import { builder } from '../../graphql/builder';
import { countedConnection } from '../../graphql/connections';
import { readOf } from '../../graphql/field-heads';
import { SortDirection } from '../../graphql/sort-direction';
import { USAGE_COLUMNS, type UsageColumn, type UsageFigures, type UsageRow } from './system-report.repo';

/** What each figure counts, for the schema's descriptions. */
const FIGURES = {
  androidAssessments: 'Android assessment jobs submitted in the period.',
  iosAssessments: 'iOS assessment jobs submitted in the period.',
  hardeningAndroid: 'Android hardening jobs submitted in the period.',
  hardeningAndroidSdk: 'Android SDK hardening jobs submitted in the period.',
  hardeningIos: 'iOS hardening jobs submitted in the period.',
  hardeningH5: 'H5 hardening jobs submitted in the period.',
  monitoredApps: 'Monitored apps the account had at the end of the period.',
  devices: 'Distinct devices that sent security events in the period.',
  events: 'Security events that occurred in the period.',
  storageBytes: 'Bytes of uploads, hardened packages and monitoring reports kept at the end of the period.',
} as const satisfies Record<keyof UsageFigures, string>;

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer S> ? S : never;

/** The figures as fields, one per usage column: counts are Ints, the storage a Float (it may pass 2^31). */
function figureFields<Figures extends UsageFigures>(t: PothosSchemaTypes.ObjectFieldBuilder<Types, Figures>) {
  const fields = Object.fromEntries(
    USAGE_COLUMNS.map((column) =>
      column === 'storageBytes'
        ? [column, t.float({ description: `${FIGURES[column]} (a Float: it may pass 2^31).`, resolve: (f: Figures): number => f[column] })]
        : [column, t.int({ description: FIGURES[column], resolve: (f: Figures): number => f[column] })],
    ),
  );
  return fields as Record<UsageColumn, (typeof fields)[string]>;
}

const SystemUsageTotals = builder.objectRef<UsageFigures>('SystemUsageTotals').implement({
  description: 'The usage figures summed over every account of the report.',
  fields: figureFields,
});

const SystemUsageRow = builder.objectRef<UsageRow>('SystemUsageRow').implement({
  description: 'What one account used over the report period.',
  fields: (t) => ({
    id: t.exposeID('id', { description: "The account's id." }),
    accountName: t.exposeString('name'),
    ...figureFields(t),
  }),
});

const SystemUsageSort = builder.enumType('SystemUsageSort', {
  values: {
    ACCOUNT_NAME: { value: 'name' },
    ANDROID_ASSESSMENTS: { value: 'androidAssessments' },
    IOS_ASSESSMENTS: { value: 'iosAssessments' },
    HARDENING_ANDROID: { value: 'hardeningAndroid' },
    HARDENING_ANDROID_SDK: { value: 'hardeningAndroidSdk' },
    HARDENING_IOS: { value: 'hardeningIos' },
    HARDENING_H5: { value: 'hardeningH5' },
    MONITORED_APPS: { value: 'monitoredApps' },
    DEVICES: { value: 'devices' },
    EVENTS: { value: 'events' },
    STORAGE_BYTES: { value: 'storageBytes' },
  } as const,
});

const PERIOD_ARGS = {
  from: 'Start of the period (inclusive).',
  to: 'End of the period (exclusive); at most about a year after `from`.',
  accountId: 'System super admins: one account only. Ignored for anybody else, who always reads their own account.',
  search: 'Part of an account name.',
};

builder.queryField('systemUsageReport', (t) =>
  t.connection(
    {
      ...readOf(SystemUsageRow, { can: 'system_report' }, 'Usage per account over a period (/manage/systemmanage/report), a page of accounts at a time.'),
      args: {
        from: t.arg({ type: 'DateTime', required: true, description: PERIOD_ARGS.from }),
        to: t.arg({ type: 'DateTime', required: true, description: PERIOD_ARGS.to }),
        accountId: t.arg.id({ description: PERIOD_ARGS.accountId }),
        search: t.arg.string({ description: PERIOD_ARGS.search }),
        sort: t.arg({ type: SystemUsageSort, defaultValue: 'name' }),
        direction: t.arg({ type: SortDirection, defaultValue: 'asc' }),
      },
      resolve: (_root, args, ctx) =>
        ctx.services.systemReport.usage(
          actorOf(ctx),
          { from: args.from, to: args.to, accountId: args.accountId, search: args.search },
          args,
          args.sort ?? 'name',
          args.direction ?? 'asc',
        ),
    },
    countedConnection('SystemUsageReportConnection', 'How many accounts the report covers.'),
  ),
);

builder.queryField('systemUsageTotals', (t) =>
  t.field({
    ...readOf(SystemUsageTotals, { can: 'system_report' }, 'The usage figures of the report summed over all its accounts.'),
    args: {
      from: t.arg({ type: 'DateTime', required: true, description: PERIOD_ARGS.from }),
      to: t.arg({ type: 'DateTime', required: true, description: PERIOD_ARGS.to }),
      accountId: t.arg.id({ description: PERIOD_ARGS.accountId }),
      search: t.arg.string({ description: PERIOD_ARGS.search }),
    },
    resolve: (_root, args, ctx) => ctx.services.systemReport.totals(actorOf(ctx), args),
  }),
);
