import type { ActScope } from '../../lib/request-meta';
import crypto from 'node:crypto';
import type { DefaultConnectionArguments } from '@pothos/plugin-relay';
import type { Actor } from '../../authz/actor';
import { EVENT_KINDS, isEventKind, KIND_DEFS, type Platform, type RiskLevel } from '../../engines/risk/event-kinds';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { byCreation } from '../../lib/paging';
import { isUuid, optionalText, requireText } from '../../lib/validation';
import type { Auditor } from '../../platform/auditor';
import * as repo from './apps.repo';
import { assertMonitoring, MONITORING_CODES } from './monitoring-access';
import { INGEST_LIMITS } from './ingest-limits';
import type { MonitoringLive } from './live';
import type { SdkAppCache } from './policy-cache';
import type { Database } from '../../db/database';

export interface MonitoredAppInput {
  appId: string;
  name: string;
  platform: Platform;
  description?: string | null;
  defaultRegion?: string | null;
  useSystemEventConfig: boolean;
  useSystemRuleConfig: boolean;
  /** Kinds the SDK detects when the app does not use the system event config. */
  eventKinds?: string[] | null;
}

/** The configuration an SDK pulls (`GET /api/sdk/v1/config`) and the console shows. */
export interface SdkConfig {
  appId: string;
  name: string;
  platform: Platform;
  defaultRegion: string | null;
  sdkKey: string;
  events: Array<{ kind: string; level: RiskLevel | null }>;
  upload: typeof INGEST_LIMITS & { path: string };
}

/** Package names, bundle ids and H5 app ids: letters, digits, dot, dash, underscore. */
const APP_ID = /^[A-Za-z0-9._-]{1,200}$/;
/** More apps than a picker can usefully show; the search narrows it. */
const APP_CHOICES_LIMIT = 500;

/** Monitored apps (spec §3) and their SDK credentials. */
export class MonitoredAppsService {
  constructor(
    private readonly db: Database,
    private readonly audit: Auditor,
    private readonly cache: SdkAppCache,
    /** Told when deleting an app applied queued projections. */
    private readonly live: Pick<MonitoringLive, 'touch'>,
  ) {}

  async list(actor: Actor, options: { args: DefaultConnectionArguments; accountId?: string | null; platform?: Platform | null; search?: string | null }) {
    assertMonitoring(actor, 'monitor_app_list');
    const filter = { accountId: actor.listScope(options.accountId), platform: options.platform, search: options.search };
    return byCreation({
      args: options.args,
      table: 'm',
      fetch: (page) => repo.listApps(this.db, filter, page),
      count: () => repo.countApps(this.db, filter),
    });
  }

  /**
   * The apps a monitoring page can filter by, with nothing but their names: every monitoring
   * page offers the filter, so any monitoring code reads them (the app list needs its own).
   */
  async choices(actor: Actor, options: { accountId?: string | null; platform?: Platform | null; search?: string | null }): Promise<repo.AppChoiceRow[]> {
    assertMonitoring(actor, MONITORING_CODES);
    return repo.appChoices(this.db, { accountId: actor.listScope(options.accountId), platform: options.platform, search: options.search }, APP_CHOICES_LIMIT);
  }

  /**
   * An app of `accountId` by id, with its name and platform, for binding a user to it (spec §3
   * riskapp_id); the caller has checked its own permission. Undefined when the account has none.
   */
  async findForBinding(accountId: string, id: string): Promise<Pick<repo.AppRow, 'id' | 'name' | 'platform'> | undefined> {
    if (!isUuid(id)) return undefined;
    const app = await repo.findApp(this.db, accountId, id);
    return app && { id: app.id, name: app.name, platform: app.platform };
  }

  /** The apps of `accountId` a user may be bound to, by name (the caller has checked its own permission). */
  bindingChoices(accountId: string, search?: string | null): Promise<repo.AppChoiceRow[]> {
    return repo.appChoices(this.db, { accountId, search }, APP_CHOICES_LIMIT);
  }

  async get(actor: Actor, id: string, accountId?: string | null): Promise<repo.AppRow> {
    assertMonitoring(actor, 'monitor_app_list');
    return this.find(actor.accountScope(accountId), id);
  }

  async create(actor: Actor, input: MonitoredAppInput, options: ActScope) {
    assertMonitoring(actor, 'monitor_app_list', { change: true });
    const accountId = actor.accountScope(options.accountId);
    const values = validate(input);
    if (await repo.appIdTaken(this.db, accountId, values.platform, values.appId)) throw new ConflictError('monitorAppIdTaken');
    const secret = newSecret();
    const id = await repo.insertApp(this.db, accountId, {
      ...values,
      sdkKey: `rk_${crypto.randomBytes(12).toString('hex')}`,
      secretSealed: this.cache.secrets.seal(secret),
      createdBy: actor.user.id,
    });
    await this.audit.byActor(actor, options.ip, 'monitorApp.create', { accountId, target: `app:${values.appId}` });
    return { app: await this.find(accountId, id), secret };
  }

  async update(actor: Actor, id: string, input: MonitoredAppInput, options: ActScope) {
    assertMonitoring(actor, 'monitor_app_list', { change: true });
    const app = await this.find(actor.accountScope(options.accountId), id);
    const values = validate(input);
    if (await repo.appIdTaken(this.db, app.accountId, values.platform, values.appId, app.id)) throw new ConflictError('monitorAppIdTaken');
    await repo.updateApp(this.db, app.accountId, app.id, values);
    this.cache.invalidateAccount(app.accountId);
    await this.audit.byActor(actor, options.ip, 'monitorApp.update', { accountId: app.accountId, target: `app:${values.appId}` });
    return this.find(app.accountId, app.id);
  }

  async delete(actor: Actor, id: string, options: ActScope) {
    assertMonitoring(actor, 'monitor_app_list', { change: true });
    const app = await this.find(actor.accountScope(options.accountId), id);
    const changed = await repo.deleteApp(this.db, app.accountId, app.id);
    this.cache.invalidateAccount(app.accountId);
    for (const accountId of changed) this.live.touch(accountId);
    await this.audit.byActor(actor, options.ip, 'monitorApp.delete', { accountId: app.accountId, target: `app:${app.appId}` });
    return true;
  }

  /** A new secret, shown once; the old one stops verifying at once. */
  async rotateSecret(actor: Actor, id: string, options: ActScope) {
    assertMonitoring(actor, 'monitor_app_list', { change: true });
    const app = await this.find(actor.accountScope(options.accountId), id);
    const secret = newSecret();
    await repo.replaceSecret(this.db, app.accountId, app.id, this.cache.secrets.seal(secret));
    this.cache.invalidateAccount(app.accountId);
    await this.audit.byActor(actor, options.ip, 'monitorApp.rotateSecret', { accountId: app.accountId, target: `app:${app.appId}` });
    return { app: await this.find(app.accountId, app.id), secret };
  }

  /** `/monitoringSdkConfig/list/{platform}`: what each app's SDK pulls. */
  async sdkConfigs(actor: Actor, platform: Platform, accountId?: string | null): Promise<SdkConfig[]> {
    assertMonitoring(actor, 'monitor_sdk_config');
    const apps = await repo.appsOnPlatform(this.db, actor.accountScope(accountId), platform);
    return apps.map((app) => sdkConfigOf(app));
  }

  /**
   * The monitored app a protected app reports its threats to, by App ID within an account, with
   * its SDK key and secret opened: for the hardening job that embeds them (encrypted) in the
   * protected app. The hardening submission already checked the caller; the job acts for the
   * account that submitted it.
   */
  async reportTarget(accountId: string, appId: string, platform: Platform): Promise<{ appId: string; name: string; sdkKey: string; secret: string } | undefined> {
    const app = await repo.findAppForReports(this.db, accountId, appId, platform);
    return app ? { appId: app.appId, name: app.name, sdkKey: app.sdkKey, secret: this.cache.secrets.open(app.secretSealed) } : undefined;
  }

  private async find(accountId: string, id: string): Promise<repo.AppRow> {
    if (!isUuid(id)) throw new NotFoundError();
    const app = await repo.findApp(this.db, accountId, id);
    if (!app) throw new NotFoundError();
    return app;
  }
}

function newSecret(): string {
  return `rs_${crypto.randomBytes(32).toString('base64url')}`;
}

export function sdkConfigOf(app: Pick<repo.AppRow, 'appId' | 'name' | 'platform' | 'defaultRegion' | 'useSystemEventConfig' | 'eventKinds'> & { sdkKey?: string }): SdkConfig {
  const kinds = app.useSystemEventConfig ? EVENT_KINDS.filter((k) => KIND_DEFS[k].platforms.includes(app.platform)) : app.eventKinds.filter(isEventKind);
  return {
    appId: app.appId,
    name: app.name,
    platform: app.platform,
    defaultRegion: app.defaultRegion,
    sdkKey: app.sdkKey ?? '',
    events: kinds.map((kind) => ({ kind, level: KIND_DEFS[kind].level })),
    upload: { ...INGEST_LIMITS, path: '/api/sdk/v1/events' },
  };
}

function validate(input: MonitoredAppInput): repo.AppValues {
  const appId = (input.appId ?? '').trim();
  if (!appId) throw new ValidationError('fieldEmpty', { field: 'appId' });
  if (!APP_ID.test(appId)) throw new ValidationError('monitorAppIdInvalid');
  const eventKinds = [...new Set(input.eventKinds ?? [])];
  const unknown = eventKinds.find((k) => !isEventKind(k));
  if (unknown) throw new ValidationError('monitorEventKindUnknown', { kind: unknown });
  return {
    appId,
    // Spec §5: app names are 4-100 characters.
    name: requireText(input.name, 'appName', 4, 100),
    platform: input.platform,
    description: optionalText(input.description, 'description', 500),
    defaultRegion: optionalText(input.defaultRegion, 'defaultRegion', 50),
    useSystemEventConfig: input.useSystemEventConfig,
    useSystemRuleConfig: input.useSystemRuleConfig,
    eventKinds,
  };
}
