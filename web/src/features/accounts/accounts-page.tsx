import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Link, Stack, Table, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { TEST_IDS } from '../../app/testids';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useEditor } from '../../components/list-page';
import { ListTable, RowActions, RowButton } from '../../components/list-table';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { SearchForm } from '../../components/search-form';
import { AccountRow_AccountFragmentDoc, AccountsListDocument, AccountsSetEnabledDocument, type AccountRow_AccountFragment } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { unwrap } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import { useConfirmedAction } from '../../lib/use-confirmed-action';
import { useKeysetPaging } from '../../lib/use-keyset-paging';
import { AccountDialog } from './account-dialog';
import { ENTITLEMENT_LABELS, isEntitlement } from './entitlement-labels';
import { GuideAction } from '../../components/empty-guide';

/** /manage/clientmanage/clientmanage: accounts (customers), for system super admins. */
export function AccountsPage() {
  const { t, i18n } = useTranslation();
  const paging = useKeysetPaging(20);
  const [search, setSearch] = useState('');
  const editor = useEditor<AccountRow_AccountFragment>();
  const { data, loading, error, refetch } = useQuery(AccountsListDocument, { variables: { ...paging.args, search: search || null }, fetchPolicy: 'cache-and-network' });
  const [setEnabled] = useMutation(AccountsSetEnabledDocument);
  const accounts = data?.accounts.edges.map((edge) => readFragment(AccountRow_AccountFragmentDoc, edge.node)) ?? [];
  const toggling = useConfirmedAction(async (account: AccountRow_AccountFragment) => {
    unwrap((await setEnabled({ variables: { id: account.id, enabled: !account.enabled } })).data?.setAccountEnabled);
    return t(account.enabled ? 'accounts.disabledToast' : 'accounts.enabledToast', { name: account.name });
  });

  return (
    <Stack gap="6">
      <PageHeader description={t('accounts.description')} primary={{ label: t('accounts.create'), onClick: () => editor.edit(null), testId: TEST_IDS.accountCreate }} />
      <SearchForm
        placeholder={t('accounts.searchPlaceholder')}
        onSearch={(text) => {
          setSearch(text);
          paging.reset();
        }}
        testId={TEST_IDS.accountSearch}
      />
      <ListTable
        testId={TEST_IDS.accountTable}
        loading={loading}
        error={error}
        empty={accounts.length === 0}
        emptyText={t('common.noMatches')}
        emptyGuide={
          search
            ? undefined
            : {
                title: t('accounts.emptyGuide.title'),
                description: t('accounts.emptyGuide.description'),
                action: <GuideAction label={t('accounts.create')} onClick={() => editor.edit(null)} />,
              }
        }
        columns={['accounts.fields.name', 'accounts.fields.keyIdentifier', 'accounts.fields.subscriptions', 'accounts.fields.users', 'common.status', 'common.createdAt']}
        actions
      >
        {accounts.map((account) => (
          <Table.Row key={account.id} data-testid={TEST_IDS.accountRow}>
            <Table.Cell fontWeight="medium">
              <Link asChild colorPalette="blue" color="colorPalette.fg">
                <RouterLink to={`/apps/customers/customer-details/account?id=${encodeURIComponent(account.id)}`}>{account.name}</RouterLink>
              </Link>
            </Table.Cell>
            <Table.Cell fontFamily="mono" fontSize="xs">
              {account.keyIdentifier}
            </Table.Cell>
            <Table.Cell>
              <Wrap gap="1">
                {account.entitlements.filter(isEntitlement).map((code) => (
                  <Badge key={code} variant="subtle" colorPalette="blue">
                    {t(ENTITLEMENT_LABELS[code])}
                  </Badge>
                ))}
              </Wrap>
            </Table.Cell>
            <Table.Cell>
              <Link asChild colorPalette="blue" color="colorPalette.fg">
                <RouterLink to={`/manage/clientmanage/usermanage?accountId=${encodeURIComponent(account.id)}`}>{account.userCount}</RouterLink>
              </Link>
            </Table.Cell>
            <Table.Cell>
              <Badge colorPalette={account.enabled ? 'green' : 'gray'}>{t(account.enabled ? 'common.enabled' : 'common.disabled')}</Badge>
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(account.createdAt, i18n.language)}</Table.Cell>
            <RowActions>
              <RowButton edit onClick={() => editor.edit(account)} />
              {!account.isSystem && (
                <RowButton palette={account.enabled ? 'red' : 'green'} onClick={() => toggling.ask(account)} testId={TEST_IDS.rowToggleEnabled}>
                  {t(account.enabled ? 'common.disable' : 'common.enable')}
                </RowButton>
              )}
            </RowActions>
          </Table.Row>
        ))}
      </ListTable>
      <Pager paging={paging} connection={data?.accounts} />
      {editor.open && <AccountDialog key={editor.key} open account={editor.row} onClose={editor.close} onSaved={editor.saved(refetch)} />}
      <ConfirmDialog
        {...toggling.dialog}
        title={t(toggling.target?.enabled ? 'accounts.disableTitle' : 'accounts.enableTitle')}
        message={t(toggling.target?.enabled ? 'accounts.disableMessage' : 'accounts.enableMessage', { name: toggling.target?.name ?? '' })}
        confirmLabel={t(toggling.target?.enabled ? 'common.disable' : 'common.enable')}
        destructive={toggling.target?.enabled}
      />
    </Stack>
  );
}
