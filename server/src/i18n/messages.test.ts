import { describe, expect, it } from 'vitest';
import { catalogKeys, message, parseLang } from './messages';

describe('server messages', () => {
  it('has the same keys in en and zh-TW, none empty', () => {
    expect(catalogKeys('zh-TW').sort()).toEqual(catalogKeys('en').sort());
    for (const key of catalogKeys('zh-TW')) expect(message('zh-TW', key as never).length).toBeGreaterThan(0);
  });

  it('keeps the spec texts verbatim', () => {
    expect(message('en', 'accountLocked')).toBe('Your account is locked, please concat your administrator!');
    expect(message('en', 'otherDevice')).toBe('Your account is logged in from another device.');
    expect(message('en', 'invalidCredentials')).toBe('Invalid credentials. Please try again.');
    expect(message('en', 'fieldEmpty', { field: 'username' })).toBe('Username cannot be empty');
  });

  it('reads the lang header leniently, defaulting to English', () => {
    expect(parseLang('zh-TW')).toBe('zh-TW');
    expect(parseLang('zh-tw')).toBe('zh-TW');
    expect(parseLang('fr')).toBe('en');
    expect(parseLang(undefined)).toBe('en');
  });
});
