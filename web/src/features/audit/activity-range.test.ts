import { describe, expect, it } from 'vitest';
import { dateInputValue, rangeOf, rangeProblem } from './activity-range';

describe('activity-log range', () => {
  it('must be chosen', () => {
    expect(rangeProblem('', '2024-01-02')).toBe('required');
    expect(rangeProblem('2024-01-02', '')).toBe('required');
    expect(rangeProblem('2024-01-05', '2024-01-02')).toBe('required');
  });

  it('must be shorter than one year', () => {
    expect(rangeProblem('2023-01-01', '2023-12-30')).toBeNull();
    expect(rangeProblem('2023-01-01', '2023-12-31')).toBe('tooLong');
    expect(rangeProblem('2023-01-01', '2024-06-01')).toBe('tooLong');
  });

  it('covers whole days in local time', () => {
    const range = rangeOf('2024-03-01', '2024-03-01')!;
    expect(range.to.getTime() - range.from.getTime()).toBe(24 * 3600 * 1000);
    expect(dateInputValue(-1, new Date(2024, 2, 1))).toBe('2024-02-29');
  });
});
