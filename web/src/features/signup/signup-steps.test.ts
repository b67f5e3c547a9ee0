import { describe, expect, it } from 'vitest';
import { SIGN_UP_STEPS, stepState } from './signup-steps';

describe('sign-up stepper states', () => {
  it('marks earlier steps completed, this one current and later ones pending', () => {
    expect(SIGN_UP_STEPS.map((step) => stepState(step, 'verify-email'))).toEqual(['completed', 'current', 'pending']);
    expect(SIGN_UP_STEPS.map((step) => stepState(step, 'account-info'))).toEqual(['current', 'pending', 'pending']);
    expect(SIGN_UP_STEPS.map((step) => stepState(step, 'done'))).toEqual(['completed', 'completed', 'completed']);
  });
});
