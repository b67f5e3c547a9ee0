import zlib from 'node:zlib';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { maxLevel, type EventKind, type Platform } from '../../engines/risk/event-kinds';
import { matchIncidents, type IncidentDefinition } from '../../engines/risk/incidents';
import { evaluate } from '../../engines/risk/risk-engine';
import { AppError } from '../../lib/errors';
import type { MessageKey } from '../../i18n/messages';
import { countryOfIp, plainIp } from '../../platform/geoip';
import type { KeyValueStore } from '../../platform/kv';
import { sdkConfigOf, type SdkConfig } from './apps.service';
import { EventWriter } from './event-writer';
import { storeEventBatches, type EventRow } from './events.repo';
import { INGEST_LIMITS } from './ingest-limits';
import { BatchJson, DeviceJson, EventJson, unstorableText, type DeviceFacts, type TextProblem } from './ingest-payload';
import type { MonitoringProjector } from './projector';
import type { SdkApp, SdkAppCache } from './policy-cache';
import { deviceVerdict, type DeviceVerdict, type SdkPolicy } from './sdk-policy-document';
import { SDK_HEADERS, signatureBase, signatureMatches, TIMESTAMP_TOLERANCE_SECONDS } from './sdk-signature';
import type { Database } from '../../db/database';

/** The answer of `GET /api/sdk/v1/config` (sdk/PROTOCOL.md "Pulling the configuration"). */
export type SdkDocument = SdkConfig & { policy: SdkPolicy; device: DeviceVerdict | null };

/** A signed SDK request as the HTTP layer hands it over. */
export interface SdkRequest {
  method: string;
  /** Path with query string, exactly as sent. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** The client address (Fastify's, which follows X-Forwarded-For only from a trusted proxy). */
  ip: string;
  /** The request came through a trusted proxy or relay: per-event `device.clientIp` is believed. */
  trustedRelay: boolean;
}

export type EventOutcome =
  { id: string | null; index: number; status: 'accepted' | 'duplicate' } | { id: string | null; index: number; status: 'rejected'; code: '400' | '413'; reason: string };

export interface IngestResult {
  /** '200' when every event was accepted (or was a duplicate); else the worst rejection. */
  code: '200' | '400' | '413';
  accepted: number;
  duplicates: number;
  rejected: number;
  results: EventOutcome[];
}

/** What ingestion asks of the account's subscriptions (subscriptions.service.ts). */
export interface IngestOptions {
  /** Why the account may not send these devices' events now (null: it may). */
  subscription?: (accountId: string, udids: readonly string[]) => Promise<'sdkSubscriptionInactive' | 'sdkDeviceQuotaReached' | null>;
}

/** What ingestion asks of the security events (incidents.service.ts). */
export interface IncidentHooks {
  /** The enabled security events an app of `platform` applies, compiled (cached). */
  forApp(accountId: string, platform: Platform): Promise<IncidentDefinition[]>;
  /** The device-blacklist rule: puts the devices on the account's DEVICE blacklist. */
  blacklistDevices(accountId: string, devices: ReadonlyArray<{ udid: string; incident: string }>): Promise<void>;
}

/**
 * The steps of a batch's ingestion that {@link IngestService} times: `authenticate` (key,
 * signature, the nonce's key-value round trip), `subscription`, `rateLimit` (a Redis round trip
 * when Redis is configured), `evaluate` (validation and the risk policy), `store` (from handing
 * the batch to the group commit to its commit), `statement` (one group's insert, of one or more
 * batches), `outbox` (per group too: the outbound integrations' deliveries of its new high
 * events; `store` includes both) and `blacklist`.
 */
export type IngestStage = 'authenticate' | 'subscription' | 'rateLimit' | 'evaluate' | 'store' | 'statement' | 'blacklist' | 'outbox';

/** An error of the SDK protocol, with the message key the answer carries. */
export class SdkError extends AppError {
  constructor(
    code: '400' | '401' | '403' | '413' | '429',
    messageKey: MessageKey,
    readonly retryAfterSeconds?: number,
  ) {
    super(code, messageKey, retryAfterSeconds ? { data: { retryAfterSeconds } } : {});
    this.name = 'SdkError';
  }
}

const header = (h: SdkRequest['headers'], name: string) => {
  const v = h[name];
  return Array.isArray(v) ? v[0] : v;
};

/**
 * SDK ingestion (sdk/PROTOCOL.md): authenticates a signed batch, enforces the limits and the
 * per-key rate, evaluates each event with the app's risk policy and answers only after the
 * events (and their queued projection) are committed; the projector then updates device
 * records, rollups and live dashboards.
 */
export class IngestService {
  private readonly limiter: RateLimiterAbstract;
  private readonly redis: Redis | null;
  private readonly writer: EventWriter;
  private readonly incidents: IncidentHooks | null;
  private readonly onHighEvents: ((rows: EventRow[]) => Promise<void>) | null;
  private readonly subscription: IngestOptions['subscription'] | null;
  private readonly observe: (stage: IngestStage, seconds: number) => void;

  constructor(
    db: Database,
    private readonly apps: SdkAppCache,
    private readonly kv: KeyValueStore,
    projector: MonitoringProjector,
    options: {
      eventsPerSecond: number;
      redisUrl?: string;
      keyPrefix: string;
      onRedisError?: (err: unknown) => void;
      incidents?: IncidentHooks;
      /** Called with the newly stored events of level high (outbound integrations); must not throw. */
      onHighEvents?: (rows: EventRow[]) => Promise<void>;
      /** Told how long each step of a batch took (metrics); must not throw. */
      observeStage?: (stage: IngestStage, seconds: number) => void;
    } & IngestOptions,
  ) {
    const observe = options.observeStage ?? null;
    this.observe = observe ?? (() => {});
    this.subscription = options.subscription ?? null;
    this.incidents = options.incidents ?? null;
    this.onHighEvents = options.onHighEvents ?? null;
    // Concurrent requests' batches are committed together (group commit); the deltas they
    // queue stay in this instance's projector. The group's new high events then go to the
    // outbox together, before any of its requests is answered: one outbox write per group
    // rather than per request.
    const onHighEvents = this.onHighEvents;
    this.writer = new EventWriter(async (batches) => {
      let started = performance.now();
      const { fresh, queued } = await storeEventBatches(db, batches);
      observe?.('statement', (performance.now() - started) / 1000);
      for (const q of queued) projector.hold(q);
      const high = onHighEvents ? batches.flatMap((b, i) => b.rows.filter((r) => r.riskLevel === 'high' && fresh[i].has(r.eventId))) : [];
      if (high.length > 0) {
        started = performance.now();
        // The events are committed: a failing outbox must not fail (and so resend) them.
        await onHighEvents!(high).catch(() => undefined);
        observe?.('outbox', (performance.now() - started) / 1000);
      }
      return fresh;
    });
    const limits = { points: options.eventsPerSecond, duration: 1, keyPrefix: `${options.keyPrefix}sdk-rate` };
    this.redis = options.redisUrl ? new Redis(options.redisUrl, { maxRetriesPerRequest: 3, enableOfflineQueue: true }) : null;
    // Without a listener ioredis prints every failed reconnect while Redis is away.
    this.redis?.on('error', options.onRedisError ?? (() => {}));
    this.limiter = this.redis ? new RateLimiterRedis({ ...limits, storeClient: this.redis }) : new RateLimiterMemory(limits);
  }

  async close(): Promise<void> {
    this.redis?.disconnect();
  }

  /** Checks key, timestamp, signature and nonce; any failure is 401. */
  async authenticate(request: SdkRequest): Promise<SdkApp> {
    const key = header(request.headers, SDK_HEADERS.key);
    const timestamp = header(request.headers, SDK_HEADERS.timestamp);
    const nonce = header(request.headers, SDK_HEADERS.nonce);
    const signature = header(request.headers, SDK_HEADERS.signature);
    if (!key || !timestamp || !nonce || !signature || !/^\d{1,12}$/.test(timestamp) || !/^[A-Za-z0-9_-]{16,64}$/.test(nonce)) {
      throw new SdkError('401', 'sdkSignatureMissing');
    }
    const app = await this.apps.get(key);
    if (!app) throw new SdkError('401', 'sdkKeyUnknown');
    if (Math.abs(Date.now() / 1000 - Number(timestamp)) > TIMESTAMP_TOLERANCE_SECONDS) throw new SdkError('401', 'sdkTimestampStale');
    const base = signatureBase(request.method, request.url, timestamp, nonce, request.body);
    if (!signatureMatches(app.secret, base, signature)) throw new SdkError('401', 'sdkSignatureInvalid');
    // A nonce is good once while its timestamp is acceptable.
    if ((await this.kv.hit(`sdk-nonce:${key}:${nonce}`, TIMESTAMP_TOLERANCE_SECONDS * 2)) > 1) throw new SdkError('401', 'sdkNonceReused');
    return app;
  }

  /**
   * `GET /api/sdk/v1/config`: the app's configuration with its compiled policy and, for the
   * device the query's `udid` names, what the SDK does there (a device on a DEVICE blacklist of
   * the app, and not on the whitelist, gets the blacklisted-device strategy). The app's secret
   * comes along for the HTTP layer to sign the answer.
   */
  async config(request: SdkRequest): Promise<{ config: SdkDocument; secret: string }> {
    const app = await this.authenticate(request);
    const udid = new URL(request.url, 'http://sdk').searchParams.get('udid')?.slice(0, 200) || null;
    const blacklisted = udid !== null && !app.policy.whitelist.has(udid) && app.policy.blacklists.some((b) => b.type === 'device' && b.values.has(udid));
    return {
      config: {
        ...sdkConfigOf({ ...app.row, sdkKey: header(request.headers, SDK_HEADERS.key) }),
        policy: app.sdkPolicy,
        device: udid === null ? null : deviceVerdict(app.sdkPolicy, udid, blacklisted),
      },
      secret: app.secret,
    };
  }

  /** `POST /api/sdk/v1/events`. */
  async ingest(request: SdkRequest): Promise<IngestResult> {
    let mark = performance.now();
    const lap = (stage: IngestStage) => {
      const now = performance.now();
      this.observe(stage, (now - mark) / 1000);
      mark = now;
    };
    const app = await this.authenticate(request);
    lap('authenticate');
    const batch = parseBatch(request);
    if (this.subscription) {
      // The account's threat monitoring subscription: lapsed, nothing is stored; at its device quota, new devices are refused.
      const refusal = await this.subscription(app.accountId, batchUdids(batch));
      if (refusal) throw new SdkError('403', refusal);
      lap('subscription');
    }
    await this.consume(app, Math.max(1, batch.events.length));
    lap('rateLimit');

    const now = Date.now();
    const results: EventOutcome[] = [];
    const rows: EventRow[] = [];
    const seen = new Set<string>();
    const requestIp = plainIp(request.ip);
    const incidents = this.incidents ? await this.incidents.forApp(app.accountId, app.platform) : [];
    // Events that met a security event with the device-blacklist rule: event id → device and incident.
    const toBlacklist = new Map<string, { udid: string; incident: string }>();
    batch.events.forEach((raw, index) => {
      const rawId = raw && typeof raw === 'object' && typeof (raw as { id?: unknown }).id === 'string' ? ((raw as { id: string }).id as string) : null;
      const reject = (code: '400' | '413', reason: string) => results.push({ id: rawId, index, status: 'rejected', code, reason });
      // Checked before anything else reads the event: JSON.stringify itself recurses.
      const unstorable = unstorableEvent(raw, batch.device);
      if (unstorable && !unstorable.tooLong) return reject('400', unstorable.reason);
      if (Buffer.byteLength(JSON.stringify(raw) ?? '') > INGEST_LIMITS.maxEventBytes) return reject('413', 'event larger than 64 KB');
      if (unstorable) return reject('400', unstorable.reason);
      const parsed = EventJson.safeParse(raw);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return reject('400', `${issue.path.join('.') || 'event'}: ${issue.message}`);
      }
      const event = parsed.data;
      const device = DeviceJson.safeParse({ ...batch.device, ...event.device });
      if (!device.success) return reject('400', `device.${device.error.issues[0].path.join('.')}: ${device.error.issues[0].message}`);
      const occurredAt = new Date(event.ts);
      // Written so that an invalid date (a time past what a Date holds) is out of range too.
      if (!(occurredAt.getTime() <= now + TIMESTAMP_TOLERANCE_SECONDS * 1000 && occurredAt.getTime() >= now - INGEST_LIMITS.maxEventAgeDays * 86_400_000)) {
        return reject('400', 'ts: outside the accepted range');
      }
      if (seen.has(event.id)) return results.push({ id: event.id, index, status: 'duplicate' });
      seen.add(event.id);
      const row = this.toRow(
        app,
        incidents,
        event.kind,
        event.id,
        occurredAt,
        event.details ?? {},
        device.data,
        request.trustedRelay && device.data.clientIp ? device.data.clientIp : requestIp,
      );
      rows.push(row.row);
      if (row.blacklistBy) toBlacklist.set(event.id, { udid: row.row.udid, incident: row.blacklistBy });
      results.push({ id: event.id, index, status: 'accepted' });
    });

    lap('evaluate');
    const { fresh, refused } = rows.length > 0 ? await this.writer.store({ accountId: app.accountId, rows }) : { fresh: new Set<string>(), refused: new Map<string, string>() };
    lap('store');
    results.forEach((r, i) => {
      if (r.status !== 'accepted') return;
      // What the checks above let through and PostgreSQL still refused is that event's fault alone.
      const sqlState = refused.get(r.id!);
      if (sqlState) results[i] = { id: r.id, index: r.index, status: 'rejected', code: '400', reason: `event: not storable (SQLSTATE ${sqlState})` };
      // An event the database already held (a retried batch) is a duplicate, not a new accept.
      else if (!fresh.has(r.id!)) results[i] = { id: r.id, index: r.index, status: 'duplicate' };
    });

    await this.blacklistDevices(app, toBlacklist, fresh);
    lap('blacklist');

    const rejected = results.filter((r) => r.status === 'rejected');
    return {
      code: rejected.length === 0 ? '200' : rejected.some((r) => r.status === 'rejected' && r.code === '400') ? '400' : '413',
      accepted: fresh.size,
      duplicates: results.filter((r) => r.status === 'duplicate').length,
      rejected: rejected.length,
      results,
    };
  }

  private async consume(app: SdkApp, points: number): Promise<void> {
    try {
      await this.limiter.consume(app.id, points);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      throw new SdkError('429', 'rateLimited', Math.max(1, Math.ceil(err.msBeforeNext / 1000)));
    }
  }

  /**
   * The device-blacklist rule of the security events the batch's stored events met: devices not
   * on a DEVICE blacklist of the app's policy yet go on the account's.
   */
  private async blacklistDevices(app: SdkApp, toBlacklist: Map<string, { udid: string; incident: string }>, fresh: Set<string>): Promise<void> {
    if (!this.incidents || toBlacklist.size === 0) return;
    const listed = (udid: string) => app.policy.blacklists.some((b) => b.type === 'device' && b.values.has(udid));
    const devices = new Map<string, { udid: string; incident: string }>();
    for (const [eventId, device] of toBlacklist) if (fresh.has(eventId) && !listed(device.udid)) devices.set(device.udid, device);
    if (devices.size > 0) await this.incidents.blacklistDevices(app.accountId, [...devices.values()]);
  }

  /**
   * An event evaluated: its risk level, and the security events it met (an exempt device's
   * events meet none), which raise it to at least their level; `blacklistBy` names the first
   * one met with the device-blacklist rule.
   */
  private toRow(
    app: SdkApp,
    incidents: readonly IncidentDefinition[],
    kind: EventKind,
    eventId: string,
    occurredAt: Date,
    details: Record<string, unknown>,
    device: DeviceFacts,
    clientIp: string,
  ): { row: EventRow; blacklistBy: string | null } {
    const country = countryOfIp(clientIp);
    const installedApps = device.installedApps ?? [];
    const risk = evaluate(
      { kind, platform: app.platform, udid: device.udid, userUdid: device.userUdid ?? null, clientIp, wifi: device.wifi ?? null, installedApps, details },
      app.policy,
    );
    const met = risk.exempt
      ? []
      : matchIncidents({ kind, details, device: { ...device, clientIp, country: country?.alpha3 ?? null }, environment: device.environment ?? [] }, incidents);
    let level = risk.level;
    for (const incident of met) level = maxLevel(level, incident.riskLevel);
    const row: EventRow = {
      accountId: app.accountId,
      appId: app.id,
      eventId,
      occurredAt,
      kind,
      riskLevel: level,
      exempt: risk.exempt,
      matched: [...risk.matched, ...met.map((i) => `incident:${i.configKey}`)],
      incidentIds: met.map((i) => i.id),
      udid: device.udid,
      userUdid: device.userUdid ?? null,
      brand: device.brand ?? null,
      model: device.model ?? null,
      osVersion: device.osVersion ?? null,
      platform: app.platform,
      clientIp,
      country: country?.alpha3 ?? null,
      sdkVersion: device.sdkVersion ?? null,
      appVersion: device.appVersion ?? null,
      details: device.wifi ? { ...details, wifi: device.wifi } : details,
      environment: device.environment ?? [],
      installedApps,
    };
    return { row, blacklistBy: met.find((i) => i.blacklistDevice)?.configKey ?? null };
  }
}

/**
 * Why an event cannot be stored as sent (a NUL, an unpaired surrogate, a string or nesting over
 * the limits), naming the field, or null. The device facts are checked as the event uses them:
 * the batch's, overridden field by field by the event's own.
 */
function unstorableEvent(raw: unknown, batchDevice: Partial<DeviceFacts> | null): TextProblem | null {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const fields = { ...(raw as Record<string, unknown>) };
  const own = fields.device;
  if (batchDevice && (own === undefined || own === null || (typeof own === 'object' && !Array.isArray(own)))) {
    fields.device = { ...batchDevice, ...(own as Record<string, unknown> | null | undefined) };
  }
  return unstorableText(fields, INGEST_LIMITS);
}

/** Decompresses (bounded) and parses a batch: 413 over a cap, 400 when it is not a batch. */
/** The devices a batch speaks for: its own and its events' `device.udid`. */
function batchUdids(batch: { device: Partial<DeviceFacts> | null; events: unknown[] }): string[] {
  const udids = new Set<string>();
  if (typeof batch.device?.udid === 'string') udids.add(batch.device.udid);
  for (const raw of batch.events) {
    const udid = (raw as { device?: { udid?: unknown } } | null)?.device?.udid;
    if (typeof udid === 'string') udids.add(udid);
  }
  return [...udids];
}

function parseBatch(request: SdkRequest): { device: Partial<DeviceFacts> | null; events: unknown[] } {
  let body = request.body;
  const encoding = (header(request.headers, 'content-encoding') ?? 'identity').toLowerCase();
  if (encoding === 'gzip') {
    try {
      body = zlib.gunzipSync(body, { maxOutputLength: INGEST_LIMITS.maxBatchBytes });
    } catch (err) {
      // A body that inflates past the cap (a gzip bomb) is refused without inflating further.
      if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw new SdkError('413', 'sdkBatchTooLarge');
      throw new SdkError('400', 'sdkBodyMalformed');
    }
  } else if (encoding !== 'identity') {
    throw new SdkError('400', 'sdkBodyMalformed');
  }
  if (body.length > INGEST_LIMITS.maxBatchBytes) throw new SdkError('413', 'sdkBatchTooLarge');
  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    throw new SdkError('400', 'sdkBodyMalformed');
  }
  const batch = BatchJson.safeParse(json);
  if (!batch.success) throw new SdkError('400', 'sdkBodyMalformed');
  if (batch.data.events.length > INGEST_LIMITS.maxBatchEvents) throw new SdkError('413', 'sdkTooManyEvents');
  if (batch.data.events.length === 0) throw new SdkError('400', 'sdkBodyMalformed');
  return { device: batch.data.device ?? null, events: batch.data.events };
}
