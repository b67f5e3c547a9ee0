import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { TEST_IDS } from '../../app/testids';
import { PageHeader } from '../../components/page-header';
import { SUCCESS_CODE } from '../../lib/api-client';
import { AcceptTermsForm } from './accept-terms-form';
import { AccountInfoForm } from './account-info-form';
import { fetchSignupSettings, type SignupOutcome } from './signup-api';
import { SignUpStepper } from './signup-stepper';
import type { SignUpStep } from './signup-steps';
import { VerifyEmailForm } from './verify-email-form';
import { StatusAlert } from '../../components/error-alert';

/** The sign-up in progress, kept for the tab's life so the step URLs can be reloaded. */
const STORAGE_KEY = 'signup';

interface Progress {
  signupId: string;
  email: string;
}

function storedProgress(): Progress | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Progress | null;
    return value && typeof value.signupId === 'string' ? value : null;
  } catch {
    return null;
  }
}

interface SignUpFlowProps {
  step: SignUpStep;
  onStep(step: SignUpStep): void;
}

/**
 * Spec §2 sign-up: account info → verify email → accept terms, shown under its stepper. The
 * step is the caller's (a URL segment, or the state of the one-page variant).
 */
export function SignUpFlow({ step, onStep }: SignUpFlowProps) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<Progress | null>(storedProgress);
  const [outcome, setOutcome] = useState<SignupOutcome | null>(null);
  const [disabled, setDisabled] = useState(false);

  useEffect(() => {
    void fetchSignupSettings()
      .then((answer) => setDisabled(answer.code === SUCCESS_CODE && answer.data?.enabled === false))
      .catch(() => undefined);
  }, []);

  // A later step without a sign-up in progress starts over.
  useEffect(() => {
    if (step !== 'account-info' && !progress && !outcome) onStep('account-info');
  }, [step, progress, outcome, onStep]);

  function keep(next: Progress | null) {
    if (next) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    else sessionStorage.removeItem(STORAGE_KEY);
    setProgress(next);
  }

  return (
    <Stack gap="8">
      <PageHeader title={t('signup.heading')} description={t('signup.subheading')} />
      <SignUpStepper current={outcome ? 'done' : step} />
      {disabled && <StatusAlert status="warning" title={t('signup.disabled')} />}
      {outcome ? (
        <Stack gap="4" data-testid={TEST_IDS.signUpDone} data-status={outcome.status}>
          <StatusAlert status="success" title={t(outcome.status === 'approved' ? 'signup.doneApproved' : 'signup.donePending')} />
          <Button asChild colorPalette="blue" size="lg">
            <RouterLink to="/sign-in">{t('common.backToSignIn')}</RouterLink>
          </Button>
        </Stack>
      ) : step === 'account-info' ? (
        <AccountInfoForm
          onDone={(signupId, email) => {
            keep({ signupId, email });
            onStep('verify-email');
          }}
        />
      ) : step === 'verify-email' && progress ? (
        <VerifyEmailForm
          signupId={progress.signupId}
          email={progress.email}
          onDone={() => onStep('accept-terms')}
          onRestart={() => {
            keep(null);
            onStep('account-info');
          }}
        />
      ) : step === 'accept-terms' && progress ? (
        <AcceptTermsForm
          signupId={progress.signupId}
          onDone={(result) => {
            keep(null);
            setOutcome(result);
          }}
        />
      ) : null}
      {!outcome && (
        <Text textAlign="center" color="fg.muted" fontSize="sm">
          {t('signup.haveAccount')}{' '}
          <Link asChild colorPalette="blue" color="colorPalette.fg" fontWeight="medium">
            <RouterLink to="/sign-in">{t('signup.signIn')}</RouterLink>
          </Link>
        </Text>
      )}
    </Stack>
  );
}
