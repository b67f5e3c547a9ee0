import fs from 'node:fs';
import path from 'node:path';
import { ValidationError } from '../../lib/errors';
import { productVersion } from '../../lib/product-version';

export interface ThirdPartyNotice {
  name: string;
  version: string;
  license: string;
}

interface BuildInfo {
  version: string;
  commit: string;
}

/**
 * The About page's facts (spec §2 `/about/about`): the product version (package.json), the build
 * (the git commit's short sha the web build recorded, else 'development') and the third-party
 * notices the web build generated from the installed production packages (scripts/about-info.mjs).
 */
export class AboutService {
  private notices: ThirdPartyNotice[] | null = null;

  constructor(private readonly webDir: string) {}

  build(): BuildInfo {
    const version = productVersion();
    const recorded = this.readJson<Partial<BuildInfo>>('build.json');
    const commit = typeof recorded?.commit === 'string' && recorded.commit ? recorded.commit : 'development';
    return { version, commit };
  }

  /** One page of the notices, by name; `search` matches name or licence. */
  thirdPartyNotices(options: { search?: string | null; offset?: number | null; limit?: number | null }): { totalCount: number; items: ThirdPartyNotice[] } {
    const offset = options.offset ?? 0;
    const limit = options.limit ?? 20;
    if (!Number.isInteger(offset) || offset < 0 || !Number.isInteger(limit) || limit < 1 || limit > 100) throw new ValidationError('badRequest');
    this.notices ??= (this.readJson<ThirdPartyNotice[]>('third-party-notices.json') ?? []).filter((n) => n && typeof n.name === 'string');
    const needle = options.search?.trim().toLowerCase().slice(0, 200) ?? '';
    const matching = needle ? this.notices.filter((n) => n.name.toLowerCase().includes(needle) || n.license.toLowerCase().includes(needle)) : this.notices;
    return { totalCount: matching.length, items: matching.slice(offset, offset + limit) };
  }

  private readJson<T>(file: string): T | null {
    try {
      return JSON.parse(fs.readFileSync(path.join(this.webDir, 'about', file), 'utf8')) as T;
    } catch {
      return null;
    }
  }
}
