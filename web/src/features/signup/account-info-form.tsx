import { Button, Text } from '@chakra-ui/react';
import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormStack } from '../../components/form-stack';
import { TEST_IDS } from '../../app/testids';
import { useEnvelopeAction } from '../../lib/use-envelope-action';
import { PasswordMeter } from '../../components/password-meter';
import { TextField } from '../../components/text-field';
import { ACCOUNT_NAME } from '@common/rules';
import { EMAIL, USERNAME, USERNAME_LENGTH } from '@common/rules';
import { checkPassword, DEFAULT_PASSWORD_RULES, type PasswordViolationKey } from '@common/password-rules';
import { passwordRulesHint } from '../../components/password-rules-hint';
import type { TranslationKey } from '../../i18n/i18n';
import { useChecks, useForm } from '../../lib/use-form';
import { register, type RegisterInput } from './signup-api';
import { ErrorAlert } from '../../components/error-alert';

/** The words of each rule, as the server says them when it refuses a password. */
const VIOLATION_LABELS: Record<PasswordViolationKey, TranslationKey> = {
  passwordLength: 'passwordRules.passwordLength',
  passwordNeedsDigit: 'passwordRules.passwordNeedsDigit',
  passwordNeedsLower: 'passwordRules.passwordNeedsLower',
  passwordNeedsUpper: 'passwordRules.passwordNeedsUpper',
  passwordNeedsSpecial: 'passwordRules.passwordNeedsSpecial',
  passwordConsecutive: 'passwordRules.passwordConsecutive',
  passwordRelated: 'passwordRules.passwordRelated',
};

interface AccountInfoFormProps {
  onDone(signupId: string, email: string): void;
}

/** Step 1: account name, username, email, name and password. */
export function AccountInfoForm({ onDone }: AccountInfoFormProps) {
  const { t, i18n } = useTranslation();
  const check = useChecks();
  const form = useForm<keyof RegisterInput>(
    { accountName: '', username: '', email: '', realname: '', password: '', confirmPassword: '' },
    {
      accountName: [check.required(t('signup.fields.accountName')), check.matches(ACCOUNT_NAME, t('accounts.validation.name'))],
      username: [check.required(t('users.fields.username')), (value) => (USERNAME.test(value) ? null : t('users.validation.username', USERNAME_LENGTH))],
      email: [check.required(t('users.fields.email')), check.matches(EMAIL, t('users.validation.email'))],
      // A new account's first password meets the default rules, as the server checks them (see register()).
      password: [
        check.required(t('users.fields.password')),
        (value, all) => {
          const violation = checkPassword(value, DEFAULT_PASSWORD_RULES, { related: [all.username, all.email, all.realname, all.accountName] })[0];
          return violation ? t(VIOLATION_LABELS[violation.key], violation.params) : null;
        },
      ],
      confirmPassword: [check.same('password', t('auth.passwordsMustMatch'))],
    },
  );
  const { busy, alert, run } = useEnvelopeAction();
  const values = form.values;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.validate()) return;
    await run(
      () => register({ ...values, accountName: values.accountName.trim(), email: values.email.trim(), realname: values.realname.trim() }),
      (data) => data,
      (data) => onDone(data.signupId, values.email.trim()),
    );
  }

  return (
    <FormStack onSubmit={submit} gap="4" data-testid={TEST_IDS.signUpAccountForm}>
      <ErrorAlert message={alert} testId={TEST_IDS.signUpAlert} />
      <TextField label={t('signup.fields.accountName')} required {...form.field('accountName')} testId={TEST_IDS.signUpAccountName} />
      <TextField
        label={t('users.fields.username')}
        required
        autoComplete="username"
        {...form.field('username')}
        helper={t('users.validation.username', USERNAME_LENGTH)}
        testId={TEST_IDS.signUpUsername}
      />
      <TextField label={t('users.fields.email')} required type="email" autoComplete="email" {...form.field('email')} testId={TEST_IDS.signUpEmail} />
      <TextField label={t('users.fields.realname')} autoComplete="name" {...form.field('realname')} testId={TEST_IDS.signUpRealname} />
      <TextField password label={t('users.fields.password')} required autoComplete="new-password" {...form.field('password')} testId={TEST_IDS.signUpPassword} />
      <Text fontSize="xs" color="fg.muted" mt="-2" data-testid={TEST_IDS.signUpPasswordHint}>
        {passwordRulesHint(DEFAULT_PASSWORD_RULES, t, i18n.language)}
      </Text>
      <PasswordMeter password={values.password} minLength={DEFAULT_PASSWORD_RULES.passwordMin} />
      <TextField password label={t('users.fields.confirmPassword')} required autoComplete="new-password" {...form.field('confirmPassword')} testId={TEST_IDS.signUpConfirm} />
      <Button type="submit" colorPalette="blue" size="lg" loading={busy} data-testid={TEST_IDS.signUpNext}>
        {t('signup.next')}
      </Button>
    </FormStack>
  );
}
