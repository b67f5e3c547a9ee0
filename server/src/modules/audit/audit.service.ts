import type { DefaultConnectionArguments } from '@pothos/plugin-relay';
import type { Actor } from '../../authz/actor';
import type { Database } from '../../db/database';
import { ValidationError } from '../../lib/errors';
import { dateKey } from '../../lib/keyset';
import { keysetConnection } from '../../lib/paging';
import { escapeLike } from '../roles/roles.repo';
import { verifyChain } from './audit';

export interface LogFilter {
  from?: Date | null;
  to?: Date | null;
  activityType?: string | null;
  result?: 'success' | 'failure' | null;
  operator?: string | null;
  ip?: string | null;
  accountId?: string | null;
}

const YEAR_MS = 365 * 24 * 3600 * 1000;

function logQuery(db: Database, accountId: string | null, f: LogFilter & { from: Date; to: Date }) {
  let q = db.selectFrom('operationLogs as l').leftJoin('accounts as a', 'a.id', 'l.accountId').where('l.createdAt', '>=', f.from).where('l.createdAt', '<', f.to);
  if (accountId) q = q.where('l.accountId', '=', accountId);
  if (f.activityType) q = q.where('l.activityType', '=', f.activityType);
  if (f.result) q = q.where('l.result', '=', f.result);
  if (f.operator) q = q.where('l.operator', 'ilike', `%${escapeLike(f.operator)}%`);
  if (f.ip) q = q.where('l.ip', '=', f.ip);
  return q;
}

const COLUMNS = ['l.id', 'l.createdAt', 'l.activityType', 'l.result', 'l.ip', 'l.operator', 'l.reason', 'l.target', 'l.accountId', 'a.name as accountName'] as const;

export type LogRow = Awaited<ReturnType<ReturnType<typeof selectLogs>['execute']>>[number];
function selectLogs(db: Database, accountId: string | null, f: LogFilter & { from: Date; to: Date }) {
  return logQuery(db, accountId, f).select(COLUMNS);
}

/** A date both JavaScript and PostgreSQL hold (years 1-9999); others are no range at all. */
const inStorableRange = (date: Date) => date.getTime() >= Date.parse('0001-01-01T00:00:00.000Z') && date.getTime() <= Date.parse('9999-12-31T23:59:59.999Z');

/** Spec §5: the activity-log range must be chosen and shorter than one year. */
export function requireRange(f: LogFilter): LogFilter & { from: Date; to: Date } {
  if (!f.from || !f.to || !inStorableRange(f.from) || !inStorableRange(f.to)) throw new ValidationError('rangeRequired');
  if (f.to.getTime() <= f.from.getTime()) throw new ValidationError('rangeRequired');
  if (f.to.getTime() - f.from.getTime() >= YEAR_MS) throw new ValidationError('rangeTooLong');
  return f as LogFilter & { from: Date; to: Date };
}

/**
 * A CSV cell, quoted; a cell that a spreadsheet would run as a formula (= + - @, tab, CR) is
 * prefixed with an apostrophe (OWASP CSV injection).
 */
export function csvCell(value: unknown): string {
  let text = value == null ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** The activity log (spec §3 Operation log): list, export and chain verification. */
export class AuditService {
  constructor(private readonly db: Database) {}

  list(actor: Actor, args: DefaultConnectionArguments, filter: LogFilter) {
    actor.assertCan('system_operate_log');
    const range = requireRange(filter);
    const scope = actor.listScope(filter.accountId);
    return keysetConnection({
      args,
      sort: dateKey<LogRow>('l.createdAt', (l) => l.createdAt),
      direction: 'desc',
      idColumn: 'l.id',
      idKind: 'integer',
      fetch: (page) => {
        let q = selectLogs(this.db, scope, range).orderBy(page.orderBy).limit(page.limit);
        if (page.where) q = q.where(page.where);
        return q.execute();
      },
      count: async () => Number((await logQuery(this.db, scope, range).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
    });
  }

  /** The caller's own activity (account settings → event history); no permission needed. */
  myActivity(actor: Actor, args: DefaultConnectionArguments) {
    return keysetConnection({
      args,
      sort: dateKey<LogRow>('l.createdAt', (l) => l.createdAt),
      direction: 'desc',
      idColumn: 'l.id',
      idKind: 'integer',
      fetch: (page) => {
        let q = this.db
          .selectFrom('operationLogs as l')
          .leftJoin('accounts as a', 'a.id', 'l.accountId')
          .select(COLUMNS)
          .where('l.userId', '=', actor.user.id)
          .orderBy(page.orderBy)
          .limit(page.limit);
        if (page.where) q = q.where(page.where);
        return q.execute();
      },
      count: async () =>
        Number((await this.db.selectFrom('operationLogs').select((eb) => eb.fn.countAll<number>().as('n')).where('userId', '=', actor.user.id).executeTakeFirstOrThrow()).n),
    });
  }

  /** Streams the filtered log as CSV lines, newest first, a batch at a time. */
  async *exportCsv(actor: Actor, filter: LogFilter): AsyncGenerator<string> {
    actor.assertCan('system_operate_log');
    const range = requireRange(filter);
    const scope = actor.listScope(filter.accountId);
    let before: { createdAt: Date; id: number } | null = null;
    let header = '\uFEFF"time","activity type","result","ip","operator","account","target","reason"\r\n';
    for (;;) {
      let q = selectLogs(this.db, scope, range).orderBy('l.createdAt', 'desc').orderBy('l.id', 'desc').limit(1000);
      if (before) {
        const b = before;
        q = q.where((eb) => eb.or([eb('l.createdAt', '<', b.createdAt), eb.and([eb('l.createdAt', '=', b.createdAt), eb('l.id', '<', b.id)])]));
      }
      const rows = await q.execute();
      // The header comes with the first batch: a query that fails does so before the answer starts.
      if (rows.length === 0) {
        if (header) yield header;
        return;
      }
      yield header +
        rows
        .map((r) => [r.createdAt, r.activityType, r.result, r.ip, r.operator, r.accountName, r.target, r.reason].map(csvCell).join(',') + '\r\n')
        .join('');
      header = '';
      const last = rows[rows.length - 1];
      before = { createdAt: last.createdAt, id: last.id };
    }
  }

  verify(actor: Actor) {
    if (!actor.isSystemAdmin) actor.assertCan('manage_account');
    return verifyChain(this.db);
  }
}
