import { useQuery } from '@apollo/client/react';
import { HStack, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ErrorAlert } from '../../components/error-alert';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { MonitoringEventsDocument, type EventRiskLevel, type MonitoringPeriod, type SecurityEventKind } from '../../gql/graphql';
import { EventTable } from './event-table';
import { LiveBadge } from './live-badge';
import { EMPTY_MONITOR_FILTERS, MonitorListFilters, useMonitorList } from './monitor-filters';
import { periodStart } from './monitoring-labels';
import { useLiveRefresh } from './use-live-refresh';
import { useMonitoringGuide } from './monitoring-guide';

/** Security events with filters, paged on the server and refreshed live; `riskyOnly` for /riskDetail/list. */
function EventsView({ riskyOnly }: { riskyOnly: boolean }) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const list = useMonitorList({ ...EMPTY_MONITOR_FILTERS, appId: params.get('appId') ?? '' });
  const { managed, paging, filters } = list;
  const { data, loading, error, refetch } = useQuery(MonitoringEventsDocument, {
    variables: {
      accountId: managed.variable,
      appId: filters.appId || null,
      groupId: filters.groupId || null,
      kind: (filters.kind || null) as SecurityEventKind | null,
      riskLevel: (filters.riskLevel || null) as EventRiskLevel | null,
      riskyOnly,
      // Heartbeats only when asked for, by the box or by choosing them as the threat type.
      heartbeats: filters.heartbeats || filters.kind === 'HEARTBEAT',
      from: filters.period ? periodStart(filters.period as MonitoringPeriod).toISOString() : null,
      ...paging.args,
    },
    fetchPolicy: 'cache-and-network',
  });
  const live = useLiveRefresh(() => refetch(), managed.variable);
  const connection = data?.securityEvents;
  const guide = useMonitoringGuide('monitoring.emptyGuide.events', managed.variable);
  const filtered = Boolean(filters.appId || filters.groupId || filters.riskLevel || filters.kind || filters.period);
  return (
    <Stack gap="6">
      <PageHeader
        description={t(riskyOnly ? 'monitoring.events.riskDescription' : 'monitoring.events.description')}
        actions={
          <HStack>
            <LiveBadge connected={live.connected} updatedAt={live.updatedAt} language={i18n.language} />
          </HStack>
        }
      />
      <MonitorListFilters list={list} fields={riskyOnly ? ['app', 'group', 'riskLevel', 'kind', 'period'] : ['app', 'group', 'riskLevel', 'kind', 'period', 'heartbeats']} />
      <ErrorAlert error={error} />
      <EventTable accountId={managed.variable} rows={connection?.edges.map((edge) => edge.node) ?? []} loading={loading} emptyGuide={filtered ? undefined : guide} />
      <Pager paging={paging} connection={connection} />
    </Stack>
  );
}

/** /Monitoring/eventDetail/list: every event. */
export function EventsPage() {
  return <EventsView riskyOnly={false} />;
}

/** /Monitoring/riskDetail/list: risk events only. */
export function RiskEventsPage() {
  return <EventsView riskyOnly />;
}
