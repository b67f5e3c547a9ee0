import { useQuery } from '@apollo/client/react';
import { Box, Link as ChakraLink, Stack, Table } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { TEST_IDS } from '../../app/testids';
import { ErrorAlert, EmptyTableRow } from '../../components/error-alert';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { MonitoringThreatDevicesDocument, ThreatDeviceRow_ThreatDeviceFragmentDoc, type EventRiskLevel } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { errorText } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import { useKeysetPaging } from '../../lib/use-keyset-paging';
import { LevelBadge } from './level-badge';
import { useManagedAccount } from '../accounts/account-selector';
import { AccountChoice } from './account-choice';
import { withAccount } from './account-link';
import { LiveBadge } from './live-badge';
import { EMPTY_MONITOR_FILTERS, MonitorFilters, type MonitorFilterValues } from './monitor-filters';
import { countryName } from './monitoring-labels';
import { useLiveRefresh } from './use-live-refresh';

export const DEVICE_PATH = '/Monitoring/threatDevice/detail';

/** /Monitoring/threatDevice/list: devices, most recently seen first, with filters, kept live. */
export function ThreatDevicesPage() {
  const { t, i18n } = useTranslation();
  const paging = useKeysetPaging(20);
  const managed = useManagedAccount();
  const [params] = useSearchParams();
  // ?udid= (from an event) finds that device whatever its level.
  const udid = params.get('udid');
  const [filters, setFilters] = useState<MonitorFilterValues>(udid ? { ...EMPTY_MONITOR_FILTERS, search: udid, riskyOnly: false } : EMPTY_MONITOR_FILTERS);
  const { data, loading, error, refetch } = useQuery(MonitoringThreatDevicesDocument, {
    variables: {
      accountId: managed.variable,
      appId: filters.appId || null,
      riskLevel: (filters.riskLevel || null) as EventRiskLevel | null,
      riskyOnly: filters.riskyOnly,
      search: filters.search.trim() || null,
      ...paging.args,
    },
    fetchPolicy: 'cache-and-network',
  });
  const live = useLiveRefresh(() => refetch(), managed.variable);
  const connection = data?.threatDevices;
  const devices = connection?.edges.map((edge) => readFragment(ThreatDeviceRow_ThreatDeviceFragmentDoc, edge.node)) ?? [];
  return (
    <Stack gap="6">
      <PageHeader
        title={t('routes.threatDeviceList')}
        description={t('monitoring.devices.description')}
        actions={<LiveBadge connected={live.connected} updatedAt={live.updatedAt} language={i18n.language} />}
      />
      <AccountChoice
        managed={managed}
        onChosen={() => {
          setFilters(EMPTY_MONITOR_FILTERS);
          paging.reset();
        }}
      />
      <MonitorFilters
        accountId={managed.variable}
        fields={['app', 'riskLevel', 'search', 'riskyOnly']}
        value={filters}
        onChange={(next) => {
          setFilters(next);
          paging.reset();
        }}
      />
      <ErrorAlert message={error ? errorText(error, t) : null} />
      <Box borderWidth="1px" rounded="l3" bg="bg" overflowX="auto">
        <Table.Root size="sm" data-testid={TEST_IDS.monitorDeviceTable} aria-busy={loading}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('monitoring.devices.columns.device')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('monitoring.devices.columns.app')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('monitoring.devices.columns.model')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('monitoring.devices.columns.os')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('monitoring.devices.columns.country')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('monitoring.devices.columns.level')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('monitoring.devices.columns.events')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('monitoring.devices.columns.riskEvents')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('monitoring.devices.columns.lastSeen')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
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
                <Table.Cell textAlign="end">{device.riskEventCount.toLocaleString()}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDateTime(device.lastSeen, i18n.language)}</Table.Cell>
              </Table.Row>
            ))}
            <EmptyTableRow columns={9} show={devices.length === 0 && !loading} />
          </Table.Body>
        </Table.Root>
      </Box>
      <Pager paging={paging} connection={connection} />
    </Stack>
  );
}
