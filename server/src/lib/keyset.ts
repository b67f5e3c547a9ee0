import { sql, type RawBuilder } from 'kysely';
import { ValidationError } from './errors';

/** A sortable column: its SQL reference and how a row's value is read and written in a cursor. */
export interface SortKey<Row> {
  /** Qualified column reference, e.g. `u.created_at` (snake_case, as in SQL). */
  column: string;
  /** An SQL expression to sort by instead of the column (e.g. a coalesce for a nullable one). */
  expression?: RawBuilder<unknown>;
  value(row: Row): string | number | Date;
  /** Turns the cursor's JSON value back into the SQL parameter. */
  parse?(value: unknown): unknown;
}

/**
 * A timestamp sort key. Cursors carry JavaScript dates (milliseconds) while PostgreSQL keeps
 * microseconds, so a column filled by `now()` is compared and ordered truncated to the
 * millisecond; otherwise the row a cursor points at sorts after its own cursor and repeats on
 * the next page. `msPrecision` skips that for columns written from JavaScript dates (they
 * have no microseconds), keeping their indexes usable for the order.
 */
export const dateKey = <Row>(column: string, value: (row: Row) => Date, options: { msPrecision?: boolean } = {}): SortKey<Row> => ({
  column,
  ...(options.msPrecision ? {} : { expression: sql`date_trunc('milliseconds', ${sql.ref(column)})` }),
  value,
  parse: (v) => {
    const date = new Date(String(v));
    if (Number.isNaN(date.getTime())) throw new ValidationError();
    return date;
  },
});

export const textKey = <Row>(column: string, value: (row: Row) => string): SortKey<Row> => ({ column, value, parse: (v) => String(v) });

/** Opaque cursor: base64url JSON of the sort value and the row id. */
export function encodeCursor(values: [unknown, string | number]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

export function decodeCursor(cursor: string): [unknown, string | number] {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === 2 && (typeof parsed[1] === 'string' || typeof parsed[1] === 'number')) {
      return parsed as [unknown, string | number];
    }
  } catch {
    // fall through
  }
  throw new ValidationError('badRequest');
}

/**
 * The WHERE condition and ORDER BY of one keyset page: rows strictly after (or before) the
 * cursor in `(sort column, id)` order. `inverted` pages backwards (Relay `last`/`before`).
 */
export function keysetClause<Row>(
  key: SortKey<Row>,
  idColumn: string,
  direction: 'asc' | 'desc',
  page: { after?: string; before?: string; inverted: boolean },
): { where: RawBuilder<boolean> | null; orderBy: RawBuilder<unknown> } {
  const forward = (direction === 'asc') !== page.inverted;
  const cursor = page.after ?? page.before;
  const cmp = sql.raw(forward ? '>' : '<');
  const sortBy = key.expression ?? sql.ref(key.column);
  let where: RawBuilder<boolean> | null = null;
  if (cursor) {
    const [rawValue, id] = decodeCursor(cursor);
    const value = key.parse ? key.parse(rawValue) : rawValue;
    where = sql<boolean>`(${sortBy}, ${sql.ref(idColumn)}) ${cmp} (${value}, ${id})`;
  }
  const dir = sql.raw(forward ? 'asc' : 'desc');
  return { where, orderBy: sql`${sortBy} ${dir}, ${sql.ref(idColumn)} ${dir}` };
}

export function cursorFor<Row extends { id: string | number }>(key: SortKey<Row>, row: Row): string {
  const value = key.value(row);
  return encodeCursor([value instanceof Date ? value.toISOString() : value, row.id]);
}
