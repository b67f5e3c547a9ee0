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

/** Why a chosen file cannot be uploaded (spec §5), checked before any byte is sent; null when it can. */
export type UploadProblem = { key: 'noFile' } | { key: 'wrongType'; fileType: string } | { key: 'tooLarge' };

export function uploadProblem(file: { name: string; size: number } | null, platform: Pick<PlatformInfo, 'extensions' | 'fileType'>): UploadProblem | null {
  if (!file) return { key: 'noFile' };
  const name = file.name.toLowerCase();
  if (!platform.extensions.some((ext) => name.endsWith(ext))) return { key: 'wrongType', fileType: platform.fileType };
  if (file.size > UPLOAD_LIMIT_BYTES) return { key: 'tooLarge' };
  return null;
}

export interface TrendDay {
  day: string;
  submitted: number;
  finished: number;
  failed: number;
}

/**
 * The server lists the days with jobs; the chart wants every day of the period ending `today`,
 * the quiet ones as 0. Days are YYYY-MM-DD in the browser's time zone, which requests send.
 */
export function everyDay(trend: readonly TrendDay[], days: number, today = new Date()): TrendDay[] {
  const known = new Map(trend.map((day) => [day.day, day]));
  const result: TrendDay[] = [];
  const date = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1));
  for (let i = 0; i < days; i++, date.setDate(date.getDate() + 1)) {
    const day = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    result.push(known.get(day) ?? { day, submitted: 0, finished: 0, failed: 0 });
  }
  return result;
}
