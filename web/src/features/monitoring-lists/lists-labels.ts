import type { BlacklistType, MonitorDeviceList, RiskConditionOp, RiskLevel, RiskRulePlatform, RiskRuleType } from '../../gql/graphql';
import type { TranslationKey } from '../../i18n/i18n';

export const RULE_PLATFORMS = ['ALL', 'ANDROID', 'IOS', 'H5'] as const satisfies readonly RiskRulePlatform[];

export const RULE_PLATFORM_LABELS: Record<RiskRulePlatform, TranslationKey> = {
  ALL: 'monitoringLists.platforms.ALL',
  ANDROID: 'monitoring.platforms.ANDROID',
  IOS: 'monitoring.platforms.IOS',
  H5: 'monitoring.platforms.H5',
};

export const RULE_TYPES = ['ENVIRONMENT', 'BEHAVIOUR'] as const satisfies readonly RiskRuleType[];

export const RULE_TYPE_LABELS: Record<RiskRuleType, TranslationKey> = {
  ENVIRONMENT: 'monitoringLists.ruleTypes.ENVIRONMENT',
  BEHAVIOUR: 'monitoringLists.ruleTypes.BEHAVIOUR',
};

export const RISK_LEVELS = ['HIGH', 'MEDIUM', 'LOW'] as const satisfies readonly RiskLevel[];

export const CONDITION_OPS = ['EQ', 'NEQ', 'CONTAINS', 'IN', 'GTE', 'LTE', 'EXISTS'] as const satisfies readonly RiskConditionOp[];

export const CONDITION_OP_LABELS: Record<RiskConditionOp, TranslationKey> = {
  EQ: 'monitoringLists.ops.EQ',
  NEQ: 'monitoringLists.ops.NEQ',
  CONTAINS: 'monitoringLists.ops.CONTAINS',
  IN: 'monitoringLists.ops.IN',
  GTE: 'monitoringLists.ops.GTE',
  LTE: 'monitoringLists.ops.LTE',
  EXISTS: 'monitoringLists.ops.EXISTS',
};

/** The blacklist page's tabs (spec §3 Blacklist types), in order. */
export const BLACKLIST_TABS = ['IP', 'WIFI', 'APP', 'DEVICE'] as const satisfies readonly BlacklistType[];

export const BLACKLIST_TAB_TEXT: Record<BlacklistType, { tab: TranslationKey; helper: TranslationKey }> = {
  IP: { tab: 'monitoringLists.blacklist.tabs.IP', helper: 'monitoringLists.blacklist.helpers.IP' },
  WIFI: { tab: 'monitoringLists.blacklist.tabs.WIFI', helper: 'monitoringLists.blacklist.helpers.WIFI' },
  APP: { tab: 'monitoringLists.blacklist.tabs.APP', helper: 'monitoringLists.blacklist.helpers.APP' },
  DEVICE: { tab: 'monitoringLists.blacklist.tabs.DEVICE', helper: 'monitoringLists.blacklist.helpers.DEVICE' },
};

export const DEVICE_LISTS = ['WHITELIST', 'DEBUG'] as const satisfies readonly MonitorDeviceList[];

export const DEVICE_LIST_TEXT: Record<MonitorDeviceList, { tab: TranslationKey; description: TranslationKey; add: TranslationKey; emptyTitle: TranslationKey }> = {
  WHITELIST: {
    tab: 'monitoringLists.devices.WHITELIST.tab',
    description: 'monitoringLists.devices.WHITELIST.description',
    add: 'monitoringLists.devices.WHITELIST.add',
    emptyTitle: 'monitoringLists.devices.WHITELIST.emptyTitle',
  },
  DEBUG: {
    tab: 'monitoringLists.devices.DEBUG.tab',
    description: 'monitoringLists.devices.DEBUG.description',
    add: 'monitoringLists.devices.DEBUG.add',
    emptyTitle: 'monitoringLists.devices.DEBUG.emptyTitle',
  },
};

/** "Enabled" / "Disabled" filter values of a select. */
export const ENABLED_FILTERS = ['enabled', 'disabled'] as const;

/** A filter select's value as the query's `enabled` argument. */
export function enabledOf(value: string): boolean | null {
  return value === '' ? null : value === 'enabled';
}
