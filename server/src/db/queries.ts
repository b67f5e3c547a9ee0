import { sql, type SelectQueryBuilder } from 'kysely';
import type { PageClause } from '../lib/paging';

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
