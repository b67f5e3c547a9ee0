import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRefreshThrottle } from './refresh-throttle';

describe('createRefreshThrottle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('turns a burst of 1,000 requests a second into one run per interval', async () => {
    let runs = 0;
    const throttle = createRefreshThrottle(async () => void runs++, 2_000);
    for (let ms = 0; ms < 10_000; ms++) {
      throttle.request();
      await vi.advanceTimersByTimeAsync(1);
    }
    // 10 s of requests: the first at once, then one every 2 s.
    expect(runs).toBeGreaterThanOrEqual(5);
    expect(runs).toBeLessThanOrEqual(6);
    throttle.dispose();
  });

  it('never runs twice at once and runs once more after a request made while running', async () => {
    let active = 0;
    let maxActive = 0;
    let runs = 0;
    let release: () => void = () => undefined;
    const throttle = createRefreshThrottle(async () => {
      runs++;
      active++;
      maxActive = Math.max(maxActive, active);
      await new Promise<void>((resolve) => (release = resolve));
      active--;
    }, 100);
    throttle.request();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(1);
    throttle.request();
    throttle.request();
    await vi.advanceTimersByTimeAsync(500);
    expect(runs).toBe(1);
    release();
    await vi.advanceTimersByTimeAsync(200);
    expect(runs).toBe(2);
    release();
    await vi.advanceTimersByTimeAsync(500);
    expect(runs).toBe(2);
    expect(maxActive).toBe(1);
    throttle.dispose();
  });

  it('does nothing after dispose', async () => {
    let runs = 0;
    const throttle = createRefreshThrottle(async () => void runs++, 100);
    throttle.request();
    throttle.dispose();
    throttle.request();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(0);
  });
});
