import type { Actor, LicenceGrant } from '../../authz/actor';
import type { Logger } from '../../lib/logger';
import type { AppPubSub, PrincipalChange } from '../../platform/pubsub';

/** Whose credentials an entry holds, and the day the account's entitlements were read for. */
export interface CachedPrincipal {
  accountId: string;
  userId: string;
  /** A new day reads the entitlements again. */
  today: string;
}

/** A signed-in session as `AuthService.authenticate` last read and accepted it. */
export interface CachedSession extends CachedPrincipal {
  sessionId: string;
  /** Epoch ms. */
  expiresAt: number;
  /** Epoch ms: the last touch this instance knows of (another instance's may be later). */
  lastSeenAt: number;
  idleSeconds: number;
  /** The actor made for `grant`: reused while the licence grant is the same. */
  actor: Actor;
  grant: LicenceGrant;
}

interface Entry<T> {
  session: T;
  /** Epoch ms after which the session is read again whatever was heard. */
  staleAt: number;
}

/**
 * Sessions this instance read recently, by token hash, so a request on a warm session sends no
 * query. What a session grants changes only through changes every instance hears: each
 * `principal:changed` (sign-out, other sessions ended, lock, disable, password, role, role codes,
 * account entitlements or status, and whatever `viewer` shows of the user) drops the sessions of
 * that user or account at once, from this instance's own publications before they travel and
 * from the others' over pub/sub. A short time-to-live bounds what a lost message (Redis away)
 * could keep alive. API keys verified recently are kept the same way, in a cache of their own
 * keyed by the key.
 */
export class SessionCache<T extends CachedPrincipal = CachedSession> {
  private readonly entries = new Map<string, Entry<T>>();
  /** Bumped by every drop: a read that started before one is not kept (it may predate the change). */
  private generation = 0;
  private readonly changes: AsyncIterator<PrincipalChange> | null;
  private readonly stopTap: () => void;

  constructor(
    pubsub: AppPubSub,
    logger: Logger,
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {
    this.stopTap = pubsub.onPublish('principal:changed', (change) => this.drop(change));
    if (ttlMs <= 0) {
      this.changes = null;
      return;
    }
    const changes = pubsub.subscribe('principal:changed')[Symbol.asyncIterator]();
    this.changes = changes;
    void (async () => {
      for (;;) {
        const next = await changes.next();
        if (next.done) return;
        this.drop(next.value);
      }
    })().catch((err: unknown) => {
      // Without the changes nothing may be served from memory.
      this.clear();
      logger.error({ err }, 'session cache listener stopped');
    });
  }

  get enabled(): boolean {
    return this.ttlMs > 0 && this.changes !== null;
  }

  /** A mark to pass to {@link store}: taken before the session is read. */
  mark(): number {
    return this.generation;
  }

  /** The cached session of `tokenHash` read for `today`, unless it is older than the time-to-live. */
  get(tokenHash: string, today: string, now: number): T | null {
    const entry = this.entries.get(tokenHash);
    if (!entry) return null;
    if (now >= entry.staleAt || entry.session.today !== today) {
      this.entries.delete(tokenHash);
      return null;
    }
    return entry.session;
  }

  /** Keeps a session read after `mark` was taken, unless a change was heard meanwhile. */
  store(tokenHash: string, mark: number, session: T, now: number): void {
    if (!this.enabled || mark !== this.generation) return;
    if (this.entries.size >= this.maxEntries && !this.entries.has(tokenHash)) {
      // Oldest first: a Map iterates in insertion order.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, { session, staleAt: now + this.ttlMs });
  }

  forget(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  /** Drops the sessions of a user, or of every user of an account. */
  drop(change: PrincipalChange): void {
    this.generation++;
    for (const [hash, { session }] of this.entries) {
      if (session.accountId === change.accountId && (!change.userId || session.userId === change.userId)) this.entries.delete(hash);
    }
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  async close(): Promise<void> {
    this.stopTap();
    this.clear();
    await this.changes?.return?.();
  }
}
