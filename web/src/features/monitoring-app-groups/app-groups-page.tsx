import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, HStack, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { GuideAction } from '../../components/empty-guide';
import { useListBatch, type ListBatchOptions } from '../../components/list-batch';
import { AccountListFilters, useAccountList, useEditor } from '../../components/list-page';
import { ListTable, RowActions, RowButton, Truncated } from '../../components/list-table';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import {
  AppGroupRow_MonitoredAppGroupFragmentDoc,
  MonitoringAppGroupsDeleteDocument,
  MonitoringAppGroupsDocument,
  type AppGroupRow_MonitoredAppGroupFragment as Group,
} from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { unwrap } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import { AppGroupDialog } from './app-group-dialog';

/** Member apps shown in a row before "+n". */
const SHOWN_MEMBERS = 5;

const BATCH: ListBatchOptions = {
  texts: {
    selectPage: 'monitoringAppGroups.selectPage',
    selected: 'monitoringAppGroups.selected',
    limit: 'monitoringAppGroups.batchLimit',
    done: 'monitoringAppGroups.deleted',
    confirm: {
      delete: { title: 'monitoringAppGroups.confirm.deleteTitle', message: 'monitoringAppGroups.confirm.deleteMessage', one: 'monitoringAppGroups.confirm.deleteOne' },
    },
  },
  testIds: { bar: TEST_IDS.appGroupsBatchBar, action: TEST_IDS.appGroupsBatch },
};

/**
 * /Monitoring/appManage/appGroup: groups of monitored apps that the dashboard, risk overview,
 * threat list and threat devices filter by. Search, server paging, create/edit with the member
 * apps, delete and batch delete (the apps stay).
 */
export function AppGroupsPage() {
  const { t, i18n } = useTranslation();
  const list = useAccountList();
  const { managed, paging } = list;
  const accountId = managed.variable;
  const editor = useEditor<Group>();
  const { data, loading, error, refetch } = useQuery(MonitoringAppGroupsDocument, { variables: list.variables, fetchPolicy: 'cache-and-network' });
  const [remove] = useMutation(MonitoringAppGroupsDeleteDocument);
  const rows = data?.monitoredAppGroups.edges.map((edge) => readFragment(AppGroupRow_MonitoredAppGroupFragmentDoc, edge.node)) ?? [];
  const batch = useListBatch(['delete'], async (_action, ids) => unwrap((await remove({ variables: { ids, accountId } })).data?.deleteMonitoredAppGroups), refetch, BATCH);
  const ids = rows.map((row) => row.id);
  const filtered = Boolean(list.variables.search);

  return (
    <Stack gap="6">
      <PageHeader
        description={t('monitoringAppGroups.description')}
        primary={{ label: t('monitoringAppGroups.create'), onClick: () => editor.edit(null), testId: TEST_IDS.appGroupsCreate }}
      />
      <HStack gap="3" wrap="wrap" align="end">
        <AccountListFilters list={list} placeholder={t('monitoringAppGroups.searchPlaceholder')} />
      </HStack>
      {batch.view}
      <ListTable
        testId={TEST_IDS.appGroupsTable}
        loading={loading}
        error={error}
        empty={rows.length === 0}
        emptyText={t('common.noMatches')}
        emptyGuide={
          filtered
            ? undefined
            : {
                title: t('monitoringAppGroups.emptyGuide.title'),
                description: t('monitoringAppGroups.emptyGuide.description'),
                action: <GuideAction label={t('monitoringAppGroups.create')} onClick={() => editor.edit(null)} />,
              }
        }
        columns={[batch.pageBox(ids), 'monitoringAppGroups.fields.name', 'monitoringAppGroups.fields.members', 'monitoringAppGroups.fields.createdAt']}
        actions
      >
        {rows.map((row) => (
          <Table.Row key={row.id} data-testid={TEST_IDS.appGroupsRow} data-name={row.name} data-members={String(row.memberCount)}>
            <Table.Cell>{batch.rowBox(row.id, row.name)}</Table.Cell>
            <Table.Cell>
              <Text fontWeight="medium" whiteSpace="nowrap">
                {row.name}
              </Text>
              <Truncated value={row.description} muted maxW="64" />
            </Table.Cell>
            <Table.Cell>
              <Text fontSize="sm" mb="1">
                {t('monitoringAppGroups.memberCount', { count: row.memberCount })}
              </Text>
              <Wrap gap="1">
                {row.members.slice(0, SHOWN_MEMBERS).map((member) => (
                  <Badge key={member.id} variant="subtle">
                    {member.name}
                  </Badge>
                ))}
                {row.members.length > SHOWN_MEMBERS && <Badge variant="outline">{`+${row.members.length - SHOWN_MEMBERS}`}</Badge>}
              </Wrap>
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap" fontSize="sm">
              {formatDateTime(row.createdAt, i18n.language)}
            </Table.Cell>
            <RowActions>
              <RowButton edit onClick={() => editor.edit(row)} />
              <RowButton remove onClick={() => batch.ask('delete', [row.id], row.name)} />
            </RowActions>
          </Table.Row>
        ))}
      </ListTable>
      <Pager paging={paging} connection={data?.monitoredAppGroups} />
      {editor.open && <AppGroupDialog key={editor.key} group={editor.row} accountId={accountId} onClose={editor.close} onSaved={editor.saved(refetch)} />}
    </Stack>
  );
}
