import { useMutation, useQuery } from '@apollo/client/react';
import { HStack, Stack, Table, Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { listsTabTestId, TEST_IDS } from '../../app/testids';
import { GuideAction } from '../../components/empty-guide';
import { AccountListFilters, useAccountList, useEditor } from '../../components/list-page';
import { ListTable, RowActions, RowButton, Truncated } from '../../components/list-table';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import {
  DeviceListRow_MonitorDeviceListEntryFragmentDoc,
  MonitoringListsDevicesDocument,
  MonitoringListsRemoveDevicesDocument,
  type DeviceListRow_MonitorDeviceListEntryFragment as Entry,
  type MonitorDeviceList,
} from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { unwrap } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import { useCan } from '../../lib/session-store';
import { AddDeviceDialog } from './add-device-dialog';
import { useListBatch } from '../../components/list-batch';
import { DEVICE_LIST_TEXT, DEVICE_LISTS } from './lists-labels';

/** The permission code each list needs (the server checks the same). */
const LIST_CODE: Record<MonitorDeviceList, string> = { WHITELIST: 'monitor_whitelist', DEBUG: 'monitor_debug_device' };

/** /Monitoring/deviceWhitelist/list: devices never scored as risks. */
export function DeviceWhitelistPage() {
  return <DeviceListPanel list="WHITELIST" header />;
}

/** /Monitoring/debugDeviceList/list: developers' debug devices. */
export function DebugDevicesPage() {
  return <DeviceListPanel list="DEBUG" header />;
}

/**
 * /Monitoring/whitelist: both exempt-device lists on one page, as tabs (`?tab=whitelist|debug`),
 * since both do the same thing for the risk engine; a tab shows only with its permission.
 */
export function MonitoringWhitelistPage() {
  const { t } = useTranslation();
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const shown = DEVICE_LISTS.filter((list) => can(LIST_CODE[list]));
  const wanted = (params.get('tab') ?? '').toUpperCase();
  const list = shown.find((l) => l === wanted) ?? shown[0] ?? 'WHITELIST';
  return (
    <Stack gap="6">
      <PageHeader description={t('monitoringLists.devices.overview')} />
      <Tabs.Root
        value={list}
        onValueChange={(details) =>
          setParams(
            (current) => {
              const updated = new URLSearchParams(current);
              updated.set('tab', details.value.toLowerCase());
              return updated;
            },
            { replace: true },
          )
        }
      >
        <Tabs.List>
          {shown.map((key) => (
            <Tabs.Trigger key={key} value={key} data-testid={listsTabTestId(key.toLowerCase())}>
              {t(DEVICE_LIST_TEXT[key].tab)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      <DeviceListPanel key={list} list={list} />
    </Stack>
  );
}

/** One device list: udid and description, search by udid, add, remove and batch remove. */
function DeviceListPanel({ list: kind, header }: { list: MonitorDeviceList; header?: boolean }) {
  const { t, i18n } = useTranslation();
  const list = useAccountList();
  const accountId = list.managed.variable;
  const adding = useEditor<Entry>();
  const text = DEVICE_LIST_TEXT[kind];
  const { data, loading, error, refetch } = useQuery(MonitoringListsDevicesDocument, { variables: { ...list.variables, list: kind }, fetchPolicy: 'cache-and-network' });
  const [remove] = useMutation(MonitoringListsRemoveDevicesDocument);
  const rows = data?.monitorDeviceList.edges.map((edge) => readFragment(DeviceListRow_MonitorDeviceListEntryFragmentDoc, edge.node)) ?? [];
  const batch = useListBatch(['delete'], async (_action, ids) => unwrap((await remove({ variables: { list: kind, ids, accountId } })).data?.removeMonitorDevices), refetch);
  const addButton = { label: t(text.add), onClick: () => adding.edit(null), testId: TEST_IDS.listsCreate };

  return (
    <Stack gap="6">
      {header ? <PageHeader description={t(text.description)} primary={addButton} /> : <PageHeader title={t(text.tab)} description={t(text.description)} primary={addButton} />}
      <HStack gap="3" wrap="wrap">
        <AccountListFilters list={list} placeholder={t('monitoringLists.devices.searchPlaceholder')} />
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
            : { title: t(text.emptyTitle), description: t(text.description), action: <GuideAction label={t(text.add)} onClick={() => adding.edit(null)} /> }
        }
        columns={[batch.pageBox(rows.map((row) => row.id)), 'monitoringLists.devices.fields.udid', 'monitoringLists.devices.fields.description', 'common.createdAt']}
        actions
      >
        {rows.map((row) => (
          <Table.Row key={row.id} data-testid={TEST_IDS.listsRow} data-name={row.udid}>
            <Table.Cell>{batch.rowBox(row.id, row.udid)}</Table.Cell>
            <Table.Cell fontFamily="mono" fontSize="xs">
              {row.udid}
            </Table.Cell>
            <Table.Cell>
              <Truncated value={row.description} muted maxW="80" />
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(row.createdAt, i18n.language)}</Table.Cell>
            <RowActions>
              <RowButton remove onClick={() => batch.ask('delete', [row.id], row.udid)} />
            </RowActions>
          </Table.Row>
        ))}
      </ListTable>
      <Pager paging={list.paging} connection={data?.monitorDeviceList} />
      {adding.open && <AddDeviceDialog list={kind} accountId={accountId} onClose={adding.close} onSaved={adding.saved(refetch)} />}
    </Stack>
  );
}
