import type { MessageKey } from '../../i18n/messages';

/** The advice of each OWASP MASVS v2 category. */
const REMEDIATION_KEY: Record<string, MessageKey> = {
  STORAGE: 'remediationStorage',
  CRYPTO: 'remediationCrypto',
  AUTH: 'remediationAuth',
  NETWORK: 'remediationNetwork',
  PLATFORM: 'remediationPlatform',
  CODE: 'remediationCode',
  RESILIENCE: 'remediationResilience',
  PRIVACY: 'remediationPrivacy',
};

/**
 * The message key of a check's remediation: the advice of the MASVS category of its first control
 * (`MASVS-NETWORK-1` → network), code quality when it names none. The reports and the preview
 * both say it, each in its own language.
 */
export function remediationKey(masvs: readonly string[]): MessageKey {
  const category = masvs[0]?.split('-')[1] ?? 'CODE';
  return REMEDIATION_KEY[category] ?? 'remediationCode';
}
