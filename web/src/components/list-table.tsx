import { Box, Button, HStack, IconButton, Menu, Portal, Table } from '@chakra-ui/react';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { TEST_IDS } from '../app/testids';
import type { TranslationKey } from '../i18n/i18n';
import { ErrorAlert } from './error-alert';
import { MoreIcon } from './ui/icons';

interface ColumnSpec {
  /** The translation key of the header's text. */
  title?: TranslationKey;
  /** Or the header's content: text already translated, or a control such as the "select this page" box. */
  label?: ReactNode;
  end?: boolean;
  width?: string;
}

/**
 * A header cell: the translation key of its text, a spec for a narrow, end-aligned or already
 * translated one, an element drawn as is (a sort header), or nothing.
 */
export type ListColumn = TranslationKey | ColumnSpec | ReactElement | false | null | undefined;

interface ListTableProps {
  testId?: string;
  /** Scrolls the rows past this height (a long list inside a page section). */
  maxH?: string;
  loading?: boolean;
  /** The list query's failure, told above the table. */
  error?: unknown;
  /** The header cells, left to right; `false`/`null` leaves a column out (e.g. one only system admins see). */
  columns: ListColumn[];
  /** Adds the end-aligned "Actions" header of a `RowActions` cell. */
  actions?: boolean;
  /** Whether the page has no rows; the empty row shows once loading is over. */
  empty: boolean;
  /** The empty row's text; "No data" by default. */
  emptyText?: string;
  /** The rows. */
  children: ReactNode;
}

function HeaderCell({ column }: { column: TranslationKey | ColumnSpec | ReactElement }) {
  const { t } = useTranslation();
  if (typeof column === 'string') return <Table.ColumnHeader>{t(column)}</Table.ColumnHeader>;
  if (isValidElement(column)) return column;
  const spec = column as ColumnSpec;
  return (
    <Table.ColumnHeader w={spec.width} textAlign={spec.end ? 'end' : undefined}>
      {spec.title ? t(spec.title) : spec.label}
    </Table.ColumnHeader>
  );
}

/** The bordered table of a server-paged list, busy while loading and with a row saying it is empty. */
export function ListTable({ testId, maxH, loading, error, columns, actions, empty, emptyText, children }: ListTableProps) {
  const { t } = useTranslation();
  const shown = columns.filter((column): column is TranslationKey | ColumnSpec | ReactElement => Boolean(column));
  if (actions) shown.push({ label: t('common.actions'), end: true });
  return (
    <>
      <ErrorAlert error={error} />
      <Box borderWidth="1px" rounded="l3" bg="bg" overflowX="auto" maxH={maxH} overflowY={maxH ? 'auto' : undefined}>
        <Table.Root size="sm" data-testid={testId} aria-busy={loading}>
          <Table.Header>
            <Table.Row>
              {shown.map((column, index) => (
                <HeaderCell key={index} column={column} />
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {children}
            {empty && !loading && (
              <Table.Row>
                <Table.Cell colSpan={shown.length} textAlign="center" color="fg.muted" py="10">
                  {emptyText ?? t('common.noData')}
                </Table.Cell>
              </Table.Row>
            )}
          </Table.Body>
        </Table.Root>
      </Box>
    </>
  );
}

/** The last cell of a row: its buttons, end-aligned. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Table.Cell>
      <HStack gap="1" justify="end">
        {children}
      </HStack>
    </Table.Cell>
  );
}

interface RowButtonProps {
  /** "Edit" (or "View" with `readOnly`) with the `rowEdit` test id. */
  edit?: boolean;
  readOnly?: boolean;
  /** A red "Delete" with the `rowDelete` test id. */
  remove?: boolean;
  /** A link instead of a button. */
  to?: string;
  onClick?(): void;
  testId?: string;
  disabled?: boolean;
  /** A color other than the default (red for `remove`). */
  palette?: string;
  children?: ReactNode;
}

/** A small ghost button of a row; `edit` and `remove` bring their own label and test id. */
export function RowButton({ edit, readOnly, remove, to, onClick, testId, disabled, palette, children }: RowButtonProps) {
  const { t } = useTranslation();
  const label = children ?? (remove ? t('common.delete') : edit ? t(readOnly ? 'common.view' : 'common.edit') : null);
  const id = testId ?? (remove ? TEST_IDS.rowDelete : edit ? TEST_IDS.rowEdit : undefined);
  if (to) {
    return (
      <Button asChild size="xs" variant="ghost" data-testid={id}>
        <RouterLink to={to}>{label}</RouterLink>
      </Button>
    );
  }
  return (
    <Button size="xs" variant="ghost" colorPalette={palette ?? (remove ? 'red' : undefined)} onClick={onClick} disabled={disabled} data-testid={id}>
      {label}
    </Button>
  );
}

/** The "more actions" menu of a row; its children are `Menu.Item`s. */
export function RowMenu({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton size="xs" variant="ghost" aria-label={t('common.moreActions')} data-testid={TEST_IDS.rowMenu}>
          <MoreIcon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>{children}</Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
