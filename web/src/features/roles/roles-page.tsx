import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, HStack, Stack, Table } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorAlert } from '../../components/error-alert';
import { ListTable } from '../../components/list-table';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { SearchForm } from '../../components/search-form';
import { RoleRow_RoleFragmentDoc, RolesDeleteDocument, RolesListDocument, type RoleRow_RoleFragment } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { unwrap } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import { useConfirmedAction } from '../../lib/use-confirmed-action';
import { useKeysetPaging } from '../../lib/use-keyset-paging';
import { AccountSelector, useManagedAccount } from '../accounts/account-selector';
import { RoleDialog } from './role-dialog';
import { ROLE_TYPE_LABELS, roleLabel } from './role-labels';

/** /manage/clientmanage/roleManage: built-in and custom roles of the account. */
export function RolesPage() {
  const { t, i18n } = useTranslation();
  const managed = useManagedAccount();
  const paging = useKeysetPaging(20);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<{ role: RoleRow_RoleFragment | null } | null>(null);
  const { data, loading, error, refetch } = useQuery(RolesListDocument, {
    variables: { ...paging.args, accountId: managed.variable, search: search || null },
    fetchPolicy: 'cache-and-network',
  });
  const [remove] = useMutation(RolesDeleteDocument);
  const roles = data?.roles.edges.map((edge) => readFragment(RoleRow_RoleFragmentDoc, edge.node)) ?? [];
  const deleting = useConfirmedAction(async (role: RoleRow_RoleFragment) => {
    unwrap((await remove({ variables: { accountId: managed.variable, id: role.id } })).data?.deleteRole);
    return t('roles.deleted', { name: role.name });
  }, refetch);

  return (
    <Stack gap="6">
      <PageHeader
        title={t('routes.adminRoles')}
        description={t('roles.description')}
        actions={
          <Button colorPalette="blue" onClick={() => setEditing({ role: null })} data-testid={TEST_IDS.roleCreate}>
            {t('roles.create')}
          </Button>
        }
      />
      <AccountSelector managed={managed} onChoose={paging.reset} />
      <SearchForm
        placeholder={t('roles.searchPlaceholder')}
        onSearch={(text) => {
          setSearch(text);
          paging.reset();
        }}
      />
      <ErrorAlert error={error} />
      <ListTable
        testId={TEST_IDS.roleTable}
        loading={loading}
        columns={7}
        empty={roles.length === 0}
        header={
          <>
            <Table.ColumnHeader>{t('roles.fields.name')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('roles.fields.type')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('roles.fields.permissions')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('roles.fields.manageAdminRoles')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('roles.fields.users')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('common.createdAt')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('common.actions')}</Table.ColumnHeader>
          </>
        }
      >
        {roles.map((role) => (
          <Table.Row key={role.id} data-testid={TEST_IDS.roleRow} data-name={role.name}>
            <Table.Cell fontWeight="medium">{roleLabel(role, t)}</Table.Cell>
            <Table.Cell>
              <Badge colorPalette={role.builtin ? 'purple' : 'blue'}>
                {Object.hasOwn(ROLE_TYPE_LABELS, role.type) ? t(ROLE_TYPE_LABELS[role.type as keyof typeof ROLE_TYPE_LABELS]) : role.type}
              </Badge>
            </Table.Cell>
            <Table.Cell>{t('roles.codeCount', { count: role.codes.length })}</Table.Cell>
            <Table.Cell>{t(role.manageAdminRoles ? 'common.yes' : 'common.no')}</Table.Cell>
            <Table.Cell>{role.userCount ?? ''}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(role.createdAt, i18n.language)}</Table.Cell>
            <Table.Cell>
              <HStack gap="1" justify="end">
                <Button size="xs" variant="ghost" onClick={() => setEditing({ role })} data-testid={TEST_IDS.rowEdit}>
                  {t(role.builtin ? 'common.view' : 'common.edit')}
                </Button>
                {!role.builtin && (
                  <Button size="xs" variant="ghost" colorPalette="red" onClick={() => deleting.ask(role)} data-testid={TEST_IDS.rowDelete}>
                    {t('common.delete')}
                  </Button>
                )}
              </HStack>
            </Table.Cell>
          </Table.Row>
        ))}
      </ListTable>
      <Pager paging={paging} connection={data?.roles} />
      {editing && (
        <RoleDialog
          key={editing.role?.id ?? 'new'}
          accountId={managed.variable}
          role={editing.role}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refetch();
          }}
        />
      )}
      <ConfirmDialog
        {...deleting.dialog}
        title={t('roles.deleteTitle')}
        message={t('roles.deleteMessage', { name: deleting.target?.name ?? '' })}
        confirmLabel={t('common.delete')}
        destructive
      />
    </Stack>
  );
}
