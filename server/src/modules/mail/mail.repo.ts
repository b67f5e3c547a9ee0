import type { Database } from '../../db/database';
import { countOf, pageOf } from '../../db/queries';
import type { PageClause } from '../../lib/paging';

/** One page of the mail outbox (console-wide: only system super admins read it). */
export function listOutbox(db: Database, page: PageClause) {
  return pageOf(db.selectFrom('mailOutbox').select(['id', 'accountId', 'recipient', 'subject', 'body', 'transport', 'sentAt', 'error', 'createdAt']), page).execute();
}

export function countOutbox(db: Database): Promise<number> {
  return countOf(db.selectFrom('mailOutbox'));
}

export type OutboxRow = Awaited<ReturnType<typeof listOutbox>>[number];
