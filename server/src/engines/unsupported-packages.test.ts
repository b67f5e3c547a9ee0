import { describe, expect, it } from 'vitest';
import { fileSource } from './archive/byte-source.js';
import { buildZip } from './archive/test-zip.js';
import { ZipArchive } from './archive/zip-reader.js';
import { EngineError } from './errors.js';
import { detectFormat, scanBuffer, scanFile } from './scan.js';
import { fixturePath, fixturesOfKind } from './test-fixtures.js';

const TEXT_MANIFEST = Buffer.from('<?xml version="1.0" encoding="utf-8"?>\n<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.lib" />\n');
const zipOf = (entries: Record<string, Buffer | string>): Buffer => buildZip(Object.entries(entries).map(([name, data]) => ({ name, data: Buffer.from(data) })));

/** The code and message a scan of `bytes` fails with. */
function refusal(bytes: Buffer): { code: string; message: string } {
  try {
    scanBuffer(bytes, 'upload.bin');
  } catch (err) {
    if (err instanceof EngineError) return { code: err.code, message: err.message };
    throw err;
  }
  throw new Error('the scan did not fail');
}

describe('packages that are not assessment targets', () => {
  it.each(fixturesOfKind('aar').map((f) => f.file))('the AAR fixture %s is refused by name, not as a malformed manifest', (file) => {
    expect(() => scanFile(fixturePath(file))).toThrow(/^package\.unsupported_type: Android library \(AAR\) is not supported for assessment/);
  });

  it('an AAR built here: text manifest beside classes.jar and R.txt', () => {
    const aar = zipOf({ 'AndroidManifest.xml': TEXT_MANIFEST, 'classes.jar': zipOf({ 'a/B.class': 'x' }), 'R.txt': '' });
    expect(refusal(aar)).toEqual({
      code: 'package.unsupported_type',
      message: 'package.unsupported_type: Android library (AAR) is not supported for assessment; expected an APK, AAB or IPA',
    });
  });

  it('a plain-text manifest without library parts is refused too', () => {
    expect(refusal(zipOf({ 'AndroidManifest.xml': `\uFEFF  ${TEXT_MANIFEST.toString()}` })).message).toContain('uncompiled (plain-text) AndroidManifest.xml');
  });

  it('a Java archive (JAR)', () => {
    const jar = zipOf({ 'META-INF/MANIFEST.MF': 'Manifest-Version: 1.0\r\n\r\n', 'com/example/Main.class': Buffer.from([0xca, 0xfe, 0xba, 0xbe]) });
    expect(refusal(jar).message).toContain('Java archive (JAR) is not supported for assessment');
  });

  it('a bundletool APK set', () => {
    expect(refusal(zipOf({ 'toc.pb': '', 'splits/base-master.apk': 'PK' })).message).toContain('APK set (.apks) is not supported');
  });

  it('other zips stay unknown; real packages keep their format', () => {
    expect(refusal(zipOf({ 'index.html': '<html></html>' })).code).toBe('package.unknown_type');
    for (const f of ['apk', 'aab', 'ipa'].flatMap(fixturesOfKind)) {
      const source = fileSource(fixturePath(f.file));
      try {
        expect(detectFormat(ZipArchive.open(source))).toBe(f.kind);
      } finally {
        source.close();
      }
    }
  });
});
