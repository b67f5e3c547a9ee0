import { ApiRequestError, SUCCESS_CODE, apiRequest } from './api-client';

/** The key request shares the sign-in time-out (spec §9). */
const KEY_TIMEOUT_MS = 10_000;

/** Decodes an SPKI PEM ("-----BEGIN PUBLIC KEY-----") to its DER bytes. */
function pemToDer(pem: string): Uint8Array<ArrayBuffer> {
  const base64 = pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** RSA-OAEP with SHA-256 in pure JavaScript, for pages served over plain HTTP. */
async function encryptWithForge(password: string, publicKeyPem: string): Promise<string> {
  const { default: forge } = await import('node-forge');
  const key = forge.pki.publicKeyFromPem(publicKeyPem);
  const cipher = key.encrypt(forge.util.encodeUtf8(password), 'RSA-OAEP', {
    md: forge.md.sha256.create(),
    mgf1: { md: forge.md.sha256.create() },
  });
  return forge.util.encode64(cipher);
}

/**
 * Encrypts the UTF-8 password for the login call with the server's public key (RSA-OAEP,
 * SHA-256) and returns it in base64. WebCrypto exists only in secure contexts, so a console
 * opened over plain HTTP on a LAN address falls back to node-forge, loaded only then.
 */
export async function encryptPassword(password: string, publicKeyPem: string, subtle: SubtleCrypto | undefined = globalThis.crypto?.subtle): Promise<string> {
  if (!subtle) return encryptWithForge(password, publicKeyPem);
  const key = await subtle.importKey('spki', pemToDer(publicKeyPem), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const cipher = await subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(password));
  return toBase64(new Uint8Array(cipher));
}

async function fetchPublicKey(): Promise<string> {
  const answer = await apiRequest<string>('GET', '/api/index/publicKey', { timeoutMs: KEY_TIMEOUT_MS, sessionCodes: false });
  if (answer.code !== SUCCESS_CODE || typeof answer.data !== 'string') throw new ApiRequestError('server');
  return answer.data;
}

/**
 * A password as every call that carries one sends it: base64 RSA-OAEP (SHA-256) ciphertext
 * under the server's sign-in key (creating users, resets, changes, sign-up).
 */
export async function encryptForServer(password: string): Promise<string> {
  return encryptPassword(password, await fetchPublicKey());
}
