import crypto from 'node:crypto';
import canonicalize from 'canonicalize';
import { z } from 'zod';
import { ENTITLEMENTS, type Entitlement } from '../../../../common/permissions';

/**
 * The product licence (spec §2 `license`, §3 "License", §6 entitlements): a document the vendor
 * signs with Ed25519 over its RFC 8785 canonical JSON. A `.lic` file is UTF-8 JSON:
 *
 *   { "format": "rampart-licence-1", "keyId": "<16 hex>", "licence": { …fields… }, "signature": "<base64>" }
 *
 * `keyId` names the signing key (the first 16 hex digits of the SHA-256 of its raw 32-byte
 * public key), so a licence signed by another vendor key is told apart from one whose fields
 * were edited after signing. Neither the key id nor anything else outside `licence` is signed.
 */
export const LICENCE_FORMAT = 'rampart-licence-1';
export const LICENCE_EXTENSION = '.lic';

export interface LicenceFields {
  productName: string;
  accountName: string;
  /** ISO 8601 instants: the licence holds from `start` (inclusive) to `end` (exclusive). */
  start: string;
  end: string;
  appIds: string[];
  entitlements: Entitlement[];
  /** Named numeric limits (e.g. `accounts: 20`), shown as issued. */
  limits: Record<string, number>;
}

const isoInstant = z
  .string()
  .max(40)
  .refine((value) => /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value)), 'not an ISO 8601 date');

const FieldsSchema = z
  .object({
    productName: z.string().trim().min(1).max(200),
    accountName: z.string().trim().min(1).max(200),
    start: isoInstant,
    end: isoInstant,
    appIds: z.array(z.string().trim().min(1).max(200)).max(1000),
    entitlements: z.array(z.enum(ENTITLEMENTS)).max(ENTITLEMENTS.length),
    limits: z.record(z.string().min(1).max(100), z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)),
  })
  .strict()
  .refine((f) => Date.parse(f.start) < Date.parse(f.end), 'start must come before end');

const FileSchema = z
  .object({
    format: z.literal(LICENCE_FORMAT),
    keyId: z.string().regex(/^[0-9a-f]{16}$/),
    licence: z.unknown(),
    signature: z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/),
  })
  .strict();

/** Why a licence file is refused; each has its own message (server i18n `licence*` keys). */
export type LicenceProblem = 'malformed' | 'otherKey' | 'tampered' | 'expired' | 'notYetValid';

export type LicenceCheck = { ok: true; fields: LicenceFields; keyId: string } | { ok: false; problem: LicenceProblem; fields?: LicenceFields };

/** The bytes that are signed: the RFC 8785 canonical JSON of the fields. */
export function canonicalBytes(fields: LicenceFields): Buffer {
  const text = canonicalize(fields);
  if (text === undefined) throw new Error('licence fields cannot be serialised');
  return Buffer.from(text, 'utf8');
}

const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/**
 * A vendor public key as configured: PEM (SPKI), or base64 of the raw 32-byte key or of its
 * DER SPKI. Throws when it is none of these or not an Ed25519 key.
 */
export function parsePublicKey(text: string): crypto.KeyObject {
  const trimmed = text.trim();
  let key: crypto.KeyObject;
  if (trimmed.includes('-----BEGIN')) key = crypto.createPublicKey(trimmed.replace(/\\n/g, '\n'));
  else {
    const raw = Buffer.from(trimmed, 'base64');
    const der = raw.length === 32 ? Buffer.concat([ED25519_SPKI_PREFIX, raw]) : raw;
    key = crypto.createPublicKey({ key: der, format: 'der', type: 'spki' });
  }
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('the licence public key must be an Ed25519 key');
  return key;
}

/** A private key as `licence keygen` writes it (PKCS#8 PEM). */
export function parsePrivateKey(text: string): crypto.KeyObject {
  const key = crypto.createPrivateKey(text);
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('the licence private key must be an Ed25519 key');
  return key;
}

/** The key id of a public key: 16 hex digits of the SHA-256 of its raw 32 bytes. */
export function keyIdOf(publicKey: crypto.KeyObject): string {
  const der = publicKey.export({ format: 'der', type: 'spki' });
  return crypto.createHash('sha256').update(der.subarray(ED25519_SPKI_PREFIX.length)).digest('hex').slice(0, 16);
}

export function generateKeyPair(): { privateKeyPem: string; publicKeyPem: string; publicKeyRaw: string } {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ed25519');
  const der = publicKey.export({ format: 'der', type: 'spki' });
  return {
    privateKeyPem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    publicKeyPem: publicKey.export({ format: 'pem', type: 'spki' }).toString(),
    publicKeyRaw: der.subarray(ED25519_SPKI_PREFIX.length).toString('base64'),
  };
}

/** Checks and normalises fields before signing (instants become ISO strings in UTC). */
export function normaliseFields(input: LicenceFields): LicenceFields {
  const parsed = FieldsSchema.safeParse(input);
  if (!parsed.success) throw new Error(`invalid licence fields: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'licence'}: ${i.message}`).join('; ')}`);
  const f = parsed.data;
  return {
    ...f,
    start: new Date(f.start).toISOString(),
    end: new Date(f.end).toISOString(),
    appIds: [...new Set(f.appIds)],
    entitlements: ENTITLEMENTS.filter((e) => f.entitlements.includes(e)),
  };
}

/** Signs fields with the vendor's private key and answers the `.lic` file's text. */
export function issueLicence(fields: LicenceFields, privateKey: crypto.KeyObject): string {
  const licence = normaliseFields(fields);
  const signature = crypto.sign(null, canonicalBytes(licence), privateKey).toString('base64');
  const publicKey = crypto.createPublicKey(privateKey);
  return `${JSON.stringify({ format: LICENCE_FORMAT, keyId: keyIdOf(publicKey), licence, signature }, null, 2)}\n`;
}

/**
 * Reads and verifies a `.lic` file's text against the vendor public key, and (with `now`)
 * whether it holds at that instant. Never throws on bad input.
 */
export function verifyLicence(text: string, publicKey: crypto.KeyObject, now?: Date): LicenceCheck {
  let file: z.infer<typeof FileSchema>;
  try {
    const parsed = FileSchema.safeParse(JSON.parse(text));
    if (!parsed.success) return { ok: false, problem: 'malformed' };
    file = parsed.data;
  } catch {
    return { ok: false, problem: 'malformed' };
  }
  const fields = FieldsSchema.safeParse(file.licence);
  if (!fields.success) return { ok: false, problem: 'malformed' };
  const licence = fields.data as LicenceFields;
  const keyId = keyIdOf(publicKey);
  if (file.keyId !== keyId) return { ok: false, problem: 'otherKey' };
  const signature = Buffer.from(file.signature, 'base64');
  // The signed bytes are those of the fields exactly as the file holds them.
  const signed = Buffer.from(canonicalize(file.licence) ?? '', 'utf8');
  if (signature.length !== 64 || !crypto.verify(null, signed, publicKey, signature)) return { ok: false, problem: 'tampered' };
  if (now) {
    const validity = validityAt(licence, now);
    if (validity === 'EXPIRED') return { ok: false, problem: 'expired', fields: licence };
    if (validity === 'NOT_YET_VALID') return { ok: false, problem: 'notYetValid', fields: licence };
  }
  return { ok: true, fields: licence, keyId };
}

export type LicenceValidity = 'VALID' | 'EXPIRED' | 'NOT_YET_VALID';

export function validityAt(fields: Pick<LicenceFields, 'start' | 'end'>, now: Date): LicenceValidity {
  if (now.getTime() < Date.parse(fields.start)) return 'NOT_YET_VALID';
  if (now.getTime() >= Date.parse(fields.end)) return 'EXPIRED';
  return 'VALID';
}
