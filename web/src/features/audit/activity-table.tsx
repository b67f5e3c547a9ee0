import { Badge, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { ListTable } from '../../components/list-table';
import type { FragmentType } from '../../gql/fragment-masking';
import { ActivityTable_OperationLogFragmentDoc } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { readFragment } from '../../lib/read-fragment';
import { activityLabel, resultLabel } from './activity-labels';

interface ActivityTableProps {
  rows: readonly FragmentType<typeof ActivityTable_OperationLogFragmentDoc>[];
  /** Shows the account column (system super admins see every account). */
  showAccount?: boolean;
  loading?: boolean;
}

/** Activity-log rows (spec §3): time, activity type, result, IP, operator, reason. */
export function ActivityTable({ rows, showAccount, loading }: ActivityTableProps) {
  const { t, i18n } = useTranslation();
  const logs = rows.map((row) => readFragment(ActivityTable_OperationLogFragmentDoc, row));
  return (
    <ListTable
      testId={TEST_IDS.activityTable}
      loading={loading}
      empty={logs.length === 0}
      columns={[
        'audit.columns.time',
        'audit.columns.activityType',
        'audit.columns.result',
        'audit.columns.operator',
        showAccount && 'audit.columns.account',
        'audit.columns.ip',
        'audit.columns.reason',
      ]}
    >
      {logs.map((log) => (
        <Table.Row key={log.id} data-testid={TEST_IDS.activityRow}>
          <Table.Cell whiteSpace="nowrap">{formatDateTime(log.time, i18n.language)}</Table.Cell>
          <Table.Cell>{activityLabel(log.activityType, t)}</Table.Cell>
          <Table.Cell>
            <Badge colorPalette={log.result === 'success' ? 'green' : 'red'}>{resultLabel(log.result, t)}</Badge>
          </Table.Cell>
          <Table.Cell>{log.operator}</Table.Cell>
          {showAccount && <Table.Cell>{log.accountName}</Table.Cell>}
          <Table.Cell fontFamily="mono" fontSize="xs">
            {log.ip}
          </Table.Cell>
          <Table.Cell maxW="sm">
            <Text lineClamp={2} fontSize="sm" color="fg.muted" title={[log.target, log.reason].filter(Boolean).join(' · ')}>
              {[log.target, log.reason].filter(Boolean).join(' · ')}
            </Text>
          </Table.Cell>
        </Table.Row>
      ))}
    </ListTable>
  );
}
