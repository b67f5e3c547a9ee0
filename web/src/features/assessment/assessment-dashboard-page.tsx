import { useQuery } from '@apollo/client/react';
import { Badge, Box, HStack, SimpleGrid, Stack, Stat, Table, Text } from '@chakra-ui/react';
import { ResponsivePie } from '@nivo/pie';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { PageHeader } from '../../components/page-header';
import { Panel } from '../../components/panel';
import { TrendChart } from '../../components/trend-chart';
import { SelectField } from '../../components/select-field';
import { AssessmentDashboardDocument, type AssessmentPlatform, type AssessmentStatus } from '../../gql/graphql';
import type { TranslationKey } from '../../i18n/i18n';
import { everyDay } from './assessment-platform';
import { STATUS_LABELS } from './job-status';
import { FINDING_LEVEL_COLORS, FINDING_LEVEL_LABELS } from './finding-levels';
import { ErrorAlert } from '../../components/error-alert';
import { MenuGuide } from '../../app/menu-guide';
import { ChartEmpty } from '../../components/chart-empty';
import { ListTable } from '../../components/list-table';
import { prefersReducedMotion } from '../../lib/motion';

/** The trend chart's series: each day's counts and their labels. */
const TREND_LABELS = {
  submitted: 'assessment.dashboard.trend.submitted',
  finished: 'assessment.dashboard.trend.finished',
  failed: 'assessment.dashboard.trend.failed',
} as const satisfies Record<'submitted' | 'finished' | 'failed', TranslationKey>;

const RANGES = [7, 30, 90, 365] as const;
const RISK_COLORS: Record<string, string> = { high: '#e53e3e', medium: '#dd6b20', low: '#d69e2e', none: '#38a169' };
const RISK_LABELS: Record<string, TranslationKey> = {
  high: 'assessment.levels.high',
  medium: 'assessment.levels.medium',
  low: 'assessment.levels.low',
  none: 'assessment.levels.none',
};
const PLATFORM_NAMES: Record<AssessmentPlatform, string> = { ANDROID: 'Android', IOS: 'iOS' };

/** /assessment/dashboard: jobs by status and platform, the trend, risk distribution and top findings. */
export function AssessmentDashboardPage() {
  const { t } = useTranslation();
  const [days, setDays] = useState<number>(30);
  const { data, error } = useQuery(AssessmentDashboardDocument, { variables: { days }, fetchPolicy: 'cache-and-network' });
  const dashboard = data?.assessmentDashboard;
  const statuses = Object.keys(STATUS_LABELS) as AssessmentStatus[];
  const countOf = (status: AssessmentStatus, platform?: AssessmentPlatform) =>
    (dashboard?.counts ?? []).filter((c) => c.status === status && (!platform || c.platform === platform)).reduce((sum, c) => sum + c.count, 0);
  const platforms = [...new Set((dashboard?.counts ?? []).map((c) => c.platform))].sort();
  const trend = dashboard ? everyDay(dashboard.trend, dashboard.days) : [];
  const series = (Object.keys(TREND_LABELS) as (keyof typeof TREND_LABELS)[]).map((key) => ({
    id: t(TREND_LABELS[key]),
    points: trend.map((day) => ({ x: day.day.slice(5), y: day[key] })),
  }));
  const risk = (dashboard?.risk ?? [])
    .filter((r) => r.count > 0)
    .map((r) => ({ id: r.risk, label: t(RISK_LABELS[r.risk] ?? 'assessment.levels.none'), value: r.count, color: RISK_COLORS[r.risk] ?? '#718096' }));

  return (
    <Stack gap="6" data-testid={TEST_IDS.assessmentDashboard}>
      <PageHeader
        description={t('assessment.dashboard.description')}
        actions={
          <Box minW="40">
            <SelectField
              label={t('assessment.dashboard.range')}
              value={String(days)}
              options={RANGES.map((value) => ({ value: String(value), label: t('assessment.dashboard.days', { count: value }) }))}
              onValueChange={(value) => setDays(Number(value))}
            />
          </Box>
        }
      />
      <ErrorAlert error={error} />
      {dashboard && statuses.every((status) => countOf(status) === 0) && (
        <MenuGuide
          title={t('assessment.dashboard.emptyGuide.title')}
          description={t('assessment.dashboard.emptyGuide.description')}
          items={['assessmentAndroid', 'assessmentIos']}
        />
      )}
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
        {statuses.map((status) => (
          <Stat.Root key={status} bg="bg" borderWidth="1px" rounded="l3" p="4" data-testid={`${TEST_IDS.assessmentDashboardCount}-${status.toLowerCase()}`}>
            <Stat.Label>{t(STATUS_LABELS[status])}</Stat.Label>
            <Stat.ValueText>{countOf(status)}</Stat.ValueText>
            <Stat.HelpText>{platforms.map((platform) => `${PLATFORM_NAMES[platform]} ${countOf(status, platform)}`).join(' · ')}</Stat.HelpText>
          </Stat.Root>
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, xl: 3 }} gap="4">
        <Box gridColumn={{ xl: 'span 2' }}>
          <Panel title={t('assessment.dashboard.trendTitle', { count: days })}>
            <TrendChart series={series} empty={t('assessment.dashboard.noJobs')} />
          </Panel>
        </Box>
        <Panel title={t('assessment.dashboard.riskTitle')} testId={TEST_IDS.assessmentDashboardRisk}>
          <Box h="72">
            {risk.length > 0 ? (
              <ResponsivePie
                animate={!prefersReducedMotion()}
                data={risk}
                margin={{ top: 20, right: 20, bottom: 20, left: 20 }}
                innerRadius={0.55}
                padAngle={1}
                colors={(datum) => datum.data.color}
                arcLabelsTextColor="#ffffff"
                enableArcLinkLabels={false}
                legends={[{ anchor: 'bottom', direction: 'row', itemWidth: 70, itemHeight: 16, translateY: 16 }]}
              />
            ) : (
              <ChartEmpty text={t('assessment.dashboard.noFindings')} />
            )}
          </Box>
        </Panel>
      </SimpleGrid>
      <Panel title={t('assessment.dashboard.topFindings')} testId={TEST_IDS.assessmentDashboardTop}>
        <ListTable
          empty={(dashboard?.topFindings ?? []).length === 0}
          emptyText={t('assessment.dashboard.noFindings')}
          columns={['assessment.itemName', 'assessment.hazardLevel', { title: 'assessment.dashboard.jobs', end: true }]}
        >
          {(dashboard?.topFindings ?? []).map((finding) => (
            <Table.Row key={finding.id}>
              <Table.Cell>
                <HStack gap="2">
                  <Text>{finding.title}</Text>
                  <Text fontSize="xs" color="fg.muted" fontFamily="mono" translate="no">
                    {finding.id}
                  </Text>
                </HStack>
              </Table.Cell>
              <Table.Cell>
                <Badge colorPalette={FINDING_LEVEL_COLORS[finding.level]}>{t(FINDING_LEVEL_LABELS[finding.level])}</Badge>
              </Table.Cell>
              <Table.Cell textAlign="end">{finding.jobs}</Table.Cell>
            </Table.Row>
          ))}
        </ListTable>
      </Panel>
    </Stack>
  );
}
