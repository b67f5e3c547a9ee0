import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TEST_IDS } from '../../app/testids';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { GuideAction } from '../../components/empty-guide';
import { ListTable, RowActions, RowButton, Truncated } from '../../components/list-table';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { SearchForm } from '../../components/search-form';
import { SelectField } from '../../components/select-field';
import {
  NoticeRow_NoticeFragmentDoc,
  NoticesAdminDocument,
  NoticesDeleteDocument,
  NoticesPublishDocument,
  type NoticeLevel,
  type NoticeRow_NoticeFragment as Notice,
  type NoticeStatus,
  type NoticeType,
} from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { unwrap } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import { useConfirmedAction } from '../../lib/use-confirmed-action';
import { useKeysetPaging } from '../../lib/use-keyset-paging';
import {
  NOTICE_LEVEL_COLORS,
  NOTICE_LEVEL_LABELS,
  NOTICE_LEVELS,
  NOTICE_STATUS_COLORS,
  NOTICE_STATUS_LABELS,
  NOTICE_STATUSES,
  NOTICE_TYPE_LABELS,
  NOTICE_TYPES,
} from './notice-labels';

export const NOTICE_FORM_PATH = '/manage/systemmanage/notice/add-or-update';

/**
 * /manage/systemmanage/notice/list: the notices the account wrote (system admins: every
 * account's), searched and filtered by type, level and status, paged on the server; drafts are
 * edited and published, any notice deleted.
 */
export function NoticesAdminPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const paging = useKeysetPaging();
  const [search, setSearch] = useState('');
  const [type, setType] = useState<NoticeType | ''>('');
  const [level, setLevel] = useState<NoticeLevel | ''>('');
  const [status, setStatus] = useState<NoticeStatus | ''>('');
  const variables = { ...paging.args, search: search || null, type: type || null, level: level || null, status: status || null };
  const { data, loading, error, refetch } = useQuery(NoticesAdminDocument, { variables, fetchPolicy: 'cache-and-network' });
  const [publish] = useMutation(NoticesPublishDocument);
  const [remove] = useMutation(NoticesDeleteDocument);
  const rows = data?.notices.edges.map((edge) => readFragment(NoticeRow_NoticeFragmentDoc, edge.node)) ?? [];
  const publishing = useConfirmedAction(async (notice: Notice) => {
    const done = unwrap((await publish({ variables: { id: notice.id } })).data?.publishNotice);
    return t('notices.admin.published', { count: done.receiverCount });
  }, refetch);
  const deleting = useConfirmedAction(async (notice: Notice) => {
    unwrap((await remove({ variables: { id: notice.id } })).data?.deleteNotice);
    return t('notices.admin.deleted');
  }, refetch);
  const filtered = Boolean(search || type || level || status);
  /** A filter's change handler: sets the value and goes back to the first page. */
  const filter = (set: (value: string) => void) => (value: string) => {
    set(value);
    paging.reset();
  };

  return (
    <Stack gap="6">
      <PageHeader
        description={t('notices.admin.description')}
        primary={{ label: t('notices.admin.create'), onClick: () => navigate(NOTICE_FORM_PATH), testId: TEST_IDS.noticesCreate }}
      />
      <HStack gap="3" wrap="wrap" align="end">
        <SearchForm
          placeholder={t('notices.admin.searchPlaceholder')}
          onSearch={(text) => {
            setSearch(text);
            paging.reset();
          }}
        />
        <SelectField
          label={t('notices.fields.type')}
          w="44"
          value={type}
          placeholder={t('notices.admin.allTypes')}
          options={NOTICE_TYPES.map((value) => ({ value, label: t(NOTICE_TYPE_LABELS[value]) }))}
          onValueChange={filter((value) => setType(value as NoticeType | ''))}
        />
        <SelectField
          label={t('notices.fields.level')}
          w="36"
          value={level}
          placeholder={t('notices.admin.allLevels')}
          options={NOTICE_LEVELS.map((value) => ({ value, label: t(NOTICE_LEVEL_LABELS[value]) }))}
          onValueChange={filter((value) => setLevel(value as NoticeLevel | ''))}
        />
        <SelectField
          label={t('notices.fields.status')}
          w="36"
          value={status}
          placeholder={t('notices.admin.allStatuses')}
          options={NOTICE_STATUSES.map((value) => ({ value, label: t(NOTICE_STATUS_LABELS[value]) }))}
          onValueChange={filter((value) => setStatus(value as NoticeStatus | ''))}
        />
      </HStack>
      <ListTable
        testId={TEST_IDS.noticesTable}
        loading={loading}
        error={error}
        empty={rows.length === 0}
        emptyText={t('common.noMatches')}
        emptyGuide={
          filtered
            ? undefined
            : {
                title: t('notices.admin.emptyGuide.title'),
                description: t('notices.admin.emptyGuide.description'),
                action: <GuideAction label={t('notices.admin.create')} onClick={() => navigate(NOTICE_FORM_PATH)} />,
              }
        }
        columns={[
          'notices.fields.title',
          'notices.fields.type',
          'notices.fields.level',
          'notices.fields.scope',
          'notices.fields.status',
          'notices.fields.read',
          'notices.fields.createdAt',
        ]}
        actions
      >
        {rows.map((row) => (
          <Table.Row key={row.id} data-testid={TEST_IDS.noticesRow} data-title={row.title} data-status={row.status}>
            <Table.Cell>
              <Text fontWeight="medium">{row.title}</Text>
              <Truncated value={row.content} muted maxW="72" />
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">{t(NOTICE_TYPE_LABELS[row.type])}</Table.Cell>
            <Table.Cell>
              <Badge colorPalette={NOTICE_LEVEL_COLORS[row.level]}>{t(NOTICE_LEVEL_LABELS[row.level])}</Badge>
            </Table.Cell>
            <Table.Cell fontSize="sm">{recipients(row, t)}</Table.Cell>
            <Table.Cell>
              <Badge colorPalette={NOTICE_STATUS_COLORS[row.status]}>{t(NOTICE_STATUS_LABELS[row.status])}</Badge>
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap" fontSize="sm">
              {row.status === 'PUBLISHED' ? t('notices.admin.readOf', { read: row.readCount, total: row.receiverCount }) : '—'}
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap" fontSize="sm">
              {formatDateTime(row.publishedAt ?? row.createdAt, i18n.language)}
            </Table.Cell>
            <RowActions>
              {row.status === 'DRAFT' && (
                <>
                  <RowButton edit to={`${NOTICE_FORM_PATH}/${row.id}`} />
                  <RowButton palette="blue" onClick={() => publishing.ask(row)} testId={TEST_IDS.noticesPublish}>
                    {t('notices.admin.publish')}
                  </RowButton>
                </>
              )}
              {row.status === 'PUBLISHED' && <RowButton edit readOnly to={`${NOTICE_FORM_PATH}/${row.id}`} />}
              <RowButton remove onClick={() => deleting.ask(row)} />
            </RowActions>
          </Table.Row>
        ))}
      </ListTable>
      <Pager paging={paging} connection={data?.notices} />
      <ConfirmDialog
        {...publishing.dialog}
        title={t('notices.admin.confirm.publishTitle')}
        message={publishing.target ? t('notices.admin.confirm.publishMessage', { title: publishing.target.title }) : ''}
        confirmLabel={t('notices.admin.publish')}
      />
      <ConfirmDialog
        {...deleting.dialog}
        title={t('notices.admin.confirm.deleteTitle')}
        message={deleting.target ? t('notices.admin.confirm.deleteMessage', { title: deleting.target.title }) : ''}
        confirmLabel={t('common.delete')}
        destructive
      />
    </Stack>
  );
}

function recipients(row: Notice, t: (key: 'notices.admin.recipientsGlobal' | 'notices.admin.recipientsCount', values?: { count: number }) => string): string {
  if (row.scope === 'GLOBAL') return t('notices.admin.recipientsGlobal');
  const names = row.scope === 'ACCOUNTS' ? row.accounts.map((a) => a.name) : row.users.map((u) => u.username);
  return names.length <= 3 ? names.join(', ') : t('notices.admin.recipientsCount', { count: names.length });
}
