import { useQuery } from '@apollo/client/react';
import { Box, Button, HStack, Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { TEST_IDS } from '../../app/testids';
import { ErrorAlert } from '../../components/error-alert';
import { PageHeader } from '../../components/page-header';
import { Panel } from '../../components/panel';
import { DeviceFacts_DeviceFactsFragmentDoc, EventRow_ThreatEventFragmentDoc, MonitoringEventDocument } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { readFragment } from '../../lib/read-fragment';
import { useManagedAccount } from '../../components/account-selector';
import { withAccount } from './account-link';
import { FactList } from '../../components/fact-list';
import { DeviceFacts } from './device-facts';
import { LevelBadge } from './level-badge';
import { kindLabel } from './monitoring-labels';
import { MissingItem } from '../../components/missing-item';
import { matchedLabel } from './event-words';
import { EventDetails } from './event-details';

/** /Monitoring/eventDetail/detail?id=: one event and the device that reported it. */
export function EventPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const accountId = useManagedAccount().variable;
  const { data, error } = useQuery(MonitoringEventDocument, { variables: { id, accountId }, skip: !id });
  const event = data?.securityEvent;
  const row = event ? readFragment(EventRow_ThreatEventFragmentDoc, event) : null;
  const language = i18n.language;
  return (
    <Stack gap="6">
      <PageHeader
        description={t('monitoring.event.description')}
        actions={
          <HStack gap="2">
            {row && (
              <Button asChild variant="outline" data-testid={TEST_IDS.monitorOpenDevice}>
                <Link to={withAccount(`/Monitoring/threatDevice/list?udid=${encodeURIComponent(row.udid)}`, accountId)}>{t('monitoring.event.openDevice')}</Link>
              </Button>
            )}
            <Button asChild variant="outline">
              <Link to={withAccount('/Monitoring/eventDetail/list', accountId)}>{t('monitoring.apps.backToList')}</Link>
            </Button>
          </HStack>
        }
      />
      {!id && <MissingItem message={t('monitoring.event.missing')} backTo={withAccount('/Monitoring/eventDetail/list', accountId)} backLabel={t('monitoring.apps.backToList')} />}
      <ErrorAlert error={error} />
      {event && row && (
        <Panel title={t('monitoring.event.details')} testId={TEST_IDS.monitorEventDetail}>
          <Stack gap="4">
            <FactList
              items={[
                { key: 'kind', label: t('monitoring.events.columns.kind'), value: kindLabel(row.kind, t) },
                { key: 'level', label: t('monitoring.events.columns.level'), value: <LevelBadge level={row.riskLevel} /> },
                { key: 'matched', label: t('monitoring.events.columns.matched'), value: row.matched.map((entry) => matchedLabel(entry, t)).join(', ') },
                { key: 'eventId', label: t('monitoring.event.eventId'), value: event.eventId },
                { key: 'occurredAt', label: t('monitoring.event.occurredAt'), value: formatDateTime(row.occurredAt, language) },
                { key: 'receivedAt', label: t('monitoring.event.receivedAt'), value: formatDateTime(event.receivedAt, language) },
              ]}
            />
            <Box>
              <Heading size="sm" mb="2">
                {t('monitoring.event.detailsJson')}
              </Heading>
              <EventDetails json={event.detailsJson} />
            </Box>
          </Stack>
        </Panel>
      )}
      {event && <DeviceFacts device={readFragment(DeviceFacts_DeviceFactsFragmentDoc, event)} />}
    </Stack>
  );
}
