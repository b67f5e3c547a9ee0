import type { TranslationKey } from '../../i18n/i18n';

/** Sign-up steps of spec §2, in order, as they appear in `/sign-up/{step}`. */
export const SIGN_UP_STEPS = ['account-info', 'verify-email', 'accept-terms'] as const;
export type SignUpStep = (typeof SIGN_UP_STEPS)[number];

export const STEP_LABELS: Record<SignUpStep, TranslationKey> = {
  'account-info': 'signup.steps.accountInfo',
  'verify-email': 'signup.steps.verifyEmail',
  'accept-terms': 'signup.steps.acceptTerms',
};

/** Spec §4: each step is current, completed or pending. */
export type StepState = 'current' | 'completed' | 'pending';

export function stepState(step: SignUpStep, current: SignUpStep | 'done'): StepState {
  if (current === 'done') return 'completed';
  const at = SIGN_UP_STEPS.indexOf(current);
  const index = SIGN_UP_STEPS.indexOf(step);
  return index < at ? 'completed' : index === at ? 'current' : 'pending';
}

export function isSignUpStep(value: string | undefined): value is SignUpStep {
  return (SIGN_UP_STEPS as readonly string[]).includes(value ?? '');
}
