import { builder } from '../../graphql/builder';
import type { LogRow } from './audit.service';

const OperationLog = builder.objectRef<LogRow>('OperationLog').implement({
  description: 'One activity-log row (spec §3): time, activity type, result, IP, operator, reason.',
  fields: (t) => ({
    id: t.id({ resolve: (l) => String(l.id) }),
    time: t.string({ resolve: (l) => l.createdAt.toISOString() }),
    activityType: t.exposeString('activityType'),
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
    activityType: t.string(),
    result: t.string(),
    operator: t.string(),
    ip: t.string(),
    accountId: t.id({ description: 'System super admins only (customer details → event history).' }),
  }),
});

const ChainReport = builder.objectRef<{ ok: boolean; checked: number; brokenAt: number | null }>('OperationLogChainReport').implement({
  fields: (t) => ({ ok: t.exposeBoolean('ok'), checked: t.exposeInt('checked'), brokenAt: t.id({ nullable: true, resolve: (r) => (r.brokenAt === null ? null : String(r.brokenAt)) }) }),
});

const connectionOptions = (name: string) => ({
  name,
  fields: (t: any) => ({ totalCount: t.int({ resolve: (c: { totalCount: number }) => c.totalCount }) }),
});

builder.queryField('operationLogs', (t) =>
  t.connection(
    {
      type: OperationLog,
      authScopes: { can: 'system_operate_log' },
      errors: {},
      args: { filter: t.arg({ type: OperationLogFilter, required: true }) },
      resolve: (_root, args, ctx) => {
        const f = args.filter;
        const result = f.result === 'success' || f.result === 'failure' ? f.result : null;
        return ctx.services.auditLog.list(ctx.actor!, args, {
          from: new Date(f.from),
          to: new Date(f.to),
          activityType: f.activityType,
          result,
          operator: f.operator,
          ip: f.ip,
          accountId: f.accountId as string | null,
        });
      },
    },
    connectionOptions('OperationLogConnection'),
  ),
);

builder.queryField('myActivity', (t) =>
  t.connection(
    {
      type: OperationLog,
      description: 'The caller’s own activity (account settings → event history).',
      authScopes: { authenticated: true },
      resolve: (_root, args, ctx) => ctx.services.auditLog.myActivity(ctx.actor!, args),
    },
    connectionOptions('MyActivityConnection'),
  ),
);

builder.queryField('verifyOperationLog', (t) =>
  t.field({
    type: ChainReport,
    description: 'Recomputes the activity log’s hash chain; `ok` is false from the first row edited, removed or inserted out of band.',
    authScopes: { systemAdmin: true },
    resolve: (_root, _args, ctx) => ctx.services.auditLog.verify(ctx.actor!),
  }),
);
