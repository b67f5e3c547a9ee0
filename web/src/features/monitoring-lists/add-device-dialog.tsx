import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { FormDialog } from '../../components/form-dialog';
import { TextField } from '../../components/text-field';
import { MonitoringListsAddDeviceDocument, type MonitorDeviceList } from '../../gql/graphql';
import { unwrap } from '../../lib/graphql-result';
import { useDialogSave } from '../../lib/use-dialog-save';
import { useChecks, useForm } from '../../lib/use-form';
import { DEVICE_LIST_TEXT } from './lists-labels';

interface AddDeviceDialogProps {
  list: MonitorDeviceList;
  accountId: string | null;
  /** Fills the udid in (adding a device seen in the threat views). */
  udid?: string;
  onClose(): void;
  onSaved(): void;
}

/** Adds a device by udid to the whitelist or the debug list. */
export function AddDeviceDialog({ list, accountId, udid, onClose, onSaved }: AddDeviceDialogProps) {
  const { t } = useTranslation();
  const check = useChecks();
  const udidLabel = t('monitoringLists.devices.fields.udid');
  const form = useForm({ udid: udid ?? '', description: '' }, { udid: [check.required(udidLabel), check.length(1, 200, t('monitoringLists.devices.udidLength'))] });
  const { error, save } = useDialogSave(onSaved);
  const [add] = useMutation(MonitoringListsAddDeviceDocument);
  async function submit() {
    if (!form.validate()) throw new Error('invalid');
    await save(async () => {
      unwrap((await add({ variables: { list, udid: form.values.udid.trim(), description: form.values.description.trim() || null, accountId } })).data?.addMonitorDevice);
    });
  }
  return (
    <FormDialog open title={t(DEVICE_LIST_TEXT[list].add)} error={error} onSubmit={submit} onClose={onClose} testId={TEST_IDS.listsDialog}>
      <TextField label={udidLabel} required {...form.field('udid')} readOnly={Boolean(udid)} testId={TEST_IDS.listsUdid} />
      <TextField label={t('monitoringLists.devices.fields.description')} {...form.field('description')} testId={TEST_IDS.listsDescription} />
    </FormDialog>
  );
}
