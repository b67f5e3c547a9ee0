import type { MonitoringReportFormat, MonitoringReportStatus, ReportCycle } from '../../gql/graphql';
import type { TranslationKey } from '../../i18n/i18n';

export const REPORT_CYCLES: readonly ReportCycle[] = ['ONCE', 'DAILY', 'WEEKLY', 'MONTHLY', 'QUARTERLY'];
export const REPORT_FORMATS: readonly MonitoringReportFormat[] = ['PDF', 'CSV'];

export const CYCLE_LABELS: Record<ReportCycle, TranslationKey> = {
  ONCE: 'monitoringReports.cycles.once',
  DAILY: 'monitoringReports.cycles.daily',
  WEEKLY: 'monitoringReports.cycles.weekly',
  MONTHLY: 'monitoringReports.cycles.monthly',
  QUARTERLY: 'monitoringReports.cycles.quarterly',
};

export const STATUS_LABELS: Record<MonitoringReportStatus, TranslationKey> = {
  PENDING: 'monitoringReports.status.pending',
  READY: 'monitoringReports.status.ready',
  FAILED: 'monitoringReports.status.failed',
};

export const STATUS_COLORS: Record<MonitoringReportStatus, string> = { PENDING: 'blue', READY: 'green', FAILED: 'red' };

/** Where the pages live (spec §2): the job list, the job form and the produced reports. */
export const JOB_LIST_PATH = '/Monitoring/reportJob/list';
export const JOB_FORM_PATH = '/Monitoring/report/reportJob';
export const REPORT_LIST_PATH = '/Monitoring/report/list';
/** The reports of one job (`?jobId=`). */
export const JOB_REPORTS_PATH = '/Monitoring/report/reportList';
