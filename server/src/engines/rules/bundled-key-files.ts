import type { ZipArchive } from '../archive/zip-reader.js';
import type { FindingCollector } from './finding-collector.js';

/** File kinds by extension; the detail shown with each file. */
const KINDS: Record<string, string> = {
  pem: 'PEM file',
  crt: 'certificate',
  cer: 'certificate',
  der: 'DER certificate or key',
  key: 'key file',
  p12: 'PKCS#12 keystore',
  pfx: 'PKCS#12 keystore',
  bks: 'BouncyCastle keystore',
  jks: 'Java keystore',
  keystore: 'keystore',
};
const EXTENSION = /\.(pem|crt|cer|der|key|p12|pfx|bks|jks|keystore)$/i;
// iOS signing files (the CodeResources seal, the provisioning profile) are the platform's.
const PLATFORM_SIGNING = /(?:^|\/)_CodeSignature\/|(?:^|\/)embedded\.mobileprovision$/;
const MAX_FILES = 100;
const MAX_READ = 1024 * 1024;
const PEM_PRIVATE_KEY = /-----BEGIN (?:RSA |EC |DSA |OPENSSH |ENCRYPTED )?PRIVATE KEY-----/;
// DER OIDs of PKCS#12 key bags (1.2.840.113549.1.12.10.1.1 keyBag, …1.2 pkcs8ShroudedKeyBag).
const PKCS12_KEY_BAGS = [1, 2].map((n) => Buffer.from([0x06, 0x0b, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x0c, 0x0a, 0x01, n]));
const JKS_MAGIC = 0xfeedfeed;
const JCEKS_MAGIC = 0xcececece;
const MAX_JKS_ENTRIES = 1000;

/** True when a JKS/JCEKS store holds a private key entry (tag 1); walks entries until it knows. */
function jksHasPrivateKey(b: Buffer): boolean {
  if (b.length < 12 || (b.readUInt32BE(0) !== JKS_MAGIC && b.readUInt32BE(0) !== JCEKS_MAGIC)) return false;
  const version = b.readUInt32BE(4);
  const count = Math.min(b.readUInt32BE(8), MAX_JKS_ENTRIES);
  let p = 12;
  const skipUtf = (): void => {
    p += 2 + b.readUInt16BE(p);
  };
  const skipCertificate = (): void => {
    if (version === 2) skipUtf();
    p += 4 + b.readUInt32BE(p);
  };
  try {
    for (let i = 0; i < count; i++) {
      const tag = b.readUInt32BE(p);
      if (tag === 1) return true;
      if (tag !== 2) return false; // a JCEKS secret key is a serialised object: stop here
      p += 4;
      skipUtf();
      p += 8;
      skipCertificate();
    }
  } catch {
    // A truncated store: what was read holds no private key.
  }
  return false;
}

/** Where a file shows that it carries a private key, if it does. */
function privateKeyIn(bytes: Buffer): string | undefined {
  if (PEM_PRIVATE_KEY.test(bytes.toString('latin1'))) return 'PEM private key';
  if (jksHasPrivateKey(bytes)) return 'Java keystore private key entry';
  if (bytes[0] === 0x30 && PKCS12_KEY_BAGS.some((oid) => bytes.includes(oid))) return 'PKCS#12 key bag';
  return undefined;
}

/**
 * Reports certificate, key and keystore files bundled in a package (APK, AAB or IPA) as
 * `files.certificate_or_keystore`, and those that visibly hold a private key (PEM, JKS key
 * entry, PKCS#12 key bag) also as `secrets.private_key`. iOS code-signing files are skipped.
 */
export function reportBundledKeyFiles(zip: ZipArchive, out: FindingCollector): void {
  const files = zip.names().filter((n) => EXTENSION.test(n) && !PLATFORM_SIGNING.test(n));
  for (const name of files.slice(0, MAX_FILES)) {
    const ext = EXTENSION.exec(name)![1].toLowerCase();
    out.add('files.certificate_or_keystore', { file: name, detail: KINDS[ext] });
    const entry = zip.get(name);
    if (!entry || entry.uncompressedSize > MAX_READ) continue;
    const key = privateKeyIn(zip.read(entry));
    if (key) out.add('secrets.private_key', { file: name, detail: key });
  }
}
