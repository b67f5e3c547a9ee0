import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { TEST_IDS } from '../../app/testids';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { AccountListFilters, useAccountList } from '../../components/list-page';
import { ListTable, RowActions, RowButton } from '../../components/list-table';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { toaster } from '../../components/ui/toaster';
import { MonitoringReportDeleteDocument, MonitoringReportsDocument, ReportRow_MonitoringReportFragmentDoc } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { errorText, unwrap } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import { useCan } from '../../lib/session-store';
import { useConfirmedAction } from '../../lib/use-confirmed-action';
import { withAccount } from '../monitoring/account-link';
import { downloadMonitoringReport } from './report-download';
import { JOB_LIST_PATH, REPORT_LIST_PATH, STATUS_COLORS, STATUS_LABELS } from './report-labels';

const sizeText = (bytes: number | null | undefined) => (bytes === null || bytes === undefined ? '' : bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`);

/**
 * /Monitoring/report/list (all produced reports) and /Monitoring/report/reportList?jobId= (one
 * job's): the period, format, status and size of each report, newest first, with download and
 * delete. Pending reports turn ready as the scheduler's workers finish them.
 */
export function ReportsPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const jobId = params.get('jobId');
  const list = useAccountList();
  const accountId = list.managed.variable;
  const [busy, setBusy] = useState<string | null>(null);
  const canDelete = useCan()('monitor_report_job');
  const { data, loading, error, refetch } = useQuery(MonitoringReportsDocument, {
    variables: { ...list.variables, jobId },
    fetchPolicy: 'cache-and-network',
    // Pending reports finish within moments; the list follows.
    pollInterval: 5_000,
  });
  const [remove] = useMutation(MonitoringReportDeleteDocument);
  const rows = data?.monitoringReports.edges.map((edge) => readFragment(ReportRow_MonitoringReportFragmentDoc, edge.node)) ?? [];
  const pending = useConfirmedAction(
    async ({ id }: { id: string; name: string }) => {
      unwrap((await remove({ variables: { id, accountId } })).data?.deleteMonitoringReport);
      return t('monitoringReports.list.deleted');
    },
    () => refetch(),
  );

  async function download(id: string) {
    setBusy(id);
    try {
      await downloadMonitoringReport(id, accountId);
    } catch (failure) {
      toaster.error({ title: errorText(failure, t) });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Stack gap="6">
      <PageHeader
        description={t(jobId ? 'monitoringReports.list.jobDescription' : 'monitoringReports.list.description')}
        actions={
          <HStack>
            {jobId && (
              <Button asChild variant="outline" size="sm">
                <Link to={withAccount(REPORT_LIST_PATH, accountId)}>{t('monitoringReports.list.allReports')}</Link>
              </Button>
            )}
            <Button asChild variant="outline" size="sm">
              <Link to={withAccount(JOB_LIST_PATH, accountId)}>{t('monitoringReports.list.jobs')}</Link>
            </Button>
          </HStack>
        }
      />
      <HStack gap="3" wrap="wrap" align="end">
        <AccountListFilters list={list} placeholder={t('monitoringReports.jobs.searchPlaceholder')} />
      </HStack>
      <ListTable
        testId={TEST_IDS.reportsTable}
        loading={loading && !data}
        error={error}
        empty={rows.length === 0}
        emptyText={list.variables.search ? t('common.noMatches') : t('monitoringReports.list.empty')}
        columns={[
          'monitoringReports.fields.taskName',
          'monitoringReports.fields.period',
          'monitoringReports.fields.format',
          'common.status',
          'monitoringReports.fields.size',
          'monitoringReports.fields.createdAt',
        ]}
        actions
      >
        {rows.map((row) => (
          <Table.Row key={row.id} data-testid={TEST_IDS.reportsRow} data-name={row.taskName} data-status={row.status}>
            <Table.Cell>
              <Text fontWeight="medium">{row.taskName}</Text>
              <Text fontSize="xs" color="fg.muted">
                {t(row.scheduled ? 'monitoringReports.list.scheduled' : 'monitoringReports.list.manual')}
              </Text>
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap" fontSize="sm">
              <Text>{formatDateTime(row.periodFrom, i18n.language)}</Text>
              <Text>{formatDateTime(row.periodTo, i18n.language)}</Text>
            </Table.Cell>
            <Table.Cell>{row.format}</Table.Cell>
            <Table.Cell>
              <Badge colorPalette={STATUS_COLORS[row.status]} title={row.error ?? undefined}>
                {t(STATUS_LABELS[row.status])}
              </Badge>
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">{sizeText(row.fileSize)}</Table.Cell>
            <Table.Cell whiteSpace="nowrap" fontSize="sm">
              {formatDateTime(row.createdAt, i18n.language)}
            </Table.Cell>
            <RowActions>
              <RowButton onClick={() => void download(row.id)} disabled={row.status !== 'READY' || busy === row.id} testId={TEST_IDS.reportsDownload}>
                {t('monitoringReports.list.download')}
              </RowButton>
              {canDelete && <RowButton remove onClick={() => pending.ask({ id: row.id, name: row.taskName })} />}
            </RowActions>
          </Table.Row>
        ))}
      </ListTable>
      <Pager paging={list.paging} connection={data?.monitoringReports} />
      <ConfirmDialog
        {...pending.dialog}
        title={t('monitoringReports.list.deleteTitle')}
        message={pending.target ? t('monitoringReports.list.deleteMessage', { name: pending.target.name }) : ''}
        confirmLabel={t('common.delete')}
        destructive
      />
    </Stack>
  );
}
