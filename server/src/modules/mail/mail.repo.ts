import type { Database } from '../../db/database';
import type { PageClause } from '../../lib/paging';

/** One page of the mail outbox (console-wide: only system super admins read it). */
export function listOutbox(db: Database, page: PageClause) {
  let q = db
    .selectFrom('mailOutbox')
    .select(['id', 'accountId', 'recipient', 'subject', 'body', 'transport', 'sentAt', 'error', 'createdAt'])
    .orderBy(page.orderBy)
    .limit(page.limit);
  if (page.where) q = q.where(page.where);
  return q.execute();
}

export async function countOutbox(db: Database): Promise<number> {
  const row = await db
    .selectFrom('mailOutbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export type OutboxRow = Awaited<ReturnType<typeof listOutbox>>[number];
