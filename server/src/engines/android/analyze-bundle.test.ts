import { describe, expect, it } from 'vitest';
import { buildZip } from '../archive/test-zip.js';
import { scanBuffer, scanFile } from '../scan.js';
import { fixturePath, fixturesOfKind } from '../test-fixtures.js';
import { assemble } from './dex/assemble.js';
import { writeDexFiles } from './dex/write.js';
import { protoXml, type ProtoXmlElement } from './test-proto-xml.js';

const PACKAGE = 'com.example.shop';

function manifest(usesSdk: Record<string, number>, application: ProtoXmlElement[], extra: ProtoXmlElement[] = [], split?: string): Buffer {
  return protoXml({
    name: 'manifest',
    attrs: { package: PACKAGE, ...(split ? { split, isFeatureSplit: true } : {}) },
    children: [{ name: 'uses-sdk', attrs: usesSdk }, ...extra, { name: 'application', children: application }],
  });
}

const launcher: ProtoXmlElement = {
  name: 'activity',
  attrs: { name: `${PACKAGE}.MainActivity`, exported: true },
  children: [
    {
      name: 'intent-filter',
      children: [
        { name: 'action', attrs: { name: 'android.intent.action.MAIN' } },
        { name: 'category', attrs: { name: 'android.intent.category.LAUNCHER' } },
      ],
    },
  ],
};

/** A feature module's code: one class that logs, so a code rule has something to find. */
const featureDex = Buffer.from(
  writeDexFiles(
    assemble(`
.class public Lcom/example/shop/pay/PayLogger;
.super Ljava/lang/Object;
.method public static log()V
    .registers 2
    const-string v0, "pay"
    const-string v1, "card accepted"
    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method
`),
  )[0].bytes,
);

function bundle(base: Buffer, modules: Record<string, { manifest: Buffer; dex?: Buffer }>): Buffer {
  return buildZip([
    { name: 'base/manifest/AndroidManifest.xml', data: base },
    ...Object.entries(modules).flatMap(([name, m]) => [
      { name: `${name}/manifest/AndroidManifest.xml`, data: m.manifest },
      ...(m.dex ? [{ name: `${name}/dex/classes.dex`, data: m.dex }] : []),
    ]),
  ]);
}

describe('an App Bundle is analysed with all its modules', () => {
  const base = manifest({ minSdkVersion: 24, targetSdkVersion: 34 }, [launcher]);
  const pay = manifest(
    { minSdkVersion: 24, targetSdkVersion: 34 },
    [
      { name: 'activity', attrs: { name: `${PACKAGE}.pay.PayActivity`, exported: true } },
      { name: 'provider', attrs: { name: `${PACKAGE}.pay.ReceiptProvider`, authorities: `${PACKAGE}.receipts`, exported: true } },
    ],
    [{ name: 'uses-permission', attrs: { name: 'android.permission.READ_CONTACTS' } }],
    'pay',
  );

  it("reports a feature module's exported components, permissions and code", () => {
    const r = scanBuffer(bundle(base, { pay: { manifest: pay, dex: featureDex } }), 'shop.aab');
    const evidence = (id: string) => r.findings.find((f) => f.id === id)?.evidence ?? [];
    expect(evidence('android.manifest.exported_component')).toContainEqual(
      expect.objectContaining({ file: 'pay/manifest/AndroidManifest.xml', location: `<activity android:name="${PACKAGE}.pay.PayActivity">` }),
    );
    expect(evidence('android.manifest.exported_provider').map((e) => e.file)).toEqual(['pay/manifest/AndroidManifest.xml']);
    expect(r.permissions.map((p) => p.name)).toContain('android.permission.READ_CONTACTS');
    expect(evidence('android.manifest.dangerous_permissions').map((e) => e.detail)).toContain('android.permission.READ_CONTACTS');
    expect(r.components.map((c) => c.name)).toEqual([`${PACKAGE}.MainActivity`, `${PACKAGE}.pay.PayActivity`, `${PACKAGE}.pay.ReceiptProvider`]);
    expect(evidence('code.logging')).toContainEqual(expect.objectContaining({ file: 'pay/dex/classes.dex', location: 'Lcom/example/shop/pay/PayLogger;' }));
  });

  it("lists a feature module's deep links", () => {
    const link = manifest(
      { minSdkVersion: 24, targetSdkVersion: 34 },
      [
        {
          name: 'activity',
          attrs: { name: `${PACKAGE}.pay.LinkActivity`, exported: true },
          children: [
            {
              name: 'intent-filter',
              children: [
                { name: 'action', attrs: { name: 'android.intent.action.VIEW' } },
                { name: 'category', attrs: { name: 'android.intent.category.BROWSABLE' } },
                { name: 'data', attrs: { scheme: 'shoppay', host: 'checkout' } },
              ],
            },
          ],
        },
      ],
      [],
      'pay',
    );
    const r = scanBuffer(bundle(base, { pay: { manifest: link } }), 'shop.aab');
    const links = r.findings.find((f) => f.id === 'android.manifest.deep_links')?.evidence ?? [];
    expect(links.map((e) => [e.file, e.detail])).toEqual([['pay/manifest/AndroidManifest.xml', `shoppay://checkout → ${PACKAGE}.pay.LinkActivity`]]);
  });

  it('reports a component the base repeats once, at the base', () => {
    const repeated = manifest({ minSdkVersion: 24, targetSdkVersion: 34 }, [{ name: 'activity', attrs: { name: `${PACKAGE}.pay.PayActivity`, exported: true } }]);
    const baseWithPay = manifest({ minSdkVersion: 24, targetSdkVersion: 34 }, [launcher, { name: 'activity', attrs: { name: `${PACKAGE}.pay.PayActivity`, exported: true } }]);
    const r = scanBuffer(bundle(baseWithPay, { pay: { manifest: repeated } }), 'shop.aab');
    const exported = r.findings.find((f) => f.id === 'android.manifest.exported_component')!.evidence;
    expect(exported.map((e) => e.file)).toEqual(['base/manifest/AndroidManifest.xml']);
    expect(r.components.filter((c) => c.name === `${PACKAGE}.pay.PayActivity`)).toHaveLength(1);
  });

  it("judges a module without <uses-sdk> by the base's target SDK", () => {
    // Below 17 a provider is exported by default; the base targets 34, so the module's is not.
    const noSdk = protoXml({
      name: 'manifest',
      attrs: { package: PACKAGE, split: 'pay' },
      children: [{ name: 'application', children: [{ name: 'provider', attrs: { name: `${PACKAGE}.pay.P`, authorities: 'x' } }] }],
    });
    const r = scanBuffer(bundle(base, { pay: { manifest: noSdk } }), 'shop.aab');
    expect(r.findings.map((f) => f.id)).not.toContain('android.manifest.exported_provider');
    expect(r.components.find((c) => c.name === `${PACKAGE}.pay.P`)?.exported).toBe(false);
  });

  it.each(fixturesOfKind('aab'))('keeps every module manifest of $file readable', ({ file }) => {
    const r = scanFile(fixturePath(file));
    expect(r.warnings.filter((w) => w.startsWith('feature modules'))).toEqual([]);
  });
});

describe('an undeclared target SDK', () => {
  it('is reported as absent, with what Android assumes', () => {
    const r = scanBuffer(bundle(manifest({ minSdkVersion: 21 }, [launcher]), {}), 'old.aab');
    expect(r.targetSdk).toBeNull();
    expect(r.minSdk).toBe(21);
    const f = r.findings.find((x) => x.id === 'android.manifest.target_sdk_missing');
    expect(f?.evidence[0]?.detail).toBe('targetSdkVersion not set: Android assumes minSdkVersion (21)');
    // What Android assumes still drives the other rules: target 21 < 28 allows cleartext.
    expect(r.findings.map((x) => x.id)).toContain('android.manifest.cleartext_default');
  });

  it('is reported as declared when set', () => {
    const r = scanBuffer(bundle(manifest({ minSdkVersion: 21, targetSdkVersion: 34 }, [launcher]), {}), 'new.aab');
    expect(r.targetSdk).toBe(34);
    expect(r.findings.map((x) => x.id)).not.toContain('android.manifest.target_sdk_missing');
  });
});
