import type { ColumnType, Generated } from 'kysely';

/**
 * Column types every table file shares, camelCase tables (the CamelCasePlugin maps them to the
 * snake_case columns).
 */

/** A timestamp the writer always supplies. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp the database fills in when an insert leaves it out. */
export type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A UUID primary key the database generates. */
export type GeneratedId = Generated<string>;
/** A `text[]` column, empty by default. */
export type TextArray = ColumnType<string[], string[] | undefined, string[]>;
/** A `text[]` column every insert sets. */
export type RequiredTextArray = ColumnType<string[], string[], string[]>;
/** A `jsonb` column: read as the parsed value, written as a JSON string. */
export type Json<T> = ColumnType<T, string | undefined, string>;
