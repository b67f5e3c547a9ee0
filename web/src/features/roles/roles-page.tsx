import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Stack, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { DeleteConfirm } from '../../components/confirm-dialog';
import { AccountListFilters, useAccountList, useEditor } from '../../components/list-page';
import { ListTable, RowActions, RowButton } from '../../components/list-table';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { RoleRow_RoleFragmentDoc, RolesDeleteDocument, RolesListDocument, type RoleRow_RoleFragment } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { unwrap } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import { useConfirmedAction } from '../../lib/use-confirmed-action';
import { RoleDialog } from './role-dialog';
import { ROLE_TYPE_LABELS, roleLabel } from './role-labels';

/** /manage/clientmanage/roleManage: built-in and custom roles of the account. */
export function RolesPage() {
  const { t, i18n } = useTranslation();
  const list = useAccountList();
  const editor = useEditor<RoleRow_RoleFragment>();
  const { data, loading, error, refetch } = useQuery(RolesListDocument, { variables: list.variables, fetchPolicy: 'cache-and-network' });
  const [remove] = useMutation(RolesDeleteDocument);
  const roles = data?.roles.edges.map((edge) => readFragment(RoleRow_RoleFragmentDoc, edge.node)) ?? [];
  const deleting = useConfirmedAction(async (role: RoleRow_RoleFragment) => {
    unwrap((await remove({ variables: { accountId: list.managed.variable, id: role.id } })).data?.deleteRole);
    return t('roles.deleted', { name: role.name });
  }, refetch);

  return (
    <Stack gap="6">
      <PageHeader description={t('roles.description')} primary={{ label: t('roles.create'), onClick: () => editor.edit(null), testId: TEST_IDS.roleCreate }} />
      <AccountListFilters list={list} placeholder={t('roles.searchPlaceholder')} />
      <ListTable
        testId={TEST_IDS.roleTable}
        loading={loading}
        error={error}
        empty={roles.length === 0}
        columns={['roles.fields.name', 'roles.fields.type', 'roles.fields.permissions', 'roles.fields.manageAdminRoles', 'roles.fields.users', 'common.createdAt']}
        actions
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
            <RowActions>
              <RowButton edit readOnly={role.builtin} onClick={() => editor.edit(role)} />
              {!role.builtin && <RowButton remove onClick={() => deleting.ask(role)} />}
            </RowActions>
          </Table.Row>
        ))}
      </ListTable>
      <Pager paging={list.paging} connection={data?.roles} />
      {editor.open && <RoleDialog key={editor.key} accountId={list.managed.variable} role={editor.row} onClose={editor.close} onSaved={editor.saved(refetch)} />}
      <DeleteConfirm action={deleting} title={t('roles.deleteTitle')} message={t('roles.deleteMessage', { name: deleting.target?.name ?? '' })} />
    </Stack>
  );
}
