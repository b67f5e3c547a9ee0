import { buildApp, type App } from './app';
import type { Config } from './config';
import type { AppDeps } from './context';
import { openDatabase, type DatabaseHandle } from './db/database';
import { migrateToLatest } from './db/migrate';
import { ScanSandbox } from './engines/sandbox/run-scan-isolated';
import { JobWorker, type JobWorkerOptions } from './jobs/job-worker';
import type { Logger } from './lib/logger';
import { releaseMemory } from './lib/release-memory';
import { ensureBootstrapAdmin } from './bootstrap';
import { assessmentJobHandler } from './modules/assessment/assessment.job';
import { ASSESSMENT_JOB } from './modules/assessment/assessment.service';
import { hardeningJobHandler } from './modules/hardening/hardening.job';
import { HARDENING_JOB } from './modules/hardening/hardening.service';
import { MONITOR_REPORT_JOB } from './modules/monitoring/reports.service';
import { DISK_CLEAN_JOB } from './modules/disk/disk.service';
import { loadLoginKeys } from './platform/keys';
import { createKeyValueStore } from './platform/kv';
import { createAppPubSub } from './platform/pubsub';

export interface Runtime {
  app: App;
  deps: AppDeps;
  database: DatabaseHandle;
  /** The job worker, when this instance's role runs one (`all` or `worker`). */
  worker: JobWorker | null;
  /** Closes the app, then pub/sub and the database, in that order. */
  close(): Promise<void>;
}

/**
 * Opens storage, migrates, creates the bootstrap admin on first start and builds the app:
 * everything `main.ts` and the tests share.
 */
export async function startRuntime(
  config: Config,
  logger: Logger,
  options: {
    print?: (line: string) => void;
    worker?: Partial<JobWorkerOptions>;
    /** false: the report scheduler does not tick by itself (tests tick it). */
    reportScheduler?: boolean;
    /** false: the disk clean scheduler does not tick by itself (tests tick it). */
    diskCleaner?: boolean;
    /** false: the outbound integrations' sender does not run by itself (tests call sendDue). */
    integrationSender?: boolean;
    /** For an in-memory database: the data directory to start from (see `openDatabase`). */
    embeddedTemplate?: Blob;
  } = {},
): Promise<Runtime> {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    inMemory: config.RAMPART_EMBEDDED_DB === 'memory',
    template: options.embeddedTemplate,
    onConnectionError: (err) => logger.warn({ err }, 'an idle database connection broke'),
  });
  const applied = await migrateToLatest(database.db);
  if (applied.length) logger.info({ applied, database: database.kind }, 'migrations applied');
  await ensureBootstrapAdmin(database.db, logger, { adminPassword: config.RAMPART_ADMIN_PASSWORD, print: options.print, lang: config.RAMPART_DEFAULT_LANG });
  const pubsub = createAppPubSub(config.REDIS_URL, (err) => logger.warn({ err }, 'redis pub/sub failed'));
  const kv = createKeyValueStore({ redisUrl: config.REDIS_URL, prefix: config.REDIS_KEY_PREFIX, onError: (err) => logger.warn({ err }, 'redis key-value store failed') });
  const deps: AppDeps = { config, db: database.db, logger, pubsub, kv, keys: loadLoginKeys(config.dataDir, config.RAMPART_LOGIN_PRIVATE_KEY), pool: database.pool };
  const app = buildApp(deps);
  let worker: JobWorker | null = null;
  let sandbox: ScanSandbox | null = null;
  if (config.RAMPART_ROLE === 'all' || config.RAMPART_ROLE === 'worker') {
    sandbox = new ScanSandbox();
    const handlers = {
      [ASSESSMENT_JOB]: assessmentJobHandler({ db: database.db, files: app.services.files, sandbox }),
      [HARDENING_JOB]: hardeningJobHandler({
        db: database.db,
        files: app.services.files,
        keystores: app.services.keystores,
        monitoredApps: app.services.monitoringApps,
        publicUrl: config.publicUrl,
      }),
      [MONITOR_REPORT_JOB]: app.services.monitoringReports.jobHandler(),
      [DISK_CLEAN_JOB]: app.services.disk.jobHandler(),
    };
    // The sandbox thread keeps the heap its largest scan grew, and the jobs leave garbage on
    // this thread; an idle worker gives both back.
    const idle = sandbox;
    const metrics = app.metrics;
    worker = new JobWorker(app.services.jobs, handlers, logger, {
      onIdle: async () => {
        await idle.close();
        releaseMemory();
      },
      leaseMs: config.RAMPART_JOB_LEASE_SECONDS * 1000,
      onJobDone: metrics ? (kind, outcome, seconds) => metrics.jobDuration.observe({ kind, outcome }, seconds) : undefined,
      ...options.worker,
    });
    worker.start();
    // Scheduled monitoring reports: every worker instance schedules; row locks keep each run single.
    if (options.reportScheduler !== false) app.services.monitoringReports.start(config.RAMPART_REPORT_TICK_SECONDS * 1000);
    // The automatic disk clean: every worker instance checks; the settings row's lock lets one enqueue it.
    if (options.diskCleaner !== false) app.services.disk.start(config.RAMPART_DISK_TICK_SECONDS * 1000);
    // Outbound integrations: every worker instance sends; row locks and leases keep each attempt single.
    if (options.integrationSender !== false) app.services.integrations.start();
  }
  return {
    app,
    deps,
    database,
    worker,
    close: async () => {
      // A running job is handed back before the database closes.
      await app.services.monitoringReports.stop();
      await app.services.disk.stop();
      await app.services.integrations.stop();
      await worker?.stop();
      await sandbox?.close();
      await app.close();
      await pubsub.close();
      await kv.close();
      await database.close();
    },
  };
}
