import { resolveCursorConnection, type DefaultConnectionArguments } from '@pothos/plugin-relay';
import type { RawBuilder } from 'kysely';
import { cursorFor, keysetClause, type SortKey } from './keyset';

export interface PageClause {
  where: RawBuilder<boolean> | null;
  orderBy: RawBuilder<unknown>;
  limit: number;
}

/**
 * One Relay page over a keyset: `fetch` runs the list query with the page's extra WHERE,
 * ORDER BY and LIMIT; `count` the same filters without them. Page sizes are capped at 100.
 */
export async function keysetConnection<Row extends { id: string | number }>(options: {
  args: DefaultConnectionArguments;
  sort: SortKey<Row>;
  direction: 'asc' | 'desc';
  idColumn: string;
  fetch: (clause: PageClause) => Promise<Row[]>;
  count: () => Promise<number>;
}) {
  const [connection, totalCount] = await Promise.all([
    resolveCursorConnection<Promise<Row[]>>(
      { args: options.args, defaultSize: 20, maxSize: 100, toCursor: (row: Row) => cursorFor(options.sort, row) },
      ({ after, before, limit, inverted }) => {
        const { where, orderBy } = keysetClause(options.sort, options.idColumn, options.direction, { after, before, inverted });
        return options.fetch({ where, orderBy, limit });
      },
    ),
    options.count(),
  ]);
  return { ...connection, totalCount };
}
