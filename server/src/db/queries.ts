import { sql, type Kysely, type SelectQueryBuilder, type UpdateObject } from 'kysely';
import type { PageClause } from '../lib/paging';
import type { Database } from './database';
import type { DB } from './schema';

/** A user's search text made literal inside a LIKE pattern (`%`, `_` and `\\` match themselves). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A list query narrowed to one keyset page: the page's extra WHERE, its ORDER BY and LIMIT. */
export function pageOf<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, page: PageClause): SelectQueryBuilder<DB, TB, O> {
  const ordered = query.orderBy(page.orderBy).limit(page.limit);
  return page.where ? ordered.where(page.where) : ordered;
}

/** How many rows a list's filtered query (without its selection) matches. */
export async function countOf<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const row = await query.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return Number((row as unknown as { n: number | string }).n);
}

/** Tables whose rows belong to an account and record when they last changed. */
type AccountRowTable = { [T in keyof DB]: DB[T] extends { id: unknown; accountId: unknown; updatedAt: unknown } ? T : never }[keyof DB];

/**
 * Sets columns of one row of an account, and its `updatedAt`; a row of another account is left
 * as it is, so a forged id never reaches across accounts.
 */
export async function updateInAccount<T extends AccountRowTable>(db: Database, table: T, row: { accountId: string; id: string }, values: UpdateObject<DB, T>): Promise<void> {
  // The row type is known only per table; the signature keeps `values` typed for the caller.
  await (db as unknown as Kysely<{ owned: { id: string; accountId: string; updatedAt: unknown } }>)
    .updateTable(table as unknown as 'owned')
    .set({ ...values, updatedAt: sql`now()` })
    .where('id', '=', row.id)
    .where('accountId', '=', row.accountId)
    .execute();
}

/**
 * Narrows a list query by the filter values that are set: each named column must equal its
 * value; a value left null, undefined or empty does not filter.
 */
export function whereEqual<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  equals: Record<string, string | number | boolean | null | undefined>,
): SelectQueryBuilder<DB, TB, O> {
  let narrowed = query;
  for (const [column, value] of Object.entries(equals)) {
    if (value !== null && value !== undefined && value !== '') narrowed = narrowed.where(sql<boolean>`${sql.ref(column)} = ${value}`);
  }
  return narrowed;
}
