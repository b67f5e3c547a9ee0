import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { monitorTopTestId } from '../../app/testids';
import { RankedBars, type RankedEntry } from './ranked-bars';

interface TopListProps {
  name: string;
  title: string;
  entries: readonly RankedEntry[];
}

/** A top-5 list with bars relative to its first entry. */
export function TopList({ name, title, entries }: TopListProps) {
  const { t, i18n } = useTranslation();
  return (
    <Card.Root size="sm" data-testid={monitorTopTestId(name)}>
      <Card.Header>
        <Heading size="sm">{title}</Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="2">
          <RankedBars entries={entries} limit={5} entryTestId={`${monitorTopTestId(name)}-entry`} language={i18n.language} />
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
