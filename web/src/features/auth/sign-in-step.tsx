import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { PageHeader } from '../../components/page-header';
import { ErrorAlert } from '../../components/error-alert';
import { TextField } from '../../components/text-field';

/** The title, hint and error of a step after the password (second factor, MFA enrolment). */
export function SignInStepHeader({ title, hint, alert }: { title: string; hint: string; alert: string | null }) {
  return (
    <>
      <PageHeader title={title} description={hint} />
      <ErrorAlert message={alert} testId={TEST_IDS.signInAlert} />
    </>
  );
}

interface OneTimeCodeFieldProps {
  value: string;
  onChange(value: string): void;
  /** The form was submitted once: an empty code now shows as missing. */
  submitted?: boolean;
  testId: string;
  autoFocus?: boolean;
}

/** A required TOTP or recovery code input. */
export function OneTimeCodeField({ value, onChange, submitted, testId, autoFocus }: OneTimeCodeFieldProps) {
  const { t } = useTranslation();
  const error = submitted && value.trim() === '' ? t('errors.required', { field: t('auth.mfa.code') }) : null;
  return (
    <TextField
      label={t('auth.mfa.code')}
      required
      autoFocus={autoFocus}
      inputMode="numeric"
      autoComplete="one-time-code"
      value={value}
      onValueChange={onChange}
      error={error}
      testId={testId}
    />
  );
}
