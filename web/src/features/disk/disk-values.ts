import { DISK_RANGES, wholeIn } from '@common/rules';
import type { TranslationKey } from '../../i18n/i18n';

/** The disk settings as the form edits them. */
export interface DiskValues {
  keepMonths: number;
  cleanIntervalHours: number;
}

export type DiskErrors = Partial<Record<keyof DiskValues, TranslationKey>>;

/** The server's ranges (common/rules.ts): months 1-120, hours at least 1 (spec §5). */
export function validateDisk(v: DiskValues): DiskErrors {
  const errors: DiskErrors = {};
  if (!wholeIn(v.keepMonths, DISK_RANGES.keepMonths)) errors.keepMonths = 'disk.errors.keepMonths';
  if (!wholeIn(v.cleanIntervalHours, DISK_RANGES.cleanIntervalHours)) errors.cleanIntervalHours = 'disk.errors.cleanIntervalHours';
  return errors;
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

/** Bytes in binary units with one decimal above a kilobyte: `0 B`, `12.5 MB`. */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${Math.round(value)} B` : `${value.toFixed(1)} ${UNITS[unit]}`;
}
