import crypto from 'node:crypto';
import net from 'node:net';
import type { DefaultConnectionArguments } from '@pothos/plugin-relay';
import type { Actor } from '../../authz/actor';
import type { Database } from '../../db/database';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { byCreation } from '../../lib/paging';
import { productVersion } from '../../lib/product-version';
import type { ActScope } from '../../lib/request-meta';
import { isUuid, requireText } from '../../lib/validation';
import type { ActivityType, Auditor } from '../../platform/auditor';
import type { SecretBox } from '../../platform/secret-box';
import { DEFAULT_MAX_ATTEMPTS, DEFAULT_RETRY_DELAYS_MS, newWebhookSecret, postWebhook, retryDelayMs, sendSyslog, type AttemptResult } from '../../platform/webhooks';
import { cefLine, cefSeverity, syslogMessage } from './cef';
import * as repo from './integrations.repo';
import type { DeliveryStatus, DeliveryTarget, SyslogProtocol, WebhookFamily } from './integrations.tables';

/** Event types a monitoring webhook endpoint subscribes to. */
export const WEBHOOK_EVENTS = ['monitor.event.high', 'monitor.approval.changed'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** Event types a job webhook endpoint subscribes to (issue 21). */
export const JOB_WEBHOOK_EVENTS = ['assessment.finished', 'assessment.failed', 'hardening.finished', 'hardening.failed'] as const;
export type JobWebhookEvent = (typeof JOB_WEBHOOK_EVENTS)[number];
const EVENTS_OF: Record<WebhookFamily, readonly string[]> = { monitoring: WEBHOOK_EVENTS, jobs: JOB_WEBHOOK_EVENTS };
export type { WebhookFamily };
/** The type of the event "send test event" delivers. */
export const TEST_EVENT = 'integration.test';
const MAX_ENDPOINTS = 20;
/** How long the delivery log keeps finished deliveries. */
export const RETENTION_DAYS = 30;
/** Hosts an endpoint may be reached over plain http (local receivers, tests). */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const HOST_NAME = /^(?=.{1,253}$)([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

export interface WebhookInput {
  name: string;
  url: string;
  events: string[];
  enabled: boolean;
}

export interface SyslogInput {
  host: string;
  port: number;
  protocol: SyslogProtocol;
  enabled: boolean;
}

/** One event to deliver: `id` is unique per type (a retried enqueue is delivered once). */
export interface OutboundEvent {
  type: string;
  id: string;
  data: Record<string, unknown>;
  /** For the CEF line. */
  cef: { signatureId: string; name: string; severity: number; extension: ReadonlyArray<readonly [string, string | number | null | undefined]> };
}

/** A high event as ingestion stored it (events.repo's row). */
export interface HighEvent {
  accountId: string;
  appId: string;
  eventId: string;
  occurredAt: Date;
  kind: string;
  riskLevel: string;
  udid: string;
  platform: string;
  clientIp: string | null;
  country: string | null;
  matched: string[];
}

/** An approval as responses.service answers it. */
export interface ApprovalChange {
  id: string;
  accountId: string;
  responseId: string;
  responseName: string;
  type: string;
  requester: string;
  approver: string | null;
  comment: string | null;
}

export interface IntegrationsDeps {
  db: Database;
  audit: Auditor;
  secrets: SecretBox;
  logger: Logger;
  now?: () => Date;
  /** Delays after attempts 1..n-1 (tests shorten them). */
  retryDelaysMs?: readonly number[];
  maxAttempts?: number;
  timeoutMs?: number;
  /** RAMPART_WEBHOOK_PRIVATE_TARGETS: deliveries may reach non-public addresses. */
  allowPrivateTargets?: boolean;
}

/**
 * Outbound integrations (issue 18): per account, signed webhook endpoints and a syslog/CEF export
 * target, read and changed with `monitor_auto_integration` (the spec's "auto-integration"
 * monitoring code) and the product code `threat_perception`. Events are written to a durable
 * outbox ({@link enqueue}: one select and one insert, no network); worker instances run the
 * sender ({@link sendDue}) that claims due deliveries, sends them, records every attempt and
 * retries with backoff. Other modules (job webhooks) enqueue their own event types the same way.
 */
export class IntegrationsService {
  now: () => Date;
  retryDelaysMs: readonly number[];
  maxAttempts: number;
  timeoutMs: number;
  private timer: NodeJS.Timeout | null = null;
  private sending: Promise<number> | null = null;
  private wakeTimer: NodeJS.Timeout | null = null;

  constructor(private readonly deps: IntegrationsDeps) {
    this.now = deps.now ?? (() => new Date());
    this.retryDelaysMs = deps.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    this.maxAttempts = deps.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    this.timeoutMs = deps.timeoutMs ?? 10_000;
  }

  // ---- webhook endpoints -------------------------------------------------------------------

  async listWebhooks(actor: Actor, options: { args: DefaultConnectionArguments; accountId?: string | null; family?: WebhookFamily }) {
    const family = options.family ?? 'monitoring';
    assertFamily(actor, family);
    const accountId = actor.listScope(options.accountId);
    return byCreation({
      args: options.args,
      fetch: (page) => repo.listWebhooks(this.deps.db, accountId, page, family),
      count: () => repo.countWebhooks(this.deps.db, accountId, family),
    });
  }

  async getWebhook(actor: Actor, id: string, accountId?: string | null, family: WebhookFamily = 'monitoring') {
    assertFamily(actor, family);
    return this.webhook(actor.accountScope(accountId), id, family);
  }

  /** Creates an endpoint; the answer carries its signing secret, shown this once. */
  async createWebhook(actor: Actor, input: WebhookInput, scope: ActScope, family: WebhookFamily = 'monitoring') {
    assertFamily(actor, family, { change: true });
    const accountId = actor.accountScope(scope.accountId);
    const values = validateWebhook(input, family);
    if ((await repo.countWebhooks(this.deps.db, accountId, family)) >= MAX_ENDPOINTS) throw new ValidationError('integrationWebhookLimit', { max: MAX_ENDPOINTS });
    const secret = newWebhookSecret();
    const id = await repo.insertWebhook(this.deps.db, accountId, { ...values, secretSealed: this.deps.secrets.seal(secret) }, actor.user, family);
    const endpoint = await this.changed(actor, accountId, scope.ip, 'integrationWebhook.create', values.name, id, family);
    return { endpoint, secret };
  }

  async updateWebhook(actor: Actor, id: string, input: WebhookInput, scope: ActScope, family: WebhookFamily = 'monitoring') {
    assertFamily(actor, family, { change: true });
    const accountId = actor.accountScope(scope.accountId);
    await this.webhook(accountId, id, family);
    const values = validateWebhook(input, family);
    await repo.updateWebhook(this.deps.db, accountId, id, values);
    return this.changed(actor, accountId, scope.ip, 'integrationWebhook.update', values.name, id, family);
  }

  /** A new signing secret, shown this once; the old one stops signing at once. */
  async rotateWebhookSecret(actor: Actor, id: string, scope: ActScope, family: WebhookFamily = 'monitoring') {
    assertFamily(actor, family, { change: true });
    const accountId = actor.accountScope(scope.accountId);
    const current = await this.webhook(accountId, id, family);
    const secret = newWebhookSecret();
    await repo.updateWebhook(this.deps.db, accountId, id, { secretSealed: this.deps.secrets.seal(secret) });
    const endpoint = await this.changed(actor, accountId, scope.ip, 'integrationWebhook.rotateSecret', current.name, id, family);
    return { endpoint, secret };
  }

  async deleteWebhook(actor: Actor, id: string, scope: ActScope, family: WebhookFamily = 'monitoring') {
    assertFamily(actor, family, { change: true });
    const accountId = actor.accountScope(scope.accountId);
    const current = await this.webhook(accountId, id, family);
    await repo.deleteWebhook(this.deps.db, accountId, id);
    await this.deps.audit.byActor(actor, scope.ip, 'integrationWebhook.delete', { accountId, target: current.name });
    return true;
  }

  /** "Send test event": queues an `integration.test` delivery to this endpoint alone. */
  async testWebhook(actor: Actor, id: string, scope: ActScope, family: WebhookFamily = 'monitoring') {
    assertFamily(actor, family, { change: true });
    const accountId = actor.accountScope(scope.accountId);
    const endpoint = await this.webhook(accountId, id, family);
    const eventId = `test-${crypto.randomUUID()}`;
    const now = this.now();
    const [row] = await repo.insertDeliveries(this.deps.db, [
      {
        accountId,
        target: 'webhook',
        endpointId: id,
        eventType: TEST_EVENT,
        eventId,
        payload: envelope(accountId, TEST_EVENT, eventId, now, { message: 'Test event from Rampart Console', endpoint: endpoint.name, by: actor.user.username }),
        maxAttempts: 1,
        nextAttemptAt: now,
      },
    ]);
    await this.deps.audit.byActor(actor, scope.ip, 'integrationWebhook.test', { accountId, target: endpoint.name });
    this.wake();
    const delivery = await repo.findDelivery(this.deps.db, accountId, row.id, family);
    if (!delivery) throw new NotFoundError();
    return delivery;
  }

  // ---- syslog ------------------------------------------------------------------------------

  async syslog(actor: Actor, accountId?: string | null) {
    assertMonitoring(actor, 'monitor_auto_integration');
    return (await repo.findSyslog(this.deps.db, actor.accountScope(accountId))) ?? null;
  }

  async saveSyslog(actor: Actor, input: SyslogInput, scope: ActScope) {
    assertMonitoring(actor, 'monitor_auto_integration', { change: true });
    const accountId = actor.accountScope(scope.accountId);
    const host = (input.host ?? '').trim();
    if (!(net.isIP(host) || HOST_NAME.test(host))) throw new ValidationError('integrationHostInvalid');
    if (!Number.isInteger(input.port) || input.port < 1 || input.port > 65535) throw new ValidationError('integrationPortInvalid');
    if (input.protocol !== 'udp' && input.protocol !== 'tcp') throw new ValidationError('badRequest');
    await repo.saveSyslog(this.deps.db, accountId, { host, port: input.port, protocol: input.protocol, enabled: input.enabled });
    await this.deps.audit.byActor(actor, scope.ip, 'integrationSyslog.update', { accountId, target: `${input.protocol}://${host}:${input.port}` });
    return (await repo.findSyslog(this.deps.db, accountId))!;
  }

  // ---- delivery log ------------------------------------------------------------------------

  async listDeliveries(
    actor: Actor,
    options: {
      args: DefaultConnectionArguments;
      accountId?: string | null;
      endpointId?: string | null;
      target?: DeliveryTarget | null;
      status?: DeliveryStatus | null;
      family?: WebhookFamily;
    },
  ) {
    const family = options.family ?? 'monitoring';
    assertFamily(actor, family);
    const accountId = actor.listScope(options.accountId);
    if (options.endpointId && !isUuid(options.endpointId)) throw new NotFoundError();
    const filter = { family, endpointId: options.endpointId, target: options.target, status: options.status };
    return byCreation({
      args: options.args,
      table: 'd',
      fetch: (page) => repo.listDeliveries(this.deps.db, accountId, page, filter),
      count: () => repo.countDeliveries(this.deps.db, accountId, filter),
    });
  }

  /** A delivery's attempts, oldest first (the delivery was read in the caller's account). */
  attempts(deliveryId: string) {
    return repo.attemptsOf(this.deps.db, deliveryId);
  }

  // ---- enqueueing --------------------------------------------------------------------------

  /**
   * Puts `events` of one account in the outbox: a delivery per subscribed enabled endpoint, and
   * one for the syslog export when it is on. One select and one insert; never throws (the
   * caller's own work is done; a failure is logged).
   */
  async enqueue(accountId: string, events: readonly OutboundEvent[]): Promise<number> {
    if (events.length === 0) return 0;
    try {
      const types = [...new Set(events.map((e) => e.type))];
      const [endpoints, syslog] = await Promise.all([repo.subscribedWebhooks(this.deps.db, accountId, types), repo.findSyslog(this.deps.db, accountId)]);
      const now = this.now();
      const rows: repo.NewDelivery[] = [];
      for (const event of events) {
        const payload = envelope(accountId, event.type, event.id, now, event.data);
        for (const endpoint of endpoints) {
          if (!endpoint.events.includes(event.type)) continue;
          rows.push({
            accountId,
            target: 'webhook',
            endpointId: endpoint.id,
            eventType: event.type,
            eventId: event.id,
            payload,
            maxAttempts: this.maxAttempts,
            nextAttemptAt: now,
          });
        }
        if (syslog?.enabled) {
          rows.push({
            accountId,
            target: 'syslog',
            endpointId: null,
            eventType: event.type,
            eventId: event.id,
            payload: { ...payload, cef: event.cef },
            maxAttempts: 1,
            nextAttemptAt: now,
          });
        }
      }
      const inserted = await repo.insertDeliveries(this.deps.db, rows);
      if (inserted.length > 0) this.wake();
      return inserted.length;
    } catch (err) {
      this.deps.logger.error({ err, accountId }, 'could not queue outbound integration deliveries');
      return 0;
    }
  }

  /**
   * Puts job events of one account in the outbox inside the caller's transaction (the one that
   * ends the job), so the notification commits with the job's end or not at all: one delivery
   * per subscribed enabled job endpoint; no syslog line. Throws on failure (the transaction
   * rolls back). The sender is woken by {@link wakeSoon} after the commit.
   */
  async enqueueJobEvents(trx: Database, accountId: string, events: ReadonlyArray<Omit<OutboundEvent, 'cef'>>): Promise<number> {
    if (events.length === 0) return 0;
    const endpoints = await repo.subscribedWebhooks(trx, accountId, [...new Set(events.map((e) => e.type))], 'jobs');
    const now = this.now();
    const rows: repo.NewDelivery[] = [];
    for (const event of events) {
      const payload = envelope(accountId, event.type, event.id, now, event.data);
      for (const endpoint of endpoints) {
        if (!endpoint.events.includes(event.type)) continue;
        rows.push({ accountId, target: 'webhook', endpointId: endpoint.id, eventType: event.type, eventId: event.id, payload, maxAttempts: this.maxAttempts, nextAttemptAt: now });
      }
    }
    return (await repo.insertDeliveries(trx, rows)).length;
  }

  /** Lets a sender running in this instance look soon (after a committed enqueue). */
  wakeSoon(): void {
    this.wake();
  }

  /** Ingestion's hook: new events of level high, any accounts. */
  async highEvents(rows: readonly HighEvent[]): Promise<void> {
    const byAccount = new Map<string, OutboundEvent[]>();
    for (const r of rows) {
      if (r.riskLevel !== 'high') continue;
      const list = byAccount.get(r.accountId) ?? [];
      list.push({
        type: 'monitor.event.high',
        id: `${r.appId}:${r.eventId}`,
        data: {
          eventId: r.eventId,
          appId: r.appId,
          kind: r.kind,
          riskLevel: r.riskLevel,
          occurredAt: r.occurredAt.toISOString(),
          udid: r.udid,
          platform: r.platform,
          clientIp: r.clientIp,
          country: r.country,
          matched: r.matched,
        },
        cef: {
          signatureId: `monitor.event.${r.kind}`,
          name: `High-risk event: ${r.kind}`,
          severity: cefSeverity(r.riskLevel),
          extension: [
            ['rt', r.occurredAt.getTime()],
            ['cat', 'monitor.event.high'],
            ['act', r.kind],
            ['src', r.clientIp],
            ['externalId', r.eventId],
            ['cs1Label', 'appId'],
            ['cs1', r.appId],
            ['cs2Label', 'udid'],
            ['cs2', r.udid],
            ['cs3Label', 'platform'],
            ['cs3', r.platform],
            ['cs4Label', 'country'],
            ['cs4', r.country],
            ['msg', r.matched.join(', ')],
          ],
        },
      });
      byAccount.set(r.accountId, list);
    }
    for (const [accountId, events] of byAccount) await this.enqueue(accountId, events);
  }

  /** The security responses' hook: an approval was requested, passed, rejected or applied. */
  async approvalChanged(approval: ApprovalChange, status: 'requested' | 'passed' | 'rejected' | 'applied', by: string): Promise<void> {
    const at = this.now();
    await this.enqueue(approval.accountId, [
      {
        type: 'monitor.approval.changed',
        id: `${approval.id}:${status}`,
        data: {
          approvalId: approval.id,
          responseId: approval.responseId,
          responseName: approval.responseName,
          approvalType: approval.type,
          status,
          by,
          requester: approval.requester,
          approver: approval.approver,
          comment: approval.comment,
        },
        cef: {
          signatureId: 'monitor.approval.changed',
          name: `Security response approval ${status}`,
          severity: 3,
          extension: [
            ['rt', at.getTime()],
            ['cat', 'monitor.approval.changed'],
            ['act', status],
            ['suser', by],
            ['externalId', approval.id],
            ['cs1Label', 'response'],
            ['cs1', approval.responseName],
            ['cs2Label', 'approvalType'],
            ['cs2', approval.type],
            ['msg', approval.comment],
          ],
        },
      },
    ]);
  }

  // ---- sender ------------------------------------------------------------------------------

  /**
   * Sends every due delivery (by {@link now}), 20 at a time, until none is due; answers how many
   * attempts it made. One run at a time per instance; instances share the work through the
   * claim's row locks and lease.
   */
  async sendDue(): Promise<number> {
    while (this.sending) await this.sending.catch(() => undefined);
    this.sending = this.sendAll();
    try {
      return await this.sending;
    } finally {
      this.sending = null;
    }
  }

  private async sendAll(): Promise<number> {
    let total = 0;
    for (;;) {
      const now = this.now();
      const claimed = await repo.claimDue(this.deps.db, now, new Date(+now + this.timeoutMs + 60_000), 20);
      if (claimed.length === 0) return total;
      await Promise.all(claimed.map((d) => this.sendOne(d)));
      total += claimed.length;
    }
  }

  private async sendOne(d: repo.ClaimedDelivery): Promise<void> {
    const attempt = d.attempts + 1;
    const at = this.now();
    let result: AttemptResult;
    try {
      result = await this.attempt(d, at);
    } catch (err) {
      result = { ok: false, statusCode: null, error: err instanceof Error ? err.message : String(err), durationMs: 0 };
    }
    const last = attempt >= d.maxAttempts || (!result.ok && result.error === GIVE_UP);
    const status: DeliveryStatus = result.ok ? 'delivered' : last ? 'failed' : 'pending';
    const next = status === 'pending' ? new Date(+this.now() + retryDelayMs(attempt, this.retryDelaysMs)) : this.now();
    await repo.recordAttempt(
      this.deps.db,
      { id: d.id, attempt },
      { at, statusCode: result.statusCode, error: result.error, durationMs: result.durationMs },
      { status, nextAttemptAt: next },
    );
  }

  private async attempt(d: repo.ClaimedDelivery, at: Date): Promise<AttemptResult> {
    if (d.target === 'syslog') {
      if (!d.syslogEnabled || !d.syslogHost || !d.syslogPort || !d.syslogProtocol) return { ok: false, statusCode: null, error: GIVE_UP, durationMs: 0 };
      const cef = (d.payload as { cef?: OutboundEvent['cef'] }).cef;
      if (!cef) return { ok: false, statusCode: null, error: 'no CEF record', durationMs: 0 };
      const line = syslogMessage(cefLine(productVersion(), cef), { severity: cef.severity, at });
      return sendSyslog({ host: d.syslogHost, port: d.syslogPort, protocol: d.syslogProtocol }, line, this.timeoutMs, this.deps.allowPrivateTargets === true);
    }
    if (!d.url || !d.secretSealed || !d.endpointEnabled) return { ok: false, statusCode: null, error: GIVE_UP, durationMs: 0 };
    const { cef: _cef, ...body } = d.payload as Record<string, unknown>;
    return postWebhook(d.url, {
      secret: this.deps.secrets.open(d.secretSealed),
      eventType: d.eventType,
      deliveryId: d.id,
      body: JSON.stringify(body),
      timeoutMs: this.timeoutMs,
      now: at,
      allowPrivate: this.deps.allowPrivateTargets === true,
    });
  }

  /**
   * Sends due deliveries every `intervalMs` (and soon after an enqueue here) until {@link stop};
   * once an hour drops finished deliveries older than {@link RETENTION_DAYS}.
   */
  start(intervalMs = 5_000): void {
    if (this.timer) return;
    let ticks = 0;
    const pruneEvery = Math.max(1, Math.round(3_600_000 / intervalMs));
    this.timer = setInterval(() => {
      this.run();
      if (++ticks % pruneEvery === 0) void this.prune().catch((err: unknown) => this.deps.logger.error({ err }, 'could not prune old integration deliveries'));
    }, intervalMs);
    this.timer.unref();
    this.run();
  }

  /** Drops delivered and failed deliveries (and their attempts) older than the retention. */
  async prune(): Promise<number> {
    return repo.pruneFinished(this.deps.db, new Date(+this.now() - RETENTION_DAYS * 86_400_000));
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    if (this.wakeTimer) clearTimeout(this.wakeTimer);
    this.timer = null;
    this.wakeTimer = null;
    await this.sending?.catch(() => undefined);
  }

  private run(): void {
    void this.sendDue().catch((err: unknown) => this.deps.logger.error({ err }, 'outbound integration sender failed'));
  }

  /** A sender running in this instance looks at once rather than at its next tick. */
  private wake(): void {
    if (!this.timer || this.wakeTimer) return;
    this.wakeTimer = setTimeout(() => {
      this.wakeTimer = null;
      this.run();
    }, 50);
    this.wakeTimer.unref();
  }

  // ---- helpers -----------------------------------------------------------------------------

  private async changed(actor: Actor, accountId: string, ip: string | null, activity: ActivityType, target: string, id: string, family: WebhookFamily) {
    await this.deps.audit.byActor(actor, ip, activity, { accountId, target });
    return this.webhook(accountId, id, family);
  }

  private async webhook(accountId: string, id: string, family: WebhookFamily) {
    const row = isUuid(id) ? await repo.findWebhook(this.deps.db, accountId, id, family) : undefined;
    if (!row) throw new NotFoundError();
    return row;
  }
}

/**
 * Integrations are monitoring's "auto-integration" (spec §6 `monitor_auto_integration`) under the
 * product code `threat_perception`; changes also refuse read-only users.
 */
function assertMonitoring(actor: Actor, code: 'monitor_auto_integration', options: { change?: boolean } = {}): void {
  actor.assertCan('threat_perception');
  if (options.change) actor.assertCanChange(code);
  else actor.assertCan(code);
}

/**
 * Job webhooks are account settings of the assessment and hardening products. The spec has no
 * code of their own; they take `detection_rule`, the administration code that governs how the
 * account's jobs run (customer super admins and admins hold it, users and viewers do not).
 */
export const JOB_WEBHOOKS_CODE = 'detection_rule' as const;

function assertFamily(actor: Actor, family: WebhookFamily, options: { change?: boolean } = {}): void {
  if (family === 'monitoring') return assertMonitoring(actor, 'monitor_auto_integration', options);
  if (options.change) actor.assertCanChange(JOB_WEBHOOKS_CODE);
  else actor.assertCan(JOB_WEBHOOKS_CODE);
}

/** The error of an attempt that cannot succeed (target disabled or gone): no retries. */
const GIVE_UP = 'target disabled';

function envelope(accountId: string, type: string, id: string, at: Date, data: Record<string, unknown>): Record<string, unknown> {
  return { id, type, createdAt: at.toISOString(), accountId, data };
}

/** Checks an endpoint: name, https URL (http for local hosts only), at least one known event. */
export function validateWebhook(input: WebhookInput, family: WebhookFamily = 'monitoring'): repo.WebhookValues {
  const name = requireText(input.name, 'name', 1, 100);
  const raw = (input.url ?? '').trim();
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ValidationError('integrationUrlInvalid');
  }
  const local = LOCAL_HOSTS.has(url.hostname);
  if (raw.length > 2000 || url.username || url.password || !(url.protocol === 'https:' || (url.protocol === 'http:' && local))) throw new ValidationError('integrationUrlInvalid');
  const events = [...new Set(input.events ?? [])];
  if (events.length === 0 || !events.every((e) => EVENTS_OF[family].includes(e))) throw new ValidationError('integrationEventsInvalid');
  return { name, url: url.toString(), events, enabled: input.enabled };
}
