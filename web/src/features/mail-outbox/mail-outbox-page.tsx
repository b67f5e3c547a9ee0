import type { TranslationKey } from '../../i18n/i18n';
import { useQuery } from '@apollo/client/react';
import { Badge, Button, Code, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { ListTable } from '../../components/list-table';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { SystemAdminOnly } from '../../components/system-admin-only';
import { MailOutboxListDocument, OutboxRow_OutboxMailFragmentDoc } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { readFragment } from '../../lib/read-fragment';
import { useKeysetPaging } from '../../lib/use-keyset-paging';
import { useSession } from '../../lib/session-store';

/** How a kept mail fared: sent, failed, or kept in the outbox only. */
const MAIL_STATUS_LABELS = { sent: 'mailOutbox.status.sent', error: 'mailOutbox.status.error', kept: 'mailOutbox.status.kept' } as const satisfies Record<string, TranslationKey>;

/** Characters of the body shown in the row before the full preview is opened. */
const SNIPPET_LENGTH = 80;

function snippet(body: string): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length > SNIPPET_LENGTH ? `${flat.slice(0, SNIPPET_LENGTH)}…` : flat;
}

/** Every mail the console wrote, newest first, server paged (also a tab of the system test page). */
export function MailOutboxTable() {
  const { t, i18n } = useTranslation();
  const paging = useKeysetPaging(20);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const { data, loading, error, refetch } = useQuery(MailOutboxListDocument, { variables: paging.args, fetchPolicy: 'cache-and-network' });
  const mails = data?.mailOutbox.edges.map((edge) => readFragment(OutboxRow_OutboxMailFragmentDoc, edge.node)) ?? [];

  function toggle(id: string) {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  return (
    <Stack gap="4">
      <HStack justify="space-between">
        <Text color="fg.muted">{t('mailOutbox.total', { total: data?.mailOutbox.totalCount ?? 0 })}</Text>
        <Button size="sm" variant="outline" loading={loading && Boolean(data)} onClick={() => void refetch()} data-testid={TEST_IDS.mailOutboxRefresh}>
          {t('common.reload')}
        </Button>
      </HStack>
      <ListTable
        testId={TEST_IDS.mailOutboxTable}
        loading={loading}
        error={error}
        empty={mails.length === 0}
        emptyText={t('mailOutbox.none')}
        columns={['mailOutbox.fields.recipient', 'mailOutbox.fields.subject', 'mailOutbox.fields.time', 'mailOutbox.fields.transport', 'common.status', 'mailOutbox.fields.body']}
      >
        {mails.map((mail) => {
          const expanded = open.has(mail.id);
          const status = mail.error ? 'error' : mail.sentAt ? 'sent' : 'kept';
          return (
            <Fragment key={mail.id}>
              <Table.Row data-testid={TEST_IDS.mailOutboxRow} data-recipient={mail.recipient}>
                <Table.Cell fontWeight="medium">{mail.recipient}</Table.Cell>
                <Table.Cell>{mail.subject}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDateTime(mail.sentAt ?? mail.createdAt, i18n.language)}</Table.Cell>
                <Table.Cell>
                  <Badge variant="outline">
                    {mail.transport === 'smtp' ? t('mailOutbox.transport.smtp') : mail.transport === 'outbox' ? t('mailOutbox.transport.outbox') : mail.transport}
                  </Badge>
                </Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={status === 'error' ? 'red' : status === 'sent' ? 'green' : 'gray'} title={mail.error ?? undefined} data-testid={TEST_IDS.mailOutboxStatus}>
                    {t(MAIL_STATUS_LABELS[status])}
                  </Badge>
                  {mail.error && (
                    <Text color="red.fg" fontSize="xs" mt="1">
                      {mail.error}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="2" justify="space-between">
                    <Text color="fg.muted" lineClamp={1} maxW="sm">
                      {snippet(mail.body)}
                    </Text>
                    <Button size="xs" variant="ghost" aria-expanded={expanded} onClick={() => toggle(mail.id)} data-testid={TEST_IDS.mailOutboxPreview}>
                      {t(expanded ? 'mailOutbox.hidePreview' : 'mailOutbox.showPreview')}
                    </Button>
                  </HStack>
                </Table.Cell>
              </Table.Row>
              {expanded && (
                <Table.Row>
                  <Table.Cell colSpan={6} bg="bg.subtle">
                    <Code display="block" whiteSpace="pre-wrap" wordBreak="break-word" p="3" w="full" data-testid={TEST_IDS.mailOutboxBody}>
                      {mail.body}
                    </Code>
                  </Table.Cell>
                </Table.Row>
              )}
            </Fragment>
          );
        })}
      </ListTable>
      <Pager paging={paging} connection={data?.mailOutbox} />
    </Stack>
  );
}

/** /manage/systemmanage/test: the mail outbox — every mail the console wrote, newest first. */

export function MailOutboxPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <Stack gap="6">
      <PageHeader title={t('mailOutbox.title')} description={t('mailOutbox.description')} />
      {user?.isSystemAdmin ? <MailOutboxTable /> : <SystemAdminOnly description={t('mailOutbox.systemAdminOnly')} />}
    </Stack>
  );
}
