import type { DefaultConnectionArguments } from '@pothos/plugin-relay';
import type { Actor } from '../../authz/actor';
import type { Database } from '../../db/database';
import { ValidationError } from '../../lib/errors';
import { byCreation } from '../../lib/paging';
import { verifyChain } from '../../platform/auditor';
import * as repo from './audit.repo';
import type { LogFilter, LogRange } from './audit.repo';

const YEAR_MS = 365 * 24 * 3600 * 1000;

/** A date both JavaScript and PostgreSQL hold (years 1-9999); others are no range at all. */
const inStorableRange = (date: Date) => date.getTime() >= Date.parse('0001-01-01T00:00:00.000Z') && date.getTime() <= Date.parse('9999-12-31T23:59:59.999Z');

/** Spec §5: the activity-log range must be chosen and shorter than one year. */
export function requireRange(f: LogFilter): LogRange {
  if (!f.from || !f.to || !inStorableRange(f.from) || !inStorableRange(f.to)) throw new ValidationError('rangeRequired');
  if (f.to.getTime() <= f.from.getTime()) throw new ValidationError('rangeRequired');
  if (f.to.getTime() - f.from.getTime() >= YEAR_MS) throw new ValidationError('rangeTooLong');
  return f as LogRange;
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
    return byCreation({
      args,
      table: 'l',
      idKind: 'integer',
      fetch: (page) => repo.listLogs(this.db, scope, range, page),
      count: () => repo.countLogs(this.db, scope, range),
    });
  }

  /** The caller's own activity (account settings → event history); no permission needed. */
  myActivity(actor: Actor, args: DefaultConnectionArguments) {
    return byCreation({
      args,
      table: 'l',
      idKind: 'integer',
      fetch: (page) => repo.listUserLogs(this.db, actor.user.id, page),
      count: () => repo.countUserLogs(this.db, actor.user.id),
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
      const rows = await repo.logsBefore(this.db, scope, range, before, 1000);
      // The header comes with the first batch: a query that fails does so before the answer starts.
      if (rows.length === 0) {
        if (header) yield header;
        return;
      }
      yield header + rows.map((r) => [r.createdAt, r.activityType, r.result, r.ip, r.operator, r.accountName, r.target, r.reason].map(csvCell).join(',') + '\r\n').join('');
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
