import { sql } from 'kysely';
import type { PageClause } from '../../lib/paging';
import type { Database } from '../../db/database';
import { countOf, pageOf } from '../../db/queries';

/** Dead-lettered projection rows, console-wide or of one account (system super admins only). */
function deadLetters(db: Database, accountId: string | null) {
  let query = db.selectFrom('monitorProjectionQueue as q').leftJoin('accounts as a', 'a.id', 'q.accountId').where('q.deadAt', 'is not', null);
  if (accountId) query = query.where('q.accountId', '=', accountId);
  return query;
}

/** One page of dead letters; each names its apps with their names while they exist. */
export function listDeadLetters(db: Database, accountId: string | null, page: PageClause) {
  return pageOf(
    deadLetters(db, accountId).select([
      'q.id',
      'q.accountId',
      'a.name as accountName',
      'q.attempts',
      'q.lastError',
      'q.queuedAt',
      'q.failedAt',
      'q.deadAt',
      sql<number>`coalesce(cardinality(q.event_ids), 0)`.as('eventCount'),
      sql<Array<{ id: string; name: string | null }>>`coalesce((
          select json_agg(json_build_object('id', u.id, 'name', m.name) order by u.id)
          from unnest(q.app_ids) as u(id) left join monitored_apps m on m.id = u.id), '[]'::json)`.as('apps'),
    ]),
    page,
  ).execute();
}

export function countDeadLetters(db: Database, accountId: string | null): Promise<number> {
  return countOf(deadLetters(db, accountId));
}

export type DeadLetterRow = Awaited<ReturnType<typeof listDeadLetters>>[number];

/** Puts a dead letter back in the queue with a fresh count of attempts; answers its account. */
export async function requeueDeadLetter(db: Database, id: string): Promise<string | null> {
  const row = await db
    .updateTable('monitorProjectionQueue')
    .set({ attempts: 0, lastError: null, failedAt: null, nextAttemptAt: null, deadAt: null, appIds: null })
    .where('id', '=', id)
    .where('deadAt', 'is not', null)
    .returning('accountId')
    .executeTakeFirst();
  return row?.accountId ?? null;
}

/** Deletes a dead letter: its events stay stored but never reach the projections; answers its account. */
export async function discardDeadLetter(db: Database, id: string): Promise<string | null> {
  const row = await db.deleteFrom('monitorProjectionQueue').where('id', '=', id).where('deadAt', 'is not', null).returning('accountId').executeTakeFirst();
  return row?.accountId ?? null;
}
