import { ValidationError } from './errors';

import { BATCH_LIMIT, EMAIL, USERNAME, USERNAME_LENGTH } from '../../../common/rules';

// The rules the web checks too live in common/rules.ts.
export { ACCOUNT_NAME, BATCH_LIMIT, EMAIL, USERNAME } from '../../../common/rules';

/** Trims and checks a required text field: 'field cannot be empty', then its length. */
export function requireText(value: string | null | undefined, field: string, min: number, max: number): string {
  const text = (value ?? '').trim();
  if (text.length === 0) throw new ValidationError('fieldEmpty', { field });
  const length = [...text].length;
  if (length < min || length > max) throw new ValidationError('nameLength', { field, min, max });
  return text;
}

export function optionalText(value: string | null | undefined, field: string, max: number): string | null {
  const text = (value ?? '').trim();
  if (text.length === 0) return null;
  if ([...text].length > max) throw new ValidationError('nameLength', { field, min: 0, max });
  return text;
}

export function requireUsername(value: string | null | undefined): string {
  const username = (value ?? '').trim();
  if (!username) throw new ValidationError('fieldEmpty', { field: 'username' });
  if (!USERNAME.test(username)) throw new ValidationError('usernameInvalid', { ...USERNAME_LENGTH });
  return username;
}

export function optionalEmail(value: string | null | undefined): string | null {
  const email = (value ?? '').trim();
  if (!email) return null;
  if (email.length > 254 || !EMAIL.test(email)) throw new ValidationError('emailInvalid');
  return email;
}

export function requireBatch<T>(ids: readonly T[]): T[] {
  if (ids.length === 0) throw new ValidationError('fieldEmpty', { field: 'ids' });
  if (ids.length > BATCH_LIMIT) throw new ValidationError('batchTooLarge', { total: BATCH_LIMIT });
  return [...new Set(ids)];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id can be a row id at all; anything else is simply not found. */
export function isUuid(value: string | null | undefined): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/**
 * Whether PostgreSQL can store a string as text: no NUL byte, and no UTF-16 surrogate without
 * its pair (it has no UTF-8 form).
 */
export function isSafeText(value: string): boolean {
  return !UNSAFE_TEXT.test(value);
}

/** NUL, a high surrogate not followed by a low one, or a low one not preceded by a high one. */
const UNSAFE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Deeper nesting than any request of this API has; deeper input is refused outright. */
const MAX_INPUT_DEPTH = 32;

/**
 * The path (`input.name`, `ids.0`) of the first string in `value` — a key or a value, in nested
 * objects and arrays — that PostgreSQL cannot store, or null when every string is fine.
 * `root` names the value itself.
 */
export function findUnsafeText(value: unknown, root: string): string | null {
  const stack: Array<[unknown, string, number]> = [[value, root, 0]];
  while (stack.length) {
    const [item, path, depth] = stack.pop()!;
    if (typeof item === 'string') {
      if (!isSafeText(item)) return path;
    } else if (item !== null && typeof item === 'object') {
      if (depth >= MAX_INPUT_DEPTH) return path;
      for (const [key, inner] of Object.entries(item)) {
        if (!isSafeText(key)) return path;
        stack.push([inner, path ? `${path}.${key}` : key, depth + 1]);
      }
    }
  }
  return null;
}

/**
 * Refuses input holding a string PostgreSQL cannot store (see `isSafeText`) with a 400 that
 * names the field. GraphQL (variables and inline literals) and REST (bodies, query strings, path
 * parameters) both check every request with it before any resolver or route runs.
 */
export function assertSafeInput(value: unknown, root: string): void {
  const path = findUnsafeText(value, root);
  if (path !== null) throw new ValidationError('textInvalid', { field: path });
}
