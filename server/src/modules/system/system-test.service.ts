import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Actor } from '../../authz/actor';
import type { Database } from '../../db/database';
import { migrationStatus } from '../../db/migrate';
import { runScanIsolated } from '../../engines/sandbox/run-scan-isolated';
import { message, type Lang, type MessageKey } from '../../i18n/messages';
import type { JobQueue } from '../../jobs/job-queue';
import { ValidationError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { optionalEmail } from '../../lib/validation';
import type { Auditor } from '../../platform/auditor';
import type { Mailer } from '../../platform/mail';
import type { AppPubSub } from '../../platform/pubsub';
import * as repo from './system-test.repo';

declare module '../../platform/pubsub' {
  interface ModuleTopics {
    /** The system test's pub/sub round trip; id = a fresh nonce per run. */
    'system:ping': [nonce: string, payload: { sentAt: number }];
  }
}

/** The checks of the system test page, in the order "run all" runs them. */
export const SYSTEM_CHECKS = ['database', 'pubsub', 'mail', 'disk', 'engine', 'jobs'] as const;
export type SystemCheck = (typeof SYSTEM_CHECKS)[number];

export type CheckStatus = 'ok' | 'warning' | 'failed' | 'skipped';

export interface CheckResult {
  check: SystemCheck;
  status: CheckStatus;
  durationMs: number;
  detail: string;
  checkedAt: Date;
}

/** Free space under which the disk check warns: 1 GiB, or 5 % of the volume if that is less. */
export const DISK_WARNING_BYTES = 1024 ** 3;
const DISK_WARNING_SHARE = 0.05;
/** How long the pub/sub round trip and an SMTP delivery may take before the check gives up. */
const PUBSUB_TIMEOUT_MS = 5000;
const MAIL_TIMEOUT_MS = 10_000;
/** The engine self-test runs in the scan sandbox with a limit of its own. */
const ENGINE_TIMEOUT_MS = 60_000;
/** A job waiting longer than this means no worker is taking jobs. */
const STALLED_MS = 10 * 60 * 1000;
/** A worker of this instance that looked for jobs this recently is alive. */
const WORKER_SEEN_MS = 30_000;

export interface SystemTestDeps {
  db: Database;
  audit: Auditor;
  pubsub: AppPubSub;
  mailer: Mailer;
  jobs: JobQueue;
  logger: Logger;
  config: { dataDir: string; role: 'all' | 'api' | 'worker'; redis: boolean; postgres: boolean };
}

/** Bytes as people read them (1024-based, one decimal). */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 300);

/** The outcome of one check body: a status and a sentence in the caller's language. */
type Outcome = { status: CheckStatus; detail: string };

/** Checks the database: a query round trip and the migration the schema is at. */
export async function checkDatabase(db: Database, t: (key: MessageKey, params?: Record<string, string | number>) => string, engine: string): Promise<Outcome> {
  try {
    await repo.databaseVersion(db);
    const status = await migrationStatus(db);
    const detail = t('systemTestDbOk', { engine, migration: status.latest ?? '—' });
    if (status.pending > 0) return { status: 'warning', detail: `${detail}; ${t('systemTestDbPending', { pending: status.pending })}` };
    return { status: 'ok', detail };
  } catch (err) {
    return { status: 'failed', detail: t('systemTestDbFailed', { error: errorText(err) }) };
  }
}

/**
 * The system test page (/manage/systemmanage/test, code `system_test`, which only the system
 * account's super admins hold): checks an administrator runs to see that the installation is
 * healthy, each answering a status, how long it took and a sentence saying what it found.
 */
export class SystemTestService {
  constructor(private readonly deps: SystemTestDeps) {}

  /**
   * Runs the given checks (all when empty) one after another and writes the run to the
   * activity log. `mailTo` is where the mail check sends its message; without one that check
   * is skipped.
   */
  async run(actor: Actor, input: { checks?: readonly SystemCheck[] | null; mailTo?: string | null }, options: { lang: Lang; ip: string | null }): Promise<CheckResult[]> {
    actor.assertCan('system_test');
    const checks = input.checks?.length ? SYSTEM_CHECKS.filter((c) => input.checks!.includes(c)) : [...SYSTEM_CHECKS];
    const mailTo = optionalEmail(input.mailTo);
    if (input.checks?.length === 1 && input.checks[0] === 'mail' && !mailTo) throw new ValidationError('fieldEmpty', { field: 'email' });
    const t = (key: MessageKey, params?: Record<string, string | number>) => message(options.lang, key, params);
    const results: CheckResult[] = [];
    for (const check of checks) {
      const started = performance.now();
      const checkedAt = new Date();
      let outcome: Outcome;
      try {
        outcome = await this.runOne(check, { t, mailTo, actor });
      } catch (err) {
        this.deps.logger.warn({ err, check }, 'a system check crashed');
        outcome = { status: 'failed', detail: errorText(err) };
      }
      results.push({ check, ...outcome, durationMs: Math.round(performance.now() - started), checkedAt });
    }
    const failed = results.filter((r) => r.status === 'failed').map((r) => r.check);
    await this.deps.audit.byActor(actor, options.ip, 'systemTest.run', {
      target: checks.join(','),
      result: failed.length ? 'failure' : 'success',
      reason: failed.length ? `failed: ${failed.join(',')}` : null,
    });
    return results;
  }

  private runOne(check: SystemCheck, ctx: { t: (key: MessageKey, params?: Record<string, string | number>) => string; mailTo: string | null; actor: Actor }): Promise<Outcome> {
    const { t } = ctx;
    switch (check) {
      case 'database':
        return checkDatabase(this.deps.db, t, t(this.deps.config.postgres ? 'systemTestPostgres' : 'systemTestEmbeddedDb'));
      case 'pubsub':
        return this.pubsub(t);
      case 'mail':
        return this.mail(t, ctx.mailTo, ctx.actor);
      case 'disk':
        return this.disk(t);
      case 'engine':
        return this.engine(t);
      case 'jobs':
        return this.jobs(t);
    }
  }

  /** Publishes on a fresh topic until the message comes back through the bus (Redis or in memory). */
  private async pubsub(t: (key: MessageKey, params?: Record<string, string | number>) => string): Promise<Outcome> {
    const mode = t(this.deps.config.redis ? 'systemTestModeRedis' : 'systemTestModeMemory');
    const nonce = crypto.randomBytes(8).toString('hex');
    const iterator = this.deps.pubsub.subscribe('system:ping', nonce)[Symbol.asyncIterator]();
    const received = iterator.next();
    // Redis subscribes asynchronously: a message published before SUBSCRIBE took effect is lost,
    // so the ping repeats until one arrives.
    const publish = () => this.deps.pubsub.publish('system:ping', nonce, { sentAt: Date.now() });
    publish();
    const repeat = setInterval(publish, 200);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), PUBSUB_TIMEOUT_MS)));
    try {
      const outcome = await Promise.race([received, timeout]);
      if (outcome === 'timeout' || outcome.done) return { status: 'failed', detail: t('systemTestPubsubFailed', { mode, seconds: PUBSUB_TIMEOUT_MS / 1000 }) };
      return { status: 'ok', detail: t('systemTestPubsubOk', { mode }) };
    } finally {
      clearInterval(repeat);
      clearTimeout(timer);
      await iterator.return?.();
    }
  }

  /** Sends a test message through the mailer (and so the outbox); with SMTP, waits for delivery. */
  private async mail(t: (key: MessageKey, params?: Record<string, string | number>) => string, to: string | null, actor: Actor): Promise<Outcome> {
    if (!to) return { status: 'skipped', detail: t('systemTestMailSkipped') };
    const id = await this.deps.mailer.send({
      to,
      subject: t('systemTestMailSubject'),
      text: t('systemTestMailBody', { user: actor.user.username, time: new Date().toISOString() }),
      accountId: actor.accountId,
    });
    if (!this.deps.mailer.usesSmtp) return { status: 'ok', detail: t('systemTestMailKept', { to }) };
    const deadline = Date.now() + MAIL_TIMEOUT_MS;
    while (Date.now() < deadline) {
      const row = await repo.outboxMail(this.deps.db, id);
      if (row?.error) return { status: 'failed', detail: t('systemTestMailFailed', { to, error: row.error }) };
      if (row?.sentAt) return { status: 'ok', detail: t('systemTestMailSent', { to }) };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { status: 'warning', detail: t('systemTestMailPending', { to, seconds: MAIL_TIMEOUT_MS / 1000 }) };
  }

  /** Free space of the volume that holds the data directory. */
  private async disk(t: (key: MessageKey, params?: Record<string, string | number>) => string): Promise<Outcome> {
    let stats: fs.StatsFs;
    try {
      stats = await fs.promises.statfs(this.deps.config.dataDir);
    } catch (err) {
      return { status: 'failed', detail: t('systemTestDiskFailed', { error: errorText(err) }) };
    }
    const free = stats.bavail * stats.bsize;
    const total = stats.blocks * stats.bsize;
    const threshold = Math.min(DISK_WARNING_BYTES, total * DISK_WARNING_SHARE);
    const params = { free: formatBytes(free), total: formatBytes(total), threshold: formatBytes(threshold) };
    return free < threshold ? { status: 'warning', detail: t('systemTestDiskLow', params) } : { status: 'ok', detail: t('systemTestDiskOk', params) };
  }

  /**
   * Builds a minimal APK (manifest and DEX, made by the Android toolkit at check time) and runs
   * the whole analysis on it in the scan sandbox, as an assessment job would; the result must
   * name the package, count its class and report its debuggable flag.
   */
  private async engine(t: (key: MessageKey, params?: Record<string, string | number>) => string): Promise<Outcome> {
    // The Android toolkit that writes the APK is loaded for the check only.
    const { SELF_TEST_ACTIVITY, SELF_TEST_PACKAGE, writeSelfTestApk } = await import('../../engines/android/self-test-apk');
    const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'rampart-self-test-'));
    try {
      const apk = path.join(dir, 'self-test.apk');
      writeSelfTestApk(apk);
      const outcome = await runScanIsolated({ kind: 'file', path: apk }, { lang: 'en' }, { timeoutMs: ENGINE_TIMEOUT_MS });
      if (!outcome.ok) return { status: 'failed', detail: t('systemTestEngineFailed', { error: `${outcome.error.code}: ${outcome.error.message}` }) };
      const r = outcome.result;
      const problems = [
        r.packageName === SELF_TEST_PACKAGE ? null : `package ${r.packageName}`,
        r.dex.classes === 1 ? null : `${r.dex.classes} DEX classes`,
        r.components.some((c) => c.name === SELF_TEST_ACTIVITY) ? null : `no ${SELF_TEST_ACTIVITY}`,
        r.findings.some((f) => f.id === 'android.manifest.debuggable') ? null : 'no debuggable finding',
      ].filter((p): p is string => p !== null);
      if (problems.length) return { status: 'failed', detail: t('systemTestEngineWrong', { problem: problems.join(', ') }) };
      return { status: 'ok', detail: t('systemTestEngineOk', { package: r.packageName, classes: r.dex.classes, findings: r.findings.length, score: r.score }) };
    } finally {
      await fs.promises.rm(dir, { recursive: true, force: true });
    }
  }

  /** Queue depth, and whether a worker is alive: one of this instance polling, or live leases. */
  private async jobs(t: (key: MessageKey, params?: Record<string, string | number>) => string): Promise<Outcome> {
    const { jobs, db, config } = this.deps;
    let stats: repo.QueueStats;
    try {
      stats = await repo.queueStats(db, jobs.name);
    } catch (err) {
      return { status: 'failed', detail: t('systemTestJobsFailed', { error: errorText(err) }) };
    }
    const parts = [t('systemTestJobsQueue', { ready: stats.ready, processing: stats.processing, queue: jobs.name })];
    let status: CheckStatus = 'ok';
    const lastClaim = jobs.lastClaimAt;
    const localWorker = config.role !== 'api';
    if (localWorker && lastClaim && Date.now() - lastClaim.getTime() < WORKER_SEEN_MS) {
      parts.push(t('systemTestWorkerHere', { seconds: Math.max(0, Math.round((Date.now() - lastClaim.getTime()) / 1000)) }));
    } else if (stats.leased > 0) {
      parts.push(t('systemTestWorkerBusy', { count: stats.leased }));
    } else if (!localWorker) {
      parts.push(t('systemTestWorkerElsewhere', { role: config.role }));
    } else {
      parts.push(t('systemTestWorkerNone'));
      status = 'failed';
    }
    if (stats.oldestReadyAt && Date.now() - stats.oldestReadyAt.getTime() > STALLED_MS) {
      parts.push(t('systemTestJobsStalled', { minutes: Math.round((Date.now() - stats.oldestReadyAt.getTime()) / 60_000) }));
      status = 'failed';
    }
    if (stats.expired > 0) {
      parts.push(t('systemTestJobsExpired', { count: stats.expired }));
      if (status === 'ok') status = 'warning';
    }
    return { status, detail: parts.join('; ') };
  }
}
