import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { dateKey, decodeCursor, encodeCursor, integerKey, keysetClause, textKey } from './keyset';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const code = (run: () => unknown) => {
  try {
    run();
  } catch (err) {
    return err instanceof AppError ? `${err.code} ${err.messageKey}` : 'plain error';
  }
  return 'ok';
};

describe('keyset cursors', () => {
  const id = crypto.randomUUID();
  const page =
    (cursor: string, idKind: 'uuid' | 'integer' = 'uuid') =>
    () =>
      keysetClause(
        dateKey<{ createdAt: Date }>('created_at', (r) => r.createdAt),
        'id',
        'desc',
        { after: cursor, inverted: false, idKind },
      );

  it('reads the cursors it writes', () => {
    expect(decodeCursor(encodeCursor(['2024-01-01T00:00:00.000Z', id]))).toEqual(['2024-01-01T00:00:00.000Z', id]);
    expect(decodeCursor(encodeCursor(['2024-01-01T00:00:00.000Z', 42]), 'integer')).toEqual(['2024-01-01T00:00:00.000Z', 42]);
    expect(decodeCursor(encodeCursor(['2024-01-01T00:00:00.000Z', '42']), 'integer')).toEqual(['2024-01-01T00:00:00.000Z', '42']);
    expect(code(page(encodeCursor(['2024-01-01T00:00:00.000Z', id])))).toBe('ok');
  });

  it.each([
    ['not base64', '%%%'],
    ['not JSON', Buffer.from('nope').toString('base64url')],
    ['not a pair', b64(['a'])],
    ['a non-UUID id', b64(['2024-01-01T00:00:00.000Z', 'not-a-uuid'])],
    ['an integer id for a UUID list', b64(['2024-01-01T00:00:00.000Z', 42])],
    ['a NUL in the value', b64(['a\u0000', id])],
    ['a lone surrogate in the value', b64(['a\ud800', id])],
    ['an object value', b64([{ a: 1 }, id])],
    ['a date PostgreSQL cannot hold', b64(['+275000-01-01T00:00:00.000Z', id])],
    ['a number for a date', b64([-8.64e15, id])],
    ['a very long cursor', 'A'.repeat(5000)],
  ])('refuses a forged cursor with %s as 400 cursorInvalid', (_name, cursor) => {
    expect(code(page(cursor))).toBe('400 cursorInvalid');
  });

  it('refuses ids of the wrong form for integer-keyed lists', () => {
    expect(code(page(b64(['2024-01-01T00:00:00.000Z', id]), 'integer'))).toBe('400 cursorInvalid');
    expect(code(page(b64(['2024-01-01T00:00:00.000Z', '9'.repeat(40)]), 'integer'))).toBe('400 cursorInvalid');
    expect(code(page(b64(['2024-01-01T00:00:00.000Z', -1]), 'integer'))).toBe('400 cursorInvalid');
  });

  it('checks text and integer sort values', () => {
    const text = (cursor: string) => () =>
      keysetClause(
        textKey<{ name: string }>('name', (r) => r.name),
        'id',
        'asc',
        { after: cursor, inverted: false },
      );
    expect(code(text(b64(['alpha', id])))).toBe('ok');
    expect(code(text(b64([12, id])))).toBe('400 cursorInvalid');
    const integer = (cursor: string) => () =>
      keysetClause(
        integerKey<{ id: number }>('id', (r) => r.id),
        'id',
        'desc',
        { after: cursor, inverted: false, idKind: 'integer' },
      );
    expect(code(integer(b64([7, 7])))).toBe('ok');
    expect(code(integer(b64(['x', 7])))).toBe('400 cursorInvalid');
    expect(code(integer(b64([1e308, 7])))).toBe('400 cursorInvalid');
  });
});
