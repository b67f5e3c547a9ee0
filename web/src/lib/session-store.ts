import { useSyncExternalStore } from 'react';
import { satisfies, type Product } from '@common/permissions';

/** The signed-in user as `user/getUserInfo` returns it. */
export interface UserInfo {
  id: string | number;
  username: string;
  realname: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  accountId: string | number;
  accountName: string;
  roleName: string;
  roleType: string | number;
  status: string | number;
  readOnly: boolean;
  isSystemAdmin: boolean;
  permissions: string[];
  product: Partial<Record<Product, string[]>>;
  avatar: string | null;
}

/**
 * Authentication states of spec §4: `unverified` is a stored token not yet checked at start-up,
 * `mfa` a login waiting for its second factor and `mfaEnrolment` one waiting for the user to
 * enrol a second factor (the account requires MFA); neither is authenticated.
 */
export type SessionStatus = 'anonymous' | 'unverified' | 'mfa' | 'mfaEnrolment' | 'authenticated';

/**
 * Why the last session ended, or why sign-in was refused: the sign-in page explains all but the
 * first. `locked` is spec §8's account.locked.0023, wherever it arrived (sign-in, MFA, GraphQL,
 * REST); it stays until the next successful sign-in.
 */
export type SessionNotice = 'signedOut' | 'expired' | 'otherDevice' | 'locked';

export interface Session {
  status: SessionStatus;
  token: string | null;
  user: UserInfo | null;
  /** The first-factor token a pending MFA login is completed with. */
  mfaToken: string | null;
  notice: SessionNotice | null;
}

const TOKEN_STORAGE_KEY = 'token';

function initialSession(): Session {
  const token = localStorage.getItem(TOKEN_STORAGE_KEY);
  return { status: token ? 'unverified' : 'anonymous', token, user: null, mfaToken: null, notice: null };
}

// Read from storage on first use rather than at import.
let session: Session | null = null;
const listeners = new Set<() => void>();

function update(next: Session): void {
  session = next;
  for (const listener of listeners) listener();
}

export function getSession(): Session {
  session ??= initialSession();
  return session;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current session; re-renders when it changes. */
export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession);
}

/** Keeps a fresh token (spec §9: local storage `token`) before the user is loaded. */
export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
  update({ ...getSession(), token, mfaToken: null, notice: null });
}

/** The token is valid and the user loaded. */
export function sessionReady(user: UserInfo): void {
  update({ ...getSession(), status: 'authenticated', user });
}

/** The password was right and a second factor is due; the user is not authenticated yet. */
export function mfaPending(mfaToken: string): void {
  update({ ...getSession(), status: 'mfa', mfaToken, notice: null });
}

/**
 * The password was right but the account requires MFA and the user has none: the token opens
 * only the enrolment calls. It is held in memory, never stored, so a reload starts over.
 */
export function mfaEnrolmentPending(token: string): void {
  update({ ...getSession(), status: 'mfaEnrolment', token, mfaToken: null, notice: null });
}

/** Purges the stored auth; the guards then send the user to sign-in. */
export function endSession(notice: SessionNotice | null): void {
  localStorage.removeItem(TOKEN_STORAGE_KEY);
  update({ status: 'anonymous', token: null, user: null, mfaToken: null, notice });
}

/** Whether the signed-in user holds a permission code (alternatives separated by a bar); the server checks again. */
export function useCan(): (code: string) => boolean {
  const { user } = useSession();
  return (code) => satisfies(user?.permissions ?? [], code);
}
