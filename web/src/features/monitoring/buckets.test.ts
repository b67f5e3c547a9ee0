import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillBuckets, windowRange } from './buckets';

const empty = (at: string) => ({ at, events: 0 });

describe('fillBuckets', () => {
  it('puts the server points into a full range of zero buckets', () => {
    const from = new Date('2026-01-01T00:00:00Z');
    const to = new Date('2026-01-01T05:30:00Z');
    const filled = fillBuckets(
      [
        { at: '2026-01-01T02:00:00Z', events: 7 },
        { at: '2026-01-01T05:00:00Z', events: 2 },
      ],
      from,
      to,
      'hour',
      empty,
    );
    expect(filled.map((p) => p.events)).toEqual([0, 0, 7, 0, 0, 2]);
    expect(filled[2].at).toBe('2026-01-01T02:00:00.000Z');
  });

  it('drops points outside the range', () => {
    const from = new Date('2026-01-01T00:00:00Z');
    const filled = fillBuckets([{ at: '2025-12-31T00:00:00Z', events: 5 }], from, new Date('2026-01-03T00:00:00Z'), 'day', empty);
    expect(filled.map((p) => p.events)).toEqual([0, 0]);
  });
});

describe('fillBuckets across a daylight-saving change', () => {
  // Day buckets start at the browser's local midnights; Node takes a new TZ at run time.
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/New_York';
  });
  afterAll(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('keeps a 25-hour day one bucket, and the next day at its own midnight', () => {
    const filled = fillBuckets(
      [
        { at: '2026-11-01T04:00:00Z', events: 2 },
        { at: '2026-11-02T05:00:00Z', events: 3 },
      ],
      new Date('2026-10-30T04:00:00Z'),
      new Date('2026-11-02T05:30:00Z'),
      'day',
      empty,
    );
    expect(filled.map((p) => p.at)).toEqual(['2026-10-30T04:00:00.000Z', '2026-10-31T04:00:00.000Z', '2026-11-01T04:00:00.000Z', '2026-11-02T05:00:00.000Z']);
    expect(filled.map((p) => p.events)).toEqual([0, 0, 2, 3]);
  });

  it('puts the day after a 23-hour day in its own bucket', () => {
    const filled = fillBuckets([{ at: '2026-03-09T04:00:00Z', events: 5 }], new Date('2026-03-07T05:00:00Z'), new Date('2026-03-09T12:00:00Z'), 'day', empty);
    expect(filled.map((p) => p.at)).toEqual(['2026-03-07T05:00:00.000Z', '2026-03-08T05:00:00.000Z', '2026-03-09T04:00:00.000Z']);
    expect(filled.map((p) => p.events)).toEqual([0, 0, 5]);
  });
});

describe('windowRange', () => {
  it('covers the last whole minutes including the current one', () => {
    const { from, to } = windowRange(10, Date.parse('2026-01-01T00:30:20Z'));
    expect(to.toISOString()).toBe('2026-01-01T00:31:00.000Z');
    expect(from.toISOString()).toBe('2026-01-01T00:21:00.000Z');
  });
});
