import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { ACCOUNT_NAME } from '@common/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { FormDialog } from '../../components/form-dialog';
import { RowButton } from '../../components/list-table';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { MonitoringListsBlacklistDeviceDocument, MonitoringListsDeviceBlacklistChoicesDocument } from '../../gql/graphql';
import { unwrap } from '../../lib/graphql-result';
import { useCan } from '../../lib/session-store';
import { useDialogSave } from '../../lib/use-dialog-save';
import { useChecks, useForm } from '../../lib/use-form';
import { AddDeviceDialog } from './add-device-dialog';

/** The default name of a DEVICE blacklist made from the threat views. */
const DEFAULT_LIST_NAME = 'threat-devices';

interface DeviceActionsProps {
  udid: string;
  /** The managed account (system super admins acting on another one). */
  accountId: string | null;
  /** Small ghost buttons for a table row instead of outlined page buttons. */
  compact?: boolean;
  /** Called after the device was listed (e.g. to refetch). */
  onDone?(): void;
}

/** "Add to blacklist" and "Add to whitelist" for a device seen in the threat views; each shows only with its permission. */
export function DeviceListActions({ udid, accountId, compact, onDone }: DeviceActionsProps) {
  const { t } = useTranslation();
  const can = useCan();
  const [open, setOpen] = useState<'blacklist' | 'whitelist' | null>(null);
  const done = () => {
    setOpen(null);
    onDone?.();
  };
  const button = (which: 'blacklist' | 'whitelist', testId: string, label: string) =>
    compact ? (
      <RowButton testId={testId} onClick={() => setOpen(which)}>
        {label}
      </RowButton>
    ) : (
      <Button variant="outline" onClick={() => setOpen(which)} data-testid={testId}>
        {label}
      </Button>
    );
  return (
    <>
      {can('monitor_blacklist') && button('blacklist', TEST_IDS.listsAddToBlacklist, t('monitoringLists.deviceActions.addToBlacklist'))}
      {can('monitor_whitelist') && button('whitelist', TEST_IDS.listsAddToWhitelist, t('monitoringLists.deviceActions.addToWhitelist'))}
      {open === 'blacklist' && <BlacklistDeviceDialog udid={udid} accountId={accountId} onClose={() => setOpen(null)} onSaved={done} />}
      {open === 'whitelist' && <AddDeviceDialog list="WHITELIST" udid={udid} accountId={accountId} onClose={() => setOpen(null)} onSaved={done} />}
    </>
  );
}

/** Puts a device on one of the account's DEVICE blacklists, or on a new one. */
function BlacklistDeviceDialog({ udid, accountId, onClose, onSaved }: { udid: string; accountId: string | null; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const check = useChecks();
  const can = useCan();
  // Skipped without the code: the threat views that hold this dialog are open to those who lack it.
  const lists =
    useQuery(MonitoringListsDeviceBlacklistChoicesDocument, { variables: { accountId }, fetchPolicy: 'network-only', skip: !can('monitor_blacklist') }).data?.blacklists.edges.map(
      (edge) => edge.node,
    ) ?? [];
  const nameLabel = t('monitoringLists.blacklist.fields.name');
  const form = useForm(
    { blacklistId: '', name: DEFAULT_LIST_NAME },
    { name: [(value, values) => (values.blacklistId ? null : check.required(nameLabel)(value, values)), check.matches(ACCOUNT_NAME, t('monitoringLists.blacklist.nameInvalid'))] },
  );
  const { error, save } = useDialogSave(onSaved);
  const [blacklist] = useMutation(MonitoringListsBlacklistDeviceDocument);
  const existing = form.values.blacklistId;

  async function submit() {
    if (!form.validate()) throw new Error('invalid');
    await save(
      async () => {
        unwrap((await blacklist({ variables: { udid, blacklistId: existing || null, name: existing ? null : form.values.name.trim(), accountId } })).data?.blacklistDevice);
      },
      t('monitoringLists.deviceActions.blacklisted', { udid }),
    );
  }

  return (
    <FormDialog open title={t('monitoringLists.deviceActions.addToBlacklist')} error={error} onSubmit={submit} onClose={onClose} testId={TEST_IDS.listsDialog}>
      <TextField label={t('monitoringLists.devices.fields.udid')} value={udid} onValueChange={() => undefined} readOnly testId={TEST_IDS.listsUdid} />
      <SelectField
        label={t('monitoringLists.deviceActions.list')}
        {...form.field('blacklistId')}
        placeholder={t('monitoringLists.deviceActions.newList')}
        options={lists.map((list) => ({ value: list.id, label: list.name }))}
        testId={TEST_IDS.listsBlacklistChoice}
      />
      {!existing && <TextField label={nameLabel} required {...form.field('name')} helper={t('monitoringLists.blacklist.nameHelper')} testId={TEST_IDS.listsName} />}
    </FormDialog>
  );
}
