import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import type Forge from 'node-forge';
import { fileSource } from '../archive/byte-source.js';
import { ZipArchive } from '../archive/zip-reader.js';
import { fixturePath } from '../test-fixtures.js';
import { finishSigned, isJarSignatureFile, JarDigests, jarDigestHash, type SigningScheme } from './apk-signer.js';
import { axmlElements, elementName } from './axml/model.js';
import { readAxmlDocument } from './axml/read.js';
import { writeAxmlDocument } from './axml/write.js';
import type { SigningIdentity } from './keystore.js';
import { setAndroidAttribute } from './manifest-edit.js';
import { AlignedZipWriter, copyEntry } from './zip-writer.js';

/** Test-only: packages signed exactly as asked (no scheme added for the SDK levels), to check what verifiers decide. */

const forge = createRequire(import.meta.url)('node-forge') as typeof Forge;

/**
 * An RSA-2048 identity with a self-signed certificate valid over `notBefore`..`notAfter` (node-forge
 * encodes dates before 2050 as UTCTime and later ones as GeneralizedTime, as RFC 5280 wants).
 */
export function testIdentity(notBefore = new Date('2024-01-01T00:00:00Z'), notAfter = new Date('2054-01-01T00:00:00Z')): SigningIdentity {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = '01';
  cert.validity.notBefore = notBefore;
  cert.validity.notAfter = notAfter;
  const name = [{ name: 'commonName', value: 'Rampart Test' }];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.sign(forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString()), forge.md.sha256.create());
  const der = Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), 'binary');
  const x509 = new crypto.X509Certificate(der);
  return {
    type: 'pkcs12',
    alias: 'test',
    aliases: ['test'],
    privateKey,
    chain: [der],
    certificate: {
      subject: x509.subject,
      issuer: x509.issuer,
      serialNumber: x509.serialNumber.toLowerCase(),
      notBefore: new Date(x509.validFrom),
      notAfter: new Date(x509.validTo),
      sha256: crypto.createHash('sha256').update(der).digest('hex'),
      keyAlgorithm: 'rsa',
    },
  };
}

/** Sets `<uses-sdk>` attributes (`minSdkVersion`, `targetSdkVersion`) of a binary manifest. */
function withSdk(manifest: Buffer, sdk: Record<string, number>): Buffer {
  const doc = readAxmlDocument(manifest);
  const usesSdk = [...axmlElements(doc.nodes)].find((el) => elementName(doc, el) === 'uses-sdk');
  if (!usesSdk) throw new Error('the manifest has no <uses-sdk>');
  for (const [name, value] of Object.entries(sdk)) setAndroidAttribute(doc, usesSdk, name, value);
  return writeAxmlDocument(doc);
}

function sdkAttributes(options: { minSdk?: number; targetSdk?: number }): Record<string, number> {
  const out: Record<string, number> = {};
  if (options.minSdk !== undefined) out.minSdkVersion = options.minSdk;
  if (options.targetSdk !== undefined) out.targetSdkVersion = options.targetSdk;
  return out;
}

/**
 * Re-signs a fixture APK into `output` with exactly `schemes` (its old signature dropped),
 * optionally with other SDK levels in its manifest and with `entries` replaced or added.
 */
export function signFixture(
  fixture: string,
  output: string,
  options: {
    schemes: readonly SigningScheme[];
    identity: SigningIdentity;
    minSdk?: number;
    targetSdk?: number;
    /** Digest of the JAR signature; by default the one the signer picks for `minSdk`. */
    jarDigest?: 'sha1' | 'sha256';
    entries?: Record<string, Buffer>;
  },
): void {
  const source = fileSource(fixturePath(fixture));
  try {
    const archive = ZipArchive.open(source);
    const digests = options.schemes.includes('v1') ? new JarDigests(options.jarDigest ?? jarDigestHash(options.minSdk ?? 1)) : undefined;
    const writer = new AlignedZipWriter(output);
    const replaced = { ...options.entries };
    const sdk = sdkAttributes(options);
    for (const entry of archive.entries) {
      if (isJarSignatureFile(entry.name)) continue;
      let content = replaced[entry.name];
      delete replaced[entry.name];
      if (entry.name === 'AndroidManifest.xml' && Object.keys(sdk).length) content = withSdk(content ?? archive.read(entry), sdk);
      if (content) writer.addFile(entry.name, content, { compress: entry.method !== 0 });
      else copyEntry(writer, archive, entry);
      if (!entry.name.endsWith('/')) digests?.add(entry.name, content ?? archive.read(entry));
    }
    for (const [name, content] of Object.entries(replaced)) {
      writer.addFile(name, content, { compress: true });
      digests?.add(name, content);
    }
    finishSigned(writer, digests, options.identity, options.schemes);
  } finally {
    source.close();
  }
}
