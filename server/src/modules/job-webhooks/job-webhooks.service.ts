import type { Database } from '../../db/database';
import type { JobEndHook, JobRow } from '../../jobs/job-queue';
import { ASSESSMENT_JOB } from '../assessment/assessment.service';
import { HARDENING_JOB } from '../hardening/hardening.service';
import type { IntegrationsService, JobWebhookEvent } from '../integrations/integrations.service';
import * as repo from './job-webhooks.repo';

/** The console page of a hardening job's kind. */
const HARDENING_PAGES: Record<string, string> = {
  android: '/hardening/android',
  'android-sdk': '/hardening/android-sdk',
  ipa: '/hardening/ipa',
  h5: '/hardening/h5',
};

/** A job's stored error `code: message` split in two. */
function errorOf(error: string | null): { code: string; message: string } | null {
  if (!error) return null;
  const at = error.indexOf(': ');
  return at > 0 ? { code: error.slice(0, at), message: error.slice(at + 2) } : { code: 'job.internal', message: error };
}

/**
 * Job webhooks (issue 21): when an assessment or hardening job finishes or fails, its event
 * (`assessment.finished`, `assessment.failed`, `hardening.finished`, `hardening.failed`) goes
 * into the integrations outbox for the account's subscribed job endpoints, in the transaction
 * that ends the job (see {@link JobEndHook}); monitoring's sender delivers it, signed and
 * retried like every other webhook.
 */
export class JobWebhooksService {
  constructor(
    private readonly deps: {
      integrations: IntegrationsService;
      /** Where the console is reached (`RAMPART_PUBLIC_URL`), for the payload's links. */
      publicUrl: string;
    },
  ) {}

  /** The hook the job queue runs with every job's end. */
  endHook(): JobEndHook {
    return {
      inTransaction: async (trx, job) => {
        await this.jobEnded(trx, job);
      },
      afterCommit: (jobs) => {
        if (jobs.some((j) => j.kind === ASSESSMENT_JOB || j.kind === HARDENING_JOB)) this.deps.integrations.wakeSoon();
      },
    };
  }

  /** Queues the job's event when it is an assessment or hardening job that finished or failed. */
  async jobEnded(trx: Database, job: JobRow): Promise<number> {
    if (job.status !== 'finished' && job.status !== 'failed') return 0;
    const data = await this.payload(trx, job);
    if (!data) return 0;
    // The job id is the event id: a job ends once, so its event is delivered once per endpoint.
    return this.deps.integrations.enqueueJobEvents(trx, job.accountId, [{ type: data.type, id: job.id, data: data.body }]);
  }

  private async payload(trx: Database, job: JobRow): Promise<{ type: JobWebhookEvent; body: Record<string, unknown> } | null> {
    const finished = job.status === 'finished';
    const common = {
      jobId: job.id,
      status: job.status,
      createdAt: job.createdAt.toISOString(),
      finishedAt: (job.finishedAt ?? new Date()).toISOString(),
      error: finished ? null : errorOf(job.error),
    };
    const base = this.deps.publicUrl;
    if (job.kind === ASSESSMENT_JOB) {
      const facts = await repo.assessmentFacts(trx, job.accountId, job.id);
      if (!facts) return null;
      const page = `/security-analysis/${facts.platform}`;
      return {
        type: finished ? 'assessment.finished' : 'assessment.failed',
        body: {
          kind: 'assessment',
          ...common,
          platform: facts.platform,
          fileName: facts.fileName,
          appName: facts.appName,
          packageName: facts.packageName,
          version: facts.version,
          score: finished ? facts.score : null,
          summary: finished ? facts.summary : null,
          links: {
            console: `${base}${page}/preview?id=${encodeURIComponent(job.id)}`,
            list: `${base}${page}/list`,
          },
        },
      };
    }
    if (job.kind === HARDENING_JOB) {
      const facts = await repo.hardeningFacts(trx, job.accountId, job.id);
      if (!facts) return null;
      const page = HARDENING_PAGES[facts.kind] ?? '/hardening/android';
      return {
        type: finished ? 'hardening.finished' : 'hardening.failed',
        body: {
          kind: 'hardening',
          ...common,
          hardeningKind: facts.kind,
          taskName: facts.taskName,
          fileName: facts.fileName,
          appName: facts.appName,
          packageName: facts.packageName,
          version: facts.version,
          policy: { id: facts.policyId, name: facts.policyName },
          output: finished && facts.outputName ? { name: facts.outputName, size: facts.outputSize === null ? null : Number(facts.outputSize), sha256: facts.outputSha256 } : null,
          links: { console: `${base}${page}` },
        },
      };
    }
    return null;
  }
}
