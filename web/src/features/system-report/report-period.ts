/** The presets of the usage report's period picker. */
export type PeriodPreset = 'thisMonth' | 'lastMonth' | 'last90Days' | 'custom';

/** The server's limit: a year, with room for a leap day and a clock change. */
const MAX_PERIOD_MS = 366 * 24 * 3600 * 1000 + 3600 * 1000;

const pad = (n: number) => String(n).padStart(2, '0');

/** A date input's value (`YYYY-MM-DD`) of a local date. */
export function dateValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The first and last day (local time) a preset covers, as date input values. */
export function presetDates(preset: Exclude<PeriodPreset, 'custom'>, today = new Date()): { from: string; to: string } {
  const y = today.getFullYear();
  const m = today.getMonth();
  switch (preset) {
    case 'thisMonth':
      return { from: dateValue(new Date(y, m, 1)), to: dateValue(new Date(y, m + 1, 0)) };
    case 'lastMonth':
      return { from: dateValue(new Date(y, m - 1, 1)), to: dateValue(new Date(y, m, 0)) };
    case 'last90Days':
      return { from: dateValue(new Date(y, m, today.getDate() - 89)), to: dateValue(today) };
  }
}

/** The instants a report asks for: from the start of `from` to the end of `to`, local time. */
export function periodOf(from: string, to: string): { from: Date; to: Date } | null {
  const parse = (value: string) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
  };
  const start = parse(from);
  const end = parse(to);
  if (!start || !end) return null;
  return { from: start, to: new Date(end.getFullYear(), end.getMonth(), end.getDate() + 1) };
}

/** What is wrong with the chosen dates, if anything. */
export function periodProblem(from: string, to: string): 'required' | 'tooLong' | null {
  const period = periodOf(from, to);
  if (!period || period.to <= period.from) return 'required';
  if (period.to.getTime() - period.from.getTime() > MAX_PERIOD_MS) return 'tooLong';
  return null;
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'];

/** Bytes as people read them (1024-based, one decimal). */
export function bytesText(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${Math.round(value)} B` : `${value.toFixed(1)} ${UNITS[unit]}`;
}
