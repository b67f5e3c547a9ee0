import { useMutation } from '@apollo/client/react';
import { SimpleGrid, Text } from '@chakra-ui/react';
import { ACCOUNT_NAME } from '@common/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { CheckField } from '../../components/check-field';
import { FormDialog } from '../../components/form-dialog';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import {
  MonitoringAppListsCreateDocument,
  MonitoringAppListsUpdateDocument,
  type AppListRow_MonitorAppListEntryFragment as Entry,
  type MonitorAppListEntryInput,
  type MonitorAppListType,
} from '../../gql/graphql';
import { unwrap } from '../../lib/graphql-result';
import { useDialogSave } from '../../lib/use-dialog-save';
import { useChecks, useForm, type Check } from '../../lib/use-form';
import { APP_LIST_TYPE_LABELS } from './app-list-labels';
import { identityProblem, isCertMd5, isMd5, isPackageName } from './app-list-validation';

interface AppListDialogProps {
  /** The types the user may create or edit; a new entry starts with the first. */
  types: readonly MonitorAppListType[];
  entry: Entry | null;
  accountId: string | null;
  onClose(): void;
  onSaved(): void;
}

/**
 * Creates or edits an entry of the app black/white list (spec §3): its type and name (spec §5:
 * 4-100 letters, digits, - and _), the app by package name, MD5 and/or cert MD5 (at least one),
 * the installer it must come from, and its status.
 */
export function AppListDialog({ types, entry, accountId, onClose, onSaved }: AppListDialogProps) {
  const { t } = useTranslation();
  const check = useChecks();
  const valid =
    (test: (value: string) => boolean, message: string): Check =>
    (value) =>
      value.trim() === '' || test(value) ? null : message;
  const nameLabel = t('monitoringAppLists.fields.name');
  const form = useForm(
    {
      type: entry?.type ?? types[0] ?? 'BLACK',
      name: entry?.name ?? '',
      appName: entry?.appName ?? '',
      packageName: entry?.packageName ?? '',
      md5: entry?.md5 ?? '',
      certMd5: entry?.certMd5 ?? '',
      installer: entry?.installer ?? '',
    },
    {
      name: [check.required(nameLabel), check.matches(ACCOUNT_NAME, t('monitoringAppLists.validation.name'))],
      appName: [check.length(0, 100, t('monitoringAppLists.validation.appName'))],
      packageName: [valid(isPackageName, t('monitoringAppLists.validation.packageName'))],
      md5: [valid(isMd5, t('monitoringAppLists.validation.md5'))],
      certMd5: [valid(isCertMd5, t('monitoringAppLists.validation.certMd5'))],
      installer: [valid(isPackageName, t('monitoringAppLists.validation.installer'))],
    },
  );
  const [enabled, setEnabled] = useState(entry?.enabled ?? true);
  const [identityError, setIdentityError] = useState<string | null>(null);
  const { error, save } = useDialogSave(onSaved);
  const [create] = useMutation(MonitoringAppListsCreateDocument);
  const [update] = useMutation(MonitoringAppListsUpdateDocument);

  async function submit() {
    const fieldsOk = form.validate();
    const identity = identityProblem(form.values);
    setIdentityError(identity && t(identity));
    if (!fieldsOk || identity) throw new Error('invalid');
    const v = form.values;
    const optional = (value: string) => value.trim() || null;
    const input: MonitorAppListEntryInput = {
      type: v.type as MonitorAppListType,
      name: v.name.trim(),
      appName: optional(v.appName),
      packageName: optional(v.packageName),
      md5: optional(v.md5),
      certMd5: optional(v.certMd5),
      installer: optional(v.installer),
      enabled,
    };
    await save(async () => {
      if (entry) unwrap((await update({ variables: { id: entry.id, input, accountId } })).data?.updateMonitorAppListEntry);
      else unwrap((await create({ variables: { input, accountId } })).data?.createMonitorAppListEntry);
    });
  }

  return (
    <FormDialog
      open
      size="lg"
      title={t(entry ? 'monitoringAppLists.edit' : 'monitoringAppLists.create')}
      error={identityError ?? error}
      onSubmit={submit}
      onClose={onClose}
      testId={TEST_IDS.appListsDialog}
    >
      <Text fontSize="sm" color="fg.muted">
        {t('monitoringAppLists.identityHelper')}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SelectField
          label={t('monitoringAppLists.fields.type')}
          required
          {...form.field('type')}
          options={types.map((value) => ({ value, label: t(APP_LIST_TYPE_LABELS[value]) }))}
          testId={TEST_IDS.appListsType}
        />
        <TextField label={nameLabel} required {...form.field('name')} helper={t('monitoringAppLists.nameHelper')} testId={TEST_IDS.appListsName} />
        <TextField label={t('monitoringAppLists.fields.appName')} {...form.field('appName')} testId={TEST_IDS.appListsAppName} />
        <TextField
          label={t('monitoringAppLists.fields.packageName')}
          {...form.field('packageName')}
          placeholder="com.example.app"
          fontFamily="mono"
          testId={TEST_IDS.appListsPackage}
        />
        <TextField label={t('monitoringAppLists.fields.md5')} {...form.field('md5')} fontFamily="mono" testId={TEST_IDS.appListsMd5} />
        <TextField
          label={t('monitoringAppLists.fields.certMd5')}
          {...form.field('certMd5')}
          helper={t('monitoringAppLists.certMd5Helper')}
          fontFamily="mono"
          testId={TEST_IDS.appListsCertMd5}
        />
        <TextField
          label={t('monitoringAppLists.fields.installer')}
          {...form.field('installer')}
          placeholder="com.android.vending"
          helper={t('monitoringAppLists.installerHelper')}
          fontFamily="mono"
          testId={TEST_IDS.appListsInstaller}
        />
      </SimpleGrid>
      <CheckField checked={enabled} onCheckedChange={setEnabled} testId={TEST_IDS.appListsEnabled}>
        {t('common.enabled')}
      </CheckField>
    </FormDialog>
  );
}
