import { apiRequest, type ApiEnvelope } from '../../lib/api-client';
import { encryptForServer } from '../../lib/encrypt-password';

const options = { sessionCodes: false } as const;

/** `index/forgotPassword`: mails a link when the address has an account; the answer never says. */
export function forgotPassword(email: string): Promise<ApiEnvelope<null>> {
  return apiRequest('POST', '/api/index/forgotPassword', { ...options, body: { email } });
}

/** `index/validateResetPassword`: whether the link's token still works. */
export function validateResetToken(token: string): Promise<ApiEnvelope<null>> {
  return apiRequest('POST', '/api/index/validateResetPassword', { ...options, body: { token } });
}

/** `index/resetPassword`: the new password from a mailed link. */
export async function resetPassword(token: string, password: string, confirmPassword: string): Promise<ApiEnvelope<null>> {
  const [encrypted, confirmEncrypted] = await Promise.all([encryptForServer(password), encryptForServer(confirmPassword)]);
  return apiRequest('POST', '/api/index/resetPassword', { ...options, body: { token, password: encrypted, confirmPassword: confirmEncrypted } });
}
