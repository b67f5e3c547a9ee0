import { builder } from '../../graphql/builder';
import { ACTIVITY_TYPES, activityTypeName, isActivityType, type ActivityType } from '../../platform/auditor';
import type { LogRow } from './audit.repo';
import { actorOf } from '../../authz/actor';
import { countedConnection } from '../../graphql/connections';
import { changeOf, readOf } from '../../graphql/field-heads';

/** What a row whose stored type this version does not know (written by another version) shows as. */
const OTHER = 'other';

const ActivityTypeEnum = builder.enumType('ActivityType', {
  description: 'An activity-log type (spec §3); each value stands for the stored type, e.g. MONITOR_APP_CREATE for `monitorApp.create`.',
  values: {
    ...(Object.fromEntries(ACTIVITY_TYPES.map((type) => [activityTypeName(type), { value: type, description: `\`${type}\`` }])) as Record<string, { value: ActivityType }>),
    OTHER: { value: OTHER, description: 'A type this version does not know (written by another version); matches nothing as a filter.' },
  } as Record<string, { value: ActivityType | typeof OTHER; description: string }>,
});

const OperationLog = builder.objectRef<LogRow>('OperationLog').implement({
  description: 'One activity-log row (spec §3): time, activity type, result, IP, operator, reason.',
  fields: (t) => ({
    id: t.id({ resolve: (l) => String(l.id) }),
    time: t.field({ type: 'DateTime', resolve: (l) => l.createdAt }),
    activityType: t.field({ type: ActivityTypeEnum, resolve: (l) => (isActivityType(l.activityType) ? l.activityType : OTHER) }),
    result: t.exposeString('result'),
    ip: t.exposeString('ip', { nullable: true }),
    operator: t.exposeString('operator', { nullable: true }),
    reason: t.exposeString('reason', { nullable: true }),
    target: t.exposeString('target', { nullable: true }),
    accountId: t.exposeID('accountId', { nullable: true }),
    accountName: t.exposeString('accountName', { nullable: true }),
  }),
});

const OperationLogFilter = builder.inputType('OperationLogFilter', {
  fields: (t) => ({
    from: t.string({ required: true, description: 'ISO date-time; the range must be shorter than one year.' }),
    to: t.string({ required: true }),
    activityType: t.field({ type: ActivityTypeEnum }),
    result: t.string(),
    operator: t.string(),
    ip: t.string(),
    accountId: t.id({ description: 'System super admins only (customer details → event history).' }),
  }),
});

const ChainReport = builder.objectRef<{ ok: boolean; checked: number; brokenAt: number | null }>('OperationLogChainReport').implement({
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    checked: t.exposeInt('checked'),
    brokenAt: t.id({ nullable: true, resolve: (r) => (r.brokenAt === null ? null : String(r.brokenAt)) }),
  }),
});

builder.queryField('operationLogs', (t) =>
  t.connection(
    {
      ...changeOf(OperationLog, { can: 'system_operate_log' }),
      args: { filter: t.arg({ type: OperationLogFilter, required: true }) },
      resolve: (_root, args, ctx) => {
        const f = args.filter;
        const result = f.result === 'success' || f.result === 'failure' ? f.result : null;
        return ctx.services.auditLog.list(actorOf(ctx), args, {
          from: new Date(f.from),
          to: new Date(f.to),
          activityType: f.activityType,
          result,
          operator: f.operator,
          ip: f.ip,
          accountId: f.accountId,
        });
      },
    },
    countedConnection('OperationLogConnection'),
  ),
);

builder.queryField('myActivity', (t) =>
  t.connection(
    {
      ...readOf(OperationLog, { authenticated: true }, 'The caller’s own activity (account settings → event history).'),
      resolve: (_root, args, ctx) => ctx.services.auditLog.myActivity(actorOf(ctx), args),
    },
    countedConnection('MyActivityConnection'),
  ),
);

builder.queryField('verifyOperationLog', (t) =>
  t.field({
    ...readOf(ChainReport, { systemAdmin: true }, 'Recomputes the activity log’s hash chain; `ok` is false from the first row edited, removed or inserted out of band.'),
    resolve: (_root, _args, ctx) => ctx.services.auditLog.verify(actorOf(ctx)),
  }),
);
