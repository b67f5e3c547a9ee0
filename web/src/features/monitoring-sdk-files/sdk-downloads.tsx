import { useQuery } from '@apollo/client/react';
import { Button, Card, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { ListTable, RowActions, RowButton } from '../../components/list-table';
import { Pager } from '../../components/pager';
import { toaster } from '../../components/ui/toaster';
import { MonitorSdkDownloadsDocument, SdkFileRow_MonitorSdkFileFragmentDoc, type MonitorPlatform } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { errorText } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import { useKeysetPaging } from '../../lib/use-keyset-paging';
import { formatFileSize } from '../assessment/assessment-platform';
import { PLATFORM_LABELS, PLATFORM_PATHS } from '../monitoring/monitoring-labels';
import { downloadSdkFile } from './sdk-file-labels';

/**
 * The SDK config page's downloads: the enabled monitoring SDK packages of a platform, the
 * newest version first offered as "download latest", and every enabled version below it.
 */
export function SdkDownloads({ platform }: { platform: MonitorPlatform }) {
  const { t, i18n } = useTranslation();
  const paging = useKeysetPaging(10);
  const { data, loading, error } = useQuery(MonitorSdkDownloadsDocument, { variables: { platform, ...paging.args }, fetchPolicy: 'cache-and-network' });
  const rows = data?.monitorSdkDownloads.edges.map((edge) => readFragment(SdkFileRow_MonitorSdkFileFragmentDoc, edge.node)) ?? [];

  async function download(id: string | null) {
    try {
      await downloadSdkFile(PLATFORM_PATHS[platform], id);
    } catch (failure) {
      toaster.error({ title: errorText(failure, t) });
    }
  }

  return (
    <Card.Root data-testid={TEST_IDS.sdkDownloads} data-platform={PLATFORM_PATHS[platform]}>
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Stack gap="1">
            <Heading size="md">{t('monitoringSdkFiles.downloads.title', { platform: t(PLATFORM_LABELS[platform]) })}</Heading>
            <Text fontSize="sm" color="fg.muted">
              {t('monitoringSdkFiles.downloads.description')}
            </Text>
          </Stack>
          {rows.length > 0 && (
            <Button colorPalette="blue" size="sm" onClick={() => void download(null)} data-testid={TEST_IDS.sdkDownloadsLatest}>
              {t('monitoringSdkFiles.downloads.latest')}
            </Button>
          )}
        </HStack>
      </Card.Header>
      <Card.Body>
        {!loading && !error && rows.length === 0 ? (
          <Text color="fg.muted" data-testid={TEST_IDS.sdkDownloadsEmpty}>
            {t('monitoringSdkFiles.downloads.empty')}
          </Text>
        ) : (
          <Stack gap="3">
            <ListTable
              loading={loading}
              error={error}
              empty={rows.length === 0}
              emptyText={t('monitoringSdkFiles.downloads.empty')}
              columns={['monitoringSdkFiles.fields.version', 'monitoringSdkFiles.fields.file', 'monitoringSdkFiles.fields.size', 'monitoringSdkFiles.fields.released']}
              actions
            >
              {rows.map((row) => (
                <Table.Row key={row.id} data-testid={TEST_IDS.sdkDownloadsRow} data-version={row.version}>
                  <Table.Cell fontFamily="mono" fontWeight="medium">
                    {row.version}
                  </Table.Cell>
                  <Table.Cell>{row.fileName}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatFileSize(row.size)}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatDateTime(row.createdAt, i18n.language)}</Table.Cell>
                  <RowActions>
                    <RowButton onClick={() => void download(row.id)}>{t('monitoringSdkFiles.download')}</RowButton>
                  </RowActions>
                </Table.Row>
              ))}
            </ListTable>
            <Pager paging={paging} connection={data?.monitorSdkDownloads} />
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
