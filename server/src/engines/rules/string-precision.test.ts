import { describe, expect, it } from 'vitest';
import { buildIpa, buildMachO } from '../ios/test-ipa.js';
import type { Evidence, ScanResult } from '../report/scan-result.js';
import { scanBuffer, scanFile } from '../scan.js';
import { fixturePath, readFixtureManifest } from '../test-fixtures.js';
import { FindingCollector } from './finding-collector.js';
import { applyStringRules } from './string-rules.js';

// Defect 5 of issue 17: the string rules fired on bytes that are not the app's endpoints,
// addresses or secrets. Each shape below was reported by a scan of a real package.

/** Evidence details of the string findings after running the rules over `strings`. */
function detailsOf(strings: string[]): Record<string, string[]> {
  const out = new FindingCollector();
  applyStringRules([{ file: 'classes.dex', strings }], out);
  const found: Record<string, string[]> = {};
  for (const f of out.toFindings('en')) found[f.id] = f.evidence.map((e) => e.detail ?? '');
  return found;
}

const XML_FEATURE_URIS = [
  'http://xml.org/sax/features/namespaces',
  'http://xml.org/sax/features/external-general-entities',
  'http://javax.xml.XMLConstants/feature/secure-processing',
  'http://javax.xml.XMLConstants/property/accessExternalDTD',
  'http://apache.org/xml/features/disallow-doctype-decl',
  'http://apache.org/xml/features/nonvalidating/load-external-dtd',
  'http://www.apple.com/DTDs/PropertyList-1.0.dtd',
  'http://schema.org/ViewAction',
];
// Random-looking only by entropy: mangled C++/Swift symbols and long CamelCase identifiers.
const SYMBOL_NAMES = [
  '_TtC7MyShop27CheckoutPaymentViewController9',
  '$s7MyShop21CheckoutViewControllerC11viewDidLoadyyF',
  '_$s7MyShop12OrderServiceC5fetch2idSSSi_tYaKF',
  'NSt3__120__shared_ptr_emplaceIN8facebook5react14ModuleRegistryE',
  '__ZN8facebook5react16NativeToJsBridge29getDecoratedNativeCallInvoker',
  '1ERKNS0_15ObjCTurboModule10InitParamsE',
  'RCTPushNotificationManagerDidRegisterForRemote2',
  '_kSecKeyAlgorithmRSASignatureMessagePKCS1v15SHA256',
];
const NOT_EMAILS = ['person.crop.circle@2x.png', 'chevron.left@3x.heic', 'square.and.arrow.up@2x.car', 'icon-settings@2x~ipad.zip', 'logo@1.5x.mov', 'build@main.swift'];
const NOT_IPS = [
  'Mozilla/5.0 (Linux; Android 10) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/83.0.4103.106 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0) Chrome/30.0.0.0 Safari/537.36',
  'version 1.2.3.4',
  'libcrypto v3.0.2.1',
  'build: 7.1.0.12',
  'OID 1.2.840.113549.1.1.11',
  'commonName 2.5.4.3',
  'subjectAltName 2.5.29.17',
  'SDK 10.4.1.2.5',
];

describe('string rules: shapes of defect 5 no longer fire', () => {
  it('skips XML namespace, feature and vocabulary URIs', () => {
    const found = detailsOf(XML_FEATURE_URIS);
    expect(found['strings.urls']).toBeUndefined();
    expect(found['strings.insecure_urls']).toBeUndefined();
  });

  it('does not take mangled Swift/C++ symbols or CamelCase identifiers for secrets', () => {
    expect(detailsOf(SYMBOL_NAMES)['secrets.high_entropy']).toBeUndefined();
  });

  it('does not take image scales or file names for e-mail addresses', () => {
    expect(detailsOf(NOT_EMAILS)['strings.emails']).toBeUndefined();
  });

  it('does not take versions, user agents or OIDs for IP addresses', () => {
    expect(detailsOf(NOT_IPS)['strings.ip_addresses']).toBeUndefined();
  });
});

describe('string rules: true positives still fire', () => {
  const found = detailsOf([
    'http://api.insecure-shop.net/v1/login',
    'https://payments.shop.example.io/checkout',
    'http://10.0.2.2:8080/api',
    'connect to 192.168.1.10.',
    'host=172.16.254.1',
    'support@insecure-shop.com',
    '10001@qq.com',
    'mailto:jane.doe+app@mail.example.co.uk',
    'AKIAIOSFODNN7EXAMPLE',
    'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEYx9',
    '5UJiFctbmgbDoLXmpL12mkno8HT4Lv8dlat8FxR2GOc=',
  ]);

  it('reports real endpoints, addresses and keys', () => {
    expect(found['strings.insecure_urls']).toEqual(['http://api.insecure-shop.net/v1/login', 'http://10.0.2.2:8080/api']);
    expect(found['strings.urls']).toContain('https://payments.shop.example.io/checkout');
    expect(found['strings.ip_addresses']).toEqual(['10.0.2.2', '192.168.1.10', '172.16.254.1']);
    expect(found['strings.emails']).toEqual(['support@insecure-shop.com', '10001@qq.com', 'jane.doe+app@mail.example.co.uk']);
    expect(found['secrets.hardcoded_key']).toEqual(['AWS access key id: AKIAIOSF…MPLE']);
    expect(found['secrets.high_entropy']).toEqual(['wJalrXUt…EYx9', '5UJiFctb…GOc=']);
  });
});

describe('iOS strings come from the binary, not its code signature', () => {
  it("reports the app's URL and none of Apple's certificate or plist URLs", () => {
    const signature = Buffer.from(
      [
        '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">',
        'http://crl.apple.com/root.crl0',
        'http://ocsp.apple.com/ocsp03-wwdrg3040',
        'https://www.apple.com/appleca/0',
        'http://certs.apple.com/wwdrg3.der01',
      ].join('\0'),
      'latin1',
    );
    const ipa = buildIpa(buildMachO({ strings: ['http://api.insecure-shop.net/v1/login'], signature }));
    const r = scanBuffer(ipa, 'shop.ipa');
    const urls = r.findings.find((f) => f.id === 'strings.urls')?.evidence.map((e) => e.detail);
    expect(urls).toEqual(['http://api.insecure-shop.net/v1/login']);
  });
});

// The shapes above, as they appear in evidence (secrets are shown as `first8…last4`).
const FALSE_POSITIVE_SHAPES: Record<string, RegExp> = {
  'strings.urls':
    /^https?:\/\/(?:(?:ocsp|crl|certs)\.apple\.com|www\.apple\.com\/(?:appleca|certificateauthority|DTDs)|xml\.org\/sax|javax\.xml\.|apache\.org\/xml|(?:www\.)?schema\.org\/)/,
  'strings.insecure_urls': /^http:\/\/(?:(?:ocsp|crl|certs)\.apple\.com|www\.apple\.com\/|xml\.org\/sax|javax\.xml\.|apache\.org\/xml|(?:www\.)?schema\.org\/)/,
  'secrets.high_entropy': /^(?:_{1,4}Z|_?\$s|_Tt|N?St\d__|N\d+[a-z]|_k[A-Z]|[A-Z][a-z]{2,}[A-Z][a-z]{2,})/,
  'strings.emails': /@\d+(?:\.\d+)?x\b|\.(?:png|jpe?g|gif|heic|car|zip|mov|swift|json|plist)$/i,
  'strings.ip_addresses': /^(?:0\.|1\.2\.|1\.3\.|2\.5\.|2\.16\.)/,
};

const packages = readFixtureManifest().filter((f) => ['apk', 'aab', 'ipa'].includes(f.kind));

describe.skipIf(packages.length === 0)('acceptance: no false-positive shape of defect 5 fires on the fixtures', () => {
  it.each(packages)('$file', ({ file }) => {
    const r: ScanResult = scanFile(fixturePath(file));
    const offending: [string, Evidence][] = r.findings.flatMap((f) => {
      const shape = FALSE_POSITIVE_SHAPES[f.id];
      return shape ? f.evidence.filter((e) => shape.test(e.detail ?? '')).map((e): [string, Evidence] => [f.id, e]) : [];
    });
    expect(offending).toEqual([]);
  });
});
