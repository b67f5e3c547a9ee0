import crypto from 'node:crypto';
import type { DefaultConnectionArguments } from '@pothos/plugin-relay';
import type { Actor } from '../../authz/actor';
import type { Database } from '../../db/database';
import type { NewUser } from '../../db/schema';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { keysetConnection } from '../../lib/paging';
import { isUuid, optionalEmail, optionalText, requireBatch, requireUsername } from '../../lib/validation';
import type { LoginKeys } from '../../platform/keys';
import type { AppPubSub } from '../../platform/pubsub';
import type { ActivityType, Auditor } from '../../platform/auditor';
import { revokeUserSessions } from '../../authz/identity.repo';
import type { SecurityService } from '../security/security.service';
import type { RolesService } from '../roles/roles.service';
import type { MonitoredAppsService } from '../monitoring/apps.service';
import { isCountryCode } from '../../../../common/countries';
import * as repo from './users.repo';

export interface UserProfileInput {
  realname?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  roleId: string;
  userGroupId?: string | null;
  readOnly?: boolean | null;
  /** The monitored app the user is bound to: an app of the user's account (spec §3 riskapp_id). */
  riskappId?: string | null;
  /** The bound app's platform; when given it must be the app's (spec §3 riskapp_platform). */
  riskappPlatform?: string | null;
  /** ISO 3166-1 alpha-2 code (spec §3 appCountry). */
  appCountry?: string | null;
}

export interface CreateUserInput extends UserProfileInput {
  username: string;
  /** Base64 RSA-OAEP ciphertext, like sign-in. */
  password: string;
}

interface Options {
  accountId?: string | null;
  ip: string | null;
}

/** User management (spec §3 User, §5): list, create, edit, lock, enable, reset, API keys. */
export class UsersService {
  constructor(
    private readonly db: Database,
    private readonly audit: Auditor,
    private readonly keys: LoginKeys,
    private readonly pubsub: AppPubSub,
    private readonly roles: RolesService,
    private readonly security: SecurityService,
    /** Finds the monitored app a user is bound to, within the user's account. */
    private readonly apps: Pick<MonitoredAppsService, 'findForBinding' | 'bindingChoices'>,
  ) {}

  /** Whether another user of the console already has this username or email (case-insensitive). */
  identityTaken(field: 'username' | 'email', value: string, exceptUserId?: string): Promise<boolean> {
    return repo.identityTaken(this.db, field, value, exceptUserId);
  }

  /** Adds a user whose password was already checked and hashed; `db` may be the caller's transaction. */
  insertWithPassword(values: NewUser, db: Database = this.db): Promise<string> {
    return repo.insertUserWithPassword(db, values);
  }

  async list(
    actor: Actor,
    options: { args: DefaultConnectionArguments; filter: Omit<repo.UserFilter, 'accountId'> & { accountId?: string | null }; orderBy?: repo.UserOrder; direction?: 'asc' | 'desc' },
  ) {
    actor.assertCan('manage_user');
    const { accountId, ...rest } = options.filter;
    const filter: repo.UserFilter = { ...rest, accountId: actor.listScope(accountId) };
    for (const id of [filter.roleId, filter.userGroupId]) if (id && !isUuid(id)) return emptyConnection();
    const orderBy = options.orderBy ?? 'createdAt';
    return keysetConnection({
      args: options.args,
      sort: repo.USER_SORTS[orderBy],
      direction: options.direction ?? (orderBy === 'username' || orderBy === 'realname' ? 'asc' : 'desc'),
      idColumn: 'u.id',
      fetch: (page) => repo.listUsers(this.db, filter, page),
      count: () => repo.countUsers(this.db, filter),
    });
  }

  /** The monitored apps a user of the account may be bound to (spec §3 riskapp_id), for the user form. */
  async riskappChoices(actor: Actor, accountId?: string | null, search?: string | null) {
    actor.assertCan('manage_user');
    return this.apps.bindingChoices(actor.accountScope(accountId), search);
  }

  async get(actor: Actor, id: string, accountId?: string | null): Promise<repo.ManagedUserRow> {
    actor.assertCan('manage_user');
    if (!isUuid(id)) throw new NotFoundError();
    const user = await repo.findManagedUser(this.db, actor.accountScope(accountId), id);
    if (!user) throw new NotFoundError();
    return user;
  }

  async create(actor: Actor, input: CreateUserInput, options: Options) {
    actor.assertCanChange('manage_user');
    const accountId = actor.accountScope(options.accountId);
    const username = requireUsername(input.username);
    const profile = await this.validateProfile(actor, accountId, input);
    if (await repo.identityTaken(this.db, 'username', username)) throw new ConflictError('usernameTaken');
    if (profile.email && (await repo.identityTaken(this.db, 'email', profile.email))) throw new ConflictError('emailTaken');
    const password = this.decrypt(input.password);
    const accountName = await repo.accountName(this.db, accountId);
    const passwordHash = await this.security.hashNewPassword({ id: '', accountId, username, email: profile.email, realname: profile.realname, accountName }, password, {
      enforceHistory: false,
    });
    const id = await this.db.transaction().execute((trx) => repo.insertUserWithPassword(trx, { accountId, username, passwordHash, ...profile }));
    await this.audit.byActor(actor, options.ip, 'user.create', { accountId, target: `user:${username}` });
    return this.get(actor, id, accountId);
  }

  async update(actor: Actor, id: string, input: UserProfileInput, options: Options) {
    actor.assertCanChange('manage_user');
    const user = await this.manageable(actor, id, options.accountId);
    const profile = await this.validateProfile(actor, user.accountId, input, user.roleId);
    if (user.id === actor.user.id && profile.roleId !== user.roleId) throw new ValidationError('selfAction');
    if (profile.email && (await repo.identityTaken(this.db, 'email', profile.email, user.id))) throw new ConflictError('emailTaken');
    await repo.updateUser(this.db, user, profile);
    // A new role or read-only flag: the user's open subscriptions check what they may still read.
    this.pubsub.publish('principal:changed', { accountId: user.accountId, userId: user.id });
    await this.audit.byActor(actor, options.ip, 'user.update', { accountId: user.accountId, target: `user:${user.username}` });
    return this.get(actor, id, user.accountId);
  }

  /** Locks or unlocks users; locking ends their sessions, unlocking clears failed attempts. */
  setLocked(actor: Actor, ids: string[], locked: boolean, options: Options) {
    const effect = { endSessions: locked, activity: locked ? 'user.lock' : 'user.unlock' } as const;
    return this.changeBatch(actor, ids, options, (userIds) => repo.setLocked(this.db, userIds, locked), effect);
  }

  /** Enables or disables users; disabling ends their sessions. */
  setEnabled(actor: Actor, ids: string[], enabled: boolean, options: Options) {
    const effect = { endSessions: !enabled, activity: enabled ? 'user.enable' : 'user.disable' } as const;
    return this.changeBatch(actor, ids, options, (userIds) => repo.setEnabled(this.db, userIds, enabled), effect);
  }

  /** One change to a batch of users the caller manages: written, sessions ended where it takes access away, audited per user. */
  private async changeBatch(
    actor: Actor,
    ids: string[],
    options: Options,
    write: (userIds: string[]) => Promise<unknown>,
    effect: { endSessions: boolean; activity: ActivityType },
  ) {
    actor.assertCanChange('manage_user');
    const users = await this.manageableBatch(actor, ids, options.accountId);
    await write(users.map((u) => u.id));
    if (effect.endSessions) await this.endSessions(users, effect.activity === 'user.lock' ? 'locked' : 'admin');
    // Unlocking or enabling ends nothing but shows in `viewer` and in verified API keys.
    else for (const u of users) this.pubsub.publish('principal:changed', { accountId: u.accountId, userId: u.id });
    for (const u of users) await this.audit.byActor(actor, options.ip, effect.activity, { accountId: u.accountId, target: `user:${u.username}` });
    return users.length;
  }

  /** An administrator sets another user's password: the account's rules apply but not the history rule (spec §5). */
  async resetPassword(actor: Actor, id: string, encryptedPassword: string, options: Options) {
    actor.assertCanChange('manage_user');
    const user = await this.manageable(actor, id, options.accountId);
    if (user.id === actor.user.id) throw new ValidationError('selfAction');
    const password = this.decrypt(encryptedPassword);
    const owner = { id: user.id, accountId: user.accountId, username: user.username, email: user.email, realname: user.realname, accountName: user.accountName };
    const passwordHash = await this.security.hashNewPassword(owner, password, { enforceHistory: false });
    await this.security.storePassword(owner, passwordHash);
    await repo.setLocked(this.db, [user.id], false);
    await this.endSessions([user]);
    await this.audit.byActor(actor, options.ip, 'user.resetPassword', { accountId: user.accountId, target: `user:${user.username}` });
    return true;
  }

  /**
   * Issues a new API key and secret for a user (oneself, or anyone one manages). The secret is
   * returned once and stored only as a hash.
   */
  async rotateApiCredentials(actor: Actor, id: string | null, options: Options) {
    const self = !id || id === actor.user.id;
    const user = self ? { id: actor.user.id, accountId: actor.accountId, username: actor.user.username } : await this.manageable(actor, id!, options.accountId);
    if (!self) actor.assertCanChange('manage_user');
    else if (actor.user.readOnly) throw new AppError('403', 'forbidden');
    const apiKey = `rk_${crypto.randomBytes(12).toString('hex')}`;
    const apiSecret = crypto.randomBytes(32).toString('base64url');
    const apiSecretHash = crypto.createHash('sha256').update(apiSecret).digest('hex');
    await repo.updateUser(this.db, user, { apiKey, apiSecretHash });
    // The old key stops working at once, also where it was verified recently.
    this.pubsub.publish('principal:changed', { accountId: user.accountId, userId: user.id });
    await this.audit.byActor(actor, options.ip, 'user.rotateApiKey', { accountId: user.accountId, target: `user:${user.username}` });
    return { apiKey, apiSecret };
  }

  private decrypt(encrypted: string): string {
    const password = this.keys.decryptPassword(encrypted ?? '');
    if (password === null) throw new AppError('login.notEncrypted', 'passwordNotEncrypted');
    return password;
  }

  /**
   * The user, if the actor may change it: same scope, and the actor could have assigned the
   * user's role (its codes, or the may-manage flag for administrators). Otherwise a password
   * reset or an API key would let the actor act with codes it does not hold.
   */
  private async manageable(actor: Actor, id: string, accountId?: string | null) {
    const user = await this.get(actor, id, accountId);
    await this.roles.assertMayAssign(actor, roleOf(user));
    return user;
  }

  private async manageableBatch(actor: Actor, ids: string[], accountId?: string | null) {
    const unique = requireBatch(ids);
    if (unique.includes(actor.user.id)) throw new ValidationError('selfAction');
    const valid = unique.filter(isUuid);
    const users = valid.length ? await repo.findManagedUsers(this.db, actor.listScope(accountId), valid) : [];
    if (users.length !== unique.length) throw new NotFoundError();
    for (const user of users) await this.roles.assertMayAssign(actor, roleOf(user));
    return users;
  }

  /** `currentRoleId`: the role the user already has, which keeping is no new assignment. */
  private async validateProfile(actor: Actor, accountId: string, input: UserProfileInput, currentRoleId?: string) {
    if (!input.roleId) throw new ValidationError('fieldEmpty', { field: 'role' });
    const role = await this.roles.findInAccount(accountId, input.roleId);
    if (!role) throw new NotFoundError();
    if (role.id !== currentRoleId) await this.roles.assertMayAssign(actor, role);
    let userGroupId: string | null = null;
    if (input.userGroupId) {
      const group = isUuid(input.userGroupId) ? await repo.findGroupInAccount(this.db, accountId, input.userGroupId) : undefined;
      if (!group) throw new NotFoundError();
      userGroupId = group.id;
    }
    const riskapp = await this.riskapp(accountId, input);
    const appCountry = input.appCountry?.trim() ? input.appCountry.trim().toUpperCase() : null;
    if (appCountry && !isCountryCode(appCountry)) throw new ValidationError('appCountryInvalid');
    return {
      realname: optionalText(input.realname, 'realname', 100),
      firstName: optionalText(input.firstName, 'firstName', 100),
      lastName: optionalText(input.lastName, 'lastName', 100),
      email: optionalEmail(input.email),
      roleId: role.id,
      userGroupId,
      readOnly: input.readOnly ?? false,
      riskappId: riskapp?.id ?? null,
      riskappPlatform: riskapp?.platform ?? null,
      appCountry,
    };
  }

  /**
   * The app a user is bound to: one of the user's account (another account's app is "not found",
   * as any id the caller cannot see), on the platform given with it.
   */
  private async riskapp(accountId: string, input: UserProfileInput) {
    if (!input.riskappId) {
      if (input.riskappPlatform) throw new ValidationError('fieldEmpty', { field: 'riskappId' });
      return null;
    }
    const app = await this.apps.findForBinding(accountId, input.riskappId);
    if (!app) throw new NotFoundError();
    if (input.riskappPlatform && input.riskappPlatform.toLowerCase() !== app.platform) throw new ValidationError('riskappPlatformMismatch');
    return app;
  }

  /** `locked`: the users are told their account is locked (spec §8), not just that the session ended. */
  private async endSessions(users: Array<{ id: string; accountId: string }>, reason: 'admin' | 'locked' = 'admin') {
    for (const user of users) {
      const revoked = await revokeUserSessions(this.db, user.id, 'admin');
      for (const sessionId of revoked) this.pubsub.publish('session:revoked', `${user.accountId}:${sessionId}`, { reason });
      this.pubsub.publish('principal:changed', { accountId: user.accountId, userId: user.id });
    }
  }
}

function roleOf(user: repo.ManagedUserRow) {
  return { accountId: user.accountId, type: user.roleType, codes: user.roleCodes, manageAdminRoles: user.roleManageAdminRoles };
}

function emptyConnection() {
  return { edges: [], pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null }, totalCount: 0 };
}
