import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../i18n/i18n';
import { useAppearance } from './appearance';

/** Names the browser tab after the page and the product, in the current language. */
export function useDocumentTitle(title: TranslationKey): void {
  const { t } = useTranslation();
  const { productName } = useAppearance();
  const text = `${t(title)} · ${productName}`;
  useEffect(() => {
    document.title = text;
  }, [text]);
}
