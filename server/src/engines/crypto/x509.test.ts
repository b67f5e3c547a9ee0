import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readDer } from './der.js';
import { importPublicKey, publicKeyFacts } from './x509.js';

// Public keys are read from the certificate's DER (facts) and imported through JWK where
// OpenSSL allows; both must agree with OpenSSL's own reading of the same SubjectPublicKeyInfo.
const keys: Array<[string, KeyObject]> = [
  ['RSA 2048', generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey],
  ['RSA 1031', generateKeyPairSync('rsa', { modulusLength: 1031 }).publicKey],
  ['RSA-PSS', generateKeyPairSync('rsa-pss', { modulusLength: 2048 }).publicKey],
  ['EC P-256', generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).publicKey],
  ['EC P-384', generateKeyPairSync('ec', { namedCurve: 'secp384r1' }).publicKey],
  ['EC P-521', generateKeyPairSync('ec', { namedCurve: 'secp521r1' }).publicKey],
  ['EC secp256k1', generateKeyPairSync('ec', { namedCurve: 'secp256k1' }).publicKey],
  ['DSA', generateKeyPairSync('dsa', { modulusLength: 2048, divisorLength: 256 }).publicKey],
  ['Ed25519', generateKeyPairSync('ed25519').publicKey],
];

describe('certificate public keys', () => {
  it.each(keys)('%s: imports to the same key and reports OpenSSL’s algorithm and size', (_name, key) => {
    const spkiDer = key.export({ format: 'der', type: 'spki' });
    const spki = readDer(spkiDer, 0);
    const imported = importPublicKey(spkiDer, spki, spkiDer);
    expect(imported.export({ format: 'der', type: 'spki' }).equals(spkiDer)).toBe(true);
    expect(imported.equals(key)).toBe(true);
    const details = key.asymmetricKeyDetails ?? {};
    const expectedSize = details.modulusLength ?? (details.namedCurve ? Number(/(\d{3})/.exec(details.namedCurve)![1]) : 0);
    expect(publicKeyFacts(spkiDer, spki)).toEqual({ keyAlgorithm: key.asymmetricKeyType!.toUpperCase().replace('RSA-PSS', 'RSA'), keySize: expectedSize });
  });
});
