import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Field, Grid, HStack, Input, Progress, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { ErrorAlert } from '../../components/error-alert';
import { FormStack } from '../../components/form-stack';
import { ListTable } from '../../components/list-table';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { Panel } from '../../components/panel';
import { toaster } from '../../components/ui/toaster';
import {
  DiskCleanNowDocument,
  DiskCleanRunsDocument,
  DiskForm_DiskSettingsFragmentDoc,
  DiskPageDocument,
  DiskUpdateSettingsDocument,
  type DiskCleanRunsQuery,
  type DiskUsageKind,
} from '../../gql/graphql';
import type { TranslationKey } from '../../i18n/i18n';
import { formatDate, formatDateTime } from '../../lib/format';
import { errorText, unwrap } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import { useKeysetPaging } from '../../lib/use-keyset-paging';
import { formatBytes, validateDisk, type DiskErrors, type DiskValues } from './disk-values';

const KIND_LABELS: Record<DiskUsageKind, TranslationKey> = {
  uploads: 'disk.kinds.uploads',
  reports: 'disk.kinds.reports',
  hardened: 'disk.kinds.hardened',
  events: 'disk.kinds.events',
};

const STATUS_COLOURS: Record<string, string> = { running: 'blue', finished: 'green', failed: 'red' };
const STATUS_LABELS: Record<string, TranslationKey> = { running: 'disk.status.running', finished: 'disk.status.finished', failed: 'disk.status.failed' };

type Run = DiskCleanRunsQuery['diskCleanRuns']['edges'][number]['node'];

/** What a run removed, in a few words: events, jobs, files, reports, tokens, sign-ups, mails. */
function removedText(run: Run, t: TFunction): string {
  const c = run.counts;
  const parts: string[] = [];
  if (c.events) parts.push(t('disk.counts.events', { count: c.events }));
  const jobs = c.assessments + c.hardeningJobs + c.otherJobs;
  if (jobs) parts.push(t('disk.counts.jobs', { count: jobs }));
  if (c.files) parts.push(t('disk.counts.files', { count: c.files }));
  if (c.monitorReports) parts.push(t('disk.counts.reports', { count: c.monitorReports }));
  if (c.tokens) parts.push(t('disk.counts.tokens', { count: c.tokens }));
  if (c.signups) parts.push(t('disk.counts.signups', { count: c.signups }));
  if (c.mails) parts.push(t('disk.counts.mails', { count: c.mails }));
  return parts.length ? parts.join(', ') : t('disk.counts.nothing');
}

function NumberInput({
  testId,
  label,
  unit,
  helper,
  value,
  error,
  onChange,
}: {
  testId: string;
  label: string;
  unit: string;
  helper: string;
  value: number;
  error?: string;
  onChange(value: number): void;
}) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <HStack gap="2">
        <Input
          type="number"
          w="28"
          value={Number.isNaN(value) ? '' : String(value)}
          onChange={(event) => onChange(event.currentTarget.value === '' ? Number.NaN : Number(event.currentTarget.value))}
          data-testid={testId}
        />
        <Text color="fg.muted">{unit}</Text>
      </HStack>
      {!error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText data-testid={`${testId}-error`}>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

function SettingsForm({ initial, cutoff, nextRunAt, onSaved }: { initial: DiskValues; cutoff: string; nextRunAt: string | null; onSaved(): void }) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<DiskErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [save] = useMutation(DiskUpdateSettingsDocument);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateDisk(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setServerError(null);
    try {
      unwrap((await save({ variables: { input: values } })).data?.updateDiskSettings);
      toaster.success({ title: t('common.saved') });
      onSaved();
    } catch (failure) {
      setServerError(errorText(failure, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormStack onSubmit={submit} gap="4" data-testid={TEST_IDS.diskForm}>
      <ErrorAlert message={serverError} testId={TEST_IDS.formError} />
      <HStack gap="6" align="start" wrap="wrap">
        <Box>
          <NumberInput
            testId={TEST_IDS.diskKeepMonths}
            label={t('disk.fields.keepMonths')}
            unit={t('disk.units.months')}
            helper={t('disk.help.keepMonths')}
            value={values.keepMonths}
            error={errors.keepMonths ? t(errors.keepMonths) : undefined}
            onChange={(keepMonths) => setValues((v) => ({ ...v, keepMonths }))}
          />
        </Box>
        <Box>
          <NumberInput
            testId={TEST_IDS.diskCleanInterval}
            label={t('disk.fields.cleanIntervalHours')}
            unit={t('disk.units.hours')}
            helper={t('disk.help.cleanIntervalHours')}
            value={values.cleanIntervalHours}
            error={errors.cleanIntervalHours ? t(errors.cleanIntervalHours) : undefined}
            onChange={(cleanIntervalHours) => setValues((v) => ({ ...v, cleanIntervalHours }))}
          />
        </Box>
      </HStack>
      <Stack gap="1" color="fg.muted" fontSize="sm">
        <Text data-testid={TEST_IDS.diskCutoff} data-cutoff={cutoff}>
          {t('disk.cutoff', { date: formatDate(cutoff, i18n.language) })}
        </Text>
        {nextRunAt && <Text>{t('disk.nextRun', { date: formatDateTime(nextRunAt, i18n.language) })}</Text>}
      </Stack>
      <HStack justify="end">
        <Button type="submit" colorPalette="blue" loading={busy} data-testid={TEST_IDS.formSubmit}>
          {t('common.save')}
        </Button>
      </HStack>
    </FormStack>
  );
}

function CleanRuns({ refreshKey }: { refreshKey: number }) {
  const { t, i18n } = useTranslation();
  const paging = useKeysetPaging(10);
  const { data, loading, error } = useQuery(DiskCleanRunsDocument, {
    variables: paging.args,
    fetchPolicy: 'cache-and-network',
    // Refreshes while a run is in progress, and after "Clean now".
    pollInterval: 3000,
    context: { refreshKey },
  });
  const runs = data?.diskCleanRuns.edges.map((edge) => edge.node) ?? [];
  return (
    <Stack gap="3">
      <ListTable
        testId={TEST_IDS.diskRunsTable}
        loading={loading && !data}
        error={error}
        empty={runs.length === 0}
        emptyText={t('disk.noRuns')}
        columns={['disk.fields.startedAt', 'disk.fields.trigger', 'common.status', 'disk.fields.cutoffShort', 'disk.fields.removed', 'disk.fields.freed']}
      >
        {runs.map((run) => (
          <Table.Row key={run.id} data-testid={TEST_IDS.diskRunRow} data-status={run.status} data-events={run.counts.events} data-freed={run.freedBytes}>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(run.startedAt, i18n.language)}</Table.Cell>
            <Table.Cell>{run.trigger === 'manual' ? t('disk.trigger.manual', { user: run.requestedBy ?? '' }) : t('disk.trigger.schedule')}</Table.Cell>
            <Table.Cell>
              <Badge colorPalette={STATUS_COLOURS[run.status] ?? 'gray'} title={run.error ?? undefined}>
                {STATUS_LABELS[run.status] ? t(STATUS_LABELS[run.status]) : run.status}
              </Badge>
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatDate(run.cutoff, i18n.language)}</Table.Cell>
            <Table.Cell>{removedText(run, t)}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatBytes(run.freedBytes)}</Table.Cell>
          </Table.Row>
        ))}
      </ListTable>
      <Pager paging={paging} connection={data?.diskCleanRuns} />
    </Stack>
  );
}

/** /manage/systemmanage/diskManage: retention settings, usage by kind and the clean runs. */
export function DiskPage() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(DiskPageDocument, { fetchPolicy: 'network-only' });
  const [clean, { loading: cleaning }] = useMutation(DiskCleanNowDocument, { refetchQueries: [DiskCleanRunsDocument, DiskPageDocument] });
  const [refreshKey, setRefreshKey] = useState(0);
  const settings = data ? readFragment(DiskForm_DiskSettingsFragmentDoc, data.diskSettings) : null;
  const usage = data?.diskUsage;
  const measured = usage?.kinds.reduce((n, k) => n + (k.bytes ?? 0), 0) ?? 0;

  async function cleanNow() {
    try {
      unwrap((await clean()).data?.cleanDiskNow);
      toaster.success({ title: t('disk.cleanQueued') });
      setRefreshKey((k) => k + 1);
    } catch (failure) {
      toaster.error({ title: errorText(failure, t) });
    }
  }

  return (
    <Stack gap="6">
      <PageHeader
        description={t('disk.description')}
        actions={
          settings && (
            <Button colorPalette="blue" variant="outline" loading={cleaning} onClick={() => void cleanNow()} data-testid={TEST_IDS.diskCleanNow}>
              {t('disk.cleanNow')}
            </Button>
          )
        }
      />
      <ErrorAlert error={error} />
      {loading && !data && <Spinner />}
      {settings && usage && (
        <>
          <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="6" alignItems="start">
            <Panel title={t('disk.settingsTitle')}>
              <SettingsForm
                key={`${settings.keepMonths}-${settings.cleanIntervalHours}`}
                initial={{ keepMonths: settings.keepMonths, cleanIntervalHours: settings.cleanIntervalHours }}
                cutoff={settings.cutoff}
                nextRunAt={settings.nextRunAt ?? null}
                onSaved={() => void refetch()}
              />
            </Panel>
            <Panel title={t('disk.usageTitle')}>
              <Table.Root size="sm" data-testid={TEST_IDS.diskUsageTable}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('disk.fields.kind')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('disk.fields.rows')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('disk.fields.size')}</Table.ColumnHeader>
                    <Table.ColumnHeader w="32">{t('disk.fields.share')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {usage.kinds.map((k) => (
                    <Table.Row key={k.kind} data-testid={TEST_IDS.diskUsageRow} data-kind={k.kind} data-rows={k.rows}>
                      <Table.Cell>{t(KIND_LABELS[k.kind])}</Table.Cell>
                      <Table.Cell textAlign="end">{k.rows.toLocaleString()}</Table.Cell>
                      <Table.Cell textAlign="end">{k.bytes === null || k.bytes === undefined ? t('disk.unknown') : formatBytes(k.bytes)}</Table.Cell>
                      <Table.Cell>
                        <Progress.Root size="sm" value={measured > 0 && k.bytes ? Math.round((k.bytes / measured) * 100) : 0} aria-label={t(KIND_LABELS[k.kind])}>
                          <Progress.Track>
                            <Progress.Range />
                          </Progress.Track>
                        </Progress.Root>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
              <Stack gap="1" fontSize="sm" color="fg.muted">
                <Text>
                  {t('disk.database', { size: usage.databaseBytes === null || usage.databaseBytes === undefined ? t('disk.unknown') : formatBytes(usage.databaseBytes) })}
                </Text>
                <Text data-testid={TEST_IDS.diskFree}>
                  {usage.diskFreeBytes === null || usage.diskFreeBytes === undefined || !usage.diskTotalBytes
                    ? t('disk.unknown')
                    : t('disk.free', { free: formatBytes(usage.diskFreeBytes), total: formatBytes(usage.diskTotalBytes) })}
                </Text>
                {usage.fileStore.kind === 'S3' && <Text data-testid={TEST_IDS.diskObjectStore}>{t('disk.objectStore', { bucket: usage.fileStore.bucket })}</Text>}
              </Stack>
            </Panel>
          </Grid>
          <Panel title={t('disk.runsTitle')}>
            <CleanRuns refreshKey={refreshKey} />
          </Panel>
        </>
      )}
    </Stack>
  );
}
