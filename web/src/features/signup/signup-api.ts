import { apiRequest, type ApiEnvelope } from '../../lib/api-client';
import { encryptForServer } from '../../lib/encrypt-password';

export interface RegisterInput {
  accountName: string;
  username: string;
  email: string;
  realname: string;
  password: string;
  confirmPassword: string;
}

export interface SignupSettings {
  enabled: boolean;
  requiresApproval: boolean;
}

/** `data` of the last step: the account exists (`approved`) or waits for a system super admin. */
export interface SignupOutcome {
  status: 'approved' | 'pending_approval';
  accountId: string | null;
}

const options = { sessionCodes: false } as const;

export function fetchSignupSettings(): Promise<ApiEnvelope<SignupSettings>> {
  return apiRequest<SignupSettings>('GET', '/api/index/signupSettings', options);
}

/** Step 1 (`index/register`): the account info; the server mails a verification code. */
export async function register(input: RegisterInput): Promise<ApiEnvelope<{ signupId: string } | null>> {
  const [password, confirmPassword] = await Promise.all([encryptForServer(input.password), encryptForServer(input.confirmPassword)]);
  return apiRequest('POST', '/api/index/register', { ...options, body: { ...input, realname: input.realname || null, password, confirmPassword } });
}

/** Step 2 (`index/register/validate`): the mailed code. */
export function validateEmail(signupId: string, code: string): Promise<ApiEnvelope<{ status: string } | null>> {
  return apiRequest('POST', '/api/index/register/validate', { ...options, body: { signupId, code } });
}

/** Step 3: the terms are accepted; the account is created or waits for approval. */
export function acceptTerms(signupId: string): Promise<ApiEnvelope<SignupOutcome | null>> {
  return apiRequest('POST', '/api/index/register/accept', { ...options, body: { signupId, accepted: true } });
}
