import { Box, Button, HStack, IconButton, Menu, Portal, Table, Text } from '@chakra-ui/react';
import { createContext, Fragment, isValidElement, useContext, useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { TEST_IDS } from '../app/testids';
import type { TranslationKey } from '../i18n/i18n';
import { EmptyGuide, type EmptyGuideProps } from './empty-guide';
import { ErrorAlert } from './error-alert';
import { ChevronDownIcon, MoreIcon } from './ui/icons';

interface ColumnSpec {
  /** The translation key of the header's text. */
  title?: TranslationKey;
  /** Or the header's content: text already translated, or a control such as the "select this page" box. */
  label?: ReactNode;
  end?: boolean;
  width?: string;
  /** Stays in view at the end of the box (the actions column). */
  pinned?: boolean;
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
  /**
   * What an empty list says instead: what is missing, the next step and its button. Give it
   * when the list is empty because nothing exists yet (not because of a filter).
   */
  emptyGuide?: EmptyGuideProps;
  /** A key under the table (what the colours of a summary column mean). */
  legend?: ReactNode;
  /** The rows. */
  children: ReactNode;
}

/** Pinned to the end of the table's box, so the row's buttons stay in view when it scrolls sideways. */
const PINNED_END = { position: 'sticky', insetEnd: '0', bg: 'bg', zIndex: 1, boxShadow: '-6px 0 6px -6px rgba(0, 0, 0, 0.15)' } as const;

/** How many columns the table has, for a row that spans them all. */
const ColumnCount = createContext(1);

function HeaderCell({ column }: { column: TranslationKey | ColumnSpec | ReactElement }) {
  const { t } = useTranslation();
  if (typeof column === 'string') return <Table.ColumnHeader whiteSpace="nowrap">{t(column)}</Table.ColumnHeader>;
  if (isValidElement(column)) return column;
  const spec = column as ColumnSpec;
  return (
    <Table.ColumnHeader w={spec.width} textAlign={spec.end ? 'end' : undefined} whiteSpace="nowrap" {...(spec.pinned ? PINNED_END : {})}>
      {spec.title ? t(spec.title) : spec.label}
    </Table.ColumnHeader>
  );
}

/**
 * The bordered table of every list: headers on one line, the actions column pinned at the end,
 * busy while loading, and a guide (or a plain row) saying what to do when it is empty.
 */
export function ListTable({ testId, maxH, loading, error, columns, actions, empty, emptyText, emptyGuide, legend, children }: ListTableProps) {
  const { t } = useTranslation();
  const shown = columns.filter((column): column is TranslationKey | ColumnSpec | ReactElement => Boolean(column));
  if (actions) shown.push({ label: t('common.actions'), end: true, pinned: true });
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
            <ColumnCount.Provider value={shown.length}>{children}</ColumnCount.Provider>
            {empty && !loading && (
              <Table.Row>
                <Table.Cell colSpan={shown.length} textAlign="center" color="fg.muted" py={emptyGuide ? '2' : '10'}>
                  {emptyGuide ? <EmptyGuide compact {...emptyGuide} /> : (emptyText ?? t('common.noData'))}
                </Table.Cell>
              </Table.Row>
            )}
          </Table.Body>
        </Table.Root>
      </Box>
      {legend && (
        <HStack gap="3" wrap="wrap" fontSize="xs" color="fg.muted" mt="-3">
          {legend}
        </HStack>
      )}
    </>
  );
}

/**
 * A long value in a narrow cell: one line cut with an ellipsis, the whole value on hover and
 * when copied (the text is all there, only clipped).
 */
export function Truncated({ value, maxW = '56', mono, muted }: { value: string | null | undefined; maxW?: string; mono?: boolean; muted?: boolean }) {
  if (!value) return null;
  return (
    <Text
      as="span"
      display="block"
      truncate
      maxW={maxW}
      title={value}
      fontFamily={mono ? 'mono' : undefined}
      fontSize={mono || muted ? 'xs' : undefined}
      fontWeight={muted ? 'normal' : undefined}
      color={muted ? 'fg.muted' : undefined}
    >
      {value}
    </Text>
  );
}

interface ExpandableRowProps {
  /** What the toggle says to screen readers: "Details of app.apk". */
  label: string;
  /** Cells before the toggle's own cell (a selection box). */
  leading?: ReactNode;
  /** The row's cells after the toggle's cell. */
  cells: ReactNode;
  /** What the open row shows below, across every column. */
  details: ReactNode;
  /** Attributes of the main row (test ids, data-*). */
  rowProps?: Record<string, string | undefined>;
}

/**
 * A row whose secondary columns fold into a panel under it, opened by the chevron in its own
 * cell (give the table an empty narrow column for it): the table keeps to the columns that matter and still fits the page.
 */
export function ExpandableRow({ label, leading, cells, details, rowProps }: ExpandableRowProps) {
  const [open, setOpen] = useState(false);
  const columns = useContext(ColumnCount);
  return (
    <Fragment>
      <Table.Row {...rowProps}>
        {leading}
        <Table.Cell w="8" px="1">
          <IconButton
            size="2xs"
            variant="ghost"
            aria-label={label}
            aria-expanded={open}
            onClick={() => setOpen(!open)}
            data-testid={TEST_IDS.rowExpand}
            transform={open ? undefined : 'rotate(-90deg)'}
          >
            <ChevronDownIcon />
          </IconButton>
        </Table.Cell>
        {cells}
      </Table.Row>
      {open && (
        <Table.Row bg="bg.subtle" data-testid={TEST_IDS.rowDetails}>
          <Table.Cell colSpan={columns} px="6" py="3">
            {details}
          </Table.Cell>
        </Table.Row>
      )}
    </Fragment>
  );
}

/** The last cell of a row: its buttons, end-aligned and pinned in view. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Table.Cell {...PINNED_END}>
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
