import { useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MonitoringUpdatedDocument } from '../../gql/graphql';

/** Refetches at most this often however many updates arrive (a 1,000 events/s stream included). */
export const LIVE_REFRESH_MS = 2_000;

/**
 * Keeps a page current from the `monitoringUpdated` subscription: each message schedules one
 * refetch, throttled to one per `LIVE_REFRESH_MS` and never two at once, so a busy account
 * costs the browser a query every couple of seconds rather than one per message.
 */
export function useLiveRefresh(refetch: () => Promise<unknown>): { connected: boolean; updatedAt: Date | null } {
  const [updatedAt, setUpdatedAt] = useState<Date | null>(null);
  const state = useRef({ timer: null as ReturnType<typeof setTimeout> | null, running: false, again: false, last: 0 });
  const latest = useRef(refetch);
  latest.current = refetch;

  const run = useCallback(async () => {
    const s = state.current;
    s.timer = null;
    s.running = true;
    s.last = Date.now();
    try {
      await latest.current();
      setUpdatedAt(new Date());
    } catch {
      // The query's own error state shows the failure; the next message tries again.
    } finally {
      s.running = false;
      if (s.again) {
        s.again = false;
        schedule();
      }
    }
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const schedule = useCallback(() => {
    const s = state.current;
    if (s.running) {
      s.again = true;
      return;
    }
    if (s.timer) return;
    s.timer = setTimeout(() => void run(), Math.max(0, s.last + LIVE_REFRESH_MS - Date.now()));
  }, [run]);

  useEffect(
    () => () => {
      if (state.current.timer) clearTimeout(state.current.timer);
    },
    [],
  );

  const { error } = useSubscription(MonitoringUpdatedDocument, { onData: schedule });
  return { connected: !error, updatedAt };
}
