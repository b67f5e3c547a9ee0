import type { Entitlement } from '@common/permissions';
import type { TranslationKey } from '../../i18n/i18n';

/** Labels of the licence entitlements (spec §6) an account subscribes to. */
export const ENTITLEMENT_LABELS: Record<Entitlement, TranslationKey> = {
  apk_protected: 'accounts.entitlements.apk_protected',
  sdk_protected: 'accounts.entitlements.sdk_protected',
  ipa_protected: 'accounts.entitlements.ipa_protected',
  h5_protected: 'accounts.entitlements.h5_protected',
  apk_analysis: 'accounts.entitlements.apk_analysis',
  ipa_analysis: 'accounts.entitlements.ipa_analysis',
  threat_perception: 'accounts.entitlements.threat_perception',
};

export function isEntitlement(value: string): value is Entitlement {
  return Object.hasOwn(ENTITLEMENT_LABELS, value);
}
