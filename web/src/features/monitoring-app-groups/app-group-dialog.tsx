import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { CheckField } from '../../components/check-field';
import { FormDialog } from '../../components/form-dialog';
import { TextField } from '../../components/text-field';
import {
  MonitoringAppChoicesDocument,
  MonitoringAppGroupCreateDocument,
  MonitoringAppGroupUpdateDocument,
  type AppGroupRow_MonitoredAppGroupFragment as Group,
  type MonitoredAppGroupInput,
} from '../../gql/graphql';
import { unwrap } from '../../lib/graphql-result';
import { useDialogSave } from '../../lib/use-dialog-save';
import { useChecks, useForm } from '../../lib/use-form';
import { PLATFORM_LABELS } from '../monitoring/monitoring-labels';

interface AppGroupDialogProps {
  group: Group | null;
  accountId: string | null;
  onClose(): void;
  onSaved(): void;
}

/** Creates or edits an app group: its name (4-50 characters), description and member apps. */
export function AppGroupDialog({ group, accountId, onClose, onSaved }: AppGroupDialogProps) {
  const { t } = useTranslation();
  const check = useChecks();
  const nameLabel = t('monitoringAppGroups.fields.name');
  const form = useForm(
    { name: group?.name ?? '', description: group?.description ?? '' },
    {
      name: [check.required(nameLabel), check.length(4, 50, t('monitoringAppGroups.validation.name'))],
      description: [check.length(0, 500, t('monitoringAppGroups.validation.description'))],
    },
  );
  const [members, setMembers] = useState<ReadonlySet<string>>(new Set(group?.members.map((m) => m.id) ?? []));
  const apps = useQuery(MonitoringAppChoicesDocument, { variables: { accountId } }).data?.monitoredAppChoices ?? [];
  const { error, save } = useDialogSave(onSaved);
  const [create] = useMutation(MonitoringAppGroupCreateDocument);
  const [update] = useMutation(MonitoringAppGroupUpdateDocument);

  function toggle(id: string, on: boolean) {
    setMembers((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  async function submit() {
    if (!form.validate()) throw new Error('invalid');
    const input: MonitoredAppGroupInput = { name: form.values.name.trim(), description: form.values.description.trim() || null, appIds: [...members] };
    await save(async () => {
      if (group) unwrap((await update({ variables: { id: group.id, input, accountId } })).data?.updateMonitoredAppGroup);
      else unwrap((await create({ variables: { input, accountId } })).data?.createMonitoredAppGroup);
    });
  }

  return (
    <FormDialog
      open
      title={t(group ? 'monitoringAppGroups.edit' : 'monitoringAppGroups.create')}
      error={error}
      onSubmit={submit}
      onClose={onClose}
      testId={TEST_IDS.appGroupsDialog}
    >
      <TextField label={nameLabel} required {...form.field('name')} helper={t('monitoringAppGroups.nameHelper')} testId={TEST_IDS.appGroupsName} />
      <TextField label={t('monitoringAppGroups.fields.description')} {...form.field('description')} testId={TEST_IDS.appGroupsDescription} />
      <Box>
        <Text fontSize="sm" fontWeight="medium" mb="2">
          {t('monitoringAppGroups.fields.members')}
        </Text>
        {apps.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('monitoringAppGroups.noApps')}
          </Text>
        ) : (
          <Stack gap="2" maxH="60" overflowY="auto" data-testid={TEST_IDS.appGroupsMembers}>
            {apps.map((app) => (
              <CheckField key={app.id} checked={members.has(app.id)} onCheckedChange={(on) => toggle(app.id, on)} testId={`${TEST_IDS.appGroupsMember}-${app.id}`}>
                {`${app.name} (${t(PLATFORM_LABELS[app.platform])})`}
              </CheckField>
            ))}
          </Stack>
        )}
      </Box>
    </FormDialog>
  );
}
