/** Spec §5: the password meter's default minimum length. */
const METER_MIN_LENGTH = 8;

export type PasswordCheck = 'length' | 'lower' | 'upper' | 'digit' | 'special';

export const PASSWORD_CHECKS: readonly PasswordCheck[] = ['length', 'lower', 'upper', 'digit', 'special'];

export type StrengthLevel = 'empty' | 'weak' | 'fair' | 'good' | 'strong';

export interface PasswordStrength {
  /** Which of the meter's checks the password passes. */
  passed: Record<PasswordCheck, boolean>;
  /** 0-5: how many checks pass. */
  score: number;
  level: StrengthLevel;
}

const TESTS: Record<Exclude<PasswordCheck, 'length'>, RegExp> = {
  lower: /[a-z]/,
  upper: /[A-Z]/,
  digit: /\d/,
  special: /[^A-Za-z0-9\s]/,
};

/**
 * The meter of spec §5: a minimum length (default 8) and lowercase, uppercase, digit and
 * special-character checks. It guides; the server's security settings decide.
 */
export function passwordStrength(password: string, minLength = METER_MIN_LENGTH): PasswordStrength {
  const passed: Record<PasswordCheck, boolean> = {
    length: password.length >= minLength,
    lower: TESTS.lower.test(password),
    upper: TESTS.upper.test(password),
    digit: TESTS.digit.test(password),
    special: TESTS.special.test(password),
  };
  const score = PASSWORD_CHECKS.filter((check) => passed[check]).length;
  let level: StrengthLevel = 'weak';
  if (password === '') level = 'empty';
  else if (!passed.length || score <= 2) level = 'weak';
  else if (score === 3) level = 'fair';
  else if (score === 4) level = 'good';
  else level = 'strong';
  return { passed, score, level };
}
