import { Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { CheckField } from '../../components/check-field';
import { FormDialog } from '../../components/form-dialog';
import { TextField } from '../../components/text-field';
import type { IntegrationWebhookInput, WebhookRow_IntegrationWebhookFragment as Webhook } from '../../gql/graphql';
import type { TranslationKey } from '../../i18n/i18n';
import { useDialogSave } from '../../lib/use-dialog-save';
import { useChecks, useForm } from '../../lib/use-form';
import { webhookUrlProblem } from './integration-labels';

interface WebhookDialogProps {
  endpoint: Webhook | null;
  /** The event types an endpoint of this family may receive, and their labels. */
  events: readonly string[];
  labels: Record<string, TranslationKey>;
  /** Creates (answering the new secret) or updates (answering null) the endpoint. */
  save(input: IntegrationWebhookInput): Promise<string | null>;
  onClose(): void;
  /** Called after a save; with the new secret when an endpoint was created. */
  onSaved(secret: string | null): void;
}

/** Creates or edits a webhook endpoint: name, https URL, the event types it receives, enabled. */
export function WebhookDialog({ endpoint, events: choices, labels, save: send, onClose, onSaved }: WebhookDialogProps) {
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
  const [events, setEvents] = useState<string[]>(endpoint?.events ?? [...choices]);
  const [enabled, setEnabled] = useState(endpoint?.enabled ?? true);
  const [eventsError, setEventsError] = useState<string | null>(null);
  const secret = useRef<string | null>(null);
  const { error, save } = useDialogSave(() => onSaved(secret.current));

  async function submit() {
    const ok = form.validate();
    setEventsError(events.length === 0 ? t('monitoringIntegrations.validation.events') : null);
    if (!ok || events.length === 0) throw new Error('invalid');
    const input = { name: form.values.name.trim(), url: form.values.url.trim(), events, enabled };
    await save(async () => {
      secret.current = await send(input);
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
        {choices.map((event) => (
          <CheckField key={event} checked={events.includes(event)} onCheckedChange={(on) => toggle(event, on)} testId={`${TEST_IDS.integrationsEvent}-${event}`}>
            {t(labels[event])}
          </CheckField>
        ))}
      </Stack>
      <CheckField checked={enabled} onCheckedChange={setEnabled} testId={TEST_IDS.integrationsEnabled}>
        {t('common.enabled')}
      </CheckField>
    </FormDialog>
  );
}
