// Weak hashes and ciphers in an iOS binary. CommonCrypto takes its algorithm and options as enum
// values (kCCAlgorithmDES = 1 …), which leave no symbol; their names survive only in metadata
// and debug strings, so a weak cipher is reported when the binary imports a CCCrypt function and
// names a weak constant. OpenSSL/BoringSSL name the algorithm in the function itself.

const WEAK_HASHES = ['_CC_MD5', '_CC_SHA1', '_CC_MD4'];
const CC_CIPHERS = ['_CCCrypt', '_CCCryptorCreate', '_CCCryptorCreateWithMode', '_CCCryptorCreateFromData', '_CCCryptorCreateFromDataWithMode'];
const WEAK_CC_NAME = /\bkCC(?:Algorithm(?:DES|3DES|RC4|RC2)|OptionECBMode|ModeECB|ModeRC4)\b/g;
const WEAK_OPENSSL = /^_(?:DES_\w+|RC4(?:_set_key)?|RC2_\w+|EVP_(?:des|rc4|rc2)(?:_\w+)?|EVP_\w+_ecb)$/;
const MAX_NAMES = 10;

/** The weak CommonCrypto constant names (`kCCAlgorithmDES`, `kCCOptionECBMode` …) among a binary's strings. */
export function weakCommonCryptoNames(strings: Iterable<string>): string[] {
  const names = new Set<string>();
  for (const s of strings) {
    if (!s.includes('kCC')) continue;
    for (const m of s.matchAll(WEAK_CC_NAME)) names.add(m[0]);
    if (names.size >= MAX_NAMES) break;
  }
  return [...names].sort();
}

/**
 * Weak-crypto evidence of one slice from its imports: MD5/SHA-1/MD4 through CommonCrypto, a
 * CCCrypt function used with a weak constant named in `ccNames`, and OpenSSL DES/RC4/RC2/ECB
 * functions.
 */
export function weakCryptoUse(imports: ReadonlySet<string>, ccNames: string[]): string[] {
  const found = WEAK_HASHES.filter((x) => imports.has(x));
  const cipher = CC_CIPHERS.find((x) => imports.has(x));
  if (cipher && ccNames.length) found.push(`${cipher} with ${ccNames.join(', ')}`);
  const openssl: string[] = [];
  for (const name of imports) if (WEAK_OPENSSL.test(name) && openssl.length < MAX_NAMES) openssl.push(name);
  return [...found, ...openssl.sort()];
}
