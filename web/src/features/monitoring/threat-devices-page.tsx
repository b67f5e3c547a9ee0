import { useQuery } from '@apollo/client/react';
import { Link as ChakraLink, Stack, Table } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { TEST_IDS } from '../../app/testids';
import { ListTable, RowActions } from '../../components/list-table';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { MonitoringThreatDevicesDocument, ThreatDeviceRow_ThreatDeviceFragmentDoc, type EventRiskLevel, type ThreatDeviceOrderField } from '../../gql/graphql';
import { SortHeader, type SortState } from '../../components/sort-header';
import type { TranslationKey } from '../../i18n/i18n';
import { formatDateTime } from '../../lib/format';
import { readFragment } from '../../lib/read-fragment';
import { LevelBadge } from './level-badge';
import { withAccount } from './account-link';
import { LiveBadge } from './live-badge';
import { EMPTY_MONITOR_FILTERS, MonitorListFilters, useMonitorList } from './monitor-filters';
import { countryName } from './monitoring-labels';
import { useLiveRefresh } from './use-live-refresh';
import { useMonitoringGuide } from './monitoring-guide';
import { DeviceListActions } from '../monitoring-lists/device-actions';

export const DEVICE_PATH = '/Monitoring/threatDevice/detail';

/** /Monitoring/threatDevice/list: devices, the riskiest and then the most recently seen first (or as sorted), with filters, kept live. */
export function ThreatDevicesPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  // ?udid= (from an event) finds that device whatever its level.
  const udid = params.get('udid');
  const list = useMonitorList(udid ? { ...EMPTY_MONITOR_FILTERS, search: udid, riskyOnly: false } : EMPTY_MONITOR_FILTERS);
  const { managed, paging, filters } = list;
  const [sort, setSort] = useState<SortState<ThreatDeviceOrderField>>({ field: 'RISK_LEVEL', direction: 'DESC' });
  function sortBy(field: ThreatDeviceOrderField) {
    setSort((current) => ({ field, direction: current.field === field && current.direction === 'DESC' ? 'ASC' : 'DESC' }));
    paging.reset();
  }
  const sortHeader = (field: ThreatDeviceOrderField, label: TranslationKey) => (
    <SortHeader key={field} field={field} label={t(label)} sort={sort} onSort={sortBy} testIdPrefix={TEST_IDS.monitorDeviceSort} />
  );
  const { data, loading, error, refetch } = useQuery(MonitoringThreatDevicesDocument, {
    variables: {
      accountId: managed.variable,
      appId: filters.appId || null,
      groupId: filters.groupId || null,
      riskLevel: (filters.riskLevel || null) as EventRiskLevel | null,
      riskyOnly: filters.riskyOnly,
      search: filters.search.trim() || null,
      orderBy: sort.field,
      direction: sort.direction,
      ...paging.args,
    },
    fetchPolicy: 'cache-and-network',
  });
  const live = useLiveRefresh(() => refetch(), managed.variable);
  const connection = data?.threatDevices;
  const guide = useMonitoringGuide('monitoring.emptyGuide.devices', managed.variable);
  const filtered = Boolean(filters.appId || filters.groupId || filters.riskLevel || filters.search.trim());
  const devices = connection?.edges.map((edge) => readFragment(ThreatDeviceRow_ThreatDeviceFragmentDoc, edge.node)) ?? [];
  return (
    <Stack gap="6">
      <PageHeader description={t('monitoring.devices.description')} actions={<LiveBadge connected={live.connected} updatedAt={live.updatedAt} language={i18n.language} />} />
      <MonitorListFilters list={list} fields={['app', 'group', 'riskLevel', 'search', 'riskyOnly']} />
      <ListTable
        testId={TEST_IDS.monitorDeviceTable}
        loading={loading}
        error={error}
        empty={devices.length === 0}
        emptyGuide={filtered ? undefined : guide}
        emptyText={t('common.noMatches')}
        columns={[
          'monitoring.devices.columns.device',
          'monitoring.devices.columns.app',
          'monitoring.devices.columns.model',
          'monitoring.devices.columns.os',
          'monitoring.devices.columns.country',
          sortHeader('RISK_LEVEL', 'monitoring.devices.columns.level'),
          { title: 'monitoring.devices.columns.events', end: true },
          sortHeader('RISK_EVENTS', 'monitoring.devices.columns.riskEvents'),
          sortHeader('LAST_SEEN', 'monitoring.devices.columns.lastSeen'),
        ]}
        actions
      >
        {devices.map((device) => (
          <Table.Row key={device.id} data-testid={TEST_IDS.monitorDeviceRow} data-level={device.riskLevel} data-udid={device.udid}>
            <Table.Cell fontFamily="mono" fontSize="xs">
              <ChakraLink asChild colorPalette="blue">
                <Link to={withAccount(`${DEVICE_PATH}?id=${encodeURIComponent(device.id)}`, managed.variable)}>{device.udid}</Link>
              </ChakraLink>
            </Table.Cell>
            <Table.Cell>{device.appName}</Table.Cell>
            <Table.Cell>{[device.brand, device.model].filter(Boolean).join(' ')}</Table.Cell>
            <Table.Cell>{device.osVersion}</Table.Cell>
            <Table.Cell>{countryName(device.countryAlpha2, i18n.language)}</Table.Cell>
            <Table.Cell>
              <LevelBadge level={device.riskLevel} />
            </Table.Cell>
            <Table.Cell textAlign="end">{device.eventCount.toLocaleString()}</Table.Cell>
            <Table.Cell>{device.riskEventCount.toLocaleString()}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(device.lastSeen, i18n.language)}</Table.Cell>
            <RowActions>
              <DeviceListActions udid={device.udid} accountId={managed.variable} compact />
            </RowActions>
          </Table.Row>
        ))}
      </ListTable>
      <Pager paging={paging} connection={connection} />
    </Stack>
  );
}
