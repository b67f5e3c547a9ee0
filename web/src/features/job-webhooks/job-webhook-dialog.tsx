import { useMutation } from '@apollo/client/react';
import { Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { CheckField } from '../../components/check-field';
import { FormDialog } from '../../components/form-dialog';
import { TextField } from '../../components/text-field';
import { JobWebhooksCreateDocument, JobWebhooksUpdateDocument, type WebhookRow_IntegrationWebhookFragment as Webhook } from '../../gql/graphql';
import { unwrap } from '../../lib/graphql-result';
import { useDialogSave } from '../../lib/use-dialog-save';
import { useChecks, useForm } from '../../lib/use-form';
import { webhookUrlProblem } from '../monitoring-integrations/integration-labels';
import { JOB_EVENT_LABELS as EVENT_LABELS, JOB_WEBHOOK_EVENTS as WEBHOOK_EVENTS } from './job-webhook-labels';

interface JobWebhookDialogProps {
  endpoint: Webhook | null;
  accountId: string | null;
  onClose(): void;
  /** Called after a save; with the new secret when an endpoint was created. */
  onSaved(secret: string | null): void;
}

/** Creates or edits a job webhook endpoint: name, https URL, the job events it receives, enabled. */
export function JobWebhookDialog({ endpoint, accountId, onClose, onSaved }: JobWebhookDialogProps) {
  const { t } = useTranslation();
  const check = useChecks();
  const nameLabel = t('monitoringIntegrations.fields.name');
  const urlLabel = t('monitoringIntegrations.fields.url');
  const form = useForm(
    { name: endpoint?.name ?? '', url: endpoint?.url ?? 'https://' },
    {
      name: [check.required(nameLabel), check.length(1, 100, t('monitoringIntegrations.validation.name'))],
      url: [check.required(urlLabel), (value) => (webhookUrlProblem(value) ? t('monitoringIntegrations.validation.url') : null)],
    },
  );
  const [events, setEvents] = useState<string[]>(endpoint?.events ?? [...WEBHOOK_EVENTS]);
  const [enabled, setEnabled] = useState(endpoint?.enabled ?? true);
  const [eventsError, setEventsError] = useState<string | null>(null);
  const secret = useRef<string | null>(null);
  const { error, save } = useDialogSave(() => onSaved(secret.current));
  const [create] = useMutation(JobWebhooksCreateDocument);
  const [update] = useMutation(JobWebhooksUpdateDocument);

  async function submit() {
    const ok = form.validate();
    setEventsError(events.length === 0 ? t('monitoringIntegrations.validation.events') : null);
    if (!ok || events.length === 0) throw new Error('invalid');
    const input = { name: form.values.name.trim(), url: form.values.url.trim(), events, enabled };
    await save(async () => {
      if (endpoint) unwrap((await update({ variables: { id: endpoint.id, input, accountId } })).data?.updateJobWebhook);
      else secret.current = unwrap((await create({ variables: { input, accountId } })).data?.createJobWebhook).secret;
    });
  }

  const toggle = (event: string, on: boolean) => setEvents((current) => (on ? [...new Set([...current, event])] : current.filter((e) => e !== event)));

  return (
    <FormDialog
      open
      size="lg"
      title={t(endpoint ? 'monitoringIntegrations.editEndpoint' : 'monitoringIntegrations.addEndpoint')}
      error={eventsError ?? error}
      onSubmit={submit}
      onClose={onClose}
      testId={TEST_IDS.integrationsDialog}
    >
      <TextField label={nameLabel} required {...form.field('name')} testId={TEST_IDS.integrationsName} />
      <TextField label={urlLabel} required {...form.field('url')} helper={t('monitoringIntegrations.urlHelper')} fontFamily="mono" testId={TEST_IDS.integrationsUrl} />
      <Stack gap="2">
        <Text fontSize="sm" fontWeight="medium">
          {t('monitoringIntegrations.fields.events')}
        </Text>
        {WEBHOOK_EVENTS.map((event) => (
          <CheckField key={event} checked={events.includes(event)} onCheckedChange={(on) => toggle(event, on)} testId={`${TEST_IDS.integrationsEvent}-${event}`}>
            {t(EVENT_LABELS[event])}
          </CheckField>
        ))}
      </Stack>
      <CheckField checked={enabled} onCheckedChange={setEnabled} testId={TEST_IDS.integrationsEnabled}>
        {t('common.enabled')}
      </CheckField>
    </FormDialog>
  );
}
