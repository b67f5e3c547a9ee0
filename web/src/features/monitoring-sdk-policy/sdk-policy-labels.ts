import { BLACKLISTED_DEVICE, COLLECT_FIELDS, type CollectField } from '@common/sdk-policy';
import type { TFunction } from 'i18next';
import type { MonitorMapColorScale, MonitorMapCount, MonitorMapRegion } from '../../gql/graphql';
import type { TranslationKey } from '../../i18n/i18n';
import { kindLabel } from '../monitoring/monitoring-labels';

export { COLLECT_FIELDS, BLACKLISTED_DEVICE };

export const COLLECT_LABELS: Record<CollectField, TranslationKey> = {
  model: 'sdkPolicy.collect.model',
  osVersion: 'sdkPolicy.collect.osVersion',
  ip: 'sdkPolicy.collect.ip',
  location: 'sdkPolicy.collect.location',
  installedApps: 'sdkPolicy.collect.installedApps',
  wifi: 'sdkPolicy.collect.wifi',
};

export const MAP_REGIONS = ['WORLD', 'ASIA', 'EUROPE', 'AMERICAS', 'AFRICA', 'OCEANIA'] as const satisfies readonly MonitorMapRegion[];
export const MAP_REGION_LABELS: Record<MonitorMapRegion, TranslationKey> = {
  WORLD: 'sdkPolicy.map.regions.world',
  ASIA: 'sdkPolicy.map.regions.asia',
  EUROPE: 'sdkPolicy.map.regions.europe',
  AMERICAS: 'sdkPolicy.map.regions.americas',
  AFRICA: 'sdkPolicy.map.regions.africa',
  OCEANIA: 'sdkPolicy.map.regions.oceania',
};

export const MAP_SCALES = ['REDS', 'ORANGES', 'BLUES', 'PURPLES'] as const satisfies readonly MonitorMapColorScale[];
export const MAP_SCALE_LABELS: Record<MonitorMapColorScale, TranslationKey> = {
  REDS: 'sdkPolicy.map.scales.reds',
  ORANGES: 'sdkPolicy.map.scales.oranges',
  BLUES: 'sdkPolicy.map.scales.blues',
  PURPLES: 'sdkPolicy.map.scales.purples',
};

export const MAP_COUNTS = ['LEGEND', 'RANKING', 'TOOLTIP'] as const satisfies readonly MonitorMapCount[];
export const MAP_COUNT_LABELS: Record<MonitorMapCount, TranslationKey> = {
  LEGEND: 'sdkPolicy.map.countLabels.legend',
  RANKING: 'sdkPolicy.map.countLabels.ranking',
  TOOLTIP: 'sdkPolicy.map.countLabels.tooltip',
};

/** A strategy's threat: an event kind's label, or the blacklisted device. */
export function strategyKindLabel(kind: string, t: TFunction): string {
  return kind === BLACKLISTED_DEVICE ? t('sdkPolicy.blockage.blacklistedDevice') : kindLabel(kind, t);
}
