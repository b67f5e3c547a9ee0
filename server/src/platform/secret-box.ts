import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Seals secrets the server must read back (SDK app secrets, which it needs in clear to check
 * HMACs): AES-256-GCM under RAMPART_SECRET_BOX_KEY, or a key generated on first start into the
 * data directory (mode 0600), like the sign-in key pair. A sealed value is `v1.<iv>.<tag>.<ciphertext>` in base64url.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** Throws when the value was not sealed with this key or was altered. */
  open(sealed: string): string;
}

export function loadSecretBox(dataDir: string, configuredKey?: string): SecretBox {
  const dir = path.join(dataDir, 'keys');
  const file = path.join(dir, 'secret-box.key');
  let key: Buffer;
  if (configuredKey) {
    key = Buffer.from(configuredKey, 'base64');
  } else if (fs.existsSync(file)) {
    key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  } else {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    key = crypto.randomBytes(32);
    // 'wx' fails if another process wrote the key first; then use theirs.
    try {
      fs.writeFileSync(file, key.toString('base64'), { mode: 0o600, flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
    }
  }
  if (key.length !== 32) throw new Error(`${configuredKey ? 'RAMPART_SECRET_BOX_KEY' : file} does not hold a 256-bit key`);
  return {
    seal(plain) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), ciphertext].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
    },
    open(sealed) {
      const [version, iv, tag, ciphertext] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || ciphertext === undefined) throw new Error('not a sealed value');
      const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/** The data directory's secret-box key (generated if absent), for RAMPART_SECRET_BOX_KEY. */
export function exportSecretBoxKey(dataDir: string): string {
  loadSecretBox(dataDir);
  return fs.readFileSync(path.join(dataDir, 'keys', 'secret-box.key'), 'utf8').trim();
}
