import { EventEmitter } from 'node:events';
import { sql, type Selectable, type UpdateObject } from 'kysely';
import type { Database } from '../db/database';
import type { DB, JobsTable, JobStatus } from '../db/schema';
import type { Logger } from '../lib/logger';
import type { AppPubSub, JobUpdate } from '../platform/pubsub';

export type JobRow = Selectable<JobsTable>;

/** Why a job ended without a result; stored as `code: message` in `jobs.error`. */
const JOB_CANCELLED = 'job.cancelled';
const JOB_ATTEMPTS_EXHAUSTED = 'job.attempts_exhausted';

/**
 * Work that belongs to a job's end (a notification to queue): `inTransaction` runs in the
 * transaction that marks the job finished or failed, so what it writes commits with the end or
 * not at all; `afterCommit` runs once that transaction committed.
 */
export interface JobEndHook {
  inTransaction(trx: Database, job: JobRow): Promise<void>;
  afterCommit?(jobs: readonly JobRow[]): void;
}

const leaseEnd = (leaseMs: number) => sql<Date>`now() + ${leaseMs} * interval '1 millisecond'`;

/**
 * The durable job queue (spec §4 states ready → processing → finished/failed). Jobs are rows;
 * a worker claims the oldest ready one, or one whose lease ran out, with `FOR UPDATE SKIP
 * LOCKED` in a single statement (so it also works on PGlite's one connection), keeps its lease
 * alive while it runs and ends it with a result or an error. Every change is published on the
 * account's `job:updated` topic. Only the lease holder may move a processing job on, so a
 * cancelled or reclaimed job is never overwritten by a late worker.
 */
export class JobQueue {
  private readonly events = new EventEmitter();
  private lastClaim: Date | null = null;
  private endHook: JobEndHook | null = null;

  constructor(
    private readonly db: Database,
    private readonly pubsub: AppPubSub,
    private readonly logger: Logger,
    /** The queue this instance enqueues to and claims from. */
    private readonly queue: string = 'default',
  ) {}

  /** Inserts a ready job (in the caller's transaction when given one). Call {@link announce} after commit. */
  async enqueue(trx: Database, job: { accountId: string; kind: string; payload: unknown; maxAttempts?: number }): Promise<JobRow> {
    return trx
      .insertInto('jobs')
      .values({ accountId: job.accountId, queue: this.queue, kind: job.kind, payload: JSON.stringify(job.payload), maxAttempts: job.maxAttempts })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Sets the work that runs with every job's end (one hook per queue). */
  onEnd(hook: JobEndHook): void {
    this.endHook = hook;
  }

  /** When a worker of this process last looked for a job (null: none has); for the system test. */
  get lastClaimAt(): Date | null {
    return this.lastClaim;
  }

  /** The queue this instance enqueues to and claims from. */
  get name(): string {
    return this.queue;
  }

  /** Jobs of this queue waiting or running, by kind and state (counted on the claim index; for the metrics). */
  async depth(): Promise<Array<{ kind: string; status: JobStatus; count: number }>> {
    return this.db
      .selectFrom('jobs')
      .select(['kind', 'status', (eb) => eb.fn.countAll<number>().as('count')])
      .where('queue', '=', this.queue)
      .where('status', 'in', ['ready', 'processing'])
      .groupBy(['kind', 'status'])
      .execute();
  }

  /** Publishes a committed new job and wakes idle workers of this process. */
  announce(job: JobRow): void {
    this.publish(job);
    this.events.emit('enqueued', job.kind);
  }

  /** Calls `listener` when a job of `kinds` is enqueued in this process; returns the unsubscriber. */
  onEnqueued(kinds: readonly string[], listener: () => void): () => void {
    const handler = (kind: string) => kinds.includes(kind) && listener();
    this.events.on('enqueued', handler);
    return () => this.events.off('enqueued', handler);
  }

  /**
   * Claims the oldest claimable job of `kinds` for `owner` with a lease of `leaseMs`: a ready
   * job, or a processing one whose lease expired (its worker died). Jobs out of attempts are
   * failed first.
   */
  async claim(owner: string, kinds: readonly string[], leaseMs: number): Promise<JobRow | null> {
    this.lastClaim = new Date();
    const failExhausted = (db: Database) =>
      db
        .updateTable('jobs')
        .set({ status: 'failed', error: `${JOB_ATTEMPTS_EXHAUSTED}: the job's worker stopped during every attempt`, finishedAt: sql`now()`, leaseOwner: null, leaseUntil: null })
        .where('queue', '=', this.queue)
        .where('kind', 'in', kinds)
        .where('status', '=', 'processing')
        .where('leaseUntil', '<', sql<Date>`now()`)
        .whereRef('attempts', '>=', 'maxAttempts')
        .returningAll()
        .execute();
    const hook = this.endHook;
    const exhausted = hook
      ? await this.db.transaction().execute(async (trx) => {
          const rows = await failExhausted(trx);
          for (const job of rows) await hook.inTransaction(trx, job);
          return rows;
        })
      : await failExhausted(this.db);
    this.ended(exhausted);

    const job = await this.db
      .updateTable('jobs')
      .set({
        status: 'processing',
        leaseOwner: owner,
        leaseUntil: leaseEnd(leaseMs),
        attempts: sql`attempts + 1`,
        startedAt: sql`coalesce(started_at, now())`,
      })
      .where('id', '=', (eb) =>
        eb
          .selectFrom('jobs')
          .select('id')
          .where('queue', '=', this.queue)
          .where('kind', 'in', kinds)
          .where('cancelRequested', '=', false)
          .whereRef('attempts', '<', 'maxAttempts')
          .where((w) => w.or([w('status', '=', 'ready'), w.and([w('status', '=', 'processing'), w('leaseUntil', '<', sql<Date>`now()`)])]))
          .orderBy('createdAt')
          .limit(1)
          .forUpdate()
          .skipLocked(),
      )
      .returningAll()
      .executeTakeFirst();
    if (job) this.publish(job);
    return job ?? null;
  }

  /** Extends the lease; false when the job is no longer this owner's to run (cancelled, reclaimed). */
  async renew(id: string, owner: string, leaseMs: number): Promise<boolean> {
    const row = await this.db
      .updateTable('jobs')
      .set({ leaseUntil: leaseEnd(leaseMs) })
      .where('id', '=', id)
      .where('leaseOwner', '=', owner)
      .where('status', '=', 'processing')
      .where('cancelRequested', '=', false)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async progress(id: string, owner: string, progress: number): Promise<void> {
    await this.updateOwned(id, owner, { progress: Math.max(0, Math.min(100, Math.round(progress))) });
  }

  /** Ends a job with its result; false when the owner had lost it meanwhile. */
  async finish(id: string, owner: string, result: unknown): Promise<boolean> {
    return this.end(id, owner, { status: 'finished', progress: 100, result: JSON.stringify(result ?? null), error: null });
  }

  /** Ends a job with a reason; it is not retried (a package that fails once fails again). */
  async fail(id: string, owner: string, error: string): Promise<boolean> {
    return this.end(id, owner, { status: 'failed', error: error.slice(0, 2000) });
  }

  /** Hands a job back untouched (graceful shutdown): ready again, the attempt not counted. */
  async release(id: string, owner: string): Promise<void> {
    const job = await this.updateOwned(id, owner, { status: 'ready', progress: 0, leaseOwner: null, leaseUntil: null, attempts: sql<number>`greatest(attempts - 1, 0)` });
    if (job) this.events.emit('enqueued', job.kind);
  }

  /**
   * Cancels a ready or processing job of the account: it fails at once with `job.cancelled`
   * and its worker, if any, stops at its next lease renewal. Answers the job, `null` when no
   * such job exists in the account, or `'done'` when it had already ended.
   */
  async cancel(accountId: string, id: string): Promise<JobRow | 'done' | null> {
    const job = await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('jobs')
        .set({ cancelRequested: true, status: 'failed', error: `${JOB_CANCELLED}: cancelled by a user`, finishedAt: sql`now()`, leaseOwner: null, leaseUntil: null })
        .where('id', '=', id)
        .where('accountId', '=', accountId)
        .where('status', 'in', ['ready', 'processing'])
        .returningAll()
        .executeTakeFirst();
      if (row) await this.endHook?.inTransaction(trx, row);
      return row;
    });
    if (job) {
      this.ended([job]);
      return job;
    }
    const exists = await this.db.selectFrom('jobs').select('id').where('id', '=', id).where('accountId', '=', accountId).executeTakeFirst();
    return exists ? 'done' : null;
  }

  /** Ends a job held by `owner`, with the end hook in the same transaction. */
  private async end(id: string, owner: string, values: { status: JobStatus; progress?: number; result?: string; error: string | null }): Promise<boolean> {
    const job = await this.db.transaction().execute(async (trx) => {
      const row = await this.ownedUpdate(trx, id, owner, { ...values, finishedAt: sql<Date>`now()`, leaseOwner: null, leaseUntil: null });
      if (row) await this.endHook?.inTransaction(trx, row);
      return row;
    });
    if (job) this.ended([job]);
    return job !== undefined;
  }

  /** Publishes ended jobs and runs the hook's after-commit part. */
  private ended(jobs: readonly JobRow[]): void {
    for (const job of jobs) this.publish(job);
    if (jobs.length === 0 || !this.endHook?.afterCommit) return;
    try {
      this.endHook.afterCommit(jobs);
    } catch (err) {
      this.logger.warn({ err }, 'job end hook failed after commit');
    }
  }

  /** Changes a processing job still held by `owner` and publishes it; undefined when it is not. */
  private async updateOwned(id: string, owner: string, values: UpdateObject<DB, 'jobs'>): Promise<JobRow | undefined> {
    const job = await this.ownedUpdate(this.db, id, owner, values);
    if (job) this.publish(job);
    return job;
  }

  private ownedUpdate(db: Database, id: string, owner: string, values: UpdateObject<DB, 'jobs'>): Promise<JobRow | undefined> {
    return db.updateTable('jobs').set(values).where('id', '=', id).where('leaseOwner', '=', owner).where('status', '=', 'processing').returningAll().executeTakeFirst();
  }

  private publish(job: JobRow): void {
    const update: JobUpdate = { id: job.id, kind: job.kind, status: job.status, progress: job.progress, error: job.error };
    try {
      this.pubsub.publish('job:updated', job.accountId, update);
    } catch (err) {
      // Live updates are best effort; the row is the truth.
      this.logger.warn({ err, jobId: job.id }, 'job update not published');
    }
  }
}
