import { useLocation } from 'react-router-dom';
import type { AssessmentPlatform } from '../../gql/graphql';

export type PlatformKey = 'android' | 'ios';

interface PlatformInfo {
  key: PlatformKey;
  gql: AssessmentPlatform;
  /** File name endings the submit dialog accepts. */
  extensions: readonly string[];
  /** How the spec's 'Please select [{fileType}] file' names them. */
  fileType: string;
  listPath: string;
  previewPath: string;
  templatePath: string;
}

export const PLATFORMS: Record<PlatformKey, PlatformInfo> = {
  android: {
    key: 'android',
    gql: 'ANDROID',
    extensions: ['.apk', '.aab'],
    fileType: 'apk/aab',
    listPath: '/security-analysis/android/list',
    previewPath: '/security-analysis/android/preview',
    templatePath: '/analysis-template/android',
  },
  ios: {
    key: 'ios',
    gql: 'IOS',
    extensions: ['.ipa'],
    fileType: 'ipa',
    listPath: '/security-analysis/ios/list',
    previewPath: '/security-analysis/ios/preview',
    templatePath: '/analysis-template/ios',
  },
};

/** The platform of the current route: its path names it (`…/android/…` or `…/ios/…`). */
export function useRoutePlatform(): PlatformInfo {
  const { pathname } = useLocation();
  return pathname.split('/').includes('ios') ? PLATFORMS.ios : PLATFORMS.android;
}

/** Every report format the server renders, in the order of the download menu. */
export const REPORT_FORMATS = ['html', 'pdf', 'json', 'sarif', 'cyclonedx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** Bytes as the lists show them. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024 / 1024).toFixed(2)} GB`;
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** The spec's upload limit (§5): 1.5 GB. */
export const UPLOAD_LIMIT_BYTES = 1.5 * 1024 * 1024 * 1024;
