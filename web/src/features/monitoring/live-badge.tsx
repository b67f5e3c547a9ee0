import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';

/** Shows that the page follows the live subscription, and when it last refreshed. */
export function LiveBadge({ connected, updatedAt, language }: { connected: boolean; updatedAt: Date | null; language: string }) {
  const { t } = useTranslation();
  const time = updatedAt ? new Intl.DateTimeFormat(language, { timeStyle: 'medium' }).format(updatedAt) : null;
  return (
    <Badge colorPalette={connected ? 'green' : 'gray'} variant="subtle" size="lg" data-testid={TEST_IDS.monitorLive} data-updated-at={updatedAt?.toISOString() ?? ''}>
      ● {t('monitoring.live')}
      {time ? ` · ${t('monitoring.updatedAt', { time })}` : ''}
    </Badge>
  );
}
