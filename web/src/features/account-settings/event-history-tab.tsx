import { useQuery } from '@apollo/client/react';
import { Stack } from '@chakra-ui/react';
import { ErrorAlert } from '../../components/error-alert';
import { Pager } from '../../components/pager';
import { AccountSettingsMyActivityDocument } from '../../gql/graphql';
import { useKeysetPaging } from '../../lib/use-keyset-paging';
import { ActivityTable } from '../audit/activity-table';

/** eventHistory tab: the signed-in user's own activity, newest first. */
export function EventHistoryTab() {
  const paging = useKeysetPaging(20);
  const { data, loading, error } = useQuery(AccountSettingsMyActivityDocument, { variables: paging.args, fetchPolicy: 'cache-and-network' });
  return (
    <Stack gap="4">
      <ErrorAlert error={error} />
      <ActivityTable rows={data?.myActivity.edges.map((edge) => edge.node) ?? []} loading={loading} />
      <Pager paging={paging} connection={data?.myActivity} />
    </Stack>
  );
}
