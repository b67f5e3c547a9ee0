import { Badge, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { RowActions, RowButton, Truncated } from '../../components/list-table';
import { formatDateTime } from '../../lib/format';
import { statusKey } from './access-tabs';

interface Props {
  testId: string;
  /** The host name or address the row lists. */
  entry: string;
  description: string | null;
  enabled: boolean;
  createdAt: string;
  editTo: string;
  onToggle: () => void;
  onDelete: () => void;
}

/** One row of a host or IP list: the entry, its description, status and date, and its actions. */
export function AccessEntryRow({ testId, entry, description, enabled, createdAt, editTo, onToggle, onDelete }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <Table.Row data-testid={testId} data-entry={entry} data-enabled={String(enabled)}>
      <Table.Cell>
        <Text fontFamily="mono" fontWeight="medium">
          {entry}
        </Text>
      </Table.Cell>
      <Table.Cell>
        <Truncated value={description} muted maxW="64" />
      </Table.Cell>
      <Table.Cell>
        <Badge colorPalette={enabled ? 'green' : 'gray'}>{t(statusKey(enabled))}</Badge>
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap" fontSize="sm">
        {formatDateTime(createdAt, i18n.language)}
      </Table.Cell>
      <RowActions>
        <RowButton onClick={onToggle} testId={TEST_IDS.accessEntryToggle}>
          {t(enabled ? 'common.disable' : 'common.enable')}
        </RowButton>
        <RowButton edit to={editTo} />
        <RowButton remove onClick={onDelete} />
      </RowActions>
    </Table.Row>
  );
}
