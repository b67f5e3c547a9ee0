import { AppError } from '../lib/errors';
import type { LoginKeys } from './keys';

/**
 * The plain password inside a base64 RSA-OAEP (SHA-256) ciphertext from the browser. Anything
 * else, a plain password included, is refused with `login.notEncrypted`.
 */
export function decryptPasswordField(keys: LoginKeys, ciphertext: string | null | undefined): string {
  const password = ciphertext ? keys.decryptPassword(ciphertext) : null;
  if (password === null) throw new AppError('login.notEncrypted', 'passwordNotEncrypted');
  return password;
}
