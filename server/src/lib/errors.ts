import type { MessageKey } from '../i18n/messages';

/**
 * Every error code the API answers with (spec §7, §8). REST puts it in `code`; GraphQL error
 * results carry it in `code`. Codes are strings; HTTP-like ones keep their numeric spelling.
 */
export type ErrorCode =
  | '400'
  | '401'
  | '403'
  | '404'
  | '409'
  | '413'
  | '429'
  | '500'
  /** The database or Redis cannot be reached right now; answered with `Retry-After`. */
  | '503'
  | '602'
  | 'account.locked.0023'
  | 'login.invalid'
  | 'login.notEncrypted'
  | 'account.disabled'
  /** Sign-in needs a (right) captcha; `data.captchaRequired` is true. */
  | 'captcha.invalid'
  /** A wrong or reused MFA code. */
  | 'mfa.invalid'
  /** A password-reset link or sign-up code that is unknown, used or expired. */
  | 'token.invalid'
  /** A read-only user tried to change something (see `ReadOnlyError`). */
  | 'user.readOnly'
  /** The client address is not on an IP whitelist that applies (console-wide, or the caller's account). */
  | 'ip.forbidden'
  /** The request names a host that is not on the console's host whitelist. */
  | 'host.forbidden'
  /** Saving would refuse the caller's own address; `confirmLockout: true` saves anyway. */
  | 'ip.lockout'
  /** Saving would refuse the host name the caller uses; `confirmLockout: true` saves anyway. */
  | 'host.lockout';

const HTTP_STATUS: Record<ErrorCode, number> = {
  '400': 400,
  '401': 401,
  '403': 403,
  '404': 404,
  '409': 409,
  '413': 413,
  '429': 429,
  '500': 500,
  '503': 503,
  '602': 401,
  'account.locked.0023': 401,
  'login.invalid': 401,
  'login.notEncrypted': 400,
  'account.disabled': 401,
  'captcha.invalid': 400,
  'mfa.invalid': 401,
  'token.invalid': 400,
  'user.readOnly': 403,
  'ip.forbidden': 403,
  'host.forbidden': 403,
  'ip.lockout': 409,
  'host.lockout': 409,
};

/** One error type for GraphQL and REST: a code, an i18n key for the user message, params. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly messageKey: MessageKey;
  readonly params?: Record<string, string | number>;
  /** Extra data returned to the client with the error (e.g. `captchaRequired`). */
  readonly data?: Record<string, unknown>;

  constructor(code: ErrorCode, messageKey: MessageKey, options: { params?: Record<string, string | number>; data?: Record<string, unknown>; cause?: unknown } = {}) {
    super(messageKey, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.messageKey = messageKey;
    this.params = options.params;
    this.data = options.data;
  }

  get httpStatus(): number {
    return HTTP_STATUS[this.code];
  }
}

export class ValidationError extends AppError {
  constructor(messageKey: MessageKey = 'badRequest', params?: Record<string, string | number>) {
    super('400', messageKey, { params });
    this.name = 'ValidationError';
  }
}

export class UnauthenticatedError extends AppError {
  constructor(messageKey: MessageKey = 'unauthenticated') {
    super('401', messageKey);
    this.name = 'UnauthenticatedError';
  }
}

export class ForbiddenError extends AppError {
  constructor() {
    super('403', 'forbidden');
    this.name = 'ForbiddenError';
  }
}

/**
 * A read-only user (spec §6) tried to change something. Its own code, not "403": the console
 * ends the session on a "403" (spec §8), but a read-only user is still signed in and may read.
 */
export class ReadOnlyError extends AppError {
  constructor() {
    super('user.readOnly', 'readOnlyUser');
    this.name = 'ReadOnlyError';
  }
}

/** Also the answer for another account's ids, so existence never leaks across accounts. */
export class NotFoundError extends AppError {
  constructor() {
    super('404', 'notFound');
    this.name = 'NotFoundError';
  }
}

export class ConflictError extends AppError {
  constructor(messageKey: MessageKey = 'conflict') {
    super('409', messageKey);
    this.name = 'ConflictError';
  }
}

/** Seconds a client should wait before retrying a `503` (the `Retry-After` header). */
export const SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * The database or Redis could not be reached (connection refused, reset or cut, server
 * shutting down): the request may well succeed a few seconds later, so it answers `503` with
 * `Retry-After` rather than a masked `500`.
 */
export class ServiceUnavailableError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(cause?: unknown, options: { messageKey?: MessageKey; retryAfterSeconds?: number } = {}) {
    super('503', options.messageKey ?? 'serviceUnavailable', { cause });
    this.name = 'ServiceUnavailableError';
    this.retryAfterSeconds = options.retryAfterSeconds ?? SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS;
  }
}

/**
 * The instance has more of some bounded work (sign-in's password checks) waiting than it takes:
 * answered at once with `503` and a short `Retry-After`, instead of queueing the request for seconds.
 * Expected under load, so it is not logged as an outage.
 */
export class BusyError extends ServiceUnavailableError {
  constructor(messageKey: MessageKey, retryAfterSeconds: number) {
    super(undefined, { messageKey, retryAfterSeconds });
    this.name = 'BusyError';
  }
}

/** Socket-level failures of Node (and of pg / ioredis, which pass them on). */
const CONNECTION_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/**
 * PostgreSQL SQLSTATEs that mean the connection or the server, never the query: class 08
 * (connection exception), 57P01-57P03 (shutting down, crashed, not yet accepting) and 53300
 * (too many connections).
 */
const CONNECTION_SQLSTATE = /^(08\d{3}|57P0[123]|53300)$/;
/** Messages pg and ioredis use for a lost or unusable connection (they carry no code). */
const CONNECTION_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Connection is closed|Stream isn't writeable|Reached the max retries per request limit)/;

/**
 * Whether an error means the database or Redis is unreachable rather than that the request
 * or the code is wrong. Looks through `cause` chains and AggregateErrors (a refused connect to
 * a host with several addresses).
 */
export function isConnectionError(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 5) return false;
  const { code, message, name, cause } = err as { code?: unknown; message?: unknown; name?: unknown; cause?: unknown };
  if (typeof code === 'string' && (CONNECTION_ERRNOS.has(code) || CONNECTION_SQLSTATE.test(code))) return true;
  if (name === 'MaxRetriesPerRequestError') return true;
  if (typeof message === 'string' && CONNECTION_MESSAGE.test(message)) return true;
  if (err instanceof AggregateError && err.errors.some((e) => isConnectionError(e, depth + 1))) return true;
  return isConnectionError(cause, depth + 1);
}

/**
 * The `503` an error should answer when it is a connection-level failure of the database or
 * Redis (or already is one), else null. GraphQL, REST and SDK ingestion all map errors through
 * it, so an outage answers the same everywhere.
 */
export function asServiceUnavailable(err: unknown): ServiceUnavailableError | null {
  if (err instanceof ServiceUnavailableError) return err;
  if (err instanceof AppError) return null;
  return isConnectionError(err) ? new ServiceUnavailableError(err) : null;
}

/**
 * A constraint PostgreSQL enforced where the service's own check lost a race or had no reason
 * to look: an insert or update naming a row that does not exist (`23503` from the referencing
 * side: a made-up id, or a row deleted meanwhile) answers "not found", like any id the caller
 * cannot see; a duplicate (`23505`, e.g. two requests creating the same name at once) answers
 * "conflict". Null for other errors.
 */
export function asConstraintViolation(err: unknown): NotFoundError | ConflictError | null {
  if (!err || typeof err !== 'object' || err instanceof AppError) return null;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (code === '23505') return new ConflictError();
  return code === '23503' && typeof message === 'string' && message.startsWith('insert or update on table') ? new NotFoundError() : null;
}
