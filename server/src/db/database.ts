import fs from 'node:fs';
import path from 'node:path';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './schema';
import { PGliteDialect } from './pglite-dialect';

export type Database = Kysely<DB>;

export interface DatabaseHandle {
  db: Database;
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
}

/** int8 (counts, bigserial) as a JS number on both engines; values stay far below 2^53. */
const INT8_OID = 20;

/**
 * Opens PostgreSQL when a URL is given, otherwise embedded PGlite stored under `dataDir/db`
 * (or in memory when `inMemory`). Both speak the same SQL, so the same
 * migrations and queries run on both.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  inMemory?: boolean;
  /** Told when an idle PostgreSQL connection breaks (the pool drops it and connects afresh). */
  onConnectionError?: (err: Error) => void;
}): Promise<DatabaseHandle> {
  const plugins = [new CamelCasePlugin()];
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // An unreachable server fails requests within seconds (503) instead of queueing them.
      connectionTimeoutMillis: 5_000,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8_OID ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    // A connection cut by the server or the network emits 'error' on its client, checked
    // out (between a transaction's statements) or idle in the pool; unheard, that event would
    // end the process. The pool drops a broken client when it comes back.
    const onError = (err: Error) => options.onConnectionError?.(err);
    pool.on('error', onError);
    pool.on('connect', (client) => client.on('error', onError));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const dir = options.inMemory ? undefined : path.join(options.dataDir, 'db');
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const pglite = await PGlite.create(dir, {
    parsers: { [pgliteTypes.INT8]: (v: string) => Number(v) },
  });
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite), plugins });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}
