import { createRequire } from 'node:module';
import type { HardeningKind } from '../../../../common/hardening-policy';
import type { PackageKind } from '../../db/schema';
import type { MessageKey } from '../../i18n/messages';

const require = createRequire(import.meta.url);
const obfuscatorVersion: string = (require('javascript-obfuscator/package.json') as { version: string }).version;

export interface HardeningEngine {
  /** Whether jobs of this kind can run on this server. */
  available: boolean;
  /** The engine version that applies a policy (a policy's "system version", spec §3). */
  version: string;
  /** Why jobs are refused while the engine is missing. */
  missing?: MessageKey;
  /** What uploads the kind takes. */
  accepts: readonly PackageKind[];
  /** How the submit dialog names them ('Please select [..] file'). */
  fileType: string;
}

/**
 * The engines behind each kind of hardening. H5 and Android (APK/AAB) run today; the SDK and
 * iOS engines land in their own issues, and until then their jobs are refused with the reason
 * while the policy pages already work.
 */
export const ENGINES: Record<HardeningKind, HardeningEngine> = {
  android: { available: true, version: 'android 1.0', accepts: ['apk', 'aab'], fileType: 'apk/aab' },
  'android-sdk': { available: false, version: 'android-sdk 0 (not available)', missing: 'hardeningSdkUnavailable', accepts: ['aar'], fileType: 'aar' },
  ipa: { available: false, version: 'ipa 0 (not available)', missing: 'hardeningIosUnavailable', accepts: ['ipa'], fileType: 'ipa' },
  h5: { available: true, version: `h5 1.0 · javascript-obfuscator ${obfuscatorVersion}`, accepts: ['js', 'zip', 'apk', 'ipa'], fileType: 'js/zip/apk/ipa' },
};
