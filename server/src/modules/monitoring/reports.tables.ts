import type { ColumnType } from 'kysely';
import type { DefaultedTimestamp, GeneratedId, TextArray } from '../../db/columns';

export type ReportCycle = 'once' | 'daily' | 'weekly' | 'monthly' | 'quarterly';
export type ReportFormat = 'pdf' | 'csv';
export type ReportStatus = 'pending' | 'ready' | 'failed';

/** Scheduled monitoring report jobs (migration 0023), part of the database type in db/schema.ts. */
export interface MonitorReportJobsTable {
  id: GeneratedId;
  accountId: string;
  taskName: string;
  cycle: ReportCycle;
  startAt: ColumnType<Date, Date, Date>;
  endAt: ColumnType<Date, Date, Date>;
  timeZone: ColumnType<string, string | undefined, string>;
  appIds: TextArray;
  format: ReportFormat;
  recipients: TextArray;
  lang: ColumnType<string, string | undefined, string>;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  /** The next period boundary to report at; null once a job has nothing left to report. */
  nextRunAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  lastRunAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  createdBy: string | null;
  creator: string;
  createdAt: DefaultedTimestamp;
  updatedAt: DefaultedTimestamp;
}

/** Produced monitoring reports (migration 0023): one per job and period, or one-off (no job). */
export interface MonitorReportsTable {
  id: GeneratedId;
  accountId: string;
  jobId: string | null;
  taskName: string;
  /** The boundary the scheduler produced it at; null when run by hand. */
  runAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  periodFrom: ColumnType<Date, Date, Date>;
  periodTo: ColumnType<Date, Date, Date>;
  timeZone: ColumnType<string, string | undefined, string>;
  appIds: TextArray;
  format: ReportFormat;
  recipients: TextArray;
  lang: ColumnType<string, string | undefined, string>;
  status: ColumnType<ReportStatus, ReportStatus | undefined, ReportStatus>;
  /** Relative to the files root; set only when the file is complete. */
  filePath: string | null;
  fileSize: ColumnType<string | null, number | null | undefined, number | null>;
  error: string | null;
  mailedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  createdAt: DefaultedTimestamp;
  finishedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface ReportTables {
  monitorReportJobs: MonitorReportJobsTable;
  monitorReports: MonitorReportsTable;
}
