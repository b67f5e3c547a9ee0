import crypto from 'node:crypto';
import type { Actor } from '../../authz/actor';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/errors';
import { selectUserWithAccess } from '../../authz/identity.repo';
import { actorFor, NO_LICENCE, sameGrant, type LicenceGrant } from '../../authz/actor';
import type { CachedPrincipal, SessionCache } from './session-cache';

/** Answers 401 with 'The API key or secret is not valid.' */
class ApiKeyError extends AppError {
  constructor() {
    super('401', 'apiKeyInvalid');
  }
}

/** An API key as {@link ApiKeyAuth} last read and accepted it. */
export interface CachedApiKey extends CachedPrincipal {
  /** SHA-256 of the secret, as stored. */
  secretHash: Buffer;
  actor: Actor;
  grant: LicenceGrant;
}

/**
 * Authenticates integrators by the user's API key and secret (users.service
 * `rotateApiCredentials` stores the secret as a SHA-256 hex hash). The hashes are compared in
 * constant time; a locked or disabled user, or a disabled account, is refused like a wrong
 * secret. The actor has no session.
 *
 * A key accepted recently is answered from `cache`, which drops it on the same changes as a
 * session (new credentials, lock, disable, role, account); only the right secret is answered
 * from memory, so a wrong one costs the same look-up whether or not the key is cached.
 */
export class ApiKeyAuth {
  constructor(
    private readonly db: Database,
    private readonly cache: SessionCache<CachedApiKey> | null = null,
  ) {}

  async authenticate(pair: { key: string; secret: string }, today: string, licence: LicenceGrant = NO_LICENCE): Promise<Actor> {
    const key = pair.key.slice(0, 200);
    const given = crypto.createHash('sha256').update(pair.secret).digest();
    if (this.cache?.enabled) {
      const cached = this.cache.get(key, today, Date.now());
      if (cached && sameGrant(cached.grant, licence) && crypto.timingSafeEqual(cached.secretHash, given)) return cached.actor;
    }
    const mark = this.cache?.mark() ?? 0;
    const user = await selectUserWithAccess(this.db, today).select('u.apiSecretHash').where('u.apiKey', '=', key).executeTakeFirst();
    // Compare against a dummy when the key is unknown, so timing does not tell keys apart.
    const stored = Buffer.from(user?.apiSecretHash ?? '0'.repeat(64), 'hex');
    const match = stored.length === given.length && crypto.timingSafeEqual(stored, given);
    if (!user || !match || user.locked || user.status !== 'enabled' || user.accountStatus !== 'enabled') throw new ApiKeyError();
    const actor = actorFor(user, null, licence);
    this.cache?.store(key, mark, { accountId: user.accountId, userId: user.id, today, secretHash: stored, actor, grant: licence }, Date.now());
    return actor;
  }
}
