import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { assertSafeInput, findUnsafeText, isSafeText } from './validation';

describe('text PostgreSQL can store', () => {
  it('accepts ordinary text, emoji (surrogate pairs) and CJK', () => {
    for (const text of ['', 'plain', 'zh 中文', 'emoji 😀', 'tab\tline\nend']) expect(isSafeText(text)).toBe(true);
  });

  it('refuses NUL bytes and unpaired surrogates', () => {
    for (const text of ['a\u0000b', 'a\ud800', '\udc00b', 'x\ud83d\ud83d']) expect(isSafeText(text)).toBe(false);
  });

  it('finds the first bad string at any depth, in keys too, and names its path', () => {
    expect(findUnsafeText({ input: { names: ['ok', 'bad\u0000'] } }, '')).toBe('input.names.1');
    expect(findUnsafeText({ ['k\ud800']: 1 }, 'body')).toBe('body');
    expect(findUnsafeText({ a: [1, true, null, { b: 'fine' }] }, '')).toBeNull();
  });

  it('refuses input nested deeper than any request has', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100; i++) deep = [deep];
    expect(findUnsafeText(deep, 'body')).not.toBeNull();
  });

  it('throws a 400 textInvalid naming the field', () => {
    try {
      assertSafeInput({ realname: 'a\u0000' }, '');
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).code).toBe('400');
      expect((err as AppError).messageKey).toBe('textInvalid');
      expect((err as AppError).params).toEqual({ field: 'realname' });
    }
  });
});
