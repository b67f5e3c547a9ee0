import { useMutation, useQuery } from '@apollo/client/react';
import { HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TEST_IDS } from '../../app/testids';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { GuideAction } from '../../components/empty-guide';
import { ListTable } from '../../components/list-table';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { SearchForm } from '../../components/search-form';
import { toaster } from '../../components/ui/toaster';
import {
  AccessHostRow_AccessHostFragmentDoc,
  AccessListsHostDeleteDocument,
  AccessListsHostsDocument,
  AccessListsHostSetEnabledDocument,
  type AccessHostRow_AccessHostFragment as Host,
} from '../../gql/graphql';
import { errorText, unwrap } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import { useKeysetPaging } from '../../lib/use-keyset-paging';
import { AccessTabs, HOST_EDIT_PATH } from './access-tabs';
import { AccessEntryRow } from './access-entry-row';
import { useLockoutGuard } from './use-lockout-guard';

/**
 * /manage/systemmanage/hostConfig/host: the host names the console answers under. With any
 * enabled entry, requests naming another host are refused (so links built from a forged Host
 * header cannot point elsewhere). Search, server paging, enable/disable, edit and delete.
 */
export function HostsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paging = useKeysetPaging(20);
  const [search, setSearch] = useState('');
  const { data, loading, error, refetch } = useQuery(AccessListsHostsDocument, { variables: { ...paging.args, search: search || null }, fetchPolicy: 'cache-and-network' });
  const [setEnabled] = useMutation(AccessListsHostSetEnabledDocument);
  const [remove] = useMutation(AccessListsHostDeleteDocument);
  const guard = useLockoutGuard();
  const [deleting, setDeleting] = useState<Host | null>(null);
  const rows = data?.accessHosts.edges.map((edge) => readFragment(AccessHostRow_AccessHostFragmentDoc, edge.node)) ?? [];

  async function toggle(row: Host) {
    try {
      await guard.run(
        async (confirmLockout) => void unwrap((await setEnabled({ variables: { id: row.id, enabled: !row.enabled, confirmLockout } })).data?.setAccessHostEnabled),
        () => {
          toaster.success({ title: t(row.enabled ? 'accessLists.disabledOne' : 'accessLists.enabledOne', { entry: row.host }) });
          return refetch();
        },
      );
    } catch (failure) {
      toaster.error({ title: errorText(failure, t) });
    }
  }

  async function confirmDelete() {
    const row = deleting;
    if (!row) return;
    setDeleting(null);
    try {
      await guard.run(
        async (confirmLockout) => void unwrap((await remove({ variables: { id: row.id, confirmLockout } })).data?.deleteAccessHost),
        () => {
          toaster.success({ title: t('accessLists.deletedOne', { entry: row.host }) });
          return refetch();
        },
      );
    } catch (failure) {
      toaster.error({ title: errorText(failure, t) });
    }
  }

  return (
    <Stack gap="6">
      <PageHeader
        description={t('accessLists.hosts.description')}
        primary={{ label: t('accessLists.hosts.create'), onClick: () => navigate(HOST_EDIT_PATH), testId: TEST_IDS.accessHostsCreate }}
      />
      <AccessTabs />
      <HStack gap="3" wrap="wrap" align="end">
        <SearchForm
          placeholder={t('accessLists.hosts.searchPlaceholder')}
          onSearch={(text) => {
            setSearch(text);
            paging.reset();
          }}
        />
      </HStack>
      <ListTable
        testId={TEST_IDS.accessHostsTable}
        loading={loading}
        error={error}
        empty={rows.length === 0}
        emptyText={t('common.noMatches')}
        emptyGuide={
          search
            ? undefined
            : {
                title: t('accessLists.hosts.emptyTitle'),
                description: t('accessLists.hosts.emptyDescription'),
                action: <GuideAction label={t('accessLists.hosts.create')} onClick={() => navigate(HOST_EDIT_PATH)} />,
              }
        }
        columns={['accessLists.fields.host', 'accessLists.fields.description', 'common.status', 'common.createdAt']}
        actions
      >
        {rows.map((row) => (
          <AccessEntryRow
            key={row.id}
            testId={TEST_IDS.accessHostsRow}
            entry={row.host}
            description={row.description}
            enabled={row.enabled}
            createdAt={row.createdAt}
            editTo={`${HOST_EDIT_PATH}?id=${encodeURIComponent(row.id)}`}
            onToggle={() => void toggle(row)}
            onDelete={() => setDeleting(row)}
          />
        ))}
      </ListTable>
      <Pager paging={paging} connection={data?.accessHosts} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('accessLists.deleteTitle')}
        message={deleting ? t('accessLists.deleteMessage', { entry: deleting.host }) : ''}
        confirmLabel={t('common.delete')}
        destructive
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
      {guard.dialog}
    </Stack>
  );
}
