import { useMutation } from '@apollo/client/react';
import { Field, HStack, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { ACCOUNT_NAME } from '@common/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { CheckField } from '../../components/check-field';
import { FormDialog } from '../../components/form-dialog';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import {
  MonitoringListsCreateBlacklistDocument,
  MonitoringListsUpdateBlacklistDocument,
  type BlacklistInput,
  type BlacklistRow_BlacklistFragment as Blacklist,
  type BlacklistType,
  type RiskLevel,
} from '../../gql/graphql';
import { unwrap } from '../../lib/graphql-result';
import { useDialogSave } from '../../lib/use-dialog-save';
import { useChecks, useForm } from '../../lib/use-form';
import { LEVEL_LABELS } from '../monitoring/monitoring-labels';
import { BLACKLIST_TAB_TEXT, RISK_LEVELS } from './lists-labels';

interface BlacklistDialogProps {
  /** The tab's type, for a new list; an edited list keeps its own. */
  type: BlacklistType;
  entry: Blacklist | null;
  accountId: string | null;
  apps: ReadonlyArray<{ id: string; name: string }>;
  onClose(): void;
  onSaved(): void;
}

/** Creates or edits a blacklist: its name (spec §5: 4-100 letters, digits, - and _), entries one per line, apps, level and status. */
export function BlacklistDialog({ type: tabType, entry, accountId, apps, onClose, onSaved }: BlacklistDialogProps) {
  const { t } = useTranslation();
  const type = entry?.type ?? tabType;
  const check = useChecks();
  const nameLabel = t('monitoringLists.blacklist.fields.name');
  const contentLabel = t('monitoringLists.blacklist.fields.content');
  const form = useForm(
    { name: entry?.name ?? '', content: entry?.content.join('\n') ?? '', description: entry?.description ?? '', riskLevel: entry?.riskLevel ?? 'HIGH' },
    {
      name: [check.required(nameLabel), check.matches(ACCOUNT_NAME, t('monitoringLists.blacklist.nameInvalid'))],
      content: [check.required(contentLabel)],
    },
  );
  const [appIds, setAppIds] = useState<ReadonlySet<string>>(new Set(entry?.appIds ?? []));
  const [enabled, setEnabled] = useState(entry?.enabled ?? true);
  const { error, save } = useDialogSave(onSaved);
  const [create] = useMutation(MonitoringListsCreateBlacklistDocument);
  const [update] = useMutation(MonitoringListsUpdateBlacklistDocument);
  const contentField = form.field('content');

  async function submit() {
    if (!form.validate()) throw new Error('invalid');
    const { name, content, description, riskLevel } = form.values;
    const input: BlacklistInput = {
      name: name.trim(),
      type,
      content: content
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
      appIds: [...appIds],
      description: description.trim() || null,
      riskLevel: riskLevel as RiskLevel,
      enabled,
    };
    await save(async () => {
      if (entry) unwrap((await update({ variables: { id: entry.id, input, accountId } })).data?.updateBlacklist);
      else unwrap((await create({ variables: { input, accountId } })).data?.createBlacklist);
    });
  }

  return (
    <FormDialog
      open
      size="lg"
      title={`${t(entry ? 'monitoringLists.blacklist.edit' : 'monitoringLists.blacklist.create')} · ${t(BLACKLIST_TAB_TEXT[type].tab)}`}
      error={error}
      onSubmit={submit}
      onClose={onClose}
      testId={TEST_IDS.listsDialog}
    >
      <TextField label={nameLabel} required {...form.field('name')} helper={t('monitoringLists.blacklist.nameHelper')} testId={TEST_IDS.listsName} />
      <Field.Root required invalid={Boolean(contentField.error)}>
        <Field.Label>
          {contentLabel}
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea rows={5} fontFamily="mono" value={contentField.value} onChange={(e) => contentField.onValueChange(e.currentTarget.value)} data-testid={TEST_IDS.listsContent} />
        <Field.HelperText>{t(BLACKLIST_TAB_TEXT[type].helper)}</Field.HelperText>
        {contentField.error && <Field.ErrorText>{contentField.error}</Field.ErrorText>}
      </Field.Root>
      {/* Not a Field: a Field gives every checkbox in it the same input id. */}
      <Stack gap="2" role="group" aria-label={t('monitoringLists.blacklist.fields.apps')}>
        <Text fontWeight="medium" fontSize="sm">
          {t('monitoringLists.blacklist.fields.apps')}
        </Text>
        <SimpleGrid columns={2} gap="1" w="full">
          {apps.map((app) => (
            <CheckField
              key={app.id}
              size="sm"
              checked={appIds.has(app.id)}
              onCheckedChange={(on) =>
                setAppIds((current) => {
                  const next = new Set(current);
                  if (on) next.add(app.id);
                  else next.delete(app.id);
                  return next;
                })
              }
            >
              {app.name}
            </CheckField>
          ))}
        </SimpleGrid>
        <Text fontSize="xs" color="fg.muted">
          {t('monitoringLists.blacklist.appsHelper')}
        </Text>
      </Stack>
      <TextField label={t('monitoringLists.blacklist.fields.description')} {...form.field('description')} testId={TEST_IDS.listsDescription} />
      <HStack gap="6" align="end">
        <SelectField
          label={t('monitoringLists.rules.fields.riskLevel')}
          {...form.field('riskLevel')}
          options={RISK_LEVELS.map((value) => ({ value, label: t(LEVEL_LABELS[value]) }))}
          testId={TEST_IDS.listsLevel}
        />
        <CheckField checked={enabled} onCheckedChange={setEnabled} testId={TEST_IDS.listsEnabled}>
          {t('common.enabled')}
        </CheckField>
      </HStack>
    </FormDialog>
  );
}
