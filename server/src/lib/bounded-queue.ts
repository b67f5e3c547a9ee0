/** How far each finished task moves the running average of task durations. */
const AVERAGE_WEIGHT = 0.2;

/**
 * Runs at most `concurrency` tasks at once and lets at most `maxWaiting` more wait for a turn;
 * past that `run` refuses at once (`onFull`), so a burst beyond capacity is answered quickly
 * instead of waiting seconds behind work the machine cannot do any faster.
 *
 * With `maxWaitMs`, a task is also refused when the turns ahead of it would, at the running
 * average of recent task durations, keep it waiting longer than that: the bound follows the
 * machine's speed (and its load) rather than a count tuned for one machine.
 */
export class BoundedQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  /** Running average of the durations of finished tasks, in ms; 0 until one has finished. */
  private averageMs = 0;
  /** The clock task durations are measured by. */
  private readonly now: () => number;

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
    /** The error a refused task throws. */
    private readonly onFull: () => Error,
    private readonly options: {
      /** Refuse a task the turns ahead of which would keep waiting longer than this (ms). */
      maxWaitMs?: number;
      /** The clock task durations are measured by (tests drive it). */
      now?: () => number;
    } = {},
  ) {
    if (!(concurrency >= 1)) throw new Error('BoundedQueue: concurrency must be at least 1');
    this.now = options.now ?? (() => performance.now());
  }

  /** Tasks running now and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /** How long a task queued now would wait for its turn, by the running average (ms). */
  get expectedWaitMs(): number {
    if (this.running < this.concurrency) return 0;
    return Math.ceil((this.waiting.length + 1) / this.concurrency) * this.averageMs;
  }

  /**
   * Whether a task queued now would wait past the budget. Before any task has finished the pace
   * is unknown, so one turn of waiting is allowed: a cold start's burst does not fill the queue
   * with tasks that then wait many turns.
   */
  private overBudget(): boolean {
    const budget = this.options.maxWaitMs;
    if (budget === undefined) return false;
    if (this.averageMs === 0) return this.waiting.length >= this.concurrency;
    return this.expectedWaitMs > budget;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting || this.overBudget()) throw this.onFull();
      // The finishing task hands its slot over, so `running` stays counted meanwhile.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    const started = this.now();
    try {
      return await task();
    } finally {
      const took = this.now() - started;
      this.averageMs = this.averageMs === 0 ? took : this.averageMs + AVERAGE_WEIGHT * (took - this.averageMs);
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
