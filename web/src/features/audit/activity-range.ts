/** Spec §5/§9: the activity-log range must be shorter than one year (the server's 365 days). */
const YEAR_MS = 365 * 24 * 3600 * 1000;

export type RangeProblem = 'required' | 'tooLong' | null;

/** A date input's value (`YYYY-MM-DD`) `days` before or after today, in local time. */
export function dateInputValue(daysFromToday: number, today = new Date()): string {
  const date = new Date(today.getFullYear(), today.getMonth(), today.getDate() + daysFromToday);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The query range of two date inputs: from the start of `from` to the end of `to`, local time. */
export function rangeOf(from: string, to: string): { from: Date; to: Date } | null {
  const parse = (value: string) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
  };
  const start = parse(from);
  const end = parse(to);
  if (!start || !end) return null;
  return { from: start, to: new Date(end.getFullYear(), end.getMonth(), end.getDate() + 1) };
}

/** What is wrong with the chosen range, if anything. */
export function rangeProblem(from: string, to: string): RangeProblem {
  const range = rangeOf(from, to);
  if (!range || range.to <= range.from) return 'required';
  if (range.to.getTime() - range.from.getTime() >= YEAR_MS) return 'tooLong';
  return null;
}
