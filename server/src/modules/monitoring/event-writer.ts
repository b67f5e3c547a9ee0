import type { EventBatch, EventRow } from './events.repo';

/** Writes several requests' batches at once; answers each batch's new event ids, in order. */
export type WriteBatches = (batches: EventBatch[]) => Promise<Set<string>[]>;

/** What became of a request's batch once written. */
export interface WrittenBatch {
  /** Event ids stored now (the others were stored before, or refused). */
  fresh: Set<string>;
  /** Events the database refused for their own data, by event id, with the SQLSTATE it gave. */
  refused: Map<string, string>;
}

/**
 * SQLSTATE classes a statement fails with because of the data it carries, whatever the
 * database's state: 22 data exception (a NUL or bad escape in text or jsonb, a value out of
 * range), 23 integrity constraint violation (the app was deleted meanwhile), 54 program limit
 * exceeded (nesting or sizes past PostgreSQL's limits). Resending such an event can never
 * succeed, so it is refused alone; any other failure (connection lost, timeout, shutdown) fails
 * the request, which the SDK resends.
 */
const DATA_FAULT_CLASSES = new Set(['22', '23', '54']);

/** The SQLSTATE of a failure caused by the written data, or null for any other failure. */
function dataFault(err: unknown): string | null {
  const code = err && typeof err === 'object' ? (err as { code?: unknown }).code : undefined;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && DATA_FAULT_CLASSES.has(code.slice(0, 2)) ? code : null;
}

interface Waiting {
  batch: EventBatch;
  resolve: (written: WrittenBatch) => void;
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
 * alone; and a batch the database refuses for its data ({@link dataFault}) is split in halves
 * until the refused events are alone, so they are refused and the rest of the batch is stored.
 */
export class EventWriter {
  private readonly waiting: Waiting[] = [];
  private running = 0;

  constructor(
    private readonly write: WriteBatches,
    private readonly concurrency = 2,
    private readonly maxRows = 5000,
  ) {}

  /** Resolves once the batch's events are committed (or refused for their data). */
  store(batch: EventBatch): Promise<WrittenBatch> {
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
      group.forEach((w, i) => w.resolve({ fresh: fresh[i], refused: new Map() }));
    } catch (err) {
      if (group.length === 1) return this.isolate(group[0], err);
      for (const w of group) {
        try {
          w.resolve({ fresh: (await this.write([w.batch]))[0], refused: new Map() });
        } catch (one) {
          await this.isolate(w, one);
        }
      }
    }
  }

  /** A batch whose write failed alone: refuses the events at fault, stores the rest. */
  private async isolate(w: Waiting, err: unknown): Promise<void> {
    if (dataFault(err) === null) return w.reject(err);
    const written: WrittenBatch = { fresh: new Set(), refused: new Map() };
    try {
      await this.bisect(w.batch.accountId, w.batch.rows, err, written);
      w.resolve(written);
    } catch (other) {
      w.reject(other);
    }
  }

  /** Writes `rows` (which failed together with `err`) in halves, down to single refused events. */
  private async bisect(accountId: string, rows: EventRow[], err: unknown, into: WrittenBatch): Promise<void> {
    const code = dataFault(err);
    if (code === null) throw err;
    if (rows.length === 1) {
      into.refused.set(rows[0].eventId, code);
      return;
    }
    const middle = Math.ceil(rows.length / 2);
    for (const half of [rows.slice(0, middle), rows.slice(middle)]) {
      try {
        for (const id of (await this.write([{ accountId, rows: half }]))[0]) into.fresh.add(id);
      } catch (failed) {
        await this.bisect(accountId, half, failed, into);
      }
    }
  }
}
