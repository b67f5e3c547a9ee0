import type { Database } from '../../db/database';
import { countOf, escapeLike, pageOf } from '../../db/queries';
import type { PageClause } from '../../lib/paging';

export interface LogFilter {
  from?: Date | null;
  to?: Date | null;
  activityType?: string | null;
  result?: 'success' | 'failure' | null;
  operator?: string | null;
  ip?: string | null;
  accountId?: string | null;
}

/** A filter whose time range is set (see requireRange). */
export type LogRange = LogFilter & { from: Date; to: Date };

function logQuery(db: Database, accountId: string | null, f: LogRange) {
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
function selectLogs(db: Database, accountId: string | null, f: LogRange) {
  return logQuery(db, accountId, f).select(COLUMNS);
}

export function listLogs(db: Database, accountId: string | null, range: LogRange, page: PageClause) {
  return pageOf(selectLogs(db, accountId, range), page).execute();
}

export function countLogs(db: Database, accountId: string | null, range: LogRange): Promise<number> {
  return countOf(logQuery(db, accountId, range));
}

function userLogs(db: Database, userId: string) {
  return db.selectFrom('operationLogs as l').leftJoin('accounts as a', 'a.id', 'l.accountId').where('l.userId', '=', userId);
}

/** One user's own activity. */
export function listUserLogs(db: Database, userId: string, page: PageClause) {
  return pageOf(userLogs(db, userId).select(COLUMNS), page).execute();
}

export function countUserLogs(db: Database, userId: string): Promise<number> {
  return countOf(db.selectFrom('operationLogs').where('userId', '=', userId));
}

/** Up to `limit` filtered rows, newest first, older than `before` (the last row of the previous batch) when given. */
export function logsBefore(db: Database, accountId: string | null, range: LogRange, before: { createdAt: Date; id: number } | null, limit: number) {
  let q = selectLogs(db, accountId, range).orderBy('l.createdAt', 'desc').orderBy('l.id', 'desc').limit(limit);
  if (before) q = q.where((eb) => eb.or([eb('l.createdAt', '<', before.createdAt), eb.and([eb('l.createdAt', '=', before.createdAt), eb('l.id', '<', before.id)])]));
  return q.execute();
}
