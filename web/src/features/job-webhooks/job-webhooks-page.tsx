import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { AccountSelector } from '../../components/account-selector';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { CredentialsDialog } from '../../components/credentials-dialog';
import { GuideAction } from '../../components/empty-guide';
import { useAccountList, useEditor } from '../../components/list-page';
import { ListTable, RowActions, RowButton } from '../../components/list-table';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { Panel } from '../../components/panel';
import { toaster } from '../../components/ui/toaster';
import {
  DeliveryRow_IntegrationDeliveryFragmentDoc,
  JobWebhooksDeleteDocument,
  JobWebhooksDeliveriesDocument,
  JobWebhooksListDocument,
  JobWebhooksRotateDocument,
  JobWebhooksTestDocument,
  WebhookRow_IntegrationWebhookFragmentDoc,
  type WebhookRow_IntegrationWebhookFragment as Webhook,
} from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { errorText, unwrap } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import { useConfirmedAction } from '../../lib/use-confirmed-action';
import { useKeysetPaging } from '../../lib/use-keyset-paging';
import { DELIVERY_STATUS } from '../monitoring-integrations/integration-labels';
import { JobWebhookDialog } from './job-webhook-dialog';
import { JOB_EVENT_LABELS as EVENT_LABELS } from './job-webhook-labels';

type Action = 'delete' | 'rotate';

/**
 * /manage/detectionManage/jobWebhooks (issue 21): the account's job webhooks — endpoints told
 * with a signed POST when assessment and hardening jobs finish or fail (the secret is shown
 * once, on create and on rotation; "send test" queues a test event) — and their delivery log
 * with every attempt, paged on the server. Same outbox and sender as monitoring's integrations.
 */
export function JobWebhooksPage() {
  const { t, i18n } = useTranslation();
  const list = useAccountList(10);
  const accountId = list.managed.variable;
  const editor = useEditor<Webhook>();
  const [secret, setSecret] = useState<{ name: string; value: string } | null>(null);
  const endpoints = useQuery(JobWebhooksListDocument, { variables: { accountId, ...list.paging.args }, fetchPolicy: 'cache-and-network' });
  const logPaging = useKeysetPaging(10);
  const log = useQuery(JobWebhooksDeliveriesDocument, { variables: { accountId, ...logPaging.args }, fetchPolicy: 'cache-and-network' });
  const [remove] = useMutation(JobWebhooksDeleteDocument);
  const [rotate] = useMutation(JobWebhooksRotateDocument);
  const [test] = useMutation(JobWebhooksTestDocument);
  const rows = endpoints.data?.jobWebhooks.edges.map((edge) => readFragment(WebhookRow_IntegrationWebhookFragmentDoc, edge.node)) ?? [];
  const deliveries = log.data?.jobWebhookDeliveries.edges.map((edge) => readFragment(DeliveryRow_IntegrationDeliveryFragmentDoc, edge.node)) ?? [];
  // A pending delivery due within a minute (a fresh one, or a first quick retry) is worth watching.
  const pendingDeliveries = deliveries.some((d) => d.status === 'PENDING' && (!d.nextAttemptAt || new Date(d.nextAttemptAt).getTime() - Date.now() < 60_000));
  const refetchLog = log.refetch;

  // While deliveries are about to be tried the log refreshes itself, so attempts appear as they happen.
  useEffect(() => {
    if (!pendingDeliveries) return;
    const timer = setInterval(() => void refetchLog(), 2000);
    return () => clearInterval(timer);
  }, [pendingDeliveries, refetchLog]);

  const pending = useConfirmedAction(
    async ({ action, row }: { action: Action; row: Webhook }) => {
      if (action === 'delete') {
        unwrap((await remove({ variables: { id: row.id, accountId } })).data?.deleteJobWebhook);
        return t('monitoringIntegrations.deleted');
      }
      const answer = unwrap((await rotate({ variables: { id: row.id, accountId } })).data?.rotateJobWebhookSecret);
      setSecret({ name: row.name, value: answer.secret });
      return t('monitoringIntegrations.rotated');
    },
    () => Promise.all([endpoints.refetch(), log.refetch()]),
  );

  async function sendTest(row: Webhook) {
    try {
      unwrap((await test({ variables: { id: row.id, accountId } })).data?.testJobWebhook);
      toaster.success({ title: t('monitoringIntegrations.testQueued') });
      await log.refetch();
    } catch (failure) {
      toaster.error({ title: errorText(failure, t) });
    }
  }

  const confirm =
    pending.target?.action === 'delete'
      ? {
          title: t('monitoringIntegrations.confirm.deleteTitle'),
          message: t('monitoringIntegrations.confirm.deleteMessage', { name: pending.target.row.name }),
          label: t('common.delete'),
        }
      : {
          title: t('monitoringIntegrations.confirm.rotateTitle'),
          message: t('monitoringIntegrations.confirm.rotateMessage', { name: pending.target?.row.name ?? '' }),
          label: t('monitoringIntegrations.rotate'),
        };

  return (
    <Stack gap="6">
      <PageHeader
        description={t('jobWebhooks.description')}
        primary={{ label: t('monitoringIntegrations.addEndpoint'), onClick: () => editor.edit(null), testId: TEST_IDS.integrationsCreate }}
      />
      <HStack>
        <AccountSelector managed={list.managed} onChoose={list.paging.reset} />
      </HStack>
      <Panel title={t('monitoringIntegrations.endpoints')}>
        <ListTable
          testId={TEST_IDS.integrationsTable}
          loading={endpoints.loading}
          error={endpoints.error}
          empty={rows.length === 0}
          emptyText={t('common.noMatches')}
          emptyGuide={{
            title: t('jobWebhooks.emptyTitle'),
            description: t('jobWebhooks.emptyDescription'),
            action: <GuideAction label={t('monitoringIntegrations.addEndpoint')} onClick={() => editor.edit(null)} />,
          }}
          columns={['monitoringIntegrations.fields.name', 'monitoringIntegrations.fields.url', 'monitoringIntegrations.fields.events', 'common.status']}
          actions
        >
          {rows.map((row) => (
            <Table.Row key={row.id} data-testid={TEST_IDS.integrationsRow} data-name={row.name}>
              <Table.Cell>
                <Text fontWeight="medium">{row.name}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {row.creator} · {formatDateTime(row.createdAt, i18n.language)}
                </Text>
              </Table.Cell>
              <Table.Cell fontFamily="mono" fontSize="xs" maxW="80" truncate title={row.url}>
                {row.url}
              </Table.Cell>
              <Table.Cell>
                <Stack gap="1">
                  {row.events.map((event) => (
                    <Text key={event} fontSize="xs">
                      {EVENT_LABELS[event] ? t(EVENT_LABELS[event]) : event}
                    </Text>
                  ))}
                </Stack>
              </Table.Cell>
              <Table.Cell>
                <Badge colorPalette={row.enabled ? 'green' : 'gray'}>{t(row.enabled ? 'common.enabled' : 'common.disabled')}</Badge>
              </Table.Cell>
              <RowActions>
                <RowButton onClick={() => void sendTest(row)} testId={TEST_IDS.integrationsTest}>
                  {t('monitoringIntegrations.sendTest')}
                </RowButton>
                <RowButton edit onClick={() => editor.edit(row)} />
                <RowButton onClick={() => pending.ask({ action: 'rotate', row })} testId={TEST_IDS.integrationsRotate}>
                  {t('monitoringIntegrations.rotate')}
                </RowButton>
                <RowButton remove onClick={() => pending.ask({ action: 'delete', row })} />
              </RowActions>
            </Table.Row>
          ))}
        </ListTable>
        <Pager paging={list.paging} connection={endpoints.data?.jobWebhooks} />
      </Panel>

      <Panel title={t('monitoringIntegrations.deliveryLog')} testId={TEST_IDS.integrationsLog}>
        <HStack justify="space-between">
          <Text fontSize="sm" color="fg.muted">
            {t('monitoringIntegrations.deliveryLogHelp')}
          </Text>
          <Button size="sm" variant="outline" onClick={() => void log.refetch()} data-testid={TEST_IDS.integrationsLogRefresh}>
            {t('monitoringIntegrations.refresh')}
          </Button>
        </HStack>
        <ListTable
          testId={TEST_IDS.integrationsLogTable}
          loading={log.loading}
          error={log.error}
          empty={deliveries.length === 0}
          emptyText={t('monitoringIntegrations.noDeliveries')}
          columns={['monitoringIntegrations.fields.event', 'monitoringIntegrations.fields.target', 'common.status', 'monitoringIntegrations.fields.attempts']}
        >
          {deliveries.map((d) => (
            <Table.Row key={d.id} data-testid={TEST_IDS.integrationsLogRow} data-status={d.status} data-event={d.eventType}>
              <Table.Cell>
                <Text fontSize="sm">{EVENT_LABELS[d.eventType] ? t(EVENT_LABELS[d.eventType]) : d.eventType}</Text>
                <Text fontSize="xs" color="fg.muted" fontFamily="mono">
                  {formatDateTime(d.createdAt, i18n.language)}
                </Text>
              </Table.Cell>
              <Table.Cell fontSize="sm">{d.endpointName}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={DELIVERY_STATUS[d.status].palette}>{t(DELIVERY_STATUS[d.status].label)}</Badge>
                {d.nextAttemptAt && (
                  <Text fontSize="xs" color="fg.muted">
                    {t('monitoringIntegrations.nextAttempt', { at: formatDateTime(d.nextAttemptAt, i18n.language) })}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell>
                <Stack gap="0.5" data-testid={TEST_IDS.integrationsAttempts}>
                  {d.attempts.length === 0 && (
                    <Text fontSize="xs" color="fg.muted">
                      {t('monitoringIntegrations.noAttempts')}
                    </Text>
                  )}
                  {d.attempts.map((a) => (
                    <Text key={a.id} fontSize="xs" fontFamily="mono" data-testid={TEST_IDS.integrationsAttempt}>
                      #{a.attempt} {formatDateTime(a.attemptedAt, i18n.language)} · {a.statusCode ?? a.error ?? t('monitoringIntegrations.sent')} · {a.durationMs} ms
                    </Text>
                  ))}
                </Stack>
              </Table.Cell>
            </Table.Row>
          ))}
        </ListTable>
        <Pager paging={logPaging} connection={log.data?.jobWebhookDeliveries} />
      </Panel>

      {editor.open && (
        <JobWebhookDialog
          key={editor.key}
          endpoint={editor.row}
          accountId={accountId}
          onClose={editor.close}
          onSaved={(created) => {
            if (created) setSecret({ name: t('monitoringIntegrations.newEndpoint'), value: created });
            editor.saved(endpoints.refetch)();
          }}
        />
      )}
      <CredentialsDialog
        open={secret !== null}
        title={t('monitoringIntegrations.secretTitle')}
        notice={t('monitoringIntegrations.secretNotice')}
        fields={secret ? [{ label: t('monitoringIntegrations.fields.secret'), value: secret.value, testId: TEST_IDS.integrationsSecret }] : []}
        testId={TEST_IDS.integrationsSecretDialog}
        onClose={() => setSecret(null)}
      />
      <ConfirmDialog {...pending.dialog} title={confirm.title} message={confirm.message} confirmLabel={confirm.label} destructive />
    </Stack>
  );
}
