import { useMutation } from '@apollo/client/react';
import { Button, HStack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormStack } from '../../components/form-stack';
import { TEST_IDS } from '../../app/testids';
import { NewPasswordFields, useNewPassword, usePasswordRules } from '../../components/new-password-fields';
import { TextField } from '../../components/text-field';
import { toaster } from '../../components/ui/toaster';
import { AccountSettingsChangePasswordDocument } from '../../gql/graphql';
import { unwrap } from '../../lib/graphql-result';
import { useSubmit } from '../../lib/use-submit';
import { encryptForServer } from '../../lib/encrypt-password';
import { ErrorAlert } from '../../components/error-alert';
import { useSession } from '../../lib/session-store';

/** changePassword tab: the current password, a new one that differs, and its confirmation. */
export function ChangePasswordTab() {
  const { t } = useTranslation();
  const [oldPassword, setOldPassword] = useState('');
  const { user } = useSession();
  const rules = usePasswordRules();
  const newPassword = useNewPassword({ rules, related: [user?.username, user?.realname, user?.email, user?.accountName] });
  const [submitted, setSubmitted] = useState(false);
  const { busy, error, run } = useSubmit();
  const [change] = useMutation(AccountSettingsChangePasswordDocument);

  const oldError = submitted && oldPassword === '' ? t('errors.required', { field: t('account.password.old') }) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (oldPassword === '' || !newPassword.valid || newPassword.password === oldPassword) return;
    await run(async () => {
      const [oldEncrypted, newEncrypted, confirmEncrypted] = await Promise.all([
        encryptForServer(oldPassword),
        encryptForServer(newPassword.password),
        encryptForServer(newPassword.confirm),
      ]);
      unwrap((await change({ variables: { input: { oldPassword: oldEncrypted, newPassword: newEncrypted, confirmPassword: confirmEncrypted } } })).data?.changePassword);
      toaster.success({ title: t('account.password.changed') });
      setOldPassword('');
      newPassword.clear();
      setSubmitted(false);
    });
  }

  return (
    <FormStack onSubmit={submit} gap="4" maxW="md" data-testid={TEST_IDS.changePasswordForm}>
      <TextField
        password
        required
        label={t('account.password.old')}
        autoComplete="current-password"
        value={oldPassword}
        onValueChange={setOldPassword}
        error={oldError}
        testId={TEST_IDS.changePasswordOld}
      />
      <NewPasswordFields
        value={newPassword}
        submitted={submitted}
        problem={newPassword.password === oldPassword ? t('account.password.sameAsOld') : null}
        testIds={{ password: TEST_IDS.changePasswordNew, confirm: TEST_IDS.changePasswordConfirm }}
      />
      {/* The server's answer stands by the button pressed. */}
      <ErrorAlert message={error} testId={TEST_IDS.formError} />
      <HStack>
        <Button type="submit" colorPalette="blue" loading={busy} data-testid={TEST_IDS.formSubmit}>
          {t('account.password.submit')}
        </Button>
      </HStack>
    </FormStack>
  );
}
