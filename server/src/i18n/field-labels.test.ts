import { describe, expect, it } from 'vitest';
import { fieldLabel, message } from './messages';

describe('field labels in messages', () => {
  it('names a field by its label in either language', () => {
    expect(message('en', 'fieldEmpty', { field: 'roleName' })).toBe('Role name cannot be empty');
    expect(message('zh-TW', 'nameLength', { field: 'groupName', min: 4, max: 50 })).toContain('群組名稱');
    expect(fieldLabel('en', 'input.realname')).toBe('Name');
    expect(fieldLabel('zh-TW', 'items[0].appName')).toBe('應用程式名稱');
  });

  it('keeps a name that has no label', () => {
    expect(fieldLabel('en', 'query.operator')).toBe('query.operator');
    expect(message('en', 'fieldEmpty', { field: 'zzz' })).toBe('zzz cannot be empty');
  });
});
