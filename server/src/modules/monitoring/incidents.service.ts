import type { DefaultConnectionArguments } from '@pothos/plugin-relay';
import { sql } from 'kysely';
import type { Actor } from '../../authz/actor';
import { isEventKind, KIND_DEFS, RISK_LEVELS, type EventKind, type Platform, type RiskLevel } from '../../engines/risk/event-kinds';
import { compileIncidents, hasRules, type IncidentDefinition, type IncidentOs } from '../../engines/risk/incidents';
import type { RuleCondition } from '../../engines/risk/risk-engine';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { byCreation } from '../../lib/paging';
import type { ActScope } from '../../lib/request-meta';
import { isUuid, optionalText, requireBatch, requireText } from '../../lib/validation';
import type { ActivityType, Auditor } from '../../platform/auditor';
import * as repo from './incidents.repo';
import { assertMonitoring } from './monitoring-access';
import type { SdkAppCache } from './policy-cache';
import { findResponse } from './responses.repo';
import { appendBlacklistContent, insertBlacklist } from './risk-config.repo';
import type { Database } from '../../db/database';

export interface IncidentInput {
  name: string;
  configKey: string;
  environmentKinds?: string[] | null;
  environmentConditions?: RuleCondition[] | null;
  behaviourKinds?: string[] | null;
  behaviourConditions?: RuleCondition[] | null;
  riskLevel: RiskLevel;
  os: IncidentOs;
  platform?: string | null;
  enabled: boolean;
  description?: string | null;
  blacklistDevice?: boolean | null;
  responseId?: string | null;
}

const CONDITION_OPS = new Set(['eq', 'neq', 'contains', 'in', 'gte', 'lte', 'exists']);
const CONFIG_KEY = /^[A-Za-z0-9_.-]{1,100}$/;
const OSES: readonly IncidentOs[] = ['all', 'android', 'ios', 'web'];
/** The DEVICE blacklist that devices meeting a security event with the device-blacklist rule go on. */
export const INCIDENT_BLACKLIST_NAME = 'security-event-devices';
const BLACKLIST_MAX = 10_000;
/** How long an instance reuses an account's compiled security events (changes here invalidate at once). */
const TTL_MS = 5_000;

/**
 * Security events (spec §3, `/Monitoring/securityIncident`): the account's definitions of an
 * incident, listed with `monitor_event` and changed with the security-response codes; and what
 * ingestion asks of them: the enabled definitions of an account, compiled and cached, and the
 * device-blacklist rule's effect.
 */
export class IncidentsService {
  private readonly cached = new Map<string, { definitions: IncidentDefinition[]; expires: number }>();
  /** Devices this instance put on a blacklist lately, so a burst of events writes once. */
  private readonly blacklisted = new Map<string, number>();

  constructor(
    private readonly db: Database,
    private readonly audit: Auditor,
    private readonly apps: SdkAppCache,
    private readonly logger: Logger,
  ) {}

  async list(actor: Actor, options: { args: DefaultConnectionArguments; accountId?: string | null; filter?: repo.IncidentFilter }) {
    assertMonitoring(actor, 'monitor_event');
    const accountId = actor.listScope(options.accountId);
    const filter = { ...options.filter, search: options.filter?.search?.trim() || null };
    return byCreation({
      args: options.args,
      fetch: (page) => repo.listIncidents(this.db, accountId, page, filter),
      count: () => repo.countIncidents(this.db, accountId, filter),
    });
  }

  async get(actor: Actor, id: string, accountIdArg?: string | null) {
    assertMonitoring(actor, 'monitor_event');
    return this.incident(actor.accountScope(accountIdArg), id);
  }

  async create(actor: Actor, input: IncidentInput, options: ActScope) {
    assertMonitoring(actor, 'monitor_response_add', { change: true });
    const accountId = actor.accountScope(options.accountId);
    const values = await this.validate(accountId, input, null);
    const id = await repo.insertIncident(this.db, accountId, values, actor.user);
    return this.changed(actor, accountId, options.ip, 'monitorIncident.create', [values.name], () => repo.findIncident(this.db, accountId, id));
  }

  async update(actor: Actor, id: string, input: IncidentInput, options: ActScope) {
    assertMonitoring(actor, 'monitor_response_update', { change: true });
    const accountId = actor.accountScope(options.accountId);
    await this.incident(accountId, id);
    const values = await this.validate(accountId, input, id);
    await repo.updateIncident(this.db, accountId, id, values);
    return this.changed(actor, accountId, options.ip, 'monitorIncident.update', [values.name], () => repo.findIncident(this.db, accountId, id));
  }

  async remove(actor: Actor, id: string, options: ActScope) {
    assertMonitoring(actor, 'monitor_response_delete', { change: true });
    const accountId = actor.accountScope(options.accountId);
    const incident = await this.incident(accountId, id);
    await repo.deleteIncidents(this.db, accountId, [incident.id]);
    return this.changed(actor, accountId, options.ip, 'monitorIncident.delete', [incident.name], async () => true);
  }

  /** Enables or disables security events of the account, all or none. Answers how many. */
  async setEnabled(actor: Actor, ids: string[], enabled: boolean, options: ActScope) {
    assertMonitoring(actor, 'monitor_response_update', { change: true });
    const accountId = actor.accountScope(options.accountId);
    const rows = await this.allOf(accountId, ids);
    await repo.setIncidentsEnabled(
      this.db,
      accountId,
      rows.map((r) => r.id),
      enabled,
    );
    const names = rows.map((r) => r.name);
    return this.changed(actor, accountId, options.ip, enabled ? 'monitorIncident.enable' : 'monitorIncident.disable', names, async () => names.length);
  }

  /** Deletes security events of the account, all or none. Answers how many. */
  async removeMany(actor: Actor, ids: string[], options: ActScope) {
    assertMonitoring(actor, 'monitor_response_delete', { change: true });
    const accountId = actor.accountScope(options.accountId);
    const rows = await this.allOf(accountId, ids);
    await repo.deleteIncidents(
      this.db,
      accountId,
      rows.map((r) => r.id),
    );
    const names = rows.map((r) => r.name);
    return this.changed(actor, accountId, options.ip, 'monitorIncident.delete', names, async () => names.length);
  }

  /** The security responses a security event of the account may call for (the edit page's choice). */
  async responseChoices(actor: Actor, accountIdArg?: string | null) {
    assertMonitoring(actor, 'monitor_event');
    return repo.responseChoices(this.db, actor.accountScope(accountIdArg));
  }

  /** Names of the account's security events of `ids` (ids it does not hold are left out). */
  async namesOf(accountId: string, ids: readonly string[]): Promise<Map<string, string>> {
    const wanted = ids.filter(isUuid);
    if (wanted.length === 0) return new Map();
    return new Map((await repo.findIncidents(this.db, accountId, wanted)).map((r) => [r.id, r.name]));
  }

  /** The enabled security events an app of `platform` applies, compiled; cached per account for a few seconds. */
  async forApp(accountId: string, platform: Platform): Promise<IncidentDefinition[]> {
    let hit = this.cached.get(accountId);
    if (!hit || hit.expires <= Date.now()) {
      const rows = await repo.loadEnabledIncidents(this.db, accountId);
      const definitions = rows.map((r) => ({
        ...r,
        environmentKinds: r.environmentKinds.filter(isEventKind),
        behaviourKinds: r.behaviourKinds.filter(isEventKind),
      }));
      if (this.cached.size > 10_000) this.cached.clear();
      hit = { definitions, expires: Date.now() + TTL_MS };
      this.cached.set(accountId, hit);
    }
    return compileIncidents(hit.definitions, platform);
  }

  /**
   * The device-blacklist rule: puts devices on the account's DEVICE blacklist named
   * {@link INCIDENT_BLACKLIST_NAME} (created on first use), records it, and makes ingestion
   * re-read the account's policy so the devices' next events score as blacklisted. The events
   * are stored by then, so a failure is logged, never thrown: failing the request would only make
   * the SDK resend events that are no longer new.
   */
  async blacklistDevices(accountId: string, devices: ReadonlyArray<{ udid: string; incident: string }>): Promise<void> {
    try {
      await this.putOnBlacklist(accountId, devices);
    } catch (err) {
      this.logger.error({ err, accountId, udids: devices.map((d) => d.udid) }, 'could not blacklist devices that met a security event');
    }
  }

  private async putOnBlacklist(accountId: string, devices: ReadonlyArray<{ udid: string; incident: string }>): Promise<void> {
    const now = Date.now();
    const fresh = devices.filter((d) => (this.blacklisted.get(`${accountId}|${d.udid}`) ?? 0) <= now);
    if (fresh.length === 0) return;
    const udids = [...new Set(fresh.map((d) => d.udid))];
    await this.db.transaction().execute(async (trx) => {
      // One list per account even when instances race to create it.
      await sql`select pg_advisory_xact_lock(hashtext(${`incident-blacklist:${accountId}`}))`.execute(trx);
      const list = await trx
        .selectFrom('monitorBlacklists')
        .select(['id', sql<number>`cardinality(content)`.as('entries')])
        .where('accountId', '=', accountId)
        .where('type', '=', 'device')
        .where('name', '=', INCIDENT_BLACKLIST_NAME)
        .orderBy('createdAt')
        .executeTakeFirst();
      // A blacklist holds at most 10,000 entries (risk-config.service); a full one takes no more.
      if (list && Number(list.entries) + udids.length > BLACKLIST_MAX) throw new Error(`the DEVICE blacklist ${INCIDENT_BLACKLIST_NAME} is full`);
      if (list) await appendBlacklistContent(trx, accountId, list.id, udids);
      else
        await insertBlacklist(trx, accountId, {
          name: INCIDENT_BLACKLIST_NAME,
          type: 'device',
          content: udids,
          appIds: [],
          description: 'Devices that met a security event with the device-blacklist rule.',
          riskLevel: 'high',
          enabled: true,
        });
    });
    if (this.blacklisted.size > 100_000) this.blacklisted.clear();
    for (const udid of udids) this.blacklisted.set(`${accountId}|${udid}`, now + 60_000);
    this.apps.invalidateAccount(accountId);
    for (const d of fresh) {
      await this.audit.record({
        accountId,
        userId: null,
        operator: 'system',
        activityType: 'monitorIncident.blacklistDevice',
        result: 'success',
        ip: null,
        target: `${d.udid} (${d.incident})`,
      });
    }
  }

  private async changed<T>(actor: Actor, accountId: string, ip: string | null, activity: ActivityType, targets: string[], result: () => Promise<T | undefined>): Promise<T> {
    this.cached.delete(accountId);
    for (const target of targets) await this.audit.byActor(actor, ip, activity, { accountId, target });
    const value = await result();
    if (value === undefined) throw new NotFoundError();
    return value;
  }

  private async incident(accountId: string, id: string) {
    const row = isUuid(id) ? await repo.findIncident(this.db, accountId, id) : undefined;
    if (!row) throw new NotFoundError();
    return row;
  }

  /** The rows of a batch's ids; one the account does not hold makes the whole batch not found. */
  private async allOf(accountId: string, ids: string[]) {
    const wanted = requireBatch(ids);
    if (!wanted.every(isUuid)) throw new NotFoundError();
    const rows = await repo.findIncidents(this.db, accountId, wanted);
    if (rows.length !== wanted.length) throw new NotFoundError();
    return rows;
  }

  private async validate(accountId: string, input: IncidentInput, id: string | null): Promise<repo.IncidentValues> {
    const name = requireText(input.name, 'name', 4, 100);
    const configKey = (input.configKey ?? '').trim();
    if (!configKey) throw new ValidationError('fieldEmpty', { field: 'configKey' });
    if (!CONFIG_KEY.test(configKey)) throw new ValidationError('monitorIncidentConfigKeyInvalid');
    const environmentKinds = kindsOf(input.environmentKinds, 'environment');
    const behaviourKinds = kindsOf(input.behaviourKinds, 'behaviour');
    const environmentConditions = conditionsOf(input.environmentConditions);
    const behaviourConditions = conditionsOf(input.behaviourConditions);
    if (!hasRules({ environmentKinds, environmentConditions, behaviourKinds, behaviourConditions })) throw new ValidationError('monitorIncidentRulesEmpty');
    if (!RISK_LEVELS.includes(input.riskLevel) || !OSES.includes(input.os)) throw new ValidationError('badRequest');
    const responseId = input.responseId || null;
    if (responseId && (!isUuid(responseId) || !(await findResponse(this.db, accountId, responseId)))) throw new ValidationError('monitorIncidentResponseUnknown');
    if (await repo.findByConfigKey(this.db, accountId, configKey, id)) throw new ValidationError('monitorIncidentConfigKeyTaken', { key: configKey });
    return {
      name,
      configKey,
      environmentKinds,
      environmentConditions,
      behaviourKinds,
      behaviourConditions,
      riskLevel: input.riskLevel,
      os: input.os,
      platform: optionalText(input.platform, 'platform', 50),
      enabled: input.enabled,
      description: optionalText(input.description, 'description', 500),
      blacklistDevice: input.blacklistDevice ?? false,
      responseId,
    };
  }
}

function kindsOf(input: string[] | null | undefined, type: 'environment' | 'behaviour'): EventKind[] {
  const kinds = [...new Set(input ?? [])];
  const unknown = kinds.find((k) => !isEventKind(k));
  if (unknown) throw new ValidationError('monitorEventKindUnknown', { kind: unknown });
  const wrong = (kinds as EventKind[]).find((k) => k === 'heartbeat' || KIND_DEFS[k].type !== type);
  if (wrong) throw new ValidationError(type === 'environment' ? 'monitorIncidentEnvironmentKind' : 'monitorIncidentBehaviourKind', { kind: wrong });
  return kinds as EventKind[];
}

function conditionsOf(input: RuleCondition[] | null | undefined): RuleCondition[] {
  const conditions = input ?? [];
  if (conditions.length > 20 || conditions.some((c) => !CONDITION_OPS.has(c.op) || !/^[A-Za-z0-9_.]{1,100}$/.test(c.field))) {
    throw new ValidationError('monitorConditionInvalid');
  }
  return conditions.map((c) => ({ field: c.field, op: c.op, ...(c.value === undefined || c.value === null ? {} : { value: c.value }) }));
}
