import type { TranslationKey } from '../../i18n/i18n';

/** The job event types an endpoint may receive (server: JOB_WEBHOOK_EVENTS in integrations.service.ts). */
export const JOB_WEBHOOK_EVENTS = ['assessment.finished', 'assessment.failed', 'hardening.finished', 'hardening.failed'] as const;

export const JOB_EVENT_LABELS: Record<string, TranslationKey> = {
  'assessment.finished': 'jobWebhooks.events.assessmentFinished',
  'assessment.failed': 'jobWebhooks.events.assessmentFailed',
  'hardening.finished': 'jobWebhooks.events.hardeningFinished',
  'hardening.failed': 'jobWebhooks.events.hardeningFailed',
  'integration.test': 'monitoringIntegrations.events.test',
};
