import type { PackageKind } from '../db/schema';

/** The mobile platforms a package targets: assessment, report templates and hardening share them. */
export type Platform = 'android' | 'ios';

/** The permission code of each platform (spec §6). */
export const PLATFORM_CODE = { android: 'apk_analysis', ios: 'ipa_analysis' } as const;

export const platformOf = (kind: PackageKind): Platform => (kind === 'ipa' ? 'ios' : 'android');
