import { SECURITY_BOUND_CASES } from '@common/security-bound-cases';
import { SECURITY_RANGES } from '@common/rules';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import { rangeParams, validateSecurity, type SecurityValues } from './security-validation';

const valid: SecurityValues = {
  passwordMin: 8,
  passwordMax: 64,
  requireDigit: true,
  requireLower: true,
  requireUpper: true,
  requireSpecial: true,
  forbidConsecutive: false,
  forbidHistory: true,
  historyCount: 3,
  forbidAccountRelated: true,
  lockAfterFailures: 5,
  lockAfterInactiveDays: 0,
  sessionTimeoutHours: 2,
  sessionTimeoutMinutes: 0,
  prohibitMultiLocation: true,
  mfaRequired: false,
};

/** The form's side of the server's bounds: the same table as tests/integration/identity/form-rules-match-server.test.ts. */
describe('security settings form bounds', () => {
  it.each(SECURITY_BOUND_CASES)('%s: %j → accepted %s', (_key, change, accepted) => {
    expect(Object.keys(validateSecurity({ ...valid, ...change })).length === 0).toBe(accepted);
  });

  it('names the server’s bounds in its messages', () => {
    const fill = (text: string, params: Record<string, number>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));
    expect(fill(en.security.validation.wholeNumber, rangeParams('lockAfterFailures'))).toBe(`Enter a whole number from 0 to ${SECURITY_RANGES.lockAfterFailures[1]}.`);
    expect(fill(en.security.validation.passwordMin, rangeParams('passwordMin'))).toContain(`${SECURITY_RANGES.passwordMin[0]} to ${SECURITY_RANGES.passwordMin[1]}`);
    expect(fill(en.security.validation.sessionTimeout, rangeParams('sessionTimeoutHours'))).toContain(`${SECURITY_RANGES.sessionTimeoutHours[1]} hours`);
  });
});
