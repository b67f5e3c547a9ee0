import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalBytes, generateKeyPair, issueLicence, keyIdOf, parsePrivateKey, parsePublicKey, verifyLicence, type LicenceFields } from './licence-document';

const fields: LicenceFields = {
  productName: 'Rampart',
  accountName: 'Acme Ltd',
  start: '2026-01-01',
  end: '2027-01-01T00:00:00Z',
  appIds: ['com.acme.one', 'com.acme.two'],
  entitlements: ['apk_analysis', 'apk_protected'],
  limits: { accounts: 20, jobsPerMonth: 500 },
};

function vendor() {
  const pair = generateKeyPair();
  return { ...pair, privateKey: parsePrivateKey(pair.privateKeyPem), publicKey: parsePublicKey(pair.publicKeyPem) };
}

const inside = new Date('2026-06-01T00:00:00Z');

describe('licence documents', () => {
  it('verifies a licence it signed, with normalised fields', () => {
    const v = vendor();
    const check = verifyLicence(issueLicence(fields, v.privateKey), v.publicKey, inside);
    expect(check).toEqual({
      ok: true,
      keyId: keyIdOf(v.publicKey),
      fields: { ...fields, start: '2026-01-01T00:00:00.000Z', end: '2027-01-01T00:00:00.000Z', entitlements: ['apk_protected', 'apk_analysis'] },
    });
  });

  it('reads the public key as PEM, as base64 raw bytes and as base64 DER', () => {
    const v = vendor();
    const der = v.publicKey.export({ format: 'der', type: 'spki' }).toString('base64');
    for (const text of [v.publicKeyPem, v.publicKeyRaw, der, v.publicKeyPem.replace(/\n/g, '\\n')]) expect(keyIdOf(parsePublicKey(text))).toBe(keyIdOf(v.publicKey));
    const rsa = crypto.generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ format: 'pem', type: 'spki' }).toString();
    expect(() => parsePublicKey(rsa)).toThrow(/Ed25519/);
  });

  it('refuses a licence past its end or before its start', () => {
    const v = vendor();
    const text = issueLicence(fields, v.privateKey);
    expect(verifyLicence(text, v.publicKey, new Date('2027-01-01T00:00:00Z'))).toMatchObject({ ok: false, problem: 'expired' });
    expect(verifyLicence(text, v.publicKey, new Date('2025-12-31T23:59:59Z'))).toMatchObject({ ok: false, problem: 'notYetValid' });
    expect(verifyLicence(text, v.publicKey, new Date('2026-12-31T23:59:59Z')).ok).toBe(true);
  });

  it('refuses a licence signed by another key', () => {
    const v = vendor();
    const other = vendor();
    expect(verifyLicence(issueLicence(fields, other.privateKey), v.publicKey, inside)).toEqual({ ok: false, problem: 'otherKey' });
  });

  it('refuses a licence edited after signing, even with a copied key id', () => {
    const v = vendor();
    const other = vendor();
    const file = JSON.parse(issueLicence(fields, v.privateKey));
    for (const edit of [
      (f: { licence: LicenceFields }) => (f.licence.end = '2099-01-01T00:00:00.000Z'),
      (f: { licence: LicenceFields }) => f.licence.entitlements.push('threat_perception'),
      (f: { licence: LicenceFields }) => (f.licence.limits.accounts = 21),
      (f: { licence: LicenceFields }) => (f.licence.accountName = ' Acme Ltd'),
    ]) {
      const copy = structuredClone(file);
      edit(copy);
      expect(verifyLicence(JSON.stringify(copy), v.publicKey, inside)).toEqual({ ok: false, problem: 'tampered' });
    }
    // Another vendor's signature under this vendor's key id is no better.
    const forged = { ...JSON.parse(issueLicence(fields, other.privateKey)), keyId: file.keyId };
    expect(verifyLicence(JSON.stringify(forged), v.publicKey, inside)).toEqual({ ok: false, problem: 'tampered' });
    // Key order and white space are not part of what is signed.
    const reordered = { signature: file.signature, licence: Object.fromEntries(Object.entries(file.licence).reverse()), keyId: file.keyId, format: file.format };
    expect(verifyLicence(JSON.stringify(reordered), v.publicKey, inside).ok).toBe(true);
  });

  it('refuses malformed files', () => {
    const v = vendor();
    const good = JSON.parse(issueLicence(fields, v.privateKey));
    const cases = [
      '',
      'not json',
      '[]',
      JSON.stringify({ ...good, format: 'other' }),
      JSON.stringify({ ...good, signature: '***' }),
      JSON.stringify({ ...good, extra: 1 }),
      JSON.stringify({ ...good, licence: { ...good.licence, entitlements: ['everything'] } }),
      JSON.stringify({ ...good, licence: { ...good.licence, start: 'soon' } }),
      JSON.stringify({ ...good, licence: { ...good.licence, end: good.licence.start } }),
      JSON.stringify({ ...good, licence: { ...good.licence, limits: { accounts: -1 } } }),
      JSON.stringify({ ...good, licence: { ...good.licence, unknownField: true } }),
    ];
    for (const text of cases) expect(verifyLicence(text, v.publicKey, inside), text).toEqual({ ok: false, problem: 'malformed' });
  });

  it('signs the RFC 8785 canonical form: sorted keys, no white space', () => {
    const text = canonicalBytes({ ...fields, limits: { b: 2, a: 1 } }).toString('utf8');
    expect(text).toBe(
      '{"accountName":"Acme Ltd","appIds":["com.acme.one","com.acme.two"],"end":"2027-01-01T00:00:00Z","entitlements":["apk_analysis","apk_protected"],"limits":{"a":1,"b":2},"productName":"Rampart","start":"2026-01-01"}',
    );
  });

  it('refuses to issue bad fields', () => {
    const v = vendor();
    expect(() => issueLicence({ ...fields, end: '2025-01-01' }, v.privateKey)).toThrow(/start must come before end/);
    expect(() => issueLicence({ ...fields, productName: '' }, v.privateKey)).toThrow(/productName/);
  });
});
