import { HStack, Progress, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** What an upload reports while it runs: bytes sent in percent, then the server unpacking it. */
export interface UploadPhase {
  phase: 'uploading' | 'unpacking';
  percent: number;
}

/** An upload's progress bar (spec §4 "File upload shows percent progress, then an unpacking state"). */
export function UploadProgress({ upload, testId }: { upload: UploadPhase | null; testId: string }) {
  const { t } = useTranslation();
  if (!upload) return null;
  return (
    <HStack gap="3" data-testid={testId} data-percent={upload.percent} data-phase={upload.phase}>
      <Progress.Root value={upload.phase === 'unpacking' ? null : upload.percent} flex="1" colorPalette="blue">
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="sm" minW="24" textAlign="end">
        {upload.phase === 'unpacking' ? t('assessment.upload.unpacking') : t('assessment.upload.percent', { percent: upload.percent })}
      </Text>
    </HStack>
  );
}
