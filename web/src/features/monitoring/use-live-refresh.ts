import { useSubscription } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { MonitoringUpdatedDocument } from '../../gql/graphql';
import { createRefreshThrottle, type RefreshThrottle } from './refresh-throttle';

/** Refetches at most this often however many updates arrive. */
export const LIVE_REFRESH_MS = 2_000;

/**
 * Keeps a page current from the `monitoringUpdated` subscription: each message asks for a
 * refetch, throttled to one per `LIVE_REFRESH_MS` and never two at once, so a busy account
 * costs the browser a query every couple of seconds rather than one per message.
 */
export function useLiveRefresh(refetch: () => Promise<unknown>, accountId: string | null = null): { connected: boolean; updatedAt: Date | null } {
  const [updatedAt, setUpdatedAt] = useState<Date | null>(null);
  const latest = useRef(refetch);
  latest.current = refetch;
  const throttle = useRef<RefreshThrottle | null>(null);
  useEffect(() => {
    const created = createRefreshThrottle(async () => {
      await latest.current();
      setUpdatedAt(new Date());
    }, LIVE_REFRESH_MS);
    throttle.current = created;
    return () => created.dispose();
  }, []);
  const { error } = useSubscription(MonitoringUpdatedDocument, { variables: { accountId }, onData: () => throttle.current?.request() });
  return { connected: !error, updatedAt };
}
