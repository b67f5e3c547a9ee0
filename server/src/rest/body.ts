import type { z } from 'zod';
import { ValidationError } from '../lib/errors';

/**
 * Parses a request body; a missing or malformed field answers the spec's '{field} cannot be
 * empty' naming the first field at fault (`fallbackField` when none can be named).
 */
export function parseBody<T>(schema: z.ZodType<T>, body: unknown, fallbackField: string): T {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw new ValidationError('fieldEmpty', { field: String(parsed.error.issues[0]?.path[0] ?? fallbackField) });
  return parsed.data;
}
