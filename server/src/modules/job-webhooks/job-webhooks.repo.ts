import type { Database } from '../../db/database';

/** What an assessment job's notification says about it (written by the job before it ends). */
export function assessmentFacts(db: Database, accountId: string, jobId: string) {
  return db
    .selectFrom('assessments')
    .select(['platform', 'fileName', 'appName', 'packageName', 'version', 'score', 'summary'])
    .where('id', '=', jobId)
    .where('accountId', '=', accountId)
    .executeTakeFirst();
}

/** What a hardening job's notification says about it. */
export function hardeningFacts(db: Database, accountId: string, jobId: string) {
  return db
    .selectFrom('hardeningJobs')
    .select(['kind', 'taskName', 'fileName', 'appName', 'packageName', 'version', 'policyId', 'policyName', 'outputName', 'outputSize', 'outputSha256'])
    .where('id', '=', jobId)
    .where('accountId', '=', accountId)
    .executeTakeFirst();
}
