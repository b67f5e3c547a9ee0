/**
 * Runs at most `concurrency` tasks at once and lets at most `maxWaiting` more wait for a turn;
 * past that `run` refuses at once (`onFull`), so a burst beyond capacity is answered quickly
 * instead of waiting seconds behind work the machine cannot do any faster.
 */
export class BoundedQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
    /** The error a refused task throws. */
    private readonly onFull: () => Error,
  ) {
    if (!(concurrency >= 1)) throw new Error('BoundedQueue: concurrency must be at least 1');
  }

  /** Tasks running now and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw this.onFull();
      // The finishing task hands its slot over, so `running` stays counted meanwhile.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
