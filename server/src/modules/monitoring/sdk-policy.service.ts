import type { DefaultConnectionArguments } from '@pothos/plugin-relay';
import type { Actor } from '../../authz/actor';
import { isEventKind, type Platform } from '../../engines/risk/event-kinds';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { byCreation } from '../../lib/paging';
import type { ActScope } from '../../lib/request-meta';
import { isUuid, requireText } from '../../lib/validation';
import type { ActivityType, Auditor } from '../../platform/auditor';
import { isResponseAction, type ResponseAction } from '../../../../common/response-actions';
import {
  BLACKLISTED_DEVICE,
  BLOCKAGE_MESSAGE_MAX,
  COLLECT_FIELDS,
  DEFAULT_COLLECT,
  DEFAULT_MAP,
  MAP_COLOR_SCALES,
  MAP_COUNTS,
  MAP_REGIONS,
  type CollectSwitches,
  type MapDefaults,
} from '../../../../common/sdk-policy';
import type { PermissionCode } from '../../../../common/permissions';
import { DASHBOARD_CODES } from './dashboard.service';
import { assertMonitoring, MONITORING_CODES } from './monitoring-access';
import type { SdkAppCache } from './policy-cache';
import * as repo from './sdk-policy.repo';
import type { Database } from '../../db/database';

const PLATFORMS: readonly Platform[] = ['android', 'ios', 'h5'];

/** Who reads the map defaults: any monitoring page, and the dashboard's `dashboard` code (the map is on it). */
export const MAP_READ_CODES: readonly PermissionCode[] = [...new Set<PermissionCode>([...MONITORING_CODES, ...DASHBOARD_CODES])];

export interface BlockageStrategyInput {
  kind: string;
  action: ResponseAction;
  messageEn: string;
  messageZhTw: string;
}

export interface DataAcquisitionRow extends CollectSwitches {
  platform: Platform;
  /** False while the platform still has the defaults. */
  saved: boolean;
  updatedAt: Date | null;
}

/**
 * The SDK policy of an account (issue 18): data acquisition per platform, blockage strategies
 * per threat kind and the threat map's defaults. Everything needs `monitor_sdk_config` but
 * reading the map defaults, which every monitoring page with the map does. Changes to what the
 * SDK pulls make the configuration document be compiled again.
 */
export class SdkPolicyService {
  constructor(
    private readonly db: Database,
    private readonly audit: Auditor,
    private readonly cache: SdkAppCache,
  ) {}

  /** Every platform's switches, the defaults where never saved. */
  async dataAcquisition(actor: Actor, accountId?: string | null): Promise<DataAcquisitionRow[]> {
    assertMonitoring(actor, 'monitor_sdk_config');
    const saved = await repo.dataAcquisition(this.db, actor.accountScope(accountId));
    return PLATFORMS.map((platform) => {
      const row = saved.find((s) => s.platform === platform);
      return { platform, ...DEFAULT_COLLECT, ...(row?.collect ?? {}), saved: row !== undefined, updatedAt: row?.updatedAt ?? null };
    });
  }

  async setDataAcquisition(actor: Actor, platform: Platform, input: CollectSwitches, options: ActScope): Promise<DataAcquisitionRow> {
    assertMonitoring(actor, 'monitor_sdk_config', { change: true });
    const accountId = actor.accountScope(options.accountId);
    if (!PLATFORMS.includes(platform)) throw new ValidationError('badRequest');
    const collect = Object.fromEntries(COLLECT_FIELDS.map((f) => [f, input[f] === true])) as CollectSwitches;
    await repo.saveDataAcquisition(this.db, accountId, platform, collect, actor.user.id);
    await this.changed(actor, accountId, options.ip, 'monitorDataAcquisition.update', platform);
    return (await this.dataAcquisition(actor, accountId)).find((r) => r.platform === platform)!;
  }

  async strategies(actor: Actor, query: { args: DefaultConnectionArguments; search?: string | null; accountId?: string | null }) {
    assertMonitoring(actor, 'monitor_sdk_config');
    const accountId = actor.listScope(query.accountId);
    const search = (query.search ?? '').trim().slice(0, 200) || null;
    return byCreation({
      args: query.args,
      fetch: (page) => repo.listStrategies(this.db, accountId, search, page),
      count: () => repo.countStrategies(this.db, accountId, search),
    });
  }

  async strategy(actor: Actor, id: string, accountId?: string | null) {
    assertMonitoring(actor, 'monitor_sdk_config');
    return this.findStrategy(actor.accountScope(accountId), id);
  }

  async createStrategy(actor: Actor, input: BlockageStrategyInput, options: ActScope) {
    assertMonitoring(actor, 'monitor_sdk_config', { change: true });
    const accountId = actor.accountScope(options.accountId);
    const values = validateStrategy(input);
    if (await repo.kindTaken(this.db, accountId, values.kind)) throw new ConflictError('monitorBlockageKindTaken');
    const id = await repo.insertStrategy(this.db, accountId, values, actor.user);
    await this.changed(actor, accountId, options.ip, 'monitorBlockage.create', values.kind);
    return this.findStrategy(accountId, id);
  }

  async updateStrategy(actor: Actor, id: string, input: BlockageStrategyInput, options: ActScope) {
    assertMonitoring(actor, 'monitor_sdk_config', { change: true });
    const accountId = actor.accountScope(options.accountId);
    const existing = await this.findStrategy(accountId, id);
    const values = validateStrategy(input);
    if (await repo.kindTaken(this.db, accountId, values.kind, existing.id)) throw new ConflictError('monitorBlockageKindTaken');
    await repo.updateStrategy(this.db, accountId, existing.id, values);
    await this.changed(actor, accountId, options.ip, 'monitorBlockage.update', values.kind);
    return this.findStrategy(accountId, existing.id);
  }

  async deleteStrategy(actor: Actor, id: string, options: ActScope): Promise<boolean> {
    assertMonitoring(actor, 'monitor_sdk_config', { change: true });
    const accountId = actor.accountScope(options.accountId);
    const existing = await this.findStrategy(accountId, id);
    await repo.deleteStrategy(this.db, accountId, existing.id);
    await this.changed(actor, accountId, options.ip, 'monitorBlockage.delete', existing.kind);
    return true;
  }

  /** The map defaults: any monitoring code reads them (the dashboards draw the map with them). */
  async mapDefaults(actor: Actor, accountId?: string | null): Promise<MapDefaults & { saved: boolean }> {
    assertMonitoring(actor, MAP_READ_CODES);
    const row = await repo.mapDefaults(this.db, actor.accountScope(accountId));
    return row ? { region: row.region, colorScale: row.colorScale, counts: row.counts, rankingSize: row.rankingSize, saved: true } : { ...DEFAULT_MAP, saved: false };
  }

  async setMapDefaults(actor: Actor, input: MapDefaults, options: ActScope) {
    assertMonitoring(actor, 'monitor_sdk_config', { change: true });
    const accountId = actor.accountScope(options.accountId);
    const values = validateMap(input);
    await repo.saveMapDefaults(this.db, accountId, values, actor.user.id);
    await this.audit.byActor(actor, options.ip, 'monitorMapSet.update', { accountId, target: `map:${values.region}` });
    return this.mapDefaults(actor, accountId);
  }

  private async findStrategy(accountId: string, id: string) {
    const row = isUuid(id) ? await repo.findStrategy(this.db, accountId, id) : undefined;
    if (!row) throw new NotFoundError();
    return row;
  }

  /** Makes the SDK configuration be compiled again and records the change. */
  private async changed(actor: Actor, accountId: string, ip: string | null, activity: ActivityType, target: string) {
    this.cache.invalidateAccount(accountId);
    await this.audit.byActor(actor, ip, activity, { accountId, target });
  }
}

/** Checks a blockage strategy: a known threat kind (or the blacklisted device), an action, both texts. */
export function validateStrategy(input: BlockageStrategyInput): repo.BlockageValues {
  const kind = (input.kind ?? '').trim();
  if (!kind) throw new ValidationError('fieldEmpty', { field: 'kind' });
  if (kind !== BLACKLISTED_DEVICE && !isEventKind(kind)) throw new ValidationError('monitorBlockageKindUnknown', { kind: kind.slice(0, 50) });
  if (!isResponseAction(input.action)) throw new ValidationError('monitorBlockageActionUnknown');
  return {
    kind,
    action: input.action,
    messageEn: requireText(input.messageEn, 'messageEn', 1, BLOCKAGE_MESSAGE_MAX),
    messageZhTw: requireText(input.messageZhTw, 'messageZhTw', 1, BLOCKAGE_MESSAGE_MAX),
  };
}

/** Checks the map defaults: a known region and colour scale, known counts, a ranking of 1-20. */
export function validateMap(input: MapDefaults): MapDefaults {
  if (!Object.hasOwn(MAP_REGIONS, input.region)) throw new ValidationError('monitorMapSettingInvalid', { field: 'region' });
  if (!Object.hasOwn(MAP_COLOR_SCALES, input.colorScale)) throw new ValidationError('monitorMapSettingInvalid', { field: 'colorScale' });
  if (!input.counts.every((c) => (MAP_COUNTS as readonly string[]).includes(c))) throw new ValidationError('monitorMapSettingInvalid', { field: 'counts' });
  if (!Number.isInteger(input.rankingSize) || input.rankingSize < 1 || input.rankingSize > 20) throw new ValidationError('monitorMapSettingInvalid', { field: 'rankingSize' });
  return { region: input.region, colorScale: input.colorScale, counts: MAP_COUNTS.filter((c) => input.counts.includes(c)), rankingSize: input.rankingSize };
}
