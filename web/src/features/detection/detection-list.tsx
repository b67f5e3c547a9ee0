import { Badge, Table } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { CheckField } from '../../components/check-field';
import { DeleteConfirm } from '../../components/confirm-dialog';
import { ErrorAlert } from '../../components/error-alert';
import { ListTable, RowActions, RowButton } from '../../components/list-table';
import { Pager, type PagedConnection } from '../../components/pager';
import { useConfirmedAction } from '../../lib/use-confirmed-action';
import type { KeysetPaging } from '../../lib/use-keyset-paging';
import { useSession } from '../../lib/session-store';
import type { EmptyGuideProps } from '../../components/empty-guide';

/**
 * Whether the page edits the system-wide defaults instead of the account's own settings.
 * Only system admins may switch; the server checks it again.
 */
export function useDetectionScope() {
  const { user } = useSession();
  const [system, setSystem] = useState(false);
  const allowed = user?.isSystemAdmin === true;
  return { allowed, system: allowed && system, setSystem, variable: allowed && system ? true : null };
}

export type DetectionScope = ReturnType<typeof useDetectionScope>;

/** The system admin's switch between the account's settings and the system-wide defaults. */
export function ScopeSwitch({ scope, onChange }: { scope: DetectionScope; onChange?(): void }) {
  const { t } = useTranslation();
  if (!scope.allowed) return null;
  return (
    <CheckField
      checked={scope.system}
      onCheckedChange={(on) => {
        scope.setSystem(on);
        onChange?.();
      }}
      testId={TEST_IDS.detectionScope}
    >
      {t('detection.scope.system')}
    </CheckField>
  );
}

/** Marks a system-wide default row. */
export function DefaultBadge() {
  const { t } = useTranslation();
  return (
    <Badge colorPalette="purple" variant="subtle">
      {t('detection.default')}
    </Badge>
  );
}

export interface Column<Row> {
  header: string;
  cell(row: Row): ReactNode;
}

interface DetectionListProps<Row extends { id: string; isDefault: boolean }> {
  rows: Row[];
  columns: Column<Row>[];
  /** The query's state and its connection's totals. */
  query: { loading: boolean; error?: unknown; connection?: PagedConnection };
  paging: KeysetPaging;
  /** Defaults are read-only unless the scope allows changing them. */
  scope: DetectionScope;
  /** The name a delete confirmation shows. */
  label(row: Row): string;
  onEdit(row: Row): void;
  /** Deletes the row; throws with the server's answer. */
  onDelete(row: Row): Promise<void>;
  /** More buttons before edit and delete. */
  actions?(row: Row): ReactNode;
  /** What the list says when it is empty: what it is for and the button that adds the first entry. */
  emptyGuide?: EmptyGuideProps;
}

/** A server-paged table of detection settings with edit and delete per row (defaults marked). */
export function DetectionList<Row extends { id: string; isDefault: boolean }>(props: DetectionListProps<Row>) {
  const { t } = useTranslation();
  const { rows, columns, paging } = props;
  const { loading, error, connection } = props.query;
  const deleting = useConfirmedAction(async (row: Row) => {
    await props.onDelete(row);
    return t('detection.deleted', { name: props.label(row) });
  });

  return (
    <>
      <ErrorAlert error={error} />
      <ListTable
        testId={TEST_IDS.detectionTable}
        loading={loading}
        empty={rows.length === 0}
        emptyGuide={props.emptyGuide}
        columns={columns.map((c) => ({ label: c.header }))}
        actions
      >
        {rows.map((row) => {
          const editable = !row.isDefault || props.scope.allowed;
          return (
            <Table.Row key={row.id} data-testid={TEST_IDS.detectionRow} data-name={props.label(row)}>
              {columns.map((c) => (
                <Table.Cell key={c.header}>{c.cell(row)}</Table.Cell>
              ))}
              <RowActions>
                {row.isDefault && <DefaultBadge />}
                {editable && props.actions?.(row)}
                {editable && <RowButton edit onClick={() => props.onEdit(row)} />}
                {editable && <RowButton remove onClick={() => deleting.ask(row)} />}
              </RowActions>
            </Table.Row>
          );
        })}
      </ListTable>
      <Pager paging={paging} connection={connection} />
      <DeleteConfirm action={deleting} title={t('detection.deleteTitle')} message={t('detection.deleteMessage', { name: deleting.target ? props.label(deleting.target) : '' })} />
    </>
  );
}
