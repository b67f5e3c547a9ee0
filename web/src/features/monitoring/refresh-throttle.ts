export interface RefreshThrottle {
  /** Asks for a refresh: runs at once, later, or folds into one already scheduled. */
  request(): void;
  dispose(): void;
}

/**
 * Turns any number of requests into at most one `run` per `intervalMs`, never two at once, and
 * always one more after the last request (so the final state is shown). A stream of 1,000
 * messages a second costs one run every interval.
 */
export function createRefreshThrottle(run: () => Promise<unknown>, intervalMs: number, now: () => number = Date.now): RefreshThrottle {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running = false;
  let again = false;
  let last = Number.NEGATIVE_INFINITY;
  let disposed = false;

  async function fire() {
    timer = null;
    running = true;
    last = now();
    try {
      await run();
    } catch {
      // The caller shows its own error state; the next request tries again.
    } finally {
      running = false;
      if (again && !disposed) {
        again = false;
        request();
      }
    }
  }

  function request() {
    if (disposed) return;
    if (running) {
      again = true;
      return;
    }
    if (timer) return;
    timer = setTimeout(() => void fire(), Math.max(0, last + intervalMs - now()));
  }

  return {
    request,
    dispose() {
      disposed = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
