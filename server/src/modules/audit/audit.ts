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
}

/**
 * Writes one operation-log row. Recording never breaks the operation it records: a failure to
 * write is logged and swallowed.
 */
export async function recordOperation(db: Database, logger: Logger, entry: OperationEntry): Promise<void> {
  try {
    await db
      .insertInto('operationLogs')
      .values({ ...entry, reason: entry.reason ?? null })
      .execute();
  } catch (err) {
    logger.error({ err, activityType: entry.activityType }, 'could not write the operation log');
  }
}
