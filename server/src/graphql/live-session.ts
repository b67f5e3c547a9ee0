import type { Actor } from '../authz/actor';
import type { Context } from '../context';
import { message, type Lang } from '../i18n/messages';
import { AppError, UnauthenticatedError } from '../lib/errors';
import type { Logger } from '../lib/logger';
import type { AppPubSub, PrincipalChange } from '../platform/pubsub';
import { SKIP, eventStream } from './event-stream';

/**
 * How long a subscriber's session check is reused before an event reads it again. A change
 * announced on `principal:changed` drops it at once, on every instance.
 */
const SESSION_RECHECK_MS = 2000;

/**
 * graphql-ws close code when the subscriber's session has ended (logout, password change,
 * disabled, locked, expired, signed in elsewhere); the close reason is the error code, `401`,
 * `602` or `account.locked.0023`. A lost permission does not close the socket: only the subscriptions that need it end.
 */
export const SESSION_ENDED_CLOSE_CODE = 4401;

/** Who the caller is right now, read again from its credentials. */
export type CallerCheck = () => Promise<{ actor: Actor | null; authError: AppError | null }>;

/** The session behind a subscription, checked again as events arrive. */
export interface LiveSession {
  /** The caller as of at most SESSION_RECHECK_MS ago; throws the AppError when the session has ended. */
  current(): Promise<Actor>;
}

/** A session check reused for a while, shared by every subscription of one connection. */
export class LiveConnection implements LiveSession {
  private cached: { at: number; actor: Promise<Actor> } | null = null;
  private ended = false;
  /** Who the connection was opened by, once known: what `principal:changed` is matched against. */
  principal: { accountId: string; userId: string } | null = null;

  constructor(
    private readonly check: CallerCheck,
    /** Called once when the session is found ended (a socket closes itself). */
    private readonly onEnded: (error: AppError) => void = () => {},
  ) {}

  current(): Promise<Actor> {
    const now = Date.now();
    if (!this.cached || now - this.cached.at >= SESSION_RECHECK_MS) {
      const actor = this.read();
      this.cached = { at: now, actor };
      // A failed read is answered to this caller but not reused: a database hiccup is not an ended session.
      actor.catch(() => {
        if (this.cached?.actor === actor && !this.ended) this.cached = null;
      });
    }
    return this.cached.actor;
  }

  /** Drops the reused check, so the next event reads the session again. */
  invalidate(): void {
    this.cached = null;
  }

  private async read(): Promise<Actor> {
    const { actor, authError } = await this.check();
    if (actor) {
      this.principal = { accountId: actor.accountId, userId: actor.user.id };
      return actor;
    }
    const error = authError ?? new UnauthenticatedError();
    if (!endsSession(error)) throw error;
    if (!this.ended) {
      this.ended = true;
      this.onEnded(error);
    }
    throw error;
  }
}

/**
 * The graphql-ws connections of this instance and what invalidates them: every instance hears
 * `principal:changed` and checks its affected connections again at once, so a connection whose
 * session ended closes without waiting for its next event.
 */
export class LiveConnections {
  private readonly open = new Set<LiveConnection>();
  private readonly changes: AsyncIterator<PrincipalChange>;

  constructor(pubsub: AppPubSub, logger: Logger) {
    const changes = pubsub.subscribe('principal:changed')[Symbol.asyncIterator]();
    this.changes = changes;
    void (async () => {
      for (;;) {
        const next = await changes.next();
        if (next.done) return;
        this.apply(next.value);
      }
    })().catch((err: unknown) => logger.error({ err }, 'principal change listener stopped'));
  }

  add(connection: LiveConnection): void {
    this.open.add(connection);
  }

  delete(connection: LiveConnection): void {
    this.open.delete(connection);
  }

  private apply(change: PrincipalChange): void {
    for (const connection of this.open) {
      const principal = connection.principal;
      if (!principal || principal.accountId !== change.accountId) continue;
      if (change.userId && principal.userId !== change.userId) continue;
      connection.invalidate();
      // Ended sessions close now; a failed read is retried with the next event.
      connection.current().catch(() => undefined);
    }
  }

  async close(): Promise<void> {
    this.open.clear();
    await this.changes.return?.();
  }
}

/** Unauthenticated (expired, revoked, disabled), locked or signed in elsewhere: the session is over. */
function endsSession(error: AppError): boolean {
  return error.code === '401' || error.code === '602' || error.code === 'account.locked.0023';
}

/**
 * An AppError thrown from a subscription's event stream, as the subscriber reads it. The
 * executor and graphql-ws each wrap a stream's error in a GraphQLError that takes over its
 * message and `extensions`, and the error masking passes it because it is an AppError; so the
 * message is already localized and the code sits in `extensions`.
 */
class SubscriberError extends AppError {
  readonly extensions: { code: string };

  constructor(error: AppError, lang: Lang) {
    super(error.code, error.messageKey, { params: error.params, data: error.data, cause: error });
    this.message = message(lang, error.messageKey, error.params);
    this.extensions = { code: error.code };
  }
}

function subscriberError(error: AppError, lang: Lang): AppError {
  return new SubscriberError(error, lang);
}

/**
 * A subscription's events, each delivered only while the caller's session lasts and `allowed`
 * (which throws an AppError, usually ForbiddenError) accepts the caller as it is now. The
 * context's actor is refreshed before each event, so resolvers see current permissions. When
 * the check fails, the subscription ends with that error (its other subscriptions go on); an
 * ended session also closes a graphql-ws socket.
 */
export function whileAllowed<T>(ctx: Context, source: AsyncIterable<T>, allowed: (actor: Actor) => void): AsyncIterableIterator<T> {
  return eventStream(source, async (event) => {
    let actor: Actor;
    try {
      actor = await ctx.live.current();
    } catch (err) {
      if (err instanceof AppError && endsSession(err)) throw subscriberError(err, ctx.lang);
      // The session could not be read (database unreachable): this event is not delivered
      // unchecked, and the next one tries again.
      ctx.deps.logger.warn({ err }, 'subscriber session check failed; event skipped');
      return SKIP;
    }
    try {
      allowed(actor);
    } catch (err) {
      if (err instanceof AppError) throw subscriberError(err, ctx.lang);
      throw err;
    }
    ctx.actor = actor;
    return event;
  });
}
