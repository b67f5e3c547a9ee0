import { Button, Text } from '@chakra-ui/react';
import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormStack } from '../../components/form-stack';
import { TEST_IDS } from '../../app/testids';
import { useEnvelopeAction } from '../../lib/use-envelope-action';
import { TextField } from '../../components/text-field';
import { useChecks, useForm } from '../../lib/use-form';
import { validateEmail } from './signup-api';
import { ErrorAlert } from '../../components/error-alert';

interface VerifyEmailFormProps {
  signupId: string;
  email: string;
  onDone(): void;
  onRestart(): void;
}

/** Step 2: the 6-digit code mailed to the address. */
export function VerifyEmailForm({ signupId, email, onDone, onRestart }: VerifyEmailFormProps) {
  const { t } = useTranslation();
  const check = useChecks();
  const form = useForm({ code: '' }, { code: [check.required(t('signup.fields.code'))] });
  const { busy, alert, run } = useEnvelopeAction();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.validate()) return;
    await run(
      () => validateEmail(signupId, form.values.code.trim()),
      () => onDone(),
    );
  }

  return (
    <FormStack onSubmit={submit} gap="4" data-testid={TEST_IDS.signUpVerifyForm}>
      <Text color="fg.muted">{t('signup.codeSent', { email })}</Text>
      <ErrorAlert message={alert} testId={TEST_IDS.signUpAlert} />
      <TextField label={t('signup.fields.code')} required inputMode="numeric" autoComplete="one-time-code" {...form.field('code')} testId={TEST_IDS.signUpCode} />
      <Button type="submit" colorPalette="blue" size="lg" loading={busy} data-testid={TEST_IDS.signUpNext}>
        {t('signup.verify')}
      </Button>
      <Button variant="ghost" onClick={onRestart}>
        {t('signup.restart')}
      </Button>
    </FormStack>
  );
}
