import type { Generated } from 'kysely';
import type { DefaultedTimestamp, GeneratedId } from '../../db/columns';
import type { AppListType } from '../../engines/risk/risk-engine';

/** The app black/white list (migration 0020), part of the database type in db/schema.ts. */
export interface MonitorAppListsTable {
  id: GeneratedId;
  accountId: string;
  type: AppListType;
  name: string;
  appName: string | null;
  packageName: string | null;
  /** 32 lowercase hex digits. */
  md5: string | null;
  /** 32 lowercase hex digits, without colons. */
  certMd5: string | null;
  installer: string | null;
  enabled: Generated<boolean>;
  createdBy: string | null;
  creator: string;
  createdAt: DefaultedTimestamp;
  updatedAt: DefaultedTimestamp;
}

export interface AppListTables {
  monitorAppLists: MonitorAppListsTable;
}
