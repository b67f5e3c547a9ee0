import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KeystoreError, openKeystore } from './keystore';

const KEYTOOL = '/usr/lib/jvm/java-17-openjdk-amd64/bin/keytool';
let dir: string;
const stores: Record<string, Buffer> = {};

/** A keystore made by keytool, the JDK's own tool, as users make theirs. */
function keytool(name: string, args: string[]): void {
  const file = path.join(dir, name);
  execFileSync(KEYTOOL, ['-genkeypair', '-keystore', file, '-validity', '3650', '-noprompt', ...args], { stdio: 'pipe' });
  stores[name] = fs.readFileSync(file);
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keystore-'));
  keytool('rsa.jks', [
    '-storetype',
    'JKS',
    '-storepass',
    'store-pass-1',
    '-keypass',
    'key-pass-22',
    '-alias',
    'signer',
    '-keyalg',
    'RSA',
    '-keysize',
    '2048',
    '-dname',
    'CN=Rampart JKS, O=Rampart, C=TW',
  ]);
  keytool('ec.p12', [
    '-storetype',
    'PKCS12',
    '-storepass',
    'p12-pass-1',
    '-alias',
    'release',
    '-keyalg',
    'EC',
    '-groupname',
    'secp256r1',
    '-dname',
    'CN=Rampart P12, O=Rampart, C=TW',
  ]);
  // keytool's default for a new store: PKCS#12 with an RSA key.
  keytool('rsa.p12', ['-storetype', 'PKCS12', '-storepass', 'p12-rsa-pass', '-alias', 'upload', '-keyalg', 'RSA', '-keysize', '3072', '-dname', 'CN=Rampart RSA P12']);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const problem = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err instanceof KeystoreError ? err.problem : `unexpected ${String(err)}`;
  }
  return 'none';
};

describe('openKeystore', () => {
  it('reads a JKS key entry with its own key password, and the facts keytool prints', () => {
    const id = openKeystore(stores['rsa.jks'], { storePassword: 'store-pass-1', alias: 'signer', aliasPassword: 'key-pass-22' });
    expect(id).toMatchObject({ type: 'jks', alias: 'signer', aliases: ['signer'] });
    expect(id.certificate.subject).toContain('CN=Rampart JKS');
    expect(id.certificate.keyAlgorithm).toBe('rsa');
    const printed = execFileSync(KEYTOOL, ['-list', '-v', '-keystore', path.join(dir, 'rsa.jks'), '-storepass', 'store-pass-1'], { encoding: 'utf8' });
    const sha256 = /SHA256: ([0-9A-F:]+)/.exec(printed)![1].replace(/:/g, '').toLowerCase();
    expect(id.certificate.sha256).toBe(sha256);
    // The key signs, and the certificate's public key verifies it.
    const signature = crypto.sign('sha256', Buffer.from('payload'), id.privateKey);
    expect(crypto.verify('sha256', Buffer.from('payload'), new crypto.X509Certificate(id.chain[0]).publicKey, signature)).toBe(true);
  });

  it('reads a PKCS#12 EC key entry (alias case-insensitive, like keytool)', () => {
    const id = openKeystore(stores['ec.p12'], { storePassword: 'p12-pass-1', alias: 'RELEASE', aliasPassword: 'p12-pass-1' });
    expect(id).toMatchObject({ type: 'pkcs12', alias: 'release' });
    expect(id.certificate.keyAlgorithm).toBe('ec');
    expect(id.certificate.notAfter.getTime()).toBeGreaterThan(Date.now() + 9 * 365 * 24 * 3600 * 1000);
    const signature = crypto.sign('sha256', Buffer.from('payload'), id.privateKey);
    expect(crypto.verify('sha256', Buffer.from('payload'), new crypto.X509Certificate(id.chain[0]).publicKey, signature)).toBe(true);
  });

  it('reads a PKCS#12 RSA key entry, the kind keytool makes by default', () => {
    const id = openKeystore(stores['rsa.p12'], { storePassword: 'p12-rsa-pass', alias: 'upload', aliasPassword: 'p12-rsa-pass' });
    expect(id).toMatchObject({ type: 'pkcs12', alias: 'upload' });
    expect(id.certificate.keyAlgorithm).toBe('rsa');
    expect(id.privateKey.asymmetricKeyDetails?.modulusLength).toBe(3072);
    // The certificate's bytes are the store's own: its SHA-256 is the one keytool prints.
    const printed = execFileSync(KEYTOOL, ['-list', '-v', '-keystore', path.join(dir, 'rsa.p12'), '-storepass', 'p12-rsa-pass'], { encoding: 'utf8' });
    expect(id.certificate.sha256).toBe(/SHA256: ([0-9A-F:]+)/.exec(printed)![1].replace(/:/g, '').toLowerCase());
    const signature = crypto.sign('sha256', Buffer.from('payload'), id.privateKey);
    expect(crypto.verify('sha256', Buffer.from('payload'), new crypto.X509Certificate(id.chain[0]).publicKey, signature)).toBe(true);
  });

  it.each([
    ['a wrong JKS store password', 'rsa.jks', { storePassword: 'nope', alias: 'signer', aliasPassword: 'key-pass-22' }, 'storePassword'],
    ['a wrong JKS key password', 'rsa.jks', { storePassword: 'store-pass-1', alias: 'signer', aliasPassword: 'nope' }, 'aliasPassword'],
    ['a JKS alias that is not there', 'rsa.jks', { storePassword: 'store-pass-1', alias: 'other', aliasPassword: 'key-pass-22' }, 'alias'],
    ['a wrong PKCS#12 store password', 'ec.p12', { storePassword: 'nope', alias: 'release', aliasPassword: 'p12-pass-1' }, 'storePassword'],
    ['a PKCS#12 alias password that is not the store’s', 'ec.p12', { storePassword: 'p12-pass-1', alias: 'release', aliasPassword: 'other' }, 'aliasPassword'],
    ['a PKCS#12 alias that is not there', 'ec.p12', { storePassword: 'p12-pass-1', alias: 'other', aliasPassword: 'p12-pass-1' }, 'alias'],
  ])('refuses %s', (_name, store, passwords, expected) => {
    expect(problem(() => openKeystore(stores[store], passwords))).toBe(expected);
  });

  it.each([
    ['empty bytes', Buffer.alloc(0)],
    ['a PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ['a truncated JKS', Buffer.from([0xfe, 0xed, 0xfe, 0xed, 0, 0, 0, 2, 0, 0])],
    ['a truncated PKCS#12', Buffer.from([0x30, 0x82, 0x10, 0x00, 0x02, 0x01])],
    ['a JCEKS store', Buffer.from([0xce, 0xce, 0xce, 0xce, 0, 0, 0, 2])],
    ['random bytes starting like DER', Buffer.concat([Buffer.from([0x30]), crypto.randomBytes(2000)])],
  ])('refuses %s as not a keystore, without crashing', (_name, bytes) => {
    expect(problem(() => openKeystore(bytes, { storePassword: 'a', alias: 'b', aliasPassword: 'c' }))).toMatch(/^(format|storePassword)$/);
  });
});
