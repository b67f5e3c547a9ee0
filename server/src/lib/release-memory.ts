import { fullCollection } from '../engines/full-collection.js';

let collect: (() => void) | null = null;
let lastAt = -Infinity;
let pending: NodeJS.Timeout | null = null;
/** A full collection pauses the thread (tens to hundreds of ms on a large heap): at most one this often. */
const MIN_INTERVAL_MS = 10_000;

/**
 * Runs a full garbage collection. V8 collects when allocation needs room, not when the server
 * falls quiet, so what a burst of work left behind (report fonts, scan results, upload buffers:
 * a few hundred MB after the assessment benchmark) would otherwise stay resident until the next
 * burst. Called where work ends (an emptied job queue, the last queued PDF); since a collection
 * pauses the thread, one asked for within ten seconds of the last runs when they are over. Two
 * passes: the first runs the finalizers that free Buffers' memory, the second reclaims what they
 * held.
 */
export function releaseMemory(): void {
  const wait = lastAt + MIN_INTERVAL_MS - performance.now();
  if (wait > 0) {
    // Too soon after the last one: it runs once the interval is over, for whatever ended meanwhile.
    pending ??= setTimeout(() => {
      pending = null;
      releaseMemory();
    }, wait).unref();
    return;
  }
  lastAt = performance.now();
  collect ??= fullCollection();
  collect();
  collect();
}
