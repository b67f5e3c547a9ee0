import crypto from 'node:crypto';
import { derChildren, readDer } from '../crypto/der.js';
import { EngineError } from '../errors.js';
import type { SigningIdentity } from './keystore.js';
import type { AlignedZipWriter } from './zip-writer.js';

/** The signature schemes Rampart writes. */
export type SigningScheme = 'v1' | 'v2' | 'v3';

export const SIGNING_SCHEMES: readonly SigningScheme[] = ['v1', 'v2', 'v3'];

/** The scheme sets the console offers, by the names the spec gives them. */
export const SCHEME_SETS: Record<'V1' | 'V2' | 'V1&V2' | 'V1+V2+V3', SigningScheme[]> = {
  V1: ['v1'],
  V2: ['v2'],
  'V1&V2': ['v1', 'v2'],
  'V1+V2+V3': ['v1', 'v2', 'v3'],
};

/** Android 7.0: below it only the JAR signature (v1) is checked, so it must be kept. */
const FIRST_SDK_WITH_V2 = 24;
/** Android 4.3: below it a JAR signature must use SHA-1 digests. */
const FIRST_SDK_WITH_SHA256_JAR = 18;
/** Android 9: the first release that reads v3 signatures. */
const FIRST_SDK_WITH_V3 = 28;

const V2_BLOCK_ID = 0x7109871a;
const V3_BLOCK_ID = 0xf05368c0;
/** v2 signed-data attribute naming the newer schemes present, so stripping v3 is detected. */
const STRIPPING_PROTECTION_ATTR = 0xbeeff00d;
const CHUNK = 1024 * 1024;

/** JAR signature files Android and `jarsigner` read; an old signature's files are dropped on re-signing. */
export function isJarSignatureFile(name: string): boolean {
  if (!name.startsWith('META-INF/') || name.indexOf('/', 9) !== -1) return false;
  const base = name.slice(9).toUpperCase();
  return base === 'MANIFEST.MF' || /\.(SF|RSA|DSA|EC)$/.test(base) || base.startsWith('SIG-');
}

/** Android 11: an app targeting it or later installs only with a v2 (or newer) signature. */
const FIRST_TARGET_SDK_NEEDING_V2 = 30;

/**
 * The schemes actually written for a package: AABs take only the JAR signature; v1 is kept
 * whenever the app still installs on releases that check nothing else, and v2 is added when the
 * app targets Android 11 or later, which refuses a JAR signature alone.
 */
export function effectiveSchemes(requested: readonly SigningScheme[], kind: 'apk' | 'aab', minSdk: number, targetSdk = minSdk): SigningScheme[] {
  if (kind === 'aab') {
    if (requested.some((s) => s !== 'v1')) throw new EngineError('signing.aab_v1_only', 'AAB can only use V1 signature');
    return ['v1'];
  }
  if (requested.length === 0) throw new EngineError('signing.no_scheme', 'no signature scheme requested');
  const out = new Set(requested);
  if (minSdk < FIRST_SDK_WITH_V2) out.add('v1');
  if (targetSdk >= FIRST_TARGET_SDK_NEEDING_V2 && !out.has('v2') && !out.has('v3')) out.add('v2');
  return SIGNING_SCHEMES.filter((s) => out.has(s));
}

interface Algorithm {
  /** APK signature scheme algorithm id. */
  id: number;
  hash: 'sha256' | 'sha512';
}

function algorithmFor(identity: SigningIdentity): Algorithm {
  const key = identity.privateKey;
  const details = key.asymmetricKeyDetails ?? {};
  if (key.asymmetricKeyType === 'rsa') {
    const bits = details.modulusLength ?? 0;
    if (bits < 2048) throw new EngineError('signing.weak_key', `RSA keys under 2048 bits are refused (${bits})`);
    return bits <= 3072 ? { id: 0x0103, hash: 'sha256' } : { id: 0x0104, hash: 'sha512' };
  }
  if (key.asymmetricKeyType === 'ec') {
    const curve = details.namedCurve;
    if (curve === 'prime256v1' || curve === 'P-256') return { id: 0x0201, hash: 'sha256' };
    if (curve === 'secp384r1' || curve === 'P-384' || curve === 'secp521r1') return { id: 0x0202, hash: 'sha512' };
    throw new EngineError('signing.weak_key', `EC curve ${curve ?? 'unknown'} is not supported`);
  }
  throw new EngineError('signing.weak_key', `${key.asymmetricKeyType ?? 'unknown'} keys are not supported`);
}

function sign(identity: SigningIdentity, hash: string, data: Buffer): Buffer {
  return crypto.sign(hash, data, identity.privateKey);
}

// ---------------------------------------------------------------------------------------------
// v1: the JAR signature

/** The hash of a JAR signature: SHA-1 where Android before 4.3 must read it, SHA-256 elsewhere. */
export function jarDigestHash(minSdk: number): 'sha1' | 'sha256' {
  return minSdk < FIRST_SDK_WITH_SHA256_JAR ? 'sha1' : 'sha256';
}

/**
 * The digests of a package's entries, taken as they are written so no content is kept; the JAR
 * manifest lists them.
 */
export class JarDigests {
  readonly entries: { name: string; digest: string }[] = [];

  constructor(readonly hash: 'sha1' | 'sha256') {}

  add(name: string, content: Buffer): void {
    if (name.endsWith('/') || isJarSignatureFile(name)) return;
    this.entries.push({ name, digest: crypto.createHash(this.hash).update(content).digest('base64') });
  }
}

/** Writes `Key: value` as manifest lines of at most 72 bytes, continuation lines starting with a space. */
function manifestLine(key: string, value: string): Buffer {
  const bytes = Buffer.from(`${key}: ${value}`, 'utf8');
  const lines: Buffer[] = [];
  let p = 0;
  let width = 72;
  while (p < bytes.length) {
    let end = Math.min(bytes.length, p + width);
    // Never cut a UTF-8 sequence in two.
    while (end < bytes.length && end > p + 1 && (bytes[end] & 0xc0) === 0x80) end--;
    lines.push(lines.length ? Buffer.concat([Buffer.from(' '), bytes.subarray(p, end)]) : bytes.subarray(p, end));
    p = end;
    width = 71;
  }
  return Buffer.concat(lines.flatMap((l) => [l, Buffer.from('\r\n')]));
}

export interface JarSignature {
  /** Entries to add under META-INF/, in order. */
  files: { name: string; content: Buffer }[];
}

/**
 * Builds the JAR signature of a set of entries: MANIFEST.MF with each file's digest, CERT.SF
 * with the digests of the manifest and its sections, and the PKCS #7 signature block over the
 * SF file. `apkSchemes` lists the APK signature schemes also applied, which the SF file names so
 * that stripping them is noticed.
 */
export function buildJarSignature(digests: JarDigests, identity: SigningIdentity, apkSchemes: number[]): JarSignature {
  const hash = digests.hash;
  const useSha1 = hash === 'sha1';
  if (useSha1 && identity.privateKey.asymmetricKeyType === 'ec') {
    throw new EngineError('signing.weak_key', 'EC keys cannot sign for Android releases below 4.3 (minSdk < 18)');
  }
  const digestKey = useSha1 ? 'SHA1-Digest' : 'SHA-256-Digest';
  const b64 = (data: Buffer): string => crypto.createHash(hash).update(data).digest('base64');

  const main = Buffer.concat([manifestLine('Manifest-Version', '1.0'), manifestLine('Created-By', 'Rampart'), Buffer.from('\r\n')]);
  const sections: { name: string; bytes: Buffer }[] = [];
  for (const entry of [...digests.entries].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    sections.push({ name: entry.name, bytes: Buffer.concat([manifestLine('Name', entry.name), manifestLine(digestKey, entry.digest), Buffer.from('\r\n')]) });
  }
  const manifest = Buffer.concat([main, ...sections.map((s) => s.bytes)]);

  const sfMain = [
    manifestLine('Signature-Version', '1.0'),
    manifestLine('Created-By', '1.0 (Android)'),
    manifestLine(`${useSha1 ? 'SHA1' : 'SHA-256'}-Digest-Manifest`, b64(manifest)),
  ];
  sfMain.push(manifestLine(`${useSha1 ? 'SHA1' : 'SHA-256'}-Digest-Manifest-Main-Attributes`, b64(main)));
  if (apkSchemes.length) sfMain.push(manifestLine('X-Android-APK-Signed', apkSchemes.join(', ')));
  const sf = Buffer.concat([
    ...sfMain,
    Buffer.from('\r\n'),
    ...sections.map((s) => Buffer.concat([manifestLine('Name', s.name), manifestLine(digestKey, b64(s.bytes)), Buffer.from('\r\n')])),
  ]);

  const keyType = identity.privateKey.asymmetricKeyType;
  const blockName = keyType === 'ec' ? 'META-INF/CERT.EC' : 'META-INF/CERT.RSA';
  return {
    files: [
      { name: 'META-INF/MANIFEST.MF', content: manifest },
      { name: 'META-INF/CERT.SF', content: sf },
      { name: blockName, content: pkcs7Detached(sf, identity, hash) },
    ],
  };
}

// Minimal DER writing for the PKCS #7 block (the library in use for keystores signs RSA only).
function der(tag: number, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const n = body.length;
  let head: Buffer;
  if (n < 0x80) head = Buffer.from([tag, n]);
  else {
    const bytes: number[] = [];
    for (let v = n; v > 0; v = Math.floor(v / 256)) bytes.unshift(v & 0xff);
    head = Buffer.from([tag, 0x80 | bytes.length, ...bytes]);
  }
  return Buffer.concat([head, body]);
}

function oid(dotted: string): Buffer {
  const parts = dotted.split('.').map(Number);
  const bytes = [parts[0] * 40 + parts[1]];
  for (const part of parts.slice(2)) {
    const group: number[] = [part & 0x7f];
    for (let v = Math.floor(part / 128); v > 0; v = Math.floor(v / 128)) group.unshift((v & 0x7f) | 0x80);
    bytes.push(...group);
  }
  return der(0x06, Buffer.from(bytes));
}

const NULL = Buffer.from([0x05, 0x00]);
const OID = {
  signedData: '1.2.840.113549.1.7.2',
  data: '1.2.840.113549.1.7.1',
  sha1: '1.3.14.3.2.26',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsa: '1.2.840.113549.1.1.1',
  ecdsaSha1: '1.2.840.10045.4.1',
  ecdsaSha256: '1.2.840.10045.4.3.2',
};

/** The issuer Name and serial number INTEGER of a DER certificate, as encoded there. */
function issuerAndSerial(cert: Buffer): Buffer {
  const top = readDer(cert, 0);
  const tbs = derChildren(cert, top)[0];
  const fields = derChildren(cert, tbs);
  const offset = fields[0].tag === 0xa0 ? 1 : 0;
  const serial = fields[offset];
  const issuer = fields[offset + 2];
  return der(0x30, cert.subarray(issuer.start, issuer.end), cert.subarray(serial.start, serial.end));
}

/** A detached PKCS #7 SignedData over `content`, without signed attributes, as apksigner writes it. */
function pkcs7Detached(content: Buffer, identity: SigningIdentity, hash: 'sha1' | 'sha256'): Buffer {
  const digestAlg = der(0x30, oid(hash === 'sha1' ? OID.sha1 : OID.sha256), NULL);
  const isEc = identity.privateKey.asymmetricKeyType === 'ec';
  const signatureAlg = isEc ? der(0x30, oid(hash === 'sha1' ? OID.ecdsaSha1 : OID.ecdsaSha256)) : der(0x30, oid(OID.rsa), NULL);
  const signature = crypto.sign(hash, content, identity.privateKey);
  const signerInfo = der(0x30, der(0x02, Buffer.from([1])), issuerAndSerial(identity.chain[0]), digestAlg, signatureAlg, der(0x04, signature));
  const signedData = der(0x30, der(0x02, Buffer.from([1])), der(0x31, digestAlg), der(0x30, oid(OID.data)), der(0xa0, ...identity.chain), der(0x31, signerInfo));
  return der(0x30, oid(OID.signedData), der(0xa0, signedData));
}

// ---------------------------------------------------------------------------------------------
// v2 and v3: the APK Signing Block

function u32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0);
  return b;
}

function u64(n: number): Buffer {
  const b = Buffer.alloc(8);
  b.writeBigUInt64LE(BigInt(n));
  return b;
}

/** A length-prefixed (uint32) value. */
function lp(...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  return Buffer.concat([u32(body.length), body]);
}

/** A length-prefixed sequence of length-prefixed values. */
function lpSeq(items: Buffer[]): Buffer {
  return lp(...items.map((i) => lp(i)));
}

/** What the digest reads: the zip's three sections, the entries read back from the file being written. */
export interface DigestSource {
  entriesEnd: number;
  readEntries(position: number, length: number): Buffer;
  centralDirectory: Buffer;
  endOfCentralDirectory: Buffer;
}

/** The chunked content digest of the APK Signature Scheme v2 (and v3), for one hash. */
export function contentDigest(source: DigestSource, hash: 'sha256' | 'sha512'): Buffer {
  const chunkDigests: Buffer[] = [];
  const prefix = Buffer.alloc(5);
  prefix[0] = 0xa5;
  const digestChunk = (chunk: Buffer): void => {
    prefix.writeUInt32LE(chunk.length, 1);
    chunkDigests.push(crypto.createHash(hash).update(prefix).update(chunk).digest());
  };
  for (let p = 0; p < source.entriesEnd; p += CHUNK) digestChunk(source.readEntries(p, Math.min(CHUNK, source.entriesEnd - p)));
  for (let p = 0; p < source.centralDirectory.length; p += CHUNK) digestChunk(source.centralDirectory.subarray(p, p + CHUNK));
  // The end record is digested as if the central directory started right after the entries.
  const eocd = Buffer.from(source.endOfCentralDirectory);
  eocd.writeUInt32LE(source.entriesEnd, 16);
  digestChunk(eocd);
  const top = crypto.createHash(hash);
  top.update(Buffer.concat([Buffer.from([0x5a]), u32(chunkDigests.length)]));
  for (const d of chunkDigests) top.update(d);
  return top.digest();
}

function subjectPublicKeyInfo(identity: SigningIdentity): Buffer {
  return crypto.createPublicKey(identity.privateKey).export({ type: 'spki', format: 'der' });
}

/** The v2 or v3 signer block for one signer. */
function schemeSigner(scheme: 'v2' | 'v3', identity: SigningIdentity, algorithm: Algorithm, digest: Buffer, withV3: boolean): Buffer {
  const digests = lpSeq([Buffer.concat([u32(algorithm.id), lp(digest)])]);
  const certificates = lpSeq(identity.chain);
  let signedData: Buffer;
  const sdk = scheme === 'v3' ? Buffer.concat([u32(FIRST_SDK_WITH_V3), u32(0x7fffffff)]) : Buffer.alloc(0);
  if (scheme === 'v2') {
    const attributes = withV3 ? [Buffer.concat([u32(STRIPPING_PROTECTION_ATTR), u32(3)])] : [];
    signedData = Buffer.concat([digests, certificates, lpSeq(attributes)]);
  } else {
    signedData = Buffer.concat([digests, certificates, sdk, lpSeq([])]);
  }
  const signature = sign(identity, algorithm.hash, signedData);
  const signatures = lpSeq([Buffer.concat([u32(algorithm.id), lp(signature)])]);
  return lp(lp(signedData), sdk, signatures, lp(subjectPublicKeyInfo(identity)));
}

/** Builds the APK Signing Block holding the requested v2/v3 signatures over `source`. */
export function buildSigningBlock(source: DigestSource, identity: SigningIdentity, schemes: readonly SigningScheme[]): Buffer {
  const algorithm = algorithmFor(identity);
  const digest = contentDigest(source, algorithm.hash);
  const pairs: Buffer[] = [];
  const withV3 = schemes.includes('v3');
  if (schemes.includes('v2')) {
    const value = lp(schemeSigner('v2', identity, algorithm, digest, withV3));
    pairs.push(Buffer.concat([u64(4 + value.length), u32(V2_BLOCK_ID), value]));
  }
  if (withV3) {
    const value = lp(schemeSigner('v3', identity, algorithm, digest, false));
    pairs.push(Buffer.concat([u64(4 + value.length), u32(V3_BLOCK_ID), value]));
  }
  const body = Buffer.concat(pairs);
  const size = body.length + 8 + 16;
  return Buffer.concat([u64(size), body, u64(size), Buffer.from('APK Sig Block 42', 'latin1')]);
}

/** Checks a signing identity can sign at all, before any work is done. */
export function checkSigningIdentity(identity: SigningIdentity): void {
  algorithmFor(identity);
}

/**
 * Finishes a package being written: adds the JAR signature files (from `digests` of every entry
 * already written) when v1 is wanted, then the central directory with an
 * APK Signing Block before it when v2 or v3 is wanted. Answers the package's size.
 */
export function finishSigned(writer: AlignedZipWriter, digests: JarDigests | undefined, identity: SigningIdentity, schemes: readonly SigningScheme[]): number {
  const blockSchemes = schemes.filter((s) => s !== 'v1');
  if (schemes.includes('v1')) {
    if (!digests) throw new Error("v1 signing needs the entries' digests");
    const apkSchemes = blockSchemes.map((s) => (s === 'v2' ? 2 : 3));
    for (const file of buildJarSignature(digests, identity, apkSchemes).files) writer.addFile(file.name, file.content, { compress: true });
  }
  if (!blockSchemes.length) return writer.finish();
  return writer.finishWith((layout) => buildSigningBlock({ ...layout, readEntries: (position, length) => writer.readBack(position, length) }, identity, blockSchemes));
}
