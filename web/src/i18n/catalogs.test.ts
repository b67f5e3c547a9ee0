import { describe, expect, it } from 'vitest';
import en from './en.json';
import zhTW from './zh-TW.json';

type Catalog = { [key: string]: string | Catalog };

/** Flattens a catalog to `area.part.phrase` → text. */
function flatten(catalog: Catalog, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [nested, text] of flatten(value, path)) entries.set(nested, text);
  }
  return entries;
}

/** The `{{name}}` placeholders a text interpolates. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
}

const catalogs = { en: flatten(en), 'zh-TW': flatten(zhTW) };

describe('i18n catalogs', () => {
  it.each([
    ['en', 'zh-TW'],
    ['zh-TW', 'en'],
  ] as const)('every %s key exists in %s', (from, to) => {
    const missing = [...catalogs[from].keys()].filter((key) => !catalogs[to].has(key));
    expect(missing).toEqual([]);
  });

  it.each(Object.keys(catalogs) as (keyof typeof catalogs)[])('%s has no empty text', (language) => {
    const empty = [...catalogs[language]].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('both languages interpolate the same placeholders', () => {
    const mismatched = [...catalogs.en].filter(([key, text]) => placeholders(text).join() !== placeholders(catalogs['zh-TW'].get(key) ?? '').join());
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('keeps the spec texts verbatim in English', () => {
    expect(catalogs.en.get('errors.locked')).toBe('Your account is locked, please concat your administrator!');
    expect(catalogs.en.get('errors.otherDevice')).toBe('Your account is logged in from another device.');
    expect(catalogs.en.get('errors.invalidCredentials')).toBe('Invalid credentials. Please try again.');
    expect(catalogs.en.get('errors.network')).toBe('Network error');
    expect(catalogs.en.get('errors.timeout')).toBe('Timeout');
    expect(catalogs.en.get('errors.required')).toBe('{{field}} cannot be empty');
    expect(catalogs.en.get('auth.passwordsMustMatch')).toBe('Passwords must match');
    expect(catalogs.en.get('account.password.sameAsOld')).toBe('The new password must not match the old password.');
    expect(catalogs.en.get('signup.termsRequired')).toBe('Please read terms and conditions');
    expect(catalogs.en.get('signup.passwordHint')).toBe('6 or more characters mixing letters, numbers and symbols');
    expect(catalogs.en.get('security.validation.maxOverMin')).toBe('The longest number of digist in the password must be greater than the minimum number');
    expect(catalogs.en.get('users.batchLimit')).toBe('At most {{total}} items can be selected in a batch');
    expect(catalogs.en.get('users.validation.email')).toBe('Email address is not invalid');
    expect(catalogs.en.get('account.avatar.wrongType')).toBe('Please select [{{fileType}}] file');
    expect(catalogs.en.get('account.avatar.noFile')).toBe('Please select a file to upload');
    expect(catalogs.en.get('account.avatar.tooLarge')).toBe('Only allow uploading files not exceeding {{fileSize}}.');
  });
});
