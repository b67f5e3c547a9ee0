import { ValidationError } from './errors';

/** Spec §5: 4-50 characters of English letters, digits and printable non-blank ASCII symbols. */
export const USERNAME = /^[\x21-\x7E]{4,50}$/;
/** Spec §5: account and blacklist names, 4-100 letters, digits, - and _. */
export const ACCOUNT_NAME = /^[A-Za-z0-9_-]{4,100}$/;
/** A pragmatic address check (one @, a dot in the domain, no spaces), at most 254 characters. */
export const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

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
  if (!USERNAME.test(username)) throw new ValidationError('usernameInvalid');
  return username;
}

export function optionalEmail(value: string | null | undefined): string | null {
  const email = (value ?? '').trim();
  if (!email) return null;
  if (email.length > 254 || !EMAIL.test(email)) throw new ValidationError('emailInvalid');
  return email;
}

/** Spec §5 'At most {total} items can be selected in a batch'. */
export const BATCH_LIMIT = 100;

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
