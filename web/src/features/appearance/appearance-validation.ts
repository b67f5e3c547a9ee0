import type { TranslationKey } from '../../i18n/i18n';
import type { ImageField } from './image-picker';

export type TextField = 'productName' | 'accountName' | 'copyright';
export type Values = Record<TextField, string> & Record<ImageField, string | null>;

const TOO_LONG: Record<TextField, TranslationKey> = {
  productName: 'appearance.errors.productNameTooLong',
  accountName: 'appearance.errors.accountNameTooLong',
  copyright: 'appearance.errors.copyrightTooLong',
};

/** The server's limits, in characters (it checks again). */
export const TEXT_LIMITS: Record<TextField, number> = { productName: 50, accountName: 100, copyright: 200 };

/** Checks the texts as the server will; answers each field's message key. */
export function validateAppearance(values: Values): Partial<Record<TextField, TranslationKey>> {
  const errors: Partial<Record<TextField, TranslationKey>> = {};
  if (!values.productName.trim()) errors.productName = 'appearance.errors.productNameRequired';
  for (const field of Object.keys(TOO_LONG) as TextField[]) {
    const text = values[field].trim();
    if ([...text].length > TEXT_LIMITS[field] || /[\r\n]/.test(text)) errors[field] = TOO_LONG[field];
  }
  return errors;
}
