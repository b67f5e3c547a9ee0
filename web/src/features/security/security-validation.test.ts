import { describe, expect, it } from 'vitest';
import { validateSecurity, type SecurityValues } from './security-validation';

const valid: SecurityValues = {
  passwordMin: 8,
  passwordMax: 64,
  requireDigit: true,
  requireLower: true,
  requireUpper: true,
  requireSpecial: false,
  forbidConsecutive: false,
  forbidHistory: true,
  historyCount: 5,
  forbidAccountRelated: true,
  lockAfterFailures: 5,
  lockAfterInactiveDays: 90,
  sessionTimeoutHours: 2,
  sessionTimeoutMinutes: 0,
  prohibitMultiLocation: true,
  mfaRequired: false,
};

describe('security settings validation', () => {
  it('accepts valid settings', () => expect(validateSecurity(valid)).toEqual({}));

  it.each([
    [{ passwordMin: 5 }, 'passwordMin', 'security.validation.passwordMin'],
    [{ passwordMin: 100 }, 'passwordMin', 'security.validation.passwordMin'],
    [{ passwordMax: 6 }, 'passwordMax', 'security.validation.passwordMax'],
    [{ passwordMin: 20, passwordMax: 20 }, 'passwordMax', 'security.validation.maxOverMin'],
    [{ historyCount: 11 }, 'historyCount', 'security.validation.historyCount'],
    [{ historyCount: 0 }, 'historyCount', 'security.validation.historyCount'],
    [{ sessionTimeoutHours: 0, sessionTimeoutMinutes: 0 }, 'sessionTimeoutHours', 'security.validation.sessionTimeout'],
    [{ lockAfterFailures: -1 }, 'lockAfterFailures', 'security.validation.wholeNumber'],
  ] as const)('refuses %j', (change, field, key) => {
    expect(validateSecurity({ ...valid, ...change })[field]).toBe(key);
  });

  it('ignores the history count while the history rule is off', () => {
    expect(validateSecurity({ ...valid, forbidHistory: false, historyCount: 0 })).toEqual({});
  });
});
