import { Button, Code, Image, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { useEnvelopeAction } from '../../lib/use-envelope-action';
import { FormStack } from '../../components/form-stack';
import { RecoveryCodes } from '../account-settings/recovery-codes';
import { SUCCESS_CODE } from '../../lib/api-client';
import { confirmMfaEnrolment, startMfaEnrolment, type MfaEnrolment } from './auth-api';
import { failureMessage } from '../../lib/failure-message';
import { completeSignIn, signOut } from './session-actions';
import { OneTimeCodeField, SignInStepHeader } from './sign-in-step';

/**
 * The sign-in step for a user whose account requires MFA and who has none: the session opens
 * nothing else until a code from the new secret confirms it. The recovery codes are shown
 * once, then the full session's token completes the sign-in.
 */
export function MfaEnrolmentForm() {
  const { t } = useTranslation();
  const [enrolment, setEnrolment] = useState<MfaEnrolment | null>(null);
  const [code, setCode] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const { busy, alert, setAlert, run } = useEnvelopeAction();
  const [done, setDone] = useState<{ recoveryCodes: string[]; token: string } | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // Once per mount: a second start would replace the secret on screen (strict mode runs
    // effects twice, keeping refs).
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        const answer = await startMfaEnrolment();
        if (answer.code === SUCCESS_CODE) setEnrolment(answer.data);
        else setAlert(answer.msg);
      } catch (error) {
        setAlert(t(failureMessage(error)));
      }
    })();
  }, [t]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (code.trim() === '') return;
    await run(
      () => confirmMfaEnrolment(code.trim()),
      (data) => (data?.token ? { recoveryCodes: data.recoveryCodes, token: data.token } : null),
      (done) => setDone(done),
    );
  }

  async function finish() {
    if (!done) return;
    try {
      await completeSignIn(done.token);
    } catch (error) {
      setAlert(t(failureMessage(error)));
    }
  }

  return (
    <Stack gap="8">
      <SignInStepHeader title={t('auth.mfaEnrolment.heading')} hint={t('auth.mfaEnrolment.hint')} alert={alert} />
      {done ? (
        <RecoveryCodes codes={done.recoveryCodes} onDone={() => void finish()} />
      ) : enrolment ? (
        <FormStack onSubmit={submit} gap="5">
          <Text>{t('account.mfa.scan')}</Text>
          <Image src={enrolment.qrCode} alt={t('account.mfa.qrAlt')} boxSize="44" borderWidth="1px" rounded="l2" bg="white" data-testid={TEST_IDS.mfaQr} />
          <Stack gap="2">
            <Text fontSize="sm" color="fg.muted">
              {t('account.mfa.manual')}
            </Text>
            <Code fontSize="md" p="2" wordBreak="break-all" data-testid={TEST_IDS.mfaSecret}>
              {enrolment.secret}
            </Code>
          </Stack>
          <OneTimeCodeField value={code} onChange={setCode} submitted={submitted} testId={TEST_IDS.mfaEnrolCode} />
          <Button type="submit" colorPalette="blue" size="lg" loading={busy} data-testid={TEST_IDS.mfaConfirm}>
            {t('account.mfa.confirm')}
          </Button>
        </FormStack>
      ) : (
        !alert && <Spinner />
      )}
      {!done && (
        <Button variant="ghost" onClick={() => void signOut()}>
          {t('common.backToSignIn')}
        </Button>
      )}
    </Stack>
  );
}
