import { setMaxListeners } from 'node:events';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import type { PubSubEventTarget } from '@graphql-yoga/subscription';
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
   * What a user may do, whether its sessions or API key still hold, or what `viewer` shows of it
   * changed (sign-out, password, lock, disable, role, entitlements, profile, MFA, API key, the
   * account's security settings): every instance checks its subscribers' sessions again and drops
   * what it cached of them.
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

export type AppPubSub = PubSub<Topics> & {
  /** Live subscribers of a topic on this instance (`job:updated:<accountId>`); for tests and health. */
  subscribers(channel: string): number;
  /**
   * Hears this instance's own publications of `topic` as they are made, before they reach any
   * subscriber (over Redis that is a round trip later): for caches that must not answer from
   * before a change this instance just made. Answers a function that stops listening.
   */
  onPublish<K extends keyof Topics>(topic: K, listener: (...args: Topics[K]) => void): () => void;
  close(): Promise<void>;
};

/** Adds {@link AppPubSub.onPublish} to a pub/sub. */
function withPublishListeners(pubsub: PubSub<Topics>): Pick<AppPubSub, 'publish' | 'onPublish'> {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  const publish = pubsub.publish.bind(pubsub);
  return {
    publish: ((topic: string, ...args: unknown[]) => {
      for (const listener of listeners.get(topic) ?? []) listener(...args);
      (publish as (topic: string, ...rest: unknown[]) => void)(topic, ...args);
    }) as PubSub<Topics>['publish'],
    onPublish: (topic, listener) => {
      const set = listeners.get(topic) ?? new Set();
      listeners.set(topic, set);
      set.add(listener as (...args: unknown[]) => void);
      return () => set.delete(listener as (...args: unknown[]) => void);
    },
  };
}

type AnyEventTarget = PubSubEventTarget<Topics>;

/** An event target that counts the listeners of each channel it passes on to `target`. */
function countingTarget(target: AnyEventTarget): { eventTarget: AnyEventTarget; subscribers(channel: string): number } {
  const counts = new Map<string, number>();
  const eventTarget: AnyEventTarget = {
    addEventListener(type, listener, options) {
      counts.set(type, (counts.get(type) ?? 0) + 1);
      target.addEventListener(type, listener, options);
    },
    removeEventListener(type, listener, options) {
      const left = (counts.get(type) ?? 1) - 1;
      if (left > 0) counts.set(type, left);
      else counts.delete(type);
      target.removeEventListener(type, listener, options);
    },
    dispatchEvent: (event) => target.dispatchEvent(event),
  };
  return { eventTarget, subscribers: (channel) => counts.get(channel) ?? 0 };
}

/**
 * In-process pub/sub by default; Redis pub/sub across instances when a URL is given. Redis may
 * go away and come back: `onError` hears what failed meanwhile (a publish is then lost: live
 * updates are best effort) and subscriptions carry on once it is back.
 */
export function createAppPubSub(redisUrl?: string, onError: (err: unknown) => void = () => {}): AppPubSub {
  if (!redisUrl) {
    const local = new EventTarget();
    // One listener per live subscription: a team with a dozen dashboards open on one account
    // is normal, not the leak Node's default warning (past 10 listeners) is about.
    setMaxListeners(0, local);
    const { eventTarget, subscribers } = countingTarget(local as AnyEventTarget);
    const pubsub = createPubSub<Topics>({ eventTarget });
    return Object.assign(pubsub, withPublishListeners(pubsub), { subscribers, close: async () => {} });
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
  const { eventTarget, subscribers } = countingTarget(createRedisEventTarget({ publishClient: publisher as unknown as Redis, subscribeClient: subscriber as unknown as Redis }));
  const pubsub = createPubSub<Topics>({ eventTarget });
  return Object.assign(pubsub, withPublishListeners(pubsub), {
    subscribers,
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  });
}
