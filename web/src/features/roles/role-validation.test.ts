import { describe, expect, it } from 'vitest';
import { roleNameFits } from './role-validation';

describe('role name length', () => {
  it('is 4-30 in English', () => {
    expect(roleNameFits('abc', 'en')).toBe(false);
    expect(roleNameFits('abcd', 'en')).toBe(true);
    expect(roleNameFits('a'.repeat(30), 'en')).toBe(true);
    expect(roleNameFits('a'.repeat(31), 'en')).toBe(false);
  });

  it('is 4-20 in Traditional Chinese', () => {
    expect(roleNameFits('審核人員', 'zh-TW')).toBe(true);
    expect(roleNameFits('a'.repeat(21), 'zh-TW')).toBe(false);
  });
});
