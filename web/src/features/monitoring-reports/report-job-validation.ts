import { EMAIL } from '@common/rules';
import type { TranslationKey } from '../../i18n/i18n';

export interface ReportJobDraft {
  taskName: string;
  /** `datetime-local` values, in the browser's zone. */
  startAt: string;
  endAt: string;
  /** One address per line, or separated by commas or semicolons. */
  recipients: string;
}

export type ReportJobProblems = Partial<Record<'taskName' | 'startAt' | 'endAt' | 'recipients', { key: TranslationKey; params?: Record<string, string | number> }>>;

/** The addresses of the recipients field, trimmed, without empties. */
export function recipientList(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((r) => r.trim())
    .filter(Boolean);
}

/** The form's own checks (the server checks again): a name, a window that ends after it starts, valid addresses. */
export function reportJobProblems(draft: ReportJobDraft): ReportJobProblems {
  const problems: ReportJobProblems = {};
  const name = draft.taskName.trim().length;
  if (name === 0 || name > 100) problems.taskName = { key: 'monitoringReports.form.taskNameLength' };
  const start = Date.parse(draft.startAt);
  const end = Date.parse(draft.endAt);
  if (Number.isNaN(start)) problems.startAt = { key: 'monitoringReports.form.startRequired' };
  if (Number.isNaN(end)) problems.endAt = { key: 'monitoringReports.form.endRequired' };
  else if (!Number.isNaN(start) && end <= start) problems.endAt = { key: 'monitoringReports.form.endAfterStart' };
  const recipients = recipientList(draft.recipients);
  const bad = recipients.find((r) => r.length > 254 || !EMAIL.test(r));
  if (bad) problems.recipients = { key: 'monitoringReports.form.recipientInvalid', params: { email: bad } };
  else if (recipients.length > 20) problems.recipients = { key: 'monitoringReports.form.recipientsTooMany' };
  return problems;
}

/** A `datetime-local` value for an instant, in the browser's zone. */
export function localInputValue(iso: string | Date): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
