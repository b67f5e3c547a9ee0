import { resolveCursorConnection, type DefaultConnectionArguments } from '@pothos/plugin-relay';
import type { RawBuilder } from 'kysely';
import { ValidationError } from './errors';
import { cursorFor, dateKey, keysetClause, type IdKind, type SortKey } from './keyset';

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
  /** The form of the row ids; cursors with another form are refused. UUIDs unless said. */
  idKind?: IdKind;
  fetch: (clause: PageClause) => Promise<Row[]>;
  count: () => Promise<number>;
}) {
  // Relay's helper throws a plain Error for these, which would be a masked 500.
  for (const size of [options.args.first, options.args.last]) {
    if (size !== null && size !== undefined && (!Number.isInteger(size) || size < 0)) throw new ValidationError('badRequest');
  }
  // A forged cursor is refused before any query starts (not while the count runs).
  keysetClause(options.sort, options.idColumn, options.direction, {
    after: options.args.after ?? undefined,
    before: options.args.before ?? undefined,
    inverted: false,
    idKind: options.idKind,
  });
  const [connection, totalCount] = await Promise.all([
    resolveCursorConnection<Promise<Row[]>>(
      { args: options.args, defaultSize: 20, maxSize: 100, toCursor: (row: Row) => cursorFor(options.sort, row) },
      ({ after, before, limit, inverted }) => {
        const { where, orderBy } = keysetClause(options.sort, options.idColumn, options.direction, { after, before, inverted, idKind: options.idKind });
        return options.fetch({ where, orderBy, limit });
      },
    ),
    options.count(),
  ]);
  return { ...connection, totalCount };
}

/**
 * A connection in order of creation, newest first unless `direction` says otherwise, then by
 * id: what most lists show. `table` qualifies both columns when the list query joins (`m` for
 * `m.createdAt` and `m.id`).
 */
export function byCreation<Row extends { id: string | number; createdAt: Date }>(options: {
  args: DefaultConnectionArguments;
  table?: string;
  direction?: 'asc' | 'desc';
  idKind?: IdKind;
  fetch: (clause: PageClause) => Promise<Row[]>;
  count: () => Promise<number>;
}) {
  const prefix = options.table ? `${options.table}.` : '';
  const { args, idKind, fetch, count } = options;
  return keysetConnection({
    args,
    sort: dateKey<Row>(`${prefix}createdAt`, (r) => r.createdAt),
    direction: options.direction ?? 'desc',
    idColumn: `${prefix}id`,
    idKind,
    fetch,
    count,
  });
}
