import { useQuery } from '@apollo/client/react';
import { Button, HStack, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ErrorAlert } from '../../components/error-alert';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { Panel } from '../../components/panel';
import { DeviceFacts_DeviceFactsFragmentDoc, MonitoringThreatDeviceDocument } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { readFragment } from '../../lib/read-fragment';
import { useKeysetPaging } from '../../lib/use-keyset-paging';
import { useManagedAccount } from '../../components/account-selector';
import { withAccount } from './account-link';
import { DeviceFacts } from './device-facts';
import { EventTable } from './event-table';
import { LevelBadge } from './level-badge';
import { LiveBadge } from './live-badge';
import { useLiveRefresh } from './use-live-refresh';
import { MissingItem } from '../../components/missing-item';
import { DeviceListActions } from '../monitoring-lists/device-actions';

/** /Monitoring/threatDevice/detail?id= (and /Monitoring/deviceDetail?id=): a device's facts and its events. */
export function ThreatDevicePage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const paging = useKeysetPaging(20);
  const accountId = useManagedAccount().variable;
  const { data, loading, error, refetch } = useQuery(MonitoringThreatDeviceDocument, { variables: { id, accountId, ...paging.args }, skip: !id, fetchPolicy: 'cache-and-network' });
  const live = useLiveRefresh(() => (id ? refetch() : Promise.resolve()), accountId);
  const device = data?.threatDevice;
  const language = i18n.language;
  return (
    <Stack gap="6">
      <PageHeader
        title={t('routes.threatDeviceDetail')}
        description={t('monitoring.device.description')}
        actions={
          <HStack gap="3">
            <LiveBadge connected={live.connected} updatedAt={live.updatedAt} language={language} />
            {device && <DeviceListActions udid={readFragment(DeviceFacts_DeviceFactsFragmentDoc, device).udid} accountId={accountId} />}
            <Button asChild variant="outline">
              <Link to={withAccount('/Monitoring/threatDevice/list', accountId)}>{t('monitoring.apps.backToList')}</Link>
            </Button>
          </HStack>
        }
      />
      {!id && <MissingItem message={t('monitoring.device.missing')} backTo={withAccount('/Monitoring/threatDevice/list', accountId)} backLabel={t('monitoring.apps.backToList')} />}
      <ErrorAlert error={error} />
      {device && (
        <DeviceFacts
          device={readFragment(DeviceFacts_DeviceFactsFragmentDoc, device)}
          extra={[
            { label: t('monitoring.filters.riskLevel'), value: <LevelBadge level={device.riskLevel} /> },
            { label: t('monitoring.devices.columns.events'), value: `${device.eventCount} / ${device.riskEventCount}` },
            { label: t('monitoring.device.firstSeen'), value: formatDateTime(device.firstSeen, language) },
            { label: t('monitoring.devices.columns.lastSeen'), value: formatDateTime(device.lastSeen, language) },
            { label: t('monitoring.device.lastRiskAt'), value: formatDateTime(device.lastRiskAt, language) },
          ]}
        />
      )}
      {device && (
        <Panel title={t('monitoring.device.events')}>
          <Stack gap="3">
            <EventTable accountId={accountId} rows={device.events.edges.map((edge) => edge.node)} loading={loading} hideDevice />
            <Pager paging={paging} connection={{ totalCount: device.eventCount, pageInfo: device.events.pageInfo }} />
          </Stack>
        </Panel>
      )}
    </Stack>
  );
}
