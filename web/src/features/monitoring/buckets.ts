const STEP_MS = { minute: 60_000, hour: 3_600_000, day: 86_400_000 } as const;

export type Bucket = keyof typeof STEP_MS;

interface Point {
  at: string;
}

/**
 * Every bucket from `from` up to `to`, with the server's points in their buckets and zeroes
 * elsewhere: the server sends only buckets that have events, a chart wants the whole range.
 */
export function fillBuckets<P extends Point>(points: readonly P[], from: Date, to: Date, bucket: Bucket, empty: (at: string) => P): P[] {
  const step = STEP_MS[bucket];
  const count = Math.max(1, Math.min(1_000, Math.ceil((to.getTime() - from.getTime()) / step)));
  const filled: P[] = Array.from({ length: count }, (_, i) => empty(new Date(from.getTime() + i * step).toISOString()));
  for (const point of points) {
    const index = Math.floor((new Date(point.at).getTime() - from.getTime()) / step);
    if (index >= 0 && index < count) filled[index] = { ...point, at: filled[index].at };
  }
  return filled;
}

/** The last `minutes` whole minutes up to now, as a risk window covers them. */
export function windowRange(minutes: number, now = Date.now()): { from: Date; to: Date } {
  const end = Math.floor(now / STEP_MS.minute) * STEP_MS.minute + STEP_MS.minute;
  return { from: new Date(end - minutes * STEP_MS.minute), to: new Date(end) };
}
