import { useMutation } from '@apollo/client/react';
import { ENTITLEMENTS } from '@common/permissions';
import { Fieldset, SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { CheckField } from '../../components/check-field';
import { FormDialog } from '../../components/form-dialog';
import { TextField } from '../../components/text-field';
import { AccountsCreateDocument, AccountsUpdateDocument, type AccountRow_AccountFragment } from '../../gql/graphql';
import { unwrap } from '../../lib/graphql-result';
import { useDialogSave } from '../../lib/use-dialog-save';
import { useChecks, useForm } from '../../lib/use-form';
import { ACCOUNT_NAME, KEY_IDENTIFIER } from '@common/rules';
import { ENTITLEMENT_LABELS } from './entitlement-labels';

interface AccountDialogProps {
  /** The account to edit; null creates one. */
  account: AccountRow_AccountFragment | null;
  open: boolean;
  onClose(): void;
  onSaved(): void;
}

/** Creates or edits an account: name, key identifier and subscriptions. */
export function AccountDialog({ account, open, onClose, onSaved }: AccountDialogProps) {
  const { t } = useTranslation();
  const check = useChecks();
  const form = useForm(
    { name: account?.name ?? '', keyIdentifier: account?.keyIdentifier ?? '' },
    {
      name: [check.required(t('accounts.fields.name')), check.matches(ACCOUNT_NAME, t('accounts.validation.name'))],
      keyIdentifier: [check.required(t('accounts.fields.keyIdentifier')), check.matches(KEY_IDENTIFIER, t('accounts.validation.keyIdentifier'))],
    },
  );
  const [entitlements, setEntitlements] = useState<string[]>(account?.entitlements ?? []);
  const { error, save } = useDialogSave(onSaved);
  const [create] = useMutation(AccountsCreateDocument);
  const [update] = useMutation(AccountsUpdateDocument);

  async function submit() {
    if (!form.validate()) throw new Error('invalid');
    const input = { name: form.values.name.trim(), keyIdentifier: form.values.keyIdentifier.trim(), entitlements };
    await save(async () => {
      if (account) unwrap((await update({ variables: { id: account.id, input } })).data?.updateAccount);
      else unwrap((await create({ variables: { input } })).data?.createAccount);
    });
  }

  function toggle(code: string, on: boolean) {
    setEntitlements((current) => (on ? [...current.filter((c) => c !== code), code] : current.filter((c) => c !== code)));
  }

  return (
    <FormDialog open={open} title={t(account ? 'accounts.edit' : 'accounts.create')} error={error} onSubmit={submit} onClose={onClose} testId={TEST_IDS.accountDialog}>
      <TextField label={t('accounts.fields.name')} required {...form.field('name')} helper={t('accounts.validation.name')} testId={TEST_IDS.accountName} />
      <TextField
        label={t('accounts.fields.keyIdentifier')}
        required
        {...form.field('keyIdentifier')}
        helper={t('accounts.validation.keyIdentifier')}
        testId={TEST_IDS.accountKey}
      />
      <Fieldset.Root>
        <Fieldset.Legend>{t('accounts.fields.subscriptions')}</Fieldset.Legend>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" pt="2">
          {ENTITLEMENTS.map((code) => (
            <CheckField key={code} checked={entitlements.includes(code)} onCheckedChange={(on) => toggle(code, on)} testId={`${TEST_IDS.accountEntitlement}-${code}`}>
              {t(ENTITLEMENT_LABELS[code])}
            </CheckField>
          ))}
        </SimpleGrid>
      </Fieldset.Root>
    </FormDialog>
  );
}
