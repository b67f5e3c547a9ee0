import { parentPort } from 'node:worker_threads';
import { toEngineErrorInfo } from '../../errors.js';
import { KeystoreError, openKeystore } from '../keystore.js';
import { hardenAndroid } from './harden-apk.js';
import type { HardenWorkerJob, HardenWorkerMessage } from './run-harden-isolated.js';

// Worker entry: runs one Android hardening job posted by the parent and answers with progress
// messages, then a report or a structured error. The parent terminates the thread on abort.
parentPort?.once('message', (job: HardenWorkerJob) => {
  const post = (message: HardenWorkerMessage) => parentPort!.postMessage(message);
  try {
    const identity = openKeystore(Buffer.from(job.keystore.bytes), job.keystore);
    const report = hardenAndroid({ ...job, identity, onProgress: (fraction) => post({ type: 'progress', fraction }) });
    post({ type: 'done', report });
  } catch (err) {
    if (err instanceof KeystoreError) post({ type: 'error', error: { code: `keystore.${err.problem}`, message: err.message } });
    else post({ type: 'error', error: toEngineErrorInfo(err) });
  }
});
