import { effectiveCodes } from '../../authz/catalogue';
import { Actor } from '../../authz/actor';
import type { Database } from '../../db/database';
import { AppError, UnauthenticatedError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import type { LoginKeys } from '../../platform/keys';
import { verifyAgainstDummy, verifyPassword } from '../../platform/passwords';
import type { AppPubSub } from '../../platform/pubsub';
import { recordOperation } from '../audit/audit';
import * as repo from './auth.repo';
import type { SignInPolicy } from './auth.policy';
import { hashToken, newToken } from './tokens';

export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
}

export interface LoginResult {
  token: string;
  mfa: boolean;
  expiresAt: Date;
}

/** Touching a session's last-seen time more often than this is wasted writes. */
const TOUCH_EVERY_MS = 60_000;

/** Sign-in, sessions and the actor behind a bearer token. */
export class AuthService {
  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
    private readonly keys: LoginKeys,
    private readonly pubsub: AppPubSub,
    private readonly policyFor: (accountId: string) => Promise<SignInPolicy>,
  ) {}

  get publicKeyPem(): string {
    return this.keys.publicKeyPem;
  }

  /**
   * Signs a user in with a username or email and an RSA-OAEP-encrypted password. Plain
   * passwords are refused before anything is looked up; wrong passwords count toward the lock.
   */
  async login(input: { username: string; password: string }, meta: RequestMeta): Promise<LoginResult> {
    const password = this.keys.decryptPassword(input.password);
    if (password === null) throw new AppError('login.notEncrypted', 'passwordNotEncrypted');

    const user = await repo.findUserByIdentifier(this.db, input.username);
    const audit = (result: 'success' | 'failure', reason: string | null, activityType = 'login') =>
      recordOperation(this.db, this.logger, {
        accountId: user?.accountId ?? null,
        userId: user?.id ?? null,
        operator: user?.username ?? input.username.slice(0, 100),
        activityType,
        result,
        ip: meta.ip,
        reason,
      });

    if (!user) {
      await verifyAgainstDummy(password);
      await audit('failure', 'unknown user');
      throw new AppError('login.invalid', 'invalidCredentials');
    }
    const policy = await this.policyFor(user.accountId);
    if (user.locked) {
      await verifyAgainstDummy(password);
      await audit('failure', 'locked');
      throw new AppError('account.locked.0023', 'accountLocked');
    }
    if (!(await verifyPassword(user.passwordHash, password))) {
      // 0 means the settings never lock.
      const lockAfter = policy.lockAfterFailures > 0 ? policy.lockAfterFailures : Number.MAX_SAFE_INTEGER;
      const { locked } = await repo.recordFailedSignIn(this.db, user.id, lockAfter);
      await audit('failure', locked ? 'wrong password; locked' : 'wrong password');
      if (locked) throw new AppError('account.locked.0023', 'accountLocked');
      throw new AppError('login.invalid', 'invalidCredentials');
    }
    if (user.status !== 'enabled' || user.accountStatus !== 'enabled') {
      await audit('failure', 'disabled');
      throw new AppError('account.disabled', 'accountDisabled');
    }

    await repo.recordSuccessfulSignIn(this.db, user.id);
    const { token, tokenHash } = newToken();
    const session = await repo.insertSession(this.db, {
      accountId: user.accountId,
      userId: user.id,
      tokenHash,
      idleSeconds: policy.idleSeconds,
      expiresAt: new Date(Date.now() + policy.absoluteSeconds * 1000),
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
    });
    if (policy.prohibitMultiLocation) {
      const revoked = await repo.revokeUserSessions(this.db, user.id, 'replaced', session.id);
      for (const id of revoked) this.pubsub.publish('session:revoked', `${user.accountId}:${id}`, { reason: 'replaced' });
    }
    await audit('success', null);
    return { token, mfa: false, expiresAt: session.expiresAt };
  }

  /**
   * The actor behind a bearer token. Throws 401 for a missing, unknown or expired token and
   * 602 for a session ended by a sign-in on another device.
   */
  async authenticate(token: string | null): Promise<Actor> {
    if (!token) throw new UnauthenticatedError();
    const found = await repo.findSessionWithUser(this.db, hashToken(token));
    if (!found) throw new UnauthenticatedError();
    if (found.revokedAt) {
      if (found.revokedReason === 'replaced') throw new AppError('602', 'otherDevice');
      throw new UnauthenticatedError('sessionExpired');
    }
    const now = Date.now();
    const idleDeadline = found.lastSeenAt.getTime() + found.idleSeconds * 1000;
    if (now >= found.expiresAt.getTime() || now >= idleDeadline) {
      await repo.revokeSession(this.db, found.sessionId, 'expired');
      throw new UnauthenticatedError('sessionExpired');
    }
    if (found.locked || found.status !== 'enabled' || found.accountStatus !== 'enabled') {
      await repo.revokeSession(this.db, found.sessionId, 'admin');
      throw new UnauthenticatedError('sessionExpired');
    }
    if (now - found.lastSeenAt.getTime() > TOUCH_EVERY_MS) await repo.touchSession(this.db, found.sessionId);
    return actorFor(found, found.sessionId);
  }

  async logout(actor: Actor, meta: RequestMeta): Promise<void> {
    if (!actor.sessionId) return;
    await repo.revokeSession(this.db, actor.sessionId, 'logout');
    this.pubsub.publish('session:revoked', `${actor.accountId}:${actor.sessionId}`, { reason: 'logout' });
    await recordOperation(this.db, this.logger, {
      accountId: actor.accountId,
      userId: actor.user.id,
      operator: actor.user.username,
      activityType: 'logout',
      result: 'success',
      ip: meta.ip,
    });
  }

  /** The signed-in user as spec §3 describes it, with the product map. */
  async userInfo(actor: Actor) {
    const user = await repo.findUserById(this.db, actor.accountId, actor.user.id);
    if (!user) throw new UnauthenticatedError();
    return {
      id: user.id,
      username: user.username,
      realname: user.realname,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      accountId: user.accountId,
      accountName: user.accountName,
      roleName: user.roleName,
      roleType: user.roleType,
      status: user.locked ? 'locked' : 'unlocked',
      enabled: user.status === 'enabled',
      readOnly: user.readOnly,
      isSystemAdmin: actor.isSystemAdmin,
      permissions: [...actor.codes],
      product: actor.product,
      avatar: null as string | null,
      lang: user.lang,
    };
  }
}

export function actorFor(user: repo.UserWithAccess, sessionId: string | null): Actor {
  const isSystemAdmin = user.accountIsSystem && user.roleType === 'SUPER_ADMIN';
  return new Actor(
    { id: user.id, username: user.username, readOnly: user.readOnly },
    { id: user.accountId, name: user.accountName, isSystem: user.accountIsSystem },
    effectiveCodes(user.roleCodes, user.entitlements),
    isSystemAdmin,
    sessionId,
    user.roleManageAdminRoles,
  );
}
