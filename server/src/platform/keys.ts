import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface LoginKeys {
  /** SPKI PEM the browser encrypts passwords with. */
  publicKeyPem: string;
  /**
   * Decrypts a base64 RSA-OAEP (SHA-256) ciphertext to the UTF-8 password, or returns null
   * when the value is not such a ciphertext (for example a plain-text password).
   */
  decryptPassword(ciphertextBase64: string): string | null;
}

/**
 * The sign-in RSA key pair: `configuredPem` when set (RAMPART_LOGIN_PRIVATE_KEY, the same on
 * every instance), else generated on first start into the data directory (mode 0600) and read
 * from there afterwards, so every restart and every instance sharing the directory uses the
 * same key.
 */
export function loadLoginKeys(dataDir: string, configuredPem?: string): LoginKeys {
  const dir = path.join(dataDir, 'keys');
  const file = path.join(dir, 'login-rsa.pem');
  let privatePem: string;
  if (configuredPem) {
    privatePem = configuredPem.replaceAll('\\n', '\n');
  } else if (fs.existsSync(file)) {
    privatePem = fs.readFileSync(file, 'utf8');
  } else {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    const pair = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    privatePem = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    // 'wx' fails if another process wrote the key first; then use theirs.
    try {
      fs.writeFileSync(file, privatePem, { mode: 0o600, flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      privatePem = fs.readFileSync(file, 'utf8');
    }
  }
  let privateKey: crypto.KeyObject;
  try {
    privateKey = crypto.createPrivateKey(privatePem);
  } catch {
    throw new Error(`${configuredPem ? 'RAMPART_LOGIN_PRIVATE_KEY' : file} does not hold a PEM private key`);
  }
  if (privateKey.asymmetricKeyType !== 'rsa' || (privateKey.asymmetricKeyDetails?.modulusLength ?? 0) < 2048) {
    throw new Error('The sign-in key must be an RSA private key of at least 2048 bits');
  }
  const publicKeyPem = crypto.createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
  const maxCiphertext = (privateKey.asymmetricKeyDetails?.modulusLength ?? 2048) / 8;

  return {
    publicKeyPem,
    decryptPassword(ciphertextBase64) {
      if (!/^[A-Za-z0-9+/]+={0,2}$/.test(ciphertextBase64)) return null;
      const ciphertext = Buffer.from(ciphertextBase64, 'base64');
      if (ciphertext.length !== maxCiphertext) return null;
      try {
        const plain = crypto.privateDecrypt({ key: privateKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, ciphertext);
        return new TextDecoder('utf-8', { fatal: true }).decode(plain);
      } catch {
        return null;
      }
    },
  };
}

/**
 * The data directory's sign-in key (generated if absent) as one line, for RAMPART_LOGIN_PRIVATE_KEY
 * on instances that do not share the directory.
 */
export function exportLoginKey(dataDir: string): string {
  loadLoginKeys(dataDir);
  return fs
    .readFileSync(path.join(dataDir, 'keys', 'login-rsa.pem'), 'utf8')
    .trim()
    .replaceAll('\n', '\\n');
}

/** Encrypts like the browser does; used by tests, the CLI and the benchmark. */
export function encryptPassword(publicKeyPem: string, password: string): string {
  return crypto.publicEncrypt({ key: publicKeyPem, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password, 'utf8')).toString('base64');
}
