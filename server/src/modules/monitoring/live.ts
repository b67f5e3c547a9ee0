import type { Logger } from '../../lib/logger';
import type { KeyValueStore } from '../../platform/kv';
import type { AppPubSub } from '../../platform/pubsub';
import type { MonitoringDashboardService } from './dashboard.service';

/** How often dirty accounts are looked at; an account publishes at most once a second. */
const TICK_MS = 250;

/**
 * Publishes `monitoring:updated` for accounts whose events changed, at most one message per
 * second per account across every instance (the gate is a one-second counter in the shared
 * key-value store, Redis when configured). An account that ingests again inside its second
 * stays dirty and publishes on a later tick, so the last change is never dropped.
 */
export class MonitoringLive {
  private readonly dirty = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private flushing = false;

  constructor(
    private readonly dashboard: MonitoringDashboardService,
    private readonly kv: KeyValueStore,
    private readonly pubsub: AppPubSub,
    private readonly logger: Logger,
  ) {}

  /** Marks an account as changed (called after an ingestion transaction commits). */
  touch(accountId: string): void {
    this.dirty.add(accountId);
    if (!this.timer) {
      this.timer = setInterval(() => void this.flush(), TICK_MS);
      this.timer.unref();
    }
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.dirty.clear();
  }

  private async flush(): Promise<void> {
    if (this.flushing) return;
    this.flushing = true;
    try {
      for (const accountId of [...this.dirty]) {
        if ((await this.kv.hit(`monitoring-live:${accountId}`, 1)) !== 1) continue;
        this.dirty.delete(accountId);
        this.pubsub.publish('monitoring:updated', accountId, await this.dashboard.liveCounters(accountId));
      }
      if (this.dirty.size === 0 && this.timer) {
        clearInterval(this.timer);
        this.timer = null;
      }
    } catch (err) {
      this.logger.warn({ err }, 'could not publish monitoring counters');
    } finally {
      this.flushing = false;
    }
  }
}
