import { Badge, HStack, Progress, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import type { AssessmentRow_JobFragment, AssessmentStatus, SubmitType } from '../../gql/graphql';
import type { TranslationKey } from '../../i18n/i18n';

export const STATUS_LABELS: Record<AssessmentStatus, TranslationKey> = {
  READY: 'assessment.status.ready',
  PROCESSING: 'assessment.status.processing',
  FINISHED: 'assessment.status.finished',
  FAILED: 'assessment.status.failed',
};

/** How a job was submitted, in words. */
export const SUBMIT_TYPE_LABELS: Record<SubmitType, TranslationKey> = {
  API: 'assessment.submitTypes.API',
  CLI: 'assessment.submitTypes.CLI',
  PC: 'assessment.submitTypes.PC',
  WEB: 'assessment.submitTypes.WEB',
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

const LEVELS = [
  ['high', 'red', 'assessment.levels.high'],
  ['medium', 'orange', 'assessment.levels.medium'],
  ['low', 'yellow', 'assessment.levels.low'],
] as const;

/** Findings by level, worst first (spec §3 "summary"); each count says its level to screen readers and on hover. */
export function SummaryBadges({ summary }: { summary: AssessmentRow_JobFragment['summary'] }) {
  const { t } = useTranslation();
  if (!summary) return null;
  return (
    <HStack gap="1" wrap="nowrap" data-testid={TEST_IDS.assessmentSummary}>
      {LEVELS.map(([level, color, label]) => (
        <Badge key={level} colorPalette={color} title={`${t(label)}: ${summary[level]}`} aria-label={`${t(label)}: ${summary[level]}`} data-level={level}>
          {summary[level]}
        </Badge>
      ))}
    </HStack>
  );
}

/** What the summary's colours mean, under the list. */
export function SummaryLegend() {
  const { t } = useTranslation();
  return (
    <>
      <Text>{t('assessment.fields.summary')}:</Text>
      {LEVELS.map(([level, color, label]) => (
        <HStack key={level} gap="1" data-testid={TEST_IDS.assessmentSummaryLegend}>
          <Badge colorPalette={color} size="xs" aria-hidden>
            &nbsp;
          </Badge>
          <Text>{t(label)}</Text>
        </HStack>
      ))}
    </>
  );
}
