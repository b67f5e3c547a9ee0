import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { verifySession } from '../features/auth/session-actions';
import { useSession } from '../lib/session-store';
import type { SignInState } from '../features/auth/sign-in-page';
import { PageLoading } from './page-loading';

/**
 * Guards the shell (spec §2, §4): without a token the user goes to sign-in, and comes back here
 * afterwards; a stored token is verified first, showing only a spinner until the answer is in.
 */
export function RequireAuth() {
  const { status, notice } = useSession();
  const location = useLocation();
  useEffect(() => {
    if (status === 'unverified') void verifySession();
  }, [status]);

  if (status === 'anonymous' || status === 'mfa' || status === 'mfaEnrolment') {
    // After signing out, the next user starts from their own home rather than this page.
    const state: SignInState = notice === 'signedOut' ? {} : { from: `${location.pathname}${location.search}` };
    return <Navigate replace to="/sign-in" state={state} />;
  }
  if (status === 'unverified') return <PageLoading fullPage />;
  return <Outlet />;
}
