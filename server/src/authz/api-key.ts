import crypto from 'node:crypto';
import type { Database } from '../db/database';
import type { SubmitType } from '../db/schema';
import { AppError } from '../lib/errors';
import { selectUserWithAccess } from '../modules/auth/auth.repo';
import { actorFor } from '../modules/auth/auth.service';
import type { Actor } from './actor';

type Headers = Record<string, string | string[] | undefined>;

const header = (headers: Headers, name: string): string | null => {
  const value = headers[name];
  return typeof value === 'string' && value.length > 0 ? value : null;
};

/** The API key pair of a request (`X-API-Key` + `X-API-Secret`), or null when either is missing. */
export function apiKeyPair(headers: Headers): { key: string; secret: string } | null {
  const key = header(headers, 'x-api-key');
  const secret = header(headers, 'x-api-secret');
  return key && secret ? { key, secret } : null;
}

/** Answers 401 with 'The API key or secret is not valid.' */
export class ApiKeyError extends AppError {
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
export async function authenticateApiKey(db: Database, pair: { key: string; secret: string }): Promise<Actor> {
  const user = await selectUserWithAccess(db).select('u.apiSecretHash').where('u.apiKey', '=', pair.key.slice(0, 200)).executeTakeFirst();
  const given = crypto.createHash('sha256').update(pair.secret).digest();
  // Compare against a dummy when the key is unknown, so timing does not tell keys apart.
  const stored = Buffer.from(user?.apiSecretHash ?? '0'.repeat(64), 'hex');
  const match = stored.length === given.length && crypto.timingSafeEqual(stored, given);
  if (!user || !match || user.locked || user.status !== 'enabled' || user.accountStatus !== 'enabled') throw new ApiKeyError();
  return actorFor(user, null);
}

/**
 * How a submission reached the server (spec §3 submit type), decided in this order:
 * 1. `X-Rampart-Client: cli` or `pc` — Rampart's own command-line and desktop clients say so;
 * 2. authenticated with an API key — `API`;
 * 3. a browser (a `User-Agent` starting with `Mozilla/`, as every browser's does) — `WEB`;
 * 4. anything else (scripts, curl, SDKs with a bearer token) — `API`.
 */
export function submitTypeOf(headers: Headers, viaApiKey: boolean): SubmitType {
  const client = header(headers, 'x-rampart-client')?.toLowerCase();
  if (client === 'cli') return 'CLI';
  if (client === 'pc') return 'PC';
  if (viaApiKey) return 'API';
  return header(headers, 'user-agent')?.startsWith('Mozilla/') ? 'WEB' : 'API';
}
