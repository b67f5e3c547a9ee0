import type { TranslationKey } from '../../i18n/i18n';
import type { DetectionMatchMode, DetectionRuleKind, DetectionRuleLevel, DetectionWhitelistType, SdkCategory } from '../../gql/graphql';

/** The whitelist tabs of spec §2, in order; the first is the default. */
export const WHITELIST_TABS = ['so', 'file', 'log', 'global'] as const;

export const WHITELIST_TYPE_OF: Record<(typeof WHITELIST_TABS)[number], DetectionWhitelistType> = { so: 'SO', file: 'FILE', log: 'LOG', global: 'GLOBAL' };

export const MATCH_MODE_LABELS: Record<DetectionMatchMode, TranslationKey> = {
  EXACT: 'detection.matchModes.exact',
  PREFIX: 'detection.matchModes.prefix',
  CONTAINS: 'detection.matchModes.contains',
  REGEX: 'detection.matchModes.regex',
};

export const RULE_KIND_LABELS: Record<DetectionRuleKind, TranslationKey> = {
  STRING: 'detection.rules.kinds.string',
  API: 'detection.rules.kinds.api',
  REGEX: 'detection.rules.kinds.regex',
};

export const RULE_LEVEL_LABELS: Record<DetectionRuleLevel, TranslationKey> = {
  HIGH: 'detection.rules.levels.high',
  MEDIUM: 'detection.rules.levels.medium',
  LOW: 'detection.rules.levels.low',
  INFO: 'detection.rules.levels.info',
};

export const SDK_CATEGORY_LABELS: Record<SdkCategory, TranslationKey> = {
  ANALYTICS: 'detection.sdks.categories.analytics',
  ADS: 'detection.sdks.categories.ads',
  ATTRIBUTION: 'detection.sdks.categories.attribution',
  CRASH: 'detection.sdks.categories.crash',
  PUSH: 'detection.sdks.categories.push',
  PAYMENT: 'detection.sdks.categories.payment',
  SOCIAL: 'detection.sdks.categories.social',
  ENGAGEMENT: 'detection.sdks.categories.engagement',
  FRAMEWORK: 'detection.sdks.categories.framework',
  SECURITY: 'detection.sdks.categories.security',
};

/** Options of a select from a label table. */
export function optionsOf<K extends string>(labels: Record<K, TranslationKey>, t: (key: TranslationKey) => string) {
  return (Object.entries(labels) as [K, TranslationKey][]).map(([value, key]) => ({ value, label: t(key) }));
}
