import { Box, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ListTableProps {
  testId: string;
  loading?: boolean;
  /** The header cells, in one row. */
  header: ReactNode;
  /** How many columns the empty row spans. */
  columns: number;
  /** Whether the page has no rows; the empty row shows once loading is over. */
  empty: boolean;
  /** The empty row's text; "No data" by default. */
  emptyText?: string;
  /** The rows. */
  children: ReactNode;
}

/** The bordered table of a server-paged list, busy while loading and with a row saying it is empty. */
export function ListTable({ testId, loading, header, columns, empty, emptyText, children }: ListTableProps) {
  const { t } = useTranslation();
  return (
    <Box borderWidth="1px" rounded="l3" bg="bg" overflowX="auto">
      <Table.Root size="sm" data-testid={testId} aria-busy={loading}>
        <Table.Header>
          <Table.Row>{header}</Table.Row>
        </Table.Header>
        <Table.Body>
          {children}
          {empty && !loading && (
            <Table.Row>
              <Table.Cell colSpan={columns} textAlign="center" color="fg.muted" py="10">
                {emptyText ?? t('common.noData')}
              </Table.Cell>
            </Table.Row>
          )}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
