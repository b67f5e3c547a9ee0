const STEP_MS = { minute: 60_000, hour: 3_600_000, day: 86_400_000 } as const;

export type Bucket = keyof typeof STEP_MS;

/** More buckets than any period has; a bad range never draws an endless chart. */
const MAX_BUCKETS = 1_000;

interface Point {
  at: string;
}

/**
 * The start of the bucket after the one starting at `start`. Minutes and hours are fixed steps;
 * days follow the calendar in the browser's time zone (23 or 25 hours across a daylight-saving
 * change), as the server's day buckets do in the zone the browser sends it.
 */
function nextStart(start: Date, bucket: Bucket): Date {
  if (bucket !== 'day') return new Date(start.getTime() + STEP_MS[bucket]);
  const next = new Date(start);
  next.setDate(next.getDate() + 1);
  return next;
}

/**
 * Every bucket from `from` up to `to`, with the server's points in their buckets and zeroes
 * elsewhere: the server sends only buckets that have events, a chart wants the whole range.
 */
export function fillBuckets<P extends Point>(points: readonly P[], from: Date, to: Date, bucket: Bucket, empty: (at: string) => P): P[] {
  const starts = [from];
  for (let next = nextStart(from, bucket); next < to && starts.length < MAX_BUCKETS; next = nextStart(next, bucket)) starts.push(next);
  const end = nextStart(starts[starts.length - 1], bucket).getTime();
  const filled: P[] = starts.map((start) => empty(start.toISOString()));
  for (const point of points) {
    const at = new Date(point.at).getTime();
    const index = starts.findLastIndex((start) => start.getTime() <= at);
    if (index >= 0 && at < end) filled[index] = { ...point, at: filled[index].at };
  }
  return filled;
}

/** The last `minutes` whole minutes up to now, as a risk window covers them. */
export function windowRange(minutes: number, now = Date.now()): { from: Date; to: Date } {
  const end = Math.floor(now / STEP_MS.minute) * STEP_MS.minute + STEP_MS.minute;
  return { from: new Date(end - minutes * STEP_MS.minute), to: new Date(end) };
}
