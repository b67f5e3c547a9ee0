import type { Language } from '../../i18n/i18n';

/** Spec §5: a role name is 4-30 characters in the English catalogue, 4-20 in the Chinese one. */
export const ROLE_NAME_LENGTH: Record<Language, { min: number; max: number }> = {
  en: { min: 4, max: 30 },
  'zh-TW': { min: 4, max: 20 },
};

/** Whether a role name fits the length of the language the console is in. */
export function roleNameFits(name: string, language: Language): boolean {
  const { min, max } = ROLE_NAME_LENGTH[language];
  const length = [...name.trim()].length;
  return length >= min && length <= max;
}
