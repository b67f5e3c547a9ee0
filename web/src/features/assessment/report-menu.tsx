import { Button, Menu, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS, reportFormatTestId } from '../../app/testids';
import { toaster } from '../../components/ui/toaster';
import { downloadWithToken } from '../../lib/download';
import { REPORT_FORMATS, type ReportFormat } from './assessment-platform';

const LABELS: Record<ReportFormat, string> = { html: 'HTML', pdf: 'PDF', json: 'JSON', sarif: 'SARIF', cyclonedx: 'CycloneDX' };

/** Report downloads of a finished job, fetched with the user's token. */
export function downloadReport(jobId: string, format: ReportFormat): Promise<void> {
  return downloadWithToken(
    `/api/scan/job/report/${encodeURIComponent(jobId)}?format=${format}`,
    (response) => (response.headers.get('content-disposition') ?? '').startsWith('attachment'),
    `report.${format}`,
  );
}

/** The report menu of a job (spec §3 "report"): HTML, PDF, JSON, SARIF and CycloneDX. */
export function ReportMenu({ jobId, disabled, size = 'xs' }: { jobId: string; disabled?: boolean; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  async function download(format: ReportFormat) {
    setBusy(true);
    try {
      await downloadReport(jobId, format);
    } catch (failure) {
      toaster.error({ title: failure instanceof Error && failure.message ? failure.message : t('errors.server') });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button size={size} variant="outline" disabled={disabled} loading={busy} data-testid={TEST_IDS.assessmentReportMenu}>
          {t('assessment.report')}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {REPORT_FORMATS.map((format) => (
              <Menu.Item key={format} value={format} onSelect={() => void download(format)} data-testid={reportFormatTestId(format)}>
                {LABELS[format]}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
