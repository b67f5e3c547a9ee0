import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileSource } from '../archive/byte-source.js';
import { buildZip } from '../archive/test-zip.js';
import { ZipArchive } from '../archive/zip-reader.js';
import { testIdentity } from '../android/test-signed-apk.js';
import { buildIpa, buildMachO } from '../ios/test-ipa.js';
import type { Evidence, ScanResult } from '../report/scan-result.js';
import { scanBuffer, scanFile } from '../scan.js';
import { fixturePath, fixturesOfKind, hasTool, readFixtureManifest } from '../test-fixtures.js';

const level1 = fixturesOfKind('apk').find((f) => f.file.includes('UnCrackable-Level1'));
const withKeytool = hasTool('keytool');

const evidence = (r: ScanResult, id: string): Evidence[] => r.findings.find((f) => f.id === id)?.evidence ?? [];

/** A certificate and an EC private key as PEM text. */
const identity = testIdentity();
const certificatePem = `-----BEGIN CERTIFICATE-----\n${identity.chain[0].toString('base64')}\n-----END CERTIFICATE-----\n`;
const privateKeyPem = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

/** Keystores made by keytool: a PKCS#12 and a JKS with a key, and their cert-only truststore twins. */
const stores: Record<string, Buffer> = {};
let dir = '';
beforeAll(() => {
  if (!withKeytool) return;
  dir = mkdtempSync(path.join(tmpdir(), 'bundled-keys-'));
  const keytool = (...args: string[]) => execFileSync('keytool', [...args, '-storepass', 'store-pass', '-noprompt'], { stdio: 'pipe' });
  const file = (name: string) => path.join(dir, name);
  for (const type of ['PKCS12', 'JKS']) {
    const name = `client.${type === 'JKS' ? 'jks' : 'p12'}`;
    keytool('-genkeypair', '-keystore', file(name), '-storetype', type, '-alias', 'client', '-keyalg', 'EC', '-groupname', 'secp256r1', '-dname', 'CN=Client');
    stores[name] = readFileSync(file(name));
  }
  keytool('-exportcert', '-keystore', file('client.p12'), '-alias', 'client', '-file', file('client.der'));
  for (const type of ['PKCS12', 'JKS']) {
    const name = `trust.${type === 'JKS' ? 'jks' : 'p12'}`;
    keytool('-importcert', '-keystore', file(name), '-storetype', type, '-alias', 'ca', '-file', file('client.der'));
    stores[name] = readFileSync(file(name));
  }
});
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!level1)('bundled certificate and keystore files in an APK', () => {
  const manifest = (): Buffer => ZipArchive.open(fileSource(fixturePath(level1!.file))).readByName('AndroidManifest.xml')!;
  const apk = (files: Record<string, Buffer | string>): ScanResult =>
    scanBuffer(buildZip([{ name: 'AndroidManifest.xml', data: manifest() }, ...Object.entries(files).map(([name, data]) => ({ name, data: Buffer.from(data) }))]), 'app.apk');

  it('reports each file, and a PEM private key as an embedded private key', () => {
    const r = apk({
      'assets/server.pem': certificatePem,
      'res/raw/pinning.crt': certificatePem,
      'assets/api.der': identity.chain[0],
      'res/raw/truststore.bks': Buffer.from([0, 0, 0, 2, 1, 2, 3]),
      'assets/keys/client-key.pem': privateKeyPem,
      'META-INF/CERT.RSA': Buffer.from([0x30, 0x82]),
    });
    const finding = r.findings.find((f) => f.id === 'files.certificate_or_keystore');
    expect(finding?.level).toBe('medium');
    expect(evidence(r, 'files.certificate_or_keystore').map((e) => e.file)).toEqual([
      'assets/server.pem',
      'res/raw/pinning.crt',
      'assets/api.der',
      'res/raw/truststore.bks',
      'assets/keys/client-key.pem',
    ]);
    expect(evidence(r, 'secrets.private_key')).toEqual([{ file: 'assets/keys/client-key.pem', detail: 'PEM private key' }]);
  });

  it.skipIf(!withKeytool)('tells keystores holding a private key from truststores', () => {
    const r = apk({
      'assets/client.p12': stores['client.p12'],
      'res/raw/client.jks': stores['client.jks'],
      'assets/trust.p12': stores['trust.p12'],
      'res/raw/trust.jks': stores['trust.jks'],
    });
    expect(evidence(r, 'files.certificate_or_keystore').map((e) => e.file)).toHaveLength(4);
    expect(evidence(r, 'secrets.private_key')).toEqual([
      { file: 'assets/client.p12', detail: 'PKCS#12 key bag' },
      { file: 'res/raw/client.jks', detail: 'Java keystore private key entry' },
    ]);
  });

  it('survives truncated keystores', () => {
    const r = apk({ 'assets/cut.jks': Buffer.from([0xfe, 0xed, 0xfe, 0xed, 0, 0, 0, 2, 0, 0, 0, 9, 0, 0, 0, 2, 0, 40]), 'assets/cut.p12': Buffer.from([0x30, 0x80, 0x02]) });
    expect(evidence(r, 'files.certificate_or_keystore')).toHaveLength(2);
    expect(evidence(r, 'secrets.private_key')).toEqual([]);
  });
});

describe('bundled certificate and keystore files in an IPA', () => {
  it("reports the app's files and skips its code-signing files", () => {
    const r = scanBuffer(
      buildIpa(buildMachO({}), {
        'certs/backend.cer': identity.chain[0],
        'identity.pem': `${certificatePem}${privateKeyPem}`,
        '_CodeSignature/CodeResources': '<plist/>',
        '_CodeSignature/signer.cer': identity.chain[0],
      }),
      'app.ipa',
    );
    expect(evidence(r, 'files.certificate_or_keystore')).toEqual([
      { file: 'Payload/App.app/certs/backend.cer', detail: 'certificate' },
      { file: 'Payload/App.app/identity.pem', detail: 'PEM file' },
    ]);
    expect(evidence(r, 'secrets.private_key')).toEqual([{ file: 'Payload/App.app/identity.pem', detail: 'PEM private key' }]);
  });
});

const packages = readFixtureManifest().filter((f) => ['apk', 'aab', 'ipa'].includes(f.kind));

describe.skipIf(packages.length === 0)('fixtures bundle no certificate or keystore files', () => {
  it.each(packages)('$file', ({ file }) => {
    expect(evidence(scanFile(fixturePath(file)), 'files.certificate_or_keystore')).toEqual([]);
  });
});
