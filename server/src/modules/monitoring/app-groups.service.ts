import type { DefaultConnectionArguments } from '@pothos/plugin-relay';
import type { Actor } from '../../authz/actor';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { byCreation } from '../../lib/paging';
import type { ActScope } from '../../lib/request-meta';
import { isUuid, optionalText, requireBatch, requireText } from '../../lib/validation';
import type { ActivityType, Auditor } from '../../platform/auditor';
import * as repo from './app-groups.repo';
import { assertMonitoring, MONITORING_CODES } from './monitoring-access';
import type { Database } from '../../db/database';

export interface AppGroupInput {
  name: string;
  description?: string | null;
  /** The member apps; left out, an update keeps the members it has. */
  appIds?: readonly string[] | null;
}

/** More groups than a picker can usefully show. */
const GROUP_CHOICES_LIMIT = 500;
/** Apps one group may hold. */
const MEMBERS_LIMIT = 500;

/**
 * The apps a monitoring read narrows to, from its `appId` and `groupId` arguments: a group
 * stands for its member apps (none: nothing matches), both together for the app if it is a
 * member. A group of another account, or no such group, is not found.
 */
export async function appScopeOf(db: Database, accountId: string | null, appId: repo.AppScope, groupId: string | null | undefined): Promise<repo.AppScope> {
  if (!groupId) return appId;
  if (!isUuid(groupId)) throw new NotFoundError();
  const members = await repo.groupAppIds(db, accountId, groupId);
  if (!members) throw new NotFoundError();
  if (!appId) return members;
  const wanted = typeof appId === 'string' ? [appId] : appId;
  return members.filter((id) => wanted.includes(id));
}

/** App groups (`/Monitoring/appManage/appGroup`): named sets of monitored apps to filter by. */
export class AppGroupsService {
  constructor(
    private readonly db: Database,
    private readonly audit: Auditor,
  ) {}

  async list(actor: Actor, options: { args: DefaultConnectionArguments; search?: string | null; accountId?: string | null }) {
    assertMonitoring(actor, 'monitor_app_list');
    const accountId = actor.listScope(options.accountId);
    const search = (options.search ?? '').trim().slice(0, 200) || null;
    return byCreation({
      args: options.args,
      table: 'g',
      fetch: (page) => repo.listGroups(this.db, accountId, search, page),
      count: () => repo.countGroups(this.db, accountId, search),
    });
  }

  /** Group names for the monitoring pages' group filter: any monitoring code reads them. */
  async choices(actor: Actor, accountId?: string | null) {
    assertMonitoring(actor, MONITORING_CODES);
    return repo.groupChoices(this.db, actor.listScope(accountId), GROUP_CHOICES_LIMIT);
  }

  async get(actor: Actor, id: string, accountId?: string | null) {
    assertMonitoring(actor, 'monitor_app_list');
    return this.find(actor.accountScope(accountId), id);
  }

  async create(actor: Actor, input: AppGroupInput, options: ActScope) {
    assertMonitoring(actor, 'monitor_app_list', { change: true });
    const accountId = actor.accountScope(options.accountId);
    const values = validate(input);
    const appIds = await this.members(accountId, input.appIds);
    if (await repo.groupNameTaken(this.db, accountId, values.name)) throw new ConflictError('monitorAppGroupNameTaken');
    const id = await repo.insertGroup(this.db, accountId, values, appIds, actor.user.id);
    await this.log(actor, accountId, options.ip, 'monitorAppGroup.create', [values.name]);
    return this.find(accountId, id);
  }

  async update(actor: Actor, id: string, input: AppGroupInput, options: ActScope) {
    assertMonitoring(actor, 'monitor_app_list', { change: true });
    const group = await this.find(actor.accountScope(options.accountId), id);
    const values = validate(input);
    const appIds = await this.members(group.accountId, input.appIds);
    if (await repo.groupNameTaken(this.db, group.accountId, values.name, group.id)) throw new ConflictError('monitorAppGroupNameTaken');
    await repo.updateGroup(this.db, group.accountId, group.id, values, appIds);
    await this.log(actor, group.accountId, options.ip, 'monitorAppGroup.update', [values.name]);
    return this.find(group.accountId, group.id);
  }

  /** Replaces a group's member apps (an empty list empties it). */
  async setMembers(actor: Actor, id: string, appIds: readonly string[], options: ActScope) {
    assertMonitoring(actor, 'monitor_app_list', { change: true });
    const group = await this.find(actor.accountScope(options.accountId), id);
    const members = (await this.members(group.accountId, appIds)) ?? [];
    await repo.updateGroup(this.db, group.accountId, group.id, null, members);
    await this.log(actor, group.accountId, options.ip, 'monitorAppGroup.setMembers', [group.name]);
    return this.find(group.accountId, group.id);
  }

  async delete(actor: Actor, id: string, options: ActScope): Promise<boolean> {
    return (await this.deleteMany(actor, [id], options)) > 0;
  }

  /** Deletes up to BATCH_LIMIT groups (all or none; one not found refuses them all). Answers how many. */
  async deleteMany(actor: Actor, ids: readonly string[], options: ActScope): Promise<number> {
    assertMonitoring(actor, 'monitor_app_list', { change: true });
    const accountId = actor.accountScope(options.accountId);
    const wanted = requireBatch(ids);
    if (!wanted.every(isUuid)) throw new NotFoundError();
    const rows = await repo.findGroups(this.db, accountId, wanted);
    if (rows.length !== wanted.length) throw new NotFoundError();
    await repo.deleteGroups(this.db, accountId, wanted);
    await this.log(
      actor,
      accountId,
      options.ip,
      'monitorAppGroup.delete',
      rows.map((r) => r.name),
    );
    return rows.length;
  }

  /** Checks member app ids: each an app of the account (else not found). Null when not given. */
  private async members(accountId: string, appIds: readonly string[] | null | undefined): Promise<string[] | null> {
    if (appIds === null || appIds === undefined) return null;
    const wanted = [...new Set(appIds)];
    if (wanted.length > MEMBERS_LIMIT) throw new ValidationError('batchTooLarge', { total: MEMBERS_LIMIT });
    if (!wanted.every(isUuid)) throw new NotFoundError();
    if ((await repo.countAccountApps(this.db, accountId, wanted)) !== wanted.length) throw new NotFoundError();
    return wanted;
  }

  private async find(accountId: string, id: string) {
    const group = isUuid(id) ? await repo.findGroup(this.db, accountId, id) : undefined;
    if (!group) throw new NotFoundError();
    return group;
  }

  private async log(actor: Actor, accountId: string, ip: string | null, activity: ActivityType, names: readonly string[]) {
    for (const name of names) await this.audit.byActor(actor, ip, activity, { accountId, target: `group:${name}` });
  }
}

function validate(input: AppGroupInput): repo.AppGroupValues {
  return {
    // 4-50 characters, unique per account.
    name: requireText(input.name, 'groupName', 4, 50),
    description: optionalText(input.description, 'description', 500),
  };
}
