import crypto from 'node:crypto';
import os from 'node:os';
import type { Logger } from '../lib/logger';
import type { JobQueue, JobRow } from './job-queue';

/** A failure a handler reports on purpose: a stable code and a reason people can read. */
export class JobFailure extends Error {
  constructor(
    readonly code: string,
    reason: string,
  ) {
    super(`${code}: ${reason}`);
    this.name = 'JobFailure';
  }
}

export interface JobHandlerContext {
  job: JobRow;
  /** Aborted when the job is cancelled, reclaimed by another worker, or the worker stops. */
  signal: AbortSignal;
  /** Records and publishes progress (0-100). */
  progress(percent: number): Promise<void>;
}

/** Runs one job; what it resolves to is stored as the job's result. */
export type JobHandler = (ctx: JobHandlerContext) => Promise<unknown>;

export interface JobWorkerOptions {
  /** How long a claim lasts without renewal; a dead worker's job is reclaimed after it (default 30 s). */
  leaseMs: number;
  /** How often an idle worker looks for jobs enqueued by other processes (default 1 s). */
  pollMs: number;
  /** Identifies this worker in `jobs.lease_owner`. */
  owner: string;
  /** Runs when the queue runs dry after one or more jobs (e.g. to free a sandbox thread's memory). */
  onIdle?: () => Promise<void> | void;
  /** Told how each job this worker ran ended and how long it took (metrics). */
  onJobDone?: (kind: string, outcome: JobOutcome, seconds: number) => void;
}

/** How a run ended: with a result, with a failure, taken away (cancelled, lease lost), or handed back at shutdown. */
export type JobOutcome = 'finished' | 'failed' | 'lost' | 'released';

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * The worker loop: claims one job at a time of the kinds it has handlers for, renews the lease
 * every third of it while the handler runs, and ends the job with the handler's result or
 * error. When renewal fails (cancelled, lease lost) the handler's signal aborts and its outcome
 * is dropped. `stop()` aborts the handler too: a handler that stops early throws and its job is
 * handed back so another worker takes it at once; one that returns anyway has its job finished.
 */
export class JobWorker {
  private readonly options: JobWorkerOptions;
  private readonly stopController = new AbortController();
  private wake = new AbortController();
  private running: Promise<void> | null = null;
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly queue: JobQueue,
    private readonly handlers: Readonly<Record<string, JobHandler>>,
    private readonly logger: Logger,
    options: Partial<JobWorkerOptions> = {},
  ) {
    this.options = {
      leaseMs: options.leaseMs ?? 30_000,
      pollMs: options.pollMs ?? 1_000,
      owner: options.owner ?? `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`,
      onIdle: options.onIdle,
      onJobDone: options.onJobDone,
    };
  }

  get owner(): string {
    return this.options.owner;
  }

  start(): void {
    if (this.running) return;
    this.unsubscribe = this.queue.onEnqueued(Object.keys(this.handlers), () => this.wake.abort());
    this.running = this.loop();
  }

  async stop(): Promise<void> {
    this.stopController.abort();
    this.wake.abort();
    this.unsubscribe?.();
    await this.running;
    this.running = null;
  }

  private async loop(): Promise<void> {
    const kinds = Object.keys(this.handlers);
    const stopped = this.stopController.signal;
    let busy = false;
    while (!stopped.aborted) {
      let job: JobRow | null = null;
      try {
        job = await this.queue.claim(this.options.owner, kinds, this.options.leaseMs);
      } catch (err) {
        if (stopped.aborted) break;
        this.logger.error({ err }, 'claiming a job failed');
      }
      if (job) {
        busy = true;
        await this.run(job);
        continue;
      }
      if (busy) {
        busy = false;
        await Promise.resolve(this.options.onIdle?.()).catch((err) => this.logger.warn({ err }, 'idle hook failed'));
      }
      if (this.wake.signal.aborted) this.wake = new AbortController();
      await sleep(this.options.pollMs, AbortSignal.any([this.wake.signal, stopped]));
    }
  }

  private async run(job: JobRow): Promise<void> {
    const { owner, leaseMs } = this.options;
    const lost = new AbortController();
    const signal = AbortSignal.any([lost.signal, this.stopController.signal]);
    const renew = setInterval(
      () => {
        this.queue.renew(job.id, owner, leaseMs).then(
          (mine) => mine || lost.abort(),
          (err) => this.logger.warn({ err, jobId: job.id }, 'lease renewal failed'),
        );
      },
      Math.max(50, Math.floor(leaseMs / 3)),
    );
    const log = this.logger.child({ jobId: job.id, kind: job.kind, attempt: job.attempts });
    const start = performance.now();
    let outcome: JobOutcome = 'finished';
    try {
      const result = await this.handlers[job.kind]({ job, signal, progress: (p) => this.queue.progress(job.id, owner, p) });
      // A handler that returned has done its work, even when the worker is stopping meanwhile:
      // only a job taken away (cancelled, lease lost) drops its result. Handing finished work
      // back would have another worker do it all again.
      if (lost.signal.aborted || !(await this.queue.finish(job.id, owner, result))) {
        outcome = 'lost';
        log.info('job cancelled or reclaimed while running');
        return;
      }
      log.info('job finished');
    } catch (err) {
      if (lost.signal.aborted) {
        outcome = 'lost';
        log.info('job cancelled or reclaimed while running');
      } else if (this.stopController.signal.aborted) {
        outcome = 'released';
        await this.queue.release(job.id, owner).catch((e) => log.warn({ err: e }, 'job not handed back'));
      } else {
        outcome = 'failed';
        const reason = err instanceof JobFailure ? err.message : `job.internal: ${err instanceof Error ? err.message : String(err)}`;
        if (!(err instanceof JobFailure)) log.error({ err }, 'job handler crashed');
        await this.queue.fail(job.id, owner, reason).catch((e) => log.error({ err: e }, 'job not marked failed'));
      }
    } finally {
      clearInterval(renew);
      this.options.onJobDone?.(job.kind, outcome, (performance.now() - start) / 1000);
    }
  }
}
