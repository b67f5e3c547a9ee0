import type { ActScope } from '../../lib/request-meta';
import type { DefaultConnectionArguments } from '@pothos/plugin-relay';
import type { Actor } from '../../authz/actor';
import { ALL_CODES, effectiveCodes, isAdministrationCode, isPermissionCode, permissionTree, SYSTEM_ONLY_CODES } from '../../../../common/permissions';
import type { Database } from '../../db/database';
import type { Role, RoleType } from '../../db/schema';
import type { Lang } from '../../i18n/messages';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { dateKey, textKey } from '../../lib/keyset';
import { keysetConnection } from '../../lib/paging';
import { isUuid, requireText } from '../../lib/validation';
import type { Auditor } from '../../platform/auditor';
import * as repo from './roles.repo';
import type { AppPubSub } from '../../platform/pubsub';
import { ROLE_NAME_LENGTH } from '../../../../common/rules';

export interface RoleInput {
  name: string;
  codes: string[];
  manageAdminRoles: boolean;
}

export type RoleOrder = 'name' | 'createdAt';

const ADMIN_TYPES: readonly RoleType[] = ['SUPER_ADMIN', 'CUSTOMER_SUPER_ADMIN', 'ADMIN'];

/** An administrator role: a built-in admin type, the may-manage flag, or any administration code. */
function isAdministratorRole(role: Pick<Role, 'type' | 'codes' | 'manageAdminRoles'>): boolean {
  return ADMIN_TYPES.includes(role.type) || role.manageAdminRoles || role.codes.some(isAdministrationCode);
}

/** Roles (spec §3, §6): custom roles carry permission codes; built-in ones are fixed. */
export class RolesService {
  constructor(
    private readonly db: Database,
    private readonly audit: Auditor,
    private readonly pubsub: AppPubSub,
  ) {}

  async list(actor: Actor, options: { args: DefaultConnectionArguments; accountId?: string | null; search?: string | null; orderBy?: RoleOrder; direction?: 'asc' | 'desc' }) {
    actor.assertCan('manage_role|manage_user');
    const filter = { accountId: actor.listScope(options.accountId), search: options.search };
    const sort = options.orderBy === 'name' ? textKey<repo.RoleRow>('r.name', (r) => r.name) : dateKey<repo.RoleRow>('r.createdAt', (r) => r.createdAt);
    return keysetConnection({
      args: options.args,
      sort,
      direction: options.direction ?? (options.orderBy === 'name' ? 'asc' : 'desc'),
      idColumn: 'r.id',
      fetch: (page) => repo.listRoles(this.db, filter, page),
      count: () => repo.countRoles(this.db, filter),
    });
  }

  async get(actor: Actor, id: string, accountId?: string | null): Promise<Role> {
    actor.assertCan('manage_role|manage_user');
    if (!isUuid(id)) throw new NotFoundError();
    const role = await repo.findRole(this.db, actor.accountScope(accountId), id);
    if (!role) throw new NotFoundError();
    return role;
  }

  /** A role of the account, for a caller that already checked who may see it (user assignment). */
  findInAccount(accountId: string, id: string): Promise<Role | undefined> {
    return isUuid(id) ? repo.findRole(this.db, accountId, id) : Promise.resolve(undefined);
  }

  /** The permission tree limited to what the actor may grant in the account. */
  async grantableTree(actor: Actor, accountId?: string | null) {
    actor.assertCan('manage_role');
    const grantable = new Set(await this.grantableCodes(actor, actor.accountScope(accountId)));
    return permissionTree()
      .map((g) => ({ ...g, codes: g.codes.filter((c) => grantable.has(c.code)) }))
      .filter((g) => g.codes.length > 0);
  }

  async create(actor: Actor, input: RoleInput, options: { accountId?: string | null; lang: Lang; ip: string | null }) {
    actor.assertCanChange('manage_role');
    const accountId = actor.accountScope(options.accountId);
    const values = await this.validate(actor, accountId, input, options.lang);
    if (await repo.roleNameTaken(this.db, accountId, values.name)) throw new ConflictError('roleNameTaken');
    const id = await repo.insertRole(this.db, { accountId, type: 'CUSTOM', ...values });
    await this.audit.byActor(actor, options.ip, 'role.create', { accountId, target: `role:${values.name}` });
    return this.get(actor, id, accountId);
  }

  async update(actor: Actor, id: string, input: RoleInput, options: { accountId?: string | null; lang: Lang; ip: string | null }) {
    actor.assertCanChange('manage_role');
    const role = await this.get(actor, id, options.accountId);
    if (role.builtin) throw new ValidationError('builtinRole');
    if (isAdministratorRole(role)) this.assertMayManageAdminRoles(actor);
    const values = await this.validate(actor, role.accountId, input, options.lang);
    if (await repo.roleNameTaken(this.db, role.accountId, values.name, role.id)) throw new ConflictError('roleNameTaken');
    await repo.updateRole(this.db, role.accountId, role.id, values);
    // Every holder of the role may have lost codes: the account's subscribers check again.
    this.pubsub.publish('principal:changed', { accountId: role.accountId });
    await this.audit.byActor(actor, options.ip, 'role.update', { accountId: role.accountId, target: `role:${values.name}` });
    return this.get(actor, id, role.accountId);
  }

  async delete(actor: Actor, id: string, options: ActScope) {
    actor.assertCanChange('manage_role');
    const role = await this.get(actor, id, options.accountId);
    if (role.builtin) throw new ValidationError('builtinRole');
    if (isAdministratorRole(role)) this.assertMayManageAdminRoles(actor);
    if ((await repo.countRoleUsers(this.db, role.id)) > 0) throw new ConflictError('roleInUse');
    await repo.deleteRole(this.db, role.accountId, role.id);
    await this.audit.byActor(actor, options.ip, 'role.delete', { accountId: role.accountId, target: `role:${role.name}` });
    return true;
  }

  /** Assigning or editing an administrator role needs the may-manage flag (or a system admin). */
  assertMayManageAdminRoles(actor: Actor): void {
    if (!actor.isSystemAdmin && !actor.manageAdminRoles) throw new AppError('403', 'adminRoleNotAllowed');
  }

  /**
   * Assigning a role hands out its codes, so it obeys the rule for creating one: the assigner
   * holds every code the role carries in its account (codes the account's subscription leaves
   * out grant nothing there), or may manage administrator roles; a system super admin may
   * assign any. Refused with the role editor's `codeNotGrantable`.
   */
  async assertMayAssign(actor: Actor, role: Pick<Role, 'accountId' | 'type' | 'codes' | 'manageAdminRoles'>): Promise<void> {
    if (isAdministratorRole(role)) this.assertMayManageAdminRoles(actor);
    if (actor.isSystemAdmin || actor.manageAdminRoles) return;
    const account = await repo.findAccountForRoles(this.db, role.accountId);
    if (!account) throw new NotFoundError();
    const lacking = effectiveCodes(role.codes, account.entitlements).find((code) => !actor.codes.has(code));
    if (lacking) throw new AppError('403', 'codeNotGrantable', { params: { code: lacking } });
  }

  private async grantableCodes(actor: Actor, accountId: string): Promise<string[]> {
    const account = await repo.findAccountForRoles(this.db, accountId);
    if (!account) throw new NotFoundError();
    const allowed = effectiveCodes(ALL_CODES, account.entitlements).filter((code) => account.isSystem || !SYSTEM_ONLY_CODES.includes(code));
    // Nobody grants what they do not hold themselves, except a system super admin.
    return actor.isSystemAdmin ? allowed : allowed.filter((code) => actor.codes.has(code));
  }

  private async validate(actor: Actor, accountId: string, input: RoleInput, lang: Lang) {
    const { min, max } = ROLE_NAME_LENGTH[lang === 'zh-TW' ? 'zh-TW' : 'en'];
    const name = requireText(input.name, 'roleName', min, max);
    const codes = [...new Set(input.codes)];
    const unknown = codes.find((code) => !isPermissionCode(code));
    if (unknown) throw new ValidationError('codeUnknown', { code: unknown });
    const grantable = new Set(await this.grantableCodes(actor, accountId));
    const refused = codes.find((code) => !grantable.has(code));
    if (refused) throw new AppError('403', 'codeNotGrantable', { params: { code: refused } });
    const values = { name, codes, manageAdminRoles: input.manageAdminRoles };
    if (isAdministratorRole({ type: 'CUSTOM', ...values })) this.assertMayManageAdminRoles(actor);
    return values;
  }
}
