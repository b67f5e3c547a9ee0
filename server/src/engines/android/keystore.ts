import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import EncryptedPrivateKeyInfo from 'jks-js/lib/encryption/EncryptedPrivateKeyInfo.js';
import KeyProtector from 'jks-js/lib/encryption/KeyProtector.js';
import JavaKeyStoreParser from 'jks-js/lib/keystore/JavaKeyStoreParser.js';
import type { KeyEntry } from 'jks-js';
import type Forge from 'node-forge';

// A JKS store goes straight to jks-js's own parser and key protector: its entry point loads
// node-forge, which only a PKCS#12 store needs and which takes a command-line run about 50 ms to
// load, so node-forge is loaded when a PKCS#12 store is first opened.
const load = createRequire(import.meta.url);
const jks = {
  parseJks(bytes: Buffer, password: string) {
    return new JavaKeyStoreParser(bytes, password).parse();
  },
  decrypt(protectedKey: KeyEntry['protectedPrivateKey'], password: string): string {
    return new KeyProtector(password).recover(new EncryptedPrivateKeyInfo(protectedKey));
  },
};
let forgeModule: typeof Forge | undefined;
const forgeLibrary = (): typeof Forge => (forgeModule ??= load('node-forge') as typeof Forge);

/** Why a keystore cannot be used; the service answers each with its message. */
export type KeystoreProblem = 'format' | 'storePassword' | 'alias' | 'aliasPassword';

export class KeystoreError extends Error {
  constructor(
    readonly problem: KeystoreProblem,
    detail: string,
  ) {
    super(`keystore.${problem}: ${detail}`);
    this.name = 'KeystoreError';
  }
}

export interface CertificateFacts {
  subject: string;
  issuer: string;
  serialNumber: string;
  notBefore: Date;
  notAfter: Date;
  /** SHA-256 of the DER certificate, lowercase hex: what APK signature schemes and Play show. */
  sha256: string;
  keyAlgorithm: string;
}

/** A signing identity read from a keystore: the key, its certificate chain and the facts shown. */
export interface SigningIdentity {
  type: 'jks' | 'pkcs12';
  alias: string;
  /** Every key entry's alias, for the message when the wanted one is missing. */
  aliases: string[];
  privateKey: crypto.KeyObject;
  /** DER certificates, the signer's first. */
  chain: Buffer[];
  certificate: CertificateFacts;
}

const JKS_MAGIC = 0xfeedfeed;
const JCEKS_MAGIC = 0xcececece;
/** Keystores are small; anything larger is not one. */
const MAX_KEYSTORE_BYTES = 1024 * 1024;

function facts(der: Buffer): CertificateFacts {
  const cert = new crypto.X509Certificate(der);
  return {
    subject: cert.subject.replace(/\n/g, ', '),
    issuer: cert.issuer.replace(/\n/g, ', '),
    serialNumber: cert.serialNumber.toLowerCase(),
    notBefore: new Date(cert.validFrom),
    notAfter: new Date(cert.validTo),
    sha256: crypto.createHash('sha256').update(der).digest('hex'),
    keyAlgorithm: cert.publicKey.asymmetricKeyType ?? 'unknown',
  };
}

/** A JKS store: the store password checks the file's digest, the alias password unlocks the key. */
function openJks(bytes: Buffer, storePassword: string, alias: string, aliasPassword: string): SigningIdentity {
  let entries: ReturnType<typeof jks.parseJks>;
  try {
    entries = jks.parseJks(bytes, storePassword);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (/password/i.test(message)) throw new KeystoreError('storePassword', message);
    throw new KeystoreError('format', message);
  }
  const keys = entries.filter((e): e is KeyEntry => 'protectedPrivateKey' in e);
  const entry = keys.find((e) => e.alias.toLowerCase() === alias.toLowerCase());
  if (!entry) throw new KeystoreError('alias', `no key entry ${JSON.stringify(alias)}`);
  let pem: string;
  try {
    pem = jks.decrypt(entry.protectedPrivateKey, aliasPassword);
  } catch (err) {
    throw new KeystoreError('aliasPassword', err instanceof Error ? err.message : String(err));
  }
  const chain = entry.chain.filter((c) => c.certType === 'X.509').map((c) => Buffer.from(c.value));
  if (chain.length === 0) throw new KeystoreError('format', 'the key entry has no certificate');
  return {
    type: 'jks',
    alias: entry.alias,
    aliases: keys.map((k) => k.alias),
    privateKey: crypto.createPrivateKey(pem),
    chain,
    certificate: facts(chain[0]),
  };
}

/**
 * A certificate bag's DER: forge keeps a certificate it cannot parse (EC) as its structure and
 * parses an RSA one, keeping the structure it was read from (`tbsCertificate`), so encoding it
 * again gives the same bytes.
 */
function certificateDer(bag: Forge.pkcs12.Bag): Buffer {
  const forge = forgeLibrary();
  const asn1 = (bag as Forge.pkcs12.Bag & { asn1?: Forge.asn1.Asn1 }).asn1 ?? (bag.cert ? forge.pki.certificateToAsn1(bag.cert) : undefined);
  if (!asn1) throw new KeystoreError('format', 'a certificate bag holds no certificate');
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}

/**
 * A PKCS#12 store: the store password checks its MAC and decrypts its bags. PKCS#12 has one
 * password for the store and its keys (keytool ignores a different key password), so the alias
 * password must be the store's.
 */
function openPkcs12(bytes: Buffer, storePassword: string, alias: string, aliasPassword: string): SigningIdentity {
  const forge = forgeLibrary();
  let p12: Forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(bytes.toString('binary')), storePassword);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (/MAC could not be verified|password/i.test(message)) throw new KeystoreError('storePassword', message);
    throw new KeystoreError('format', message);
  }
  const bagsOf = (type: string) => (p12.getBags({ bagType: type })[type] ?? []) as Forge.pkcs12.Bag[];
  const keyBags = [...bagsOf(forge.pki.oids.pkcs8ShroudedKeyBag), ...bagsOf(forge.pki.oids.keyBag)];
  const nameOf = (bag: Forge.pkcs12.Bag) => (bag.attributes.friendlyName?.[0] as string | undefined) ?? '';
  const keyBag = keyBags.find((b) => nameOf(b).toLowerCase() === alias.toLowerCase());
  if (!keyBag) throw new KeystoreError('alias', `no key entry ${JSON.stringify(alias)}`);
  if (aliasPassword !== storePassword) throw new KeystoreError('aliasPassword', 'a PKCS#12 key is protected by the store password');
  // forge turns an RSA key into its own key object (`key`) and leaves other keys (EC) as the
  // decrypted PKCS#8 structure (`asn1`).
  const bag = keyBag as Forge.pkcs12.Bag & { asn1?: Forge.asn1.Asn1 };
  const keyAsn1 = bag.asn1 ?? (bag.key ? forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(bag.key as Forge.pki.rsa.PrivateKey)) : undefined);
  if (!keyAsn1) throw new KeystoreError('aliasPassword', 'the key could not be decrypted');
  const privateKey = crypto.createPrivateKey({ key: Buffer.from(forge.asn1.toDer(keyAsn1).getBytes(), 'binary'), format: 'der', type: 'pkcs8' });
  // The certificate sharing the key's local id (or name); then the rest of the chain.
  const localId = keyBag.attributes.localKeyId?.[0];
  const certs = bagsOf(forge.pki.oids.certBag).map((bag) => ({
    bag,
    der: certificateDer(bag),
  }));
  const own = certs.find((c) => (localId && c.bag.attributes.localKeyId?.[0] === localId) || nameOf(c.bag).toLowerCase() === alias.toLowerCase());
  if (!own) throw new KeystoreError('format', 'the key entry has no certificate');
  return {
    type: 'pkcs12',
    alias: nameOf(keyBag),
    aliases: keyBags.map(nameOf).filter(Boolean),
    privateKey,
    chain: [own.der, ...certs.filter((c) => c !== own).map((c) => c.der)],
    certificate: facts(own.der),
  };
}

/**
 * Opens a JKS or PKCS#12 keystore (typed by content) and reads the signing identity of `alias`.
 * Throws {@link KeystoreError}: `storePassword` and `aliasPassword` for wrong passwords,
 * `alias` when no key entry has that alias, `format` for anything that is not a keystore.
 */
export function openKeystore(bytes: Buffer, passwords: { storePassword: string; alias: string; aliasPassword: string }): SigningIdentity {
  if (bytes.length < 4 || bytes.length > MAX_KEYSTORE_BYTES) throw new KeystoreError('format', 'not a keystore');
  const magic = bytes.readUInt32BE(0);
  if (magic === JCEKS_MAGIC) throw new KeystoreError('format', 'JCEKS keystores are not supported; convert it to PKCS#12 with keytool -importkeystore');
  const { storePassword, alias, aliasPassword } = passwords;
  if (magic === JKS_MAGIC) return openJks(bytes, storePassword, alias, aliasPassword);
  if (bytes[0] === 0x30) return openPkcs12(bytes, storePassword, alias, aliasPassword);
  throw new KeystoreError('format', 'not a JKS or PKCS#12 keystore');
}
