import { ROLE_NAME_LENGTH } from '@common/rules';
import type { Language } from '../../i18n/i18n';

export { ROLE_NAME_LENGTH };

/** Whether a role name fits the length of the language the console is in. */
export function roleNameFits(name: string, language: Language): boolean {
  const { min, max } = ROLE_NAME_LENGTH[language];
  const length = [...name.trim()].length;
  return length >= min && length <= max;
}
