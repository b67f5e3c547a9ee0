import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parsePolicyOptions } from '../../../../common/hardening-policy';
import type { Database } from '../../db/database';
import { HardenFailure, runHardenAndroid, type IsolatedHardenReport } from '../../engines/android/harden/run-harden-isolated';
import { H5Error, protectH5Package, type H5Report } from '../../engines/h5/protect-package';
import { JobFailure, type JobHandler } from '../../jobs/job-worker';
import { StoredFileMissing } from '../../platform/file-store';
import type { FilesService } from '../files/files.service';
import type { MonitoredAppsService } from '../monitoring/apps.service';
import type { KeystoresService } from './keystores.service';
import { ENGINES } from './engines';
import * as repo from './hardening.repo';
import type { HardeningPayload } from './hardening.service';

/** The protection report stored with a finished job (and served as JSON and HTML). */
export interface ProtectionReport {
  kind: HardeningPayload['kind'];
  engineVersion: string;
  seed: number;
  input: { name: string; size: number; sha256: string };
  output: { name: string; size: number; sha256: string };
  durationMs: number;
  h5?: H5Report;
  android?: IsolatedHardenReport;
}

/** The signature schemes of a keystore's policy, as the signer names them. */
const SCHEMES = { v1: ['v1'], v2: ['v2'], v1v2: ['v1', 'v2'], v1v2v3: ['v1', 'v2', 'v3'] } as const;

const sha256File = async (file: string) => {
  const hash = crypto.createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
};

/** The per-job seed: a job is reproducible from its id. */
export const jobSeed = (jobId: string) => crypto.createHash('sha256').update(jobId).digest().readUInt32LE(0);

/**
 * Runs a hardening job: applies the policy snapshot to the uploaded input with the kind's
 * engine, writes the protected package and the log under `hardening/<account>/<job>/`, and
 * records them with the protection report. A failed job keeps its log (why it failed) so it
 * can be downloaded like a successful one's.
 */
export function hardeningJobHandler(deps: {
  db: Database;
  files: FilesService;
  keystores?: KeystoresService;
  /** Monitoring's apps, for protected apps that report to Monitoring. */
  monitoredApps?: MonitoredAppsService;
  /** Where protected apps reach this console (`RAMPART_PUBLIC_URL`). */
  publicUrl?: string;
  workers?: number;
}): JobHandler {
  return async ({ job, signal, progress }) => {
    const payload = job.payload as HardeningPayload;
    // Outputs are stored under `hardening/<account>/<job>/`; the engine writes into a local work folder first.
    const relDir = `hardening/${job.accountId}/${job.id}`;
    const logKey = `${relDir}/log.txt`;
    await fs.promises.mkdir(deps.files.tempDir, { recursive: true });
    const dir = await fs.promises.mkdtemp(path.join(deps.files.tempDir, 'harden-'));
    const logLines: string[] = [`job ${job.id}`, `kind: ${payload.kind}`, `engine: ${ENGINES[payload.kind].version}`, `started: ${new Date().toISOString()}`];
    const writeLog = async () => {
      await deps.files.store.put(logKey, Buffer.from(`${logLines.join('\n')}\n`), { contentType: 'text/plain; charset=utf-8' });
      await repo.recordOutput(deps.db, job.accountId, job.id, { logPath: logKey });
    };
    const started = Date.now();
    try {
      const file = await deps.files.findInAccount(job.accountId, payload.fileId);
      if (!file) throw new JobFailure('file.missing', 'the uploaded file no longer exists');
      const parsed = parsePolicyOptions(payload.kind, payload.options);
      if (!parsed.ok) throw new JobFailure('policy.invalid', `the policy is not valid: ${parsed.issues.map((i) => `${i.path} ${i.message}`).join(', ')}`);
      if (!ENGINES[payload.kind].available || (payload.kind !== 'h5' && payload.kind !== 'android'))
        throw new JobFailure('hardening.unavailable', `${payload.kind} hardening is not available on this server`);
      logLines.push(`input: ${file.originalName} (${file.size} bytes, sha256 ${file.sha256})`);
      await progress(5);

      const seed = jobSeed(job.id);
      let reported = 5;
      const onProgress = (fraction: number) => {
        const overall = 5 + Math.floor(fraction * 90);
        if (overall > reported) {
          reported = overall;
          void progress(overall).catch(() => {});
        }
      };
      const base = path.basename(file.originalName, path.extname(file.originalName));
      // The engines read a local path: the stored upload, or a temporary copy of it when files live in S3.
      const ran = await deps.files
        .withLocalCopy(file, async (inputPath) => {
          let outputName: string;
          let outputPath: string;
          let engineReport: Pick<ProtectionReport, 'h5' | 'android'>;
          let engineLog: string[];
          let totals: unknown;
          if (payload.kind === 'android') {
            const ext = file.kind === 'aab' ? '.aab' : '.apk';
            outputName = `${base}.protected${ext}`;
            outputPath = path.join(dir, `protected${ext}`);
            const keystore = payload.keystoreId ? await deps.keystores?.unsealForJob(job.accountId, payload.keystoreId) : undefined;
            if (!keystore) throw new JobFailure('keystore.missing', 'the keystore chosen at submission no longer exists');
            logLines.push(`keystore: ${keystore.alias} (certificate sha256 ${keystore.sha256}), schemes ${keystore.signatureScheme}`);
            const androidOptions = parsed.options as Parameters<typeof runHardenAndroid>[0]['options'];
            let monitoring: Parameters<typeof runHardenAndroid>[0]['monitoring'];
            if (androidOptions.reactions.monitoredApp) {
              const app = await deps.monitoredApps?.reportTarget(job.accountId, androidOptions.reactions.monitoredApp, 'android');
              if (!app || !deps.publicUrl)
                throw new JobFailure('monitoring.app_missing', `the monitored app ${androidOptions.reactions.monitoredApp} (Android) does not exist in Monitoring`);
              monitoring = { endpoint: deps.publicUrl, appKey: app.sdkKey, secret: app.secret };
              logLines.push(`reports to: monitored app ${app.appId} (${app.name}) at ${deps.publicUrl}`);
            }
            const report = await runHardenAndroid(
              {
                input: inputPath,
                output: outputPath,
                options: androidOptions,
                monitoring,
                keystore: { bytes: keystore.bytes, storePassword: keystore.storePassword, alias: keystore.alias, aliasPassword: keystore.aliasPassword },
                schemes: [...SCHEMES[keystore.signatureScheme]],
                seed: crypto.createHash('sha256').update(`rampart-build:${job.id}`).digest(),
                assess: true,
              },
              { signal, onProgress },
            ).catch((err: unknown) => {
              if (err instanceof HardenFailure) throw new JobFailure(err.code, err.message);
              throw err;
            });
            engineReport = { android: report };
            engineLog = [...report.log, ...report.applied.map((a) => `applied: ${a}`), ...report.skipped.map((s) => `skipped: ${s.option}: ${s.reason}`)];
            totals = report.counts;
          } else {
            const ext = file.kind === 'zip' ? '.zip' : '.js';
            outputName = `${base}.protected${ext}`;
            outputPath = path.join(dir, `protected${ext}`);
            const report = await protectH5Package(inputPath, outputPath, parsed.options as Parameters<typeof protectH5Package>[2], seed, {
              workers: deps.workers,
              signal,
              onProgress: (p) => onProgress(p / 100),
            });
            engineReport = { h5: report };
            engineLog = report.log;
            totals = report.totals;
          }
          return { outputName, outputPath, engineReport, engineLog, totals };
        })
        .catch((err: unknown) => {
          if (err instanceof StoredFileMissing) throw new JobFailure('file.missing', 'the uploaded file no longer exists');
          throw err;
        });
      const { outputName, outputPath, engineReport, engineLog, totals } = ran;
      logLines.push(`seed: ${seed}`, ...engineLog);
      const stat = await fs.promises.stat(outputPath);
      const output = { name: outputName, size: stat.size, sha256: await sha256File(outputPath) };
      const protection: ProtectionReport = {
        kind: payload.kind,
        engineVersion: ENGINES[payload.kind].version,
        seed,
        input: { name: file.originalName, size: file.size, sha256: file.sha256 },
        output,
        durationMs: Date.now() - started,
        ...engineReport,
      };
      logLines.push(`output: ${output.name} (${output.size} bytes, sha256 ${output.sha256})`, `finished in ${protection.durationMs} ms`);
      const outputKey = `${relDir}/${path.basename(outputPath)}`;
      await deps.files.store.putFile(outputKey, outputPath);
      await writeLog();
      await repo.recordOutput(deps.db, job.accountId, job.id, {
        logPath: logKey,
        outputPath: outputKey,
        outputName,
        outputSize: output.size,
        outputSha256: output.sha256,
        report: protection,
      });
      return { output, totals };
    } catch (err) {
      if (signal.aborted) throw err;
      const failure =
        err instanceof JobFailure
          ? err
          : err instanceof H5Error
            ? new JobFailure(err.code, err.message)
            : new JobFailure('hardening.internal', err instanceof Error ? err.message : String(err));
      logLines.push(`failed: ${failure.message}`);
      await writeLog().catch(() => {});
      throw failure;
    } finally {
      await fs.promises.rm(dir, { recursive: true, force: true });
    }
  };
}
