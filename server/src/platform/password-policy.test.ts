import { describe, expect, it } from 'vitest';
import { checkPassword, settingsWarnings, type PasswordRules } from './password-policy';

const NONE: PasswordRules = {
  passwordMin: 6,
  passwordMax: 99,
  requireDigit: false,
  requireLower: false,
  requireUpper: false,
  requireSpecial: false,
  forbidConsecutive: false,
  historyCount: 0,
  forbidAccountRelated: false,
};

/** Each rule alone, with a password it accepts and one it refuses (spec §5). */
const RULES: Array<{ rule: string; on: Partial<PasswordRules>; accept: string; reject: string; key: string }> = [
  { rule: 'minimum length', on: { passwordMin: 10 }, accept: 'abcdefghij', reject: 'abcdefghi', key: 'passwordLength' },
  { rule: 'maximum length', on: { passwordMin: 6, passwordMax: 12 }, accept: 'abcdefghijkl', reject: 'abcdefghijklm', key: 'passwordLength' },
  { rule: 'length counts characters, not bytes', on: { passwordMax: 8 }, accept: '密碼密碼密碼密碼', reject: '密碼密碼密碼密碼密', key: 'passwordLength' },
  { rule: 'digit', on: { requireDigit: true }, accept: 'abcdef1', reject: 'abcdefg', key: 'passwordNeedsDigit' },
  { rule: 'lowercase', on: { requireLower: true }, accept: 'ABCDEFg', reject: 'ABCDEFG', key: 'passwordNeedsLower' },
  { rule: 'uppercase', on: { requireUpper: true }, accept: 'abcdefG', reject: 'abcdefg', key: 'passwordNeedsUpper' },
  { rule: 'special character', on: { requireSpecial: true }, accept: 'abcdef!', reject: 'abcdef1', key: 'passwordNeedsSpecial' },
  { rule: 'no consecutive identical characters', on: { forbidConsecutive: true }, accept: 'abcabc1', reject: 'abccba1', key: 'passwordConsecutive' },
  { rule: 'not related to the account', on: { forbidAccountRelated: true }, accept: 'Zebra#2024', reject: 'Alice#2024', key: 'passwordRelated' },
];

describe('password rules (table-driven)', () => {
  const context = { related: ['alice', 'alice.smith@example.com', 'Alice Smith', 'Acme'] };
  for (const r of RULES) {
    it(`${r.rule}: accepts and refuses`, () => {
      const rules = { ...NONE, ...r.on };
      expect(checkPassword(r.accept, rules, context)).toEqual([]);
      expect(checkPassword(r.reject, rules, context).map((v) => v.key)).toEqual([r.key]);
    });
  }

  it('reports every violation at once, with the range in the length message', () => {
    const all = { ...NONE, passwordMin: 8, passwordMax: 64, requireDigit: true, requireLower: true, requireUpper: true, requireSpecial: true };
    expect(checkPassword('aa', all)).toEqual([
      { key: 'passwordLength', params: { min: 8, max: 64 } },
      { key: 'passwordNeedsDigit' },
      { key: 'passwordNeedsUpper' },
      { key: 'passwordNeedsSpecial' },
    ]);
  });

  it('matches an email by its local part and ignores names shorter than three characters', () => {
    const rules = { ...NONE, forbidAccountRelated: true };
    expect(checkPassword('xx-smith.j-xx', rules, { related: ['smith.j@example.com'] })).toHaveLength(1);
    expect(checkPassword('xx-al-xx', rules, { related: ['al'] })).toEqual([]);
  });

  it('warns about settings below common guidance', () => {
    const base = { ...NONE, passwordMin: 8, passwordMax: 64, lockAfterFailures: 5, mfaRequired: true };
    expect(settingsWarnings(base)).toEqual([]);
    expect(settingsWarnings({ ...base, passwordMin: 6 }).map((w) => w.key)).toEqual(['warnPasswordMin']);
    expect(settingsWarnings({ ...base, lockAfterFailures: 0 }).map((w) => w.key)).toEqual(['warnNoLock']);
    expect(settingsWarnings({ ...base, lockAfterFailures: 20 }).map((w) => w.key)).toEqual(['warnLockHigh']);
    expect(settingsWarnings({ ...base, mfaRequired: false }).map((w) => w.key)).toEqual(['warnMfaOptional']);
  });
});
