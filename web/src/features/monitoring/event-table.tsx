import { Badge, Link as ChakraLink, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TEST_IDS } from '../../app/testids';
import { ListTable, RowActions } from '../../components/list-table';
import type { FragmentType } from '../../gql/fragment-masking';
import { EventRow_ThreatEventFragmentDoc } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { readFragment } from '../../lib/read-fragment';
import { withAccount } from './account-link';
import { LevelBadge } from './level-badge';
import { countryName, kindLabel } from './monitoring-labels';
import type { EmptyGuideProps } from '../../components/empty-guide';
import { matchedLabel } from './event-words';
import { useCan } from '../../lib/session-store';
import { DeviceListActions } from '../monitoring-lists/device-actions';

export const EVENT_PATH = '/Monitoring/eventDetail/detail';

interface EventTableProps {
  rows: readonly FragmentType<typeof EventRow_ThreatEventFragmentDoc>[];
  loading?: boolean;
  /** Hides the device columns (a device's own events). */
  hideDevice?: boolean;
  /** The managed account, kept in the links to the events. */
  accountId: string | null;
  /** What the table says when empty because nothing was reported (not because of a filter). */
  emptyGuide?: EmptyGuideProps;
}

/**
 * Threat events: time, threat type, level, app, device, model, country, what decided; with the
 * device columns, each row can put its device on a blacklist or the whitelist.
 */
export function EventTable({ rows, loading, hideDevice, accountId, emptyGuide }: EventTableProps) {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const deviceActions = !hideDevice && (can('monitor_blacklist') || can('monitor_whitelist'));
  const events = rows.map((row) => readFragment(EventRow_ThreatEventFragmentDoc, row));
  return (
    <ListTable
      testId={TEST_IDS.monitorEventTable}
      loading={loading}
      empty={events.length === 0}
      emptyGuide={emptyGuide}
      emptyText={emptyGuide ? undefined : t('common.noMatches')}
      columns={[
        'monitoring.events.columns.time',
        'monitoring.events.columns.kind',
        'monitoring.events.columns.level',
        'monitoring.events.columns.app',
        !hideDevice && 'monitoring.events.columns.device',
        !hideDevice && 'monitoring.events.columns.model',
        !hideDevice && 'monitoring.events.columns.country',
        'monitoring.events.columns.matched',
      ]}
      actions={deviceActions}
    >
      {events.map((event) => (
        <Table.Row key={event.id} data-testid={TEST_IDS.monitorEventRow} data-kind={event.kind} data-level={event.riskLevel}>
          <Table.Cell whiteSpace="nowrap">
            <ChakraLink asChild colorPalette="blue">
              <Link to={withAccount(`${EVENT_PATH}?id=${encodeURIComponent(event.id)}`, accountId)}>{formatDateTime(event.occurredAt, i18n.language)}</Link>
            </ChakraLink>
          </Table.Cell>
          <Table.Cell>{kindLabel(event.kind, t)}</Table.Cell>
          <Table.Cell>
            <LevelBadge level={event.riskLevel} />
            {event.exempt && (
              <Badge ms="1" variant="outline">
                {t('monitoring.events.exempt')}
              </Badge>
            )}
          </Table.Cell>
          <Table.Cell>{event.appName}</Table.Cell>
          {!hideDevice && (
            <Table.Cell fontFamily="mono" fontSize="xs">
              {event.udid}
            </Table.Cell>
          )}
          {!hideDevice && <Table.Cell>{event.model}</Table.Cell>}
          {!hideDevice && <Table.Cell>{countryName(event.countryAlpha2, i18n.language)}</Table.Cell>}
          <Table.Cell fontSize="xs" color="fg.muted">
            {event.matched.map((entry) => matchedLabel(entry, t)).join(', ')}
          </Table.Cell>
          {deviceActions && (
            <RowActions>
              <DeviceListActions udid={event.udid} accountId={accountId} compact />
            </RowActions>
          )}
        </Table.Row>
      ))}
    </ListTable>
  );
}
