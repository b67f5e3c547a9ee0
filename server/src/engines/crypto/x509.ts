import { createHash, X509Certificate } from 'node:crypto';
import { derChildren, derOid, derRaw, derString, derTime, readDer, type DerNode } from './der.js';

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
export function formatName(buf: Buffer, name: DerNode): string {
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
  x509: X509Certificate;
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
  const x509 = new X509Certificate(der);
  const key = x509.publicKey;
  const details = key.asymmetricKeyDetails ?? {};
  const keyAlgorithm = (key.asymmetricKeyType ?? 'unknown').toUpperCase().replace('RSA-PSS', 'RSA');
  const keySize = details.modulusLength ?? (details.namedCurve ? curveBits(details.namedCurve) : 0);
  const sigOid = derOid(der, derChildren(der, sigAlg)[0]);
  const hex = (alg: string): string => createHash(alg).update(der).digest('hex');
  const info: CertificateInfo = {
    subject: formatName(der, subject),
    issuer: formatName(der, issuer),
    serialNumber: der.subarray(serial.contentStart, serial.end).toString('hex').replace(/^00(?=.)/, ''),
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
  return { der, info, issuerDer: derRaw(der, issuer), serialDer: der.subarray(serial.contentStart, serial.end), spkiDer: derRaw(der, spki), x509 };
}

function curveBits(curve: string): number {
  const m = /(\d{3})/.exec(curve);
  return m ? Number(m[1]) : 0;
}
