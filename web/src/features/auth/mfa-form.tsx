import { Button, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { useEnvelopeAction } from '../../lib/use-envelope-action';
import { loginMfa } from './auth-api';
import { completeSignIn } from './session-actions';
import { OneTimeCodeField, SignInStepHeader } from './sign-in-step';
import { endSession } from '../../lib/session-store';

interface MfaFormProps {
  /** The first-factor token of the pending login. */
  mfaToken: string;
}

/** The second step of a login whose answer had `mfa: true`. */
export function MfaForm({ mfaToken }: MfaFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const { busy, alert, run } = useEnvelopeAction();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (code.trim() === '') return;
    await run(
      () => loginMfa(mfaToken, code.trim()),
      (data) => (data?.token && !data.mfa ? data.token : null),
      (token) => completeSignIn(token),
      'errors.invalidCredentials',
    );
  }

  return (
    <Stack gap="8">
      <SignInStepHeader title={t('auth.mfa.heading')} hint={t('auth.mfa.hint')} alert={alert} />
      <form noValidate onSubmit={submit}>
        <Stack gap="5">
          <OneTimeCodeField autoFocus value={code} onChange={setCode} submitted={submitted} testId={TEST_IDS.mfaCode} />
          <Button type="submit" colorPalette="blue" size="lg" loading={busy} data-testid={TEST_IDS.mfaSubmit}>
            {t('auth.mfa.submit')}
          </Button>
          <Button variant="ghost" onClick={() => endSession('signedOut')}>
            {t('common.backToSignIn')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
