import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, onResponseHookHandler } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolProbe } from '../db/pool-probe';
import { UnauthenticatedError } from '../lib/errors';
import { sendError } from '../rest/envelope';

/** Latency buckets (seconds) shared by the request-sized histograms: 5 ms to 10 s. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Jobs run from well under a second (a small scan) to many minutes (hardening a large app). */
const JOB_BUCKETS = [0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600, 1800];
/** Waiting for a database connection: sub-millisecond normally, seconds when the pool is exhausted. */
const ACQUIRE_BUCKETS = [0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5];

/** Distinct GraphQL operation names labelled before the rest are counted as `other`. */
export const MAX_OPERATION_NAMES = 200;

/** The route label of requests no route matched (404s), so unknown URLs add no series. */
export const UNMATCHED_ROUTE = 'unmatched';

/** What is sampled from storage when Prometheus scrapes (never on a request path). */
export interface MetricsSources {
  /** Ready and processing jobs of this instance's queue, by kind and state. */
  jobDepth?: () => Promise<Array<{ kind: string; status: string; count: number }>>;
  /** The projection queue: rows waiting and the age in seconds of the oldest (0 when empty). */
  projectionBacklog?: () => Promise<{ rows: number; oldestSeconds: number }>;
  /** The database connection pool (PostgreSQL) or single-connection queue (PGlite). */
  pool?: PoolProbe;
}

/**
 * The Prometheus series of one app instance, in a registry of its own (several apps in one
 * process, as in tests, never share series). The hot paths only call `observe`/`inc` on the
 * objects below; what lives in storage is read when Prometheus scrapes.
 */
export class Metrics {
  readonly registry = new Registry();

  readonly httpDuration = new Histogram({
    name: 'rampart_http_request_duration_seconds',
    help: 'HTTP request latency by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [this.registry],
  });

  readonly graphqlDuration = new Histogram({
    name: 'rampart_graphql_operation_duration_seconds',
    help: 'GraphQL operation execution latency by operation name, type and outcome',
    labelNames: ['operation', 'type', 'outcome'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [this.registry],
  });

  readonly jobDuration = new Histogram({
    name: 'rampart_job_duration_seconds',
    help: 'Time a worker spent on a job, by kind and outcome',
    labelNames: ['kind', 'outcome'] as const,
    buckets: JOB_BUCKETS,
    registers: [this.registry],
  });

  readonly ingestEvents = new Counter({
    name: 'rampart_ingest_events_total',
    help: 'SDK events received, by outcome (accepted, duplicate, rejected)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly ingestBatchDuration = new Histogram({
    name: 'rampart_ingest_batch_duration_seconds',
    help: 'Latency of SDK event batches (POST /api/sdk/v1/events) by answer code',
    labelNames: ['code'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [this.registry],
  });

  readonly ingestStageDuration = new Histogram({
    name: 'rampart_ingest_stage_seconds',
    help: 'Time SDK event batches spent in each step of ingestion (see IngestStage)',
    labelNames: ['stage'] as const,
    buckets: [0.0005, 0.001, 0.0025, ...REQUEST_BUCKETS],
    registers: [this.registry],
  });

  readonly projectorLag = new Histogram({
    name: 'rampart_projector_lag_seconds',
    help: 'Time from an ingested batch being stored to its projection into devices and rollups',
    buckets: REQUEST_BUCKETS,
    registers: [this.registry],
  });

  readonly dbAcquire = new Histogram({
    name: 'rampart_db_pool_acquire_seconds',
    help: 'Time a query waited for a database connection',
    buckets: ACQUIRE_BUCKETS,
    registers: [this.registry],
  });

  private readonly operationNames = new Set<string>();

  constructor(sources: MetricsSources = {}) {
    // Node's own series (event loop lag, heap, GC, CPU, handles) under their usual names, so
    // stock Node.js dashboards work.
    collectDefaultMetrics({ register: this.registry });
    const { jobDepth, projectionBacklog, pool } = sources;

    new Gauge({
      name: 'rampart_job_queue_depth',
      help: 'Jobs of this instance’s queue waiting or running, by kind and state (ready, processing)',
      labelNames: ['kind', 'status'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        if (!jobDepth) return;
        for (const row of await jobDepth()) this.set({ kind: row.kind, status: row.status }, row.count);
      },
    });

    // One query serves both backlog gauges; each scrape reads it once.
    let backlog: Promise<{ rows: number; oldestSeconds: number }> | null = null;
    const readBacklog = () => (backlog ??= (projectionBacklog?.() ?? Promise.resolve({ rows: 0, oldestSeconds: 0 })).finally(() => setImmediate(() => (backlog = null))));
    new Gauge({
      name: 'rampart_projector_backlog_seconds',
      help: 'Age of the oldest ingested batch not yet projected (0 when the projector is caught up)',
      registers: [this.registry],
      async collect() {
        this.set((await readBacklog()).oldestSeconds);
      },
    });
    new Gauge({
      name: 'rampart_projector_queue_rows',
      help: 'Ingested batches waiting for the projector (dead letters excluded)',
      registers: [this.registry],
      async collect() {
        this.set((await readBacklog()).rows);
      },
    });

    new Gauge({
      name: 'rampart_db_pool_waiting',
      help: 'Queries waiting for a database connection right now',
      registers: [this.registry],
      collect() {
        this.set(pool?.waiting() ?? 0);
      },
    });
    new Gauge({
      name: 'rampart_db_pool_connections',
      help: 'Open database connections by state (idle, busy)',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const counts = pool?.connections() ?? { idle: 0, busy: 0 };
        this.set({ state: 'idle' }, counts.idle);
        this.set({ state: 'busy' }, counts.busy);
      },
    });
    if (pool) pool.onAcquire = (seconds) => this.dbAcquire.observe(seconds);
  }

  /**
   * The label of a GraphQL operation name: `anonymous` without one, and `other` once
   * {@link MAX_OPERATION_NAMES} distinct names were seen, so clients cannot grow the series
   * without bound.
   */
  operationLabel(name: string | null | undefined): string {
    if (!name) return 'anonymous';
    if (this.operationNames.has(name)) return name;
    if (this.operationNames.size >= MAX_OPERATION_NAMES) return 'other';
    this.operationNames.add(name);
    return name;
  }
}

/**
 * Times every HTTP request by its route pattern (`/api/scan/job/report/:id`, never the raw
 * URL; requests no route matched share one label) and serves `GET /metrics` to holders of
 * `token` as a bearer token (401 for anyone else).
 */
export function registerMetrics(server: FastifyInstance, metrics: Metrics, token: string): void {
  const observe = (method: string, route: string, reply: FastifyReply) => metrics.httpDuration.observe({ method, route, status: reply.statusCode }, reply.elapsedTime / 1000);
  // Each route gets a hook that knows its pattern already, so timing a request reads no
  // per-request route options (Fastify builds that object anew at every read).
  server.addHook('onRoute', (route) => {
    const pattern = route.url;
    const hook: onResponseHookHandler = (request, reply, done) => {
      observe(request.method, pattern, reply);
      done();
    };
    route.onResponse = route.onResponse ? [...(Array.isArray(route.onResponse) ? route.onResponse : [route.onResponse]), hook] : [hook];
  });
  server.addHook('onResponse', (request, reply, done) => {
    if (request.is404) observe(request.method, UNMATCHED_ROUTE, reply);
    done();
  });
  const expected = crypto.createHash('sha256').update(token).digest();
  server.get('/metrics', async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const presented = header.startsWith('Bearer ') ? header.slice(7) : '';
    // Hashes have one length, so the comparison takes the same time whatever was sent.
    if (!crypto.timingSafeEqual(crypto.createHash('sha256').update(presented).digest(), expected)) {
      return sendError(request, reply.header('www-authenticate', 'Bearer realm="metrics"'), new UnauthenticatedError());
    }
    const body = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).header('cache-control', 'no-store').send(body);
  });
}
