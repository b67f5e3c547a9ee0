import type { DefaultedTimestamp, GeneratedId } from '../../db/columns';

/** App groups (migration 0027), part of the database type in db/schema.ts. */
export interface MonitorAppGroupsTable {
  id: GeneratedId;
  accountId: string;
  name: string;
  description: string | null;
  createdBy: string | null;
  createdAt: DefaultedTimestamp;
  updatedAt: DefaultedTimestamp;
}

/** Which monitored apps each group holds; an app may be in several groups. */
export interface MonitorAppGroupMembersTable {
  groupId: string;
  appId: string;
}

export interface AppGroupTables {
  monitorAppGroups: MonitorAppGroupsTable;
  monitorAppGroupMembers: MonitorAppGroupMembersTable;
}
