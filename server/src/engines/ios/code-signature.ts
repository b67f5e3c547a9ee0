import { verifyCms } from '../crypto/cms.js';
import type { CertificateInfo } from '../crypto/x509.js';
import { parsePlist, type PlistDict } from './plist.js';

/** What an embedded code signature tells. */
export interface CodeSignatureInfo {
  entitlements: PlistDict | null;
  /** The CMS signer's certificate, when the signature carries one. */
  signer?: CertificateInfo;
  /** CMS signature verified over the CodeDirectory. */
  verified: boolean;
  /** True for ad-hoc signatures (CodeDirectory without CMS). */
  adHoc: boolean;
  error?: string;
}

const SUPERBLOB = 0xfade0cc0;
const CODEDIRECTORY = 0xfade0c02;
const ENTITLEMENTS = 0xfade7171;
const CMS_BLOB = 0xfade0b01;

/**
 * Reads a code-signing SuperBlob (LC_CODE_SIGNATURE data): the XML entitlements and the CMS
 * signature, verified against the primary CodeDirectory it signs. Never throws.
 */
export function parseCodeSignature(blob: Buffer): CodeSignatureInfo {
  const info: CodeSignatureInfo = { entitlements: null, verified: false, adHoc: false };
  try {
    if (blob.length < 12 || blob.readUInt32BE(0) !== SUPERBLOB) return { ...info, error: 'no SuperBlob' };
    const count = Math.min(blob.readUInt32BE(8), 64);
    let codeDirectory: Buffer | undefined;
    let cms: Buffer | undefined;
    for (let i = 0; i < count; i++) {
      const idx = 12 + i * 8;
      if (idx + 8 > blob.length) break;
      const type = blob.readUInt32BE(idx);
      const off = blob.readUInt32BE(idx + 4);
      if (off + 8 > blob.length) continue;
      const magic = blob.readUInt32BE(off);
      const len = Math.min(blob.readUInt32BE(off + 4), blob.length - off);
      const body = blob.subarray(off, off + len);
      if (magic === CODEDIRECTORY && type === 0) codeDirectory = body;
      else if (magic === ENTITLEMENTS) {
        try {
          info.entitlements = parsePlist(body.subarray(8));
        } catch {
          info.error = 'entitlements unreadable';
        }
      } else if (magic === CMS_BLOB) cms = body.subarray(8);
    }
    if (!cms || cms.length === 0) {
      info.adHoc = codeDirectory !== undefined;
      return info;
    }
    const signed = verifyCms(cms, codeDirectory);
    const signer = signed.signers[0];
    info.signer = signer?.certificate?.info;
    info.verified = signer?.verified === true;
    if (signer?.error) info.error = signer.error;
  } catch (err) {
    info.error = (err as Error).message;
  }
  return info;
}
