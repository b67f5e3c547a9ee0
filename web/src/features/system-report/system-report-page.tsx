import { useQuery } from '@apollo/client/react';
import { Alert, Box, Button, ButtonGroup, Field, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { ResponsiveBar } from '@nivo/bar';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { ChartEmpty } from '../../components/chart-empty';
import { FormStack } from '../../components/form-stack';
import { ListTable } from '../../components/list-table';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { Panel } from '../../components/panel';
import { SortHeader, type SortState } from '../../components/sort-header';
import { TextField } from '../../components/text-field';
import { toaster } from '../../components/ui/toaster';
import {
  SystemUsageReportDocument,
  UsageFigures_SystemUsageRowFragmentDoc,
  type SystemUsageReportQuery,
  type SystemUsageSort,
  type UsageFigures_SystemUsageRowFragment,
} from '../../gql/graphql';
import type { TranslationKey } from '../../i18n/i18n';
import { downloadWithToken } from '../../lib/download';
import { readFragment } from '../../lib/read-fragment';
import { useSession } from '../../lib/session-store';
import { useKeysetPaging } from '../../lib/use-keyset-paging';
import { bytesText, periodOf, periodProblem, presetDates, type PeriodPreset } from './report-period';
import { prefersReducedMotion } from '../../lib/motion';

type Totals = SystemUsageReportQuery['systemUsageTotals'];
type Figure = Exclude<keyof Totals, '__typename'>;

/** The figure columns in the order of the server's exports, with their headings and sort fields. */
const COLUMNS: ReadonlyArray<{ figure: Figure; sort: SystemUsageSort; label: TranslationKey }> = [
  { figure: 'androidAssessments', sort: 'ANDROID_ASSESSMENTS', label: 'systemReport.columns.androidAssessments' },
  { figure: 'iosAssessments', sort: 'IOS_ASSESSMENTS', label: 'systemReport.columns.iosAssessments' },
  { figure: 'hardeningAndroid', sort: 'HARDENING_ANDROID', label: 'systemReport.columns.hardeningAndroid' },
  { figure: 'hardeningAndroidSdk', sort: 'HARDENING_ANDROID_SDK', label: 'systemReport.columns.hardeningAndroidSdk' },
  { figure: 'hardeningIos', sort: 'HARDENING_IOS', label: 'systemReport.columns.hardeningIos' },
  { figure: 'hardeningH5', sort: 'HARDENING_H5', label: 'systemReport.columns.hardeningH5' },
  { figure: 'monitoredApps', sort: 'MONITORED_APPS', label: 'systemReport.columns.monitoredApps' },
  { figure: 'devices', sort: 'DEVICES', label: 'systemReport.columns.devices' },
  { figure: 'events', sort: 'EVENTS', label: 'systemReport.columns.events' },
  { figure: 'storageBytes', sort: 'STORAGE_BYTES', label: 'systemReport.columns.storage' },
];

const PRESETS: ReadonlyArray<{ preset: PeriodPreset; label: TranslationKey }> = [
  { preset: 'thisMonth', label: 'systemReport.presets.thisMonth' },
  { preset: 'lastMonth', label: 'systemReport.presets.lastMonth' },
  { preset: 'last90Days', label: 'systemReport.presets.last90Days' },
  { preset: 'custom', label: 'systemReport.presets.custom' },
];

interface Filters {
  from: string;
  to: string;
  search: string;
}

const figureText = (figure: Figure, value: number, language: string) => (figure === 'storageBytes' ? bytesText(value) : value.toLocaleString(language));

type Row = UsageFigures_SystemUsageRowFragment;

/** Assessment and hardening jobs of the accounts on the page, side by side. */
function JobsChart({ rows }: { rows: readonly Row[] }) {
  const { t } = useTranslation();
  const assessments = t('systemReport.chart.assessments');
  const hardening = t('systemReport.chart.hardening');
  const data = rows.map((row) => ({
    account: row.accountName,
    [assessments]: row.androidAssessments + row.iosAssessments,
    [hardening]: row.hardeningAndroid + row.hardeningAndroidSdk + row.hardeningIos + row.hardeningH5,
  }));
  const empty = data.every((d) => (d[assessments] as number) + (d[hardening] as number) === 0);
  return (
    <Box h="64" data-testid={TEST_IDS.systemReportChart} data-accounts={rows.length}>
      {empty ? (
        <ChartEmpty text={t('systemReport.chartEmpty')} />
      ) : (
        <ResponsiveBar
          animate={!prefersReducedMotion()}
          data={data}
          keys={[assessments, hardening]}
          indexBy="account"
          groupMode="grouped"
          margin={{ top: 8, right: 140, bottom: 48, left: 48 }}
          padding={0.3}
          colors={['#3182ce', '#38a169']}
          borderRadius={2}
          axisBottom={{ tickSize: 0, tickPadding: 8, format: (v: string | number) => (String(v).length > 14 ? `${String(v).slice(0, 13)}…` : String(v)) }}
          axisLeft={{ tickSize: 0, tickPadding: 6, format: (v: number) => (Number.isInteger(v) ? String(v) : '') }}
          labelTextColor="#ffffff"
          legends={[{ dataFrom: 'keys', anchor: 'right', direction: 'column', translateX: 130, itemWidth: 120, itemHeight: 20, symbolSize: 12 }]}
          role="img"
          ariaLabel={t('systemReport.chartTitle')}
        />
      )}
    </Box>
  );
}

/**
 * /manage/systemmanage/report: usage per account over a chosen period, with a chart, the table
 * (server paged and sorted) and CSV and PDF exports. System super admins see every account;
 * anybody else with the permission sees their own.
 */
export function SystemReportPage() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const paging = useKeysetPaging(20);
  const [preset, setPreset] = useState<PeriodPreset>('thisMonth');
  const [draft, setDraft] = useState<Filters>({ ...presetDates('thisMonth'), search: '' });
  const [applied, setApplied] = useState<Filters>(draft);
  const [sort, setSort] = useState<SortState<SystemUsageSort>>({ field: 'ACCOUNT_NAME', direction: 'ASC' });
  const [exporting, setExporting] = useState<'csv' | 'pdf' | null>(null);
  const problem = periodProblem(draft.from, draft.to);
  const period = periodOf(applied.from, applied.to);
  const variables = {
    from: period?.from.toISOString() ?? '',
    to: period?.to.toISOString() ?? '',
    search: applied.search.trim() || null,
  };
  const { data, loading, error } = useQuery(SystemUsageReportDocument, {
    variables: { ...variables, sort: sort.field, direction: sort.direction, ...paging.args },
    skip: !period,
    fetchPolicy: 'cache-and-network',
  });
  const rows = data?.systemUsageReport.edges.map((edge) => readFragment(UsageFigures_SystemUsageRowFragmentDoc, edge.node)) ?? [];
  const totals = data?.systemUsageTotals;

  function choosePreset(next: PeriodPreset) {
    setPreset(next);
    if (next === 'custom') return;
    const dates = presetDates(next);
    setDraft((current) => ({ ...current, ...dates }));
    setApplied((current) => ({ ...current, ...dates }));
    paging.reset();
  }

  function show(event: FormEvent) {
    event.preventDefault();
    if (problem) return;
    setApplied(draft);
    paging.reset();
  }

  function sortBy(field: SystemUsageSort) {
    // The same column again reverses it; a new figure starts with the largest, names from A.
    setSort((current) =>
      current.field === field ? { field, direction: current.direction === 'ASC' ? 'DESC' : 'ASC' } : { field, direction: field === 'ACCOUNT_NAME' ? 'ASC' : 'DESC' },
    );
    paging.reset();
  }

  async function exportAs(format: 'csv' | 'pdf') {
    if (!period) return;
    setExporting(format);
    const query = new URLSearchParams({ from: variables.from, to: variables.to, ...(variables.search ? { search: variables.search } : {}) });
    try {
      await downloadWithToken(
        `/api/system/report/export/${format}?${query.toString()}`,
        (response) => (response.headers.get('content-disposition') ?? '').startsWith('attachment'),
        `usage-report.${format}`,
      );
    } catch (exportError) {
      toaster.error({ title: t('systemReport.exportFailed'), description: exportError instanceof Error ? exportError.message : undefined });
    } finally {
      setExporting(null);
    }
  }

  const setDate = (key: 'from' | 'to') => (value: string) => {
    setPreset('custom');
    setDraft((current) => ({ ...current, [key]: value }));
  };
  const rangeMessage = problem === 'tooLong' ? t('systemReport.rangeTooLong') : problem === 'required' ? t('systemReport.rangeRequired') : null;

  return (
    <Stack gap="6">
      <PageHeader
        description={user?.isSystemAdmin ? t('systemReport.description') : `${t('systemReport.description')} ${t('systemReport.ownAccountOnly')}`}
        actions={
          <HStack gap="2">
            <Button variant="outline" loading={exporting === 'csv'} disabled={!period} onClick={() => void exportAs('csv')} data-testid={TEST_IDS.systemReportExportCsv}>
              {t('systemReport.exportCsv')}
            </Button>
            <Button variant="outline" loading={exporting === 'pdf'} disabled={!period} onClick={() => void exportAs('pdf')} data-testid={TEST_IDS.systemReportExportPdf}>
              {t('systemReport.exportPdf')}
            </Button>
          </HStack>
        }
      />
      <FormStack onSubmit={show} gap="3" bg="bg" borderWidth="1px" rounded="l3" p="4">
        <Stack gap="1">
          <Text fontSize="sm" fontWeight="medium">
            {t('systemReport.period')}
          </Text>
          <ButtonGroup size="sm" variant="outline" attached>
            {PRESETS.map(({ preset: value, label }) => (
              <Button
                key={value}
                variant={preset === value ? 'solid' : 'outline'}
                colorPalette={preset === value ? 'blue' : undefined}
                aria-pressed={preset === value}
                onClick={() => choosePreset(value)}
                data-testid={`${TEST_IDS.systemReportPreset}-${value}`}
              >
                {t(label)}
              </Button>
            ))}
          </ButtonGroup>
        </Stack>
        <HStack gap="3" align="end" wrap="wrap">
          <Field.Root w="auto" invalid={problem !== null} required>
            <Field.Label>
              {t('systemReport.from')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input type="date" w="44" value={draft.from} onChange={(e) => setDate('from')(e.currentTarget.value)} data-testid={TEST_IDS.systemReportFrom} />
          </Field.Root>
          <Field.Root w="auto" invalid={problem !== null} required>
            <Field.Label>
              {t('systemReport.to')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input type="date" w="44" value={draft.to} onChange={(e) => setDate('to')(e.currentTarget.value)} data-testid={TEST_IDS.systemReportTo} />
          </Field.Root>
          {user?.isSystemAdmin && (
            <TextField
              fieldW="56"
              label={t('systemReport.search')}
              value={draft.search}
              onValueChange={(search) => setDraft((current) => ({ ...current, search }))}
              testId={TEST_IDS.systemReportSearch}
            />
          )}
          <Button type="submit" colorPalette="blue" disabled={problem !== null} data-testid={TEST_IDS.systemReportApply}>
            {t('systemReport.apply')}
          </Button>
        </HStack>
        {rangeMessage && (
          <Alert.Root status="error" size="sm" data-testid={TEST_IDS.systemReportRangeError}>
            <Alert.Indicator />
            <Alert.Title>{rangeMessage}</Alert.Title>
          </Alert.Root>
        )}
      </FormStack>
      <Panel title={t('systemReport.chartTitle')}>
        <Text fontSize="xs" color="fg.muted" mt="-2">
          {t('systemReport.chartNote')}
        </Text>
        <JobsChart rows={rows} />
      </Panel>
      <Stack gap="3">
        <ListTable
          testId={TEST_IDS.systemReportTable}
          loading={loading}
          error={error}
          empty={rows.length === 0}
          emptyText={t('systemReport.none')}
          columns={[
            <SortHeader key="name" field="ACCOUNT_NAME" label={t('systemReport.columns.account')} sort={sort} onSort={sortBy} testIdPrefix={TEST_IDS.systemReportSort} />,
            ...COLUMNS.map(({ sort: field, label }) => (
              <SortHeader key={field} field={field} label={t(label)} sort={sort} onSort={sortBy} testIdPrefix={TEST_IDS.systemReportSort} />
            )),
          ]}
        >
          {rows.map((row) => (
            <Table.Row key={row.id} data-testid={TEST_IDS.systemReportRow} data-account={row.accountName}>
              <Table.Cell fontWeight="medium" whiteSpace="nowrap">
                {row.accountName}
              </Table.Cell>
              {COLUMNS.map(({ figure }) => (
                <Table.Cell key={figure} textAlign="end" whiteSpace="nowrap" data-figure={figure} data-value={row[figure]}>
                  {figureText(figure, row[figure], i18n.language)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
          {totals && rows.length > 0 && (
            <Table.Row bg="bg.subtle" data-testid={TEST_IDS.systemReportTotals}>
              <Table.Cell fontWeight="semibold">{t('systemReport.total')}</Table.Cell>
              {COLUMNS.map(({ figure }) => (
                <Table.Cell key={figure} textAlign="end" whiteSpace="nowrap" fontWeight="semibold" data-figure={figure} data-value={totals[figure]}>
                  {figureText(figure, totals[figure], i18n.language)}
                </Table.Cell>
              ))}
            </Table.Row>
          )}
        </ListTable>
        <Pager paging={paging} connection={data?.systemUsageReport} />
      </Stack>
    </Stack>
  );
}
