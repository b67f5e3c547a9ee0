import type { EventBatch } from './events.repo';

/** Writes several requests' batches at once; answers each batch's new event ids, in order. */
export type WriteBatches = (batches: EventBatch[]) => Promise<Set<string>[]>;

interface Waiting {
  batch: EventBatch;
  resolve: (fresh: Set<string>) => void;
  reject: (err: unknown) => void;
}

/**
 * Group commit for ingestion: a request's batch is written at once when fewer than
 * `concurrency` writes are under way, and otherwise waits for one to end and goes with every
 * batch that arrived meanwhile (up to `maxRows` rows), in one statement and one commit. A
 * light load is written with no added delay; a heavy one in fewer, larger statements, instead
 * of queueing a round trip and a commit per request.
 *
 * A write that fails is retried batch by batch, so one request's bad data fails that request
 * alone.
 */
export class EventWriter {
  private readonly waiting: Waiting[] = [];
  private running = 0;

  constructor(
    private readonly write: WriteBatches,
    private readonly concurrency = 2,
    private readonly maxRows = 5000,
  ) {}

  /** Resolves with the batch's new event ids once they are committed. */
  store(batch: EventBatch): Promise<Set<string>> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ batch, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.running < this.concurrency && this.waiting.length > 0) {
      const group: Waiting[] = [];
      let rows = 0;
      while (this.waiting.length > 0 && (group.length === 0 || rows + this.waiting[0].batch.rows.length <= this.maxRows)) {
        const next = this.waiting.shift()!;
        rows += next.batch.rows.length;
        group.push(next);
      }
      this.running++;
      void this.run(group).finally(() => {
        this.running--;
        this.pump();
      });
    }
  }

  private async run(group: Waiting[]): Promise<void> {
    try {
      const fresh = await this.write(group.map((w) => w.batch));
      group.forEach((w, i) => w.resolve(fresh[i]));
    } catch (err) {
      if (group.length === 1) return group[0].reject(err);
      for (const w of group) {
        try {
          w.resolve((await this.write([w.batch]))[0]);
        } catch (one) {
          w.reject(one);
        }
      }
    }
  }
}
