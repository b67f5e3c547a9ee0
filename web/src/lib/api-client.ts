import { currentLanguage } from '../i18n/i18n';
import { endSession, getSession } from './session-store';

/** The answer of every REST call: `code` is a string and "200" means success (spec §7). */
export interface ApiEnvelope<T> {
  code: string;
  msg: string;
  data: T;
}

export const SUCCESS_CODE = '200';

/** Spec §8: the account is signed in on another device. */
export const OTHER_DEVICE_CODE = '602';

/** Spec §8: the account is locked. */
export const LOCKED_CODE = 'account.locked.0023';

/** Why a call produced no envelope. */
export type ApiFailure = 'network' | 'timeout' | 'server';

export class ApiRequestError extends Error {
  constructor(readonly failure: ApiFailure) {
    super(`API request failed: ${failure}`);
    this.name = 'ApiRequestError';
  }
}

interface RequestOptions {
  body?: unknown;
  /** Aborts the call after this long and fails with `timeout`. */
  timeoutMs?: number;
  /**
   * Whether session codes end the session (spec §8): "401"/"403" purge the token, "602" is the
   * other-device state. Login answers are handled by the sign-in page instead.
   */
  sessionCodes?: boolean;
}

/** Headers every call carries: the bearer token when there is one, the language and the time zone. */
export function requestHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    lang: currentLanguage(),
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
  const { token } = getSession();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

function isEnvelope(value: unknown): value is ApiEnvelope<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'string';
}

/** Ends the session when an answer says so (spec §8), keeping why for the sign-in page. */
export function applySessionCode(code: string): void {
  if (code === '401' || code === '403') endSession('expired');
  else if (code === OTHER_DEVICE_CODE) endSession('otherDevice');
  else if (code === LOCKED_CODE) endSession('locked');
}

/**
 * Calls a path on the server and returns its envelope, whatever its code. Throws
 * `ApiRequestError` when no envelope arrives (network failure, time-out, unexpected body).
 */
export async function apiRequest<T>(method: 'GET' | 'POST', path: string, options: RequestOptions = {}): Promise<ApiEnvelope<T>> {
  const { body, timeoutMs, sessionCodes = true } = options;
  const controller = new AbortController();
  let timedOut = false;
  const timer =
    timeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs);
  const headers = requestHeaders();
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let payload: unknown;
  try {
    const response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
    });
    payload = await response.json().catch(() => undefined);
  } catch {
    throw new ApiRequestError(timedOut ? 'timeout' : 'network');
  } finally {
    clearTimeout(timer);
  }
  if (!isEnvelope(payload)) throw new ApiRequestError(timedOut ? 'timeout' : 'server');
  const envelope: ApiEnvelope<T> = { code: payload.code, msg: payload.msg ?? '', data: payload.data as T };
  if (sessionCodes) applySessionCode(envelope.code);
  // Sign-in answers keep their other codes for the page, but the locked state is set wherever it arrives.
  else if (envelope.code === LOCKED_CODE) endSession('locked');
  return envelope;
}
