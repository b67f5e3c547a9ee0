import type { LicenceState } from '../../gql/graphql';
import type { TranslationKey } from '../../i18n/i18n';

/** The label of each licence state. */
export const STATE_LABELS: Record<LicenceState, TranslationKey> = {
  NONE: 'licence.states.NONE',
  VALID: 'licence.states.VALID',
  EXPIRED: 'licence.states.EXPIRED',
  NOT_YET_VALID: 'licence.states.NOT_YET_VALID',
  INVALID: 'licence.states.INVALID',
};

/** The badge colour of each licence state. */
export const STATE_COLOURS: Record<LicenceState, string> = { NONE: 'gray', VALID: 'green', EXPIRED: 'red', NOT_YET_VALID: 'orange', INVALID: 'red' };

/** Spec §5: "Licence upload: only .lic." — checked here as well as on the server. */
export function isLicenceFileName(name: string): boolean {
  return name.toLowerCase().endsWith('.lic');
}
