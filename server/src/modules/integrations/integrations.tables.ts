import type { ColumnType } from 'kysely';
import type { DefaultedTimestamp, GeneratedId, Json, TextArray } from '../../db/columns';

export type DeliveryTarget = 'webhook' | 'syslog';
export type DeliveryStatus = 'pending' | 'delivered' | 'failed';
export type SyslogProtocol = 'udp' | 'tcp';
/** Who manages an endpoint and which events it may subscribe to (migration 0036). */
export type WebhookFamily = 'monitoring' | 'jobs';

/** Webhook endpoints (migration 0025). */
export interface IntegrationWebhooksTable {
  id: GeneratedId;
  accountId: string;
  name: string;
  url: string;
  secretSealed: string;
  events: TextArray;
  family: ColumnType<WebhookFamily, WebhookFamily | undefined, never>;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  createdBy: string | null;
  creator: string;
  createdAt: DefaultedTimestamp;
  updatedAt: DefaultedTimestamp;
}

/** The account's syslog/CEF export target (migration 0025). */
export interface IntegrationSyslogTable {
  accountId: string;
  host: string;
  port: number;
  protocol: SyslogProtocol;
  enabled: boolean;
  updatedAt: DefaultedTimestamp;
}

/** The outbox: one event for one target (migration 0025). */
export interface IntegrationDeliveriesTable {
  id: GeneratedId;
  accountId: string;
  target: DeliveryTarget;
  endpointId: string | null;
  eventType: string;
  eventId: string;
  payload: Json<Record<string, unknown>>;
  status: ColumnType<DeliveryStatus, DeliveryStatus | undefined, DeliveryStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  maxAttempts: number;
  nextAttemptAt: DefaultedTimestamp;
  lastStatusCode: ColumnType<number | null, number | null | undefined, number | null>;
  lastError: ColumnType<string | null, string | null | undefined, string | null>;
  deliveredAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  createdAt: DefaultedTimestamp;
}

/** Every attempt of a delivery (migration 0025). */
export interface IntegrationDeliveryAttemptsTable {
  id: GeneratedId;
  deliveryId: string;
  attempt: number;
  attemptedAt: ColumnType<Date, Date, Date>;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

export interface IntegrationTables {
  integrationWebhooks: IntegrationWebhooksTable;
  integrationSyslog: IntegrationSyslogTable;
  integrationDeliveries: IntegrationDeliveriesTable;
  integrationDeliveryAttempts: IntegrationDeliveryAttemptsTable;
}
