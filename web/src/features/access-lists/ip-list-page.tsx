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
  AccessIpRow_AccessIpFragmentDoc,
  AccessListsIpDeleteDocument,
  AccessListsIpsDocument,
  AccessListsIpSetEnabledDocument,
  type AccessIpRow_AccessIpFragment as Entry,
} from '../../gql/graphql';
import { errorText, unwrap } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import { useKeysetPaging } from '../../lib/use-keyset-paging';
import { AccessTabs, IP_EDIT_PATH } from './access-tabs';
import { AccessEntryRow } from './access-entry-row';
import { IpScopePicker, useIpScope } from './ip-scope';
import { useLockoutGuard } from './use-lockout-guard';

/**
 * /manage/systemmanage/hostConfig/ip/list: allowed client addresses and CIDR blocks (IPv4 and
 * IPv6). The console-wide list applies to everyone, sign-in included; an account's list to its
 * users once signed in. An empty list allows every address.
 */
export function IpListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const scope = useIpScope();
  const paging = useKeysetPaging(20);
  const [search, setSearch] = useState('');
  const { data, loading, error, refetch } = useQuery(AccessListsIpsDocument, {
    variables: { ...paging.args, ...scope.variables, search: search || null },
    fetchPolicy: 'cache-and-network',
  });
  const [setEnabled] = useMutation(AccessListsIpSetEnabledDocument);
  const [remove] = useMutation(AccessListsIpDeleteDocument);
  const guard = useLockoutGuard();
  const [deleting, setDeleting] = useState<Entry | null>(null);
  const rows = data?.accessIps.edges.map((edge) => readFragment(AccessIpRow_AccessIpFragmentDoc, edge.node)) ?? [];
  const addPath = `${IP_EDIT_PATH}?${scope.query}`;

  async function toggle(row: Entry) {
    try {
      await guard.run(
        async (confirmLockout) =>
          void unwrap((await setEnabled({ variables: { id: row.id, enabled: !row.enabled, ...scope.variables, confirmLockout } })).data?.setAccessIpEnabled),
        () => {
          toaster.success({ title: t(row.enabled ? 'accessLists.disabledOne' : 'accessLists.enabledOne', { entry: row.address }) });
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
        async (confirmLockout) => void unwrap((await remove({ variables: { id: row.id, ...scope.variables, confirmLockout } })).data?.deleteAccessIp),
        () => {
          toaster.success({ title: t('accessLists.deletedOne', { entry: row.address }) });
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
        description={t(scope.system ? 'accessLists.ips.descriptionSystem' : 'accessLists.ips.descriptionAccount')}
        primary={{ label: t('accessLists.ips.create'), onClick: () => navigate(addPath), testId: TEST_IDS.accessIpsCreate }}
      />
      <AccessTabs />
      <HStack gap="3" wrap="wrap" align="end">
        <IpScopePicker scope={scope} onChange={paging.reset} />
        <SearchForm
          placeholder={t('accessLists.ips.searchPlaceholder')}
          onSearch={(text) => {
            setSearch(text);
            paging.reset();
          }}
        />
      </HStack>
      <ListTable
        testId={TEST_IDS.accessIpsTable}
        loading={loading}
        error={error}
        empty={rows.length === 0}
        emptyText={t('common.noMatches')}
        emptyGuide={
          search
            ? undefined
            : {
                title: t('accessLists.ips.emptyTitle'),
                description: t('accessLists.ips.emptyDescription'),
                action: <GuideAction label={t('accessLists.ips.create')} onClick={() => navigate(addPath)} />,
              }
        }
        columns={['accessLists.fields.address', 'accessLists.fields.description', 'common.status', 'common.createdAt']}
        actions
      >
        {rows.map((row) => (
          <AccessEntryRow
            key={row.id}
            testId={TEST_IDS.accessIpsRow}
            entry={row.address}
            description={row.description}
            enabled={row.enabled}
            createdAt={row.createdAt}
            editTo={`${IP_EDIT_PATH}?id=${encodeURIComponent(row.id)}&${scope.query}`}
            onToggle={() => void toggle(row)}
            onDelete={() => setDeleting(row)}
          />
        ))}
      </ListTable>
      <Pager paging={paging} connection={data?.accessIps} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('accessLists.deleteTitle')}
        message={deleting ? t('accessLists.deleteMessage', { entry: deleting.address }) : ''}
        confirmLabel={t('common.delete')}
        destructive
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
      {guard.dialog}
    </Stack>
  );
}
