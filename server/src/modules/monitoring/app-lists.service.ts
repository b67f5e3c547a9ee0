import type { DefaultConnectionArguments } from '@pothos/plugin-relay';
import type { Actor } from '../../authz/actor';
import type { AppListType } from '../../engines/risk/risk-engine';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { byCreation } from '../../lib/paging';
import type { ActScope } from '../../lib/request-meta';
import { ACCOUNT_NAME, isUuid, optionalText, requireBatch } from '../../lib/validation';
import type { ActivityType, Auditor } from '../../platform/auditor';
import { CERT_MD5, JAVA_PACKAGE, JAVA_PACKAGE_MAX, MD5_HEX } from '../../../../common/rules';
import * as repo from './app-lists.repo';
import { assertMonitoring, type MonitorCode } from './monitoring-access';
import type { SdkAppCache } from './policy-cache';
import type { Database } from '../../db/database';

export interface AppListEntryInput {
  type: AppListType;
  name: string;
  appName?: string | null;
  packageName?: string | null;
  md5?: string | null;
  certMd5?: string | null;
  installer?: string | null;
  enabled: boolean;
}

export interface AppListQuery {
  args: DefaultConnectionArguments;
  type?: AppListType | null;
  enabled?: boolean | null;
  search?: string | null;
  accountId?: string | null;
}

const TYPES: readonly AppListType[] = ['black', 'white'];

/**
 * Black entries are blacklists and white entries whitelists (spec §6's monitoring group), so
 * each type needs its own code; the menu shows the page to holders of either.
 */
const TYPE_CODE: Record<AppListType, MonitorCode> = { black: 'monitor_blacklist', white: 'monitor_whitelist' };
const EITHER = 'monitor_blacklist|monitor_whitelist' as const;

/**
 * The app black/white list (spec §3, `/Monitoring/appBlackWhiteList/list`) the risk engine
 * applies to the installed apps an SDK reports. Every change makes ingestion re-read the
 * account's policy.
 */
export class AppListsService {
  constructor(
    private readonly db: Database,
    private readonly audit: Auditor,
    private readonly cache: SdkAppCache,
  ) {}

  /** The entries of the types the caller may read, newest first; naming a type it may not read is refused. */
  async list(actor: Actor, query: AppListQuery) {
    actor.assertCan('threat_perception');
    actor.assertCan(EITHER);
    if (query.type) actor.assertCan(TYPE_CODE[query.type]);
    const accountId = actor.listScope(query.accountId);
    const search = (query.search ?? '').trim().slice(0, 200);
    const filter: repo.AppListFilter = {
      types: TYPES.filter((type) => actor.can(TYPE_CODE[type])),
      type: query.type ?? null,
      enabled: query.enabled ?? null,
      search: search || null,
    };
    return byCreation({
      args: query.args,
      fetch: (page) => repo.listAppEntries(this.db, accountId, filter, page),
      count: () => repo.countAppEntries(this.db, accountId, filter),
    });
  }

  async create(actor: Actor, input: AppListEntryInput, options: ActScope) {
    assertMonitoring(actor, TYPE_CODE[input.type], { change: true });
    const accountId = actor.accountScope(options.accountId);
    const values = validate(input);
    const id = await repo.insertAppEntry(this.db, accountId, values, actor.user);
    await this.changed(actor, accountId, options.ip, 'monitorAppList.create', [values]);
    return this.entry(accountId, id);
  }

  /** Changes an entry; moving it to the other list needs the codes of both. */
  async update(actor: Actor, id: string, input: AppListEntryInput, options: ActScope) {
    assertMonitoring(actor, TYPE_CODE[input.type], { change: true });
    const accountId = actor.accountScope(options.accountId);
    const entry = await this.entry(accountId, id);
    assertMonitoring(actor, TYPE_CODE[entry.type], { change: true });
    const values = validate(input);
    await repo.updateAppEntry(this.db, accountId, id, values);
    await this.changed(actor, accountId, options.ip, 'monitorAppList.update', [values]);
    return this.entry(accountId, id);
  }

  async delete(actor: Actor, id: string, options: ActScope): Promise<boolean> {
    return (await this.deleteMany(actor, [id], options)) > 0;
  }

  /** Deletes up to BATCH_LIMIT entries; one not found (or of another account) refuses them all. Answers how many. */
  async deleteMany(actor: Actor, ids: string[], options: ActScope): Promise<number> {
    const { accountId, rows } = await this.batch(actor, ids, options);
    await repo.deleteAppEntries(
      this.db,
      accountId,
      rows.map((r) => r.id),
    );
    await this.changed(actor, accountId, options.ip, 'monitorAppList.delete', rows);
    return rows.length;
  }

  /** Enables or disables up to BATCH_LIMIT entries (spec §3 status); answers how many. */
  async setEnabled(actor: Actor, ids: string[], enabled: boolean, options: ActScope): Promise<number> {
    const { accountId, rows } = await this.batch(actor, ids, options);
    await repo.setAppEntriesEnabled(
      this.db,
      accountId,
      rows.map((r) => r.id),
      enabled,
    );
    await this.changed(actor, accountId, options.ip, enabled ? 'monitorAppList.enable' : 'monitorAppList.disable', rows);
    return rows.length;
  }

  /** The entries a batch names, all of the account, each of a type the caller may change. */
  private async batch(actor: Actor, ids: string[], options: ActScope) {
    actor.assertCan('threat_perception');
    actor.assertCanChange(EITHER);
    const wanted = requireBatch(ids);
    const accountId = actor.accountScope(options.accountId);
    if (!wanted.every(isUuid)) throw new NotFoundError();
    const rows = await repo.findAppEntries(this.db, accountId, wanted);
    if (rows.length !== wanted.length) throw new NotFoundError();
    for (const type of new Set(rows.map((r) => r.type))) assertMonitoring(actor, TYPE_CODE[type], { change: true });
    return { accountId, rows };
  }

  private async entry(accountId: string, id: string) {
    const row = isUuid(id) ? await repo.findAppEntry(this.db, accountId, id) : undefined;
    if (!row) throw new NotFoundError();
    return row;
  }

  /** Makes ingestion re-read the account's policy and records the change, one log row per entry. */
  private async changed(actor: Actor, accountId: string, ip: string | null, activity: ActivityType, entries: ReadonlyArray<{ type: AppListType; name: string }>) {
    this.cache.invalidateAccount(accountId);
    for (const entry of entries) await this.audit.byActor(actor, ip, activity, { accountId, target: `${entry.type}:${entry.name}` });
  }
}

/** Checks and normalizes an entry (spec §5): MD5s become bare lowercase hex. */
export function validate(input: AppListEntryInput): repo.AppListValues {
  if (!TYPES.includes(input.type)) throw new ValidationError('badRequest');
  const name = (input.name ?? '').trim();
  if (!name) throw new ValidationError('fieldEmpty', { field: 'name' });
  // Spec §5: like blacklist names, 4-100 letters, digits, - and _.
  if (!ACCOUNT_NAME.test(name)) throw new ValidationError('monitorAppListNameInvalid');
  const packageName = optionalText(input.packageName, 'packageName', JAVA_PACKAGE_MAX);
  if (packageName !== null && !JAVA_PACKAGE.test(packageName)) throw new ValidationError('monitorAppListPackageInvalid');
  const md5 = optionalText(input.md5, 'md5', 200);
  if (md5 !== null && !MD5_HEX.test(md5)) throw new ValidationError('monitorAppListMd5Invalid');
  const certMd5 = optionalText(input.certMd5, 'certMd5', 200);
  if (certMd5 !== null && !CERT_MD5.test(certMd5)) throw new ValidationError('monitorAppListCertMd5Invalid');
  // Spec §5: an entry needs at least one of package name, md5 or cert md5.
  if (packageName === null && md5 === null && certMd5 === null) throw new ValidationError('monitorAppListIdentityRequired');
  const installer = optionalText(input.installer, 'installer', JAVA_PACKAGE_MAX);
  if (installer !== null && !JAVA_PACKAGE.test(installer)) throw new ValidationError('monitorAppListInstallerInvalid');
  return {
    type: input.type,
    name,
    appName: optionalText(input.appName, 'appName', 100),
    packageName,
    md5: md5?.toLowerCase() ?? null,
    certMd5: certMd5?.replace(/:/g, '').toLowerCase() ?? null,
    installer,
    enabled: input.enabled,
  };
}
