import type { ZipArchive } from './archive/zip-reader.js';

/** A compiled manifest starts with the RES_XML_TYPE chunk header (type 0x0003, header size 8). */
const AXML_MAGIC = 0x00080003;
const TEXT_XML_START = /^(?:\uFEFF)?\s*</;
const AAR_MARKERS = /^(?:classes\.jar$|R\.txt$|jni\/|aidl\/|proguard\.txt$|META-INF\/com\/android\/build\/gradle\/aar-metadata\.properties$)/;
const APK_IN_SET = /^(?:splits|standalones|apex)\/[^/]+\.apk$/;

/**
 * Names a zip that is recognisably something other than an app package (an Android library, a
 * Java archive, a bundletool APK set), or answers undefined: the scan refuses those with
 * `package.unsupported_type` naming them, rather than failing on a manifest it cannot read. Only
 * the central directory and at most the first bytes of one small entry are looked at.
 */
export function unsupportedPackageKind(zip: ZipArchive): string | undefined {
  const names = zip.names();
  if (zip.get('AndroidManifest.xml')) {
    if (!manifestIsText(zip)) return undefined;
    return names.some((n) => AAR_MARKERS.test(n)) ? 'Android library (AAR)' : 'Package with an uncompiled (plain-text) AndroidManifest.xml';
  }
  if (zip.get('base/manifest/AndroidManifest.xml') || names.some((n) => n.startsWith('Payload/'))) return undefined;
  if (zip.get('toc.pb') && names.some((n) => APK_IN_SET.test(n))) return 'APK set (.apks)';
  if (zip.get('META-INF/MANIFEST.MF') && names.some((n) => n.endsWith('.class'))) return 'Java archive (JAR)';
  return undefined;
}

/** Whether the root AndroidManifest.xml is text XML, as in an AAR, rather than compiled AXML. */
function manifestIsText(zip: ZipArchive): boolean {
  let bytes: Buffer | undefined;
  try {
    bytes = zip.readByName('AndroidManifest.xml');
  } catch {
    // A damaged entry is the analyser's to report.
    return false;
  }
  if (!bytes || bytes.length < 4 || bytes.readUInt32LE(0) === AXML_MAGIC) return false;
  return TEXT_XML_START.test(bytes.subarray(0, 256).toString('utf8'));
}
