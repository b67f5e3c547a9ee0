import { useMutation, useQuery } from '@apollo/client/react';
import { Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorAlert } from '../../components/error-alert';
import { ListTable } from '../../components/list-table';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { SearchForm } from '../../components/search-form';
import { UserGroupRow_UserGroupFragmentDoc, UserGroupsDeleteDocument, UserGroupsListDocument, type UserGroupRow_UserGroupFragment } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { unwrap } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import { useConfirmedAction } from '../../lib/use-confirmed-action';
import { useKeysetPaging } from '../../lib/use-keyset-paging';
import { useSession } from '../../lib/session-store';
import { AccountSelector, useManagedAccount } from '../accounts/account-selector';
import { UserGroupDialog } from './user-group-dialog';

/** /manage/clientmanage/userGroup: user groups of the account and their members. */
export function UserGroupsPage() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const managed = useManagedAccount();
  const paging = useKeysetPaging(20);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<{ group: UserGroupRow_UserGroupFragment | null } | null>(null);
  const { data, loading, error, refetch } = useQuery(UserGroupsListDocument, {
    variables: { ...paging.args, accountId: managed.variable, search: search || null },
    fetchPolicy: 'cache-and-network',
  });
  const [remove] = useMutation(UserGroupsDeleteDocument);
  const groups = data?.userGroups.edges.map((edge) => readFragment(UserGroupRow_UserGroupFragmentDoc, edge.node)) ?? [];
  const deleting = useConfirmedAction(async (group: UserGroupRow_UserGroupFragment) => {
    unwrap((await remove({ variables: { accountId: group.accountId, id: group.id } })).data?.deleteUserGroup);
    return t('userGroups.deleted', { name: group.name });
  }, refetch);

  return (
    <Stack gap="6">
      <PageHeader
        title={t('routes.adminUserGroups')}
        description={t('userGroups.description')}
        actions={
          <Button colorPalette="blue" onClick={() => setEditing({ group: null })} data-testid={TEST_IDS.userGroupCreate}>
            {t('userGroups.create')}
          </Button>
        }
      />
      <AccountSelector managed={managed} onChoose={paging.reset} />
      <SearchForm
        placeholder={t('userGroups.searchPlaceholder')}
        onSearch={(text) => {
          setSearch(text);
          paging.reset();
        }}
      />
      <ErrorAlert error={error} />
      <ListTable
        testId={TEST_IDS.userGroupTable}
        loading={loading}
        columns={6}
        empty={groups.length === 0}
        header={
          <>
            <Table.ColumnHeader>{t('userGroups.fields.name')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('userGroups.fields.description')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('userGroups.fields.members')}</Table.ColumnHeader>
            {user?.isSystemAdmin && <Table.ColumnHeader>{t('users.fields.account')}</Table.ColumnHeader>}
            <Table.ColumnHeader>{t('common.createdAt')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('common.actions')}</Table.ColumnHeader>
          </>
        }
      >
        {groups.map((group) => (
          <Table.Row key={group.id} data-testid={TEST_IDS.userGroupRow} data-name={group.name}>
            <Table.Cell fontWeight="medium">{group.name}</Table.Cell>
            <Table.Cell color="fg.muted">{group.description}</Table.Cell>
            <Table.Cell>
              <Text lineClamp={1} title={group.members.map((m) => m.username).join(', ')}>
                {group.memberCount > 0 ? `${group.memberCount} · ${group.members.map((m) => m.username).join(', ')}` : group.memberCount}
              </Text>
            </Table.Cell>
            {user?.isSystemAdmin && <Table.Cell>{group.accountName}</Table.Cell>}
            <Table.Cell whiteSpace="nowrap">{formatDateTime(group.createdAt, i18n.language)}</Table.Cell>
            <Table.Cell>
              <HStack gap="1" justify="end">
                <Button size="xs" variant="ghost" onClick={() => setEditing({ group })} data-testid={TEST_IDS.rowEdit}>
                  {t('common.edit')}
                </Button>
                <Button size="xs" variant="ghost" colorPalette="red" onClick={() => deleting.ask(group)} data-testid={TEST_IDS.rowDelete}>
                  {t('common.delete')}
                </Button>
              </HStack>
            </Table.Cell>
          </Table.Row>
        ))}
      </ListTable>
      <Pager paging={paging} connection={data?.userGroups} />
      {editing && (
        <UserGroupDialog
          key={editing.group?.id ?? 'new'}
          accountId={managed.variable}
          group={editing.group}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refetch();
          }}
        />
      )}
      <ConfirmDialog
        {...deleting.dialog}
        title={t('userGroups.deleteTitle')}
        message={t('userGroups.deleteMessage', { name: deleting.target?.name ?? '' })}
        confirmLabel={t('common.delete')}
        destructive
      />
    </Stack>
  );
}
