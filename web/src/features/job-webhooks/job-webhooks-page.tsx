import { useMutation, useQuery } from '@apollo/client/react';
import {
  DeliveryRow_IntegrationDeliveryFragmentDoc,
  JobWebhooksCreateDocument,
  JobWebhooksDeleteDocument,
  JobWebhooksDeliveriesDocument,
  JobWebhooksListDocument,
  JobWebhooksRotateDocument,
  JobWebhooksTestDocument,
  JobWebhooksUpdateDocument,
  WebhookRow_IntegrationWebhookFragmentDoc,
} from '../../gql/graphql';
import { unwrap } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import type { PageArgs } from '../../lib/use-keyset-paging';
import { WebhookEndpoints, type WebhookApi, type WebhookFamily } from '../monitoring-integrations/webhook-endpoints';
import { JOB_EVENT_LABELS, JOB_WEBHOOK_EVENTS } from './job-webhook-labels';

function useJobWebhooks(accountId: string | null, endpointPage: PageArgs, deliveryPage: PageArgs): WebhookApi {
  const endpoints = useQuery(JobWebhooksListDocument, { variables: { accountId, ...endpointPage }, fetchPolicy: 'cache-and-network' });
  const log = useQuery(JobWebhooksDeliveriesDocument, { variables: { accountId, ...deliveryPage }, fetchPolicy: 'cache-and-network' });
  const [create] = useMutation(JobWebhooksCreateDocument);
  const [update] = useMutation(JobWebhooksUpdateDocument);
  const [remove] = useMutation(JobWebhooksDeleteDocument);
  const [rotate] = useMutation(JobWebhooksRotateDocument);
  const [test] = useMutation(JobWebhooksTestDocument);
  return {
    endpoints: {
      rows: endpoints.data?.jobWebhooks.edges.map((edge) => readFragment(WebhookRow_IntegrationWebhookFragmentDoc, edge.node)) ?? [],
      connection: endpoints.data?.jobWebhooks,
      loading: endpoints.loading,
      error: endpoints.error,
      refetch: endpoints.refetch,
    },
    deliveries: {
      rows: log.data?.jobWebhookDeliveries.edges.map((edge) => readFragment(DeliveryRow_IntegrationDeliveryFragmentDoc, edge.node)) ?? [],
      connection: log.data?.jobWebhookDeliveries,
      loading: log.loading,
      error: log.error,
      refetch: log.refetch,
    },
    create: async (input) => unwrap((await create({ variables: { input, accountId } })).data?.createJobWebhook).secret,
    update: async (id, input) => void unwrap((await update({ variables: { id, input, accountId } })).data?.updateJobWebhook),
    remove: async (id) => void unwrap((await remove({ variables: { id, accountId } })).data?.deleteJobWebhook),
    rotate: async (id) => unwrap((await rotate({ variables: { id, accountId } })).data?.rotateJobWebhookSecret).secret,
    test: async (id) => void unwrap((await test({ variables: { id, accountId } })).data?.testJobWebhook),
  };
}

const JOBS: WebhookFamily = {
  description: 'jobWebhooks.description',
  emptyTitle: 'jobWebhooks.emptyTitle',
  emptyDescription: 'jobWebhooks.emptyDescription',
  events: JOB_WEBHOOK_EVENTS,
  labels: JOB_EVENT_LABELS,
  useApi: useJobWebhooks,
};

/**
 * /manage/detectionManage/jobWebhooks (issue 21): the account's job webhooks, endpoints told
 * with a signed POST when assessment and hardening jobs finish or fail, and their delivery log.
 * Same outbox, sender and page as monitoring's integrations.
 */
export function JobWebhooksPage() {
  return <WebhookEndpoints family={JOBS} />;
}
