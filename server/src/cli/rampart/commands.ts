import fs from 'node:fs';
import path from 'node:path';
import type { ApiClient } from './client';
import { CliError, EXIT, usageError } from './errors';
import { note, ProgressBar } from './progress';
import { uploadFile } from './upload';

/** The fields of a job the CLI reads; the console answers more, which are printed as they are. */
interface Job {
  jobId: string;
  status: string;
  progress: number | null;
  error: string | null;
  fileName: string;
  summary?: { high: number; medium: number; low: number; info: number; secure: number } | null;
}

export type JobType = 'assessment' | 'hardening';

const API: Record<JobType, { prefix: string; done: readonly string[]; failed: string }> = {
  assessment: { prefix: '/scan/job', done: ['finished', 'failed'], failed: 'failed' },
  hardening: { prefix: '/harden/job', done: ['success', 'failure'], failed: 'failure' },
};

/** The upload target of a hardening policy's kind. */
const UPLOAD_PLATFORM: Record<string, string> = { android: 'android', 'android-sdk': 'android-sdk', ipa: 'ios', h5: 'h5' };

export const REPORT_FORMATS = ['sarif', 'json', 'pdf'] as const;
export const FAIL_LEVELS = ['high', 'medium'] as const;

/** Machine-readable output: one JSON document on stdout. */
export const print = (value: unknown) => process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);

function pollInterval(env: Record<string, string | undefined>): number {
  const n = Number(env.RAMPART_POLL_INTERVAL ?? 2000);
  return Number.isFinite(n) && n >= 100 ? n : 2000;
}

/** Polls a job until it has ended, drawing its progress; answers its last view. */
async function waitFor(client: ApiClient, type: JobType, jobId: string, label: string): Promise<Job> {
  const { prefix, done } = API[type];
  const bar = new ProgressBar(label);
  const interval = pollInterval(process.env);
  for (;;) {
    const job = await client.post<Job>(`${prefix}/get`, { id: jobId });
    bar.update(job.progress ?? 0, 100, job.status);
    if (done.includes(job.status)) {
      bar.finish();
      return job;
    }
    await new Promise((r) => setTimeout(r, interval));
  }
}

function failed(type: JobType, job: Job): CliError {
  return new CliError(EXIT.jobFailed, `The ${type} job ${job.jobId} failed: ${job.error ?? 'no reason given'}`);
}

export interface AssessOptions {
  file: string;
  template?: string;
  wait: boolean;
  format?: (typeof REPORT_FORMATS)[number];
  out?: string;
  failOn?: (typeof FAIL_LEVELS)[number];
}

/** `rampart assess`: upload, submit, and (when asked) wait, save the report and judge the findings. */
export async function assess(client: ApiClient, options: AssessOptions): Promise<number> {
  const stored = await uploadFile(client, options.file);
  const { jobId } = await client.post<{ jobId: string }>('/scan/job/add', { fileId: stored.fileId, ...(options.template ? { templateId: options.template } : {}) });
  note(`Submitted assessment job ${jobId} for ${stored.originalName}`);
  // A report or a verdict needs the finished job.
  if (!options.wait && !options.format && !options.failOn) {
    print(await client.post<Job>('/scan/job/get', { id: jobId }));
    return EXIT.ok;
  }
  const job = await waitFor(client, 'assessment', jobId, `Assessing ${stored.originalName}`);
  if (job.status === API.assessment.failed) {
    print(job);
    throw failed('assessment', job);
  }
  if (options.format) {
    const bytes = await client.download(`/scan/job/report/${encodeURIComponent(jobId)}?format=${options.format}`, options.out ?? null);
    if (options.out) note(`Wrote the ${options.format} report (${bytes} bytes) to ${options.out}`);
  }
  // The report itself is the output when it goes to stdout.
  if (!options.format || options.out) print(job);
  if (options.failOn) {
    const summary = job.summary ?? { high: 0, medium: 0 };
    const count = summary.high + (options.failOn === 'medium' ? summary.medium : 0);
    if (count > 0) {
      note(`${count} finding(s) at or above ${options.failOn} (high ${summary.high}, medium ${summary.medium}).`);
      return EXIT.findings;
    }
  }
  return EXIT.ok;
}

export interface HardenOptions {
  file: string;
  policy: string;
  keystore?: string;
  taskName?: string;
  wait: boolean;
  out?: string;
}

/** `rampart harden`: upload, submit with the policy, and (when asked) wait and save the protected package. */
export async function harden(client: ApiClient, options: HardenOptions): Promise<number> {
  if (options.out && fs.existsSync(options.out) && fs.statSync(options.out).isDirectory()) throw usageError(`--out ${options.out} is a directory; name the file to write.`);
  const policy = await client.post<{ kind: string; name: string }>('/harden/policy/get', { id: options.policy });
  const stored = await uploadFile(client, options.file, { platform: UPLOAD_PLATFORM[policy.kind] });
  const { jobId } = await client.post<{ jobId: string }>('/harden/job/add', {
    fileId: stored.fileId,
    policyId: options.policy,
    ...(options.keystore ? { keystoreId: options.keystore } : {}),
    ...(options.taskName ? { taskName: options.taskName } : {}),
  });
  note(`Submitted hardening job ${jobId} for ${stored.originalName} with the policy "${policy.name}"`);
  if (!options.wait && !options.out) {
    print(await client.post<Job>('/harden/job/get', { id: jobId }));
    return EXIT.ok;
  }
  const job = await waitFor(client, 'hardening', jobId, `Hardening ${stored.originalName}`);
  print(job);
  if (job.status === API.hardening.failed) throw failed('hardening', job);
  if (options.out) {
    const bytes = await client.download(`/harden/job/download/${encodeURIComponent(jobId)}?what=protected`, path.resolve(options.out));
    note(`Wrote the protected package (${bytes} bytes) to ${options.out}`);
  }
  return EXIT.ok;
}

/** `rampart jobs list`: one page of jobs, newest first; `nextCursor` continues. */
export async function listJobs(client: ApiClient, type: JobType, options: { status?: string; limit?: number; cursor?: string }): Promise<number> {
  print(
    await client.post(`${API[type].prefix}/list`, {
      pageSize: options.limit ?? 20,
      ...(options.status ? { status: options.status } : {}),
      ...(options.cursor ? { cursor: options.cursor } : {}),
    }),
  );
  return EXIT.ok;
}

/**
 * `rampart jobs get|cancel ID`: without `--type`, an assessment job of that id, else a hardening
 * job (an id the caller cannot see answers 404 on both).
 */
export async function jobAction(client: ApiClient, action: 'get' | 'cancel', id: string, type?: JobType): Promise<number> {
  const types: JobType[] = type ? [type] : ['assessment', 'hardening'];
  for (const [i, t] of types.entries()) {
    try {
      print(await client.post(`${API[t].prefix}/${action}`, { id }));
      return EXIT.ok;
    } catch (err) {
      const last = i === types.length - 1;
      // Not found (or not a job the caller may read of this type): try the other type.
      if (last || !(err instanceof CliError) || ![403, 404].includes(err.status ?? 0)) throw err;
    }
  }
  return EXIT.error;
}
