import { describe, expect, it } from 'vitest';
import { ACCOUNT_NAME, EMAIL, KEY_IDENTIFIER, ROLE_NAME_LENGTH, SECURITY_RANGES, USERNAME, wholeIn } from './rules';

describe('username rule', () => {
  it.each(['abcd', 'user.name@x', 'A1_-!~', 'a'.repeat(50)])('accepts %j', (name) => expect(USERNAME.test(name)).toBe(true));
  it.each(['abc', 'with space', 'tab\there', 'a'.repeat(51), 'ünïcode'])('refuses %j', (name) => expect(USERNAME.test(name)).toBe(false));
});

describe('account name and key identifier rules', () => {
  it.each(['acme', 'Acme_Corp-2', 'a'.repeat(100)])('accepts the account name %j', (name) => expect(ACCOUNT_NAME.test(name)).toBe(true));
  it.each(['abc', 'acme corp', 'acmé', 'a'.repeat(101)])('refuses the account name %j', (name) => expect(ACCOUNT_NAME.test(name)).toBe(false));
  it('takes key identifiers of 2-64 characters', () => {
    expect(KEY_IDENTIFIER.test('ab')).toBe(true);
    expect(KEY_IDENTIFIER.test('a')).toBe(false);
    expect(KEY_IDENTIFIER.test('a'.repeat(65))).toBe(false);
  });
});

describe('email rule', () => {
  it.each(['a@b.co', 'first.last+tag@example.com.tw'])('accepts %j', (email) => expect(EMAIL.test(email)).toBe(true));
  it.each(['plain', 'a@b', 'a@b.c', 'a b@c.com', 'a@@b.com', `${'a'.repeat(65)}@b.com`])('refuses %j', (email) => expect(EMAIL.test(email)).toBe(false));
});

describe('numeric ranges', () => {
  it('holds both ends of a range and refuses fractions and values outside', () => {
    expect(wholeIn(6, SECURITY_RANGES.passwordMin)).toBe(true);
    expect(wholeIn(99, SECURITY_RANGES.passwordMin)).toBe(true);
    expect(wholeIn(5, SECURITY_RANGES.passwordMin)).toBe(false);
    expect(wholeIn(7.5, SECURITY_RANGES.passwordMax)).toBe(false);
    expect(wholeIn(101, SECURITY_RANGES.lockAfterFailures)).toBe(false);
  });

  it('gives role names a shorter limit in Chinese', () => {
    expect(ROLE_NAME_LENGTH['zh-TW'].max).toBeLessThan(ROLE_NAME_LENGTH.en.max);
  });
});
