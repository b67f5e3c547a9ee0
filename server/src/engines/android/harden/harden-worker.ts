import { parentPort } from 'node:worker_threads';
import { toEngineErrorInfo } from '../../errors.js';
import { fullCollection } from '../../full-collection.js';
import { KeystoreError, openKeystore } from '../keystore.js';
import { scanFile } from '../../scan.js';
import { compareAssessments, type AssessmentComparison } from './assessment-diff.js';
import { hardenAndroid } from './harden-apk.js';
import type { HardenWorkerJob, HardenWorkerMessage, IsolatedHardenReport } from './run-harden-isolated.js';

// Worker entry: runs one Android hardening job posted by the parent and answers with progress
// messages, then a report or a structured error. The parent terminates the thread on abort.
parentPort?.once('message', async (job: HardenWorkerJob) => {
  const post = (message: HardenWorkerMessage) => parentPort!.postMessage(message);
  try {
    const identity = openKeystore(Buffer.from(job.keystore.bytes), job.keystore);
    // Progress comes before each DEX file is written and after it: collecting there keeps a job's
    // peak near one DEX model's working set.
    const collect = fullCollection();
    const report = await hardenAndroid({
      ...job,
      identity,
      onProgress: (fraction) => {
        post({ type: 'progress', fraction: fraction * 0.85 });
        if (fraction < 1) collect();
      },
    });
    let assessment: AssessmentComparison | undefined;
    if (job.assess) {
      // The same analysis an assessment runs, on both packages: what hardening changed.
      try {
        assessment = compareAssessments(scanFile(job.input), scanFile(job.output));
      } catch (err) {
        report.log.push(`assessment comparison skipped: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    const full: IsolatedHardenReport = { ...report, assessment };
    post({ type: 'done', report: full });
  } catch (err) {
    if (err instanceof KeystoreError) post({ type: 'error', error: { code: `keystore.${err.problem}`, message: err.message } });
    else post({ type: 'error', error: toEngineErrorInfo(err) });
  }
});
