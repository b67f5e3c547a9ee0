import { useQuery } from '@apollo/client/react';
import { Button, SimpleGrid, Stack, Table } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { TEST_IDS } from '../../app/testids';
import { ErrorAlert } from '../../components/error-alert';
import { ListTable } from '../../components/list-table';
import { PageHeader } from '../../components/page-header';
import { Panel } from '../../components/panel';
import { MonitoringRiskOverviewDocument, TopEntry_MonitoringTopEntryFragmentDoc, type MonitoringPeriod } from '../../gql/graphql';
import { readFragment } from '../../lib/read-fragment';
import { Counter } from './counter';
import { LiveBadge } from './live-badge';
import { MonitorListFilters, useMonitorList } from './monitor-filters';
import { kindLabel, LEVEL_LABELS, LEVELS } from './monitoring-labels';
import { PeriodSwitch } from './period-switch';
import { TopList } from './top-list';
import { useLiveRefresh } from './use-live-refresh';
import { useMonitoringGuide } from './monitoring-guide';

/** /Monitoring/riskOverview: risk events by type and level, by app, and devices by level, for a period. */
export function RiskOverviewPage() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const [period, setPeriod] = useState<MonitoringPeriod>('TODAY');
  const list = useMonitorList();
  const { managed, filters } = list;
  const { data, error, refetch } = useQuery(MonitoringRiskOverviewDocument, {
    variables: { period, appId: filters.appId || null, groupId: filters.groupId || null, accountId: managed.variable },
    fetchPolicy: 'cache-and-network',
  });
  const live = useLiveRefresh(() => refetch(), managed.variable);
  const guide = useMonitoringGuide('monitoring.emptyGuide.dashboard', managed.variable);
  const overview = data?.monitoringRiskOverview;
  const prefix = TEST_IDS.monitorOverview;
  return (
    <Stack gap="6" data-testid={prefix}>
      <PageHeader
        description={t('monitoring.overview.description')}
        actions={
          <>
            <LiveBadge connected={live.connected} updatedAt={live.updatedAt} language={i18n.language} />
            <PeriodSwitch value={period} onChange={setPeriod} />
            <Button asChild size="sm" variant="outline" data-testid={TEST_IDS.riskOverviewLayout}>
              <RouterLink to={`/Monitoring/riskOverviewNew${location.search}`}>{t('monitoring.overviewNew.switchToNew')}</RouterLink>
            </Button>
          </>
        }
      />
      <MonitorListFilters list={list} fields={['app', 'group']} />
      <ErrorAlert error={error} />
      <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="3">
        <Counter testPrefix={prefix} name="events" label={t('monitoring.dashboard.counters.events')} value={overview?.totals.events ?? 0} />
        <Counter testPrefix={prefix} name="riskEvents" label={t('monitoring.dashboard.counters.riskEvents')} value={overview?.totals.riskEvents ?? 0} color="red.fg" />
        <Counter testPrefix={prefix} name="riskDevices" label={t('monitoring.dashboard.counters.riskDevices')} value={overview?.devices.riskDevices ?? 0} color="red.fg" />
        <Counter testPrefix={prefix} name="high" label={t('monitoring.dashboard.counters.high')} value={overview?.totals.high ?? 0} color="red.fg" />
        <Counter testPrefix={prefix} name="medium" label={t('monitoring.dashboard.counters.medium')} value={overview?.totals.medium ?? 0} color="orange.fg" />
        <Counter testPrefix={prefix} name="low" label={t('monitoring.dashboard.counters.low')} value={overview?.totals.low ?? 0} color="yellow.fg" />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
        <Panel title={t('monitoring.overview.kinds')} gridColumn={{ lg: 'span 2' }}>
          <ListTable
            testId={`${prefix}-kinds`}
            empty={overview?.kinds.length === 0}
            emptyGuide={guide}
            columns={[
              'monitoring.events.columns.kind',
              ...(['monitoring.levels.HIGH', 'monitoring.levels.MEDIUM', 'monitoring.levels.LOW', 'monitoring.overview.total'] as const).map((title) => ({ title, end: true })),
            ]}
          >
            {(overview?.kinds ?? []).map((row) => (
              <Table.Row key={row.kind} data-testid={`${prefix}-kind`}>
                <Table.Cell>{kindLabel(row.kind, t)}</Table.Cell>
                <Table.Cell textAlign="end">{row.high}</Table.Cell>
                <Table.Cell textAlign="end">{row.medium}</Table.Cell>
                <Table.Cell textAlign="end">{row.low}</Table.Cell>
                <Table.Cell textAlign="end" fontWeight="medium">
                  {row.total}
                </Table.Cell>
              </Table.Row>
            ))}
          </ListTable>
        </Panel>
        <Stack gap="4">
          <TopList
            name="overview-apps"
            title={t('monitoring.overview.apps')}
            entries={(overview?.apps ?? []).map((entry) => readFragment(TopEntry_MonitoringTopEntryFragmentDoc, entry))}
          />
          <TopList
            name="overview-devices"
            title={t('monitoring.overview.devices')}
            entries={LEVELS.filter((level) => level !== 'NONE').map((level) => ({
              key: level,
              label: t(LEVEL_LABELS[level]),
              value: overview?.devices[level === 'HIGH' ? 'high' : level === 'MEDIUM' ? 'medium' : 'low'] ?? 0,
            }))}
          />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
