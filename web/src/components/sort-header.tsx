import { Button, Table, Text } from '@chakra-ui/react';
import type { SortDirection } from '../gql/graphql';

export interface SortState<F extends string> {
  field: F;
  direction: SortDirection;
}

interface SortHeaderProps<F extends string> {
  field: F;
  label: string;
  sort: SortState<F>;
  onSort(field: F): void;
  /** Prefix of the button's test id; the field is appended (`prefix-FIELD`). */
  testIdPrefix: string;
}

/** A column header that sorts a server-side list by its field, showing the direction when active. */
export function SortHeader<F extends string>({ field, label, sort, onSort, testIdPrefix }: SortHeaderProps<F>) {
  const active = sort.field === field;
  return (
    <Table.ColumnHeader aria-sort={active ? (sort.direction === 'ASC' ? 'ascending' : 'descending') : 'none'}>
      <Button
        variant="plain"
        size="xs"
        px="0"
        h="auto"
        minH="6"
        whiteSpace="normal"
        textAlign="start"
        fontWeight="semibold"
        onClick={() => onSort(field)}
        data-testid={`${testIdPrefix}-${field}`}
      >
        {label}
        {active && <Text as="span">{sort.direction === 'ASC' ? '▲' : '▼'}</Text>}
      </Button>
    </Table.ColumnHeader>
  );
}
