import type { ColumnType } from 'kysely';
import type { DefaultedTimestamp, GeneratedId, Json, Timestamp } from '../../db/columns';

/** Disk management's tables (migration 0031), part of the database type in db/schema.ts. */

/** The console-wide retention settings: a single row (id 1). */
export interface DiskSettingsTable {
  id: ColumnType<number, number | undefined, never>;
  keepMonths: number;
  cleanIntervalHours: number;
  /** When the next automatic clean is due; the scheduler that claims it moves it on. */
  nextRunAt: Timestamp | null;
  updatedAt: DefaultedTimestamp;
}

export type DiskCleanTrigger = 'schedule' | 'manual';
export type DiskCleanStatus = 'running' | 'finished' | 'failed';

/** What one clean run removed, by kind. */
export interface DiskCleanCounts {
  eventPartitions: number;
  events: number;
  rollups: number;
  assessments: number;
  hardeningJobs: number;
  otherJobs: number;
  monitorReports: number;
  files: number;
  tokens: number;
  signups: number;
  mails: number;
}

export interface DiskCleanRunsTable {
  id: GeneratedId;
  /** The queue job that ran it. */
  jobId: string | null;
  trigger: DiskCleanTrigger;
  status: ColumnType<DiskCleanStatus, DiskCleanStatus | undefined, DiskCleanStatus>;
  keepMonths: number;
  /** Everything dated before this instant was removed. */
  cutoff: Timestamp;
  counts: Json<Partial<DiskCleanCounts>>;
  freedBytes: ColumnType<number, number | undefined, number>;
  error: string | null;
  /** The user who asked for a manual run; null for a scheduled one. */
  requestedBy: string | null;
  startedAt: DefaultedTimestamp;
  finishedAt: Timestamp | null;
}

export interface DiskTables {
  diskSettings: DiskSettingsTable;
  diskCleanRuns: DiskCleanRunsTable;
}
