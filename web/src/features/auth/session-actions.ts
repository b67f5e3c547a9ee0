import { fetchUserInfo, logout, verifyAuth } from './auth-api';
import { endSession, getSession, sessionReady, storeToken } from '../../lib/session-store';

let verifying: Promise<void> | null = null;

/**
 * Start-up check of a stored token (spec §4): verify it, then load the user. Anything but
 * code "200" purges the stored auth, and the guards send the user to sign-in. Concurrent calls
 * share one check.
 */
export function verifySession(): Promise<void> {
  verifying ??= (async () => {
    try {
      if (await verifyAuth()) sessionReady(await fetchUserInfo());
      else if (getSession().token) endSession(null);
    } catch {
      endSession(null);
    } finally {
      verifying = null;
    }
  })();
  return verifying;
}

/** Keeps the token of a successful login and loads its user. */
export async function completeSignIn(token: string): Promise<void> {
  storeToken(token);
  try {
    sessionReady(await fetchUserInfo());
  } catch (error) {
    endSession(null);
    throw error;
  }
}

/** Tells the server, then purges the stored auth whatever it answered. */
export async function signOut(): Promise<void> {
  try {
    await logout();
  } catch {
    // The session ends locally either way; a server that cannot be reached forgets it by itself.
  } finally {
    endSession('signedOut');
  }
}

/** Reloads the signed-in user (after a profile or avatar change), keeping the session. */
export async function refreshUser(): Promise<void> {
  sessionReady(await fetchUserInfo());
}
