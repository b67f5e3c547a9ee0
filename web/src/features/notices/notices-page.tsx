import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, ButtonGroup, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { ErrorAlert } from '../../components/error-alert';
import { Modal } from '../../components/modal';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { toaster } from '../../components/ui/toaster';
import {
  InboxRow_InboxNoticeFragmentDoc,
  NoticesInboxDocument,
  NoticesMarkAllReadDocument,
  NoticesMarkReadDocument,
  NoticesUnreadCountDocument,
  type InboxRow_InboxNoticeFragment as InboxNotice,
} from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { errorText, unwrap } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import { useKeysetPaging } from '../../lib/use-keyset-paging';
import { NOTICE_LEVEL_COLORS, NOTICE_LEVEL_LABELS, NOTICE_TYPE_LABELS, noticeText } from './notice-labels';

/**
 * /notices, for every signed-in user: the notices they received, newest first, all or unread
 * only; opening one shows it whole and marks it read; everything can be marked read at once.
 * The list follows the live unread count, so a notice published meanwhile appears by itself.
 */
export function NoticesPage() {
  const { t, i18n } = useTranslation();
  const paging = useKeysetPaging();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [open, setOpen] = useState<InboxNotice | null>(null);
  const { data, loading, error, refetch } = useQuery(NoticesInboxDocument, { variables: { ...paging.args, unreadOnly }, fetchPolicy: 'cache-and-network' });
  const unread = useQuery(NoticesUnreadCountDocument).data?.myUnreadNoticeCount;
  const [markRead] = useMutation(NoticesMarkReadDocument);
  const [markAll, markingAll] = useMutation(NoticesMarkAllReadDocument);
  const rows = data?.myNotices.edges.map((edge) => readFragment(InboxRow_InboxNoticeFragmentDoc, edge.node)) ?? [];

  // The bell's live count changed (a notice arrived, or was read elsewhere): show it here too.
  useEffect(() => {
    if (unread !== undefined) void refetch();
  }, [unread, refetch]);

  async function openNotice(notice: InboxNotice) {
    setOpen(notice);
    if (notice.read) return;
    try {
      unwrap((await markRead({ variables: { id: notice.id } })).data?.markNoticeRead);
    } catch (failure) {
      toaster.error({ title: errorText(failure, t) });
    }
  }

  async function readAll() {
    try {
      const count = unwrap((await markAll()).data?.markAllNoticesRead);
      toaster.success({ title: t('notices.inbox.markedAll', { count }) });
      await refetch();
    } catch (failure) {
      toaster.error({ title: errorText(failure, t) });
    }
  }

  const text = open ? noticeText(open, t) : null;
  return (
    <Stack gap="6">
      <PageHeader
        description={t('notices.inbox.description')}
        actions={
          <Button variant="outline" size="sm" onClick={() => void readAll()} loading={markingAll.loading} disabled={!unread} data-testid={TEST_IDS.inboxMarkAll}>
            {t('notices.inbox.markAllRead')}
          </Button>
        }
      />
      <ButtonGroup size="sm" variant="outline" attached>
        {([false, true] as const).map((only) => (
          <Button
            key={String(only)}
            variant={unreadOnly === only ? 'solid' : 'outline'}
            onClick={() => {
              setUnreadOnly(only);
              paging.reset();
            }}
            data-testid={only ? TEST_IDS.inboxUnreadOnly : undefined}
          >
            {only ? t('notices.inbox.unread') : t('notices.inbox.all')}
          </Button>
        ))}
      </ButtonGroup>
      <ErrorAlert error={error} />
      <Stack gap="2" data-testid={TEST_IDS.inboxList}>
        {loading && rows.length === 0 && <Spinner />}
        {!loading && rows.length === 0 && (
          <Text color="fg.muted" py="6" textAlign="center">
            {t('notices.inbox.empty')}
          </Text>
        )}
        {rows.map((row) => {
          const { title } = noticeText(row, t);
          return (
            <Box
              key={row.id}
              as="button"
              textAlign="start"
              bg="bg"
              borderWidth="1px"
              borderInlineStartWidth="4px"
              borderInlineStartColor={row.read ? 'border' : 'blue.solid'}
              rounded="l2"
              px="4"
              py="3"
              _hover={{ bg: 'bg.muted' }}
              onClick={() => void openNotice(row)}
              data-testid={TEST_IDS.inboxItem}
              data-read={String(row.read)}
              data-id={row.id}
            >
              <HStack justify="space-between" gap="3" wrap="wrap">
                <HStack gap="2" minW="0">
                  {!row.read && (
                    <Badge colorPalette="blue" variant="solid">
                      {t('notices.inbox.unreadMark')}
                    </Badge>
                  )}
                  <Text fontWeight={row.read ? 'normal' : 'semibold'} truncate>
                    {title}
                  </Text>
                </HStack>
                <HStack gap="2" fontSize="sm" color="fg.muted">
                  <Badge colorPalette={NOTICE_LEVEL_COLORS[row.level]}>{t(NOTICE_LEVEL_LABELS[row.level])}</Badge>
                  <Text>{t(NOTICE_TYPE_LABELS[row.type])}</Text>
                  <Text whiteSpace="nowrap">{formatDateTime(row.receivedAt, i18n.language)}</Text>
                </HStack>
              </HStack>
            </Box>
          );
        })}
      </Stack>
      <Pager paging={paging} connection={data?.myNotices} />
      {open && text && (
        <Modal
          open
          size="lg"
          title={text.title}
          onClose={() => {
            setOpen(null);
            void refetch();
          }}
          testId={TEST_IDS.inboxDetail}
          footer={<Button onClick={() => setOpen(null)}>{t('common.close')}</Button>}
        >
          <HStack gap="2" fontSize="sm" color="fg.muted" wrap="wrap">
            <Badge colorPalette={NOTICE_LEVEL_COLORS[open.level]}>{t(NOTICE_LEVEL_LABELS[open.level])}</Badge>
            <Text>{t(NOTICE_TYPE_LABELS[open.type])}</Text>
            <Text>{formatDateTime(open.receivedAt, i18n.language)}</Text>
            {open.sender && <Text>{t('notices.inbox.from', { name: open.sender })}</Text>}
          </HStack>
          <Text whiteSpace="pre-wrap">{text.content}</Text>
        </Modal>
      )}
    </Stack>
  );
}
