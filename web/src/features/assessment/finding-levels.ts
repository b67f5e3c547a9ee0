import type { FindingLevel } from '../../gql/graphql';
import type { TranslationKey } from '../../i18n/i18n';

/** The label of each finding level the server can answer; a level without one fails the type check. */
export const FINDING_LEVEL_LABELS = {
  HIGH: 'reportTemplates.levels.high',
  MEDIUM: 'reportTemplates.levels.medium',
  LOW: 'reportTemplates.levels.low',
  INFO: 'reportTemplates.levels.info',
  SECURE: 'reportTemplates.levels.secure',
} as const satisfies Record<FindingLevel, TranslationKey>;

/** The badge colour of each finding level. */
export const FINDING_LEVEL_COLORS = { HIGH: 'red', MEDIUM: 'orange', LOW: 'yellow', INFO: 'blue', SECURE: 'green' } as const satisfies Record<FindingLevel, string>;
