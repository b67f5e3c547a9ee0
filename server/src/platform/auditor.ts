import crypto from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { Database } from '../db/database';
import type { OperationLogsTable } from '../db/schema';
import type { Logger } from '../lib/logger';

/**
 * Every activity type the server writes to the operation log (spec §3), a closed catalogue: the
 * auditor accepts only these, GraphQL exposes them as the `ActivityType` enum and the web labels each.
 */
export const ACTIVITY_TYPES = [
  'login',
  'logout',
  'password.change',
  'password.forgot',
  'password.reset',
  'profile.update',
  'profile.avatar',
  'mfa.enable',
  'mfa.disable',
  'account.create',
  'account.update',
  'account.enable',
  'account.disable',
  'subscription.create',
  'subscription.update',
  'subscription.end',
  'user.create',
  'user.update',
  'user.lock',
  'user.unlock',
  'user.enable',
  'user.disable',
  'user.resetPassword',
  'user.rotateApiKey',
  'role.create',
  'role.update',
  'role.delete',
  'userGroup.create',
  'userGroup.update',
  'userGroup.delete',
  'userGroup.members',
  'security.update',
  'disk.settings',
  'disk.cleanRequest',
  'disk.clean',
  'appearance.update',
  'appearance.image',
  'licence.install',
  'signup.register',
  'signup.submit',
  'signup.accountCreated',
  'signup.approve',
  'signup.reject',
  'signup.settings',
  'file.upload',
  'assessment.submit',
  'assessment.cancel',
  'assessment.delete',
  'reportTemplate.create',
  'reportTemplate.update',
  'reportTemplate.delete',
  'reportTemplate.assign',
  'detection.sensitiveWords.update',
  'detection.whitelist.create',
  'detection.whitelist.update',
  'detection.whitelist.delete',
  'detection.sdk.create',
  'detection.sdk.update',
  'detection.sdk.delete',
  'detection.rule.create',
  'detection.rule.update',
  'detection.rule.enable',
  'detection.rule.disable',
  'detection.rule.delete',
  'monitorApp.create',
  'monitorApp.update',
  'monitorApp.delete',
  'monitorApp.rotateSecret',
  'monitorRule.create',
  'monitorRule.update',
  'monitorRule.delete',
  'monitorBlacklist.create',
  'monitorBlacklist.update',
  'monitorBlacklist.delete',
  'monitorAppGroup.create',
  'monitorAppGroup.update',
  'monitorAppGroup.setMembers',
  'monitorAppGroup.delete',
  'monitorAppList.create',
  'monitorAppList.update',
  'monitorAppList.delete',
  'monitorAppList.enable',
  'monitorAppList.disable',
  'monitorDeviceList.whitelist.add',
  'monitorDeviceList.whitelist.remove',
  'monitorDeviceList.debug.add',
  'monitorDeviceList.debug.remove',
  'monitorIncident.create',
  'monitorIncident.update',
  'monitorIncident.enable',
  'monitorIncident.disable',
  'monitorIncident.delete',
  'monitorIncident.blacklistDevice',
  'monitorReportJob.create',
  'monitorReportJob.update',
  'monitorReportJob.enable',
  'monitorReportJob.disable',
  'monitorReportJob.delete',
  'monitorReportJob.run',
  'monitorReport.delete',
  'monitorReport.download',
  'monitorSdkFile.create',
  'monitorSdkFile.enable',
  'monitorSdkFile.disable',
  'monitorSdkFile.delete',
  'monitorSdkFile.download',
  'monitorProjection.retry',
  'monitorProjection.discard',
  'monitorResponse.requestAdd',
  'monitorResponse.requestChange',
  'monitorResponse.requestStatus',
  'monitorResponse.requestDelete',
  'monitorResponse.pass',
  'monitorResponse.reject',
  'monitorResponse.apply',
  'monitorDataAcquisition.update',
  'monitorBlockage.create',
  'monitorBlockage.update',
  'monitorBlockage.delete',
  'monitorMapSet.update',
  'integrationWebhook.create',
  'integrationWebhook.update',
  'integrationWebhook.rotateSecret',
  'integrationWebhook.delete',
  'integrationWebhook.test',
  'integrationSyslog.update',
  'hardeningPolicy.create',
  'hardeningPolicy.update',
  'hardeningPolicy.duplicate',
  'hardeningPolicy.delete',
  'hardening.submit',
  'hardening.cancel',
  'hardening.delete',
  'hardening.download',
  'keystore.create',
  'keystore.delete',
  'notice.create',
  'notice.update',
  'notice.publish',
  'notice.delete',
  'systemReport.export',
  'systemTest.run',
  'accessHost.create',
  'accessHost.update',
  'accessHost.enable',
  'accessHost.disable',
  'accessHost.delete',
  'accessIp.create',
  'accessIp.update',
  'accessIp.enable',
  'accessIp.disable',
  'accessIp.delete',
] as const;

export type ActivityType = (typeof ACTIVITY_TYPES)[number];

const KNOWN_TYPES: ReadonlySet<string> = new Set(ACTIVITY_TYPES);

export function isActivityType(value: string): value is ActivityType {
  return KNOWN_TYPES.has(value);
}

/** The GraphQL enum name of a type: `monitorApp.rotateSecret` → `MONITOR_APP_ROTATE_SECRET`. */
export const activityTypeName = (type: string) =>
  type
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/\./g, '_')
    .toUpperCase();

const BY_NAME: ReadonlyMap<string, ActivityType> = new Map(ACTIVITY_TYPES.map((type) => [activityTypeName(type), type]));

/** The stored type a filter names, by its GraphQL enum name (what the web sends) or as stored. */
export function activityTypeFromParam(value: string): string {
  return BY_NAME.get(value) ?? value;
}

export interface OperationEntry {
  accountId: string | null;
  userId: string | null;
  operator: string | null;
  activityType: ActivityType;
  result: 'success' | 'failure';
  ip: string | null;
  reason?: string | null;
  /** What the action was applied to, e.g. `user:alice`. */
  target?: string | null;
}

/** The fields a row's hash covers: all but the chain's own columns. */
type ChainedFields = Omit<Selectable<OperationLogsTable>, 'prevHash' | 'hash'>;

/** The hash of a row: SHA-256 over the previous hash and the row's fields, in a fixed order. */
function chainHash(prevHash: string | null, row: ChainedFields): string {
  const canonical = JSON.stringify([row.id, row.accountId, row.userId, row.operator, row.activityType, row.result, row.ip, row.reason, row.target, row.createdAt.toISOString()]);
  return crypto
    .createHash('sha256')
    .update(prevHash ?? '')
    .update('\n')
    .update(canonical)
    .digest('hex');
}

// Any constant: appends to the chain take this transaction-scoped advisory lock in turn.
const CHAIN_LOCK = 0x72616d70;

/**
 * Appends one operation-log row to the hash chain. Recording never breaks the operation it
 * records: a failure to write is logged and swallowed.
 */
export async function recordOperation(db: Database, logger: Logger, entry: OperationEntry): Promise<void> {
  try {
    await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${CHAIN_LOCK})`.execute(trx);
      const last = await trx.selectFrom('operationLogs').select('hash').orderBy('id', 'desc').limit(1).executeTakeFirst();
      const { rows } = await sql<{ id: number }>`select nextval('operation_logs_id_seq')::int8 as id`.execute(trx);
      const row: ChainedFields = {
        id: Number(rows[0].id),
        accountId: entry.accountId,
        userId: entry.userId,
        operator: entry.operator,
        activityType: entry.activityType,
        result: entry.result,
        ip: entry.ip,
        reason: entry.reason ?? null,
        target: entry.target ?? null,
        createdAt: new Date(),
      };
      const prevHash = last?.hash ?? null;
      await trx
        .insertInto('operationLogs')
        .values({ ...row, prevHash, hash: chainHash(prevHash, row) })
        .execute();
    });
  } catch (err) {
    logger.error({ err, activityType: entry.activityType }, 'could not write the operation log');
  }
}

export interface ChainReport {
  ok: boolean;
  checked: number;
  /** The first row whose hash or link does not match, when not ok. */
  brokenAt: number | null;
}

/** Walks the whole log in order and recomputes every hash and link. */
export async function verifyChain(db: Database, batch = 5000): Promise<ChainReport> {
  let prevHash: string | null = null;
  let lastId = 0;
  let checked = 0;
  for (;;) {
    const rows = await db.selectFrom('operationLogs').selectAll().where('id', '>', lastId).orderBy('id').limit(batch).execute();
    if (rows.length === 0) return { ok: true, checked, brokenAt: null };
    for (const row of rows) {
      // Rows written before the chain existed carry no hash and start no link.
      if (row.hash === null && prevHash === null) {
        lastId = row.id;
        continue;
      }
      const expected = chainHash(prevHash, row);
      if (row.prevHash !== prevHash || row.hash !== expected) return { ok: false, checked, brokenAt: row.id };
      prevHash = row.hash;
      lastId = row.id;
      checked++;
    }
  }
}

/** Records operations for services: who (the actor), from where, what and on what. */
export class Auditor {
  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
  ) {}

  record(entry: OperationEntry): Promise<void> {
    return recordOperation(this.db, this.logger, entry);
  }

  byActor(
    actor: { accountId: string; user: { id: string; username: string } },
    ip: string | null,
    activityType: ActivityType,
    extra: { target?: string | null; result?: 'success' | 'failure'; reason?: string | null; accountId?: string } = {},
  ): Promise<void> {
    return this.record({
      accountId: extra.accountId ?? actor.accountId,
      userId: actor.user.id,
      operator: actor.user.username,
      activityType,
      result: extra.result ?? 'success',
      ip,
      reason: extra.reason ?? null,
      target: extra.target ?? null,
    });
  }
}
