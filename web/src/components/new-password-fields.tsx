import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordMeter } from './password-meter';
import { TextField } from './text-field';

export interface NewPassword {
  password: string;
  confirm: string;
  setPassword(value: string): void;
  setConfirm(value: string): void;
  /** Whether both are filled in and the same: the form may be sent. */
  valid: boolean;
  /** Empties both, e.g. after a change went through. */
  clear(): void;
}

/** A new password and its confirmation, typed by the user. */
export function useNewPassword(): NewPassword {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  return {
    password,
    confirm,
    setPassword,
    setConfirm,
    valid: password !== '' && confirm === password,
    clear() {
      setPassword('');
      setConfirm('');
    },
  };
}

interface NewPasswordFieldsProps {
  value: NewPassword;
  /** Errors show once the form was submitted. */
  submitted: boolean;
  /** "New password" and "Confirm new password" by default. */
  label?: string;
  confirmLabel?: string;
  /** A further rule the new password broke (e.g. the same as the old one). */
  problem?: string | null;
  testIds: { password: string; confirm: string };
}

/** The new password with its strength meter, and its confirmation: required, and the two must match. */
export function NewPasswordFields({ value, submitted, label, confirmLabel, problem, testIds }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  label ??= t('account.password.new');
  confirmLabel ??= t('account.password.confirm');
  const passwordError = !submitted ? null : value.password === '' ? t('errors.required', { field: label }) : (problem ?? null);
  const confirmError = submitted && value.confirm !== value.password ? t('auth.passwordsMustMatch') : null;
  return (
    <>
      <TextField
        password
        required
        label={label}
        autoComplete="new-password"
        value={value.password}
        onValueChange={value.setPassword}
        error={passwordError}
        testId={testIds.password}
      />
      <PasswordMeter password={value.password} />
      <TextField
        password
        required
        label={confirmLabel}
        autoComplete="new-password"
        value={value.confirm}
        onValueChange={value.setConfirm}
        error={confirmError}
        testId={testIds.confirm}
      />
    </>
  );
}
