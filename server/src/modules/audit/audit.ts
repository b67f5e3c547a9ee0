import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Logger } from '../../lib/logger';

export interface OperationEntry {
  accountId: string | null;
  userId: string | null;
  operator: string | null;
  activityType: string;
  result: 'success' | 'failure';
  ip: string | null;
  reason?: string | null;
  /** What the action was applied to, e.g. `user:alice`. */
  target?: string | null;
}

interface ChainedFields {
  id: number;
  accountId: string | null;
  userId: string | null;
  operator: string | null;
  activityType: string;
  result: 'success' | 'failure';
  ip: string | null;
  reason: string | null;
  target: string | null;
  createdAt: Date;
}

/** The hash of a row: SHA-256 over the previous hash and the row's fields, in a fixed order. */
export function chainHash(prevHash: string | null, row: ChainedFields): string {
  const canonical = JSON.stringify([
    row.id,
    row.accountId,
    row.userId,
    row.operator,
    row.activityType,
    row.result,
    row.ip,
    row.reason,
    row.target,
    row.createdAt.toISOString(),
  ]);
  return crypto.createHash('sha256').update(prevHash ?? '').update('\n').update(canonical).digest('hex');
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
    activityType: string,
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
