import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Box, Button, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { toaster } from '../../components/ui/toaster';
import { UserGroupRow_UserGroupFragmentDoc, UserGroupsDeleteDocument, UserGroupsListDocument, type UserGroupRow_UserGroupFragment } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { errorText, unwrap } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import { useKeysetPaging } from '../../lib/use-keyset-paging';
import { useSession } from '../auth/session-store';
import { AccountSelector, useManagedAccount } from '../accounts/account-selector';
import { UserGroupDialog } from './user-group-dialog';

/** /manage/clientmanage/userGroup: user groups of the account and their members. */
export function UserGroupsPage() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const managed = useManagedAccount();
  const paging = useKeysetPaging(20);
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<{ group: UserGroupRow_UserGroupFragment | null } | null>(null);
  const [deleting, setDeleting] = useState<UserGroupRow_UserGroupFragment | null>(null);
  const { data, loading, error, refetch } = useQuery(UserGroupsListDocument, {
    variables: { ...paging.args, accountId: managed.variable, search: search || null },
    fetchPolicy: 'cache-and-network',
  });
  const [remove] = useMutation(UserGroupsDeleteDocument);
  const groups = data?.userGroups.edges.map((edge) => readFragment(UserGroupRow_UserGroupFragmentDoc, edge.node)) ?? [];

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    setSearch(draft.trim());
    paging.reset();
  }

  async function confirmDelete(group: UserGroupRow_UserGroupFragment) {
    try {
      unwrap((await remove({ variables: { accountId: group.accountId, id: group.id } })).data?.deleteUserGroup);
      toaster.success({ title: t('userGroups.deleted', { name: group.name }) });
      setDeleting(null);
      await refetch();
    } catch (failure) {
      toaster.error({ title: errorText(failure, t) });
    }
  }

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
      <AccountSelector
        managed={{
          ...managed,
          choose(accountId) {
            managed.choose(accountId);
            paging.reset();
          },
        }}
      />
      <HStack as="form" onSubmit={submitSearch} gap="2" maxW="md">
        <Input placeholder={t('userGroups.searchPlaceholder')} value={draft} onChange={(e) => setDraft(e.currentTarget.value)} bg="bg" />
        <Button type="submit" variant="outline">
          {t('common.search')}
        </Button>
      </HStack>
      {error && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{errorText(error, t)}</Alert.Title>
        </Alert.Root>
      )}
      <Box borderWidth="1px" rounded="l3" bg="bg" overflowX="auto">
        <Table.Root size="sm" data-testid={TEST_IDS.userGroupTable} aria-busy={loading}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('userGroups.fields.name')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('userGroups.fields.description')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('userGroups.fields.members')}</Table.ColumnHeader>
              {user?.isSystemAdmin && <Table.ColumnHeader>{t('users.fields.account')}</Table.ColumnHeader>}
              <Table.ColumnHeader>{t('common.createdAt')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('common.actions')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
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
                    <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(group)} data-testid={TEST_IDS.rowDelete}>
                      {t('common.delete')}
                    </Button>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
            {groups.length === 0 && !loading && (
              <Table.Row>
                <Table.Cell colSpan={6} textAlign="center" color="fg.muted" py="10">
                  {t('common.noData')}
                </Table.Cell>
              </Table.Row>
            )}
          </Table.Body>
        </Table.Root>
      </Box>
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
        open={deleting !== null}
        title={t('userGroups.deleteTitle')}
        message={t('userGroups.deleteMessage', { name: deleting?.name ?? '' })}
        confirmLabel={t('common.delete')}
        destructive
        onConfirm={() => (deleting ? confirmDelete(deleting) : undefined)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
