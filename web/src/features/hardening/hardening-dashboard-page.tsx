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
import { SelectField } from '../../components/select-field';
import { HardeningDashboardDocument, HardeningEnginesDocument, HardeningJobUpdatedDocument, type HardeningKind, type HardeningStatus } from '../../gql/graphql';
import { KINDS, KIND_OF_GQL, STATUS_LABELS } from './hardening-kind';

const RANGES = [7, 30, 90, 365] as const;
const STATUSES = Object.keys(STATUS_LABELS) as HardeningStatus[];

/** /hardening/dashboard: jobs by status for each kind the user may use (tabs Android / SDK / iOS / H5), live. */
export function HardeningDashboardPage() {
  const { t } = useTranslation();
  const [days, setDays] = useState<number>(30);
  const { data, error, refetch } = useQuery(HardeningDashboardDocument, { variables: { days }, fetchPolicy: 'cache-and-network' });
  const engines = useQuery(HardeningEnginesDocument);
  useSubscription(HardeningJobUpdatedDocument, { onData: () => void refetch() });
  const kinds = (engines.data?.hardeningEngines ?? []).map((e) => e.kind);
  const [tab, setTab] = useState<HardeningKind | null>(null);
  const current = tab ?? kinds[0] ?? null;
  const countOf = (status: HardeningStatus, kind?: HardeningKind) =>
    (data?.hardeningDashboard.counts ?? []).filter((c) => c.status === status && (!kind || c.kind === kind)).reduce((sum, c) => sum + c.count, 0);
  const totalOf = (kind?: HardeningKind) => STATUSES.reduce((sum, s) => sum + countOf(s, kind), 0);

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
      <SimpleGrid columns={{ base: 2, md: 5 }} gap="4">
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
