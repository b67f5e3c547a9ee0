import { Button, ButtonGroup } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { monitorPeriodTestId } from '../../app/testids';
import type { MonitoringPeriod } from '../../gql/graphql';
import { PERIOD_LABELS, PERIODS } from './monitoring-labels';

/** Today / last 7 days / last 1 month (spec §9). */
export function PeriodSwitch({ value, onChange }: { value: MonitoringPeriod; onChange(period: MonitoringPeriod): void }) {
  const { t } = useTranslation();
  return (
    <ButtonGroup size="sm" variant="outline" attached>
      {PERIODS.map((period) => (
        <Button
          key={period}
          variant={period === value ? 'solid' : 'outline'}
          colorPalette="blue"
          aria-pressed={period === value}
          onClick={() => onChange(period)}
          data-testid={monitorPeriodTestId(period)}
        >
          {t(PERIOD_LABELS[period])}
        </Button>
      ))}
    </ButtonGroup>
  );
}
