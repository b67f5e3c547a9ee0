import { sql } from 'kysely';

/**
 * Rows that travel to PostgreSQL as one JSON parameter and come out of `jsonb_to_recordset`:
 * `fields` maps each camelCase property to its column type, and the column names, the record
 * definition and the JSON document all follow from it (dates become ISO strings).
 */
export function jsonRecord<T>(fields: { [K in keyof T]?: string }) {
  const entries = Object.entries(fields as Record<string, string>).map(([key, type]) => [key, key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), type] as const);
  return {
    /** The column names, in order. */
    names: sql.raw(entries.map(([, column]) => column).join(', ')),
    /** `name type, …`, for `as r(…)`. */
    record: sql.raw(entries.map(([, column, type]) => `${column} ${type}`).join(', ')),
    json: (rows: T[]) =>
      JSON.stringify(
        rows.map((row) => {
          const out: Record<string, unknown> = {};
          for (const [key, column] of entries) out[column] = (row as Record<string, unknown>)[key];
          return out;
        }),
      ),
  };
}
