import { useQuery } from '@apollo/client/react';
import { Alert, Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormStack } from '../../components/form-stack';
import { TEST_IDS } from '../../app/testids';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { Pager } from '../../components/pager';
import { toaster } from '../../components/ui/toaster';
import { AuditOperationLogsDocument, type ActivityType, Failure_AppErrorFragmentDoc } from '../../gql/graphql';
import { readFragment } from '../../lib/read-fragment';
import { errorText } from '../../lib/graphql-result';
import { useKeysetPaging } from '../../lib/use-keyset-paging';
import { activityLabel, FILTERABLE_ACTIVITY_TYPES, RESULTS } from './activity-labels';
import { dateInputValue, rangeOf, rangeProblem } from './activity-range';
import { ActivityTable } from './activity-table';
import { downloadActivityCsv } from './export-csv';
import { ErrorAlert } from '../../components/error-alert';

interface Filters {
  from: string;
  to: string;
  activityType: ActivityType | '';
  result: string;
  operator: string;
  ip: string;
}

interface ActivityLogViewProps {
  /** Only this account's rows (customer details → event history). */
  accountId?: string;
  showAccount?: boolean;
}

/** The activity log with its required range, filters, server paging and CSV export. */
export function ActivityLogView({ accountId, showAccount }: ActivityLogViewProps) {
  const { t } = useTranslation();
  const paging = useKeysetPaging(20);
  const [draft, setDraft] = useState<Filters>({ from: dateInputValue(-6), to: dateInputValue(0), activityType: '', result: '', operator: '', ip: '' });
  const [applied, setApplied] = useState<Filters>(draft);
  const [exporting, setExporting] = useState(false);
  const problem = rangeProblem(draft.from, draft.to);
  const range = rangeOf(applied.from, applied.to);

  const filter = {
    from: range?.from.toISOString() ?? '',
    to: range?.to.toISOString() ?? '',
    activityType: applied.activityType || null,
    result: applied.result || null,
    operator: applied.operator.trim() || null,
    ip: applied.ip.trim() || null,
    accountId: accountId ?? null,
  };
  const { data, loading, error } = useQuery(AuditOperationLogsDocument, {
    variables: { filter, ...paging.args },
    skip: !range,
    fetchPolicy: 'cache-and-network',
  });
  const result = data?.operationLogs;
  const connection = result?.__typename === 'QueryOperationLogsSuccess' ? result.data : null;
  const failure = result?.__typename === 'AppError' ? readFragment(Failure_AppErrorFragmentDoc, result).message : error ? errorText(error, t) : null;

  function search(event: FormEvent) {
    event.preventDefault();
    if (problem) return;
    setApplied(draft);
    paging.reset();
  }

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadActivityCsv(filter);
    } catch (exportError) {
      toaster.error({ title: t('audit.exportFailed'), description: exportError instanceof Error ? exportError.message : undefined });
    } finally {
      setExporting(false);
    }
  }

  const set = (key: keyof Filters) => (value: string) => setDraft((current) => ({ ...current, [key]: value }));
  const rangeMessage = problem === 'tooLong' ? t('audit.rangeTooLong') : problem === 'required' ? t('audit.rangeRequired') : null;

  return (
    <Stack gap="4">
      <FormStack onSubmit={search} gap="3" bg="bg" borderWidth="1px" rounded="l3" p="4" data-testid={TEST_IDS.activityFilters}>
        <HStack gap="3" align="end" wrap="wrap">
          <Field.Root w="auto" invalid={problem !== null} required>
            <Field.Label>
              {t('audit.filters.from')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input type="date" w="44" value={draft.from} onChange={(e) => set('from')(e.currentTarget.value)} data-testid={TEST_IDS.activityFrom} />
          </Field.Root>
          <Field.Root w="auto" invalid={problem !== null} required>
            <Field.Label>
              {t('audit.filters.to')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input type="date" w="44" value={draft.to} onChange={(e) => set('to')(e.currentTarget.value)} data-testid={TEST_IDS.activityTo} />
          </Field.Root>
          <SelectField
            w="52"
            label={t('audit.filters.activityType')}
            value={draft.activityType}
            placeholder={t('common.all')}
            options={FILTERABLE_ACTIVITY_TYPES.map((type) => ({ value: type, label: activityLabel(type, t) }))}
            onValueChange={(value) => setDraft((current) => ({ ...current, activityType: value as ActivityType | '' }))}
            testId={TEST_IDS.activityType}
          />
          <SelectField
            w="36"
            label={t('audit.filters.result')}
            value={draft.result}
            placeholder={t('common.all')}
            options={(Object.keys(RESULTS) as (keyof typeof RESULTS)[]).map((value) => ({ value, label: t(RESULTS[value]) }))}
            onValueChange={set('result')}
            testId={TEST_IDS.activityResult}
          />
          <TextField fieldW="44" label={t('audit.filters.operator')} value={draft.operator} onValueChange={set('operator')} testId={TEST_IDS.activityOperator} />
          <TextField fieldW="40" label={t('audit.filters.ip')} value={draft.ip} onValueChange={set('ip')} testId={TEST_IDS.activityIp} />
          <HStack gap="2">
            <Button type="submit" colorPalette="blue" disabled={problem !== null} data-testid={TEST_IDS.activitySearch}>
              {t('common.search')}
            </Button>
            <Button variant="outline" loading={exporting} disabled={!range} onClick={() => void exportCsv()} data-testid={TEST_IDS.activityExport}>
              {t('audit.export')}
            </Button>
          </HStack>
        </HStack>
        {rangeMessage && (
          <Alert.Root status="error" size="sm" data-testid={TEST_IDS.activityRangeError}>
            <Alert.Indicator />
            <Alert.Title>{rangeMessage}</Alert.Title>
          </Alert.Root>
        )}
      </FormStack>
      <ErrorAlert message={failure} />
      <ActivityTable rows={connection?.edges.map((edge) => edge.node) ?? []} showAccount={showAccount} loading={loading} />
      <Pager paging={paging} connection={connection} />
    </Stack>
  );
}
