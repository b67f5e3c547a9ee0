import type { DefaultedTimestamp, GeneratedId, Json } from '../../db/columns';
import type { Platform } from '../../engines/risk/event-kinds';
import type { ResponseAction } from '../../../../common/response-actions';
import type { CollectSwitches, MapColorScale, MapCount, MapRegion } from '../../../../common/sdk-policy';

/** The SDK policy (migration 0024), part of the database type in db/schema.ts. */

export interface MonitorDataAcquisitionTable {
  accountId: string;
  platform: Platform;
  collect: Json<CollectSwitches>;
  updatedBy: string | null;
  updatedAt: DefaultedTimestamp;
}

export interface MonitorBlockageStrategiesTable {
  id: GeneratedId;
  accountId: string;
  /** An event kind, or BLACKLISTED_DEVICE. */
  kind: string;
  action: ResponseAction;
  messageEn: string;
  messageZhTw: string;
  createdBy: string | null;
  creator: string;
  createdAt: DefaultedTimestamp;
  updatedAt: DefaultedTimestamp;
}

export interface MonitorMapDefaultsTable {
  accountId: string;
  region: MapRegion;
  colorScale: MapColorScale;
  counts: Json<MapCount[]>;
  rankingSize: number;
  updatedBy: string | null;
  updatedAt: DefaultedTimestamp;
}

export interface SdkPolicyTables {
  monitorDataAcquisition: MonitorDataAcquisitionTable;
  monitorBlockageStrategies: MonitorBlockageStrategiesTable;
  monitorMapDefaults: MonitorMapDefaultsTable;
}
