import type { Generated } from 'kysely';
import type { DefaultedTimestamp, GeneratedId } from '../../db/columns';

export type SdkFilePlatform = 'android' | 'ios' | 'h5';
export const SDK_FILE_PLATFORMS: readonly SdkFilePlatform[] = ['android', 'ios', 'h5'];

/** System monitoring SDK files (migration 0026), part of the database type in db/schema.ts. */
export interface MonitorSdkFilesTable {
  id: GeneratedId;
  platform: SdkFilePlatform;
  /** Unique per platform, e.g. 3.2.0 or 3.2.0-beta.1. */
  version: string;
  /** The (system) account whose upload holds the bytes. */
  accountId: string;
  fileId: string;
  fileName: string;
  size: number;
  sha256: string;
  enabled: Generated<boolean>;
  createdBy: string | null;
  creator: string;
  createdAt: DefaultedTimestamp;
  updatedAt: DefaultedTimestamp;
}

export interface SdkFileTables {
  monitorSdkFiles: MonitorSdkFilesTable;
}
