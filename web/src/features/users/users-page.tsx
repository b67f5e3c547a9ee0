import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, HStack, Menu, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { TEST_IDS } from '../../app/testids';
import { BatchBar } from '../../components/batch-bar';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorAlert, StatusAlert } from '../../components/error-alert';
import { useEditor } from '../../components/list-page';
import { ListTable, RowActions, RowButton, RowMenu } from '../../components/list-table';
import { PageHeader } from '../../components/page-header';
import { SecretPairDialog } from '../../components/secret-pair-dialog';
import { Pager } from '../../components/pager';
import { RowCheckbox, pageCheckState } from '../../components/row-checkbox';
import { SortHeader } from '../../components/sort-header';
import { useConfirmedAction } from '../../lib/use-confirmed-action';
import {
  UserRow_ManagedUserFragmentDoc,
  UsersAccountsDocument,
  UsersListDocument,
  UsersRoleChoicesDocument,
  UsersRotateApiCredentialsDocument,
  UsersSetEnabledDocument,
  UsersSetLockedDocument,
  type SortDirection,
  type UserFilter,
  type UserOrderField,
  type UserRow_ManagedUserFragment,
} from '../../gql/graphql';
import type { TranslationKey } from '../../i18n/i18n';
import { formatDateTime } from '../../lib/format';
import { unwrap } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import { useAttempt } from '../../lib/use-attempt';
import { useKeysetPaging } from '../../lib/use-keyset-paging';
import { rangeOf } from '../audit/activity-range';
import { useSession } from '../../lib/session-store';
import { roleLabel } from '../roles/role-labels';
import { ResetPasswordDialog } from './reset-password-dialog';
import { riskappLabel } from './riskapp-label';
import { countryName } from '../monitoring/monitoring-labels';
import { UserDialog } from './user-dialog';
import { EMPTY_USER_FILTERS, UserFilters, type UserFilterValues } from './user-filters';
import { BATCH_LIMIT } from '@common/rules';

/** A state change applied to one or several users, asked for confirmation first. */
type StateAction = 'lock' | 'unlock' | 'enable' | 'disable';

const STATE_ACTIONS: Record<StateAction, { label: TranslationKey; title: TranslationKey; message: TranslationKey; destructive: boolean }> = {
  lock: { label: 'users.actions.lock', title: 'users.confirm.lockTitle', message: 'users.confirm.lockMessage', destructive: true },
  unlock: { label: 'users.actions.unlock', title: 'users.confirm.unlockTitle', message: 'users.confirm.unlockMessage', destructive: false },
  enable: { label: 'common.enable', title: 'users.confirm.enableTitle', message: 'users.confirm.enableMessage', destructive: false },
  disable: { label: 'common.disable', title: 'users.confirm.disableTitle', message: 'users.confirm.disableMessage', destructive: true },
};

const SORTABLE: readonly { field: UserOrderField; label: TranslationKey }[] = [
  { field: 'USERNAME', label: 'users.fields.username' },
  { field: 'REALNAME', label: 'users.fields.realname' },
];

/** The list's filters as the `users` query takes them. */
function toUserFilter(values: UserFilterValues): UserFilter {
  const created = rangeOf(values.createdFrom || '0000-01-01', values.createdTo || '9999-12-31');
  return {
    search: values.search.trim() || null,
    username: values.username.trim() || null,
    realname: values.realname.trim() || null,
    accountId: values.accountId || null,
    roleId: values.roleId || null,
    locked: values.locked === '' ? null : values.locked === 'locked',
    enabled: values.enabled === '' ? null : values.enabled === 'enabled',
    createdFrom: values.createdFrom && created ? created.from.toISOString() : null,
    createdTo: values.createdTo && created ? created.to.toISOString() : null,
  };
}

/** /manage/clientmanage/usermanage: users with server-side paging, sorting and filters. */
export function UsersPage() {
  const attempt = useAttempt();
  const { t, i18n } = useTranslation();
  const { user: me } = useSession();
  const isSystemAdmin = me?.isSystemAdmin === true;
  const [params] = useSearchParams();
  const paging = useKeysetPaging(20);
  const [filters, setFilters] = useState<UserFilterValues>({ ...EMPTY_USER_FILTERS, accountId: params.get('accountId') ?? '' });
  const [sort, setSort] = useState<{ field: UserOrderField; direction: SortDirection }>({ field: 'CREATED_AT', direction: 'DESC' });
  const [selected, setSelected] = useState<ReadonlyMap<string, UserRow_ManagedUserFragment>>(new Map());
  const editor = useEditor<UserRow_ManagedUserFragment>();
  const [resetting, setResetting] = useState<UserRow_ManagedUserFragment | null>(null);
  const [credentials, setCredentials] = useState<{ apiKey: string; apiSecret: string } | null>(null);

  const { data, loading, error, refetch } = useQuery(UsersListDocument, {
    variables: { filter: toUserFilter(filters), orderBy: sort.field, direction: sort.direction, ...paging.args },
    fetchPolicy: 'cache-and-network',
  });
  const accountsQuery = useQuery(UsersAccountsDocument, { skip: !isSystemAdmin });
  const choices = useQuery(UsersRoleChoicesDocument, { variables: { accountId: filters.accountId || null } });
  const [setLocked] = useMutation(UsersSetLockedDocument);
  const [setEnabled] = useMutation(UsersSetEnabledDocument);
  const [rotate] = useMutation(UsersRotateApiCredentialsDocument);

  const users = data?.users.edges.map((edge) => readFragment(UserRow_ManagedUserFragmentDoc, edge.node)) ?? [];
  const accounts = accountsQuery.data?.accounts.edges.map(({ node }) => ({ value: node.id, label: node.name })) ?? [];
  const roles = choices.data?.roles.edges.map(({ node }) => ({ value: node.id, label: roleLabel(node, t) })) ?? [];
  const overLimit = selected.size > BATCH_LIMIT;
  const pageSelected = users.filter((u) => selected.has(u.id)).length;

  function sortBy(field: UserOrderField) {
    setSort((current) => ({ field, direction: current.field === field && current.direction === 'ASC' ? 'DESC' : 'ASC' }));
    paging.reset();
  }

  function toggle(rows: UserRow_ManagedUserFragment[], on: boolean) {
    setSelected((current) => {
      const next = new Map(current);
      for (const row of rows) {
        if (on) next.set(row.id, row);
        else next.delete(row.id);
      }
      return next;
    });
  }

  const pending = useConfirmedAction(
    async ({ action, users: rows }: { action: StateAction; users: UserRow_ManagedUserFragment[] }) => {
      const ids = rows.map((row) => row.id);
      const accountId = rows.every((row) => row.accountId === rows[0]?.accountId) ? rows[0]?.accountId : null;
      const changed =
        action === 'lock' || action === 'unlock'
          ? unwrap((await setLocked({ variables: { accountId, ids, locked: action === 'lock' } })).data?.setUsersLocked)
          : unwrap((await setEnabled({ variables: { accountId, ids, enabled: action === 'enable' } })).data?.setUsersEnabled);
      return t('users.changed', { count: changed });
    },
    () => {
      setSelected(new Map());
      return refetch();
    },
  );

  async function rotateKey(row: UserRow_ManagedUserFragment) {
    await attempt(async () => {
      setCredentials(unwrap((await rotate({ variables: { accountId: row.accountId, userId: row.id } })).data?.rotateApiCredentials));
      await refetch();
    });
  }

  const pendingInfo = pending.target ? STATE_ACTIONS[pending.target.action] : null;
  const selectedRows = [...selected.values()];

  return (
    <Stack gap="6">
      <PageHeader description={t('users.description')} primary={{ label: t('users.create'), onClick: () => editor.edit(null), testId: TEST_IDS.userCreate }} />
      <UserFilters
        initial={filters}
        accounts={accounts}
        roles={roles}
        onApply={(values) => {
          setFilters(values);
          paging.reset();
        }}
      />
      <ErrorAlert error={error} />
      {selected.size > 0 && (
        <BatchBar summary={t('users.selected', { count: selected.size })} onClear={() => setSelected(new Map())} testId={TEST_IDS.userBatchBar}>
          {(Object.keys(STATE_ACTIONS) as StateAction[]).map((action) => (
            <Button
              key={action}
              size="xs"
              variant="outline"
              bg="bg"
              disabled={overLimit}
              onClick={() => pending.ask({ action, users: selectedRows })}
              data-testid={`${TEST_IDS.userBatch}-${action}`}
            >
              {t(STATE_ACTIONS[action].label)}
            </Button>
          ))}
        </BatchBar>
      )}
      {overLimit && <StatusAlert status="warning" title={t('users.batchLimit', { total: BATCH_LIMIT })} testId={TEST_IDS.userBatchLimit} />}
      <ListTable
        testId={TEST_IDS.userTable}
        loading={loading}
        empty={users.length === 0}
        columns={[
          { width: '8', label: <RowCheckbox label={t('users.selectPage')} checked={pageCheckState(pageSelected, users.length)} onCheckedChange={(on) => toggle(users, on)} /> },
          ...SORTABLE.map(({ field, label }) => <SortHeader key={field} field={field} label={t(label)} sort={sort} onSort={sortBy} testIdPrefix={TEST_IDS.userSort} />),
          isSystemAdmin && 'users.fields.account',
          'users.fields.role',
          'users.fields.userGroup',
          'common.status',
          <SortHeader key="created" field="CREATED_AT" label={t('common.createdAt')} sort={sort} onSort={sortBy} testIdPrefix={TEST_IDS.userSort} />,
          <SortHeader key="login" field="LAST_LOGIN_AT" label={t('users.fields.lastLogin')} sort={sort} onSort={sortBy} testIdPrefix={TEST_IDS.userSort} />,
        ]}
        actions
      >
        {users.map((row) => (
          <Table.Row key={row.id} data-testid={TEST_IDS.userRow} data-username={row.username}>
            <Table.Cell>
              <RowCheckbox label={row.username} checked={selected.has(row.id)} onCheckedChange={(on) => toggle([row], on)} />
            </Table.Cell>
            <Table.Cell fontWeight="medium">
              <Text>{row.username}</Text>
              {row.email && (
                <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                  {row.email}
                </Text>
              )}
              {(row.riskappName || row.appCountry) && (
                // The bound app and country go under the user rather than in columns of their own,
                // which would push the list past the page's width.
                <Text fontSize="xs" color="fg.muted" fontWeight="normal" data-testid={TEST_IDS.userRiskappCell}>
                  {[row.riskappName && riskappLabel(row.riskappName, row.riskappPlatform, t), row.appCountry && countryName(row.appCountry, i18n.language)]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              )}
            </Table.Cell>
            <Table.Cell>{row.realname}</Table.Cell>
            {isSystemAdmin && <Table.Cell>{row.accountName}</Table.Cell>}
            <Table.Cell>{roleLabel({ name: row.roleName, type: row.roleType }, t)}</Table.Cell>
            <Table.Cell>{row.userGroupName}</Table.Cell>
            <Table.Cell>
              <HStack gap="1" wrap="wrap">
                <Badge colorPalette={row.status === 'locked' ? 'red' : 'green'}>{t(row.status === 'locked' ? 'users.status.locked' : 'users.status.unlocked')}</Badge>
                {!row.enabled && <Badge colorPalette="gray">{t('common.disabled')}</Badge>}
                {row.readOnly && <Badge colorPalette="purple">{t('users.readOnlyBadge')}</Badge>}
                {row.mfaEnabled && <Badge colorPalette="blue">{t('users.mfaBadge')}</Badge>}
              </HStack>
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(row.createdAt, i18n.language)}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(row.lastLoginAt, i18n.language)}</Table.Cell>
            <RowActions>
              <RowButton edit onClick={() => editor.edit(row)} />
              <RowMenu>
                <Menu.Item value="lock" onSelect={() => pending.ask({ action: row.status === 'locked' ? 'unlock' : 'lock', users: [row] })} data-testid={TEST_IDS.userActionLock}>
                  {t(row.status === 'locked' ? 'users.actions.unlock' : 'users.actions.lock')}
                </Menu.Item>
                <Menu.Item value="enable" onSelect={() => pending.ask({ action: row.enabled ? 'disable' : 'enable', users: [row] })} data-testid={TEST_IDS.userActionEnable}>
                  {t(row.enabled ? 'common.disable' : 'common.enable')}
                </Menu.Item>
                <Menu.Item value="reset" onSelect={() => setResetting(row)} data-testid={TEST_IDS.userActionReset}>
                  {t('users.actions.resetPassword')}
                </Menu.Item>
                <Menu.Item value="api" onSelect={() => void rotateKey(row)} data-testid={TEST_IDS.userActionApiKey}>
                  {t(row.apiKey ? 'users.actions.rotateApiKey' : 'users.actions.createApiKey')}
                </Menu.Item>
              </RowMenu>
            </RowActions>
          </Table.Row>
        ))}
      </ListTable>
      <Pager paging={paging} connection={data?.users} />

      {editor.open && (
        <UserDialog
          key={editor.key}
          user={editor.row}
          accounts={accounts}
          defaultAccountId={filters.accountId || undefined}
          onClose={editor.close}
          onSaved={editor.saved(refetch)}
        />
      )}
      {resetting && <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />}
      <SecretPairDialog kind="apiCredentials" pair={credentials && [credentials.apiKey, credentials.apiSecret]} onClose={() => setCredentials(null)} />
      <ConfirmDialog
        {...pending.dialog}
        title={pendingInfo ? t(pendingInfo.title) : ''}
        message={pendingInfo && pending.target ? t(pendingInfo.message, { count: pending.target.users.length, name: pending.target.users[0]?.username ?? '' }) : ''}
        confirmLabel={pendingInfo ? t(pendingInfo.label) : ''}
        destructive={pendingInfo?.destructive}
      />
    </Stack>
  );
}
