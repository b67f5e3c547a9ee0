import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub, type PubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';
import type { LiveCounters } from '../modules/monitoring/dashboard.service';

/**
 * Channels are namespaced by account so a subscriber can only ever listen inside its own
 * account (the account id is part of every topic's arguments).
 */
export type Topics = {
  /** A session was revoked (logout, another device, admin); id = `${accountId}:${sessionId}`. */
  'session:revoked': [id: string, payload: { reason: string }];
  /** Fresh monitoring counters of the account (at most one a second); id = accountId. */
  'monitoring:updated': [accountId: string, payload: LiveCounters];
  /** A job of the account changed status or progress; id = accountId. */
  'job:updated': [accountId: string, payload: JobUpdate];
};

/** What subscribers learn when a job changes. */
export interface JobUpdate {
  id: string;
  kind: string;
  status: 'ready' | 'processing' | 'finished' | 'failed';
  progress: number;
  error: string | null;
}

export type AppPubSub = PubSub<Topics> & { close(): Promise<void> };

/** In-process pub/sub by default; Redis pub/sub across instances when a URL is given. */
export function createAppPubSub(redisUrl?: string): AppPubSub {
  if (!redisUrl) {
    return Object.assign(createPubSub<Topics>(), { close: async () => {} });
  }
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  return Object.assign(createPubSub<Topics>({ eventTarget }), {
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  });
}
