import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { EngineError, type EngineErrorInfo } from '../../errors.js';

/** A DEX file posted to a rewrite worker. */
export interface DexRewriteTask {
  id: number;
  name: string;
  bytes: Uint8Array;
  /** Deflate the written file too (for an entry the archive compresses). */
  compress: boolean;
}

/** A rewritten DEX file: its bytes, their CRC-32, and their raw deflate when asked for. */
export interface RewrittenDex {
  content: Buffer;
  crc32: number;
  deflated: Buffer | null;
}

export type DexRewriteReply = ({ id: number } & RewrittenDex) | { id: number; error: EngineErrorInfo };

interface Pending {
  task: DexRewriteTask;
  resolve: (value: RewrittenDex) => void;
  reject: (err: Error) => void;
}

/**
 * Rewrites DEX files (read into the model, written back, deflated) on worker threads, one file per
 * worker at a time, so the DEX files of a multi-DEX package use every core. Each worker holds
 * one DEX model at a time, so memory grows with the pool's size (see the repack bench). A worker that
 * dies (out of memory, crash) fails the file it held with `android.dex_worker_failed` and is
 * replaced. `close` ends the workers; a pool that is not closed keeps no process alive.
 */
export class DexRewritePool {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Pending>();
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    readonly size = Math.max(1, Math.min(2, os.availableParallelism())),
    private readonly heapMb = 1024,
  ) {}

  rewrite(bytes: Uint8Array, name: string, compress: boolean): Promise<RewrittenDex> {
    if (this.closed) return Promise.reject(new Error('the DEX rewrite pool is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ task: { id: this.nextId++, name, bytes, compress }, resolve, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.reject(new Error('the DEX rewrite pool is closed'));
    const workers = [...this.idle.splice(0), ...this.busy.keys()];
    for (const [, pending] of this.busy) pending.reject(new Error('the DEX rewrite pool is closed'));
    this.busy.clear();
    await Promise.all(workers.map((w) => w.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const worker = this.idle.pop() ?? (this.busy.size < this.size ? this.spawn() : undefined);
      if (!worker) return;
      const pending = this.queue.shift()!;
      this.busy.set(worker, pending);
      worker.ref();
      worker.postMessage(pending.task, transferable(pending.task.bytes));
    }
  }

  private spawn(): Worker {
    const url = new URL(import.meta.url.endsWith('.ts') ? './dex-rewrite-worker.ts' : './dex-rewrite-worker.js', import.meta.url);
    const options = { resourceLimits: { maxOldGenerationSizeMb: this.heapMb } };
    // Under tsx/vitest the worker registers the TypeScript loader in its own thread first; the
    // bundled engine runs the plain .js entry.
    const worker = url.pathname.endsWith('.ts')
      ? new Worker(`import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(url.href)}); })`, { ...options, eval: true })
      : new Worker(url, options);
    worker.on('message', (reply: DexRewriteReply) => {
      const pending = this.busy.get(worker);
      if (!pending || pending.task.id !== reply.id) return;
      this.busy.delete(worker);
      worker.unref();
      if (!this.closed) this.idle.push(worker);
      if ('error' in reply) pending.reject(new EngineError(reply.error.code, reply.error.message.replace(`${reply.error.code}: `, '')));
      else pending.resolve({ content: wrap(reply.content), crc32: reply.crc32, deflated: reply.deflated && wrap(reply.deflated) });
      this.dispatch();
    });
    const fail = (message: string) => {
      const pending = this.busy.get(worker);
      this.busy.delete(worker);
      const at = this.idle.indexOf(worker);
      if (at >= 0) this.idle.splice(at, 1);
      pending?.reject(new EngineError('android.dex_worker_failed', `${pending.task.name}: ${message}`));
      if (!this.closed) this.dispatch();
    };
    worker.on('error', (err: Error) => fail(err.message));
    worker.on('exit', (code) => fail(`worker exited (${code})`));
    return worker;
  }
}

/**
 * The memory to move rather than copy to the other thread: bytes that own their whole buffer
 * (a large Buffer does; a small one may share Node's pool with others and is copied).
 */
export function transferable(...parts: (Uint8Array | null)[]): ArrayBuffer[] {
  return parts
    .filter((p): p is Uint8Array => p !== null && p.byteOffset === 0 && p.byteLength === p.buffer.byteLength && p.buffer instanceof ArrayBuffer)
    .map((p) => p.buffer as ArrayBuffer);
}

/** A Buffer over the bytes a worker sent (they arrive as a plain Uint8Array), without copying. */
function wrap(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
