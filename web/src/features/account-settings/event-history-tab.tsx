import { useQuery } from '@apollo/client/react';
import { Alert, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../components/pager';
import { AccountSettingsMyActivityDocument } from '../../gql/graphql';
import { errorText } from '../../lib/graphql-result';
import { useKeysetPaging } from '../../lib/use-keyset-paging';
import { ActivityTable } from '../audit/activity-table';

/** eventHistory tab: the signed-in user's own activity, newest first. */
export function EventHistoryTab() {
  const { t } = useTranslation();
  const paging = useKeysetPaging(20);
  const { data, loading, error } = useQuery(AccountSettingsMyActivityDocument, { variables: paging.args, fetchPolicy: 'cache-and-network' });
  return (
    <Stack gap="4">
      {error && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{errorText(error, t)}</Alert.Title>
        </Alert.Root>
      )}
      <ActivityTable rows={data?.myActivity.edges.map((edge) => edge.node) ?? []} loading={loading} />
      <Pager paging={paging} connection={data?.myActivity} />
    </Stack>
  );
}
