import type { ActScope } from '../../lib/request-meta';
import { isIP } from 'node:net';
import type { DefaultConnectionArguments } from '@pothos/plugin-relay';
import type { Actor } from '../../authz/actor';
import { isEventKind, RISK_LEVELS, type Platform, type RiskLevel, type RuleType } from '../../engines/risk/event-kinds';
import type { BlacklistType, RuleCondition } from '../../engines/risk/risk-engine';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { byCreation } from '../../lib/paging';
import { ACCOUNT_NAME, isUuid, optionalText, requireBatch, requireText } from '../../lib/validation';
import type { ActivityType, Auditor } from '../../platform/auditor';
import { findApp } from './apps.repo';
import { assertMonitoring } from './monitoring-access';
import type { DeviceListKind } from './monitoring.tables';
import type { SdkAppCache } from './policy-cache';
import * as repo from './risk-config.repo';
import type { Database } from '../../db/database';

export interface RiskRuleInput {
  appId?: string | null;
  name: string;
  type: RuleType;
  platform: Platform | 'all';
  classification?: string | null;
  kinds: string[];
  conditions?: RuleCondition[] | null;
  riskLevel: RiskLevel;
  enabled: boolean;
  upload?: boolean | null;
}

export interface BlacklistInput {
  name: string;
  type: BlacklistType;
  content: string[];
  appIds?: string[] | null;
  description?: string | null;
  riskLevel?: RiskLevel | null;
  enabled: boolean;
}

const CONDITION_OPS = new Set(['eq', 'neq', 'contains', 'in', 'gte', 'lte', 'exists']);
const MAC = /^[0-9a-f]{2}([:-][0-9a-f]{2}){5}$/i;
const HEX = /^[0-9a-f]{32}([0-9a-f]{8}|[0-9a-f]{32})?$/i;
const PACKAGE = /^[A-Za-z0-9._-]{1,300}$/;
const LIST_CODE = { whitelist: 'monitor_whitelist', debug: 'monitor_debug_device' } as const;

/** Risk rules, blacklists and the device whitelist / debug list the risk engine applies. */
export class RiskConfigService {
  constructor(
    private readonly db: Database,
    private readonly audit: Auditor,
    private readonly cache: SdkAppCache,
  ) {}

  async listRules(actor: Actor, options: { args: DefaultConnectionArguments; accountId?: string | null; filter?: repo.RuleFilter }) {
    assertMonitoring(actor, 'monitor_response_list');
    const accountId = actor.listScope(options.accountId);
    const filter = { ...options.filter, search: options.filter?.search?.trim() || null };
    return byCreation({
      args: options.args,
      fetch: (page) => repo.listRules(this.db, accountId, page, filter),
      count: () => repo.countRules(this.db, accountId, filter),
    });
  }

  async createRule(actor: Actor, input: RiskRuleInput, options: ActScope) {
    assertMonitoring(actor, 'monitor_response_add', { change: true });
    const accountId = actor.accountScope(options.accountId);
    const values = await this.validateRule(accountId, input);
    const id = await repo.insertRule(this.db, accountId, values);
    return this.changed(actor, accountId, options.ip, 'monitorRule.create', values.name, () => repo.findRule(this.db, accountId, id));
  }

  async updateRule(actor: Actor, id: string, input: RiskRuleInput, options: ActScope) {
    assertMonitoring(actor, 'monitor_response_update', { change: true });
    const accountId = actor.accountScope(options.accountId);
    await this.rule(accountId, id);
    const values = await this.validateRule(accountId, input);
    await repo.updateRule(this.db, accountId, id, values);
    return this.changed(actor, accountId, options.ip, 'monitorRule.update', values.name, () => repo.findRule(this.db, accountId, id));
  }

  async deleteRule(actor: Actor, id: string, options: ActScope) {
    assertMonitoring(actor, 'monitor_response_delete', { change: true });
    const accountId = actor.accountScope(options.accountId);
    const rule = await this.rule(accountId, id);
    await repo.deleteRule(this.db, accountId, id);
    return this.changed(actor, accountId, options.ip, 'monitorRule.delete', rule.name, async () => true);
  }

  async listBlacklists(actor: Actor, options: { args: DefaultConnectionArguments; type?: BlacklistType | null; search?: string | null; accountId?: string | null }) {
    assertMonitoring(actor, 'monitor_blacklist');
    const accountId = actor.listScope(options.accountId);
    const filter = { type: options.type ?? null, search: options.search?.trim() || null };
    return byCreation({
      args: options.args,
      fetch: (page) => repo.listBlacklists(this.db, accountId, filter, page),
      count: () => repo.countBlacklists(this.db, accountId, filter),
    });
  }

  async createBlacklist(actor: Actor, input: BlacklistInput, options: ActScope) {
    assertMonitoring(actor, 'monitor_blacklist', { change: true });
    const accountId = actor.accountScope(options.accountId);
    const values = await this.validateBlacklist(accountId, input);
    const id = await repo.insertBlacklist(this.db, accountId, values);
    return this.changed(actor, accountId, options.ip, 'monitorBlacklist.create', values.name, () => repo.findBlacklist(this.db, accountId, id));
  }

  async updateBlacklist(actor: Actor, id: string, input: BlacklistInput, options: ActScope) {
    assertMonitoring(actor, 'monitor_blacklist', { change: true });
    const accountId = actor.accountScope(options.accountId);
    await this.blacklist(accountId, id);
    const values = await this.validateBlacklist(accountId, input);
    await repo.updateBlacklist(this.db, accountId, id, values);
    return this.changed(actor, accountId, options.ip, 'monitorBlacklist.update', values.name, () => repo.findBlacklist(this.db, accountId, id));
  }

  async deleteBlacklist(actor: Actor, id: string, options: ActScope) {
    assertMonitoring(actor, 'monitor_blacklist', { change: true });
    const accountId = actor.accountScope(options.accountId);
    const list = await this.blacklist(accountId, id);
    await repo.deleteBlacklist(this.db, accountId, id);
    return this.changed(actor, accountId, options.ip, 'monitorBlacklist.delete', list.name, async () => true);
  }

  async listDevices(actor: Actor, list: DeviceListKind, options: { args: DefaultConnectionArguments; search?: string | null; accountId?: string | null }) {
    assertMonitoring(actor, LIST_CODE[list]);
    const accountId = actor.listScope(options.accountId);
    const search = options.search?.trim() || null;
    return byCreation({
      args: options.args,
      fetch: (page) => repo.listDeviceList(this.db, accountId, list, page, search),
      count: () => repo.countDeviceList(this.db, accountId, list, search),
    });
  }

  async addDevice(actor: Actor, list: DeviceListKind, input: { udid: string; description?: string | null }, options: ActScope) {
    assertMonitoring(actor, LIST_CODE[list], { change: true });
    const accountId = actor.accountScope(options.accountId);
    const udid = requireText(input.udid, 'udid', 1, 200);
    const description = optionalText(input.description, 'description', 500);
    return this.changed(actor, accountId, options.ip, `monitorDeviceList.${list}.add`, udid, () => repo.addToDeviceList(this.db, accountId, list, udid, description));
  }

  async removeDevice(actor: Actor, list: DeviceListKind, id: string, options: ActScope) {
    assertMonitoring(actor, LIST_CODE[list], { change: true });
    const accountId = actor.accountScope(options.accountId);
    if (!isUuid(id) || !(await repo.removeFromDeviceList(this.db, accountId, id))) throw new NotFoundError();
    return this.changed(actor, accountId, options.ip, `monitorDeviceList.${list}.remove`, id, async () => true);
  }

  /** Enables or disables rules of the account; an id it does not hold is not found and nothing changes. Answers how many. */
  async setRulesEnabled(actor: Actor, ids: string[], enabled: boolean, options: ActScope) {
    assertMonitoring(actor, 'monitor_response_update', { change: true });
    const accountId = actor.accountScope(options.accountId);
    const rules = await this.allOf(ids, (wanted) => repo.findRules(this.db, accountId, wanted));
    await repo.setRulesEnabled(
      this.db,
      accountId,
      rules.map((r) => r.id),
      enabled,
    );
    return this.changedMany(
      actor,
      accountId,
      options.ip,
      'monitorRule.update',
      rules.map((r) => r.name),
    );
  }

  /** Deletes rules of the account, all or none. Answers how many. */
  async deleteRules(actor: Actor, ids: string[], options: ActScope) {
    assertMonitoring(actor, 'monitor_response_delete', { change: true });
    const accountId = actor.accountScope(options.accountId);
    const rules = await this.allOf(ids, (wanted) => repo.findRules(this.db, accountId, wanted));
    await repo.deleteRules(
      this.db,
      accountId,
      rules.map((r) => r.id),
    );
    return this.changedMany(
      actor,
      accountId,
      options.ip,
      'monitorRule.delete',
      rules.map((r) => r.name),
    );
  }

  /** Enables or disables blacklists of the account, all or none. Answers how many. */
  async setBlacklistsEnabled(actor: Actor, ids: string[], enabled: boolean, options: ActScope) {
    assertMonitoring(actor, 'monitor_blacklist', { change: true });
    const accountId = actor.accountScope(options.accountId);
    const lists = await this.allOf(ids, (wanted) => repo.findBlacklists(this.db, accountId, wanted));
    await repo.setBlacklistsEnabled(
      this.db,
      accountId,
      lists.map((l) => l.id),
      enabled,
    );
    return this.changedMany(
      actor,
      accountId,
      options.ip,
      'monitorBlacklist.update',
      lists.map((l) => l.name),
    );
  }

  /** Deletes blacklists of the account, all or none. Answers how many. */
  async deleteBlacklists(actor: Actor, ids: string[], options: ActScope) {
    assertMonitoring(actor, 'monitor_blacklist', { change: true });
    const accountId = actor.accountScope(options.accountId);
    const lists = await this.allOf(ids, (wanted) => repo.findBlacklists(this.db, accountId, wanted));
    await repo.deleteBlacklists(
      this.db,
      accountId,
      lists.map((l) => l.id),
    );
    return this.changedMany(
      actor,
      accountId,
      options.ip,
      'monitorBlacklist.delete',
      lists.map((l) => l.name),
    );
  }

  /**
   * Puts a device on a DEVICE blacklist (from the threat views): appended to `blacklistId` when
   * given, else a new enabled list named `name`. Answers the list.
   */
  async blacklistDevice(actor: Actor, input: { udid: string; blacklistId?: string | null; name?: string | null; description?: string | null }, options: ActScope) {
    assertMonitoring(actor, 'monitor_blacklist', { change: true });
    const accountId = actor.accountScope(options.accountId);
    const udid = requireText(input.udid, 'udid', 1, 200);
    if (!input.blacklistId) {
      return this.createBlacklist(actor, { name: input.name ?? '', type: 'device', content: [udid], description: input.description, enabled: true }, options);
    }
    const list = await this.blacklist(accountId, input.blacklistId);
    if (list.type !== 'device') throw new ValidationError('monitorBlacklistEntryInvalid', { entry: udid.slice(0, 100) });
    if (list.content.length >= 10_000 && !list.content.includes(udid)) throw new ValidationError('batchTooLarge', { total: 10_000 });
    await repo.appendBlacklistContent(this.db, accountId, list.id, [udid]);
    return this.changed(actor, accountId, options.ip, 'monitorBlacklist.update', list.name, () => repo.findBlacklist(this.db, accountId, list.id));
  }

  /** Removes entries of the account's `list`, all or none. Answers how many. */
  async removeDevices(actor: Actor, list: DeviceListKind, ids: string[], options: ActScope) {
    assertMonitoring(actor, LIST_CODE[list], { change: true });
    const accountId = actor.accountScope(options.accountId);
    const entries = await this.allOf(ids, (wanted) => repo.findDeviceEntries(this.db, accountId, list, wanted));
    await repo.removeDeviceEntries(
      this.db,
      accountId,
      list,
      entries.map((e) => e.id),
    );
    return this.changedMany(
      actor,
      accountId,
      options.ip,
      `monitorDeviceList.${list}.remove`,
      entries.map((e) => e.udid),
    );
  }

  /** The rows of a batch's ids; one the account does not hold makes the whole batch not found. */
  private async allOf<Row>(ids: string[], find: (ids: string[]) => Promise<Row[]>): Promise<Row[]> {
    const wanted = requireBatch(ids);
    if (!wanted.every(isUuid)) throw new NotFoundError();
    const rows = await find(wanted);
    if (rows.length !== wanted.length) throw new NotFoundError();
    return rows;
  }

  /** As {@link changed}, for a batch: one activity-log row per item. */
  private async changedMany(actor: Actor, accountId: string, ip: string | null, activity: ActivityType, targets: string[]): Promise<number> {
    this.cache.invalidateAccount(accountId);
    for (const target of targets) await this.audit.byActor(actor, ip, activity, { accountId, target });
    return targets.length;
  }

  /** Records the change, makes ingestion re-read the account's policy, returns `result()`. */
  private async changed<T>(actor: Actor, accountId: string, ip: string | null, activity: ActivityType, target: string, result: () => Promise<T | undefined>): Promise<T> {
    this.cache.invalidateAccount(accountId);
    await this.audit.byActor(actor, ip, activity, { accountId, target });
    const value = await result();
    if (value === undefined) throw new NotFoundError();
    return value;
  }

  private async rule(accountId: string, id: string) {
    const rule = isUuid(id) ? await repo.findRule(this.db, accountId, id) : undefined;
    if (!rule) throw new NotFoundError();
    return rule;
  }

  private async blacklist(accountId: string, id: string) {
    const list = isUuid(id) ? await repo.findBlacklist(this.db, accountId, id) : undefined;
    if (!list) throw new NotFoundError();
    return list;
  }

  /** An app id given in an input must be one of the account's apps. */
  private async assertApps(accountId: string, ids: string[]) {
    for (const id of ids) if (!isUuid(id) || !(await findApp(this.db, accountId, id))) throw new NotFoundError();
  }

  private async validateRule(accountId: string, input: RiskRuleInput): Promise<repo.RuleValues> {
    const kinds = [...new Set(input.kinds)];
    if (kinds.length === 0) throw new ValidationError('fieldEmpty', { field: 'kinds' });
    const unknown = kinds.find((k) => !isEventKind(k));
    if (unknown) throw new ValidationError('monitorEventKindUnknown', { kind: unknown });
    const conditions = input.conditions ?? [];
    if (conditions.length > 20 || conditions.some((c) => !CONDITION_OPS.has(c.op) || !/^[A-Za-z0-9_.]{1,100}$/.test(c.field))) {
      throw new ValidationError('monitorConditionInvalid');
    }
    if (input.appId) await this.assertApps(accountId, [input.appId]);
    if (!RISK_LEVELS.includes(input.riskLevel)) throw new ValidationError('badRequest');
    return {
      appId: input.appId ?? null,
      name: requireText(input.name, 'name', 4, 100),
      type: input.type,
      platform: input.platform,
      classification: optionalText(input.classification, 'classification', 100),
      kinds,
      conditions: conditions.map((c) => ({ field: c.field, op: c.op, ...(c.value === undefined || c.value === null ? {} : { value: c.value }) })),
      riskLevel: input.riskLevel,
      enabled: input.enabled,
      upload: input.upload ?? true,
    };
  }

  private async validateBlacklist(accountId: string, input: BlacklistInput): Promise<repo.BlacklistValues> {
    const name = (input.name ?? '').trim();
    if (!name) throw new ValidationError('fieldEmpty', { field: 'name' });
    // Spec §5: blacklist names are 4-100 letters, digits, - and _.
    if (!ACCOUNT_NAME.test(name)) throw new ValidationError('monitorBlacklistNameInvalid');
    const content = [...new Set(input.content.map((c) => c.trim()).filter(Boolean))];
    if (content.length === 0) throw new ValidationError('fieldEmpty', { field: 'content' });
    if (content.length > 10_000) throw new ValidationError('batchTooLarge', { total: 10_000 });
    const bad = content.find((entry) => !entryValid(input.type, entry));
    if (bad) throw new ValidationError('monitorBlacklistEntryInvalid', { entry: bad.slice(0, 100) });
    const appIds = [...new Set(input.appIds ?? [])];
    await this.assertApps(accountId, appIds);
    return {
      name,
      type: input.type,
      content,
      appIds,
      description: optionalText(input.description, 'description', 500),
      riskLevel: input.riskLevel ?? 'high',
      enabled: input.enabled,
    };
  }
}

function entryValid(type: BlacklistType, entry: string): boolean {
  switch (type) {
    case 'ip': {
      const [address, bits, extra] = entry.split('/');
      const family = isIP(address);
      if (!family || extra !== undefined) return false;
      return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
    }
    case 'wifi':
      return MAC.test(entry) || entry.length <= 32;
    case 'app':
      return HEX.test(entry.replace(/:/g, '')) || PACKAGE.test(entry);
    case 'device':
      return entry.length <= 200;
  }
}
