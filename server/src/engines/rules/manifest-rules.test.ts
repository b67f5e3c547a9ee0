import { describe, expect, it } from 'vitest';
import { buildZip, type TestEntry } from '../archive/test-zip.js';
import { parseAxml } from '../android/axml.js';
import { assemble } from '../android/dex/assemble.js';
import { writeDexFiles } from '../android/dex/write.js';
import { binaryXml, type AxmlTreeElement } from '../android/axml/tree.js';
import { protoXml } from '../android/test-proto-xml.js';
import type { ScanResult } from '../report/scan-result.js';
import { scanBuffer } from '../scan.js';
import { FindingCollector } from './finding-collector.js';
import { applyNetworkSecurityRules } from './nsc-rules.js';

const PACKAGE = 'com.example.links';
const NSC_PATH = 'res/xml/network_security_config.xml';

type El = AxmlTreeElement;
const el = (name: string, attrs: El['attrs'] = {}, children: El[] = []): El => ({ name, attrs, children });
const filter = (children: El[], attrs: El['attrs'] = {}): El => el('intent-filter', attrs, children);
const action = (name: string): El => el('action', { name });
const category = (name: string): El => el('category', { name });
const data = (attrs: El['attrs']): El => el('data', attrs);
const VIEW = action('android.intent.action.VIEW');
const DEFAULT = category('android.intent.category.DEFAULT');
const BROWSABLE = category('android.intent.category.BROWSABLE');

function manifest(application: El[], appAttrs: El['attrs'] = {}): El {
  return el('manifest', { package: PACKAGE }, [el('uses-sdk', { minSdkVersion: 26, targetSdkVersion: 34 }), el('application', appAttrs, application)]);
}

/** An unsigned APK with this manifest, and optionally a network security config and DEX. */
function apk(root: El, extra: { nsc?: El; dex?: Buffer } = {}): Buffer {
  const entries: TestEntry[] = [{ name: 'AndroidManifest.xml', data: binaryXml(root) }];
  if (extra.nsc) entries.push({ name: NSC_PATH, data: binaryXml(extra.nsc) });
  if (extra.dex) entries.push({ name: 'classes.dex', data: extra.dex });
  return buildZip(entries);
}

function scan(root: El, extra: { nsc?: El; dex?: Buffer } = {}): ScanResult {
  return scanBuffer(apk(root, extra), 'links.apk');
}

const details = (r: ScanResult, id: string): string[] => (r.findings.find((f) => f.id === id)?.evidence ?? []).map((e) => e.detail ?? '');
const ids = (r: ScanResult): string[] => r.findings.map((f) => f.id);

describe('deep links and App Links', () => {
  const shop = el('activity', { name: `${PACKAGE}.ShopActivity`, exported: true }, [
    filter(
      [VIEW, DEFAULT, BROWSABLE, data({ scheme: 'https' }), data({ scheme: 'http' }), data({ host: 'shop.example.com' }), data({ pathPrefix: '/item/' }), data({ path: '/cart' })],
      { autoVerify: true },
    ),
  ]);
  const oauth = el('activity', { name: `${PACKAGE}.OAuthActivity`, exported: true }, [filter([VIEW, DEFAULT, BROWSABLE, data({ scheme: 'exampleapp', host: 'oauth' })])]);

  it('lists every scheme://host/path → activity of BROWSABLE filters and the hosts App Links must verify', () => {
    const r = scan(manifest([shop, oauth]));
    expect(details(r, 'android.manifest.deep_links')).toEqual([
      `https://shop.example.com/item/* → ${PACKAGE}.ShopActivity`,
      `https://shop.example.com/cart → ${PACKAGE}.ShopActivity`,
      `http://shop.example.com/item/* → ${PACKAGE}.ShopActivity`,
      `http://shop.example.com/cart → ${PACKAGE}.ShopActivity`,
      `exampleapp://oauth → ${PACKAGE}.OAuthActivity`,
    ]);
    expect(details(r, 'android.manifest.app_links')).toEqual(['https://shop.example.com/.well-known/assetlinks.json must list this app (not checked offline)']);
    expect(details(r, 'android.manifest.custom_scheme')).toEqual([`exampleapp:// → ${PACKAGE}.OAuthActivity`]);
    expect(r.findings.find((f) => f.id === 'android.manifest.custom_scheme')?.level).toBe('low');
  });

  it('reports none of them for filters that are not browsable, not verified or not exported', () => {
    const internal = el('activity', { name: `${PACKAGE}.Internal`, exported: false }, [filter([VIEW, DEFAULT, BROWSABLE, data({ scheme: 'exampleapp', host: 'x' })])]);
    const share = el('activity', { name: `${PACKAGE}.Share`, exported: true }, [filter([action('android.intent.action.SEND'), DEFAULT, data({ mimeType: 'text/plain' })])]);
    const web = el('activity', { name: `${PACKAGE}.Web`, exported: true }, [filter([VIEW, DEFAULT, BROWSABLE, data({ scheme: 'https', host: 'example.com' })])]);
    const r = scan(manifest([internal, share, web]));
    // The internal activity's link is inventoried, but it claims no scheme other apps can reach.
    expect(details(r, 'android.manifest.deep_links')).toEqual([`exampleapp://x → ${PACKAGE}.Internal`, `https://example.com → ${PACKAGE}.Web`]);
    expect(ids(r)).not.toContain('android.manifest.app_links');
    expect(ids(r)).not.toContain('android.manifest.custom_scheme');
  });

  it('reads autoVerify and path attributes by resource id, as Android does', () => {
    const root = parseAxml(binaryXml(manifest([shop]))).root;
    const f = root.children[1].children[0].children[0];
    expect(f.attributes.map((a) => a.name)).toEqual(['autoVerify']);
    expect(f.children.flatMap((c) => c.attributes.map((a) => a.name))).toEqual(expect.arrayContaining(['pathPrefix', 'path']));
  });
});

describe('content providers granting URI permissions', () => {
  const grantingDex = Buffer.from(
    writeDexFiles(
      assemble(`
.class public Lcom/example/links/Sharer;
.super Ljava/lang/Object;
.method public static share(Landroid/content/Context;Landroid/net/Uri;)V
    .registers 4
    const-string v0, "com.other.app"
    const/4 v1, 0x1
    invoke-virtual {p0, v0, p1, v1}, Landroid/content/Context;->grantUriPermission(Ljava/lang/String;Landroid/net/Uri;I)V
    return-void
.end method
`),
    )[0].bytes,
  );
  const provider = (name: string, attrs: El['attrs'], children: El[] = []): El =>
    el('provider', { name: `${PACKAGE}.${name}`, authorities: `${PACKAGE}.${name.toLowerCase()}`, ...attrs }, children);

  it('is medium for an exported provider that grants URI permissions', () => {
    const r = scan(manifest([provider('Docs', { exported: true, grantUriPermissions: true })]));
    expect(details(r, 'android.manifest.grant_uri_permissions')).toEqual(['android:grantUriPermissions="true" on an exported provider']);
  });

  it('is medium for an internal provider granting every path when the code hands out grants', () => {
    const internal = provider('Notes', { exported: false }, [el('grant-uri-permission', { pathPrefix: '/' })]);
    expect(details(scan(manifest([internal]), { dex: grantingDex }), 'android.manifest.grant_uri_permissions')).toEqual([
      '<grant-uri-permission android:pathPrefix="/">; the code calls grantUriPermission',
    ]);
    const r = scan(manifest([internal]));
    expect(ids(r)).not.toContain('android.manifest.grant_uri_permissions');
    expect(details(r, 'android.manifest.grant_uri_permissions_broad')).toEqual(['<grant-uri-permission android:pathPrefix="/">']);
  });

  it('leaves narrow grants and FileProviders (bounded by their paths file) alone', () => {
    const narrow = provider('Photos', { exported: false }, [el('grant-uri-permission', { pathPrefix: '/shared/' }), el('grant-uri-permission', { pathPattern: '/img/.*' })]);
    const files = el('provider', { name: 'androidx.core.content.FileProvider', authorities: `${PACKAGE}.files`, exported: false, grantUriPermissions: true });
    const r = scan(manifest([narrow, files]), { dex: grantingDex });
    expect(ids(r)).not.toContain('android.manifest.grant_uri_permissions');
    expect(ids(r)).not.toContain('android.manifest.grant_uri_permissions_broad');
  });
});

describe('intent priority and secret codes', () => {
  it('reports receivers with a priority of 1000 or more and secret dialer codes', () => {
    const sms = el('receiver', { name: `${PACKAGE}.SmsReceiver`, exported: true, permission: 'android.permission.BROADCAST_SMS' }, [
      filter([action('android.provider.Telephony.SMS_RECEIVED')], { priority: 2147483647 }),
    ]);
    const secret = el('receiver', { name: `${PACKAGE}.SecretReceiver`, exported: true }, [
      filter([action('android.provider.Telephony.SECRET_CODE'), data({ scheme: 'android_secret_code', host: '4636' })]),
    ]);
    const r = scan(manifest([sms, secret]));
    expect(details(r, 'android.manifest.high_intent_priority')).toEqual(['priority 2147483647 for android.provider.Telephony.SMS_RECEIVED']);
    expect(details(r, 'android.manifest.secret_code')).toEqual([`*#*#4636#*#* → ${PACKAGE}.SecretReceiver`]);
    // The dialer-code scheme is the platform's, not a custom one.
    expect(ids(r)).not.toContain('android.manifest.custom_scheme');
  });

  it('does not report ordinary priorities or other broadcasts', () => {
    const boot = el('receiver', { name: `${PACKAGE}.Boot`, exported: true }, [filter([action('android.intent.action.BOOT_COMPLETED')], { priority: 999 })]);
    const r = scan(manifest([boot]));
    expect(ids(r)).not.toContain('android.manifest.high_intent_priority');
    expect(ids(r)).not.toContain('android.manifest.secret_code');
  });
});

describe('network security config', () => {
  const DAY = 86_400_000;
  const pins = (attrs: El['attrs'] = {}): El => el('pin-set', attrs, [el('pin', { digest: 'SHA-256' })]);
  const certificates = (attrs: El['attrs']): El => el('trust-anchors', {}, [el('certificates', attrs)]);
  const domain = (children: El[], attrs: El['attrs'] = {}): El => el('domain-config', attrs, [el('domain', { includeSubdomains: 'true' }), ...children]);
  const config = (...children: El[]): El => el('network-security-config', {}, children);
  const withNsc = (nsc: El, appAttrs: El['attrs'] = {}): ScanResult => scan(manifest([], { networkSecurityConfig: NSC_PATH, ...appAttrs }), { nsc });

  function rules(nsc: El, options: { debuggable?: boolean; now?: number } = {}): Map<string, string[]> {
    const out = new FindingCollector();
    applyNetworkSecurityRules(parseAxml(binaryXml(nsc)).root, { file: NSC_PATH, debuggable: options.debuggable ?? false, now: options.now ?? Date.UTC(2025, 0, 1) }, out);
    return new Map(out.toFindings('en').map((f) => [f.id, f.evidence.map((e) => e.detail ?? '')]));
  }

  it('reports a pin-set expiration date, and an expired pin-set as pinning switched off', () => {
    const nsc = config(domain([pins({ expiration: '2025-06-30' })]));
    const before = rules(nsc, { now: Date.UTC(2025, 5, 29) });
    expect(before.get('android.nsc.pin_set_expiration')).toEqual(['pins stop being enforced on 2025-06-30']);
    expect(before.has('android.nsc.pinning')).toBe(true);
    expect(before.has('android.nsc.pin_set_expired')).toBe(false);
    const after = rules(nsc, { now: Date.UTC(2025, 5, 30) + DAY / 2 });
    expect(after.get('android.nsc.pin_set_expired')).toEqual(['expiration="2025-06-30": pins no longer enforced']);
    expect(after.has('android.nsc.pinning')).toBe(false);
    expect(after.has('android.nsc.pin_set_expiration')).toBe(false);
    // Pins without a date are plain pinning.
    const forever = rules(config(domain([pins()])));
    expect([...forever.keys()]).toEqual(['android.nsc.pinning']);
    // A date Android would not parse is reported as it is, never as expired.
    expect(rules(config(domain([pins({ expiration: '2025-02-30' })]))).get('android.nsc.pin_set_expiration')).toEqual(['expiration="2025-02-30" (not a yyyy-MM-dd date)']);
  });

  it('reports trust anchors that override pins', () => {
    const r = rules(config(el('base-config', {}, [certificates({ src: 'user', overridePins: 'true' })]), domain([pins()])));
    expect(r.get('android.nsc.override_pins')).toEqual(['src="user" overridePins="true": user-installed CAs bypass pinning']);
    expect(r.get('android.nsc.user_certificates')).toEqual(['src="user"']);
    const clean = rules(config(el('base-config', {}, [certificates({ src: 'system', overridePins: 'false' })]), domain([pins()])));
    expect(clean.has('android.nsc.override_pins')).toBe(false);
  });

  it('reports debug-overrides as inactive in a release build and in force in a debuggable one, not as release trust', () => {
    const nsc = config(el('base-config', { cleartextTrafficPermitted: 'false' }), el('debug-overrides', {}, [certificates({ src: 'user', overridePins: 'true' })]));
    const release = withNsc(nsc);
    expect(details(release, 'android.nsc.debug_overrides')).toEqual(['trusts src="user" overridePins="true"']);
    expect(release.findings.find((f) => f.id === 'android.nsc.debug_overrides')?.level).toBe('info');
    // User CAs trusted only under debug-overrides are no release setting (this was reported before).
    expect(ids(release)).not.toContain('android.nsc.user_certificates');
    expect(ids(release)).not.toContain('android.nsc.override_pins');
    expect(ids(release)).not.toContain('android.nsc.debug_overrides_active');
    const debug = withNsc(nsc, { debuggable: true });
    expect(details(debug, 'android.nsc.debug_overrides_active')).toEqual(['trusts src="user" overridePins="true"']);
    expect(ids(debug)).not.toContain('android.nsc.debug_overrides');
    expect(ids(withNsc(config(el('base-config', { cleartextTrafficPermitted: 'false' }))))).not.toContain('android.nsc.debug_overrides');
  });

  it('keeps the existing cleartext, user-CA and pinning checks', () => {
    const r = withNsc(config(el('base-config', { cleartextTrafficPermitted: 'true' }, [certificates({ src: 'user' })]), domain([pins({ expiration: '2999-01-01' })])));
    expect(ids(r)).toEqual(expect.arrayContaining(['android.nsc.cleartext_permitted', 'android.nsc.user_certificates', 'android.nsc.pinning', 'android.nsc.pin_set_expiration']));
    const expired = withNsc(config(domain([pins({ expiration: '2001-01-01' })])));
    expect(ids(expired)).toContain('android.nsc.pin_set_expired');
    expect(ids(expired)).not.toContain('android.nsc.pinning');
    const clean = withNsc(config(el('base-config', { cleartextTrafficPermitted: 'false' })));
    expect(ids(clean).filter((id) => id.startsWith('android.nsc.'))).toEqual([]);
  });

  it('reads a bundle module config (proto XML) the same way', () => {
    const bundle = buildZip([
      {
        name: 'base/manifest/AndroidManifest.xml',
        data: protoXml({ name: 'manifest', attrs: { package: PACKAGE }, children: [{ name: 'application', attrs: { networkSecurityConfig: NSC_PATH } }] }),
      },
      {
        name: `base/${NSC_PATH}`,
        data: protoXml({ name: 'network-security-config', children: [{ name: 'domain-config', children: [{ name: 'pin-set', attrs: { expiration: '2001-01-01' } }] }] }),
      },
    ]);
    expect(ids(scanBuffer(bundle, 'links.aab'))).toContain('android.nsc.pin_set_expired');
  });
});
