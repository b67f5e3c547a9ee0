import { useQuery } from '@apollo/client/react';
import { checkPassword, type PasswordRules, type PasswordViolation, type PasswordViolationKey } from '@common/password-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordRulesDocument } from '../gql/graphql';
import type { TranslationKey } from '../i18n/i18n';
import { PasswordMeter } from './password-meter';
import { TextField } from './text-field';

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

/**
 * The password rules of an account (the caller's own, or for a system admin another's), so a
 * form checks every rule the server will before sending; null until known.
 */
export function usePasswordRules(accountId?: string | null): PasswordRules | null {
  const { data } = useQuery(PasswordRulesDocument, { variables: { accountId: accountId ?? null } });
  return data?.passwordRules ?? null;
}

export interface PasswordCheck {
  rules: PasswordRules | null;
  /** The names the password must not contain: username, name, email, account name. */
  related: ReadonlyArray<string | null | undefined>;
}

export interface NewPassword {
  password: string;
  confirm: string;
  setPassword(value: string): void;
  setConfirm(value: string): void;
  /** What the account's rules say against the password (empty when it meets them, or they are not known yet). */
  violations: PasswordViolation[];
  /** The rules' minimum length, when known. */
  minLength?: number;
  /** Whether both are filled in, the same and within the rules: the form may be sent. */
  valid: boolean;
  /** Empties both, e.g. after a change went through. */
  clear(): void;
}

/** A new password and its confirmation, typed by the user, checked against the account's rules. */
export function useNewPassword(check?: PasswordCheck): NewPassword {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const violations = check?.rules && password !== '' ? checkPassword(password, check.rules, { related: check.related }) : [];
  return {
    password,
    confirm,
    setPassword,
    setConfirm,
    violations,
    minLength: check?.rules?.passwordMin,
    valid: password !== '' && confirm === password && violations.length === 0,
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
  // A broken rule shows as soon as the password is typed; a missing one once the form is sent.
  const violation = value.violations[0];
  const passwordError =
    value.password === ''
      ? submitted
        ? t('errors.required', { field: label })
        : null
      : violation
        ? t(VIOLATION_LABELS[violation.key], violation.params)
        : submitted
          ? (problem ?? null)
          : null;
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
      <PasswordMeter password={value.password} minLength={value.minLength} />
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
