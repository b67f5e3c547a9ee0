import { useQuery } from '@apollo/client/react';
import { Box, Button, Field, HStack, Input } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { AccountSelector, useManagedAccount } from '../../components/account-selector';
import { CheckField } from '../../components/check-field';
import { FormStack } from '../../components/form-stack';
import { SelectField } from '../../components/select-field';
import { MonitoringAppChoicesDocument } from '../../gql/graphql';
import { useKeysetPaging } from '../../lib/use-keyset-paging';
import { EVENT_KINDS, kindLabel, LEVEL_LABELS, LEVELS, PERIOD_LABELS, PERIODS, PLATFORM_LABELS } from './monitoring-labels';

export interface MonitorFilterValues {
  appId: string;
  riskLevel: string;
  kind: string;
  period: string;
  search: string;
  riskyOnly: boolean;
}

export const EMPTY_MONITOR_FILTERS: MonitorFilterValues = { appId: '', riskLevel: '', kind: '', period: '', search: '', riskyOnly: true };

/** The state of a filtered monitoring list: its account, filters and page; a change of either goes back to the first page. */
export function useMonitorList(initial: MonitorFilterValues = EMPTY_MONITOR_FILTERS) {
  const managed = useManagedAccount();
  const paging = useKeysetPaging(20);
  const [filters, setFilters] = useState(initial);
  return {
    managed,
    paging,
    filters,
    filter(next: MonitorFilterValues) {
      setFilters(next);
      paging.reset();
    },
  };
}

export type MonitorList = ReturnType<typeof useMonitorList>;

type FilterField = 'app' | 'riskLevel' | 'kind' | 'period' | 'search' | 'riskyOnly';

interface MonitorFiltersProps {
  fields: readonly FilterField[];
  /** The managed account, whose apps the app filter lists. */
  accountId: string | null;
  value: MonitorFilterValues;
  onChange(value: MonitorFilterValues): void;
}

/** The account selector (system super admins) and the filters above a monitoring list; another account clears the filters. */
export function MonitorListFilters({ list, fields }: { list: MonitorList; fields: readonly FilterField[] }) {
  return (
    <>
      <AccountSelector managed={list.managed} onChoose={() => list.filter(EMPTY_MONITOR_FILTERS)} />
      <MonitorFilters accountId={list.managed.variable} fields={fields} value={list.filters} onChange={list.filter} />
    </>
  );
}

/** The filters of the monitoring lists: app, risk level, threat type, period, search. Selects apply at once. */
export function MonitorFilters({ fields, accountId, value, onChange }: MonitorFiltersProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(value.search);
  const apps = useQuery(MonitoringAppChoicesDocument, { variables: { accountId }, skip: !fields.includes('app') });
  const has = (field: FilterField) => fields.includes(field);
  const set = (key: keyof MonitorFilterValues) => (next: string | boolean) => onChange({ ...value, [key]: next });
  function submit(event: FormEvent) {
    event.preventDefault();
    onChange({ ...value, search });
  }
  return (
    <FormStack onSubmit={submit} bg="bg" borderWidth="1px" rounded="l3" p="4">
      <HStack gap="3" align="end" wrap="wrap">
        {has('app') && (
          <Box w="52">
            <SelectField
              label={t('monitoring.filters.app')}
              value={value.appId}
              placeholder={t('common.all')}
              options={(apps.data?.monitoredApps.edges ?? []).map(({ node }) => ({ value: node.id, label: `${node.name} (${t(PLATFORM_LABELS[node.platform])})` }))}
              onValueChange={set('appId')}
              testId={TEST_IDS.monitorFilterApp}
            />
          </Box>
        )}
        {has('riskLevel') && (
          <Box w="36">
            <SelectField
              label={t('monitoring.filters.riskLevel')}
              value={value.riskLevel}
              placeholder={t('common.all')}
              options={LEVELS.map((level) => ({ value: level, label: t(LEVEL_LABELS[level]) }))}
              onValueChange={set('riskLevel')}
              testId={TEST_IDS.monitorFilterLevel}
            />
          </Box>
        )}
        {has('kind') && (
          <Box w="52">
            <SelectField
              label={t('monitoring.filters.kind')}
              value={value.kind}
              placeholder={t('common.all')}
              options={EVENT_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind, t) }))}
              onValueChange={set('kind')}
              testId={TEST_IDS.monitorFilterKind}
            />
          </Box>
        )}
        {has('period') && (
          <Box w="40">
            <SelectField
              label={t('monitoring.filters.period')}
              value={value.period}
              placeholder={t('monitoring.filters.anyPeriod')}
              options={PERIODS.map((period) => ({ value: period, label: t(PERIOD_LABELS[period]) }))}
              onValueChange={set('period')}
              testId={TEST_IDS.monitorFilterPeriod}
            />
          </Box>
        )}
        {has('search') && (
          <HStack gap="2" align="end">
            <Field.Root w="60">
              <Field.Label>{t('monitoring.filters.search')}</Field.Label>
              <Input
                value={search}
                placeholder={t('monitoring.devices.searchPlaceholder')}
                onChange={(e) => setSearch(e.currentTarget.value)}
                data-testid={TEST_IDS.monitorFilterSearch}
              />
            </Field.Root>
            <Button type="submit" colorPalette="blue">
              {t('common.search')}
            </Button>
          </HStack>
        )}
        {has('riskyOnly') && (
          <Box pb="2">
            <CheckField checked={value.riskyOnly} onCheckedChange={set('riskyOnly')} testId={TEST_IDS.monitorFilterRiskyOnly}>
              {t('monitoring.filters.riskyOnly')}
            </CheckField>
          </Box>
        )}
      </HStack>
    </FormStack>
  );
}
