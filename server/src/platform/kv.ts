import { Redis } from 'ioredis';

/**
 * Short-lived keys with expiry: counters for rate limits and captcha thresholds, single-use
 * values such as captcha answers. In memory by default; Redis when `REDIS_URL` is set, so every
 * instance sees the same counts.
 */
export interface KeyValueStore {
  /**
   * Adds one to a counter and returns the new count. The first hit starts a fixed window of
   * `windowSeconds`; the counter disappears when the window ends.
   */
  hit(key: string, windowSeconds: number): Promise<number>;
  /** The current count of a counter (0 when absent or expired). */
  count(key: string): Promise<number>;
  /** Stores a value for `ttlSeconds`. */
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  /** Reads and deletes a value in one step, so it can be used only once. */
  take(key: string): Promise<string | null>;
  delete(key: string): Promise<void>;
  /**
   * Holds `key` for `holder` during `ttlMs` unless another holder has it (a lease that lapses by
   * itself should its holder die); answers whether it is now held.
   */
  acquire(key: string, holder: string, ttlMs: number): Promise<boolean>;
  /** Extends the hold by `ttlMs` from now if `holder` still has it; answers whether it did. */
  renew(key: string, holder: string, ttlMs: number): Promise<boolean>;
  /** Lets go of `key` if `holder` still has it (never of another holder's, after a lapse). */
  release(key: string, holder: string): Promise<void>;
  close(): Promise<void>;
}

interface Entry {
  value: string;
  expiresAt: number;
}

/** Expired entries are swept when the map first reaches this size, then each time it doubles. */
const SWEEP_AT = 10_000;
/**
 * Hard cap on entries, so a flood of distinct keys (random sign-in names) cannot grow memory
 * without bound; past it the oldest entry goes first.
 */
const MAX_ENTRIES = 200_000;

/** One process's store: counters and values in a Map, expired lazily. */
export class MemoryStore implements KeyValueStore {
  private readonly entries = new Map<string, Entry>();
  private nextSweep = SWEEP_AT;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private put(key: string, entry: Entry): void {
    if (!this.entries.has(key)) {
      if (this.entries.size >= this.nextSweep) {
        const now = this.now();
        for (const [k, e] of this.entries) if (e.expiresAt <= now) this.entries.delete(k);
        this.nextSweep = Math.max(SWEEP_AT, this.entries.size * 2);
      }
      // Maps iterate in insertion order: the first key is the oldest.
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    }
    this.entries.set(key, entry);
  }

  async hit(key: string, windowSeconds: number): Promise<number> {
    const entry = this.live(key);
    const count = entry ? Number(entry.value) + 1 : 1;
    this.put(key, { value: String(count), expiresAt: entry?.expiresAt ?? this.now() + windowSeconds * 1000 });
    return count;
  }

  async count(key: string): Promise<number> {
    return Number(this.live(key)?.value ?? 0);
  }

  async set(key: string, value: string, ttlSeconds: number): Promise<void> {
    this.put(key, { value, expiresAt: this.now() + ttlSeconds * 1000 });
  }

  async take(key: string): Promise<string | null> {
    const entry = this.live(key);
    this.entries.delete(key);
    return entry?.value ?? null;
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async acquire(key: string, holder: string, ttlMs: number): Promise<boolean> {
    if (this.live(key)) return false;
    this.put(key, { value: holder, expiresAt: this.now() + ttlMs });
    return true;
  }

  async renew(key: string, holder: string, ttlMs: number): Promise<boolean> {
    const entry = this.live(key);
    if (entry?.value !== holder) return false;
    entry.expiresAt = this.now() + ttlMs;
    return true;
  }

  async release(key: string, holder: string): Promise<void> {
    if (this.live(key)?.value === holder) this.entries.delete(key);
  }

  async close(): Promise<void> {
    this.entries.clear();
  }
}

// Compare and act in one step inside Redis, so a lapsed hold that another holder has since taken is never touched.
const RENEW_IF_HELD = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const DELETE_IF_HELD = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/** Redis-backed store; every key carries `prefix` so several consoles can share one Redis. */
class RedisStore implements KeyValueStore {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix: string,
    /** Hears connection failures (each command failing meanwhile rejects too). */
    onError: (err: unknown) => void = () => {},
  ) {
    this.redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
    this.redis.on('error', onError);
  }

  async hit(key: string, windowSeconds: number): Promise<number> {
    const k = this.prefix + key;
    // NX: only the first hit of a window sets the expiry.
    const [[incrErr, count], [expireErr]] = (await this.redis.multi().incr(k).expire(k, windowSeconds, 'NX').exec()) ?? [];
    if (incrErr || expireErr) throw incrErr ?? expireErr;
    return Number(count);
  }

  async count(key: string): Promise<number> {
    return Number((await this.redis.get(this.prefix + key)) ?? 0);
  }

  async set(key: string, value: string, ttlSeconds: number): Promise<void> {
    await this.redis.set(this.prefix + key, value, 'EX', ttlSeconds);
  }

  take(key: string): Promise<string | null> {
    return this.redis.getdel(this.prefix + key);
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async acquire(key: string, holder: string, ttlMs: number): Promise<boolean> {
    return (await this.redis.set(this.prefix + key, holder, 'PX', ttlMs, 'NX')) === 'OK';
  }

  async renew(key: string, holder: string, ttlMs: number): Promise<boolean> {
    return (await this.redis.eval(RENEW_IF_HELD, 1, this.prefix + key, holder, ttlMs)) === 1;
  }

  async release(key: string, holder: string): Promise<void> {
    await this.redis.eval(DELETE_IF_HELD, 1, this.prefix + key, holder);
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}

export function createKeyValueStore(options: { redisUrl?: string; prefix: string; onError?: (err: unknown) => void }): KeyValueStore {
  return options.redisUrl ? new RedisStore(options.redisUrl, options.prefix, options.onError) : new MemoryStore();
}
