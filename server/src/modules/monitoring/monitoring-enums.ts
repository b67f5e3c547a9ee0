import { EVENT_KINDS } from '../../engines/risk/event-kinds';
import { builder } from '../../graphql/builder';

const upper = (v: string) => v.toUpperCase();

/** GraphQL enums of monitoring: SCREAMING_CASE names over the stored lower-case values. */
export const MonitorPlatform = builder.enumType('MonitorPlatform', {
  values: { ANDROID: { value: 'android' }, IOS: { value: 'ios' }, H5: { value: 'h5' } } as const,
});

export const RulePlatform = builder.enumType('RiskRulePlatform', {
  values: { ALL: { value: 'all' }, ANDROID: { value: 'android' }, IOS: { value: 'ios' }, H5: { value: 'h5' } } as const,
});

export const RiskLevelEnum = builder.enumType('RiskLevel', {
  values: { HIGH: { value: 'high' }, MEDIUM: { value: 'medium' }, LOW: { value: 'low' } } as const,
});

export const EventLevelEnum = builder.enumType('EventRiskLevel', {
  description: 'A stored event or device level: a risk level, or NONE (no rule matched, or an exempt device).',
  values: { HIGH: { value: 'high' }, MEDIUM: { value: 'medium' }, LOW: { value: 'low' }, NONE: { value: 'none' } } as const,
});

export const EventKindEnum = builder.enumType('SecurityEventKind', {
  values: Object.fromEntries(EVENT_KINDS.map((k) => [upper(k), { value: k }])) as Record<string, { value: (typeof EVENT_KINDS)[number] }>,
});

export const RuleTypeEnum = builder.enumType('RiskRuleType', {
  values: { ENVIRONMENT: { value: 'environment' }, BEHAVIOUR: { value: 'behaviour' } } as const,
});

export const BlacklistTypeEnum = builder.enumType('BlacklistType', {
  values: { IP: { value: 'ip' }, WIFI: { value: 'wifi' }, APP: { value: 'app' }, DEVICE: { value: 'device' } } as const,
});

export const DashboardPeriod = builder.enumType('MonitoringPeriod', {
  description: "Spec §9: today, the last 7 days, the last month (30 days), in the caller's time zone.",
  values: { TODAY: { value: 'today' }, LAST_7_DAYS: { value: 'last7Days' }, LAST_30_DAYS: { value: 'last30Days' } } as const,
});
