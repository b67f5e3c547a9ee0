import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, HStack, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { TEST_IDS } from '../../app/testids';
import { GuideAction } from '../../components/empty-guide';
import { useListBatch, type ListBatchOptions } from '../../components/list-batch';
import { AccountListFilters, useAccountList, useEditor } from '../../components/list-page';
import { ListTable, RowActions, RowButton, Truncated } from '../../components/list-table';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { SelectField } from '../../components/select-field';
import {
  AppListRow_MonitorAppListEntryFragmentDoc,
  MonitoringAppListsDeleteDocument,
  MonitoringAppListsDocument,
  MonitoringAppListsSetEnabledDocument,
  type AppListRow_MonitorAppListEntryFragment as Entry,
  type MonitorAppListType,
} from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { unwrap } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import { useCan } from '../../lib/session-store';
import { AppListDialog } from './app-list-dialog';
import { APP_LIST_TYPE_CODES, APP_LIST_TYPE_LABELS, APP_LIST_TYPES } from './app-list-labels';

const BATCH: ListBatchOptions = {
  texts: {
    selectPage: 'monitoringAppLists.selectPage',
    selected: 'monitoringAppLists.selected',
    limit: 'monitoringAppLists.batchLimit',
    done: 'monitoringAppLists.changed',
    confirm: {
      enable: { title: 'monitoringAppLists.confirm.enableTitle', message: 'monitoringAppLists.confirm.enableMessage', one: 'monitoringAppLists.confirm.enableOne' },
      disable: { title: 'monitoringAppLists.confirm.disableTitle', message: 'monitoringAppLists.confirm.disableMessage', one: 'monitoringAppLists.confirm.disableOne' },
      delete: { title: 'monitoringAppLists.confirm.deleteTitle', message: 'monitoringAppLists.confirm.deleteMessage', one: 'monitoringAppLists.confirm.deleteOne' },
    },
  },
  testIds: { bar: TEST_IDS.appListsBatchBar, action: TEST_IDS.appListsBatch },
};

type Tab = 'ALL' | MonitorAppListType;

/** The tab of `?type=` (black, white); all by default. */
function tabOf(value: string | null, tabs: readonly Tab[]): Tab {
  const upper = (value ?? '').toUpperCase() as Tab;
  return tabs.includes(upper) ? upper : (tabs[0] ?? 'ALL');
}

const TYPE_COLOR: Record<MonitorAppListType, string> = { BLACK: 'red', WHITE: 'green' };

/**
 * /Monitoring/appBlackWhiteList/list: the app black/white list (spec §3) the risk engine checks
 * the installed apps an SDK reports against. Tabs for all, black and white entries (each shown
 * to holders of its code), search and status filter, server paging, batch actions.
 */
export function AppListsPage() {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const types = APP_LIST_TYPES.filter((type) => can(APP_LIST_TYPE_CODES[type]));
  const tabs: Tab[] = types.length > 1 ? ['ALL', ...types] : types;
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('type'), tabs);
  const [status, setStatus] = useState('');
  const list = useAccountList();
  const { managed, paging } = list;
  const accountId = managed.variable;
  const editor = useEditor<Entry>();
  const { data, loading, error, refetch } = useQuery(MonitoringAppListsDocument, {
    variables: { ...list.variables, type: tab === 'ALL' ? null : tab, enabled: status === '' ? null : status === 'enabled' },
    fetchPolicy: 'cache-and-network',
  });
  const [remove] = useMutation(MonitoringAppListsDeleteDocument);
  const [setEnabled] = useMutation(MonitoringAppListsSetEnabledDocument);
  const rows = data?.monitorAppList.edges.map((edge) => readFragment(AppListRow_MonitorAppListEntryFragmentDoc, edge.node)) ?? [];
  const batch = useListBatch(
    ['enable', 'disable', 'delete'],
    async (action, ids) =>
      action === 'delete'
        ? unwrap((await remove({ variables: { ids, accountId } })).data?.deleteMonitorAppListEntries)
        : unwrap((await setEnabled({ variables: { ids, enabled: action === 'enable', accountId } })).data?.setMonitorAppListEntriesEnabled),
    refetch,
    BATCH,
  );
  const ids = rows.map((row) => row.id);

  function chooseTab(next: string) {
    batch.selection.clear();
    paging.reset();
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'ALL') updated.delete('type');
        else updated.set('type', next.toLowerCase());
        return updated;
      },
      { replace: true },
    );
  }

  const filtered = Boolean(list.variables.search) || status !== '';

  return (
    <Stack gap="6">
      <PageHeader
        description={t('monitoringAppLists.description')}
        primary={{ label: t('monitoringAppLists.create'), onClick: () => editor.edit(null), testId: TEST_IDS.appListsCreate }}
      />
      <Tabs.Root value={tab} onValueChange={(details) => chooseTab(details.value)}>
        <Tabs.List>
          {tabs.map((value) => (
            <Tabs.Trigger key={value} value={value} data-testid={`${TEST_IDS.appListsTab}-${value.toLowerCase()}`}>
              {t(value === 'ALL' ? 'monitoringAppLists.tabs.ALL' : APP_LIST_TYPE_LABELS[value])}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      <HStack gap="3" wrap="wrap" align="end">
        <AccountListFilters list={list} placeholder={t('monitoringAppLists.searchPlaceholder')} />
        <SelectField
          w="44"
          label={t('common.status')}
          value={status}
          placeholder={t('common.all')}
          options={[
            { value: 'enabled', label: t('common.enabled') },
            { value: 'disabled', label: t('common.disabled') },
          ]}
          onValueChange={(value) => {
            setStatus(value);
            paging.reset();
          }}
          testId={TEST_IDS.appListsFilterStatus}
        />
      </HStack>
      {batch.view}
      <ListTable
        testId={TEST_IDS.appListsTable}
        loading={loading}
        error={error}
        empty={rows.length === 0}
        emptyText={t('common.noMatches')}
        emptyGuide={
          filtered
            ? undefined
            : {
                title: t('monitoringAppLists.emptyGuide.title'),
                description: t('monitoringAppLists.emptyGuide.description'),
                action: <GuideAction label={t('monitoringAppLists.create')} onClick={() => editor.edit(null)} />,
              }
        }
        columns={[
          batch.pageBox(ids),
          'monitoringAppLists.fields.type',
          'monitoringAppLists.fields.name',
          'monitoringAppLists.fields.packageName',
          'monitoringAppLists.fields.hashes',
          'common.status',
          'monitoringAppLists.fields.creator',
        ]}
        actions
      >
        {rows.map((row) => (
          <Table.Row key={row.id} data-testid={TEST_IDS.appListsRow} data-name={row.name} data-enabled={String(row.enabled)}>
            <Table.Cell>{batch.rowBox(row.id, row.name)}</Table.Cell>
            <Table.Cell>
              <Badge colorPalette={TYPE_COLOR[row.type]}>{t(APP_LIST_TYPE_LABELS[row.type])}</Badge>
            </Table.Cell>
            <Table.Cell>
              <Text fontWeight="medium" whiteSpace="nowrap">
                {row.name}
              </Text>
              <Truncated value={row.appName} muted maxW="48" />
            </Table.Cell>
            <Table.Cell>
              <Truncated value={row.packageName} mono maxW="64" />
              {row.installer && (
                <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
                  {t('monitoringAppLists.installedBy', { installer: row.installer })}
                </Text>
              )}
            </Table.Cell>
            <Table.Cell fontFamily="mono" fontSize="xs" whiteSpace="nowrap">
              {row.md5 && <Text>{`MD5 ${row.md5}`}</Text>}
              {row.certMd5 && <Text>{`${t('monitoringAppLists.fields.certMd5')} ${row.certMd5}`}</Text>}
            </Table.Cell>
            <Table.Cell>
              <Badge colorPalette={row.enabled ? 'green' : 'gray'}>{t(row.enabled ? 'common.enabled' : 'common.disabled')}</Badge>
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">
              <Text fontSize="sm">{row.creator}</Text>
              <Text fontSize="xs" color="fg.muted">
                {formatDateTime(row.createdAt, i18n.language)}
              </Text>
            </Table.Cell>
            <RowActions>
              <RowButton edit onClick={() => editor.edit(row)} />
              <RowButton testId={TEST_IDS.appListsToggle} onClick={() => batch.ask(row.enabled ? 'disable' : 'enable', [row.id], row.name)}>
                {t(row.enabled ? 'common.disable' : 'common.enable')}
              </RowButton>
              <RowButton remove onClick={() => batch.ask('delete', [row.id], row.name)} />
            </RowActions>
          </Table.Row>
        ))}
      </ListTable>
      <Pager paging={paging} connection={data?.monitorAppList} />
      {editor.open && (
        <AppListDialog
          key={editor.key}
          types={editor.row || tab === 'ALL' ? types : [tab, ...types.filter((type) => type !== tab)]}
          entry={editor.row}
          accountId={accountId}
          onClose={editor.close}
          onSaved={editor.saved(refetch)}
        />
      )}
    </Stack>
  );
}
