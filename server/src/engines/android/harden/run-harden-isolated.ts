import { Worker } from 'node:worker_threads';
import type { SigningScheme } from '../apk-signer.js';
import type { AssessmentComparison } from './assessment-diff.js';
import type { AndroidHardenReport, HardenAndroidInput } from './harden-apk.js';

/** A job posted to the hardening worker: the keystore travels as its file and passwords. */
export interface HardenWorkerJob extends Omit<HardenAndroidInput, 'identity' | 'onProgress'> {
  keystore: { bytes: Uint8Array; storePassword: string; alias: string; aliasPassword: string };
  schemes?: SigningScheme[];
  /** Also assess the original and the protected package and compare them (the protection report's before/after). */
  assess?: boolean;
}

/** The engine's report, with the before/after assessment when it was asked for. */
export type IsolatedHardenReport = AndroidHardenReport & { assessment?: AssessmentComparison };

export type HardenWorkerMessage =
  { type: 'progress'; fraction: number } | { type: 'done'; report: AndroidHardenReport } | { type: 'error'; error: { code: string; message: string } };

/** Why a hardening run failed, with a stable code (`android.dex_malformed`, `keystore.storePassword`…). */
export class HardenFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HardenFailure';
  }
}

export interface HardenRunOptions {
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
  /** V8 old-generation heap of the worker (default 1536 MB). */
  heapMb?: number;
  /** Wall-clock limit (default 15 minutes). */
  timeoutMs?: number;
}

/**
 * Runs one Android hardening job in its own worker thread with a heap limit and a timeout, so
 * a hostile package cannot take the server's memory or block its event loop, and an abort
 * stops the work at once. Resolves with the report; rejects with a {@link HardenFailure}.
 */
export function runHardenAndroid(job: HardenWorkerJob, options: HardenRunOptions = {}): Promise<IsolatedHardenReport> {
  const url = new URL(import.meta.url.endsWith('.ts') ? './harden-worker.ts' : './harden-worker.js', import.meta.url);
  const workerOptions = { resourceLimits: { maxOldGenerationSizeMb: options.heapMb ?? 1536, maxYoungGenerationSizeMb: 64 } };
  // Under tsx/vitest the worker registers the TypeScript loader in its own thread first.
  const worker = url.pathname.endsWith('.ts')
    ? new Worker(`import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(url.href)}); })`, { ...workerOptions, eval: true })
    : new Worker(url, workerOptions);
  return new Promise<IsolatedHardenReport>((resolve, reject) => {
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      fn();
      void worker.terminate();
    };
    const fail = (code: string, message: string) => settle(() => reject(new HardenFailure(code, message)));
    const onAbort = () => fail('hardening.aborted', 'the job was cancelled');
    const timer = setTimeout(() => fail('hardening.timeout', `hardening exceeded ${options.timeoutMs ?? 900_000} ms`), options.timeoutMs ?? 900_000);
    if (options.signal?.aborted) return onAbort();
    options.signal?.addEventListener('abort', onAbort);
    worker.on('message', (message: HardenWorkerMessage) => {
      if (message.type === 'progress') options.onProgress?.(message.fraction);
      else if (message.type === 'done') settle(() => resolve(message.report));
      else fail(message.error.code, message.error.message);
    });
    worker.on('error', (err: Error & { code?: string }) => fail(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'hardening.memory_limit' : 'hardening.internal', err.message));
    worker.on('exit', (code) => fail('hardening.internal', `the hardening worker stopped (exit ${code})`));
    worker.postMessage(job);
  });
}
