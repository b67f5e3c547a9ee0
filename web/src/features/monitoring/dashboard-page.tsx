import { useQuery } from '@apollo/client/react';
import { HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { ErrorAlert } from '../../components/error-alert';
import { PageHeader } from '../../components/page-header';
import { Panel } from '../../components/panel';
import type { FragmentType } from '../../gql/fragment-masking';
import {
  MonitoringDashboardDocument,
  MonitoringMapDefaultsDocument,
  RiskWindow_MonitoringRiskWindowFragmentDoc,
  TopEntry_MonitoringTopEntryFragmentDoc,
  type MonitoringPeriod,
} from '../../gql/graphql';
import { readFragment } from '../../lib/read-fragment';
import { fillBuckets, type Bucket } from './buckets';
import { Counter } from './counter';
import { LiveBadge } from './live-badge';
import { AccountSelector, useManagedAccount } from '../../components/account-selector';
import { countryName, kindLabel } from './monitoring-labels';
import { EMPTY_MONITOR_FILTERS, MonitorFilters } from './monitor-filters';
import { PeriodSwitch } from './period-switch';
import { RiskWindowCard } from './risk-window-card';
import { ThreatMap } from './threat-map';
import { TopList } from './top-list';
import { TrendChart } from '../../components/trend-chart';
import { useLiveRefresh } from './use-live-refresh';
import { EmptyGuide } from '../../components/empty-guide';
import { useMonitoringGuide } from './monitoring-guide';

const COUNTERS = [
  ['events', 'monitoring.dashboard.counters.events', undefined],
  ['riskEvents', 'monitoring.dashboard.counters.riskEvents', 'red.fg'],
  ['devices', 'monitoring.dashboard.counters.devices', undefined],
  ['riskDevices', 'monitoring.dashboard.counters.riskDevices', 'red.fg'],
  ['high', 'monitoring.dashboard.counters.high', 'red.fg'],
  ['medium', 'monitoring.dashboard.counters.medium', 'orange.fg'],
  ['low', 'monitoring.dashboard.counters.low', 'yellow.fg'],
] as const;

/** A bucket's label: the hour for today, else the day. */
function bucketLabel(at: string, bucket: string, language: string): string {
  const options: Intl.DateTimeFormatOptions = bucket === 'hour' ? { hour: '2-digit', minute: '2-digit' } : { month: 'numeric', day: 'numeric' };
  return new Intl.DateTimeFormat(language, options).format(new Date(at));
}

/** /Monitoring/dashboard: counters, trends, risk windows, top-5 lists and the threat map, kept live. */
export function MonitoringDashboardPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [period, setPeriod] = useState<MonitoringPeriod>('TODAY');
  const managed = useManagedAccount();
  // Only the app group filter applies here; the rest of the shared filter state stays empty.
  const [filters, setFilters] = useState(EMPTY_MONITOR_FILTERS);
  const { data, error, refetch } = useQuery(MonitoringDashboardDocument, {
    variables: { period, groupId: filters.groupId || null, accountId: managed.variable },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  // The threat map's defaults (/Monitoring/mapSet); the system's until they arrive.
  const mapDefaults = useQuery(MonitoringMapDefaultsDocument, { variables: { accountId: managed.variable }, fetchPolicy: 'cache-and-network' }).data?.monitorMapDefaults;
  const live = useLiveRefresh(() => refetch(), managed.variable);
  const dashboard = data?.monitoringDashboard;
  const guide = useMonitoringGuide('monitoring.emptyGuide.dashboard', managed.variable);
  const top = (entries: readonly FragmentType<typeof TopEntry_MonitoringTopEntryFragmentDoc>[] | undefined) =>
    (entries ?? []).map((entry) => readFragment(TopEntry_MonitoringTopEntryFragmentDoc, entry));
  const bucket: Bucket = dashboard?.bucket === 'day' ? 'day' : 'hour';
  const series = dashboard
    ? fillBuckets(dashboard.series, new Date(dashboard.from), new Date(dashboard.to), bucket, (at) => ({
        __typename: 'MonitoringSeriesPoint' as const,
        at,
        events: 0,
        riskEvents: 0,
        riskDevices: 0,
      }))
    : [];
  const x = (at: string) => bucketLabel(at, dashboard?.bucket ?? 'hour', language);

  return (
    <Stack gap="6" data-testid={TEST_IDS.monitorDashboard}>
      <PageHeader
        description={t('monitoring.dashboard.description')}
        actions={
          <HStack gap="3" wrap="wrap">
            <LiveBadge connected={live.connected} updatedAt={live.updatedAt} language={language} />
            <PeriodSwitch value={period} onChange={setPeriod} />
          </HStack>
        }
      />
      <AccountSelector managed={managed} onChoose={() => setFilters(EMPTY_MONITOR_FILTERS)} />
      <MonitorFilters accountId={managed.variable} fields={['group']} value={filters} onChange={setFilters} />
      <ErrorAlert error={error} />
      {dashboard && dashboard.totals.events === 0 && !filters.groupId && <EmptyGuide framed {...guide} />}
      <SimpleGrid columns={{ base: 2, md: 4, xl: 7 }} gap="3">
        {COUNTERS.map(([name, label, color]) => (
          <Counter key={name} name={name} label={t(label)} value={dashboard?.totals[name] ?? 0} color={color} />
        ))}
      </SimpleGrid>
      <Panel title={t('monitoring.dashboard.trend')}>
        <TrendChart
          height="xs"
          empty={t('monitoring.dashboard.noEvents')}
          testId={TEST_IDS.monitorTrend}
          series={[
            { id: t('monitoring.dashboard.counters.events'), color: '#3b82f6', points: series.map((p) => ({ x: x(p.at), y: p.events })) },
            { id: t('monitoring.dashboard.counters.riskEvents'), color: '#ef4444', points: series.map((p) => ({ x: x(p.at), y: p.riskEvents })) },
            { id: t('monitoring.dashboard.counters.riskDevices'), color: '#f59e0b', points: series.map((p) => ({ x: x(p.at), y: p.riskDevices })) },
          ]}
        />
      </Panel>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        {dashboard && (
          <RiskWindowCard
            title={t('monitoring.dashboard.window60')}
            window={readFragment(RiskWindow_MonitoringRiskWindowFragmentDoc, dashboard.window60)}
            testId={TEST_IDS.monitorWindow60}
            language={language}
          />
        )}
        {dashboard && (
          <RiskWindowCard
            title={t('monitoring.dashboard.window10')}
            window={readFragment(RiskWindow_MonitoringRiskWindowFragmentDoc, dashboard.window10)}
            testId={TEST_IDS.monitorWindow10}
            language={language}
          />
        )}
      </SimpleGrid>
      <Panel title={t('monitoring.dashboard.map')}>
        <ThreatMap entries={dashboard?.map ?? []} language={language} defaults={mapDefaults} />
      </Panel>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 5 }} gap="4">
        <TopList name="kinds" title={t('monitoring.dashboard.top.kinds')} entries={top(dashboard?.topKinds).map((e) => ({ ...e, label: kindLabel(e.key, t) }))} />
        <TopList name="apps" title={t('monitoring.dashboard.top.apps')} entries={top(dashboard?.topApps)} />
        <TopList name="models" title={t('monitoring.dashboard.top.models')} entries={top(dashboard?.topModels)} />
        <TopList name="osVersions" title={t('monitoring.dashboard.top.osVersions')} entries={top(dashboard?.topOsVersions)} />
        <TopList
          name="countries"
          title={t('monitoring.dashboard.top.countries')}
          entries={top(dashboard?.topCountries).map((e) => ({ ...e, label: countryName(e.label, language) || e.key }))}
        />
      </SimpleGrid>
    </Stack>
  );
}
