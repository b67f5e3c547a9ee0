import { describe, expect, it } from 'vitest';
import { validateAppearance } from './appearance-validation';

const valid = { productName: 'Acme', accountName: '', copyright: '', logo: null, logoSmall: null, favicon: null, loginBackground: null };

describe('validateAppearance', () => {
  it('takes a product name and optional texts within their limits', () => {
    expect(validateAppearance(valid)).toEqual({});
    expect(validateAppearance({ ...valid, productName: 'x'.repeat(50), copyright: '版'.repeat(200) })).toEqual({});
  });

  it('asks for a product name and refuses texts that are too long or span lines', () => {
    expect(validateAppearance({ ...valid, productName: '   ' })).toEqual({ productName: 'appearance.errors.productNameRequired' });
    expect(validateAppearance({ ...valid, productName: 'x'.repeat(51), accountName: 'a\nb', copyright: 'c'.repeat(201) })).toEqual({
      productName: 'appearance.errors.productNameTooLong',
      accountName: 'appearance.errors.accountNameTooLong',
      copyright: 'appearance.errors.copyrightTooLong',
    });
  });
});
