import i18next, { type ParseKeys } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import zhTW from './zh-TW.json';

/** Languages of the console (spec §9); the values are also what the `lang` header carries. */
export const LANGUAGES = ['en', 'zh-TW'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A static key of the catalogs (`area.part.phrase`). */
export type TranslationKey = ParseKeys;

const LANGUAGE_STORAGE_KEY = 'lang';

/** Each language's own name, as the language pickers show it. */
export const LANGUAGE_LABELS: Record<Language, TranslationKey> = {
  en: 'common.languageNames.en',
  'zh-TW': 'common.languageNames.zhTW',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language kept in local storage under `lang` (spec §9), if any. */
export function storedLanguage(): Language | null {
  const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(value) ? value : null;
}

/** The language requests are sent in. */
export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : 'en';
}

/** Switches the interface language; `remember` keeps the choice in local storage. */
export async function changeLanguage(language: Language, remember: boolean): Promise<void> {
  if (remember) localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  await i18next.changeLanguage(language);
}

/** Drops the remembered language, so the next start uses the platform default again. */
export function forgetLanguage(): void {
  localStorage.removeItem(LANGUAGE_STORAGE_KEY);
}

/** Starts i18next with both catalogs bundled (they are small) in the given language. */
export async function initI18n(language: Language): Promise<void> {
  i18next.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  await i18next.use(initReactI18next).init({
    resources: { en: { translation: en }, 'zh-TW': { translation: zhTW } },
    lng: language,
    fallbackLng: 'en',
    supportedLngs: LANGUAGES,
    load: 'currentOnly',
    interpolation: { escapeValue: false },
  });
}
