import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub, type PubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';

/**
 * Channels are namespaced by account so a subscriber can only ever listen inside its own
 * account (the account id is part of every topic's arguments).
 */
// The mapped copy gives the interface the index signature graphql-yoga's PubSub asks of its map.
export type Topics = CoreTopics & { [K in keyof ModuleTopics]: ModuleTopics[K] };

/**
 * Topics a module declares for itself by declaration merging (`declare module` on this file),
 * so the platform layer names no module's types.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by modules through declaration merging
export interface ModuleTopics {}

type CoreTopics = {
  /** A session was revoked (logout, another device, admin); id = `${accountId}:${sessionId}`. */
  'session:revoked': [id: string, payload: { reason: string }];
  /** A job of the account changed status or progress; id = accountId. */
  'job:updated': [accountId: string, payload: JobUpdate];
  /**
   * What a user may do, or whether its sessions still hold, changed (sign-out, password, lock,
   * disable, role or entitlements): every instance checks its subscribers' sessions again.
   */
  'principal:changed': [payload: PrincipalChange];
};

/** Whose sessions to check again: one user, or (no `userId`) every user of the account. */
export interface PrincipalChange {
  accountId: string;
  userId?: string;
}

/** What subscribers learn when a job changes. */
export interface JobUpdate {
  id: string;
  kind: string;
  status: 'ready' | 'processing' | 'finished' | 'failed';
  progress: number;
  error: string | null;
}

export type AppPubSub = PubSub<Topics> & { close(): Promise<void> };

/**
 * In-process pub/sub by default; Redis pub/sub across instances when a URL is given. Redis may
 * go away and come back: `onError` hears what failed meanwhile (a publish is then lost: live
 * updates are best effort) and subscriptions carry on once it is back.
 */
export function createAppPubSub(redisUrl?: string, onError: (err: unknown) => void = () => {}): AppPubSub {
  if (!redisUrl) {
    return Object.assign(createPubSub<Topics>(), { close: async () => {} });
  }
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  // No retry limit: a SUBSCRIBE sent while Redis is away waits for it instead of failing, so a
  // subscription opened during an outage starts when Redis is back (ioredis subscribes again
  // to every channel it already had after each reconnect).
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: null });
  publishClient.on('error', onError);
  subscribeClient.on('error', onError);
  // The event target leaves the clients' promises unhandled: a publish or subscribe that fails
  // would be an unhandled rejection, which ends the process. These stand-ins report it instead.
  const publisher = { publish: (channel: string, message: string) => publishClient.publish(channel, message).catch(onError) };
  const subscriber = {
    on: (event: 'message', listener: (channel: string, message: string) => void) => subscribeClient.on(event, listener),
    subscribe: (channel: string) => subscribeClient.subscribe(channel).catch(onError),
    unsubscribe: (channel: string) => subscribeClient.unsubscribe(channel).catch(onError),
  };
  const eventTarget = createRedisEventTarget({ publishClient: publisher as unknown as Redis, subscribeClient: subscriber as unknown as Redis });
  return Object.assign(createPubSub<Topics>({ eventTarget }), {
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  });
}
