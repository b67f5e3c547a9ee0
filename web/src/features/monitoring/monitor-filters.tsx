import { useQuery } from '@apollo/client/react';
import { Box, Button, HStack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { AccountSelector, useManagedAccount } from '../../components/account-selector';
import { CheckField } from '../../components/check-field';
import { FormStack } from '../../components/form-stack';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { MonitoringAppChoicesDocument, MonitoringAppGroupChoicesDocument } from '../../gql/graphql';
import { useKeysetPaging } from '../../lib/use-keyset-paging';
import { EVENT_KINDS, kindLabel, LEVEL_LABELS, LEVELS, PERIOD_LABELS, PERIODS, PLATFORM_LABELS } from './monitoring-labels';

export interface MonitorFilterValues {
  appId: string;
  /** An app group: narrows to its member apps. */
  groupId: string;
  riskLevel: string;
  kind: string;
  period: string;
  search: string;
  riskyOnly: boolean;
  /** Whether the event list shows heartbeats (off: they would bury the threats). */
  heartbeats: boolean;
}

export const EMPTY_MONITOR_FILTERS: MonitorFilterValues = { appId: '', groupId: '', riskLevel: '', kind: '', period: '', search: '', riskyOnly: true, heartbeats: false };

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

type FilterField = 'app' | 'group' | 'riskLevel' | 'kind' | 'period' | 'search' | 'riskyOnly' | 'heartbeats';

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

/** The yes/no filters: the field, its label and its test id. */
const CHECKS = [
  ['riskyOnly', 'monitoring.filters.riskyOnly', TEST_IDS.monitorFilterRiskyOnly],
  ['heartbeats', 'monitoring.filters.heartbeats', TEST_IDS.monitorFilterHeartbeats],
] as const;

/** The filters of the monitoring lists: app, app group, risk level, threat type, period, search. Selects apply at once. */
export function MonitorFilters({ fields, accountId, value, onChange }: MonitorFiltersProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(value.search);
  const apps = useQuery(MonitoringAppChoicesDocument, { variables: { accountId }, skip: !fields.includes('app') });
  const groups = useQuery(MonitoringAppGroupChoicesDocument, { variables: { accountId }, skip: !fields.includes('group') });
  const has = (field: FilterField) => fields.includes(field);
  const set = (key: keyof MonitorFilterValues) => (next: string | boolean) => onChange({ ...value, [key]: next });
  /** What a filter select takes for `key`: the value applied, a change applied at once, and "All" for no filter. */
  const bind = (key: 'appId' | 'groupId' | 'riskLevel' | 'kind' | 'period') => ({ value: value[key], onValueChange: set(key), placeholder: t('common.all') });
  function submit(event: FormEvent) {
    event.preventDefault();
    onChange({ ...value, search });
  }
  return (
    <FormStack onSubmit={submit} bg="bg" borderWidth="1px" rounded="l3" p="4">
      <HStack gap="3" align="end" wrap="wrap">
        {has('app') && (
          <SelectField
            w="52"
            label={t('monitoring.filters.app')}
            {...bind('appId')}
            options={(apps.data?.monitoredAppChoices ?? []).map((app) => ({ value: app.id, label: `${app.name} (${t(PLATFORM_LABELS[app.platform])})` }))}
            testId={TEST_IDS.monitorFilterApp}
          />
        )}
        {has('group') && (
          <SelectField
            w="44"
            label={t('monitoring.filters.group')}
            {...bind('groupId')}
            options={(groups.data?.monitoredAppGroupChoices ?? []).map((group) => ({ value: group.id, label: group.name }))}
            testId={TEST_IDS.monitorFilterGroup}
          />
        )}
        {has('riskLevel') && (
          <SelectField
            w="36"
            label={t('monitoring.filters.riskLevel')}
            {...bind('riskLevel')}
            options={LEVELS.map((level) => ({ value: level, label: t(LEVEL_LABELS[level]) }))}
            testId={TEST_IDS.monitorFilterLevel}
          />
        )}
        {has('kind') && (
          <SelectField
            w="52"
            label={t('monitoring.filters.kind')}
            {...bind('kind')}
            options={EVENT_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind, t) }))}
            testId={TEST_IDS.monitorFilterKind}
          />
        )}
        {has('period') && (
          <SelectField
            w="40"
            label={t('monitoring.filters.period')}
            {...bind('period')}
            placeholder={t('monitoring.filters.anyPeriod')}
            options={PERIODS.map((period) => ({ value: period, label: t(PERIOD_LABELS[period]) }))}
            testId={TEST_IDS.monitorFilterPeriod}
          />
        )}
        {has('search') && (
          <HStack gap="2" align="end">
            <TextField
              fieldW="60"
              label={t('monitoring.filters.search')}
              value={search}
              placeholder={t('monitoring.devices.searchPlaceholder')}
              onValueChange={setSearch}
              testId={TEST_IDS.monitorFilterSearch}
            />
            <Button type="submit" colorPalette="blue">
              {t('common.search')}
            </Button>
          </HStack>
        )}
        {CHECKS.filter(([key]) => has(key)).map(([key, label, testId]) => (
          <Box key={key} pb="2">
            <CheckField checked={value[key]} onCheckedChange={set(key)} testId={testId}>
              {t(label)}
            </CheckField>
          </Box>
        ))}
      </HStack>
    </FormStack>
  );
}
