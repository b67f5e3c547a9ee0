import { describe, expect, it } from 'vitest';
import type { ScanResult } from '../report/scan-result.js';
import { scanBuffer, scanFile } from '../scan.js';
import { fixturePath, fixturesOfKind } from '../test-fixtures.js';
import { buildIpa, buildMachO, type TestMachO } from './test-ipa.js';

// ios.binary.weak_crypto promises DES, 3DES, RC4 and ECB, not only CC_MD5/CC_SHA1.

function weakCrypto(spec: TestMachO): string[] {
  const r: ScanResult = scanBuffer(buildIpa(buildMachO(spec)), 'app.ipa');
  return (r.findings.find((f) => f.id === 'ios.binary.weak_crypto')?.evidence ?? []).map((e) => e.detail ?? '');
}

describe('iOS weak crypto', () => {
  it('reports CCCrypt used with a weak algorithm or ECB named in the binary', () => {
    expect(weakCrypto({ imports: ['_CCCrypt'], strings: ['kCCAlgorithmDES', 'CCOptions(kCCOptionECBMode)'] })).toEqual(['_CCCrypt with kCCAlgorithmDES, kCCOptionECBMode']);
    expect(weakCrypto({ imports: ['_CCCryptorCreateWithMode'], strings: ['kCCAlgorithm3DES', 'kCCAlgorithmRC4'] })).toEqual([
      '_CCCryptorCreateWithMode with kCCAlgorithm3DES, kCCAlgorithmRC4',
    ]);
  });

  it('reports OpenSSL/BoringSSL DES, RC4 and ECB functions', () => {
    expect(weakCrypto({ imports: ['_EVP_des_ede3_cbc', '_EVP_aes_128_ecb', '_RC4', '_DES_ecb_encrypt', '_EVP_aes_256_gcm'] })).toEqual([
      '_DES_ecb_encrypt, _EVP_aes_128_ecb, _EVP_des_ede3_cbc, _RC4',
    ]);
  });

  it('keeps reporting CommonCrypto MD5 and SHA-1', () => {
    expect(weakCrypto({ imports: ['_CC_MD5', '_CC_SHA1'] })).toEqual(['_CC_MD5, _CC_SHA1']);
  });

  it('stays quiet for AES-GCM/CBC and for weak names without a cipher call', () => {
    expect(weakCrypto({ imports: ['_CCCrypt', '_EVP_aes_256_gcm', '_EVP_aes_128_cbc', '_CC_SHA256'], strings: ['kCCAlgorithmAES', 'kCCOptionPKCS7Padding'] })).toEqual([]);
    expect(weakCrypto({ imports: ['_CC_SHA256'], strings: ['kCCAlgorithmDES'] })).toEqual([]);
  });
});

describe.skipIf(fixturesOfKind('ipa').length === 0)('iOS weak crypto on the fixtures', () => {
  it('finds only the SHA-1 that BitBar imports, and nothing in UnCrackable Level 1', () => {
    const details = (file: string) =>
      scanFile(fixturePath(file))
        .findings.filter((f) => f.id === 'ios.binary.weak_crypto')
        .flatMap((f) => f.evidence.map((e) => e.detail));
    expect(details('bitbar-BitBarSampleApp.ipa')).toEqual(['_CC_SHA1']);
    expect(details('mastg-UnCrackable-Level1.ipa')).toEqual([]);
  });
});
