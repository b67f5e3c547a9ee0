import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../app/use-document-title';
import { AuthLayout } from '../auth/auth-layout';
import { SignUpFlow } from './sign-up-flow';
import { isSignUpStep, type SignUpStep } from './signup-steps';

/** /sign-up/{step}: each step of the sign-up at its own URL. */
export function SignUpPage() {
  useDocumentTitle('routes.signUp');
  const { step } = useParams();
  const navigate = useNavigate();
  const onStep = useCallback((next: SignUpStep) => navigate(`/sign-up/${next}`), [navigate]);
  return (
    <AuthLayout>
      <SignUpFlow step={isSignUpStep(step) ? step : 'account-info'} onStep={onStep} />
    </AuthLayout>
  );
}
