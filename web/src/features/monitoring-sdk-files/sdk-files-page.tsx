import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { TEST_IDS } from '../../app/testids';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { GuideAction } from '../../components/empty-guide';
import { ListTable, RowActions, RowButton } from '../../components/list-table';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { toaster } from '../../components/ui/toaster';
import {
  MonitoringSdkFilesDeleteDocument,
  MonitoringSdkFilesDocument,
  MonitoringSdkFilesSetEnabledDocument,
  SdkFileRow_MonitorSdkFileFragmentDoc,
  type MonitorPlatform,
} from '../../gql/graphql';
import type { TranslationKey } from '../../i18n/i18n';
import { formatDateTime } from '../../lib/format';
import { errorText, unwrap } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import { useConfirmedAction } from '../../lib/use-confirmed-action';
import { useKeysetPaging } from '../../lib/use-keyset-paging';
import { formatFileSize } from '../assessment/assessment-platform';
import { PLATFORM_LABELS, PLATFORM_PATHS, PLATFORMS } from '../monitoring/monitoring-labels';
import { SdkFileDialog } from './sdk-file-dialog';
import { downloadSdkFile } from './sdk-file-labels';

const BASE = '/manage/systemmanage/monitoringSdk';

type Action = 'enable' | 'disable' | 'delete';
const ACTION_TEXT: Record<Action, { label: TranslationKey; title: TranslationKey; message: TranslationKey }> = {
  enable: { label: 'common.enable', title: 'monitoringSdkFiles.confirm.enableTitle', message: 'monitoringSdkFiles.confirm.enableMessage' },
  disable: { label: 'common.disable', title: 'monitoringSdkFiles.confirm.disableTitle', message: 'monitoringSdkFiles.confirm.disableMessage' },
  delete: { label: 'common.delete', title: 'monitoringSdkFiles.confirm.deleteTitle', message: 'monitoringSdkFiles.confirm.deleteMessage' },
};

/**
 * /manage/systemmanage/monitoringSdk/{platform} (system super admins): the monitoring SDK
 * packages of each platform (spec §3: version, size, platform, status), uploaded here and
 * offered, while enabled, to every account's SDK config page.
 */
export function SdkFilesPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { platform: segment } = useParams();
  const platform: MonitorPlatform = PLATFORMS.find((p) => PLATFORM_PATHS[p] === segment) ?? 'ANDROID';
  const paging = useKeysetPaging(20);
  const [uploading, setUploading] = useState(false);
  const { data, loading, error, refetch } = useQuery(MonitoringSdkFilesDocument, { variables: { platform, ...paging.args }, fetchPolicy: 'cache-and-network' });
  const [setEnabled] = useMutation(MonitoringSdkFilesSetEnabledDocument);
  const [remove] = useMutation(MonitoringSdkFilesDeleteDocument);
  const rows = data?.monitoringSdkFiles.edges.map((edge) => readFragment(SdkFileRow_MonitorSdkFileFragmentDoc, edge.node)) ?? [];
  const pending = useConfirmedAction(
    async ({ action, id, version }: { action: Action; id: string; version: string }) => {
      if (action === 'delete') unwrap((await remove({ variables: { ids: [id] } })).data?.deleteMonitoringSdkFiles);
      else unwrap((await setEnabled({ variables: { ids: [id], enabled: action === 'enable' } })).data?.setMonitoringSdkFilesEnabled);
      return t(`monitoringSdkFiles.done.${action}`, { version });
    },
    () => refetch(),
  );
  const text = pending.target ? ACTION_TEXT[pending.target.action] : null;

  async function download(id: string) {
    try {
      await downloadSdkFile(PLATFORM_PATHS[platform], id);
    } catch (failure) {
      toaster.error({ title: errorText(failure, t) });
    }
  }

  return (
    <Stack gap="6">
      <PageHeader
        description={t('monitoringSdkFiles.description')}
        primary={{ label: t('monitoringSdkFiles.upload'), onClick: () => setUploading(true), testId: TEST_IDS.sdkFilesUpload }}
      />
      <Tabs.Root
        value={platform}
        onValueChange={(details) => {
          paging.reset();
          navigate(`${BASE}/${PLATFORM_PATHS[details.value as MonitorPlatform]}`);
        }}
      >
        <Tabs.List>
          {PLATFORMS.map((p) => (
            <Tabs.Trigger key={p} value={p} data-testid={`${TEST_IDS.sdkFilesTab}-${PLATFORM_PATHS[p]}`}>
              {t(PLATFORM_LABELS[p])}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      <ListTable
        testId={TEST_IDS.sdkFilesTable}
        loading={loading}
        error={error}
        empty={rows.length === 0}
        emptyText={t('monitoringSdkFiles.empty')}
        emptyGuide={{
          title: t('monitoringSdkFiles.emptyGuide.title'),
          description: t('monitoringSdkFiles.emptyGuide.description'),
          action: <GuideAction label={t('monitoringSdkFiles.upload')} onClick={() => setUploading(true)} />,
        }}
        columns={['monitoringSdkFiles.fields.version', 'monitoringSdkFiles.fields.file', 'monitoringSdkFiles.fields.size', 'common.status', 'monitoringSdkFiles.fields.uploaded']}
        actions
      >
        {rows.map((row) => (
          <Table.Row key={row.id} data-testid={TEST_IDS.sdkFilesRow} data-version={row.version} data-enabled={String(row.enabled)}>
            <Table.Cell fontWeight="medium" fontFamily="mono">
              {row.version}
            </Table.Cell>
            <Table.Cell>
              <Text>{row.fileName}</Text>
              <Text fontFamily="mono" fontSize="xs" color="fg.muted" title={row.sha256}>
                {`SHA-256 ${row.sha256.slice(0, 16)}…`}
              </Text>
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatFileSize(row.size)}</Table.Cell>
            <Table.Cell>
              <Badge colorPalette={row.enabled ? 'green' : 'gray'}>{t(row.enabled ? 'common.enabled' : 'common.disabled')}</Badge>
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">
              <Text fontSize="sm">{row.creator}</Text>
              <Text fontSize="xs" color="fg.muted">
                {formatDateTime(row.createdAt, i18n.language)}
              </Text>
            </Table.Cell>
            <RowActions>
              <RowButton onClick={() => void download(row.id)}>{t('monitoringSdkFiles.download')}</RowButton>
              <RowButton testId={TEST_IDS.sdkFilesToggle} onClick={() => pending.ask({ action: row.enabled ? 'disable' : 'enable', id: row.id, version: row.version })}>
                {t(row.enabled ? 'common.disable' : 'common.enable')}
              </RowButton>
              <RowButton remove testId={TEST_IDS.sdkFilesDelete} onClick={() => pending.ask({ action: 'delete', id: row.id, version: row.version })} />
            </RowActions>
          </Table.Row>
        ))}
      </ListTable>
      <Pager paging={paging} connection={data?.monitoringSdkFiles} />
      {uploading && (
        <SdkFileDialog
          platform={platform}
          onClose={() => setUploading(false)}
          onSaved={() => {
            setUploading(false);
            void refetch();
          }}
        />
      )}
      <ConfirmDialog
        {...pending.dialog}
        title={text ? t(text.title) : ''}
        message={text && pending.target ? t(text.message, { version: pending.target.version }) : ''}
        confirmLabel={text ? t(text.label) : ''}
        destructive={pending.target?.action !== 'enable'}
      />
    </Stack>
  );
}
