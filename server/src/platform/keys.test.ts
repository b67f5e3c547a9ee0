import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { encryptPassword, exportLoginKey, loadLoginKeys } from './keys';
import { exportSecretBoxKey, loadSecretBox } from './secret-box';

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

describe('instance keys from the configuration', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-keys-'));
  const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-keys-'));

  it('lets an instance without the data directory use the exported sign-in key', () => {
    const exported = exportLoginKey(dir);
    expect(exported).not.toContain('\n');
    const here = loadLoginKeys(dir);
    const there = loadLoginKeys(elsewhere, exported);
    expect(there.publicKeyPem).toBe(here.publicKeyPem);
    expect(there.decryptPassword(encryptPassword(here.publicKeyPem, 'shared'))).toBe('shared');
    expect(fs.existsSync(path.join(elsewhere, 'keys', 'login-rsa.pem'))).toBe(false);
  });

  it('refuses a configured key that is not an RSA key of 2048 bits or more', () => {
    const small = crypto.generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const ec = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(() => loadLoginKeys(elsewhere, small)).toThrow(/at least 2048 bits/);
    expect(() => loadLoginKeys(elsewhere, ec)).toThrow(/RSA private key/);
    expect(() => loadLoginKeys(elsewhere, 'not a key')).toThrow(/RAMPART_LOGIN_PRIVATE_KEY does not hold a PEM private key/);
  });

  it('opens on one instance what another sealed, given the exported secret-box key', () => {
    const key = exportSecretBoxKey(dir);
    const sealed = loadSecretBox(dir).seal('sdk secret');
    expect(loadSecretBox(elsewhere, key).open(sealed)).toBe('sdk secret');
    expect(() => loadSecretBox(fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-keys-'))).open(sealed)).toThrow();
    expect(() => loadSecretBox(elsewhere, Buffer.alloc(16).toString('base64'))).toThrow(/RAMPART_SECRET_BOX_KEY does not hold a 256-bit key/);
  });
});
