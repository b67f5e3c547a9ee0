import { sql, type RawBuilder } from 'kysely';
import { ValidationError } from './errors';
import { isSafeText, isUuid } from './validation';

/**
 * How a list's row ids look: most tables key on UUIDs, the append-only ones (activity log,
 * outbox, events, queues) on bigserial numbers. A cursor's id must have the column's form, or a
 * forged cursor would reach PostgreSQL as a value it cannot cast.
 */
export type IdKind = 'uuid' | 'integer';

/** A forged or stale cursor: a typed 400, never a database error. */
const cursorInvalid = () => new ValidationError('cursorInvalid');

/** Timestamps a cursor may carry: what both JavaScript and PostgreSQL can hold, years 1-9999. */
const MIN_CURSOR_TIME = Date.parse('0001-01-01T00:00:00.000Z');
const MAX_CURSOR_TIME = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** A sortable column: its SQL reference and how a row's value is read and written in a cursor. */
export interface SortKey<Row> {
  /** Qualified column reference in camelCase, e.g. `u.createdAt` (the CamelCasePlugin maps it to SQL). */
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
    if (typeof v !== 'string') throw cursorInvalid();
    const time = new Date(v).getTime();
    if (!(time >= MIN_CURSOR_TIME && time <= MAX_CURSOR_TIME)) throw cursorInvalid();
    return new Date(time);
  },
});

export const textKey = <Row>(column: string, value: (row: Row) => string): SortKey<Row> => ({
  column,
  value,
  parse: (v) => {
    if (typeof v !== 'string' || !isSafeText(v)) throw cursorInvalid();
    return v;
  },
});

/**
 * An integer sort key (e.g. the id itself), carried in cursors as a number. A nullable column
 * sorts its nulls as `nullsAs` (below every value when it is -1: a score not yet known).
 */
export const integerKey = <Row>(column: string, value: (row: Row) => number | string | null, options: { nullsAs?: number } = {}): SortKey<Row> => {
  const { nullsAs } = options;
  const least = nullsAs ?? 0;
  return {
    column,
    ...(nullsAs === undefined ? {} : { expression: sql`coalesce(${sql.ref(column)}, ${sql.lit(nullsAs)})` }),
    value: (row) => Number(value(row) ?? nullsAs),
    parse: (v) => {
      if (!Number.isSafeInteger(v) || (v as number) < Math.min(0, least)) throw cursorInvalid();
      return v;
    },
  };
};

/** Opaque cursor: base64url JSON of the sort value and the row id. */
export function encodeCursor(values: [unknown, string | number]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/** Longer than any cursor this server makes (a sort value of at most a few hundred characters). */
const MAX_CURSOR_LENGTH = 2048;

/**
 * Reads a cursor defensively: anything but `[sort value, id]` with an id of the list's kind
 * (a UUID, or a non-negative integer as a number or digits) answers `cursorInvalid`.
 */
export function decodeCursor(cursor: string, idKind: IdKind = 'uuid'): [unknown, string | number] {
  let parsed: unknown;
  try {
    if (cursor.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]*$/.test(cursor)) throw cursorInvalid();
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw cursorInvalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw cursorInvalid();
  const [value, id] = parsed as [unknown, unknown];
  if (typeof value !== 'string' && typeof value !== 'number') throw cursorInvalid();
  if (typeof value === 'number' ? !Number.isFinite(value) : !isSafeText(value)) throw cursorInvalid();
  if (idKind === 'uuid') {
    if (!isUuid(id as string)) throw cursorInvalid();
    return [value, id as string];
  }
  if (typeof id === 'number' && Number.isSafeInteger(id) && id >= 0) return [value, id];
  if (typeof id === 'string' && /^[0-9]{1,15}$/.test(id)) return [value, id];
  throw cursorInvalid();
}

/**
 * The WHERE condition and ORDER BY of one keyset page: rows strictly after (or before) the
 * cursor in `(sort column, id)` order. `inverted` pages backwards (Relay `last`/`before`).
 */
export function keysetClause<Row>(
  key: SortKey<Row>,
  idColumn: string,
  direction: 'asc' | 'desc',
  page: { after?: string; before?: string; inverted: boolean; idKind?: IdKind },
): { where: RawBuilder<boolean> | null; orderBy: RawBuilder<unknown> } {
  const forward = (direction === 'asc') !== page.inverted;
  const cursor = page.after ?? page.before;
  const cmp = sql.raw(forward ? '>' : '<');
  const sortBy = key.expression ?? sql.ref(key.column);
  let where: RawBuilder<boolean> | null = null;
  if (cursor) {
    const [rawValue, id] = decodeCursor(cursor, page.idKind);
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
