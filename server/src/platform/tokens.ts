import crypto from 'node:crypto';

/** An opaque 256-bit bearer token; only its SHA-256 is stored. */
export function newToken(): { token: string; tokenHash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Reads `Bearer <token>` (case-insensitive scheme); anything else is no token. */
export function bearerToken(header: string | undefined | null): string | null {
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_\-.~+/=]{16,200})\s*$/i.exec(header);
  return match ? match[1] : null;
}
