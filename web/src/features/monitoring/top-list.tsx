import { Box, Card, HStack, Heading, Progress, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { monitorTopTestId } from '../../app/testids';

interface TopListProps {
  name: string;
  title: string;
  entries: readonly { key: string; label: string; value: number }[];
}

/** A top-5 list with bars relative to its first entry. */
export function TopList({ name, title, entries }: TopListProps) {
  const { t } = useTranslation();
  const max = Math.max(1, ...entries.map((e) => e.value));
  return (
    <Card.Root size="sm" data-testid={monitorTopTestId(name)}>
      <Card.Header>
        <Heading size="sm">{title}</Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="2">
          {entries.slice(0, 5).map((entry) => (
            <Box key={entry.key} data-testid={`${monitorTopTestId(name)}-entry`}>
              <HStack justify="space-between" fontSize="sm">
                <Text truncate title={entry.label}>
                  {entry.label}
                </Text>
                <Text fontWeight="medium">{entry.value.toLocaleString()}</Text>
              </HStack>
              <Progress.Root value={(entry.value / max) * 100} size="xs" colorPalette="red">
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            </Box>
          ))}
          {entries.length === 0 && (
            <Text fontSize="sm" color="fg.muted">
              {t('common.noData')}
            </Text>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
