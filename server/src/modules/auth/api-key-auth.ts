import crypto from 'node:crypto';
import type { Actor } from '../../authz/actor';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/errors';
import { selectUserWithAccess } from '../../authz/identity.repo';
import { actorFor, NO_LICENCE, type LicenceGrant } from '../../authz/actor';

/** Answers 401 with 'The API key or secret is not valid.' */
class ApiKeyError extends AppError {
  constructor() {
    super('401', 'apiKeyInvalid');
  }
}

/**
 * Authenticates integrators by the user's API key and secret (users.service
 * `rotateApiCredentials` stores the secret as a SHA-256 hex hash). The hashes are compared in
 * constant time; a locked or disabled user, or a disabled account, is refused like a wrong
 * secret. The actor has no session.
 */
export async function authenticateApiKey(db: Database, pair: { key: string; secret: string }, today?: string, licence: LicenceGrant = NO_LICENCE): Promise<Actor> {
  const user = await selectUserWithAccess(db, today).select('u.apiSecretHash').where('u.apiKey', '=', pair.key.slice(0, 200)).executeTakeFirst();
  const given = crypto.createHash('sha256').update(pair.secret).digest();
  // Compare against a dummy when the key is unknown, so timing does not tell keys apart.
  const stored = Buffer.from(user?.apiSecretHash ?? '0'.repeat(64), 'hex');
  const match = stored.length === given.length && crypto.timingSafeEqual(stored, given);
  if (!user || !match || user.locked || user.status !== 'enabled' || user.accountStatus !== 'enabled') throw new ApiKeyError();
  return actorFor(user, null, licence);
}
