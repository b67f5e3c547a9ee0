import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type { PoolProbe } from './pool-probe';

/**
 * A Kysely dialect for embedded PGlite. PGlite serves one connection, so the driver hands out
 * that connection to one holder at a time (queries from others queue), which keeps
 * transactions intact.
 */
export class PGliteDialect implements Dialect {
  /** The one connection's queue, for the metrics (one probe per dialect, whatever drivers it makes). */
  readonly probe = new PGliteProbe();

  constructor(private readonly pglite: PGlite) {}

  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite, this.probe);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

/** PGlite's single connection as a pool of one: who waits for it, and whether it is in use. */
class PGliteProbe implements PoolProbe {
  readonly kind = 'pglite';
  /** Acquirers waiting, the holder not counted. */
  queued = 0;
  held = false;
  onAcquire: ((seconds: number) => void) | null = null;

  waiting(): number {
    return this.queued;
  }
  connections(): { idle: number; busy: number } {
    return this.held ? { idle: 0, busy: 1 } : { idle: 1, busy: 0 };
  }
}

class PGliteDriver implements Driver {
  readonly #connection: PGliteConnection;
  #queue: Promise<void> = Promise.resolve();
  #release: (() => void) | null = null;

  constructor(
    pglite: PGlite,
    private readonly probe: PGliteProbe,
  ) {
    this.#connection = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#queue;
    let release!: () => void;
    this.#queue = new Promise<void>((resolve) => (release = resolve));
    const observe = this.probe.onAcquire;
    const start = observe ? performance.now() : 0;
    this.probe.queued++;
    try {
      await previous;
    } finally {
      this.probe.queued--;
    }
    observe?.((performance.now() - start) / 1000);
    this.#release = release;
    this.probe.held = true;
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await connection.executeQuery(CompiledQuery.raw(`begin${isolation}`));
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = null;
    this.probe.held = false;
    release?.();
  }

  async destroy(): Promise<void> {
    await this.#queue;
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pglite.query<R>(compiled.sql, compiled.parameters as unknown[], { rowMode: 'object' });
    const affected = result.affectedRows;
    return {
      rows: result.rows,
      numAffectedRows: affected === undefined ? undefined : BigInt(affected),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries are not supported on the embedded database');
  }
}
