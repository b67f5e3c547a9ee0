import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { AccessHostRow_AccessHostFragmentDoc, AccessListsHostDeleteDocument, AccessListsHostsDocument, AccessListsHostSetEnabledDocument } from '../../gql/graphql';
import { unwrap } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import { useKeysetPaging } from '../../lib/use-keyset-paging';
import { AccessListPage } from './access-list-page';
import { HOST_EDIT_PATH } from './access-tabs';

/**
 * /manage/systemmanage/hostConfig/host: the host names the console answers under. With any
 * enabled entry, requests naming another host are refused (so links built from a forged Host
 * header cannot point elsewhere). Search, server paging, enable/disable, edit and delete.
 */
export function HostsPage() {
  const { t } = useTranslation();
  const paging = useKeysetPaging(20);
  const [search, setSearch] = useState('');
  const { data, loading, error, refetch } = useQuery(AccessListsHostsDocument, { variables: { ...paging.args, search: search || null }, fetchPolicy: 'cache-and-network' });
  const [setEnabled] = useMutation(AccessListsHostSetEnabledDocument);
  const [remove] = useMutation(AccessListsHostDeleteDocument);
  const rows =
    data?.accessHosts.edges.map((edge) => {
      const host = readFragment(AccessHostRow_AccessHostFragmentDoc, edge.node);
      return { ...host, entry: host.host };
    }) ?? [];

  return (
    <AccessListPage
      texts="accessLists.hosts"
      description={t('accessLists.hosts.description')}
      entryColumn="accessLists.fields.host"
      testIds={{ create: TEST_IDS.accessHostsCreate, table: TEST_IDS.accessHostsTable, row: TEST_IDS.accessHostsRow }}
      paging={paging}
      search={search}
      onSearch={setSearch}
      rows={rows}
      connection={data?.accessHosts}
      loading={loading}
      error={error}
      refetch={refetch}
      addPath={HOST_EDIT_PATH}
      editPath={(row) => `${HOST_EDIT_PATH}?id=${encodeURIComponent(row.id)}`}
      setEnabled={async (row, confirmLockout) => void unwrap((await setEnabled({ variables: { id: row.id, enabled: !row.enabled, confirmLockout } })).data?.setAccessHostEnabled)}
      remove={async (row, confirmLockout) => void unwrap((await remove({ variables: { id: row.id, confirmLockout } })).data?.deleteAccessHost)}
    />
  );
}
