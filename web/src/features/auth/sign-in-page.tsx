import { Navigate, useLocation } from 'react-router-dom';
import { homePath } from '../../app/menu';
import { isBuiltPath } from '../../app/routes';
import { useDocumentTitle } from '../../app/use-document-title';
import { AuthLayout } from './auth-layout';
import { MfaEnrolmentForm } from './mfa-enrolment-form';
import { MfaForm } from './mfa-form';
import { useSession } from '../../lib/session-store';
import { SignInForm } from './sign-in-form';

/** Where a guard sent the user from, to return there after signing in. */
export interface SignInState {
  from?: string;
}

/**
 * /sign-in: the password step, then the second factor when the server asks for it, or its
 * enrolment when the account requires MFA and the user has none.
 */
export function SignInPage() {
  useDocumentTitle('routes.signIn');
  const session = useSession();
  const location = useLocation();
  if (session.status === 'authenticated' && session.user) {
    const from = (location.state as SignInState | null)?.from;
    return <Navigate replace to={from ?? homePath(session.user, isBuiltPath)} />;
  }
  return (
    <AuthLayout>
      {session.status === 'mfa' && session.mfaToken ? <MfaForm mfaToken={session.mfaToken} /> : session.status === 'mfaEnrolment' ? <MfaEnrolmentForm /> : <SignInForm />}
    </AuthLayout>
  );
}
