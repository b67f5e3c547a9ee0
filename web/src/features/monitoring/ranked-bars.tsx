import { Box, HStack, Progress, Stack, Text } from '@chakra-ui/react';

export interface RankedEntry {
  key: string;
  label: string;
  value: number;
}

interface RankedBarsProps {
  /** Largest first. */
  entries: readonly RankedEntry[];
  /** How many to show. */
  limit: number;
  /** The test id of each entry, which also carries the entry's key and value. */
  entryTestId: string;
  language: string;
}

/** Entries with their counts, each over a bar relative to the first (largest) one. */
export function RankedBars({ entries, limit, entryTestId, language }: RankedBarsProps) {
  const max = Math.max(1, ...entries.map((e) => e.value));
  return (
    <Stack gap="2">
      {entries.slice(0, limit).map((entry) => (
        <Box key={entry.key} data-testid={entryTestId} data-key={entry.key} data-value={entry.value}>
          <HStack justify="space-between" fontSize="sm" gap="3">
            <Text truncate title={entry.label}>
              {entry.label}
            </Text>
            <Text fontWeight="medium">{entry.value.toLocaleString(language)}</Text>
          </HStack>
          <Progress.Root value={(entry.value / max) * 100} size="xs" colorPalette="red">
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Box>
      ))}
    </Stack>
  );
}
