import { useQuery } from '@apollo/client/react';
import { Box, Button, Grid, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ResponsiveBar } from '@nivo/bar';
import { ResponsivePie } from '@nivo/pie';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { TEST_IDS } from '../../app/testids';
import { ChartEmpty } from '../../components/chart-empty';
import { EmptyGuide } from '../../components/empty-guide';
import { ErrorAlert } from '../../components/error-alert';
import { PageHeader } from '../../components/page-header';
import { Panel } from '../../components/panel';
import { TrendChart } from '../../components/trend-chart';
import { MonitoringRiskOverviewNewDocument, TopEntry_MonitoringTopEntryFragmentDoc, type MonitoringPeriod, type MonitoringRiskOverviewNewQuery } from '../../gql/graphql';
import { readFragment } from '../../lib/read-fragment';
import { fillBuckets, type Bucket } from './buckets';
import { Counter } from './counter';
import { LiveBadge } from './live-badge';
import { MonitorListFilters, useMonitorList } from './monitor-filters';
import { useMonitoringGuide } from './monitoring-guide';
import { kindLabel, LEVEL_LABELS } from './monitoring-labels';
import { PeriodSwitch } from './period-switch';
import { useLiveRefresh } from './use-live-refresh';
import { prefersReducedMotion } from '../../lib/motion';

type Overview = MonitoringRiskOverviewNewQuery['monitoringRiskOverview'];
type Level = 'high' | 'medium' | 'low';

const LEVELS: readonly Level[] = ['high', 'medium', 'low'];
const LEVEL_KEY = { high: 'HIGH', medium: 'MEDIUM', low: 'LOW' } as const;
/** The level colours as RGB, so a heatmap cell can shade by intensity. */
const LEVEL_RGB: Record<Level, [number, number, number]> = { high: [229, 62, 62], medium: [221, 107, 32], low: [214, 158, 46] };
const rgb = (level: Level, alpha = 1) => `rgba(${LEVEL_RGB[level].join(', ')}, ${alpha})`;

/** A bucket's label: the hour for today, else the day. */
function bucketLabel(at: string, bucket: Bucket, language: string): string {
  const options: Intl.DateTimeFormatOptions = bucket === 'hour' ? { hour: '2-digit', minute: '2-digit' } : { month: 'numeric', day: 'numeric' };
  return new Intl.DateTimeFormat(language, options).format(new Date(at));
}

/**
 * /Monitoring/riskOverviewNew: the newer threat overview. A heatmap of threat kind by risk level,
 * the risk events over the period, risky devices by level and risk events by app, for a period
 * and app, refreshed live as events arrive.
 */
export function RiskOverviewNewPage() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const language = i18n.language;
  const [period, setPeriod] = useState<MonitoringPeriod>('TODAY');
  const list = useMonitorList();
  const { managed, filters } = list;
  const { data, error, refetch } = useQuery(MonitoringRiskOverviewNewDocument, {
    variables: { period, appId: filters.appId || null, groupId: filters.groupId || null, accountId: managed.variable },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const live = useLiveRefresh(() => refetch(), managed.variable);
  const guide = useMonitoringGuide('monitoring.overviewNew.empty', managed.variable);
  const overview = data?.monitoringRiskOverview;
  const prefix = TEST_IDS.riskOverviewNew;
  const quiet = overview !== undefined && overview.totals.riskEvents === 0;

  return (
    <Stack gap="6" data-testid={prefix}>
      <PageHeader
        description={t('monitoring.overviewNew.description')}
        actions={
          <HStack gap="3" wrap="wrap">
            <LiveBadge connected={live.connected} updatedAt={live.updatedAt} language={language} />
            <PeriodSwitch value={period} onChange={setPeriod} />
            <Button asChild size="sm" variant="outline" data-testid={TEST_IDS.riskOverviewLayout}>
              <RouterLink to={`/Monitoring/riskOverview${location.search}`}>{t('monitoring.overviewNew.switchToClassic')}</RouterLink>
            </Button>
          </HStack>
        }
      />
      <MonitorListFilters list={list} fields={['app', 'group']} />
      <ErrorAlert error={error} />
      {quiet && (
        <Box data-testid={TEST_IDS.riskOverviewNewEmpty}>
          <EmptyGuide framed {...guide} />
        </Box>
      )}
      <SimpleGrid columns={{ base: 2, md: 5 }} gap="3">
        <Counter testPrefix={prefix} name="riskEvents" label={t('monitoring.dashboard.counters.riskEvents')} value={overview?.totals.riskEvents ?? 0} color="red.fg" />
        <Counter testPrefix={prefix} name="riskDevices" label={t('monitoring.dashboard.counters.riskDevices')} value={overview?.devices.riskDevices ?? 0} color="red.fg" />
        {LEVELS.map((level) => (
          <Counter key={level} testPrefix={prefix} name={level} label={t(LEVEL_LABELS[LEVEL_KEY[level]])} value={overview?.totals[level] ?? 0} color={rgb(level)} />
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
        <Panel title={t('monitoring.overviewNew.heatmap')} testId={TEST_IDS.riskOverviewNewHeatmap}>
          <KindLevelHeatmap overview={overview} />
        </Panel>
        <Panel title={t('monitoring.overviewNew.trend')}>
          <RiskTrend overview={overview} language={language} />
        </Panel>
        <Panel title={t('monitoring.overviewNew.devices')} testId={TEST_IDS.riskOverviewNewDevices}>
          <DeviceLevels overview={overview} />
        </Panel>
        <Panel title={t('monitoring.overviewNew.apps')}>
          <AppBars overview={overview} />
        </Panel>
      </SimpleGrid>
    </Stack>
  );
}

/** Threat kinds (rows) by risk level (columns), each cell shaded by its share of the largest. */
function KindLevelHeatmap({ overview }: { overview: Overview | undefined }) {
  const { t } = useTranslation();
  const kinds = (overview?.kinds ?? []).filter((k) => k.high + k.medium + k.low > 0);
  if (kinds.length === 0) return <ChartEmpty h="64" text={t('monitoring.overviewNew.noRisk')} />;
  const max = Math.max(1, ...kinds.flatMap((k) => LEVELS.map((level) => k[level])));
  return (
    <Grid templateColumns="minmax(8rem, 1fr) repeat(3, minmax(4.5rem, 7rem))" gap="1" role="table" aria-label={t('monitoring.overviewNew.heatmap')}>
      <Box role="columnheader" />
      {LEVELS.map((level) => (
        <Text key={level} role="columnheader" fontSize="sm" fontWeight="medium" textAlign="center">
          {t(LEVEL_LABELS[LEVEL_KEY[level]])}
        </Text>
      ))}
      {kinds.map((row) => (
        <Box key={row.kind} display="contents" role="row">
          <Text role="rowheader" fontSize="sm" alignSelf="center" truncate title={kindLabel(row.kind, t)}>
            {kindLabel(row.kind, t)}
          </Text>
          {LEVELS.map((level) => {
            const value = row[level];
            const share = value / max;
            return (
              <Box
                key={level}
                role="cell"
                data-testid={`${TEST_IDS.riskOverviewNewHeatmap}-cell`}
                data-kind={row.kind}
                data-level={level}
                data-value={value}
                title={`${kindLabel(row.kind, t)} · ${t(LEVEL_LABELS[LEVEL_KEY[level]])}: ${value}`}
                rounded="l1"
                py="2"
                textAlign="center"
                fontSize="sm"
                fontWeight={value > 0 ? 'semibold' : undefined}
                style={{ backgroundColor: value > 0 ? rgb(level, 0.15 + 0.85 * share) : undefined, color: share > 0.55 ? '#ffffff' : undefined }}
                borderWidth={value > 0 ? undefined : '1px'}
                borderStyle="dashed"
                borderColor="border"
              >
                {value}
              </Box>
            );
          })}
        </Box>
      ))}
    </Grid>
  );
}

/** Risk events and all events per bucket of the period, every bucket drawn (quiet ones as 0). */
function RiskTrend({ overview, language }: { overview: Overview | undefined; language: string }) {
  const { t } = useTranslation();
  const bucket: Bucket = overview?.bucket === 'day' ? 'day' : 'hour';
  const points = overview
    ? fillBuckets(overview.series, new Date(overview.from), new Date(overview.to), bucket, (at) => ({ __typename: 'MonitoringSeriesPoint' as const, at, events: 0, riskEvents: 0 }))
    : [];
  const x = (at: string) => bucketLabel(at, bucket, language);
  return (
    <TrendChart
      height="64"
      empty={t('monitoring.overviewNew.noRisk')}
      testId={TEST_IDS.riskOverviewNewTrend}
      series={[
        { id: t('monitoring.dashboard.counters.riskEvents'), color: '#e53e3e', points: points.map((p) => ({ x: x(p.at), y: p.riskEvents })) },
        { id: t('monitoring.dashboard.counters.events'), color: '#3182ce', points: points.map((p) => ({ x: x(p.at), y: p.events })) },
      ]}
    />
  );
}

/** Risky devices by their level, as a donut with the total in the middle. */
function DeviceLevels({ overview }: { overview: Overview | undefined }) {
  const { t } = useTranslation();
  const data = LEVELS.map((level) => ({ id: level, label: t(LEVEL_LABELS[LEVEL_KEY[level]]), value: overview?.devices[level] ?? 0, color: rgb(level) })).filter((d) => d.value > 0);
  if (data.length === 0) return <ChartEmpty h="64" text={t('monitoring.overviewNew.noRiskDevices')} />;
  return (
    <Box h="64" position="relative" data-chart="devices" data-total={overview?.devices.riskDevices ?? 0}>
      <ResponsivePie
        animate={!prefersReducedMotion()}
        data={data}
        margin={{ top: 16, right: 16, bottom: 36, left: 16 }}
        innerRadius={0.6}
        padAngle={1.5}
        cornerRadius={3}
        colors={(datum) => datum.data.color}
        arcLabelsTextColor="#ffffff"
        enableArcLinkLabels={false}
        legends={[{ anchor: 'bottom', direction: 'row', itemWidth: 80, itemHeight: 16, translateY: 30 }]}
      />
    </Box>
  );
}

/** Risk events by app, the busiest on top. */
function AppBars({ overview }: { overview: Overview | undefined }) {
  const { t } = useTranslation();
  const apps = (overview?.apps ?? []).map((entry) => readFragment(TopEntry_MonitoringTopEntryFragmentDoc, entry)).slice(0, 10);
  if (apps.length === 0) return <ChartEmpty h="64" text={t('monitoring.overviewNew.noRisk')} />;
  const label = t('monitoring.dashboard.counters.riskEvents');
  const data = [...apps].reverse().map((app) => ({ app: app.label, [label]: app.value }));
  return (
    <Box h="64" data-chart="apps" data-apps={apps.map((a) => a.label).join('|')}>
      <ResponsiveBar
        animate={!prefersReducedMotion()}
        data={data}
        keys={[label]}
        indexBy="app"
        layout="horizontal"
        margin={{ top: 8, right: 24, bottom: 32, left: 120 }}
        padding={0.35}
        colors={['#e53e3e']}
        borderRadius={3}
        enableGridY={false}
        enableGridX
        axisLeft={{ tickSize: 0, tickPadding: 8, format: (v: string | number) => (String(v).length > 16 ? `${String(v).slice(0, 15)}…` : String(v)) }}
        axisBottom={{ tickSize: 0, tickPadding: 6, format: (v: number) => (Number.isInteger(v) ? String(v) : '') }}
        labelTextColor="#ffffff"
        role="img"
        ariaLabel={t('monitoring.overviewNew.apps')}
      />
    </Box>
  );
}
