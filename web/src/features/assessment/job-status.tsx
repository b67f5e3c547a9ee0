import { Badge, HStack, Progress, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import type { AssessmentRow_JobFragment, AssessmentStatus } from '../../gql/graphql';
import type { TranslationKey } from '../../i18n/i18n';

export const STATUS_LABELS: Record<AssessmentStatus, TranslationKey> = {
  READY: 'assessment.status.ready',
  PROCESSING: 'assessment.status.processing',
  FINISHED: 'assessment.status.finished',
  FAILED: 'assessment.status.failed',
};

const STATUS_COLORS: Record<AssessmentStatus, string> = { READY: 'gray', PROCESSING: 'blue', FINISHED: 'green', FAILED: 'red' };

/** A job's status (spec §4), with its progress while it runs. */
export function JobStatus({ status, progress, error }: { status: AssessmentStatus; progress: number; error?: string | null }) {
  const { t } = useTranslation();
  return (
    <HStack gap="2" minW="32" title={error ?? undefined}>
      <Badge colorPalette={STATUS_COLORS[status]} data-testid={TEST_IDS.assessmentStatus} data-status={status.toLowerCase()}>
        {t(STATUS_LABELS[status])}
      </Badge>
      {status === 'PROCESSING' && (
        <>
          <Progress.Root value={progress} size="xs" w="16" colorPalette="blue">
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Text fontSize="xs" color="fg.muted">
            {progress}%
          </Text>
        </>
      )}
    </HStack>
  );
}

/** Findings by level, worst first (spec §3 "summary"). */
export function SummaryBadges({ summary }: { summary: AssessmentRow_JobFragment['summary'] }) {
  const { t } = useTranslation();
  if (!summary) return null;
  return (
    <HStack gap="1" wrap="wrap">
      <Badge colorPalette="red" title={t('assessment.levels.high')}>
        {summary.high}
      </Badge>
      <Badge colorPalette="orange" title={t('assessment.levels.medium')}>
        {summary.medium}
      </Badge>
      <Badge colorPalette="yellow" title={t('assessment.levels.low')}>
        {summary.low}
      </Badge>
    </HStack>
  );
}
