import { useState } from 'react';
import { useDocumentTitle } from '../../app/use-document-title';
import { AuthLayout } from '../auth/auth-layout';
import { SignUpFlow } from './sign-up-flow';
import type { SignUpStep } from './signup-steps';

/** /multi-step-sign-up: the same sign-up with every step on one page. */
export function MultiStepSignUpPage() {
  useDocumentTitle('routes.multiStepSignUp');
  const [step, setStep] = useState<SignUpStep>('account-info');
  return (
    <AuthLayout>
      <SignUpFlow step={step} onStep={setStep} />
    </AuthLayout>
  );
}
