/**
 * The password rules of spec §5 as an account's security settings store them, and the check
 * both sides run: the server on every new password, the console as the user types, so a form
 * says what the server would refuse before it is sent.
 */
export interface PasswordRules {
  passwordMin: number;
  passwordMax: number;
  requireDigit: boolean;
  requireLower: boolean;
  requireUpper: boolean;
  requireSpecial: boolean;
  forbidConsecutive: boolean;
  /** How many earlier passwords may not be reused; 0 = any may. */
  historyCount: number;
  forbidAccountRelated: boolean;
}

/**
 * The password rules in force before an account saves its own (the database's column
 * defaults), and so the rules a sign-up's first password must meet. The sign-up page's hint is
 * written from them (`describePasswordRules`), so it says what the server enforces.
 */
export const DEFAULT_PASSWORD_RULES: Readonly<PasswordRules> = {
  passwordMin: 8,
  passwordMax: 64,
  requireDigit: true,
  requireLower: true,
  requireUpper: true,
  requireSpecial: true,
  forbidConsecutive: false,
  historyCount: 0,
  forbidAccountRelated: true,
};

/** One part of a rule set's description: what a hint says, in the order it says it. */
export type PasswordRulePart = 'digit' | 'lower' | 'upper' | 'special' | 'consecutive' | 'related';

/** What a hint must say about `rules`: the length range, the characters it needs, and what it must not do. */
export function describePasswordRules(rules: PasswordRules): { min: number; max: number; needs: PasswordRulePart[]; forbids: PasswordRulePart[] } {
  const needs: PasswordRulePart[] = [];
  if (rules.requireDigit) needs.push('digit');
  if (rules.requireLower) needs.push('lower');
  if (rules.requireUpper) needs.push('upper');
  if (rules.requireSpecial) needs.push('special');
  const forbids: PasswordRulePart[] = [];
  if (rules.forbidConsecutive) forbids.push('consecutive');
  if (rules.forbidAccountRelated) forbids.push('related');
  return { min: rules.passwordMin, max: rules.passwordMax, needs, forbids };
}

/** The message key of each rule a password can break (the same on server and console). */
export type PasswordViolationKey =
  'passwordLength' | 'passwordNeedsDigit' | 'passwordNeedsLower' | 'passwordNeedsUpper' | 'passwordNeedsSpecial' | 'passwordConsecutive' | 'passwordRelated';

export interface PasswordViolation {
  key: PasswordViolationKey;
  params?: Record<string, string | number>;
}

export interface PasswordContext {
  /** Names the password must not contain when `forbidAccountRelated` is on. */
  related?: ReadonlyArray<string | null | undefined>;
}

const SPECIAL = /[^A-Za-z0-9]/;

/**
 * Checks a password against the rules; returns every violation (empty when it is
 * acceptable). History is checked separately because it needs the stored hashes.
 */
export function checkPassword(password: string, rules: PasswordRules, context: PasswordContext = {}): PasswordViolation[] {
  const violations: PasswordViolation[] = [];
  const length = [...password].length;
  if (length < rules.passwordMin || length > rules.passwordMax) {
    violations.push({ key: 'passwordLength', params: { min: rules.passwordMin, max: rules.passwordMax } });
  }
  if (rules.requireDigit && !/[0-9]/.test(password)) violations.push({ key: 'passwordNeedsDigit' });
  if (rules.requireLower && !/[a-z]/.test(password)) violations.push({ key: 'passwordNeedsLower' });
  if (rules.requireUpper && !/[A-Z]/.test(password)) violations.push({ key: 'passwordNeedsUpper' });
  if (rules.requireSpecial && !SPECIAL.test(password)) violations.push({ key: 'passwordNeedsSpecial' });
  if (rules.forbidConsecutive && /(.)\1/su.test(password)) violations.push({ key: 'passwordConsecutive' });
  if (rules.forbidAccountRelated && isRelated(password, context.related ?? [])) violations.push({ key: 'passwordRelated' });
  return violations;
}

function isRelated(password: string, names: ReadonlyArray<string | null | undefined>): boolean {
  const lowered = password.toLowerCase();
  for (const name of names) {
    if (!name) continue;
    // An email counts by its local part; very short names would match too much.
    const candidate = name.toLowerCase().split('@')[0];
    if (candidate.length >= 3 && lowered.includes(candidate)) return true;
  }
  return false;
}
