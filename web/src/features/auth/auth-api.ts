import { ApiRequestError, SUCCESS_CODE, apiRequest, type ApiEnvelope } from '../../lib/api-client';
import { encryptForServer } from '../../lib/encrypt-password';
import type { UserInfo } from '../../lib/session-store';

/** Login time-out (spec §9). */
const LOGIN_TIMEOUT_MS = 10_000;

export interface LoginInput {
  username: string;
  password: string;
  captcha?: string;
  captchaId?: string;
}

/** `data` of a login answer: the token on success, and whether a verification code is due. */
export interface LoginData {
  token?: string;
  mfa?: boolean;
  /** With `mfa`: the account requires MFA and the user must enrol before anything else opens. */
  mfaEnrolment?: boolean;
  captchaRequired?: boolean;
}

export interface Captcha {
  captchaId: string;
  svg: string;
}

/** Signs in with the password encrypted for the server; the caller interprets the code. */
export async function login(input: LoginInput): Promise<ApiEnvelope<LoginData | null>> {
  const password = await encryptForServer(input.password);
  return apiRequest<LoginData | null>('POST', '/api/index/login', {
    body: { ...input, password },
    timeoutMs: LOGIN_TIMEOUT_MS,
    sessionCodes: false,
  });
}

/** Completes a login that asked for a second factor. */
export function loginMfa(token: string, code: string): Promise<ApiEnvelope<LoginData | null>> {
  return apiRequest<LoginData | null>('POST', '/api/index/login/mfa', {
    body: { token, code },
    timeoutMs: LOGIN_TIMEOUT_MS,
    sessionCodes: false,
  });
}

/** A new TOTP secret to enrol, as `user/mfa/start` answers it. */
export interface MfaEnrolment {
  secret: string;
  otpauthUri: string;
  /** PNG data URL of the otpauth URI. */
  qrCode: string;
}

/** Starts an MFA enrolment with the session's token (also a token waiting for enrolment). */
export function startMfaEnrolment(): Promise<ApiEnvelope<MfaEnrolment>> {
  return apiRequest<MfaEnrolment>('POST', '/api/user/mfa/start', { body: {} });
}

/**
 * Confirms the enrolment with a code; for a session waiting for enrolment `token` is the full
 * session's token.
 */
export function confirmMfaEnrolment(code: string): Promise<ApiEnvelope<{ recoveryCodes: string[]; token: string | null } | null>> {
  return apiRequest<{ recoveryCodes: string[]; token: string | null } | null>('POST', '/api/user/mfa/confirm', { body: { code } });
}

export async function fetchCaptcha(): Promise<Captcha> {
  const answer = await apiRequest<Captcha>('GET', `/api/index/captcha?t=${Date.now()}`, { sessionCodes: false });
  if (answer.code !== SUCCESS_CODE) throw new ApiRequestError('server');
  return answer.data;
}

/** Whether the stored token is still a valid session (spec §4). */
export async function verifyAuth(): Promise<boolean> {
  const answer = await apiRequest<unknown>('POST', '/api/index/verifyAuth');
  return answer.code === SUCCESS_CODE;
}

export async function fetchUserInfo(): Promise<UserInfo> {
  const answer = await apiRequest<UserInfo>('GET', '/api/user/getUserInfo');
  if (answer.code !== SUCCESS_CODE) throw new ApiRequestError('server');
  return { ...answer.data, permissions: answer.data.permissions ?? [], product: answer.data.product ?? {} };
}

export async function logout(): Promise<void> {
  await apiRequest<unknown>('POST', '/api/index/logout', { sessionCodes: false });
}
