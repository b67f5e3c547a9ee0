import { useMutation } from '@apollo/client/react';
import { Alert, Button, HStack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormStack } from '../../components/form-stack';
import { TEST_IDS } from '../../app/testids';
import { PasswordMeter } from '../../components/password-meter';
import { TextField } from '../../components/text-field';
import { toaster } from '../../components/ui/toaster';
import { AccountSettingsChangePasswordDocument } from '../../gql/graphql';
import { errorText, unwrap } from '../../lib/graphql-result';
import { encryptForServer } from '../../lib/encrypt-password';

/** changePassword tab: the current password, a new one that differs, and its confirmation. */
export function ChangePasswordTab() {
  const { t } = useTranslation();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [change] = useMutation(AccountSettingsChangePasswordDocument);

  const oldError = submitted && oldPassword === '' ? t('errors.required', { field: t('account.password.old') }) : null;
  const newError = !submitted
    ? null
    : newPassword === ''
      ? t('errors.required', { field: t('account.password.new') })
      : newPassword === oldPassword
        ? t('account.password.sameAsOld')
        : null;
  const confirmError = submitted && confirm !== newPassword ? t('auth.passwordsMustMatch') : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (oldPassword === '' || newPassword === '' || newPassword === oldPassword || confirm !== newPassword) return;
    setBusy(true);
    setError(null);
    try {
      const [oldEncrypted, newEncrypted, confirmEncrypted] = await Promise.all([encryptForServer(oldPassword), encryptForServer(newPassword), encryptForServer(confirm)]);
      unwrap((await change({ variables: { input: { oldPassword: oldEncrypted, newPassword: newEncrypted, confirmPassword: confirmEncrypted } } })).data?.changePassword);
      toaster.success({ title: t('account.password.changed') });
      setOldPassword('');
      setNewPassword('');
      setConfirm('');
      setSubmitted(false);
    } catch (failure) {
      setError(errorText(failure, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormStack onSubmit={submit} gap="4" maxW="md" data-testid={TEST_IDS.changePasswordForm}>
      {error && (
        <Alert.Root status="error" data-testid={TEST_IDS.formError}>
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      )}
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
      <TextField
        password
        required
        label={t('account.password.new')}
        autoComplete="new-password"
        value={newPassword}
        onValueChange={setNewPassword}
        error={newError}
        testId={TEST_IDS.changePasswordNew}
      />
      <PasswordMeter password={newPassword} />
      <TextField
        password
        required
        label={t('account.password.confirm')}
        autoComplete="new-password"
        value={confirm}
        onValueChange={setConfirm}
        error={confirmError}
        testId={TEST_IDS.changePasswordConfirm}
      />
      <HStack>
        <Button type="submit" colorPalette="blue" loading={busy} data-testid={TEST_IDS.formSubmit}>
          {t('account.password.submit')}
        </Button>
      </HStack>
    </FormStack>
  );
}
