import { useEffect } from 'react';

/** How often a list with running jobs reloads, in case a live update was missed. */
const HEAL_INTERVAL_MS = 10_000;

/**
 * A live job list heals a status its subscription missed (a socket that reconnected, or a list
 * answer that crossed an update on the way): while any shown job is still running, it reloads
 * now and then.
 */
export function useHealingRefetch(running: boolean, refetch: () => unknown): void {
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => void refetch(), HEAL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [running, refetch]);
}
