import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import type { DB } from './schema';
import { PGliteDialect } from './pglite-dialect';
import type { PoolProbe } from './pool-probe';

export type Database = Kysely<DB>;

export interface DatabaseHandle {
  db: Database;
  kind: 'postgres' | 'pglite';
  /** Connection waits and counts, for the metrics. */
  pool: PoolProbe;
  /** PGlite only: the data directory as a tar file, which `template` takes back. */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

/** int8 (counts, bigserial) as a JS number on both engines; values stay far below 2^53. */
const INT8_OID = 20;

/**
 * PostgreSQL settings for the embedded database, sized for a console with one connection
 * rather than PGlite's server-sized defaults (160 MB of shared buffers, all of it resident
 * once touched). The OS page cache still holds the data files, so reads that miss these
 * buffers cost a system call, not a disk read. `embedded-memory.bench.ts` measures them.
 */
export const EMBEDDED_SETTINGS = [
  'shared_buffers=16MB',
  'temp_buffers=4MB',
  'work_mem=4MB',
  'maintenance_work_mem=16MB',
  'max_connections=8',
  // Durability: PGlite already runs with fsync off (its writes reach the OS at once, so a
  // crashed or killed process loses nothing; power loss may). Commits stay synchronous.
];

/** Runs PGlite's initdb for `dir` in a child process that exits afterwards. */
async function initEmbeddedDataDir(dir: string): Promise<void> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `require(process.argv[1]).PGlite.create(process.argv[2]).then((p) => p.close()).then(() => process.exit(0), (e) => { console.error(e); process.exit(1); });`;
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', script, entry, dir], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the embedded database could not be initialised: ${stderr.trim()}`))));
  });
}

/**
 * Opens PostgreSQL when a URL is given, otherwise embedded PGlite stored under `dataDir/db`
 * (or in memory when `inMemory`). Both speak the same SQL, so the same
 * migrations and queries run on both. Each driver is loaded only when it is the one used.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  inMemory?: boolean;
  /**
   * For an in-memory database: a data directory dumped by PGlite's `dumpDataDir` to start from
   * instead of running initdb (about 2 s, and a test run starts a hundred servers).
   */
  template?: Blob;
  /** Told when an idle PostgreSQL connection breaks (the pool drops it and connects afresh). */
  onConnectionError?: (err: Error) => void;
}): Promise<DatabaseHandle> {
  const plugins = [new CamelCasePlugin()];
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
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
    const probe: PoolProbe = {
      kind: 'postgres',
      waiting: () => pool.waitingCount,
      connections: () => ({ idle: pool.idleCount, busy: pool.totalCount - pool.idleCount }),
      onAcquire: null,
    };
    // Checkouts are timed only while someone listens (metrics on).
    const timedPool = {
      connect: async () => {
        const observe = probe.onAcquire;
        if (!observe) return pool.connect();
        const start = performance.now();
        const client = await pool.connect();
        observe((performance.now() - start) / 1000);
        return client;
      },
      end: () => pool.end(),
    };
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: timedPool }), plugins });
    return { db, kind: 'postgres', pool: probe, close: () => db.destroy() };
  }
  const dir = options.inMemory ? undefined : path.join(options.dataDir, 'db');
  if (dir) {
    fs.mkdirSync(dir, { recursive: true });
    // A fresh directory is initialised by a short-lived child process: initdb runs a second
    // WebAssembly PostgreSQL beside the first and V8 keeps ~400 MB of that resident afterwards.
    if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) await initEmbeddedDataDir(dir);
  }
  const { PGlite, types: pgliteTypes } = await import('@electric-sql/pglite');
  const pglite = await PGlite.create(dir, {
    loadDataDir: dir ? undefined : options.template,
    parsers: { [pgliteTypes.INT8]: (v: string) => Number(v) },
    startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS.flatMap((s) => ['-c', s])],
  });
  const dialect = new PGliteDialect(pglite);
  const db = new Kysely<DB>({ dialect, plugins });
  return {
    db,
    kind: 'pglite',
    pool: dialect.probe,
    dumpDataDir: () => pglite.dumpDataDir('none'),
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}
