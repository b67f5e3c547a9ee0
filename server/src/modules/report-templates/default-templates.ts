import type { Platform } from '../../authz/platforms';
import type { Database } from '../../db/database';
import { FINDINGS } from '../../engines/rules/findings-catalogue';
import { message, type Lang, type MessageKey } from '../../i18n/messages';

/** Groups of the engine's checks (the first part of a finding id) and the platforms they apply to. */
export const CHECK_GROUPS: Record<string, { label: MessageKey; platforms: Platform[] }> = {
  android: { label: 'checkGroupAndroid', platforms: ['android'] },
  code: { label: 'checkGroupCode', platforms: ['android'] },
  native: { label: 'checkGroupNative', platforms: ['android'] },
  files: { label: 'checkGroupFiles', platforms: ['android', 'ios'] },
  ios: { label: 'checkGroupIos', platforms: ['ios'] },
  signature: { label: 'checkGroupSignature', platforms: ['android', 'ios'] },
  secrets: { label: 'checkGroupSecrets', platforms: ['android', 'ios'] },
  strings: { label: 'checkGroupStrings', platforms: ['android', 'ios'] },
  anti_analysis: { label: 'checkGroupAntiAnalysis', platforms: ['android', 'ios'] },
};

const checkGroupOf = (id: string) => CHECK_GROUPS[id.split('.')[0]];

/**
 * Checks of a group shared by both platforms that only the Android analyser makes: APK signing
 * schemes and certificates, DEX packers and obfuscation, and the archive limits of its DEX and
 * native-library reads. An iOS template or preview never lists them.
 */
const ANDROID_ONLY_CHECKS: ReadonlySet<string> = new Set([
  'signature.janus',
  'signature.janus_legacy',
  'signature.platform_unverified',
  'signature.debug_certificate',
  'signature.sha1',
  'signature.stripped',
  'anti_analysis.packer',
  'anti_analysis.obfuscation',
  'anti_analysis.no_obfuscation',
  'anti_analysis.limit_reached',
  'anti_analysis.native_instrumentation_detection',
  'anti_analysis.native_debugger_detection',
]);

/** Whether a check of the catalogue applies to (can be reported for) packages of `platform`. */
export function checkApplies(id: string, platform: Platform): boolean {
  const platforms = ANDROID_ONLY_CHECKS.has(id) ? ['android'] : checkGroupOf(id)?.platforms;
  return Boolean(platforms?.includes(platform));
}

/** Every check of the engine's catalogue that applies to `platform`, in catalogue order. */
export function platformChecks(platform: Platform): string[] {
  return [...FINDINGS.values()].filter((def) => checkApplies(def.id, platform)).map((def) => def.id);
}

const DEFAULT_NAMES: Record<Platform, MessageKey> = { android: 'defaultTemplateAndroid', ios: 'defaultTemplateIos' };

/**
 * The report templates every account starts with, so a fresh account can assess at once: one per
 * platform, named and reporting in `lang`, with every check of the platform. They are ordinary
 * templates afterwards (edited, deleted like any other); the engine's later checks are not added.
 */
export function defaultTemplateRows(accountId: string, lang: Lang) {
  return (['android', 'ios'] as const).map((platform) => ({
    accountId,
    platform,
    name: message(lang, DEFAULT_NAMES[platform]),
    lang,
    checks: platformChecks(platform),
    createdBy: null,
    creator: message(lang, 'defaultTemplateCreator'),
  }));
}

/** Adds the default templates to a new account (inside the transaction that creates it). */
export async function insertDefaultTemplates(db: Database, accountId: string, lang: Lang): Promise<void> {
  await db.insertInto('reportTemplates').values(defaultTemplateRows(accountId, lang)).execute();
}
