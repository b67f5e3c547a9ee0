import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TEST_IDS } from '../../app/testids';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { GuideAction } from '../../components/empty-guide';
import { AccountListFilters, useAccountList } from '../../components/list-page';
import { ListTable, RowActions, RowButton } from '../../components/list-table';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { SelectField } from '../../components/select-field';
import { toaster } from '../../components/ui/toaster';
import {
  MonitoringReportJobDeleteDocument,
  MonitoringReportJobRunDocument,
  MonitoringReportJobSetEnabledDocument,
  MonitoringReportJobsDocument,
  ReportJobRow_MonitoringReportJobFragmentDoc,
} from '../../gql/graphql';
import type { TranslationKey } from '../../i18n/i18n';
import { formatDateTime } from '../../lib/format';
import { errorText, unwrap } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import { useConfirmedAction } from '../../lib/use-confirmed-action';
import { withAccount } from '../monitoring/account-link';
import { CYCLE_LABELS, JOB_FORM_PATH, JOB_REPORTS_PATH } from './report-labels';

type Action = 'enable' | 'disable' | 'delete';

const CONFIRM: Record<Action, { title: TranslationKey; message: TranslationKey; label: TranslationKey }> = {
  enable: { title: 'monitoringReports.jobs.confirm.enableTitle', message: 'monitoringReports.jobs.confirm.enableMessage', label: 'common.enable' },
  disable: { title: 'monitoringReports.jobs.confirm.disableTitle', message: 'monitoringReports.jobs.confirm.disableMessage', label: 'common.disable' },
  delete: { title: 'monitoringReports.jobs.confirm.deleteTitle', message: 'monitoringReports.jobs.confirm.deleteMessage', label: 'common.delete' },
};

/**
 * /Monitoring/reportJob/list: the account's report jobs (spec §3 Report job: task name, cycle,
 * start and end time, apps) with their next run, search, status filter and server paging; each
 * row is edited on /Monitoring/report/reportJob, enabled or disabled, run now, deleted, or opens
 * its produced reports on /Monitoring/report/reportList.
 */
export function ReportJobsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const list = useAccountList();
  const accountId = list.managed.variable;
  const [status, setStatus] = useState('');
  const { data, loading, error, refetch } = useQuery(MonitoringReportJobsDocument, {
    variables: { ...list.variables, enabled: status === '' ? null : status === 'enabled' },
    fetchPolicy: 'cache-and-network',
  });
  const [remove] = useMutation(MonitoringReportJobDeleteDocument);
  const [setEnabled] = useMutation(MonitoringReportJobSetEnabledDocument);
  const [run] = useMutation(MonitoringReportJobRunDocument);
  const rows = data?.monitoringReportJobs.edges.map((edge) => readFragment(ReportJobRow_MonitoringReportJobFragmentDoc, edge.node)) ?? [];
  const pending = useConfirmedAction(
    async ({ action, id }: { action: Action; id: string; name: string }) => {
      if (action === 'delete') unwrap((await remove({ variables: { id, accountId } })).data?.deleteMonitoringReportJob);
      else unwrap((await setEnabled({ variables: { id, enabled: action === 'enable', accountId } })).data?.setMonitoringReportJobEnabled);
      return t('monitoringReports.jobs.changed');
    },
    () => refetch(),
  );
  const create = () => navigate(withAccount(JOB_FORM_PATH, accountId));

  async function runNow(id: string) {
    try {
      unwrap((await run({ variables: { id, accountId } })).data?.runMonitoringReportJob);
      toaster.success({ title: t('monitoringReports.jobs.started') });
    } catch (failure) {
      toaster.error({ title: errorText(failure, t) });
    }
  }

  const asked = pending.target ? CONFIRM[pending.target.action] : null;
  const confirmText = asked && pending.target ? { title: t(asked.title), message: t(asked.message, { name: pending.target.name }), label: t(asked.label) } : null;

  return (
    <Stack gap="6">
      <PageHeader
        description={t('monitoringReports.jobs.description')}
        primary={{ label: t('monitoringReports.jobs.create'), onClick: create, testId: TEST_IDS.reportJobsCreate }}
      />
      <HStack gap="3" wrap="wrap" align="end">
        <AccountListFilters list={list} placeholder={t('monitoringReports.jobs.searchPlaceholder')} />
        <SelectField
          w="44"
          label={t('common.status')}
          value={status}
          placeholder={t('common.all')}
          options={[
            { value: 'enabled', label: t('common.enabled') },
            { value: 'disabled', label: t('common.disabled') },
          ]}
          onValueChange={(value) => {
            setStatus(value);
            list.paging.reset();
          }}
        />
      </HStack>
      <ListTable
        testId={TEST_IDS.reportJobsTable}
        loading={loading}
        error={error}
        empty={rows.length === 0}
        emptyText={t('common.noMatches')}
        emptyGuide={
          list.variables.search || status
            ? undefined
            : {
                title: t('monitoringReports.jobs.emptyTitle'),
                description: t('monitoringReports.jobs.emptyDescription'),
                action: <GuideAction label={t('monitoringReports.jobs.create')} onClick={create} />,
              }
        }
        columns={[
          'monitoringReports.fields.taskName',
          'monitoringReports.fields.cycle',
          'monitoringReports.fields.window',
          'monitoringReports.fields.format',
          'monitoringReports.fields.nextRun',
          'common.status',
          'monitoringReports.fields.creator',
        ]}
        actions
      >
        {rows.map((row) => (
          <Table.Row key={row.id} data-testid={TEST_IDS.reportJobsRow} data-name={row.taskName} data-enabled={String(row.enabled)}>
            <Table.Cell>
              <Text fontWeight="medium">{row.taskName}</Text>
              <Text fontSize="xs" color="fg.muted">
                {row.appIds.length ? t('monitoringReports.fields.appCount', { count: row.appIds.length }) : t('monitoringReports.fields.allApps')}
              </Text>
            </Table.Cell>
            <Table.Cell>{t(CYCLE_LABELS[row.cycle])}</Table.Cell>
            <Table.Cell whiteSpace="nowrap" fontSize="sm">
              <Text>{formatDateTime(row.startAt, i18n.language)}</Text>
              <Text>{formatDateTime(row.endAt, i18n.language)}</Text>
              <Text fontSize="xs" color="fg.muted">
                {row.timeZone}
              </Text>
            </Table.Cell>
            <Table.Cell>{row.format}</Table.Cell>
            <Table.Cell whiteSpace="nowrap" fontSize="sm">
              {row.nextRunAt ? formatDateTime(row.nextRunAt, i18n.language) : t('monitoringReports.jobs.finished')}
            </Table.Cell>
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
              <RowButton edit to={withAccount(`${JOB_FORM_PATH}?id=${row.id}`, accountId)} />
              <RowButton to={withAccount(`${JOB_REPORTS_PATH}?jobId=${row.id}`, accountId)} testId={TEST_IDS.reportJobsReports}>
                {t('monitoringReports.jobs.reports')}
              </RowButton>
              <RowButton onClick={() => void runNow(row.id)} testId={TEST_IDS.reportJobsRun}>
                {t('monitoringReports.jobs.runNow')}
              </RowButton>
              <RowButton testId={TEST_IDS.reportJobsToggle} onClick={() => pending.ask({ action: row.enabled ? 'disable' : 'enable', id: row.id, name: row.taskName })}>
                {t(row.enabled ? 'common.disable' : 'common.enable')}
              </RowButton>
              <RowButton remove onClick={() => pending.ask({ action: 'delete', id: row.id, name: row.taskName })} />
            </RowActions>
          </Table.Row>
        ))}
      </ListTable>
      <Pager paging={list.paging} connection={data?.monitoringReportJobs} />
      <ConfirmDialog
        {...pending.dialog}
        title={confirmText?.title ?? ''}
        message={confirmText?.message ?? ''}
        confirmLabel={confirmText?.label ?? ''}
        destructive={pending.target?.action !== 'enable'}
      />
    </Stack>
  );
}
