import { X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { signFixture, testIdentity } from '../android/test-signed-apk.js';
import { scanFile } from '../scan.js';
import { fixturesOfKind } from '../test-fixtures.js';
import { derTime, readDer } from './der.js';
import { parseCertificate } from './x509.js';

const UTC_TIME = 0x17;
const GENERALIZED_TIME = 0x18;

/** One DER time value: tag, short length, ASCII content. */
function timeNode(tag: number, text: string): string {
  const der = Buffer.concat([Buffer.from([tag, text.length]), Buffer.from(text, 'latin1')]);
  return derTime(der, readDer(der, 0));
}

describe('DER times', () => {
  it.each([
    ['491231235959Z', '2049-12-31T23:59:59.000Z'],
    ['500101000000Z', '1950-01-01T00:00:00.000Z'],
    ['991231235959Z', '1999-12-31T23:59:59.000Z'],
    ['000101000000Z', '2000-01-01T00:00:00.000Z'],
    ['2401010000Z', '2024-01-01T00:00:00.000Z'],
    ['240101120000+0200', '2024-01-01T10:00:00.000Z'],
  ])('UTCTime %s is %s (YY >= 50 is 19YY, else 20YY)', (text, iso) => {
    expect(timeNode(UTC_TIME, text)).toBe(iso);
  });

  it.each([
    ['20500101000000Z', '2050-01-01T00:00:00.000Z'],
    ['20540101000000Z', '2054-01-01T00:00:00.000Z'],
    ['19450508120000Z', '1945-05-08T12:00:00.000Z'],
    ['99991231235959Z', '9999-12-31T23:59:59.000Z'],
    ['20500101000000.5Z', '2050-01-01T00:00:00.500Z'],
    ['20500101000000.123456Z', '2050-01-01T00:00:00.123Z'],
    ['2050010112Z', '2050-01-01T12:00:00.000Z'],
  ])('GeneralizedTime %s is %s', (text, iso) => {
    expect(timeNode(GENERALIZED_TIME, text)).toBe(iso);
  });

  it.each([
    [UTC_TIME, '20540101000000Z'],
    [UTC_TIME, '491331000000Z'],
    [GENERALIZED_TIME, '540101000000Z'],
    [GENERALIZED_TIME, '20500230000000Z'],
    [GENERALIZED_TIME, '20500101250000Z'],
    [0x04, '20500101000000Z'],
  ])('tag %i with %s is refused, not rolled over', (tag, text) => {
    expect(timeNode(tag, text)).toBe('');
  });
});

describe('certificate validity around 2050', () => {
  // node-forge writes UTCTime before 2050 and GeneralizedTime from 2050 on, as RFC 5280 says.
  it.each([
    ['1949-12-31T23:59:59Z', '2049-12-31T23:59:59Z'],
    ['1950-01-01T00:00:00Z', '2050-01-01T00:00:00Z'],
    ['2024-01-01T00:00:00Z', '2054-06-30T12:00:00Z'],
    ['2000-01-01T00:00:00Z', '2100-01-01T00:00:00Z'],
  ])('%s to %s reads as OpenSSL reads it', (from, to) => {
    const der = testIdentity(new Date(from), new Date(to)).chain[0];
    const info = parseCertificate(der).info;
    const x509 = new X509Certificate(der);
    expect(info.notBefore).toBe(new Date(from).toISOString());
    expect(info.notAfter).toBe(new Date(to).toISOString());
    expect(Date.parse(info.notAfter)).toBe(Date.parse(x509.validTo));
    expect(Date.parse(info.notBefore)).toBe(Date.parse(x509.validFrom));
  });
});

const BASE = 'mastg-UnCrackable-Level1.apk';

describe.skipIf(!fixturesOfKind('apk').some((f) => f.file === BASE))('signature.expired by the signing certificate’s dates', () => {
  const scanSignedUntil = (notBefore: string, notAfter: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-cert-time-'));
    try {
      const file = path.join(dir, 'app.apk');
      signFixture(BASE, file, { schemes: ['v1', 'v2'], identity: testIdentity(new Date(notBefore), new Date(notAfter)) });
      return scanFile(file);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };

  it('a certificate valid until 2054 is not expired', () => {
    const r = scanSignedUntil('2024-01-01T00:00:00Z', '2054-01-01T00:00:00Z');
    expect(r.signature.certificates[0].notAfter).toBe('2054-01-01T00:00:00.000Z');
    expect(r.findings.map((f) => f.id)).not.toContain('signature.expired');
  });

  it('a certificate that ended in 2020 is expired', () => {
    const r = scanSignedUntil('2010-01-01T00:00:00Z', '2020-01-01T00:00:00Z');
    expect(r.findings.find((f) => f.id === 'signature.expired')?.evidence[0].detail).toBe('valid 2010-01-01T00:00:00.000Z to 2020-01-01T00:00:00.000Z');
  });
});
