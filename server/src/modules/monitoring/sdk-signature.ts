import crypto from 'node:crypto';

/** Request headers of the SDK protocol (sdk/PROTOCOL.md), lower-case as Node reports them. */
export const SDK_HEADERS = {
  key: 'x-rampart-key',
  timestamp: 'x-rampart-timestamp',
  nonce: 'x-rampart-nonce',
  signature: 'x-rampart-signature',
} as const;

/** How far a request's timestamp may be from the server's clock, either way. */
export const TIMESTAMP_TOLERANCE_SECONDS = 300;

const ALGORITHM = 'RAMPART-HMAC-SHA256';

/**
 * The string an SDK signs: the algorithm name, the method, the path with its query string as
 * sent, the Unix timestamp in seconds, the nonce and the hex SHA-256 of the body bytes as sent
 * (compressed, when gzip), one per line.
 */
export function signatureBase(method: string, pathWithQuery: string, timestamp: string, nonce: string, body: Uint8Array): string {
  const bodyHash = crypto.createHash('sha256').update(body).digest('hex');
  return [ALGORITHM, method.toUpperCase(), pathWithQuery, timestamp, nonce, bodyHash].join('\n');
}

/** Hex HMAC-SHA256 of the base string, keyed with the app secret's UTF-8 bytes. */
export function signBase(secret: string, base: string): string {
  return crypto.createHmac('sha256', secret).update(base).digest('hex');
}

export function signatureMatches(secret: string, base: string, signature: string): boolean {
  const expected = Buffer.from(signBase(secret, base), 'hex');
  const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** The four headers of a signed request, as an SDK (or the simulator) sends them. */
export function signedHeaders(options: {
  key: string;
  secret: string;
  method: string;
  path: string;
  body: Uint8Array;
  /** Seconds since the epoch; now by default. */
  timestamp?: number;
  nonce?: string;
}): Record<string, string> {
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
  const nonce = options.nonce ?? crypto.randomBytes(16).toString('hex');
  const base = signatureBase(options.method, options.path, timestamp, nonce, options.body);
  return {
    [SDK_HEADERS.key]: options.key,
    [SDK_HEADERS.timestamp]: timestamp,
    [SDK_HEADERS.nonce]: nonce,
    [SDK_HEADERS.signature]: signBase(options.secret, base),
  };
}
