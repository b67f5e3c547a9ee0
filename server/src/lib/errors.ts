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
  | 'token.invalid';

const HTTP_STATUS: Record<ErrorCode, number> = {
  '400': 400,
  '401': 401,
  '403': 403,
  '404': 404,
  '409': 409,
  '413': 413,
  '429': 429,
  '500': 500,
  '602': 401,
  'account.locked.0023': 401,
  'login.invalid': 401,
  'login.notEncrypted': 400,
  'account.disabled': 401,
  'captcha.invalid': 400,
  'mfa.invalid': 401,
  'token.invalid': 400,
};

/** One error type for GraphQL and REST: a code, an i18n key for the user message, params. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly messageKey: MessageKey;
  readonly params?: Record<string, string | number>;
  /** Extra data returned to the client with the error (e.g. `captchaRequired`). */
  readonly data?: Record<string, unknown>;

  constructor(
    code: ErrorCode,
    messageKey: MessageKey,
    options: { params?: Record<string, string | number>; data?: Record<string, unknown>; cause?: unknown } = {},
  ) {
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
