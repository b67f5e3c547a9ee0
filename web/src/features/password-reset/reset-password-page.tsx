import { Alert, Button, Spinner, Stack } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormStack } from '../../components/form-stack';
import { Link, useSearchParams } from 'react-router-dom';
import { TEST_IDS } from '../../app/testids';
import { PageHeader } from '../../components/page-header';
import { useEnvelopeAction } from '../../lib/use-envelope-action';
import { useDocumentTitle } from '../../app/use-document-title';
import { NewPasswordFields, useNewPassword } from '../../components/new-password-fields';
import { SUCCESS_CODE } from '../../lib/api-client';
import { AuthLayout } from '../auth/auth-layout';
import { failureMessage } from '../../lib/failure-message';
import { resetPassword, validateResetToken } from './password-api';
import { ErrorAlert, StatusAlert } from '../../components/error-alert';

type LinkState = 'checking' | 'valid' | 'invalid' | 'done';

/** /reset_pwd?token=: checks the mailed link, then sets the new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle('routes.resetPassword');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<LinkState>('checking');
  const [invalidMessage, setInvalidMessage] = useState<string | null>(null);
  const newPassword = useNewPassword();
  const [submitted, setSubmitted] = useState(false);
  const { busy, alert, run } = useEnvelopeAction();

  useEffect(() => {
    if (!token) {
      setState('invalid');
      return;
    }
    let cancelled = false;
    validateResetToken(token)
      .then((answer) => {
        if (cancelled) return;
        setState(answer.code === SUCCESS_CODE ? 'valid' : 'invalid');
        if (answer.code !== SUCCESS_CODE) setInvalidMessage(answer.msg);
      })
      .catch((failure: unknown) => {
        if (cancelled) return;
        setState('invalid');
        setInvalidMessage(t(failureMessage(failure)));
      });
    return () => {
      cancelled = true;
    };
  }, [token, t]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!newPassword.valid) return;
    await run(
      () => resetPassword(token, newPassword.password, newPassword.confirm),
      () => setState('done'),
    );
  }

  return (
    <AuthLayout>
      <Stack gap="8">
        <PageHeader title={t('resetPassword.heading')} description={t('resetPassword.subheading')} />
        {state === 'checking' && <Spinner />}
        {state === 'invalid' && (
          <Stack gap="4">
            <Alert.Root status="error" data-testid={TEST_IDS.resetPasswordInvalid}>
              <Alert.Indicator />
              <Alert.Title>{invalidMessage || t('resetPassword.invalid')}</Alert.Title>
            </Alert.Root>
            <Button asChild colorPalette="blue">
              <Link to="/password-reset">{t('resetPassword.requestNew')}</Link>
            </Button>
          </Stack>
        )}
        {state === 'done' && (
          <Stack gap="4" data-testid={TEST_IDS.resetPasswordDone}>
            <StatusAlert status="success" title={t('resetPassword.done')} />
            <Button asChild colorPalette="blue" size="lg" data-testid={TEST_IDS.resetPasswordSignIn}>
              <Link to="/sign-in">{t('common.backToSignIn')}</Link>
            </Button>
          </Stack>
        )}
        {state === 'valid' && (
          <FormStack onSubmit={submit} gap="4" data-testid={TEST_IDS.resetPasswordForm}>
            <ErrorAlert message={alert} testId={TEST_IDS.formError} />
            <NewPasswordFields value={newPassword} submitted={submitted} testIds={{ password: TEST_IDS.resetPasswordNew, confirm: TEST_IDS.resetPasswordConfirm }} />
            <Button type="submit" colorPalette="blue" size="lg" loading={busy} data-testid={TEST_IDS.formSubmit}>
              {t('resetPassword.submit')}
            </Button>
          </FormStack>
        )}
      </Stack>
    </AuthLayout>
  );
}
