import type { Database } from '../../db/database';
import type { ScanSandbox } from '../../engines/sandbox/run-scan-isolated';
import { JobFailure, type JobHandler } from '../../jobs/job-worker';
import { StoredFileMissing } from '../../platform/file-store';
import type { FilesService } from '../files/files.service';
import { effectiveDetection } from '../detection/detection.service';
import * as repo from './assessment.repo';
import type { AssessmentPayload, AssessmentSummary } from './assessment.service';

const LIMIT_REACHED = 'anti_analysis.limit_reached';

/**
 * Runs an assessment: scans the uploaded package in the engine's sandbox (a worker thread
 * with time and memory limits, so a hostile package fails its own job and nothing else),
 * applying the account's detection settings (sensitive words, custom rules, SDKs, whitelists),
 * records the app facts and summary, and answers the engine's result, which the queue stores
 * as the job's result. Re-running it after a lost lease rewrites the same facts, so a
 * reclaimed job never leaves a duplicate report.
 */
export function assessmentJobHandler(deps: { db: Database; files: FilesService; sandbox: ScanSandbox }): JobHandler {
  return async ({ job, signal, progress }) => {
    const { fileId, template } = job.payload as AssessmentPayload;
    const file = await deps.files.findInAccount(job.accountId, fileId);
    if (!file) throw new JobFailure('file.missing', 'the uploaded package no longer exists');
    // The account's detection settings as they are when the job runs (defaults and its own).
    const detection = await effectiveDetection(deps.db, job.accountId);
    await progress(10);
    const aborted = new Promise<never>((_, reject) => {
      const stop = () => {
        // The sandbox cannot stop a scan half-way; closing it ends the scan's worker thread.
        void deps.sandbox.close();
        reject(signal.reason);
      };
      if (signal.aborted) stop();
      else signal.addEventListener('abort', stop, { once: true });
    });
    aborted.catch(() => {});
    // The engine reads a local path: the stored file, or a temporary copy of it when files live in S3.
    const outcome = await deps.files
      .withLocalCopy(file, (localPath) => Promise.race([deps.sandbox.scan({ kind: 'file', path: localPath }, { lang: template.lang, detection }), aborted]))
      .catch((err: unknown) => {
        if (err instanceof StoredFileMissing) throw new JobFailure('file.missing', 'the uploaded package no longer exists');
        throw err;
      });
    if (!outcome.ok) {
      // Engine messages already start with their code; the job's reason carries it once.
      const { code, message } = outcome.error;
      throw new JobFailure(code, message.startsWith(`${code}: `) ? message.slice(code.length + 2) : message);
    }
    // A package that inflates past the archive limits (a zip bomb) was only partly read: fail
    // the job with the reason rather than report on a part of it.
    if (outcome.result.findings.some((f) => f.id === LIMIT_REACHED)) {
      const detail = outcome.result.warnings.find((w) => w.includes('archive.limit_exceeded')) ?? 'the package inflates past the archive limits';
      throw new JobFailure('archive.limit_exceeded', detail);
    }
    await progress(90);
    // Stored under the name it was uploaded with, not the storage id.
    const result = { ...outcome.result, file: { ...outcome.result.file, name: file.originalName } };
    const summary: AssessmentSummary = { high: 0, medium: 0, low: 0, info: 0, secure: 0 };
    for (const f of result.findings) summary[f.level]++;
    await repo.recordScanFacts(deps.db, job.accountId, job.id, {
      appName: result.appName,
      version: result.versionName,
      packageName: result.packageName,
      score: result.score,
      summary,
    });
    return result;
  };
}
