import type { ZipArchive } from './archive/zip-reader.js';
import { EngineError } from './errors.js';
import { unsupportedPackageKind } from './unsupported-packages.js';

// Apart from scan.ts so that the upload path can recognise a package without loading the analysers.

/** Package kinds the engine recognises by content. */
export type PackageFormat = 'apk' | 'aab' | 'ipa';

/**
 * Decides the package kind from the archive's entries (never from the file name); a recognisable
 * non-target (an AAR, a JAR, an APK set) is refused with `package.unsupported_type` naming it.
 */
export function detectFormat(zip: ZipArchive): PackageFormat {
  const unsupported = unsupportedPackageKind(zip);
  if (unsupported) throw new EngineError('package.unsupported_type', `${unsupported} is not supported for assessment; expected an APK, AAB or IPA`);
  if (zip.get('AndroidManifest.xml')) return 'apk';
  if (zip.get('base/manifest/AndroidManifest.xml')) return 'aab';
  if (zip.names().some((n) => /^Payload\/[^/]+\.app\/Info\.plist$/.test(n))) return 'ipa';
  throw new EngineError('package.unknown_type', 'not an APK, AAB or IPA');
}
