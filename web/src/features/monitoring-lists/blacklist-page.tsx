import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, HStack, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { listsTabTestId, TEST_IDS } from '../../app/testids';
import { GuideAction } from '../../components/empty-guide';
import { AccountListFilters, useAccountList, useEditor } from '../../components/list-page';
import { ListTable, RowActions, RowButton, Truncated } from '../../components/list-table';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import {
  BlacklistRow_BlacklistFragmentDoc,
  MonitoringAppChoicesDocument,
  MonitoringListsBlacklistsDocument,
  MonitoringListsDeleteBlacklistsDocument,
  MonitoringListsSetBlacklistsEnabledDocument,
  type BlacklistRow_BlacklistFragment as Blacklist,
  type BlacklistType,
} from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { unwrap } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import { LevelBadge } from '../monitoring/level-badge';
import { BlacklistDialog } from './blacklist-dialog';
import { useListBatch } from '../../components/list-batch';
import { BLACKLIST_TAB_TEXT, BLACKLIST_TABS } from './lists-labels';

/** The tab of `?type=` (ip, wifi, app, device); IP by default. */
function tabOf(value: string | null): BlacklistType {
  const upper = (value ?? '').toUpperCase();
  return (BLACKLIST_TABS as readonly string[]).includes(upper) ? (upper as BlacklistType) : 'IP';
}

/** /Monitoring/blacklist/list: the device blacklist (spec §3 Blacklist) in four tabs, IP, WiFi, App and Device. */
export function BlacklistPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const type = tabOf(params.get('type'));
  const list = useAccountList();
  const { managed, paging } = list;
  const accountId = managed.variable;
  const editor = useEditor<Blacklist>();
  const { data, loading, error, refetch } = useQuery(MonitoringListsBlacklistsDocument, {
    variables: { ...list.variables, type },
    fetchPolicy: 'cache-and-network',
  });
  const apps = useQuery(MonitoringAppChoicesDocument, { variables: { accountId } }).data?.monitoredAppChoices ?? [];
  const [remove] = useMutation(MonitoringListsDeleteBlacklistsDocument);
  const [setEnabled] = useMutation(MonitoringListsSetBlacklistsEnabledDocument);
  const rows = data?.blacklists.edges.map((edge) => readFragment(BlacklistRow_BlacklistFragmentDoc, edge.node)) ?? [];
  const batch = useListBatch(
    ['enable', 'disable', 'delete'],
    async (action, ids) =>
      action === 'delete'
        ? unwrap((await remove({ variables: { ids, accountId } })).data?.deleteBlacklists)
        : unwrap((await setEnabled({ variables: { ids, enabled: action === 'enable', accountId } })).data?.setBlacklistsEnabled),
    refetch,
  );
  const appNames = (ids: readonly string[]) => (ids.length === 0 ? t('monitoringLists.rules.allApps') : ids.map((id) => apps.find((app) => app.id === id)?.name ?? id).join(', '));

  function chooseTab(next: string) {
    batch.selection.clear();
    paging.reset();
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('type', next.toLowerCase());
        return updated;
      },
      { replace: true },
    );
  }

  return (
    <Stack gap="6">
      <PageHeader
        description={t('monitoringLists.blacklist.description')}
        primary={{ label: t('monitoringLists.blacklist.create'), onClick: () => editor.edit(null), testId: TEST_IDS.listsCreate }}
      />
      <Tabs.Root value={type} onValueChange={(details) => chooseTab(details.value)}>
        <Tabs.List>
          {BLACKLIST_TABS.map((tab) => (
            <Tabs.Trigger key={tab} value={tab} data-testid={listsTabTestId(tab.toLowerCase())}>
              {t(BLACKLIST_TAB_TEXT[tab].tab)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      <HStack gap="3" wrap="wrap">
        <AccountListFilters list={list} placeholder={t('monitoringLists.blacklist.searchPlaceholder')} />
      </HStack>
      {batch.view}
      <ListTable
        testId={TEST_IDS.listsTable}
        loading={loading}
        error={error}
        empty={rows.length === 0}
        emptyText={t('common.noMatches')}
        emptyGuide={
          list.variables.search
            ? undefined
            : {
                title: t('monitoringLists.blacklist.emptyGuide.title'),
                description: t(BLACKLIST_TAB_TEXT[type].helper),
                action: <GuideAction label={t('monitoringLists.blacklist.create')} onClick={() => editor.edit(null)} />,
              }
        }
        columns={[
          batch.pageBox(rows.map((row) => row.id)),
          'monitoringLists.blacklist.fields.name',
          'monitoringLists.blacklist.fields.content',
          'monitoringLists.blacklist.fields.apps',
          'monitoringLists.rules.fields.riskLevel',
          'monitoringLists.blacklist.fields.description',
          'common.status',
          'common.createdAt',
        ]}
        actions
      >
        {rows.map((row) => (
          <Table.Row key={row.id} data-testid={TEST_IDS.listsRow} data-name={row.name} data-enabled={String(row.enabled)}>
            <Table.Cell>{batch.rowBox(row.id, row.name)}</Table.Cell>
            <Table.Cell fontWeight="medium">{row.name}</Table.Cell>
            <Table.Cell>
              <Truncated value={row.content.join(', ')} mono maxW="64" />
              {row.content.length > 1 && (
                <Text fontSize="xs" color="fg.muted">
                  {t('monitoringLists.blacklist.entries', { count: row.content.length })}
                </Text>
              )}
            </Table.Cell>
            <Table.Cell>
              <Truncated value={appNames(row.appIds)} maxW="48" />
            </Table.Cell>
            <Table.Cell>
              <LevelBadge level={row.riskLevel} />
            </Table.Cell>
            <Table.Cell>
              <Truncated value={row.description} muted maxW="48" />
            </Table.Cell>
            <Table.Cell>
              <Badge colorPalette={row.enabled ? 'green' : 'gray'}>{t(row.enabled ? 'common.enabled' : 'common.disabled')}</Badge>
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(row.createdAt, i18n.language)}</Table.Cell>
            <RowActions>
              <RowButton edit onClick={() => editor.edit(row)} />
              <RowButton testId={TEST_IDS.listsToggle} onClick={() => batch.ask(row.enabled ? 'disable' : 'enable', [row.id], row.name)}>
                {t(row.enabled ? 'common.disable' : 'common.enable')}
              </RowButton>
              <RowButton remove onClick={() => batch.ask('delete', [row.id], row.name)} />
            </RowActions>
          </Table.Row>
        ))}
      </ListTable>
      <Pager paging={paging} connection={data?.blacklists} />
      {editor.open && <BlacklistDialog key={editor.key} type={type} entry={editor.row} accountId={accountId} apps={apps} onClose={editor.close} onSaved={editor.saved(refetch)} />}
    </Stack>
  );
}
