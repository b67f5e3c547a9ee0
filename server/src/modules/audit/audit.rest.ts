import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { RestContextFactory } from '../../rest/context-factory';
import { activityTypeFromParam } from '../../platform/auditor';
import { actorOf } from '../../authz/actor';

function date(value: unknown): Date | null {
  return typeof value === 'string' && value ? new Date(value) : null;
}

/** `GET /api/operateLog/export`: the filtered activity log as CSV (spreadsheet-safe cells). */
export function auditRoutes(app: FastifyInstance, context: RestContextFactory): void {
  app.get('/operateLog/export', async (req, reply) => {
    const ctx = await context(req, { auth: true });
    const q = req.query as Record<string, unknown>;
    const lines = ctx.services.auditLog.exportCsv(actorOf(ctx), {
      from: date(q.from),
      to: date(q.to),
      activityType: typeof q.activityType === 'string' ? activityTypeFromParam(q.activityType) : null,
      result: q.result === 'success' || q.result === 'failure' ? q.result : null,
      operator: typeof q.operator === 'string' ? q.operator : null,
      ip: typeof q.ip === 'string' ? q.ip : null,
      accountId: typeof q.accountId === 'string' ? q.accountId : null,
    });
    // The first chunk holds the first rows: a refused or failing request gets its error envelope,
    // never a 200 whose stream breaks.
    const first = await lines.next();
    const body = Readable.from(
      (async function* () {
        if (!first.done) yield first.value;
        yield* lines;
      })(),
    );
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="activity-log-${new Date().toISOString().slice(0, 10)}.csv"`)
      .send(body);
  });
}
