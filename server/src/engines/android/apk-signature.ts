import { constants, createHash, createPublicKey, verify as cryptoVerify, type KeyObject } from 'node:crypto';
import type { ByteSource } from '../archive/byte-source.js';
import type { ZipArchive } from '../archive/zip-reader.js';
import { verifyCms } from '../crypto/cms.js';
import { parseCertificate, type CertificateCache, type CertificateInfo, type ParsedCertificate } from '../crypto/x509.js';

/** Signature schemes as reported in the scan result. */
export type SignatureScheme = 'v1' | 'v2' | 'v3' | 'v3.1';

/** Outcome of checking one scheme. */
export interface SchemeResult {
  scheme: SignatureScheme;
  verified: boolean;
  errors: string[];
  /** First certificate of each signer. */
  signers: ParsedCertificate[];
  /** v3 / v3.1: the API levels each signer is for (inclusive), as its block declares them. */
  sdkRanges?: Array<[number, number]>;
}

/** All signature facts of an APK (or the JAR signature of an AAB). */
export interface ApkSignatureReport {
  /** Schemes that verified, in order. */
  schemes: SignatureScheme[];
  /** Schemes present in the package, verified or not. */
  present: SignatureScheme[];
  certificates: CertificateInfo[];
  results: SchemeResult[];
  /** The v1 `.SF` claims v2/v3 signing that is missing (stripping attack). */
  strippedSchemes: boolean;
  /** Digest algorithms of the JAR signature (and sha256 when a signing block exists), for the SHA-1 finding. */
  digestAlgorithms: string[];
  /** Digest algorithms of the JAR signature alone: releases before Android 4.3 check only SHA-1 and MD5 ones. */
  jarDigestAlgorithms: string[];
}

const BLOCK_MAGIC = 'APK Sig Block 42';
const ID_V2 = 0x7109871a;
const ID_V3 = 0xf05368c0;
const ID_V31 = 0x1b93ad61;
const CHUNK = 1024 * 1024;

interface SigAlg {
  hash: 'sha256' | 'sha512';
  kind: 'rsa-pss' | 'rsa' | 'ecdsa' | 'dsa';
  saltLength?: number;
}

const SIG_ALGS: Record<number, SigAlg> = {
  0x0101: { hash: 'sha256', kind: 'rsa-pss', saltLength: 32 },
  0x0102: { hash: 'sha512', kind: 'rsa-pss', saltLength: 64 },
  0x0103: { hash: 'sha256', kind: 'rsa' },
  0x0104: { hash: 'sha512', kind: 'rsa' },
  0x0201: { hash: 'sha256', kind: 'ecdsa' },
  0x0202: { hash: 'sha512', kind: 'ecdsa' },
  0x0301: { hash: 'sha256', kind: 'dsa' },
};

/** Options for {@link verifyApkSignatures}. */
export interface SignatureOptions {
  /** Verify v1 entry digests (inflates every entry; default true). */
  verifyV1Entries?: boolean;
}

/**
 * Verifies JAR (v1) and APK Signature Scheme v2/v3/v3.1 signatures, as `apksigner verify`
 * does: v1 through the PKCS#7 block, the `.SF` and every manifest digest; v2/v3 through each
 * signer's signature over its signed data, the public key/certificate match and the chunked
 * content digest over the zip sections. Never throws on malformed input; problems are recorded
 * per scheme.
 */
export function verifyApkSignatures(zip: ZipArchive, source: ByteSource, options: SignatureOptions = {}): ApkSignatureReport {
  const results: SchemeResult[] = [];
  const certCache: CertificateCache = new Map();
  const v1 = verifyV1(zip, options.verifyV1Entries !== false, certCache);
  if (v1) results.push(v1.result);
  const block = findSigningBlock(zip, source);
  const digestCache = new Map<string, Buffer>();
  if (block) {
    for (const [id, scheme] of [
      [ID_V2, 'v2'],
      [ID_V3, 'v3'],
      [ID_V31, 'v3.1'],
    ] as const) {
      const value = block.pairs.get(id);
      if (value) results.push(verifyV2Style(scheme, value, zip, source, block.offset, digestCache, certCache));
    }
  }
  const schemes = results.filter((r) => r.verified).map((r) => r.scheme);
  const present = results.map((r) => r.scheme);
  const best = [...results].reverse().find((r) => r.verified && r.signers.length) ?? [...results].reverse().find((r) => r.signers.length);
  const seen = new Set<string>();
  const certificates: CertificateInfo[] = [];
  for (const c of best?.signers ?? []) {
    if (!seen.has(c.info.sha256)) {
      seen.add(c.info.sha256);
      certificates.push(c.info);
    }
  }
  const claimed = v1?.claimedSchemes ?? [];
  const strippedSchemes = claimed.some((n) => (n === 2 && !present.includes('v2')) || (n === 3 && !present.includes('v3')));
  const digestAlgorithms = [...new Set([...(v1?.digests ?? []), ...(block ? ['sha256'] : [])])];
  return { schemes, present, certificates, results, strippedSchemes, digestAlgorithms, jarDigestAlgorithms: v1?.digests ?? [] };
}

// ---------------------------------------------------------------- v1 (JAR)

interface ManifestSection {
  attrs: Map<string, string>;
  raw: Buffer;
}

/** Splits a JAR manifest into sections, keeping each section's exact bytes. */
function parseManifest(buf: Buffer): { main: ManifestSection; entries: Map<string, ManifestSection> } {
  const sections: ManifestSection[] = [];
  let start = 0;
  let p = 0;
  let lines: string[] = [];
  const flush = (end: number): void => {
    const attrs = new Map<string, string>();
    let last = '';
    for (const line of lines) {
      if (line.startsWith(' ') && last) attrs.set(last, attrs.get(last)! + line.slice(1));
      else {
        const i = line.indexOf(': ');
        if (i > 0) {
          last = line.slice(0, i);
          attrs.set(last, line.slice(i + 2));
        }
      }
    }
    sections.push({ attrs, raw: buf.subarray(start, end) });
    lines = [];
  };
  while (p < buf.length) {
    let e = p;
    while (e < buf.length && buf[e] !== 0x0a && buf[e] !== 0x0d) e++;
    const line = buf.toString('utf8', p, e);
    if (buf[e] === 0x0d && buf[e + 1] === 0x0a) e += 2;
    else if (e < buf.length) e += 1;
    if (line === '') {
      if (lines.length) flush(e);
      start = e;
    } else lines.push(line);
    p = e;
  }
  if (lines.length) flush(buf.length);
  const [main = { attrs: new Map(), raw: Buffer.alloc(0) }, ...rest] = sections;
  const entries = new Map<string, ManifestSection>();
  for (const s of rest) {
    const name = s.attrs.get('Name');
    if (name !== undefined && !entries.has(name)) entries.set(name, s);
  }
  return { main, entries };
}

const JAR_DIGESTS: [string, string][] = [
  ['SHA-512', 'sha512'],
  ['SHA-384', 'sha384'],
  ['SHA-256', 'sha256'],
  ['SHA1', 'sha1'],
  ['SHA-1', 'sha1'],
  ['MD5', 'md5'],
];

function digestAttr(attrs: Map<string, string>, suffix: string): { alg: string; value: string } | undefined {
  for (const [prefix, alg] of JAR_DIGESTS) {
    const v = attrs.get(`${prefix}${suffix}`);
    if (v) return { alg, value: v };
  }
  return undefined;
}

function isSignatureFile(name: string): boolean {
  if (!name.startsWith('META-INF/')) return false;
  const rest = name.slice(9);
  if (rest.includes('/')) return false;
  return rest === 'MANIFEST.MF' || /\.(SF|RSA|DSA|EC)$/i.test(rest) || rest.startsWith('SIG-');
}

function verifyV1(zip: ZipArchive, checkEntries: boolean, certCache: CertificateCache): { result: SchemeResult; claimedSchemes: number[]; digests: string[] } | undefined {
  const blocks = zip.names().filter((n) => /^META-INF\/[^/]+\.(RSA|DSA|EC)$/i.test(n));
  if (!blocks.length) return undefined;
  const result: SchemeResult = { scheme: 'v1', verified: false, errors: [], signers: [] };
  const digests = new Set<string>();
  const claimedSchemes: number[] = [];
  let manifest: ReturnType<typeof parseManifest> | undefined;
  let manifestBytes: Buffer | undefined;
  try {
    manifestBytes = zip.readByName('META-INF/MANIFEST.MF');
    if (manifestBytes) manifest = parseManifest(manifestBytes);
  } catch (err) {
    result.errors.push(`MANIFEST.MF unreadable: ${(err as Error).message}`);
  }
  let allSignersOk = true;
  for (const blockName of blocks) {
    const sfName = blockName.replace(/\.[^.]+$/, '.SF');
    try {
      const sf = zip.readByName(sfName);
      const block = zip.readByName(blockName)!;
      if (!sf) throw new Error(`${sfName} missing`);
      const cms = verifyCms(block, sf, certCache);
      const signer = cms.signers[0];
      if (signer?.certificate) result.signers.push(signer.certificate);
      if (!signer?.verified) throw new Error(`${blockName}: ${signer?.error ?? 'no signer'}`);
      digests.add(signer.digestAlgorithm);
      if (!manifest || !manifestBytes) throw new Error('MANIFEST.MF missing');
      const sfParsed = parseManifest(sf);
      const claimed = sfParsed.main.attrs.get('X-Android-APK-Signed');
      if (claimed)
        claimedSchemes.push(
          ...claimed
            .split(',')
            .map((s) => Number(s.trim()))
            .filter(Number.isFinite),
        );
      const whole = digestAttr(sfParsed.main.attrs, '-Digest-Manifest');
      const wholeOk = whole && createHash(whole.alg).update(manifestBytes).digest('base64') === whole.value;
      if (whole) digests.add(whole.alg);
      if (!wholeOk) {
        for (const [name, section] of sfParsed.entries) {
          const d = digestAttr(section.attrs, '-Digest');
          const ms = manifest.entries.get(name);
          if (!d || !ms || createHash(d.alg).update(ms.raw).digest('base64') !== d.value) {
            throw new Error(`${sfName}: digest of manifest section ${name} does not match`);
          }
        }
      }
    } catch (err) {
      allSignersOk = false;
      result.errors.push((err as Error).message);
    }
  }
  if (allSignersOk && manifest && checkEntries) {
    for (const name of zip.names()) {
      if (name.endsWith('/') || isSignatureFile(name)) continue;
      const section = manifest.entries.get(name);
      const d = section && digestAttr(section.attrs, '-Digest');
      if (!d) {
        result.errors.push(`${name} is not covered by MANIFEST.MF`);
        allSignersOk = false;
        break;
      }
      digests.add(d.alg);
      try {
        if (createHash(d.alg).update(zip.readByName(name)!).digest('base64') !== d.value) {
          result.errors.push(`digest mismatch for ${name}`);
          allSignersOk = false;
          break;
        }
      } catch (err) {
        result.errors.push(`${name}: ${(err as Error).message}`);
        allSignersOk = false;
        break;
      }
    }
  }
  result.verified = allSignersOk && result.signers.length > 0;
  return { result, claimedSchemes, digests: [...digests] };
}

// ---------------------------------------------------------------- v2 / v3 (APK Signing Block)

interface SigningBlock {
  offset: number;
  pairs: Map<number, Buffer>;
}

function findSigningBlock(zip: ZipArchive, source: ByteSource): SigningBlock | undefined {
  const cd = zip.layout.cdOffset;
  if (cd < 32) return undefined;
  const footer = source.read(cd - 24, 24);
  if (footer.length !== 24 || footer.toString('latin1', 8, 24) !== BLOCK_MAGIC) return undefined;
  const size = Number(footer.readBigUInt64LE(0));
  const offset = cd - size - 8;
  if (size < 24 || offset < 0) return undefined;
  const block = source.read(offset, size + 8);
  if (block.length !== size + 8 || Number(block.readBigUInt64LE(0)) !== size) return undefined;
  const pairs = new Map<number, Buffer>();
  let p = 8;
  const end = block.length - 24;
  while (p + 12 <= end) {
    const len = Number(block.readBigUInt64LE(p));
    if (len < 4 || p + 8 + len > end) break;
    const id = block.readUInt32LE(p + 8);
    if (!pairs.has(id)) pairs.set(id, block.subarray(p + 12, p + 8 + len));
    p += 8 + len;
  }
  return { offset, pairs };
}

/** Reads a uint32-length-prefixed slice, bounds-checked. */
class Reader {
  p = 0;
  constructor(private readonly buf: Buffer) {}
  get done(): boolean {
    return this.p >= this.buf.length;
  }
  u32(): number {
    if (this.p + 4 > this.buf.length) throw new RangeError('signing block truncated');
    const v = this.buf.readUInt32LE(this.p);
    this.p += 4;
    return v;
  }
  prefixed(): Buffer {
    const len = this.u32();
    if (this.p + len > this.buf.length) throw new RangeError('signing block length out of range');
    const out = this.buf.subarray(this.p, this.p + len);
    this.p += len;
    return out;
  }
  list(): Buffer[] {
    const r = new Reader(this.prefixed());
    const out: Buffer[] = [];
    while (!r.done) out.push(r.prefixed());
    return out;
  }
}

function verifyV2Style(
  scheme: 'v2' | 'v3' | 'v3.1',
  value: Buffer,
  zip: ZipArchive,
  source: ByteSource,
  blockOffset: number,
  digestCache: Map<string, Buffer>,
  certCache: CertificateCache,
): SchemeResult {
  const isV3 = scheme !== 'v2';
  const result: SchemeResult = { scheme, verified: false, errors: [], signers: [], ...(isV3 ? { sdkRanges: [] } : {}) };
  let signers: Buffer[];
  try {
    signers = new Reader(value).list();
  } catch (err) {
    result.errors.push((err as Error).message);
    return result;
  }
  if (!signers.length) result.errors.push('no signers');
  let ok = signers.length > 0;
  for (const signerBuf of signers) {
    try {
      const r = new Reader(signerBuf);
      const signedData = r.prefixed();
      if (isV3) result.sdkRanges!.push([r.u32(), r.u32()]);
      const signatures = r.list().map((s) => {
        const sr = new Reader(s);
        return { alg: sr.u32(), sig: sr.prefixed() };
      });
      const publicKeyDer = r.prefixed();
      const sd = new Reader(signedData);
      const digests = sd.list().map((d) => {
        const dr = new Reader(d);
        return { alg: dr.u32(), digest: dr.prefixed() };
      });
      const certs = sd.list().map((c) => parseCertificate(Buffer.from(c), certCache));
      if (certs[0]) result.signers.push(certs[0]);
      const usable = signatures.filter((s) => SIG_ALGS[s.alg]);
      if (!usable.length) throw new Error('no supported signature algorithm');
      const best = usable.reduce((a, b) => (SIG_ALGS[b.alg].hash === 'sha512' ? b : a));
      const alg = SIG_ALGS[best.alg];
      // The usual case, a public key equal to the first certificate's, reuses that key object;
      // a differently encoded but equal key is compared after re-encoding, as apksigner does.
      const keyMatchesCert = !!certs[0] && (certs[0].spkiDer.equals(publicKeyDer) || publicKeyEncodes(certs[0], publicKeyDer));
      const key = keyMatchesCert ? certs[0].publicKey() : createPublicKey({ key: Buffer.from(publicKeyDer), format: 'der', type: 'spki' });
      if (!verifyRaw(alg, signedData, key, best.sig)) throw new Error('signature over signed data does not verify');
      const sigAlgs = signatures
        .map((s) => s.alg)
        .sort()
        .join(',');
      const digestAlgs = digests
        .map((d) => d.alg)
        .sort()
        .join(',');
      if (sigAlgs !== digestAlgs) throw new Error('signature and digest algorithm lists differ');
      if (!certs[0]) throw new Error('no certificate');
      if (!keyMatchesCert) throw new Error('public key does not match the first certificate');
      const expected = digests.find((d) => d.alg === best.alg)!.digest;
      let actual = digestCache.get(alg.hash);
      if (!actual) {
        actual = contentDigest(alg.hash, zip, source, blockOffset);
        digestCache.set(alg.hash, actual);
      }
      if (!actual.equals(expected)) throw new Error('content digest mismatch');
    } catch (err) {
      ok = false;
      result.errors.push((err as Error).message);
    }
  }
  result.verified = ok;
  return result;
}

/** Whether the certificate's key, re-encoded, is `spki` (a key it cannot import is not). */
function publicKeyEncodes(cert: ParsedCertificate, spki: Buffer): boolean {
  try {
    return cert.publicKey().export({ format: 'der', type: 'spki' }).equals(spki);
  } catch {
    return false;
  }
}

function verifyRaw(alg: SigAlg, data: Buffer, key: KeyObject, sig: Buffer): boolean {
  if (alg.kind === 'rsa-pss') {
    return cryptoVerify(alg.hash, data, { key, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: alg.saltLength }, sig);
  }
  return cryptoVerify(alg.hash, data, key, sig);
}

/** The v2 chunked digest over [0, block), [cd, eocd) and the EOCD with its CD offset patched. */
function contentDigest(hash: 'sha256' | 'sha512', zip: ZipArchive, source: ByteSource, blockOffset: number): Buffer {
  const { cdOffset, eocdOffset } = zip.layout;
  const eocd = Buffer.from(source.read(eocdOffset, source.size - eocdOffset));
  eocd.writeUInt32LE(blockOffset, 16);
  const chunkDigests: Buffer[] = [];
  const prefix = Buffer.alloc(5);
  const add = (data: Buffer): void => {
    prefix[0] = 0xa5;
    prefix.writeUInt32LE(data.length, 1);
    chunkDigests.push(createHash(hash).update(prefix).update(data).digest());
  };
  const section = (start: number, end: number): void => {
    for (let p = start; p < end; p += CHUNK) add(source.read(p, Math.min(CHUNK, end - p)));
  };
  section(0, blockOffset);
  section(cdOffset, eocdOffset);
  for (let p = 0; p < eocd.length; p += CHUNK) add(eocd.subarray(p, p + CHUNK));
  const top = createHash(hash);
  const head = Buffer.alloc(5);
  head[0] = 0x5a;
  head.writeUInt32LE(chunkDigests.length, 1);
  top.update(head);
  for (const d of chunkDigests) top.update(d);
  return top.digest();
}
