import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { encryptPassword, loadLoginKeys } from './keys';

describe('sign-in key pair', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-keys-'));

  it('is generated once and kept in the data directory', () => {
    const first = loadLoginKeys(dir);
    const second = loadLoginKeys(dir);
    expect(second.publicKeyPem).toBe(first.publicKeyPem);
    expect(fs.statSync(path.join(dir, 'keys', 'login-rsa.pem')).mode & 0o077).toBe(0);
  });

  it('decrypts RSA-OAEP SHA-256 and refuses anything else', () => {
    const keys = loadLoginKeys(dir);
    expect(keys.decryptPassword(encryptPassword(keys.publicKeyPem, 'pässwörd-密碼'))).toBe('pässwörd-密碼');
    expect(keys.decryptPassword('plain-password')).toBeNull();
    expect(keys.decryptPassword('')).toBeNull();
    expect(keys.decryptPassword(Buffer.alloc(256, 1).toString('base64'))).toBeNull();
    expect(keys.decryptPassword('A'.repeat(100000))).toBeNull();
  });
});
