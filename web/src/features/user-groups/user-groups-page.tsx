import { useMutation, useQuery } from '@apollo/client/react';
import { Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { DeleteConfirm } from '../../components/confirm-dialog';
import { AccountListFilters, useAccountList, useEditor } from '../../components/list-page';
import { ListTable, RowActions, RowButton } from '../../components/list-table';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { UserGroupRow_UserGroupFragmentDoc, UserGroupsDeleteDocument, UserGroupsListDocument, type UserGroupRow_UserGroupFragment } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { unwrap } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import { useConfirmedAction } from '../../lib/use-confirmed-action';
import { useSession } from '../../lib/session-store';
import { UserGroupDialog } from './user-group-dialog';
import { GuideAction } from '../../components/empty-guide';

/** /manage/clientmanage/userGroup: user groups of the account and their members. */
export function UserGroupsPage() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const list = useAccountList();
  const editor = useEditor<UserGroupRow_UserGroupFragment>();
  const { data, loading, error, refetch } = useQuery(UserGroupsListDocument, { variables: list.variables, fetchPolicy: 'cache-and-network' });
  const [remove] = useMutation(UserGroupsDeleteDocument);
  const groups = data?.userGroups.edges.map((edge) => readFragment(UserGroupRow_UserGroupFragmentDoc, edge.node)) ?? [];
  const deleting = useConfirmedAction(async (group: UserGroupRow_UserGroupFragment) => {
    unwrap((await remove({ variables: { accountId: group.accountId, id: group.id } })).data?.deleteUserGroup);
    return t('userGroups.deleted', { name: group.name });
  }, refetch);

  return (
    <Stack gap="6">
      <PageHeader description={t('userGroups.description')} primary={{ label: t('userGroups.create'), onClick: () => editor.edit(null), testId: TEST_IDS.userGroupCreate }} />
      <AccountListFilters list={list} placeholder={t('userGroups.searchPlaceholder')} />
      <ListTable
        testId={TEST_IDS.userGroupTable}
        loading={loading}
        error={error}
        empty={groups.length === 0}
        emptyText={t('common.noMatches')}
        emptyGuide={
          list.variables.search
            ? undefined
            : {
                title: t('userGroups.emptyGuide.title'),
                description: t('userGroups.emptyGuide.description'),
                action: <GuideAction label={t('userGroups.create')} onClick={() => editor.edit(null)} />,
              }
        }
        columns={['userGroups.fields.name', 'userGroups.fields.description', 'userGroups.fields.members', user?.isSystemAdmin && 'users.fields.account', 'common.createdAt']}
        actions
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
            <RowActions>
              <RowButton edit onClick={() => editor.edit(group)} />
              <RowButton remove onClick={() => deleting.ask(group)} />
            </RowActions>
          </Table.Row>
        ))}
      </ListTable>
      <Pager paging={list.paging} connection={data?.userGroups} />
      {editor.open && <UserGroupDialog key={editor.key} accountId={list.managed.variable} group={editor.row} onClose={editor.close} onSaved={editor.saved(refetch)} />}
      <DeleteConfirm action={deleting} title={t('userGroups.deleteTitle')} message={t('userGroups.deleteMessage', { name: deleting.target?.name ?? '' })} />
    </Stack>
  );
}
