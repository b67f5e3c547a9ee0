import { describe, expect, it } from 'vitest';
import { scanBuffer, scanFile } from '../scan.js';
import { fixturePath, fixturesOfKind } from '../test-fixtures.js';
import { buildIpa, buildMachO, type TestMachO } from './test-ipa.js';

function pinning(spec: TestMachO, info: Record<string, unknown> = {}): string[] {
  const r = scanBuffer(buildIpa(buildMachO(spec), {}, info), 'app.ipa');
  return (r.findings.find((f) => f.id === 'ios.network.pinning')?.evidence ?? []).map((e) => e.detail ?? '');
}

describe('iOS certificate pinning', () => {
  it('is found in declarative NSPinnedDomains', () => {
    const ats = {
      NSAppTransportSecurity: {
        NSPinnedDomains: { 'api.example.com': { NSIncludesSubdomains: true, NSPinnedLeafIdentities: [{ 'SPKI-SHA256-BASE64': 'r/mIkG3eEpVdm+u/ko/cwxzOMo1bk4TyHIlByibiA5E=' }] } },
      },
    };
    expect(pinning({}, ats)).toEqual(['NSPinnedDomains']);
  });

  it('is found from the pinning libraries', () => {
    expect(pinning({ strings: ['TSKPinningValidator'] })).toEqual(['"TSKPinningValidator"']);
    expect(pinning({ strings: ['policyWithPinningMode:'] })).toEqual(['"policyWithPinningMode:"']);
    expect(pinning({ strings: ['PinnedCertificatesTrustEvaluator'] })).toEqual(['"PinnedCertificatesTrustEvaluator"']);
  });

  it("is found when the code evaluates the trust and compares the server's certificate", () => {
    expect(pinning({ imports: ['_SecTrustEvaluateWithError', '_SecTrustGetCertificateAtIndex', '_SecCertificateCopyData'] })).toEqual([
      '_SecTrustEvaluateWithError, _SecTrustGetCertificateAtIndex, _SecCertificateCopyData',
    ]);
  });

  it('is not claimed for trust evaluation alone, nor for ATS settings without pins', () => {
    expect(pinning({ imports: ['_SecTrustEvaluateWithError', '_SecCertificateCopyData'], strings: ['AFSecurityPolicy'] })).toEqual([]);
    expect(pinning({}, { NSAppTransportSecurity: { NSAllowsArbitraryLoads: false } })).toEqual([]);
  });

  it.each(fixturesOfKind('ipa'))('is not claimed for $file, which does not pin', ({ file }) => {
    expect(scanFile(fixturePath(file)).findings.map((f) => f.id)).not.toContain('ios.network.pinning');
  });
});
