/**
 * What the database layer tells the metrics about its connections: PostgreSQL's pool, or
 * PGlite's single connection that queries take turns on.
 */
export interface PoolProbe {
  readonly kind: 'postgres' | 'pglite';
  /** Queries waiting for a connection right now. */
  waiting(): number;
  /** Open connections: idle, and checked out by a query or transaction. */
  connections(): { idle: number; busy: number };
  /** Told how long each connection checkout waited, in seconds; null (the default) measures nothing. */
  onAcquire: ((seconds: number) => void) | null;
}
