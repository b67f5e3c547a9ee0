import type { ReportCycle } from './reports.tables';

/**
 * Period maths of scheduled monitoring reports. Periods are whole local calendar periods in the
 * job's IANA time zone (the creator's browser zone, UTC when unknown): a day from local
 * midnight, an ISO week from Monday, a month from the 1st, a quarter from 1 January, April,
 * July or October. A recurring job runs at each period's end (the next boundary) and reports
 * the period just ended, clipped to the job's start and end time; a `once` job runs at its end
 * time and reports its whole window.
 */

export interface LocalDate {
  year: number;
  /** 1-12. */
  month: number;
  day: number;
}

export interface ReportPeriod {
  from: Date;
  to: Date;
}

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** How far `timeZone` is ahead of UTC at `at`, in milliseconds. */
export function zoneOffsetMs(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return local - Math.floor(at.getTime() / 1000) * 1000;
}

/** The local calendar date of an instant in `timeZone`. */
export function localDateOf(at: Date, timeZone: string): LocalDate {
  const shifted = new Date(at.getTime() + zoneOffsetMs(timeZone, at));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/**
 * The instant local midnight starts `date` in `timeZone` (day and month may overflow, as with
 * `Date.UTC`). Where a zone skips midnight (a DST change at 00:00) it is the first local
 * instant of that day.
 */
export function localMidnight(date: LocalDate, timeZone: string): Date {
  const guess = Date.UTC(date.year, date.month - 1, date.day);
  const first = guess - zoneOffsetMs(timeZone, new Date(guess));
  const second = guess - zoneOffsetMs(timeZone, new Date(first));
  // Both agree except around a change of offset; the earlier candidate that is still on the day wins.
  const candidates = [Math.min(first, second), Math.max(first, second)].map((t) => new Date(t));
  const day = (d: Date) => localDateOf(d, timeZone);
  const wanted = new Date(guess);
  const onDay = candidates.find((c) => {
    const l = day(c);
    return l.year === wanted.getUTCFullYear() && l.month === wanted.getUTCMonth() + 1 && l.day === wanted.getUTCDate();
  });
  return onDay ?? candidates[1];
}

/** The local date the period of `cycle` containing local date `date` starts on. */
function periodStartDate(cycle: Exclude<ReportCycle, 'once'>, date: LocalDate): LocalDate {
  switch (cycle) {
    case 'daily':
      return date;
    case 'weekly': {
      const weekday = (new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7; // Monday 0
      return normalise({ year: date.year, month: date.month, day: date.day - weekday });
    }
    case 'monthly':
      return { year: date.year, month: date.month, day: 1 };
    case 'quarterly':
      return { year: date.year, month: Math.floor((date.month - 1) / 3) * 3 + 1, day: 1 };
  }
}

function addPeriod(cycle: Exclude<ReportCycle, 'once'>, date: LocalDate, count: number): LocalDate {
  switch (cycle) {
    case 'daily':
      return normalise({ ...date, day: date.day + count });
    case 'weekly':
      return normalise({ ...date, day: date.day + 7 * count });
    case 'monthly':
      return normalise({ ...date, month: date.month + count });
    case 'quarterly':
      return normalise({ ...date, month: date.month + 3 * count });
  }
}

function normalise(date: LocalDate): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The calendar period of `cycle` that contains the instant `at`. */
export function periodContaining(cycle: Exclude<ReportCycle, 'once'>, at: Date, timeZone: string): ReportPeriod {
  const start = periodStartDate(cycle, localDateOf(at, timeZone));
  return { from: localMidnight(start, timeZone), to: localMidnight(addPeriod(cycle, start, 1), timeZone) };
}

/** The first boundary strictly after `at`: the end of the period containing it. */
export function nextBoundary(cycle: Exclude<ReportCycle, 'once'>, at: Date, timeZone: string): Date {
  return periodContaining(cycle, at, timeZone).to;
}

export interface JobTiming {
  cycle: ReportCycle;
  startAt: Date;
  endAt: Date;
  timeZone: string;
}

/**
 * When a job first reports: for `once`, at its end time; otherwise at the end of the period that
 * contains its start time. Null when the job has nothing to report.
 */
export function firstRunAt(job: JobTiming): Date | null {
  if (job.endAt <= job.startAt) return null;
  if (job.cycle === 'once') return job.endAt;
  return nextBoundary(job.cycle, job.startAt, job.timeZone);
}

/**
 * The run due at boundary `runAt`: the period it reports (the calendar period ending at
 * `runAt`, clipped to the job's window) and the boundary after it, or null when the job is
 * done (`once`, or the next period starts at or after the end time).
 */
export function runAt(job: JobTiming, at: Date): { period: ReportPeriod; next: Date | null } {
  if (job.cycle === 'once') return { period: { from: job.startAt, to: job.endAt }, next: null };
  const calendar = periodContaining(job.cycle, new Date(at.getTime() - 1), job.timeZone);
  const period = { from: maxDate(calendar.from, job.startAt), to: minDate(calendar.to, job.endAt) };
  const following = nextBoundary(job.cycle, at, job.timeZone);
  return { period, next: at < job.endAt ? following : null };
}

const maxDate = (a: Date, b: Date) => (a > b ? a : b);
const minDate = (a: Date, b: Date) => (a < b ? a : b);
