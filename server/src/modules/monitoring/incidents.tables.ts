import type { DefaultedTimestamp, GeneratedId, Json, TextArray } from '../../db/columns';
import type { RiskLevel } from '../../engines/risk/event-kinds';
import type { IncidentOs } from '../../engines/risk/incidents';
import type { RuleCondition } from '../../engines/risk/risk-engine';

/** Security events, the account-defined incidents (migration 0022), part of the database type in db/schema.ts. */
export interface MonitorSecurityIncidentsTable {
  id: GeneratedId;
  accountId: string;
  name: string;
  configKey: string;
  environmentKinds: TextArray;
  environmentConditions: Json<RuleCondition[]>;
  behaviourKinds: TextArray;
  behaviourConditions: Json<RuleCondition[]>;
  riskLevel: RiskLevel;
  os: IncidentOs;
  platform: string | null;
  enabled: boolean;
  description: string | null;
  blacklistDevice: boolean;
  responseId: string | null;
  createdBy: string | null;
  creator: string;
  createdAt: DefaultedTimestamp;
  updatedAt: DefaultedTimestamp;
}

export interface IncidentTables {
  monitorSecurityIncidents: MonitorSecurityIncidentsTable;
}
