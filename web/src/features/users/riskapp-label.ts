import type { TFunction } from 'i18next';
import type { MonitorPlatform } from '../../gql/graphql';
import { PLATFORM_LABELS } from '../monitoring/monitoring-labels';

/** "Name (Android)": a monitored app a user is bound to, with its platform (`android`, `ios`, `h5`). */
export function riskappLabel(name: string, platform: string | null | undefined, t: TFunction): string {
  const key = platform ? PLATFORM_LABELS[platform.toUpperCase() as MonitorPlatform] : undefined;
  return key ? `${name} (${t(key)})` : name;
}
