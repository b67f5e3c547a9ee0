import type { Logger } from '../../lib/logger';
import { applyQueuedProjections, type QueuedDelta } from './events.repo';
import type { MonitoringLive } from './live';
import type { MonitoringDatabase } from './monitoring.tables';

/** How often the projection queue is drained; the dashboard trails ingestion by about this. */
const INTERVAL_MS = 100;
const BATCH = 500;

/**
 * Applies the deltas that ingestion queues (events.repo.ts) to the device records and the
 * rollups, a few times a second and in one transaction per round, then marks the accounts
 * changed for the live dashboards. One projector runs per instance; several instances share
 * the queue through `SKIP LOCKED`.
 */
export class MonitoringProjector {
  private timer: NodeJS.Timeout | null = null;
  private chain: Promise<void> = Promise.resolve();
  private busy = false;
  /** Deltas this instance queued, by queue id, until applied. */
  private readonly held = new Map<string, QueuedDelta>();

  constructor(
    private readonly db: MonitoringDatabase,
    private readonly live: MonitoringLive,
    private readonly logger: Logger,
  ) {}

  /** Keeps a delta this instance just committed, so applying it needs no read back. */
  hold(queued: QueuedDelta): void {
    this.held.set(queued.id, queued);
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (!this.busy) void this.flush();
    }, INTERVAL_MS);
    this.timer.unref();
  }

  /**
   * Drains the queue; resolves once every delta committed before the call is applied (unless
   * another instance holds some of them). Calls run one after another, never side by side.
   */
  flush(): Promise<void> {
    const run = this.chain.then(() => this.drain());
    this.chain = run.catch((err: unknown) => this.logger.error({ err }, 'could not apply monitoring projections'));
    return run;
  }

  /** Stops the timer and applies what is queued. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush().catch(() => {});
  }

  private async drain(): Promise<void> {
    this.busy = true;
    try {
      for (;;) {
        const { accounts, ids } = await applyQueuedProjections(this.db, BATCH, this.held);
        for (const id of ids) this.held.delete(id);
        for (const accountId of accounts) this.live.touch(accountId);
        if (ids.length === 0) {
          // Whatever is still held was applied elsewhere (another instance) or is read back
          // from the queue next round; dropping it keeps the map from growing.
          this.held.clear();
          return;
        }
      }
    } finally {
      this.busy = false;
    }
  }
}
