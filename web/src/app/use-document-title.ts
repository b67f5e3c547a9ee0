import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../i18n/i18n';

/** Names the browser tab after the page, in the current language. */
export function useDocumentTitle(title: TranslationKey): void {
  const { t } = useTranslation();
  const text = `${t(title)} · ${t('common.appName')}`;
  useEffect(() => {
    document.title = text;
  }, [text]);
}
