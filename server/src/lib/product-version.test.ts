import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { productVersion } from './product-version';

describe('productVersion', () => {
  it('is the version of the product’s package.json, found by walking up from the module', () => {
    const pkg = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../../package.json'), 'utf8')) as { version: string };
    expect(productVersion()).toBe(pkg.version);
  });
});
