import type { ColumnType, Generated } from 'kysely';
import type { DefaultedTimestamp, GeneratedId, Json, TextArray } from '../../db/columns';
import type { EventLevel, Platform, RiskLevel, RuleType } from '../../engines/risk/event-kinds';
import type { BlacklistType, RuleCondition } from '../../engines/risk/risk-engine';

/** Monitoring's tables (migration 0004), part of the database type in db/schema.ts. */

export interface MonitoredAppsTable {
  id: GeneratedId;
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
  id: GeneratedId;
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
  id: GeneratedId;
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
  id: GeneratedId;
  accountId: string;
  list: DeviceListKind;
  udid: string;
  description: string | null;
  createdAt: DefaultedTimestamp;
}

/** What an event says about its device, which the device record keeps from the newest event. */
export interface DeviceFactColumns {
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
}

export interface MonitorEventsTable extends DeviceFactColumns {
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
  details: Json<Record<string, unknown>>;
  /** The security events (incidents) the event met (migration 0022). */
  incidentIds: TextArray;
}

/** Event counts of one app, kind, level and country over a period. */
interface RollupCounts {
  accountId: string;
  appId: string;
  kind: string;
  riskLevel: EventLevel;
  /** Alpha-3, or '' when the address maps to no country. */
  country: string;
  events: number;
  riskyDevices: number;
}

export interface MonitorRollupsTable extends RollupCounts {
  minute: ColumnType<Date, Date | string, never>;
}

/** The same counts per hour, which month-long dashboards read. */
export interface MonitorRollupsHourlyTable extends RollupCounts {
  hour: ColumnType<Date, Date | string, never>;
}

/** Deltas of committed batches waiting for the projector (see projection.repo.ts). */
export interface MonitorProjectionQueueTable {
  id: GeneratedId;
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

export interface MonitorDevicesTable extends DeviceFactColumns {
  id: GeneratedId;
  accountId: string;
  appId: string;
  riskLevel: EventLevel;
  eventCount: number;
  riskEventCount: number;
  firstSeen: ColumnType<Date, Date | string, Date | string>;
  lastSeen: ColumnType<Date, Date | string, Date | string>;
  lastRiskAt: ColumnType<Date | null, Date | string | null, Date | string | null>;
}

export interface MonitoringTables {
  monitoredApps: MonitoredAppsTable;
  monitorRiskRules: MonitorRiskRulesTable;
  monitorBlacklists: MonitorBlacklistsTable;
  monitorDeviceLists: MonitorDeviceListsTable;
  monitorEvents: MonitorEventsTable;
  monitorRollups: MonitorRollupsTable;
  monitorRollupsHourly: MonitorRollupsHourlyTable;
  monitorDevices: MonitorDevicesTable;
  monitorProjectionQueue: MonitorProjectionQueueTable;
}
