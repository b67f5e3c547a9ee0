import { Button, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormStack } from '../../components/form-stack';
import { Link } from 'react-router-dom';
import { TEST_IDS } from '../../app/testids';
import { PageHeader } from '../../components/page-header';
import { useEnvelopeAction } from '../../lib/use-envelope-action';
import { useDocumentTitle } from '../../app/use-document-title';
import { TextField } from '../../components/text-field';
import { useChecks, useForm } from '../../lib/use-form';
import { AuthLayout } from '../auth/auth-layout';
import { EMAIL } from '@common/rules';
import { forgotPassword } from './password-api';
import { ErrorAlert, StatusAlert } from '../../components/error-alert';

/** /password-reset: asks for the email; the answer is the same whether it has an account or not. */
export function PasswordResetPage() {
  const { t } = useTranslation();
  useDocumentTitle('routes.passwordReset');
  const check = useChecks();
  const form = useForm({ email: '' }, { email: [check.required(t('users.fields.email')), check.matches(EMAIL, t('users.validation.email'))] });
  const [sent, setSent] = useState(false);
  const { busy, alert, run } = useEnvelopeAction();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.validate()) return;
    await run(
      () => forgotPassword(form.values.email.trim()),
      () => setSent(true),
    );
  }

  return (
    <AuthLayout>
      <Stack gap="8">
        <PageHeader title={t('passwordReset.heading')} description={t('passwordReset.subheading')} />
        {sent ? (
          <StatusAlert status="success" title={t('passwordReset.sent')} testId={TEST_IDS.passwordResetSent} />
        ) : (
          <FormStack onSubmit={submit} gap="5" data-testid={TEST_IDS.passwordResetForm}>
            <ErrorAlert message={alert} />
            <TextField label={t('users.fields.email')} required type="email" autoComplete="email" autoFocus {...form.field('email')} testId={TEST_IDS.passwordResetEmail} />
            <Button type="submit" colorPalette="blue" size="lg" loading={busy} data-testid={TEST_IDS.passwordResetSubmit}>
              {t('passwordReset.submit')}
            </Button>
          </FormStack>
        )}
        <Button asChild variant="outline">
          <Link to="/sign-in">{t('common.backToSignIn')}</Link>
        </Button>
      </Stack>
    </AuthLayout>
  );
}
