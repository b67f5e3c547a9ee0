import crypto from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';

const TOTP_ISSUER = 'Rampart';
const PERIOD = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// URI authenticator apps read from the QR code. */
export function totpUri(secret: string, label: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label, secret, period: PERIOD });
}

/**
 * The time step a 6-digit code matches, within one step either side of now, or null. With
 * `afterStep`, steps up to and including it are refused, so each code works once.
 */
export async function matchTotp(secret: string, code: string, afterStep: number | null = null): Promise<number | null> {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({
    secret,
    token,
    period: PERIOD,
    epochTolerance: PERIOD,
    ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_CODE_COUNT = 10;

/** Ten recovery codes like `k7dq-m2xp-9tfa-hw4c` (about 79 bits each), shown to the user once. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: 4 }, () => Array.from({ length: 4 }, () => RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)]).join('')).join('-'),
  );
}

/** Recovery codes are random enough that SHA-256 of the normalised code is a safe stored form. */
export function hashRecoveryCode(code: string): string {
  return crypto
    .createHash('sha256')
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .digest('hex');
}

/** Whether the input looks like a recovery code rather than a 6-digit TOTP code. */
export function isRecoveryCode(code: string): boolean {
  return code.replace(/[^A-Za-z0-9]/g, '').length === 16;
}
