import { describe, expect, it } from 'vitest';
import { recipientList, reportJobProblems } from './report-job-validation';

const ok = { taskName: 'Daily SOC report', startAt: '2026-03-01T00:00', endAt: '2026-04-01T00:00', recipients: 'soc@example.com\nboss@example.com' };

describe('report job form checks', () => {
  it('accepts a complete job', () => {
    expect(reportJobProblems(ok)).toEqual({});
    expect(recipientList(' a@example.com, b@example.com;\n\nc@example.com ')).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
  });

  it('names each problem', () => {
    expect(reportJobProblems({ ...ok, taskName: '  ' }).taskName?.key).toBe('monitoringReports.form.taskNameLength');
    expect(reportJobProblems({ ...ok, endAt: ok.startAt }).endAt?.key).toBe('monitoringReports.form.endAfterStart');
    expect(reportJobProblems({ ...ok, startAt: '' }).startAt?.key).toBe('monitoringReports.form.startRequired');
    expect(reportJobProblems({ ...ok, recipients: 'soc@example.com, nope' }).recipients).toEqual({ key: 'monitoringReports.form.recipientInvalid', params: { email: 'nope' } });
    expect(reportJobProblems({ ...ok, recipients: Array.from({ length: 21 }, (_, i) => `r${i}@example.com`).join(',') }).recipients?.key).toBe(
      'monitoringReports.form.recipientsTooMany',
    );
  });
});
