import { parentPort } from 'node:worker_threads';
import { toEngineErrorInfo } from '../errors.js';
import { scanBuffer, scanFile } from '../scan.js';
import type { ScanJob, ScanOutcome } from './run-scan-isolated.js';

// Worker entry: runs scans posted by the sandbox, one at a time, and answers with a result or
// a structured error. A crash or a hang is handled by the parent, which terminates the thread.
parentPort?.on('message', (job: ScanJob & { id: number }) => {
  let outcome: ScanOutcome;
  try {
    const result = job.input.kind === 'file' ? scanFile(job.input.path, job.options) : scanBuffer(Buffer.from(job.input.bytes), job.input.name, job.options);
    outcome = { ok: true, result };
  } catch (err) {
    outcome = { ok: false, error: toEngineErrorInfo(err) };
  }
  parentPort!.postMessage({ id: job.id, outcome });
});
