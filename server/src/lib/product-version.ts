import fs from 'node:fs';
import path from 'node:path';

/** The `name` of the product's own package.json. */
const PRODUCT_PACKAGE = 'rampart';

let cached: string | undefined;

/**
 * The product's version: that of the nearest package.json above this module that is the
 * product's own. Found by walking up rather than at a fixed depth, since the same code runs
 * from its sources (`server/src/lib/`) and from the bundle (`dist/server/`). '0' when none is.
 */
export function productVersion(): string {
  cached ??= findVersion(import.meta.dirname);
  return cached;
}

function findVersion(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    try {
      const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: unknown; version?: unknown };
      if (pkg.name === PRODUCT_PACKAGE && typeof pkg.version === 'string') return pkg.version;
    } catch {
      // No package.json here (or not one we can read): look further up.
    }
    if (path.dirname(dir) === dir) return '0';
  }
}
