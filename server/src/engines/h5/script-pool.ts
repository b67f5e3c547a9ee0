import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { H5Options } from '../../../../common/hardening-policy.js';
import type { ProtectedScript } from './protect-script.js';

export interface ScriptTask {
  source: string;
  options: H5Options;
  seed: number;
}

export type ScriptOutcome = { ok: true; result: ProtectedScript } | { ok: false; code: string; message: string };

interface Pending {
  resolve: (outcome: ScriptOutcome) => void;
  timer?: NodeJS.Timeout;
}

/** How long one script may take before its thread is stopped (a hostile script must not hang a job). */
const DEFAULT_SCRIPT_TIMEOUT_MS = 10 * 60 * 1000;

/** Heap for one obfuscation: the library holds several ASTs of the script at once. */
const HEAP_MB = 1536;

/**
 * A fixed set of worker threads that protect scripts in parallel. Each thread takes one script
 * at a time; a thread that runs out of memory or crashes fails only its script and is replaced.
 * `close()` (or the abort signal) terminates every thread at once, so a cancelled job stops
 * spending CPU immediately.
 */
export class ScriptPool {
  private readonly idle: Worker[] = [];
  private readonly all = new Set<Worker>();
  private readonly queue: { task: ScriptTask; pending: Pending }[] = [];
  private readonly running = new Map<Worker, Pending>();
  private closed = false;

  constructor(
    readonly size: number = Math.max(1, os.availableParallelism()),
    private readonly timeoutMs: number = DEFAULT_SCRIPT_TIMEOUT_MS,
  ) {}

  /** Protects one script in a worker thread. */
  protect(task: ScriptTask): Promise<ScriptOutcome> {
    if (this.closed) return Promise.resolve({ ok: false, code: 'h5.cancelled', message: 'the job was stopped' });
    return new Promise((resolve) => {
      this.queue.push({ task, pending: { resolve } });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const { pending } of this.queue.splice(0)) pending.resolve({ ok: false, code: 'h5.cancelled', message: 'the job was stopped' });
    for (const [, pending] of this.running) {
      clearTimeout(pending.timer);
      pending.resolve({ ok: false, code: 'h5.cancelled', message: 'the job was stopped' });
    }
    this.running.clear();
    await Promise.all([...this.all].map((w) => w.terminate()));
    this.all.clear();
    this.idle.length = 0;
  }

  private dispatch(): void {
    while (this.queue.length > 0 && !this.closed) {
      const worker = this.idle.pop() ?? (this.all.size < this.size ? this.spawn() : undefined);
      if (!worker) return;
      const { task, pending } = this.queue.shift()!;
      this.running.set(worker, pending);
      pending.timer = setTimeout(() => {
        // The thread is stopped; its exit handler must not report this script a second time.
        this.running.delete(worker);
        pending.resolve({ ok: false, code: 'h5.timeout', message: `protecting the script took longer than ${Math.round(this.timeoutMs / 1000)} s` });
        void worker.terminate();
      }, this.timeoutMs);
      worker.postMessage(task);
    }
  }

  private spawn(): Worker {
    const url = new URL(import.meta.url.endsWith('.ts') ? './script-worker.ts' : './script-worker.js', import.meta.url);
    const options = { resourceLimits: { maxOldGenerationSizeMb: HEAP_MB, maxYoungGenerationSizeMb: 64 } };
    // Under tsx/vitest the thread registers the TypeScript loader before importing its entry.
    const worker = url.pathname.endsWith('.ts')
      ? new Worker(`import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(url.href)}); })`, { ...options, eval: true })
      : new Worker(url, options);
    worker.on('message', (outcome: ScriptOutcome) => {
      const pending = this.running.get(worker);
      this.running.delete(worker);
      clearTimeout(pending?.timer);
      pending?.resolve(outcome);
      if (!this.closed) {
        this.idle.push(worker);
        this.dispatch();
      }
    });
    const lost = (code: string, message: string) => {
      const pending = this.running.get(worker);
      this.running.delete(worker);
      clearTimeout(pending?.timer);
      this.all.delete(worker);
      const i = this.idle.indexOf(worker);
      if (i >= 0) this.idle.splice(i, 1);
      pending?.resolve({ ok: false, code, message });
      if (!this.closed) this.dispatch();
    };
    worker.on('error', (err: Error & { code?: string }) =>
      lost(
        err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'h5.memory_limit' : 'h5.worker_failed',
        err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? `the script needs more than ${HEAP_MB} MB to protect` : err.message,
      ),
    );
    worker.on('exit', () => lost('h5.worker_failed', 'the protection thread stopped'));
    this.all.add(worker);
    return worker;
  }
}
