import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import type { EventLevel, Platform, RiskLevel, RuleType } from '../../engines/risk/event-kinds';
import type { BlacklistType, RuleCondition } from '../../engines/risk/risk-engine';

/** Monitoring's tables (migration 0004), camelCase like db/schema.ts. */
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type TextArray = ColumnType<string[], string[] | undefined, string[]>;
type Json<T> = ColumnType<T, string | undefined, string>;

export interface MonitoredAppsTable {
  id: Generated<string>;
  accountId: string;
  appId: string;
  name: string;
  platform: Platform;
  description: string | null;
  defaultRegion: string | null;
  useSystemEventConfig: Generated<boolean>;
  useSystemRuleConfig: Generated<boolean>;
  eventKinds: TextArray;
  sdkKey: string;
  secretSealed: string;
  secretRotatedAt: DefaultedTimestamp;
  createdBy: string | null;
  createdAt: DefaultedTimestamp;
  updatedAt: DefaultedTimestamp;
}

export interface MonitorRiskRulesTable {
  id: Generated<string>;
  accountId: string;
  appId: string | null;
  name: string;
  type: RuleType;
  platform: Platform | 'all';
  classification: string | null;
  kinds: TextArray;
  conditions: Json<RuleCondition[]>;
  riskLevel: RiskLevel;
  enabled: Generated<boolean>;
  upload: Generated<boolean>;
  createdAt: DefaultedTimestamp;
  updatedAt: DefaultedTimestamp;
}

export interface MonitorBlacklistsTable {
  id: Generated<string>;
  accountId: string;
  name: string;
  type: BlacklistType;
  content: TextArray;
  appIds: TextArray;
  description: string | null;
  riskLevel: Generated<RiskLevel>;
  enabled: Generated<boolean>;
  createdAt: DefaultedTimestamp;
  updatedAt: DefaultedTimestamp;
}

export type DeviceListKind = 'whitelist' | 'debug';

export interface MonitorDeviceListsTable {
  id: Generated<string>;
  accountId: string;
  list: DeviceListKind;
  udid: string;
  description: string | null;
  createdAt: DefaultedTimestamp;
}

export interface MonitorEventsTable {
  id: Generated<number>;
  accountId: string;
  appId: string;
  eventId: string;
  occurredAt: ColumnType<Date, Date | string, never>;
  receivedAt: DefaultedTimestamp;
  kind: string;
  riskLevel: EventLevel;
  exempt: boolean;
  matched: TextArray;
  udid: string;
  userUdid: string | null;
  brand: string | null;
  model: string | null;
  osVersion: string | null;
  platform: Platform;
  clientIp: string | null;
  country: string | null;
  sdkVersion: string | null;
  appVersion: string | null;
  details: Json<Record<string, unknown>>;
  environment: Json<string[]>;
  installedApps: Json<unknown[]>;
}

export interface MonitorRollupsTable {
  accountId: string;
  appId: string;
  minute: ColumnType<Date, Date | string, never>;
  kind: string;
  riskLevel: EventLevel;
  /** Alpha-3, or '' when the address maps to no country. */
  country: string;
  events: number;
  riskyDevices: number;
}

/** The same counts per hour, which month-long dashboards read. */
export interface MonitorRollupsHourlyTable {
  accountId: string;
  appId: string;
  hour: ColumnType<Date, Date | string, never>;
  kind: string;
  riskLevel: EventLevel;
  country: string;
  events: number;
  riskyDevices: number;
}

/** Deltas of committed batches waiting for the projector (see events.repo.ts). */
export interface MonitorProjectionQueueTable {
  id: Generated<string>;
  accountId: string;
  /** Deltas of rows queued before migration 0012; newer rows name their events instead. */
  delta: Json<unknown> | null;
  /** monitor_events ids of the events this row projects. */
  eventIds: ColumnType<string[] | null, string[] | undefined, never>;
  queuedAt: ColumnType<Date, never, never>;
  /** Failed applications so far; the row becomes a dead letter at the projector's limit. */
  attempts: Generated<number>;
  lastError: string | null;
  failedAt: ColumnType<Date | null, never, Date | string | null>;
  /** Not applied before this time (backoff after a failure); null = due. */
  nextAttemptAt: ColumnType<Date | null, never, Date | string | null>;
  /** Set when the row became a dead letter: the drain skips it until an admin retries it. */
  deadAt: ColumnType<Date | null, never, Date | string | null>;
  /** The apps of a dead letter's events, when known. */
  appIds: ColumnType<string[] | null, never, string[] | null>;
}

export interface MonitorDevicesTable {
  id: Generated<string>;
  accountId: string;
  appId: string;
  udid: string;
  userUdid: string | null;
  brand: string | null;
  model: string | null;
  osVersion: string | null;
  platform: Platform;
  clientIp: string | null;
  country: string | null;
  sdkVersion: string | null;
  appVersion: string | null;
  environment: Json<string[]>;
  installedApps: Json<unknown[]>;
  riskLevel: EventLevel;
  eventCount: number;
  riskEventCount: number;
  firstSeen: ColumnType<Date, Date | string, Date | string>;
  lastSeen: ColumnType<Date, Date | string, Date | string>;
  lastRiskAt: ColumnType<Date | null, Date | string | null, Date | string | null>;
}

export type MonitoringTables = {
  monitoredApps: MonitoredAppsTable;
  monitorRiskRules: MonitorRiskRulesTable;
  monitorBlacklists: MonitorBlacklistsTable;
  monitorDeviceLists: MonitorDeviceListsTable;
  monitorEvents: MonitorEventsTable;
  monitorRollups: MonitorRollupsTable;
  monitorRollupsHourly: MonitorRollupsHourlyTable;
  monitorDevices: MonitorDevicesTable;
  monitorProjectionQueue: MonitorProjectionQueueTable;
};

export type MonitoringDatabase = Kysely<DB & MonitoringTables>;

/** The application database with monitoring's tables typed in (same connection). */
export function monitoringDb(db: Database): MonitoringDatabase {
  return db.withTables<MonitoringTables>();
}
