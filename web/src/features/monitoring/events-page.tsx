import { useQuery } from '@apollo/client/react';
import { HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ErrorAlert } from '../../components/error-alert';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { MonitoringEventsDocument, type EventRiskLevel, type MonitoringPeriod, type SecurityEventKind } from '../../gql/graphql';
import { errorText } from '../../lib/graphql-result';
import { useKeysetPaging } from '../../lib/use-keyset-paging';
import { EventTable } from './event-table';
import { useManagedAccount } from '../accounts/account-selector';
import { AccountChoice } from './account-choice';
import { LiveBadge } from './live-badge';
import { EMPTY_MONITOR_FILTERS, MonitorFilters, type MonitorFilterValues } from './monitor-filters';
import { periodStart } from './monitoring-labels';
import { useLiveRefresh } from './use-live-refresh';

/** Security events with filters, paged on the server and refreshed live; `riskyOnly` for /riskDetail/list. */
function EventsView({ riskyOnly }: { riskyOnly: boolean }) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const paging = useKeysetPaging(20);
  const managed = useManagedAccount();
  const [filters, setFilters] = useState<MonitorFilterValues>({ ...EMPTY_MONITOR_FILTERS, appId: params.get('appId') ?? '' });
  const { data, loading, error, refetch } = useQuery(MonitoringEventsDocument, {
    variables: {
      accountId: managed.variable,
      appId: filters.appId || null,
      kind: (filters.kind || null) as SecurityEventKind | null,
      riskLevel: (filters.riskLevel || null) as EventRiskLevel | null,
      riskyOnly,
      from: filters.period ? periodStart(filters.period as MonitoringPeriod).toISOString() : null,
      ...paging.args,
    },
    fetchPolicy: 'cache-and-network',
  });
  const live = useLiveRefresh(() => refetch(), managed.variable);
  const connection = data?.securityEvents;
  return (
    <Stack gap="6">
      <PageHeader
        title={t(riskyOnly ? 'routes.riskDetailList' : 'routes.eventDetailList')}
        description={t(riskyOnly ? 'monitoring.events.riskDescription' : 'monitoring.events.description')}
        actions={
          <HStack>
            <LiveBadge connected={live.connected} updatedAt={live.updatedAt} language={i18n.language} />
          </HStack>
        }
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
        fields={['app', 'riskLevel', 'kind', 'period']}
        value={filters}
        onChange={(next) => {
          setFilters(next);
          paging.reset();
        }}
      />
      <ErrorAlert message={error ? errorText(error, t) : null} />
      <EventTable accountId={managed.variable} rows={connection?.edges.map((edge) => edge.node) ?? []} loading={loading} />
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
