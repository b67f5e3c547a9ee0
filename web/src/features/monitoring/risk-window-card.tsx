import { Card, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { RiskWindow_MonitoringRiskWindowFragment } from '../../gql/graphql';
import { fillBuckets, windowRange } from './buckets';
import { Counter } from './counter';
import { TrendChart } from '../../components/trend-chart';

const minute = (at: string, language: string) => new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(new Date(at));

/** A risk window (spec §9: the last 60 or 10 minutes): its counts and a per-minute line. */
export function RiskWindowCard({ title, window, testId, language }: { title: string; window: RiskWindow_MonitoringRiskWindowFragment; testId: string; language: string }) {
  const { t } = useTranslation();
  const { from, to } = windowRange(window.minutes);
  const points = fillBuckets(window.perMinute, from, to, 'minute', (at) => ({ __typename: 'MonitoringSeriesPoint' as const, at, events: 0, riskEvents: 0 }));
  return (
    <Card.Root data-testid={testId} data-events={window.events} data-risk-events={window.riskEvents}>
      <Card.Header>
        <Heading size="md">{title}</Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="2">
            <Counter testPrefix={testId} name="events" label={t('monitoring.dashboard.counters.events')} value={window.events} />
            <Counter testPrefix={testId} name="riskEvents" label={t('monitoring.dashboard.counters.riskEvents')} value={window.riskEvents} color="red.fg" />
            <Counter testPrefix={testId} name="high" label={t('monitoring.dashboard.counters.high')} value={window.high} color="red.fg" />
            <Counter testPrefix={testId} name="medium" label={t('monitoring.dashboard.counters.medium')} value={window.medium} color="orange.fg" />
          </SimpleGrid>
          <TrendChart
            height="48"
            empty={t('monitoring.dashboard.noEvents')}
            series={[
              { id: t('monitoring.dashboard.counters.events'), color: '#3b82f6', points: points.map((p) => ({ x: minute(p.at, language), y: p.events })) },
              { id: t('monitoring.dashboard.counters.riskEvents'), color: '#ef4444', points: points.map((p) => ({ x: minute(p.at, language), y: p.riskEvents })) },
            ]}
          />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
