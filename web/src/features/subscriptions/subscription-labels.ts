import type { SubscriptionProduct, SubscriptionState } from '../../gql/graphql';
import type { TranslationKey } from '../../i18n/i18n';
import { ENTITLEMENT_LABELS } from '../accounts/entitlement-labels';

/** Every product a subscription may be for, in the catalogue's order. */
export const PRODUCTS: readonly SubscriptionProduct[] = ['APK_PROTECTED', 'SDK_PROTECTED', 'IPA_PROTECTED', 'H5_PROTECTED', 'APK_ANALYSIS', 'IPA_ANALYSIS', 'THREAT_PERCEPTION'];

export const PRODUCT_LABELS: Record<SubscriptionProduct, TranslationKey> = {
  APK_PROTECTED: ENTITLEMENT_LABELS.apk_protected,
  SDK_PROTECTED: ENTITLEMENT_LABELS.sdk_protected,
  IPA_PROTECTED: ENTITLEMENT_LABELS.ipa_protected,
  H5_PROTECTED: ENTITLEMENT_LABELS.h5_protected,
  APK_ANALYSIS: ENTITLEMENT_LABELS.apk_analysis,
  IPA_ANALYSIS: ENTITLEMENT_LABELS.ipa_analysis,
  THREAT_PERCEPTION: ENTITLEMENT_LABELS.threat_perception,
};

export const STATES: readonly SubscriptionState[] = ['ACTIVE', 'NOT_STARTED', 'EXPIRED', 'ENDED'];

export const STATE_LABELS: Record<SubscriptionState, { label: TranslationKey; palette: string }> = {
  ACTIVE: { label: 'subscriptions.states.active', palette: 'green' },
  NOT_STARTED: { label: 'subscriptions.states.notStarted', palette: 'blue' },
  EXPIRED: { label: 'subscriptions.states.expired', palette: 'orange' },
  ENDED: { label: 'subscriptions.states.ended', palette: 'gray' },
};
