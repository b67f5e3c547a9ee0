import type { TranslationKey } from '../../i18n/i18n';
import type { DetectionMatchMode, DetectionRuleKind, DetectionRuleLevel, DetectionWhitelistType, SdkCategory } from '../../gql/graphql';

/** The whitelist tabs of spec §2, in order; the first is the default. */
export const WHITELIST_TABS = ['so', 'file', 'log', 'global'] as const;

export const WHITELIST_TYPE_OF: Record<(typeof WHITELIST_TABS)[number], DetectionWhitelistType> = { so: 'SO', file: 'FILE', log: 'LOG', global: 'GLOBAL' };

type WhitelistTab = (typeof WHITELIST_TABS)[number];

/** Each whitelist tab's name, page description and file-name helper. */
export const WHITELIST_TAB_TEXT: Record<WhitelistTab, { tab: TranslationKey; description: TranslationKey; helper: TranslationKey }> = {
  so: { tab: 'detection.whitelist.tabs.so', description: 'detection.whitelist.descriptions.so', helper: 'detection.whitelist.helpers.so' },
  file: { tab: 'detection.whitelist.tabs.file', description: 'detection.whitelist.descriptions.file', helper: 'detection.whitelist.helpers.file' },
  log: { tab: 'detection.whitelist.tabs.log', description: 'detection.whitelist.descriptions.log', helper: 'detection.whitelist.helpers.log' },
  global: { tab: 'detection.whitelist.tabs.global', description: 'detection.whitelist.descriptions.global', helper: 'detection.whitelist.helpers.global' },
};

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

/** What a rule's pattern means for each kind. */
export const RULE_KIND_HELPERS: Record<DetectionRuleKind, TranslationKey> = {
  STRING: 'detection.rules.helpers.string',
  API: 'detection.rules.helpers.api',
  REGEX: 'detection.rules.helpers.regex',
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

/** A category as the scan report writes it (`analytics`), in words; one not known is shown as is. */
export function sdkCategoryLabel(category: string, t: (key: TranslationKey) => string): string {
  const key = category.toUpperCase();
  return Object.hasOwn(SDK_CATEGORY_LABELS, key) ? t(SDK_CATEGORY_LABELS[key as SdkCategory]) : category;
}

/** Options of a select from a label table. */
export function optionsOf<K extends string>(labels: Record<K, TranslationKey>, t: (key: TranslationKey) => string) {
  return (Object.entries(labels) as [K, TranslationKey][]).map(([value, key]) => ({ value, label: t(key) }));
}
