import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { EventRiskLevel } from '../../gql/graphql';
import { LEVEL_COLORS, LEVEL_LABELS } from './monitoring-labels';

/** A risk level as a coloured badge. */
export function LevelBadge({ level }: { level: EventRiskLevel }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={LEVEL_COLORS[level]} data-level={level}>
      {t(LEVEL_LABELS[level])}
    </Badge>
  );
}
