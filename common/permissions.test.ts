import { describe, expect, it } from 'vitest';
import { ALL_CODES, effectiveCodes, productMap, satisfies } from './permissions';

describe('permission codes (spec §6)', () => {
  it('treats a bar as alternatives and an empty code as no check', () => {
    expect(satisfies(['apk_analysis'], 'apk_analysis|ipa_analysis')).toBe(true);
    expect(satisfies(['ipa_analysis'], 'apk_analysis | ipa_analysis')).toBe(true);
    expect(satisfies(['apk_protected'], 'apk_analysis|ipa_analysis')).toBe(false);
    expect(satisfies([], '')).toBe(true);
    expect(satisfies([], undefined)).toBe(true);
    expect(satisfies([], 'dashboard')).toBe(false);
  });

  it('keeps only known codes whose product the account is entitled to', () => {
    expect(effectiveCodes(['apk_analysis', 'ipa_analysis', 'made_up', 'manage_user'], ['apk_analysis'])).toEqual(['apk_analysis', 'manage_user']);
    expect(effectiveCodes(['hardening_view'], ['h5_protected'])).toEqual(['hardening_view']);
    expect(effectiveCodes(['hardening_view'], ['apk_analysis'])).toEqual([]);
    expect(effectiveCodes(['keystore'], ['ipa_protected'])).toEqual([]);
  });

  it('groups codes by product', () => {
    expect(productMap(['apk_analysis', 'apk_protected', 'manage_user'])).toEqual({ assessment: ['apk_analysis'], hardening: ['apk_protected'] });
  });

  it('has unique snake_case codes', () => {
    expect(new Set(ALL_CODES).size).toBe(ALL_CODES.length);
    for (const code of ALL_CODES) expect(code).toMatch(/^[a-z0-9_]+$/);
  });
});
