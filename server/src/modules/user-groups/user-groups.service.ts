import type { DefaultConnectionArguments } from '@pothos/plugin-relay';
import type { Actor } from '../../authz/actor';
import type { Database } from '../../db/database';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { textKey } from '../../lib/keyset';
import { keysetConnection } from '../../lib/paging';
import { isUuid, optionalText, requireText } from '../../lib/validation';
import type { Auditor } from '../../platform/auditor';
import * as repo from './user-groups.repo';

export interface GroupInput {
  name: string;
  description?: string | null;
}

interface Options {
  accountId?: string | null;
  ip: string | null;
}

/** User groups (spec §3): named sets of users, 4-50 characters, that scope policies and templates. */
export class UserGroupsService {
  constructor(
    private readonly db: Database,
    private readonly audit: Auditor,
  ) {}

  list(actor: Actor, options: { args: DefaultConnectionArguments; accountId?: string | null; search?: string | null }) {
    actor.assertCan('manage_user_group|manage_user');
    const filter = { accountId: actor.listScope(options.accountId), search: options.search };
    return keysetConnection({
      args: options.args,
      sort: textKey<repo.GroupRow>('g.name', (g) => g.name),
      direction: 'asc',
      idColumn: 'g.id',
      fetch: (page) => repo.listGroups(this.db, filter, page),
      count: () => repo.countGroups(this.db, filter),
    });
  }

  async get(actor: Actor, id: string, accountId?: string | null) {
    actor.assertCan('manage_user_group|manage_user');
    if (!isUuid(id)) throw new NotFoundError();
    const group = await repo.findGroup(this.db, actor.accountScope(accountId), id);
    if (!group) throw new NotFoundError();
    return group;
  }

  /**
   * The members of the groups a page shows, in one query (the schema batches the per-row field);
   * anyone but a system super admin sees only members of their own account.
   */
  async membersOfGroups(actor: Actor, groupIds: readonly string[]) {
    actor.assertCan('manage_user_group|manage_user');
    if (groupIds.length === 0) return [];
    return repo.membersOfGroups(this.db, groupIds, actor.listScope());
  }

  async create(actor: Actor, input: GroupInput, options: Options) {
    actor.assertCanChange('manage_user_group');
    const accountId = actor.accountScope(options.accountId);
    const values = this.validate(input);
    if (await repo.groupNameTaken(this.db, accountId, values.name)) throw new ConflictError('groupNameTaken');
    const id = await repo.insertGroup(this.db, accountId, values);
    await this.audit.byActor(actor, options.ip, 'userGroup.create', { accountId, target: `group:${values.name}` });
    return this.get(actor, id, accountId);
  }

  async update(actor: Actor, id: string, input: GroupInput, options: Options) {
    actor.assertCanChange('manage_user_group');
    const group = await this.get(actor, id, options.accountId);
    const values = this.validate(input);
    if (await repo.groupNameTaken(this.db, group.accountId, values.name, group.id)) throw new ConflictError('groupNameTaken');
    await repo.updateGroup(this.db, group, values);
    await this.audit.byActor(actor, options.ip, 'userGroup.update', { accountId: group.accountId, target: `group:${values.name}` });
    return this.get(actor, id, group.accountId);
  }

  async delete(actor: Actor, id: string, options: Options) {
    actor.assertCanChange('manage_user_group');
    const group = await this.get(actor, id, options.accountId);
    await repo.deleteGroup(this.db, group);
    await this.audit.byActor(actor, options.ip, 'userGroup.delete', { accountId: group.accountId, target: `group:${group.name}` });
    return true;
  }

  async setMembers(actor: Actor, id: string, userIds: string[], options: Options) {
    actor.assertCanChange('manage_user_group');
    const group = await this.get(actor, id, options.accountId);
    const unique = [...new Set(userIds)];
    if (!unique.every(isUuid) || (await repo.countUsersIn(this.db, group.accountId, unique)) !== unique.length) throw new NotFoundError();
    await repo.setMembers(this.db, group.accountId, group.id, unique);
    await this.audit.byActor(actor, options.ip, 'userGroup.members', { accountId: group.accountId, target: `group:${group.name}` });
    return this.get(actor, id, group.accountId);
  }

  private validate(input: GroupInput) {
    return { name: requireText(input.name, 'groupName', 4, 50), description: optionalText(input.description, 'description', 500) };
  }
}
