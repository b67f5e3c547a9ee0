import { CombinedGraphQLErrors } from '@apollo/client';
import type { TFunction } from 'i18next';

/** A mutation answered with its `AppError` member: the server's code and localized message. */
export class ActionError extends Error {
  constructor(
    message: string,
    readonly code: string,
    /** The server's stable key of what went wrong (`usernameTaken`), when it said one. */
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'ActionError';
  }
}

interface AppErrorMember {
  __typename?: 'AppError';
  code: string;
  reason?: string;
  message: string;
}

/**
 * The `data` of a result union (`AppError | …Success`), or an `ActionError` with the server's
 * message for the `AppError` member.
 */
export function unwrap<R extends { __typename?: string }>(result: R | null | undefined): Extract<R, { data: unknown }>['data'] {
  if (!result) throw new ActionError('', 'empty');
  if (result.__typename === 'AppError') {
    const error = result as unknown as AppErrorMember;
    throw new ActionError(error.message, error.code, error.reason);
  }
  return (result as unknown as { data: Extract<R, { data: unknown }>['data'] }).data;
}

/** What to tell the user about a failed query or mutation, in the current language. */
export function errorText(error: unknown, t: TFunction): string {
  if (error instanceof ActionError && error.message) return error.message;
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || t('errors.server');
  if (error instanceof TypeError) return t('errors.network');
  return t('errors.server');
}
