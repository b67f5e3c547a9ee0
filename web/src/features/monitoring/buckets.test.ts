import { describe, expect, it } from 'vitest';
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

describe('windowRange', () => {
  it('covers the last whole minutes including the current one', () => {
    const { from, to } = windowRange(10, Date.parse('2026-01-01T00:30:20Z'));
    expect(to.toISOString()).toBe('2026-01-01T00:31:00.000Z');
    expect(from.toISOString()).toBe('2026-01-01T00:21:00.000Z');
  });
});
