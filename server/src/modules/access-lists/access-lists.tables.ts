import type { ColumnType } from 'kysely';
import type { DefaultedTimestamp, GeneratedId } from '../../db/columns';

/** Console host names (migration 0032), part of the database type in db/schema.ts. */
export interface AccessHostsTable {
  id: GeneratedId;
  /** Lower-case host name or IP literal, without a port. */
  host: string;
  description: string | null;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  createdBy: string | null;
  createdAt: DefaultedTimestamp;
  updatedAt: DefaultedTimestamp;
}

/** IP whitelist entries: console-wide when `accountId` is null, else one account's. */
export interface AccessIpsTable {
  id: GeneratedId;
  accountId: string | null;
  /** An address or a CIDR block, normalized (`ip-match.ts`). */
  address: string;
  description: string | null;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  createdBy: string | null;
  createdAt: DefaultedTimestamp;
  updatedAt: DefaultedTimestamp;
}

export interface AccessListTables {
  accessHosts: AccessHostsTable;
  accessIps: AccessIpsTable;
}
