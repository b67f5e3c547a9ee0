import { isConnectionError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import {
  applyQueuedProjections,
  lastQueueId,
  projectionBacklog,
  readyQueueRows,
  recordProjectionFailure,
  type AppliedProjections,
  type QueueSelection,
  type RetryPolicy,
} from './projection.repo';
import type { QueuedDelta } from './projection-delta';
import type { MonitoringLive } from './live';
import type { Database } from '../../db/database';

/** How often the projection queue is drained; the dashboard trails ingestion by about this. */
const INTERVAL_MS = 100;
const BATCH = 500;
/** How long a flush waits at most for rows another instance is applying right now. */
const SETTLE_MS = 2_000;

/** Five tries over about 15 s (1, 2, 4 and 8 s apart), then a dead letter. */
const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 5, baseDelayMs: 1000, maxDelayMs: 5 * 60_000 };

/** What the projector has done since it started (figures for tests, benchmarks and logs). */
export interface ProjectorStats {
  /** Rounds that applied queued rows in one transaction. */
  rounds: number;
  /** Rounds that failed and fell back to applying per account, then per row. */
  isolatedRounds: number;
  /** Failed applications of single queue rows (each postponed or dead-lettered). */
  rowFailures: number;
  deadLetters: number;
}

/**
 * Errors of the database or the connection rather than of the rows: a round that fails with
 * one is tried again on the next tick, as a whole, and counts against no row. Beside lost
 * connections ({@link isConnectionError}): SQLSTATE classes 40 (serialization failure,
 * deadlock), 53 (resources), 57 (shutdown, cancel) and 58 (system), and a closed PGlite.
 */
function isTransientDatabaseError(err: unknown): boolean {
  if (isConnectionError(err)) return true;
  const { code, message } = (err ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && /^(40|53|57|58)[0-9A-Z]{3}$/.test(code)) return true;
  return typeof message === 'string' && message.includes('PGlite is closed');
}

/**
 * Applies the deltas that ingestion queues (events.repo.ts) to the device records and the
 * rollups, a few times a second and in one transaction per round, then marks the accounts
 * changed for the live dashboards. One projector runs per instance; several instances share
 * the queue through `SKIP LOCKED`.
 *
 * A round that fails for its rows (not the database) is never retried as a whole: its rows
 * are applied per account, then an account that fails per row, each in its own transaction,
 * so one bad row stops no other account. A row that fails is retried with backoff and after
 * `retry.maxAttempts` becomes a dead letter, which the drain skips and a system super admin
 * retries or discards (dead-letters.service.ts).
 */
export class MonitoringProjector {
  private timer: NodeJS.Timeout | null = null;
  private chain: Promise<void> = Promise.resolve();
  private busy = false;
  /** Deltas this instance queued, by queue id, until applied. */
  private readonly held = new Map<string, QueuedDelta>();
  readonly stats: ProjectorStats = { rounds: 0, isolatedRounds: 0, rowFailures: 0, deadLetters: 0 };
  /**
   * Told, for each batch this instance stored and then projected, the seconds in between
   * (metrics); null measures nothing.
   */
  onProjected: ((seconds: number) => void) | null = null;
  /** When each held delta was handed over, while {@link onProjected} listens. */
  private readonly heldAt = new Map<string, number>();

  constructor(
    private readonly db: Database,
    private readonly live: MonitoringLive,
    private readonly logger: Logger,
    private readonly retry: RetryPolicy = DEFAULT_RETRY,
  ) {}

  /** Keeps a delta this instance just committed, so applying it needs no read back. */
  hold(queued: QueuedDelta): void {
    this.held.set(queued.id, queued);
    if (this.onProjected) this.heldAt.set(queued.id, performance.now());
  }

  /** Batches waiting to be projected (dead letters aside) and the age of the oldest, in seconds. */
  backlog(): Promise<{ rows: number; oldestSeconds: number }> {
    return projectionBacklog(this.db);
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (!this.busy) void this.run(false);
    }, INTERVAL_MS);
    this.timer.unref();
  }

  /**
   * Drains the queue; resolves once every delta committed before the call is applied, by this
   * instance or (waiting up to 2 s for them) another, unless it failed and waits for a retry or
   * an admin. Calls run one after another, never side by side.
   */
  flush(): Promise<void> {
    return this.run(true);
  }

  private run(settle: boolean): Promise<void> {
    const run = this.chain.then(() => this.drain(settle));
    this.chain = run.catch((err: unknown) => this.logger.error({ err }, 'could not apply monitoring projections'));
    return run;
  }

  /** Stops the timer and applies what is queued. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush().catch(() => {});
  }

  /** `settle`: also wait (briefly) for rows queued before the call that another instance holds. */
  private async drain(settle: boolean): Promise<void> {
    this.busy = true;
    try {
      const upTo = settle ? await lastQueueId(this.db) : 0;
      const until = Date.now() + SETTLE_MS;
      for (;;) {
        let progressed: boolean;
        try {
          const applied = await applyQueuedProjections(this.db, BATCH, this.held);
          if (applied.ids.length > 0) this.stats.rounds++;
          this.settle(applied);
          progressed = applied.ids.length > 0;
        } catch (err) {
          if (isTransientDatabaseError(err)) throw err;
          this.stats.isolatedRounds++;
          this.logger.warn({ err }, 'a monitoring projection round failed; applying its rows one account at a time');
          progressed = await this.isolate();
        }
        if (!progressed) {
          // Rows this drain could not lock are another instance's round (or isolation) under way.
          if (upTo > 0 && Date.now() < until && (await readyQueueRows(this.db, 1, upTo)).length > 0) {
            await new Promise((r) => setTimeout(r, 20));
            continue;
          }
          // Whatever is still held was applied elsewhere (another instance) or is read back
          // from the queue next round; dropping it keeps the map from growing.
          this.held.clear();
          this.heldAt.clear();
          return;
        }
      }
    } finally {
      this.busy = false;
    }
  }

  /**
   * The fallback of a failed round: the ready rows per account, and an account that fails per
   * row, each in a transaction of its own; a row that fails alone is postponed or
   * dead-lettered. Answers whether any row was applied or set aside, so the drain goes on.
   */
  private async isolate(): Promise<boolean> {
    const byAccount = new Map<string, string[]>();
    for (const row of await readyQueueRows(this.db, BATCH)) {
      const ids = byAccount.get(row.accountId) ?? [];
      if (ids.length === 0) byAccount.set(row.accountId, ids);
      ids.push(row.id);
    }
    let progressed = false;
    for (const [accountId, ids] of byAccount) {
      const whole = await this.attempt({ accountId, ids });
      if (whole !== null) {
        progressed ||= whole.ids.length > 0;
        continue;
      }
      for (const id of ids) {
        const one = await this.attempt({ ids: [id] });
        if (one !== null) {
          progressed ||= one.ids.length > 0;
          continue;
        }
        progressed = true;
      }
    }
    return progressed;
  }

  /**
   * Applies the selected rows in one transaction; on a failure of a single row, records it
   * against that row. Answers null when the rows failed (the database's own failures throw).
   */
  private async attempt(only: QueueSelection): Promise<AppliedProjections | null> {
    try {
      const applied = await applyQueuedProjections(this.db, BATCH, this.held, only);
      this.settle(applied);
      return applied;
    } catch (err) {
      if (isTransientDatabaseError(err)) throw err;
      if (only.ids?.length !== 1 || only.accountId) return null;
      const id = only.ids[0];
      // A retry reads the row back from its events instead of trusting what was held.
      this.held.delete(id);
      this.heldAt.delete(id);
      this.stats.rowFailures++;
      const failed = await recordProjectionFailure(this.db, id, errorText(err), this.retry);
      if (failed?.dead) {
        this.stats.deadLetters++;
        this.logger.error({ err, queueId: id }, 'a monitoring projection row failed too often and is now a dead letter');
      } else {
        this.logger.warn({ err, queueId: id }, 'a monitoring projection row failed; it is retried later');
      }
      return null;
    }
  }

  private settle(applied: AppliedProjections): void {
    for (const id of applied.ids) {
      this.held.delete(id);
      const heldAt = this.heldAt.get(id);
      if (heldAt === undefined) continue;
      this.heldAt.delete(id);
      this.onProjected?.((performance.now() - heldAt) / 1000);
    }
    for (const accountId of applied.accounts) this.live.touch(accountId);
  }
}

function errorText(err: unknown): string {
  if (err instanceof Error) {
    const code = (err as { code?: unknown }).code;
    return typeof code === 'string' ? `${code}: ${err.message}` : err.message;
  }
  return String(err);
}
