/**
 * The time the subscription checks read. The system clock unless a test sets it: one instance
 * is shared by an app's identity loads and services, so moving it past a subscription's end
 * turns the product off everywhere at once.
 */
export class Clock {
  private fixed: Date | null = null;

  now(): Date {
    return this.fixed ? new Date(this.fixed) : new Date();
  }

  /** Today in UTC, `YYYY-MM-DD`: the day subscription periods are compared with. */
  today(): string {
    return utcDay(this.now());
  }

  /** Fixes the clock at `at` (null: back to the system clock). */
  set(at: Date | null): void {
    this.fixed = at ? new Date(at) : null;
  }
}

/** The UTC calendar day of `at`, `YYYY-MM-DD`. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}
