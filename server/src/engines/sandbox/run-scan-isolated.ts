import { Worker } from 'node:worker_threads';
import type { EngineErrorInfo } from '../errors.js';
import type { ScanResult } from '../report/scan-result.js';
import type { ScanOptions } from '../scan.js';

/** What to scan: a file path, or bytes with a display name. */
export type ScanInput = { kind: 'file'; path: string } | { kind: 'bytes'; bytes: Uint8Array; name: string };

/** A job posted to the scan worker. */
export interface ScanJob {
  input: ScanInput;
  options: ScanOptions;
}

/** Either a result or a structured error; never a thrown exception. */
export type ScanOutcome = { ok: true; result: ScanResult } | { ok: false; error: EngineErrorInfo };

/** Time and memory limits enforced on each scan. */
export interface SandboxLimits {
  /** Wall-clock limit per scan (default 120 s). */
  timeoutMs: number;
  /** V8 old-generation heap of the worker (default 1024 MB). */
  heapMb: number;
  /** Growth of the process RSS tolerated during a scan, covering buffers outside the heap (default 1536 MB). */
  rssGrowthMb: number;
}

const DEFAULT_SANDBOX_LIMITS: SandboxLimits = { timeoutMs: 120_000, heapMb: 1024, rssGrowthMb: 1536 };

const RSS_POLL_MS = 25;

/** V8 young generation of the scan thread. */
const SCAN_YOUNG_GENERATION_MB = 16;

interface Pending {
  resolve: (o: ScanOutcome) => void;
  timer: NodeJS.Timeout;
  poll: NodeJS.Timeout;
}

/**
 * Runs scans in a worker thread with a heap limit, a wall-clock timeout and an RSS watchdog.
 * The worker is reused between scans and replaced after a timeout, an out-of-memory or a crash,
 * so callers always get a {@link ScanOutcome}: `scan.timeout`, `scan.memory_limit` and
 * `scan.worker_failed` report the failures the worker itself cannot.
 */
export class ScanSandbox {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly limits: SandboxLimits;

  constructor(limits: Partial<SandboxLimits> = {}) {
    this.limits = { ...DEFAULT_SANDBOX_LIMITS, ...limits };
  }

  /** Scans one input; resolves (never rejects) with a result or a structured error. */
  scan(input: ScanInput, options: ScanOptions = {}): Promise<ScanOutcome> {
    const worker = this.ensureWorker();
    const id = this.nextId++;
    const baseline = process.memoryUsage.rss();
    return new Promise<ScanOutcome>((resolve) => {
      const fail = (code: EngineErrorInfo['code'], message: string): void => {
        this.finish(id, { ok: false, error: { code, message } });
        this.reset();
      };
      const timer = setTimeout(() => fail('scan.timeout', `scan exceeded ${this.limits.timeoutMs} ms`), this.limits.timeoutMs);
      const poll = setInterval(() => {
        const growth = (process.memoryUsage.rss() - baseline) / 1024 / 1024;
        if (growth > this.limits.rssGrowthMb) fail('scan.memory_limit', `RSS grew by ${Math.round(growth)} MB`);
      }, RSS_POLL_MS);
      this.pending.set(id, { resolve, timer, poll });
      const job: ScanJob & { id: number } = { id, input, options };
      worker.postMessage(job);
    });
  }

  /** Stops the worker; pending scans end with `scan.worker_failed`. */
  async close(): Promise<void> {
    const w = this.worker;
    this.worker = undefined;
    this.failAll('scan.worker_failed', 'sandbox closed');
    if (w) await w.terminate();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const url = new URL(import.meta.url.endsWith('.ts') ? './scan-worker.ts' : './scan-worker.js', import.meta.url);
    // A 16 MB young generation scans the fixture packages as fast as 64 MB did, and the thread's
    // resident size under a stream of scans is ~55 MB smaller.
    const options = { resourceLimits: { maxOldGenerationSizeMb: this.limits.heapMb, maxYoungGenerationSizeMb: SCAN_YOUNG_GENERATION_MB } };
    // Under tsx/vitest the worker must register the TypeScript loader in its own thread before
    // importing the entry; a built server runs the plain .js entry directly.
    const worker = url.pathname.endsWith('.ts')
      ? new Worker(`import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(url.href)}); })`, { ...options, eval: true })
      : new Worker(url, options);
    worker.on('message', (msg: { id: number; outcome: ScanOutcome }) => this.finish(msg.id, msg.outcome));
    worker.on('error', (err: Error & { code?: string }) => {
      const oom = err.code === 'ERR_WORKER_OUT_OF_MEMORY';
      this.failAll(oom ? 'scan.memory_limit' : 'scan.worker_failed', err.message);
      if (this.worker === worker) this.worker = undefined;
    });
    worker.on('exit', () => {
      if (this.worker === worker) {
        this.worker = undefined;
        this.failAll('scan.worker_failed', 'worker exited');
      }
    });
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private finish(id: number, outcome: ScanOutcome): void {
    const p = this.pending.get(id);
    if (!p) return;
    clearTimeout(p.timer);
    clearInterval(p.poll);
    this.pending.delete(id);
    p.resolve(outcome);
  }

  private failAll(code: EngineErrorInfo['code'], message: string): void {
    for (const id of [...this.pending.keys()]) this.finish(id, { ok: false, error: { code, message } });
  }

  private reset(): void {
    const w = this.worker;
    this.worker = undefined;
    this.failAll('scan.worker_failed', 'worker restarted after a failed scan');
    if (w) void w.terminate();
  }
}

/** One-off isolated scan: starts a sandbox, scans, stops it. */
export async function runScanIsolated(input: ScanInput, options: ScanOptions = {}, limits: Partial<SandboxLimits> = {}): Promise<ScanOutcome> {
  const sandbox = new ScanSandbox(limits);
  try {
    return await sandbox.scan(input, options);
  } finally {
    await sandbox.close();
  }
}
