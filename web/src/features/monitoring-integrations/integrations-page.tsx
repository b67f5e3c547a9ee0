import { useMutation, useQuery } from '@apollo/client/react';
import {
  DeliveryRow_IntegrationDeliveryFragmentDoc,
  IntegrationDeliveriesDocument,
  IntegrationWebhookCreateDocument,
  IntegrationWebhookDeleteDocument,
  IntegrationWebhookRotateDocument,
  IntegrationWebhooksDocument,
  IntegrationWebhookTestDocument,
  IntegrationWebhookUpdateDocument,
  WebhookRow_IntegrationWebhookFragmentDoc,
} from '../../gql/graphql';
import { unwrap } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import type { PageArgs } from '../../lib/use-keyset-paging';
import { EVENT_LABELS, WEBHOOK_EVENTS } from './integration-labels';
import { SyslogPanel } from './syslog-panel';
import { WebhookEndpoints, type WebhookApi, type WebhookFamily } from './webhook-endpoints';

function useMonitoringWebhooks(accountId: string | null, endpointPage: PageArgs, deliveryPage: PageArgs): WebhookApi {
  const endpoints = useQuery(IntegrationWebhooksDocument, { variables: { accountId, ...endpointPage }, fetchPolicy: 'cache-and-network' });
  const log = useQuery(IntegrationDeliveriesDocument, { variables: { accountId, ...deliveryPage }, fetchPolicy: 'cache-and-network' });
  const [create] = useMutation(IntegrationWebhookCreateDocument);
  const [update] = useMutation(IntegrationWebhookUpdateDocument);
  const [remove] = useMutation(IntegrationWebhookDeleteDocument);
  const [rotate] = useMutation(IntegrationWebhookRotateDocument);
  const [test] = useMutation(IntegrationWebhookTestDocument);
  return {
    endpoints: {
      rows: endpoints.data?.integrationWebhooks.edges.map((edge) => readFragment(WebhookRow_IntegrationWebhookFragmentDoc, edge.node)) ?? [],
      connection: endpoints.data?.integrationWebhooks,
      loading: endpoints.loading,
      error: endpoints.error,
      refetch: endpoints.refetch,
    },
    deliveries: {
      rows: log.data?.integrationDeliveries.edges.map((edge) => readFragment(DeliveryRow_IntegrationDeliveryFragmentDoc, edge.node)) ?? [],
      connection: log.data?.integrationDeliveries,
      loading: log.loading,
      error: log.error,
      refetch: log.refetch,
    },
    create: async (input) => unwrap((await create({ variables: { input, accountId } })).data?.createIntegrationWebhook).secret,
    update: async (id, input) => void unwrap((await update({ variables: { id, input, accountId } })).data?.updateIntegrationWebhook),
    remove: async (id) => void unwrap((await remove({ variables: { id, accountId } })).data?.deleteIntegrationWebhook),
    rotate: async (id) => unwrap((await rotate({ variables: { id, accountId } })).data?.rotateIntegrationWebhookSecret).secret,
    test: async (id) => void unwrap((await test({ variables: { id, accountId } })).data?.testIntegrationWebhook),
  };
}

const MONITORING: WebhookFamily = {
  description: 'monitoringIntegrations.description',
  emptyTitle: 'monitoringIntegrations.emptyTitle',
  emptyDescription: 'monitoringIntegrations.emptyDescription',
  events: WEBHOOK_EVENTS,
  labels: EVENT_LABELS,
  useApi: useMonitoringWebhooks,
};

/**
 * /Monitoring/integrations (issue 18, monitoring settings): the account's outbound integrations.
 * Webhook endpoints (signed POSTs of new high-risk events and security-response approval
 * changes), the delivery log with every attempt, and the syslog/CEF export.
 */
export function IntegrationsPage() {
  return <WebhookEndpoints family={MONITORING}>{(accountId) => <SyslogPanel accountId={accountId} />}</WebhookEndpoints>;
}
