import type { ColumnType } from 'kysely';
import type { DefaultedTimestamp, GeneratedId } from '../../db/columns';

/** A calendar day, `YYYY-MM-DD` (read with `::text`, so no time zone shifts it). */
export type Day = ColumnType<string, string, string>;

/** Whether an administrator ended the subscription before its end date. */
export type SubscriptionRowStatus = 'active' | 'ended';

/** Account subscriptions (migration 0029), part of the database type in db/schema.ts. */
export interface AccountSubscriptionsTable {
  id: GeneratedId;
  accountId: string;
  /** A licence entitlement of spec §6 (`apk_protected` …). */
  product: string;
  startsOn: Day;
  /** The last day it is active; null: open-ended. */
  endsOn: Day | null;
  /** Jobs per calendar month, or monitored devices for `threat_perception`; null: no limit. */
  quota: number | null;
  billingEmail: string | null;
  status: ColumnType<SubscriptionRowStatus, SubscriptionRowStatus | undefined, SubscriptionRowStatus>;
  endedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  createdBy: string | null;
  createdAt: DefaultedTimestamp;
  updatedAt: DefaultedTimestamp;
}

export interface SubscriptionTables {
  accountSubscriptions: AccountSubscriptionsTable;
}
