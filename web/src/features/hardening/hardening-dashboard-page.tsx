import { useQuery, useSubscription } from '@apollo/client/react';
import { Box, SimpleGrid, Stack, Stat, Table, Tabs } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { TEST_IDS } from '../../app/testids';
import { ErrorAlert } from '../../components/error-alert';
import { ListTable } from '../../components/list-table';
import { PageHeader } from '../../components/page-header';
import { Panel } from '../../components/panel';
import { TrendChart } from '../../components/trend-chart';
import { SelectField } from '../../components/select-field';
import {
  AssessmentDashboardDocument,
  HardeningDashboardDocument,
  HardeningEnginesDocument,
  HardeningJobUpdatedDocument,
  type HardeningKind,
  type HardeningStatus,
} from '../../gql/graphql';
import { useCan } from '../../lib/session-store';
import { everyDay } from '../assessment/assessment-platform';
import { KINDS, KIND_OF_GQL, STATUS_LABELS } from './hardening-kind';
import { MenuGuide } from '../../app/menu-guide';
import { PRODUCT_LABELS } from '../subscriptions/subscription-labels';

const RANGES = [7, 30, 90, 365] as const;
const STATUSES = Object.keys(STATUS_LABELS) as HardeningStatus[];

/**
 * /hardening/dashboard: jobs by status, the daily trend, jobs per month (what subscriptions
 * count), the assessment count beside them, and a tab per kind the user may use — live.
 */
export function HardeningDashboardPage() {
  const { t } = useTranslation();
  const can = useCan();
  const [days, setDays] = useState<number>(30);
  const { data, error, refetch } = useQuery(HardeningDashboardDocument, { variables: { days }, fetchPolicy: 'cache-and-network' });
  const engines = useQuery(HardeningEnginesDocument);
  const readsAssessments = can('apk_analysis|ipa_analysis');
  const assessments = useQuery(AssessmentDashboardDocument, { variables: { days }, skip: !readsAssessments });
  useSubscription(HardeningJobUpdatedDocument, { onData: () => void refetch() });
  const kinds = (engines.data?.hardeningEngines ?? []).map((e) => e.kind);
  const [tab, setTab] = useState<HardeningKind | null>(null);
  const current = tab ?? kinds[0] ?? null;
  const dashboard = data?.hardeningDashboard;
  const countOf = (status: HardeningStatus, kind?: HardeningKind) =>
    (dashboard?.counts ?? []).filter((c) => c.status === status && (!kind || c.kind === kind)).reduce((sum, c) => sum + c.count, 0);
  const totalOf = (kind?: HardeningKind) => STATUSES.reduce((sum, s) => sum + countOf(s, kind), 0);
  const assessed = (assessments.data?.assessmentDashboard.counts ?? []).reduce((sum, c) => sum + c.count, 0);
  const trend = dashboard
    ? everyDay(
        dashboard.trend.map((d) => ({ day: d.day, submitted: d.submitted, finished: d.success, failed: d.failure })),
        dashboard.days,
      )
    : [];
  const series = (
    [
      ['submitted', 'hardening.dashboard.submitted'],
      ['finished', 'hardening.status.success'],
      ['failed', 'hardening.status.failure'],
    ] as const
  ).map(([key, label]) => ({ id: t(label), points: trend.map((day) => ({ x: day.day.slice(5), y: day[key] })) }));

  return (
    <Stack gap="6" data-testid={TEST_IDS.hardeningDashboard}>
      <PageHeader
        description={t('hardening.dashboard.description')}
        actions={
          <Box minW="40">
            <SelectField
              label={t('hardening.dashboard.range')}
              value={String(days)}
              options={RANGES.map((d) => ({ value: String(d), label: t('hardening.dashboard.lastDays', { count: d }) }))}
              onValueChange={(v) => setDays(Number(v))}
            />
          </Box>
        }
      />
      <ErrorAlert error={error} />
      {dashboard && totalOf() === 0 && (
        <MenuGuide
          title={t('hardening.dashboard.emptyGuide.title')}
          description={t('hardening.dashboard.emptyGuide.description')}
          items={['hardeningAndroid', 'hardeningSdk', 'hardeningIos', 'hardeningH5']}
        />
      )}
      <SimpleGrid columns={{ base: 2, md: readsAssessments ? 6 : 5 }} gap="4">
        <Stat.Root borderWidth="1px" rounded="l3" p="4" bg="bg" data-testid={TEST_IDS.hardeningDashboardCount} data-status="total">
          <Stat.Label>{t('hardening.dashboard.total')}</Stat.Label>
          <Stat.ValueText>{totalOf()}</Stat.ValueText>
        </Stat.Root>
        {STATUSES.map((status) => (
          <Stat.Root key={status} borderWidth="1px" rounded="l3" p="4" bg="bg" data-testid={TEST_IDS.hardeningDashboardCount} data-status={status.toLowerCase()}>
            <Stat.Label>{t(STATUS_LABELS[status])}</Stat.Label>
            <Stat.ValueText>{countOf(status)}</Stat.ValueText>
          </Stat.Root>
        ))}
        {readsAssessments && (
          <Stat.Root borderWidth="1px" rounded="l3" p="4" bg="bg" data-testid={TEST_IDS.hardeningDashboardCount} data-status="assessments">
            <Stat.Label>{t('hardening.dashboard.assessments')}</Stat.Label>
            <Stat.ValueText>{assessed}</Stat.ValueText>
          </Stat.Root>
        )}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, xl: 3 }} gap="4">
        <Box gridColumn={{ xl: 'span 2' }}>
          <Panel title={t('hardening.dashboard.trendTitle', { count: days })}>
            <TrendChart series={series} empty={t('hardening.dashboard.noJobs')} />
          </Panel>
        </Box>
        <Panel title={t('hardening.dashboard.billing')} testId={TEST_IDS.hardeningBilling}>
          {/* The billing history reads the account's subscriptions: each month, each hardening product's quota and jobs. */}
          <ListTable
            columns={['hardening.dashboard.month', 'subscriptions.fields.product', 'hardening.dashboard.jobs', 'subscriptions.fields.quota']}
            empty={(dashboard?.billing ?? []).length === 0}
            emptyText={t('hardening.dashboard.noJobs')}
          >
            {(dashboard?.billing ?? []).map((b) => (
              <Table.Row key={`${b.month}-${b.subscriptionId}`} data-product={b.product} data-month={b.month}>
                <Table.Cell>{b.month}</Table.Cell>
                <Table.Cell>{t(PRODUCT_LABELS[b.product])}</Table.Cell>
                <Table.Cell>{b.quota ? t('hardening.dashboard.billingUsed', { used: b.used, quota: b.quota }) : b.used}</Table.Cell>
                <Table.Cell>{b.quota ?? t('subscriptions.unlimited')}</Table.Cell>
              </Table.Row>
            ))}
          </ListTable>
        </Panel>
      </SimpleGrid>
      {current && (
        <Panel title={t('hardening.dashboard.byKind')}>
          <Tabs.Root value={current} onValueChange={(e) => setTab(e.value as HardeningKind)}>
            <Tabs.List>
              {kinds.map((kind) => (
                <Tabs.Trigger key={kind} value={kind}>
                  {t(KINDS[KIND_OF_GQL[kind]].label)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {kinds.map((kind) => (
              <Tabs.Content key={kind} value={kind}>
                <ListTable columns={['common.status', 'hardening.dashboard.jobs']} empty={false}>
                  {STATUSES.map((status) => (
                    <Table.Row key={status}>
                      <Table.Cell>{t(STATUS_LABELS[status])}</Table.Cell>
                      <Table.Cell>{countOf(status, kind)}</Table.Cell>
                    </Table.Row>
                  ))}
                </ListTable>
                <Box mt="3">
                  <RouterLink to={KINDS[KIND_OF_GQL[kind]].jobsPath}>{t('hardening.dashboard.openJobs')}</RouterLink>
                </Box>
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </Panel>
      )}
    </Stack>
  );
}
