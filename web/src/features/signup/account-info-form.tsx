import { Button, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormStack } from '../../components/form-stack';
import { TEST_IDS } from '../../app/testids';
import { useEnvelopeAction } from '../../lib/use-envelope-action';
import { PasswordMeter } from '../../components/password-meter';
import { TextField } from '../../components/text-field';
import { ACCOUNT_NAME } from '@common/rules';
import { EMAIL, USERNAME } from '@common/rules';
import { register, type RegisterInput } from './signup-api';
import { ErrorAlert } from '../../components/error-alert';

/** Spec §5's sign-up hint: 6 or more characters mixing letters, numbers and symbols. */
export function fitsSignUpHint(password: string): boolean {
  return password.length >= 6 && /[A-Za-z]/.test(password) && /\d/.test(password) && /[^A-Za-z0-9\s]/.test(password);
}

interface AccountInfoFormProps {
  onDone(signupId: string, email: string): void;
}

/** Step 1: account name, username, email, name and password. */
export function AccountInfoForm({ onDone }: AccountInfoFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<RegisterInput>({ accountName: '', username: '', email: '', realname: '', password: '', confirmPassword: '' });
  const [submitted, setSubmitted] = useState(false);
  const { busy, alert, run } = useEnvelopeAction();
  const set = (key: keyof RegisterInput) => (value: string) => setValues((current) => ({ ...current, [key]: value }));
  const empty = (key: keyof RegisterInput, field: string) => (submitted && values[key].trim() === '' ? t('errors.required', { field }) : null);

  const errors = {
    accountName: empty('accountName', t('signup.fields.accountName')) ?? (submitted && !ACCOUNT_NAME.test(values.accountName.trim()) ? t('accounts.validation.name') : null),
    username: empty('username', t('users.fields.username')) ?? (submitted && !USERNAME.test(values.username) ? t('users.validation.username') : null),
    email: empty('email', t('users.fields.email')) ?? (submitted && !EMAIL.test(values.email.trim()) ? t('users.validation.email') : null),
    password: empty('password', t('users.fields.password')) ?? (submitted && !fitsSignUpHint(values.password) ? t('signup.passwordHint') : null),
    confirmPassword: submitted && values.confirmPassword !== values.password ? t('auth.passwordsMustMatch') : null,
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const ok =
      ACCOUNT_NAME.test(values.accountName.trim()) &&
      USERNAME.test(values.username) &&
      EMAIL.test(values.email.trim()) &&
      fitsSignUpHint(values.password) &&
      values.confirmPassword === values.password;
    if (!ok) return;
    await run(
      () => register({ ...values, accountName: values.accountName.trim(), email: values.email.trim(), realname: values.realname.trim() }),
      (data) => data,
      (data) => onDone(data.signupId, values.email.trim()),
    );
  }

  return (
    <FormStack onSubmit={submit} gap="4" data-testid={TEST_IDS.signUpAccountForm}>
      <ErrorAlert message={alert} testId={TEST_IDS.signUpAlert} />
      <TextField
        label={t('signup.fields.accountName')}
        required
        value={values.accountName}
        onValueChange={set('accountName')}
        error={errors.accountName}
        testId={TEST_IDS.signUpAccountName}
      />
      <TextField
        label={t('users.fields.username')}
        required
        autoComplete="username"
        value={values.username}
        onValueChange={set('username')}
        error={errors.username}
        testId={TEST_IDS.signUpUsername}
      />
      <TextField
        label={t('users.fields.email')}
        required
        type="email"
        autoComplete="email"
        value={values.email}
        onValueChange={set('email')}
        error={errors.email}
        testId={TEST_IDS.signUpEmail}
      />
      <TextField label={t('users.fields.realname')} autoComplete="name" value={values.realname} onValueChange={set('realname')} testId={TEST_IDS.signUpRealname} />
      <TextField
        password
        label={t('users.fields.password')}
        required
        autoComplete="new-password"
        value={values.password}
        onValueChange={set('password')}
        error={errors.password}
        testId={TEST_IDS.signUpPassword}
      />
      <Text fontSize="xs" color="fg.muted" mt="-2">
        {t('signup.passwordHint')}
      </Text>
      <PasswordMeter password={values.password} />
      <TextField
        password
        label={t('users.fields.confirmPassword')}
        required
        autoComplete="new-password"
        value={values.confirmPassword}
        onValueChange={set('confirmPassword')}
        error={errors.confirmPassword}
        testId={TEST_IDS.signUpConfirm}
      />
      <Button type="submit" colorPalette="blue" size="lg" loading={busy} data-testid={TEST_IDS.signUpNext}>
        {t('signup.next')}
      </Button>
    </FormStack>
  );
}
