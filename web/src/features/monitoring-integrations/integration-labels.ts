import type { IntegrationDeliveryStatus } from '../../gql/graphql';
import type { TranslationKey } from '../../i18n/i18n';

/** The event types an endpoint may receive (server: WEBHOOK_EVENTS in integrations.service.ts). */
export const WEBHOOK_EVENTS = ['monitor.event.high', 'monitor.approval.changed'] as const;

export const EVENT_LABELS: Record<string, TranslationKey> = {
  'monitor.event.high': 'monitoringIntegrations.events.high',
  'monitor.approval.changed': 'monitoringIntegrations.events.approval',
  'integration.test': 'monitoringIntegrations.events.test',
};

export const DELIVERY_STATUS: Record<IntegrationDeliveryStatus, { label: TranslationKey; palette: string }> = {
  PENDING: { label: 'monitoringIntegrations.status.pending', palette: 'orange' },
  DELIVERED: { label: 'monitoringIntegrations.status.delivered', palette: 'green' },
  FAILED: { label: 'monitoringIntegrations.status.failed', palette: 'red' },
};

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Why the server would refuse `value` as an endpoint URL, or null: https, or http to a local host. */
export function webhookUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return 'invalid';
  }
  if (url.username || url.password) return 'credentials';
  if (url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname))) return null;
  return 'scheme';
}
