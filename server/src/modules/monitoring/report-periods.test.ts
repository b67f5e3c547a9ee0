import { describe, expect, it } from 'vitest';
import { firstRunAt, localMidnight, nextBoundary, periodContaining, runAt } from './report-periods';

const iso = (d: Date | null) => d?.toISOString() ?? null;

describe('report periods', () => {
  it('daily periods are local days, in UTC and in a zone ahead of it', () => {
    expect(periodContaining('daily', new Date('2026-03-10T13:00:00Z'), 'UTC')).toEqual({ from: new Date('2026-03-10T00:00:00Z'), to: new Date('2026-03-11T00:00:00Z') });
    // 23:30 UTC on the 10th is already the 11th in Taipei (UTC+8): its day starts 16:00 UTC.
    const taipei = periodContaining('daily', new Date('2026-03-10T23:30:00Z'), 'Asia/Taipei');
    expect(iso(taipei.from)).toBe('2026-03-10T16:00:00.000Z');
    expect(iso(taipei.to)).toBe('2026-03-11T16:00:00.000Z');
  });

  it('a day with a DST change is 23 or 25 hours long', () => {
    const spring = periodContaining('daily', new Date('2026-03-08T12:00:00Z'), 'America/New_York');
    expect(iso(spring.from)).toBe('2026-03-08T05:00:00.000Z');
    expect(iso(spring.to)).toBe('2026-03-09T04:00:00.000Z');
    const autumn = periodContaining('daily', new Date('2026-11-01T12:00:00Z'), 'America/New_York');
    expect(autumn.to.getTime() - autumn.from.getTime()).toBe(25 * 3600_000);
  });

  it('weeks start on Monday, months on the 1st, quarters in January, April, July and October', () => {
    // 2026-03-12 is a Thursday.
    expect(periodContaining('weekly', new Date('2026-03-12T10:00:00Z'), 'UTC')).toEqual({ from: new Date('2026-03-09T00:00:00Z'), to: new Date('2026-03-16T00:00:00Z') });
    // A Monday belongs to the week it starts.
    expect(iso(periodContaining('weekly', new Date('2026-03-16T00:00:00Z'), 'UTC').from)).toBe('2026-03-16T00:00:00.000Z');
    // Across a year end.
    expect(periodContaining('weekly', new Date('2027-01-01T10:00:00Z'), 'UTC')).toEqual({ from: new Date('2026-12-28T00:00:00Z'), to: new Date('2027-01-04T00:00:00Z') });
    expect(periodContaining('monthly', new Date('2028-02-29T10:00:00Z'), 'UTC')).toEqual({ from: new Date('2028-02-01T00:00:00Z'), to: new Date('2028-03-01T00:00:00Z') });
    expect(periodContaining('monthly', new Date('2026-12-31T23:59:59Z'), 'UTC')).toEqual({ from: new Date('2026-12-01T00:00:00Z'), to: new Date('2027-01-01T00:00:00Z') });
    expect(periodContaining('quarterly', new Date('2026-05-20T00:00:00Z'), 'UTC')).toEqual({ from: new Date('2026-04-01T00:00:00Z'), to: new Date('2026-07-01T00:00:00Z') });
    expect(periodContaining('quarterly', new Date('2026-12-20T00:00:00Z'), 'UTC')).toEqual({ from: new Date('2026-10-01T00:00:00Z'), to: new Date('2027-01-01T00:00:00Z') });
    expect(iso(periodContaining('quarterly', new Date('2026-01-01T00:00:00Z'), 'Asia/Taipei').from)).toBe('2025-12-31T16:00:00.000Z');
  });

  it('a boundary instant starts the next period', () => {
    const boundary = new Date('2026-03-11T00:00:00Z');
    expect(nextBoundary('daily', boundary, 'UTC')).toEqual(new Date('2026-03-12T00:00:00Z'));
    expect(nextBoundary('daily', new Date(boundary.getTime() - 1), 'UTC')).toEqual(boundary);
    expect(localMidnight({ year: 2026, month: 13, day: 1 }, 'UTC')).toEqual(new Date('2027-01-01T00:00:00Z'));
  });

  it('a daily job reports the day just ended, clipped to its window, and stops after its end time', () => {
    const job = { cycle: 'daily' as const, startAt: new Date('2026-03-10T09:30:00Z'), endAt: new Date('2026-03-12T12:00:00Z'), timeZone: 'UTC' };
    const first = firstRunAt(job)!;
    expect(iso(first)).toBe('2026-03-11T00:00:00.000Z');
    const one = runAt(job, first);
    expect(one.period).toEqual({ from: job.startAt, to: first });
    const two = runAt(job, one.next!);
    expect(two.period).toEqual({ from: new Date('2026-03-11T00:00:00Z'), to: new Date('2026-03-12T00:00:00Z') });
    const three = runAt(job, two.next!);
    expect(three.period).toEqual({ from: new Date('2026-03-12T00:00:00Z'), to: job.endAt });
    expect(three.next).toBeNull();
  });

  it('a once job runs at its end time over its whole window', () => {
    const job = { cycle: 'once' as const, startAt: new Date('2026-03-01T00:00:00Z'), endAt: new Date('2026-03-05T00:00:00Z'), timeZone: 'UTC' };
    expect(firstRunAt(job)).toEqual(job.endAt);
    expect(runAt(job, job.endAt)).toEqual({ period: { from: job.startAt, to: job.endAt }, next: null });
    expect(firstRunAt({ ...job, endAt: job.startAt })).toBeNull();
  });

  it('a quarterly job in a zone behind UTC steps quarter by quarter', () => {
    const job = { cycle: 'quarterly' as const, startAt: new Date('2026-01-15T00:00:00Z'), endAt: new Date('2027-06-01T00:00:00Z'), timeZone: 'America/Los_Angeles' };
    const boundaries: string[] = [];
    for (let at: Date | null = firstRunAt(job); at; at = runAt(job, at).next) boundaries.push(iso(at)!);
    expect(boundaries).toEqual([
      '2026-04-01T07:00:00.000Z',
      '2026-07-01T07:00:00.000Z',
      '2026-10-01T07:00:00.000Z',
      '2027-01-01T08:00:00.000Z',
      '2027-04-01T07:00:00.000Z',
      '2027-07-01T07:00:00.000Z',
    ]);
  });
});
