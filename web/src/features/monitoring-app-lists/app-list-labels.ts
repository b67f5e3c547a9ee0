import type { MonitorAppListType } from '../../gql/graphql';
import type { TranslationKey } from '../../i18n/i18n';

export const APP_LIST_TYPES = ['BLACK', 'WHITE'] as const satisfies readonly MonitorAppListType[];

export const APP_LIST_TYPE_LABELS: Record<MonitorAppListType, TranslationKey> = {
  BLACK: 'monitoringAppLists.types.BLACK',
  WHITE: 'monitoringAppLists.types.WHITE',
};

/** The permission code each type needs (the server checks it again). */
export const APP_LIST_TYPE_CODES: Record<MonitorAppListType, string> = { BLACK: 'monitor_blacklist', WHITE: 'monitor_whitelist' };
