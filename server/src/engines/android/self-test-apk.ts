import { binaryXml } from './axml/tree.js';
import { assemble } from './dex/assemble.js';
import { writeDexFiles } from './dex/write.js';
import { AlignedZipWriter } from './zip-writer.js';

/** The package name of the self-test app, which the analysis must read back. */
export const SELF_TEST_PACKAGE = 'com.rampart.selftest';
/** The class its DEX defines, which the analysis must count. */
export const SELF_TEST_ACTIVITY = `${SELF_TEST_PACKAGE}.MainActivity`;

const ACTIVITY_SMALI = `
.class public L${SELF_TEST_ACTIVITY.replace(/\./g, '/')};
.super Landroid/app/Activity;

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 3
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    const-string v0, "rampart-self-test"
    invoke-static {v0, v0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method
`;

/**
 * Writes a minimal APK to `outputPath`: a binary manifest (one exported launcher activity,
 * debuggable, so the analysis has a known finding to report) and a DEX with that activity,
 * both built by this toolkit. Unsigned, which the analysis reports too. Used by the system
 * test page to run the whole analysis engine on a package made at check time.
 */
export function writeSelfTestApk(outputPath: string): number {
  const manifest = binaryXml({
    name: 'manifest',
    attrs: { package: SELF_TEST_PACKAGE, versionCode: 1, versionName: '1.0' },
    children: [
      { name: 'uses-sdk', attrs: { minSdkVersion: 24, targetSdkVersion: 34 } },
      {
        name: 'application',
        attrs: { label: 'Rampart self-test', debuggable: true },
        children: [
          {
            name: 'activity',
            attrs: { name: SELF_TEST_ACTIVITY, exported: true },
            children: [
              {
                name: 'intent-filter',
                children: [
                  { name: 'action', attrs: { name: 'android.intent.action.MAIN' } },
                  { name: 'category', attrs: { name: 'android.intent.category.LAUNCHER' } },
                ],
              },
            ],
          },
        ],
      },
    ],
  });
  const [dex] = writeDexFiles(assemble(ACTIVITY_SMALI, { file: 'MainActivity.smali' }));
  const writer = new AlignedZipWriter(outputPath);
  writer.addFile('AndroidManifest.xml', manifest, { compress: true });
  writer.addFile(dex.name, Buffer.from(dex.bytes), { compress: true });
  return writer.finish();
}
