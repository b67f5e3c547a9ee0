import { HStack, Stack } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { GuideAction } from '../../components/empty-guide';
import { ListTable } from '../../components/list-table';
import type { TranslationKey } from '../../i18n/i18n';
import { PageHeader } from '../../components/page-header';
import { Pager, type PagedConnection } from '../../components/pager';
import { SearchForm } from '../../components/search-form';
import { toaster } from '../../components/ui/toaster';
import { errorText } from '../../lib/graphql-result';
import type { KeysetPaging } from '../../lib/use-keyset-paging';
import { AccessTabs } from './access-tabs';
import { AccessEntryRow } from './access-entry-row';
import { useLockoutGuard } from './use-lockout-guard';

/** One host or address entry as the list shows it. */
export interface AccessEntry {
  id: string;
  /** The host name or the address / CIDR block. */
  entry: string;
  description: string | null;
  enabled: boolean;
  createdAt: string;
}

interface Props {
  /** Catalogue prefix of the list's texts: `accessLists.hosts` or `accessLists.ips`. */
  texts: 'accessLists.hosts' | 'accessLists.ips';
  description: string;
  /** Column heading of the entry. */
  entryColumn: TranslationKey;
  testIds: { create: string; table: string; row: string };
  /** Filters shown before the search box (the IP list's scope). */
  filters?: ReactNode;
  paging: KeysetPaging;
  search: string;
  onSearch: (text: string) => void;
  rows: AccessEntry[];
  connection: PagedConnection | null | undefined;
  loading: boolean;
  error: Error | undefined;
  refetch: () => Promise<unknown>;
  addPath: string;
  editPath: (row: AccessEntry) => string;
  /** Enable or disable an entry; `confirmLockout` once the user accepted locking themselves out. */
  setEnabled: (row: AccessEntry, confirmLockout: boolean) => Promise<void>;
  remove: (row: AccessEntry, confirmLockout: boolean) => Promise<void>;
}

/**
 * The host list and the IP list: search, server paging, enable/disable and delete behind the
 * lock-out guard, an empty state that guides to the first entry.
 */
export function AccessListPage(props: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const guard = useLockoutGuard();
  const [deleting, setDeleting] = useState<AccessEntry | null>(null);
  const { texts, rows, paging, testIds } = props;

  async function guarded(action: (confirmLockout: boolean) => Promise<void>, success: string) {
    try {
      await guard.run(action, () => {
        toaster.success({ title: success });
        return props.refetch();
      });
    } catch (failure) {
      toaster.error({ title: errorText(failure, t) });
    }
  }

  function toggle(row: AccessEntry) {
    void guarded((confirmLockout) => props.setEnabled(row, confirmLockout), t(row.enabled ? 'accessLists.disabledOne' : 'accessLists.enabledOne', { entry: row.entry }));
  }

  function confirmDelete() {
    const row = deleting;
    if (!row) return;
    setDeleting(null);
    return guarded((confirmLockout) => props.remove(row, confirmLockout), t('accessLists.deletedOne', { entry: row.entry }));
  }

  return (
    <Stack gap="6">
      <PageHeader description={props.description} primary={{ label: t(`${texts}.create`), onClick: () => navigate(props.addPath), testId: testIds.create }} />
      <AccessTabs />
      <HStack gap="3" wrap="wrap" align="end">
        {props.filters}
        <SearchForm
          placeholder={t(`${texts}.searchPlaceholder`)}
          onSearch={(text) => {
            props.onSearch(text);
            paging.reset();
          }}
        />
      </HStack>
      <ListTable
        testId={testIds.table}
        loading={props.loading}
        error={props.error}
        empty={rows.length === 0}
        emptyText={t('common.noMatches')}
        emptyGuide={
          props.search
            ? undefined
            : {
                title: t(`${texts}.emptyTitle`),
                description: t(`${texts}.emptyDescription`),
                action: <GuideAction label={t(`${texts}.create`)} onClick={() => navigate(props.addPath)} />,
              }
        }
        columns={[props.entryColumn, 'accessLists.fields.description', 'common.status', 'common.createdAt']}
        actions
      >
        {rows.map((row) => (
          <AccessEntryRow
            key={row.id}
            testId={testIds.row}
            entry={row.entry}
            description={row.description}
            enabled={row.enabled}
            createdAt={row.createdAt}
            editTo={props.editPath(row)}
            onToggle={() => toggle(row)}
            onDelete={() => setDeleting(row)}
          />
        ))}
      </ListTable>
      <Pager paging={paging} connection={props.connection} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('accessLists.deleteTitle')}
        message={deleting ? t('accessLists.deleteMessage', { entry: deleting.entry }) : ''}
        confirmLabel={t('common.delete')}
        destructive
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
      {guard.dialog}
    </Stack>
  );
}
