import { createHash, createPublicKey, type KeyObject } from 'node:crypto';
import { derChildren, derContent, derOid, derRaw, derString, derTime, readDer, type DerNode } from './der.js';

/** The certificate facts reported for every signer (fingerprints are lower-case hex). */
export interface CertificateInfo {
  subject: string;
  issuer: string;
  serialNumber: string;
  notBefore: string;
  notAfter: string;
  /** Signature algorithm of the certificate, e.g. `SHA256withRSA`. */
  algorithm: string;
  /** Public key algorithm and size, e.g. `RSA` / 2048. */
  keyAlgorithm: string;
  keySize: number;
  md5: string;
  sha1: string;
  sha256: string;
  selfSigned: boolean;
}

const DN_NAMES: Record<string, string> = {
  '2.5.4.3': 'CN',
  '2.5.4.4': 'SURNAME',
  '2.5.4.5': 'SERIALNUMBER',
  '2.5.4.6': 'C',
  '2.5.4.7': 'L',
  '2.5.4.8': 'ST',
  '2.5.4.9': 'STREET',
  '2.5.4.10': 'O',
  '2.5.4.11': 'OU',
  '2.5.4.12': 'T',
  '2.5.4.42': 'GIVENNAME',
  '2.5.4.46': 'DNQ',
  '1.2.840.113549.1.9.1': 'EMAILADDRESS',
  '0.9.2342.19200300.100.1.1': 'UID',
  '0.9.2342.19200300.100.1.25': 'DC',
};

const SIG_ALGS: Record<string, string> = {
  '1.2.840.113549.1.1.4': 'MD5withRSA',
  '1.2.840.113549.1.1.5': 'SHA1withRSA',
  '1.2.840.113549.1.1.10': 'RSASSA-PSS',
  '1.2.840.113549.1.1.11': 'SHA256withRSA',
  '1.2.840.113549.1.1.12': 'SHA384withRSA',
  '1.2.840.113549.1.1.13': 'SHA512withRSA',
  '1.2.840.10040.4.3': 'SHA1withDSA',
  '2.16.840.1.101.3.4.3.2': 'SHA256withDSA',
  '1.2.840.10045.4.1': 'SHA1withECDSA',
  '1.2.840.10045.4.3.2': 'SHA256withECDSA',
  '1.2.840.10045.4.3.3': 'SHA384withECDSA',
  '1.2.840.10045.4.3.4': 'SHA512withECDSA',
};

/**
 * Formats an X.501 Name the way Java's `X500Principal` (and so `apksigner`) prints it: RDNs
 * from the most specific, joined by `, `.
 */
function formatName(buf: Buffer, name: DerNode): string {
  const rdns = derChildren(buf, name).map((set) =>
    derChildren(buf, set)
      .map((atv) => {
        const [type, value] = derChildren(buf, atv);
        const oid = derOid(buf, type);
        return `${DN_NAMES[oid] ?? `OID.${oid}`}=${escapeDnValue(derString(buf, value))}`;
      })
      .join('+'),
  );
  return rdns.reverse().join(', ');
}

function escapeDnValue(v: string): string {
  return v.replace(/([,+"\\<>;])/g, '\\$1').replace(/^([ #])/, '\\$1');
}

/** The parts of a certificate needed to match it against a CMS SignerInfo. */
export interface ParsedCertificate {
  der: Buffer;
  info: CertificateInfo;
  /** DER of the issuer Name and the serial INTEGER content, for IssuerAndSerialNumber matching. */
  issuerDer: Buffer;
  serialDer: Buffer;
  /** DER of the SubjectPublicKeyInfo, to match a signer's public key without re-encoding. */
  spkiDer: Buffer;
  /**
   * The public key as a key object, built on first use: importing a key is the costliest step
   * of reading a small package's certificate, and only verification needs it. Throws when the
   * key cannot be imported.
   */
  publicKey(): KeyObject;
}

/**
 * Parsed certificates of one verification, keyed by their DER: v1, v2 and v3 signatures of a
 * package usually carry the same certificate, and building its key objects is the costliest
 * part of verifying a small package.
 */
export type CertificateCache = Map<string, ParsedCertificate>;

/** Parses one DER certificate, reusing `cache` when given; throws on malformed input. */
export function parseCertificate(der: Buffer, cache?: CertificateCache): ParsedCertificate {
  const cacheKey = cache ? der.toString('base64') : '';
  const cached = cache?.get(cacheKey);
  if (cached) return cached;
  const parsed = parseCertificateUncached(der);
  cache?.set(cacheKey, parsed);
  return parsed;
}

function parseCertificateUncached(der: Buffer): ParsedCertificate {
  const cert = readDer(der, 0);
  const [tbs, sigAlg] = derChildren(der, cert);
  let fields = derChildren(der, tbs);
  if (fields[0].tag === 0xa0) fields = fields.slice(1);
  const [serial, , issuer, validity, subject, spki] = fields;
  const [notBefore, notAfter] = derChildren(der, validity);
  const spkiDer = derRaw(der, spki);
  const { keyAlgorithm, keySize } = publicKeyFacts(der, spki);
  const sigOid = derOid(der, derChildren(der, sigAlg)[0]);
  const hex = (alg: string): string => createHash(alg).update(der).digest('hex');
  const info: CertificateInfo = {
    subject: formatName(der, subject),
    issuer: formatName(der, issuer),
    serialNumber: der
      .subarray(serial.contentStart, serial.end)
      .toString('hex')
      .replace(/^00(?=.)/, ''),
    notBefore: derTime(der, notBefore),
    notAfter: derTime(der, notAfter),
    algorithm: SIG_ALGS[sigOid] ?? sigOid,
    keyAlgorithm,
    keySize,
    md5: hex('md5'),
    sha1: hex('sha1'),
    sha256: hex('sha256'),
    selfSigned: false,
  };
  info.selfSigned = derRaw(der, issuer).equals(derRaw(der, subject));
  let key: KeyObject | undefined;
  const publicKey = () => (key ??= importPublicKey(der, spki, spkiDer));
  return { der, info, issuerDer: derRaw(der, issuer), serialDer: der.subarray(serial.contentStart, serial.end), spkiDer, publicKey };
}

const OID_RSA = '1.2.840.113549.1.1.1';
const OID_EC = '1.2.840.10045.2.1';

const KEY_ALGS: Record<string, string> = {
  [OID_RSA]: 'RSA',
  '1.2.840.113549.1.1.10': 'RSA',
  [OID_EC]: 'EC',
  '1.2.840.10040.4.1': 'DSA',
  '1.3.101.112': 'ED25519',
  '1.3.101.113': 'ED448',
};

/** Named curves by OID: size, and the JWK name of those that can be imported as JWK. */
const CURVES: Record<string, { bits: number; jwk?: string }> = {
  '1.2.840.10045.3.1.7': { bits: 256, jwk: 'P-256' },
  '1.3.132.0.34': { bits: 384, jwk: 'P-384' },
  '1.3.132.0.35': { bits: 521, jwk: 'P-521' },
  '1.3.132.0.10': { bits: 256 },
  '1.2.840.10045.3.1.1': { bits: 192 },
  '1.3.132.0.33': { bits: 224 },
};

/** A SubjectPublicKeyInfo's parts: algorithm OID, parameters and the key (BIT STRING content). */
function readSpki(der: Buffer, spki: DerNode) {
  const [algorithm, bits] = derChildren(der, spki);
  const [oidNode, params] = derChildren(der, algorithm);
  // The BIT STRING's content starts with its unused-bits count.
  return { oid: derOid(der, oidNode), params: params as DerNode | undefined, key: bits ? derContent(der, bits).subarray(1) : Buffer.alloc(0) };
}

/** RSAPublicKey ::= SEQUENCE { modulus, publicExponent }, as unsigned big-endian bytes. */
function rsaNumbers(key: Buffer): { n: Buffer; e: Buffer } {
  const [n, e] = derChildren(key, readDer(key, 0)).map((i) => unsigned(derContent(key, i)));
  return { n: n ?? Buffer.alloc(0), e: e ?? Buffer.alloc(0) };
}

/** The named curve of EC parameters, if they name one. */
const curveOf = (der: Buffer, params: DerNode | undefined) => (params?.tag === 0x06 ? CURVES[derOid(der, params)] : undefined);

/**
 * A SubjectPublicKeyInfo's algorithm and size, read from its DER: the RSA modulus or DSA
 * prime length in bits, or the named curve's size; 0 when not known.
 */
export function publicKeyFacts(der: Buffer, spki: DerNode): { keyAlgorithm: string; keySize: number } {
  const { oid, params, key } = readSpki(der, spki);
  const keyAlgorithm = KEY_ALGS[oid] ?? 'UNKNOWN';
  let keySize = 0;
  if (keyAlgorithm === 'RSA' && key.length > 0) keySize = bitLength(rsaNumbers(key).n);
  else if (keyAlgorithm === 'DSA' && params?.tag === 0x30) keySize = bitLength(unsigned(derContent(der, derChildren(der, params)[0])));
  else if (keyAlgorithm === 'EC') keySize = curveOf(der, params)?.bits ?? 0;
  return { keyAlgorithm, keySize };
}

/**
 * Imports a SubjectPublicKeyInfo. RSA keys and uncompressed EC points on the NIST curves go in
 * as JWK, built from the DER: OpenSSL 3 imports those about forty times faster than it decodes
 * the same key from DER, and for a small package that decoding is most of the verification.
 * Anything else is decoded from the DER.
 */
export function importPublicKey(der: Buffer, spki: DerNode, spkiDer: Buffer): KeyObject {
  const { oid, params, key } = readSpki(der, spki);
  const b64 = (b: Buffer) => b.toString('base64url');
  if (oid === OID_RSA && key.length > 0) {
    const { n, e } = rsaNumbers(key);
    if (n.length && e.length) return createPublicKey({ key: { kty: 'RSA', n: b64(n), e: b64(e) }, format: 'jwk' });
  }
  const curve = oid === OID_EC ? curveOf(der, params) : undefined;
  const size = curve ? Math.ceil(curve.bits / 8) : 0;
  if (curve?.jwk && key.length === 1 + 2 * size && key[0] === 0x04) {
    const [x, y] = [key.subarray(1, 1 + size), key.subarray(1 + size)];
    return createPublicKey({ key: { kty: 'EC', crv: curve.jwk, x: b64(x), y: b64(y) }, format: 'jwk' });
  }
  return createPublicKey({ key: spkiDer, format: 'der', type: 'spki' });
}

/** A DER INTEGER's content without its sign byte (and any leading zeros). */
function unsigned(bytes: Buffer): Buffer {
  let i = 0;
  while (i < bytes.length - 1 && bytes[i] === 0) i++;
  return bytes.subarray(i);
}

/** Bit length of an unsigned big-endian number. */
function bitLength(bytes: Buffer): number {
  return bytes.length === 0 ? 0 : (bytes.length - 1) * 8 + (32 - Math.clz32(bytes[0]));
}
