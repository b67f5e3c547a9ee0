import { constants, createHash, verify as cryptoVerify, type KeyObject } from 'node:crypto';
import { derChildren, derContent, derOid, derRaw, readDer, type DerNode } from './der.js';
import { parseCertificate, type CertificateCache, type ParsedCertificate } from './x509.js';

const OID_SIGNED_DATA = '1.2.840.113549.1.7.2';
const OID_MESSAGE_DIGEST = '1.2.840.113549.1.9.4';

const DIGESTS: Record<string, string> = {
  '1.2.840.113549.2.5': 'md5',
  '1.3.14.3.2.26': 'sha1',
  '2.16.840.1.101.3.4.2.1': 'sha256',
  '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
  '2.16.840.1.101.3.4.2.4': 'sha224',
};

const OID_RSA_PSS = '1.2.840.113549.1.1.10';

/** One SignerInfo with the outcome of verifying it. */
export interface CmsSigner {
  certificate?: ParsedCertificate;
  digestAlgorithm: string;
  verified: boolean;
  error?: string;
}

/** A decoded CMS/PKCS#7 SignedData. */
export interface CmsSignedData {
  certificates: ParsedCertificate[];
  signers: CmsSigner[];
  /** The encapsulated content, when attached (e.g. a provisioning profile's plist). */
  content?: Buffer;
}

/**
 * Parses a CMS SignedData (PKCS#7) and verifies each signer over `detached` (or the attached
 * content): the message-digest attribute against the content's digest, then the signature over
 * the signed attributes exactly as encoded; `cache` shares parsed certificates. Throws RangeError on structurally invalid DER.
 */
export function verifyCms(der: Buffer, detached?: Buffer, cache?: CertificateCache): CmsSignedData {
  const ci = derChildren(der, readDer(der, 0));
  if (derOid(der, ci[0]) !== OID_SIGNED_DATA || !ci[1]) throw new RangeError('CMS: not SignedData');
  const sd = derChildren(der, derChildren(der, ci[1])[0]);
  let i = 1; // skip version
  i++; // digestAlgorithms
  const encap = derChildren(der, sd[i++]);
  let content: Buffer | undefined;
  if (encap[1]) {
    const inner = derChildren(der, encap[1])[0];
    content = inner ? octetStringContent(der, inner) : undefined;
  }
  const certificates: ParsedCertificate[] = [];
  if (sd[i]?.tag === 0xa0) {
    for (const c of derChildren(der, sd[i])) {
      try {
        certificates.push(parseCertificate(Buffer.from(derRaw(der, c)), cache));
      } catch {
        // An unparsable certificate simply does not match any signer.
      }
    }
    i++;
  }
  if (sd[i]?.tag === 0xa1) i++;
  const signedContent = detached ?? content;
  const signers = sd[i] ? derChildren(der, sd[i]).map((si) => verifySigner(der, si, certificates, signedContent)) : [];
  return { certificates, signers, content };
}

function octetStringContent(der: Buffer, node: DerNode): Buffer {
  // Constructed (BER-style) octet strings are concatenations of primitive pieces.
  if (node.tag === 0x24) return Buffer.concat(derChildren(der, node).map((n) => octetStringContent(der, n)));
  return Buffer.from(derContent(der, node));
}

function verifySigner(der: Buffer, si: DerNode, certificates: ParsedCertificate[], content: Buffer | undefined): CmsSigner {
  const f = derChildren(der, si);
  const sid = f[1];
  const digestOid = derOid(der, derChildren(der, f[2])[0]);
  const digestAlgorithm = DIGESTS[digestOid] ?? digestOid;
  let k = 3;
  const signedAttrs = f[k]?.tag === 0xa0 ? f[k++] : undefined;
  const sigAlgSeq = derChildren(der, f[k++]);
  const sigAlgOid = derOid(der, sigAlgSeq[0]);
  const signature = derContent(der, f[k]);
  let certificate: ParsedCertificate | undefined;
  if (sid.tag === 0x30) {
    const [issuer, serial] = derChildren(der, sid);
    const issuerDer = derRaw(der, issuer);
    const serialDer = derContent(der, serial);
    certificate = certificates.find((c) => c.issuerDer.equals(issuerDer) && c.serialDer.equals(serialDer));
  } else {
    certificate = certificates[0];
  }
  const result: CmsSigner = { certificate, digestAlgorithm, verified: false };
  if (!certificate) return { ...result, error: 'signer certificate not found' };
  if (!content) return { ...result, error: 'no content to verify' };
  if (!DIGESTS[digestOid]) return { ...result, error: `unsupported digest ${digestOid}` };
  let signedBytes: Buffer = content;
  if (signedAttrs) {
    const md = findMessageDigest(der, signedAttrs);
    if (!md || !md.equals(createHash(digestAlgorithm).update(content).digest())) {
      return { ...result, error: 'message digest mismatch' };
    }
    // Signed attributes are signed as a SET OF, not with their [0] IMPLICIT tag.
    signedBytes = Buffer.from(derRaw(der, signedAttrs));
    signedBytes[0] = 0x31;
  }
  try {
    const ok = verifySignature(digestAlgorithm, sigAlgOid, signedBytes, certificate.publicKey(), signature);
    return ok ? { ...result, verified: true } : { ...result, error: 'signature does not verify' };
  } catch (err) {
    return { ...result, error: `signature check failed: ${(err as Error).message}` };
  }
}

function findMessageDigest(der: Buffer, attrs: DerNode): Buffer | undefined {
  for (const a of derChildren(der, attrs)) {
    const [type, values] = derChildren(der, a);
    if (derOid(der, type) === OID_MESSAGE_DIGEST) {
      const v = derChildren(der, values)[0];
      return v ? Buffer.from(derContent(der, v)) : undefined;
    }
  }
  return undefined;
}

function verifySignature(hash: string, sigAlgOid: string, data: Buffer, key: KeyObject, sig: Buffer): boolean {
  if (sigAlgOid === OID_RSA_PSS) {
    return cryptoVerify(hash, data, { key, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: constants.RSA_PSS_SALTLEN_AUTO }, sig);
  }
  return cryptoVerify(hash, data, key, sig);
}
