import { Badge, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
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
import type { PagedConnection } from '../../components/pager';
import type { DeliveryRow_IntegrationDeliveryFragment as Delivery, IntegrationWebhookInput, WebhookRow_IntegrationWebhookFragment as Webhook } from '../../gql/graphql';
import type { TranslationKey } from '../../i18n/i18n';
import { formatDateTime } from '../../lib/format';
import { errorText } from '../../lib/graphql-result';
import { useConfirmedAction } from '../../lib/use-confirmed-action';
import { useKeysetPaging, type PageArgs } from '../../lib/use-keyset-paging';
import { DELIVERY_STATUS } from './integration-labels';
import { WebhookDialog } from './webhook-dialog';

type Action = 'delete' | 'rotate';

/** One page of a list as the endpoints page shows it. */
interface ListState<Row> {
  rows: Row[];
  connection: PagedConnection | null | undefined;
  loading: boolean;
  error: Error | undefined;
  refetch(): Promise<unknown>;
}

/** The calls of one family of endpoints (monitoring's, the jobs'), each scoped to `accountId`. */
export interface WebhookApi {
  endpoints: ListState<Webhook>;
  deliveries: ListState<Delivery>;
  create(input: IntegrationWebhookInput): Promise<string>;
  update(id: string, input: IntegrationWebhookInput): Promise<void>;
  remove(id: string): Promise<void>;
  /** Answers the new secret. */
  rotate(id: string): Promise<string>;
  test(id: string): Promise<void>;
}

/** What differs between the families: their texts, their events and their calls. */
export interface WebhookFamily {
  description: TranslationKey;
  emptyTitle: TranslationKey;
  emptyDescription: TranslationKey;
  events: readonly string[];
  labels: Record<string, TranslationKey>;
  useApi(accountId: string | null, endpointPage: PageArgs, deliveryPage: PageArgs): WebhookApi;
}

/**
 * An account's webhook endpoints of one family (the secret is shown once, on create and on
 * rotation; "send test" queues a test event) and their delivery log with every attempt, both
 * paged on the server; `children` follow the log (monitoring's syslog export).
 */
export function WebhookEndpoints({ family, children }: { family: WebhookFamily; children?: (accountId: string | null) => ReactNode }) {
  const { t, i18n } = useTranslation();
  const list = useAccountList(10);
  const accountId = list.managed.variable;
  const editor = useEditor<Webhook>();
  const [secret, setSecret] = useState<{ name: string; value: string } | null>(null);
  const logPaging = useKeysetPaging(10);
  const api = family.useApi(accountId, list.paging.args, logPaging.args);
  const { endpoints, deliveries: log } = api;
  const rows = endpoints.rows;
  const deliveries = log.rows;
  const labels = family.labels;
  // A pending delivery not yet tried (the sender may hold it, its next attempt then being the
  // lease's end) or due within a minute (a first quick retry) is worth watching.
  const pendingDeliveries = deliveries.some(
    (d) => d.status === 'PENDING' && (d.attemptCount === 0 || !d.nextAttemptAt || new Date(d.nextAttemptAt).getTime() - Date.now() < 60_000),
  );
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
        await api.remove(row.id);
        return t('monitoringIntegrations.deleted');
      }
      setSecret({ name: row.name, value: await api.rotate(row.id) });
      return t('monitoringIntegrations.rotated');
    },
    () => Promise.all([endpoints.refetch(), log.refetch()]),
  );

  async function sendTest(row: Webhook) {
    try {
      await api.test(row.id);
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
        description={t(family.description)}
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
            title: t(family.emptyTitle),
            description: t(family.emptyDescription),
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
                      {labels[event] ? t(labels[event]) : event}
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
        <Pager paging={list.paging} connection={endpoints.connection} />
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
                <Text fontSize="sm">{labels[d.eventType] ? t(labels[d.eventType]) : d.eventType}</Text>
                <Text fontSize="xs" color="fg.muted" fontFamily="mono">
                  {formatDateTime(d.createdAt, i18n.language)}
                </Text>
              </Table.Cell>
              <Table.Cell fontSize="sm">{d.target === 'SYSLOG' ? t('monitoringIntegrations.syslog') : d.endpointName}</Table.Cell>
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
        <Pager paging={logPaging} connection={log.connection} />
      </Panel>

      {children?.(accountId)}

      {editor.open && (
        <WebhookDialog
          key={editor.key}
          endpoint={editor.row}
          events={family.events}
          labels={labels}
          save={(input) => (editor.row ? api.update(editor.row.id, input).then(() => null) : api.create(input))}
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
