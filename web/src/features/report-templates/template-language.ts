import type { TFunction } from 'i18next';

/** The export languages a report template offers (spec §3: en or zh-TW). */
export const TEMPLATE_LANGUAGES = ['en', 'zh-TW'] as const;

export function templateLanguageLabel(lang: string, t: TFunction): string {
  return lang === 'zh-TW' ? t('common.languageNames.zhTW') : lang === 'en' ? t('common.languageNames.en') : lang;
}
