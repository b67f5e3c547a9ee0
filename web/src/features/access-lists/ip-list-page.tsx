import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { AccessIpRow_AccessIpFragmentDoc, AccessListsIpDeleteDocument, AccessListsIpsDocument, AccessListsIpSetEnabledDocument } from '../../gql/graphql';
import { unwrap } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import { useKeysetPaging } from '../../lib/use-keyset-paging';
import { AccessListPage } from './access-list-page';
import { IP_EDIT_PATH } from './access-tabs';
import { IpScopePicker, useIpScope } from './ip-scope';

/**
 * /manage/systemmanage/hostConfig/ip/list: allowed client addresses and CIDR blocks (IPv4 and
 * IPv6). The console-wide list applies to everyone, sign-in included; an account's list to its
 * users once signed in. An empty list allows every address.
 */
export function IpListPage() {
  const { t } = useTranslation();
  const scope = useIpScope();
  const paging = useKeysetPaging(20);
  const [search, setSearch] = useState('');
  const { data, loading, error, refetch } = useQuery(AccessListsIpsDocument, {
    variables: { ...paging.args, ...scope.variables, search: search || null },
    fetchPolicy: 'cache-and-network',
  });
  const [setEnabled] = useMutation(AccessListsIpSetEnabledDocument);
  const [remove] = useMutation(AccessListsIpDeleteDocument);
  const rows =
    data?.accessIps.edges.map((edge) => {
      const entry = readFragment(AccessIpRow_AccessIpFragmentDoc, edge.node);
      return { ...entry, entry: entry.address };
    }) ?? [];

  return (
    <AccessListPage
      texts="accessLists.ips"
      description={t(scope.system ? 'accessLists.ips.descriptionSystem' : 'accessLists.ips.descriptionAccount')}
      entryColumn="accessLists.fields.address"
      testIds={{ create: TEST_IDS.accessIpsCreate, table: TEST_IDS.accessIpsTable, row: TEST_IDS.accessIpsRow }}
      filters={<IpScopePicker scope={scope} onChange={paging.reset} />}
      paging={paging}
      search={search}
      onSearch={setSearch}
      rows={rows}
      connection={data?.accessIps}
      loading={loading}
      error={error}
      refetch={refetch}
      addPath={`${IP_EDIT_PATH}?${scope.query}`}
      editPath={(row) => `${IP_EDIT_PATH}?id=${encodeURIComponent(row.id)}&${scope.query}`}
      setEnabled={async (row, confirmLockout) =>
        void unwrap((await setEnabled({ variables: { id: row.id, enabled: !row.enabled, ...scope.variables, confirmLockout } })).data?.setAccessIpEnabled)
      }
      remove={async (row, confirmLockout) => void unwrap((await remove({ variables: { id: row.id, ...scope.variables, confirmLockout } })).data?.deleteAccessIp)}
    />
  );
}
