import { Button, Menu, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { toaster } from '../../components/ui/toaster';
import type { HardeningRow_JobFragment } from '../../gql/graphql';
import type { TranslationKey } from '../../i18n/i18n';
import { downloadWithToken } from '../../lib/download';
import { useCan } from '../../lib/session-store';

type What = 'protected' | 'original' | 'log' | 'report-html' | 'report-pdf' | 'report-json';

const ITEMS: { what: What; label: TranslationKey; code: string; ready: (job: HardeningRow_JobFragment) => boolean }[] = [
  { what: 'protected', label: 'hardening.downloads.protected', code: 'hardening_download', ready: (job) => job.status === 'SUCCESS' },
  { what: 'original', label: 'hardening.downloads.original', code: 'download_source', ready: () => true },
  { what: 'log', label: 'hardening.downloads.log', code: 'download_log', ready: (job) => job.hasLog },
  { what: 'report-html', label: 'hardening.downloads.reportHtml', code: 'hardening_view', ready: (job) => job.status === 'SUCCESS' },
  { what: 'report-pdf', label: 'hardening.downloads.reportPdf', code: 'hardening_view', ready: (job) => job.status === 'SUCCESS' },
  { what: 'report-json', label: 'hardening.downloads.reportJson', code: 'hardening_view', ready: (job) => job.status === 'SUCCESS' },
];

function urlOf(jobId: string, what: What): string {
  const base = `/api/harden/job/download/${encodeURIComponent(jobId)}`;
  return what.startsWith('report-') ? `${base}?what=report&format=${what.slice('report-'.length)}` : `${base}?what=${what}`;
}

/** A job's downloads (spec §3): the hardened package, the original, the log and the report, each under its permission. */
export function JobDownloads({ job }: { job: HardeningRow_JobFragment }) {
  const { t } = useTranslation();
  const can = useCan();
  const [busy, setBusy] = useState(false);
  const items = ITEMS.filter((item) => can(item.code));
  async function download(what: What) {
    setBusy(true);
    try {
      await downloadWithToken(urlOf(job.id, what), (response) => (response.headers.get('content-disposition') ?? '').startsWith('attachment'), 'download');
    } catch (failure) {
      toaster.error({ title: failure instanceof Error && failure.message ? failure.message : t('errors.server') });
    } finally {
      setBusy(false);
    }
  }
  if (items.length === 0) return null;
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button size="xs" variant="outline" loading={busy} data-testid={TEST_IDS.hardeningDownloadMenu}>
          {t('hardening.downloads.menu')}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {items.map((item) => (
              <Menu.Item
                key={item.what}
                value={item.what}
                disabled={!item.ready(job)}
                onSelect={() => void download(item.what)}
                data-testid={`${TEST_IDS.hardeningDownload}-${item.what}`}
              >
                {t(item.label)}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
