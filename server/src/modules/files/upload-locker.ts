import crypto from 'node:crypto';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import type { Logger } from '../../lib/logger';
import type { KeyValueStore } from '../../platform/kv';
import type { AppPubSub } from '../../platform/pubsub';

declare module '../../platform/pubsub' {
  interface ModuleTopics {
    /** A request waits for the lock of a resumable upload: whichever instance holds it lets go. */
    'uploadLock:release': [payload: { uploadId: string }];
  }
}

export interface SharedUploadLockerOptions {
  /** How long a hold lasts unless renewed: what a dead instance's lock costs the next request. */
  leaseMs: number;
  /** How long a request waits for the lock before tus refuses it. */
  acquireTimeoutMs: number;
  /** How often a waiting request tries again. */
  retryMs: number;
}

/**
 * tus's upload lock shared by every API instance (tus's own locker lives in one process, so two
 * PATCHes of one upload on two instances would write at once): a lease in the key-value store
 * (Redis), taken with a random token, renewed while held and let go only by its holder. A request
 * that finds the upload held asks its holder, over pub/sub, to end its request early, as tus asks
 * within one process; it then takes the lock once the holder has stored what it received.
 */
export class SharedUploadLocker implements Locker {
  /** The uploads this instance holds: the token of the hold and how to ask its request to end. */
  readonly held = new Map<string, { token: string; requestRelease: RequestRelease }>();
  private readonly releases: AsyncIterator<{ uploadId: string }>;

  constructor(
    readonly kv: KeyValueStore,
    readonly pubsub: AppPubSub,
    readonly logger: Logger,
    readonly options: SharedUploadLockerOptions = { leaseMs: 10_000, acquireTimeoutMs: 30_000, retryMs: 50 },
  ) {
    const releases = pubsub.subscribe('uploadLock:release')[Symbol.asyncIterator]();
    this.releases = releases;
    void (async () => {
      for (;;) {
        const next = await releases.next();
        if (next.done) return;
        await this.held.get(next.value.uploadId)?.requestRelease();
      }
    })().catch((err: unknown) => logger.error({ err }, 'upload lock release listener stopped'));
  }

  newLock(id: string): Lock {
    return new SharedUploadLock(this, id);
  }

  async close(): Promise<void> {
    await this.releases.return?.();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** How often a waiting request asks the holder again (it may have taken the lock after the last ask). */
const ASK_AGAIN_MS = 1000;

class SharedUploadLock implements Lock {
  private readonly token = crypto.randomUUID();
  private renewal: NodeJS.Timeout | null = null;

  constructor(
    private readonly locker: SharedUploadLocker,
    private readonly id: string,
  ) {}

  private get key(): string {
    return `tus-lock:${this.id}`;
  }

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const { kv, pubsub, options } = this.locker;
    const deadline = Date.now() + options.acquireTimeoutMs;
    let askedAt = 0;
    while (!(await kv.acquire(this.key, this.token, options.leaseMs))) {
      if (signal.aborted || Date.now() > deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
      if (Date.now() - askedAt >= ASK_AGAIN_MS) {
        askedAt = Date.now();
        pubsub.publish('uploadLock:release', { uploadId: this.id });
      }
      await sleep(options.retryMs);
    }
    this.locker.held.set(this.id, { token: this.token, requestRelease });
    this.renewal = setInterval(() => {
      kv.renew(this.key, this.token, options.leaseMs).then(
        (kept) => kept || this.locker.logger.warn({ uploadId: this.id }, 'an upload lock lapsed while held'),
        (err: unknown) => this.locker.logger.warn({ err, uploadId: this.id }, 'an upload lock could not be renewed'),
      );
    }, options.leaseMs / 3);
  }

  async unlock(): Promise<void> {
    if (this.renewal) clearInterval(this.renewal);
    this.renewal = null;
    if (this.locker.held.get(this.id)?.token === this.token) this.locker.held.delete(this.id);
    await this.locker.kv.release(this.key, this.token);
  }
}
