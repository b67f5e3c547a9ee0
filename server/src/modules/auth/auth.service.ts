import { Actor, actorFor, NO_LICENCE, sameGrant, type LicenceGrant } from '../../authz/actor';
import type { Database } from '../../db/database';
import { AppError, BusyError, UnauthenticatedError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import type { RequestMeta } from '../../lib/request-meta';
import type { LoginKeys } from '../../platform/keys';
import { verifyAgainstDummy, verifyPassword } from '../../platform/passwords';
import type { AppPubSub } from '../../platform/pubsub';
import { recordOperation } from '../../platform/auditor';
import * as repo from '../../authz/identity.repo';
import type { MessageKey } from '../../i18n/messages';
import type { MfaService } from '../mfa/mfa.service';
import { avatarUrl } from '../../lib/avatar-url';
import { Clock } from '../../lib/clock';
import { DEFAULT_SECURITY_SETTINGS } from '../../authz/security-defaults';
import { lockThreshold, type SignInPolicy } from '../../authz/sign-in-policy';
import { decryptPasswordField } from '../../platform/encrypted-password';
import { MfaEnrolmentPendingError } from '../../authz/mfa-enrolment';
import type { CaptchaAnswer, LoginGuard } from './login-guard';
import { hashToken, newToken } from '../../platform/tokens';
import { BoundedQueue } from '../../lib/bounded-queue';
import type { SessionCache } from './session-cache';

export interface LoginResult {
  token: string;
  /**
   * True while the session is not a full one yet: the token only completes the MFA step or,
   * with `mfaEnrolment`, only enrols a second factor.
   */
  mfa: boolean;
  /** The account requires MFA and the user has none: the token only opens the enrolment calls. */
  mfaEnrolment: boolean;
  expiresAt: Date;
  /** The next sign-in from this address must carry a captcha. */
  captchaRequired: boolean;
}

export interface LoginInput extends CaptchaAnswer {
  username: string;
  /** Base64 RSA-OAEP (SHA-256) ciphertext of the password. */
  password: string;
}

/** Touching a session's last-seen time more often than this is wasted writes. */
const TOUCH_EVERY_MS = 60_000;
/** A session waiting for its second factor ends this soon. */
const MFA_PENDING_SECONDS = 5 * 60;
/** A session waiting for enrolment ends this soon (time to install an authenticator app). */
const ENROLMENT_PENDING_SECONDS = 15 * 60;
const DAY_MS = 24 * 3600_000;
/** What a sign-in refused for want of capacity tells the client to wait: a password check takes well under it. */
const SIGN_IN_BUSY_RETRY_AFTER_SECONDS = 1;

/** How much sign-in work one instance takes on at once (`RAMPART_SIGNIN_CONCURRENCY`, `RAMPART_SIGNIN_QUEUE`). */
export interface SignInCapacity {
  /** Sign-ins checked at once (each one argon2 verification). */
  concurrency: number;
  /** Sign-ins that may wait for a turn; the next is answered 503 at once. */
  queue: number;
  /** A sign-in that would wait longer than this for its turn (at the recent checks' pace) is answered 503 at once. */
  maxWaitMs?: number;
}

/** Sign-in, sessions and the actor behind a bearer token. */
export class AuthService {
  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
    private readonly keys: LoginKeys,
    private readonly pubsub: AppPubSub,
    private readonly policyFor: (accountId: string) => Promise<SignInPolicy>,
    private readonly guard: LoginGuard,
    private readonly mfa: MfaService,
    /** The day subscriptions are checked on (tests move it). */
    private readonly clock: Clock = new Clock(),
    /** The installation's product licence, which narrows every actor's codes (modules/licence). */
    private readonly licence: { grant(): Promise<LicenceGrant> } = { grant: async () => NO_LICENCE },
    options: {
      /** Sessions reused between requests; absent: every request reads its session. */
      sessions?: SessionCache;
      signIn?: SignInCapacity;
    } = {},
  ) {
    this.sessions = options.sessions ?? null;
    const capacity = options.signIn ?? { concurrency: 4, queue: 64 };
    this.signIns = new BoundedQueue(capacity.concurrency, capacity.queue, () => new BusyError('signInBusy', SIGN_IN_BUSY_RETRY_AFTER_SECONDS), {
      maxWaitMs: capacity.maxWaitMs,
    });
  }

  private readonly sessions: SessionCache | null;
  /** What `userInfo` answered each cached actor (see there). */
  private readonly viewers = new WeakMap<Actor, { info: UserInfo; mark: number }>();
  /** Bounds sign-in's password checks, so a burst beyond capacity is answered 503 at once, not after seconds. */
  private readonly signIns: BoundedQueue;

  get publicKeyPem(): string {
    return this.keys.publicKeyPem;
  }

  /**
   * Signs a user in with a username or email and an RSA-OAEP-encrypted password. Plain
   * passwords are refused before anything is looked up, then a due captcha is checked; wrong
   * passwords count toward the lock. A user with MFA gets a pending token for the second step.
   */
  login(input: LoginInput, meta: RequestMeta): Promise<LoginResult> {
    return this.signIns.run(() => this.checkSignIn(input, meta));
  }

  private async checkSignIn(input: LoginInput, meta: RequestMeta): Promise<LoginResult> {
    const password = decryptPasswordField(this.keys, input.password);
    await this.guard.checkCaptcha(meta.ip, input);

    const user = await repo.findUserByIdentifier(this.db, input.username);
    await this.guard.countAttempt(user ? `user:${user.id}` : `name:${input.username.toLowerCase()}`);
    const audit = this.auditor(user, input.username, meta);
    const fail = async (code: 'login.invalid' | 'account.locked.0023', key: MessageKey, reason: string) => {
      await audit('failure', reason);
      const captchaRequired = await this.guard.recordFailure(meta.ip);
      return new AppError(code, key, captchaRequired ? { data: { captchaRequired } } : {});
    };

    if (!user) {
      // The same work and the same answers as a wrong password for a user under the default
      // policy, lock included, so neither time nor the lock tells which names exist.
      await verifyAgainstDummy(password);
      if (await this.guard.recordUnknownNameFailure(input.username, lockThreshold(DEFAULT_SECURITY_SETTINGS))) {
        throw await fail('account.locked.0023', 'accountLocked', 'unknown user; locked');
      }
      throw await fail('login.invalid', 'invalidCredentials', 'unknown user');
    }
    const policy = await this.policyFor(user.accountId);
    if (user.locked) {
      await verifyAgainstDummy(password);
      throw await fail('account.locked.0023', 'accountLocked', 'locked');
    }
    // Checked before the password, so the answer says nothing about whether it was right.
    if (policy.lockAfterInactiveDays > 0 && Date.now() - user.activeAt.getTime() > policy.lockAfterInactiveDays * DAY_MS) {
      await repo.lockUser(this.db, user.id);
      this.principalChanged(user);
      await verifyAgainstDummy(password);
      throw await fail('account.locked.0023', 'accountLocked', 'inactive; locked');
    }
    if (!(await verifyPassword(user.passwordHash, password))) {
      const { locked } = await repo.recordFailedSignIn(this.db, user.id, lockThreshold(policy));
      if (locked) {
        this.principalChanged(user);
        throw await fail('account.locked.0023', 'accountLocked', 'wrong password; locked');
      }
      throw await fail('login.invalid', 'invalidCredentials', 'wrong password');
    }
    if (user.status !== 'enabled' || user.accountStatus !== 'enabled') {
      await audit('failure', 'disabled');
      throw new AppError('account.disabled', 'accountDisabled');
    }
    const captchaRequired = await this.guard.captchaRequired(meta.ip);

    const { token, tokenHash } = newToken();
    if (user.mfaEnabled || policy.mfaRequired) {
      // A second step is pending: a code, or (the account requires MFA and the user has none)
      // the enrolment. The failure count is not reset here, nor other sessions ended: only a
      // full sign-in does, so codes cannot be guessed without limit by a holder of the password.
      const enrolment = !user.mfaEnabled;
      const pendingSeconds = enrolment ? ENROLMENT_PENDING_SECONDS : MFA_PENDING_SECONDS;
      const session = await repo.insertSession(this.db, {
        ...this.sessionFields(user, meta, policy),
        tokenHash,
        expiresAt: new Date(Date.now() + pendingSeconds * 1000),
        ...(enrolment ? { mfaEnrolmentPending: true } : { mfaPending: true }),
      });
      return { token, mfa: true, mfaEnrolment: enrolment, expiresAt: session.expiresAt, captchaRequired };
    }
    const session = await repo.insertSession(this.db, {
      ...this.sessionFields(user, meta, policy),
      tokenHash,
      expiresAt: new Date(Date.now() + policy.absoluteSeconds * 1000),
    });
    await this.completeSignIn(user, session.id, policy);
    await audit('success', null);
    return { token, mfa: false, mfaEnrolment: false, expiresAt: session.expiresAt, captchaRequired };
  }

  /**
   * The second sign-in step: a TOTP or recovery code for a pending token. The same session
   * becomes a full one under a fresh token; wrong codes count toward the lock.
   */
  async completeMfaLogin(input: { token: string; code: string }, meta: RequestMeta): Promise<LoginResult> {
    const found = await repo.findSessionWithUser(this.db, hashToken(input.token));
    if (!found || !found.mfaPending || found.revokedAt || Date.now() >= found.expiresAt.getTime()) throw new UnauthenticatedError('sessionExpired');
    const audit = this.auditor(found, found.username, meta);
    if (found.locked || found.status !== 'enabled' || found.accountStatus !== 'enabled') {
      await repo.revokeSession(this.db, found.sessionId, 'admin');
      await audit('failure', 'locked');
      throw new AppError('account.locked.0023', 'accountLocked');
    }
    if (!(await this.mfa.verifySecondFactor(found, input.code))) {
      const locked = await this.mfa.countFailure(found);
      await audit('failure', locked ? 'wrong mfa code; locked' : 'wrong mfa code');
      if (locked) {
        await repo.revokeSession(this.db, found.sessionId, 'admin');
        this.principalChanged(found);
        throw new AppError('account.locked.0023', 'accountLocked');
      }
      throw new AppError('mfa.invalid', 'mfaCodeInvalid');
    }
    const policy = await this.policyFor(found.accountId);
    const { token, tokenHash } = newToken();
    const expiresAt = new Date(Date.now() + policy.absoluteSeconds * 1000);
    if (!(await repo.promoteSession(this.db, found.sessionId, { tokenHash, expiresAt }))) throw new UnauthenticatedError('sessionExpired');
    await this.completeSignIn(found, found.sessionId, policy);
    await audit('success', 'mfa');
    return { token, mfa: false, mfaEnrolment: false, expiresAt, captchaRequired: await this.guard.captchaRequired(meta.ip) };
  }

  /**
   * Confirms an MFA enrolment. For a session that was waiting for it (the account requires
   * MFA), this completes the sign-in: the session becomes a full one under a fresh `token` and
   * the old token stops working. For a full session `token` is null and the session stays.
   */
  async confirmMfaEnrolment(actor: Actor, code: string, meta: RequestMeta): Promise<{ recoveryCodes: string[]; token: string | null }> {
    const { recoveryCodes } = await this.mfa.confirmEnrolment(actor, code, meta);
    if (!actor.sessionId) return { recoveryCodes, token: null };
    const policy = await this.policyFor(actor.accountId);
    const { token, tokenHash } = newToken();
    const expiresAt = new Date(Date.now() + policy.absoluteSeconds * 1000);
    if (!(await repo.promoteEnrolledSession(this.db, actor.sessionId, { tokenHash, expiresAt }))) return { recoveryCodes, token: null };
    const user = { id: actor.user.id, accountId: actor.accountId, username: actor.user.username };
    await this.completeSignIn(user, actor.sessionId, policy);
    await this.auditor(user, user.username, meta)('success', 'mfa enrolment');
    return { recoveryCodes, token };
  }

  private sessionFields(user: repo.UserWithAccess, meta: RequestMeta, policy: SignInPolicy) {
    return {
      accountId: user.accountId,
      userId: user.id,
      idleSeconds: policy.idleSeconds,
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
    };
  }

  /** A full sign-in: resets the failure count and, when configured, ends the user's other sessions. */
  private async completeSignIn(user: { id: string; accountId: string }, sessionId: string, policy: SignInPolicy): Promise<void> {
    await repo.recordSuccessfulSignIn(this.db, user.id);
    if (policy.prohibitMultiLocation) {
      const revoked = await repo.revokeUserSessions(this.db, user.id, 'replaced', sessionId);
      for (const id of revoked) this.pubsub.publish('session:revoked', `${user.accountId}:${id}`, { reason: 'replaced' });
      if (revoked.length) this.principalChanged(user);
    }
  }

  /** The user's sessions or standing changed: open subscriptions on every instance check again. */
  private principalChanged(user: { id: string; accountId: string }): void {
    this.pubsub.publish('principal:changed', { accountId: user.accountId, userId: user.id });
  }

  private auditor(user: { id: string; accountId: string; username: string } | undefined, name: string, meta: RequestMeta) {
    return (result: 'success' | 'failure', reason: string | null) =>
      recordOperation(this.db, this.logger, {
        accountId: user?.accountId ?? null,
        userId: user?.id ?? null,
        operator: user?.username ?? name.slice(0, 100),
        activityType: 'login',
        result,
        ip: meta.ip,
        reason,
      });
  }

  /**
   * The actor behind a bearer token. Throws 401 for a missing, unknown or expired token and
   * 602 for a session ended by a sign-in on another device. `touch: false` checks without
   * counting as activity (a subscription's re-check must not keep an idle session alive).
   */
  async authenticate(token: string | null, options: { touch?: boolean; fresh?: boolean } = {}): Promise<Actor> {
    if (!token) throw new UnauthenticatedError();
    const tokenHash = hashToken(token);
    const today = this.clock.today();
    if (this.sessions?.enabled && !options.fresh) {
      const cached = await this.fromCache(tokenHash, today, options.touch !== false);
      if (cached) return cached;
    }
    const mark = this.sessions?.mark() ?? 0;
    const found = await repo.findSessionWithUser(this.db, tokenHash, today);
    if (!found) throw new UnauthenticatedError();
    // A session still waiting for its second factor opens nothing but the MFA step.
    if (found.mfaPending) throw new UnauthenticatedError();
    if (found.revokedAt) {
      if (found.revokedReason === 'replaced') throw new AppError('602', 'otherDevice');
      // Locking ends the user's sessions: they learn why (spec §8 account.locked.0023), not just that.
      if (found.locked) throw new AppError('account.locked.0023', 'accountLocked');
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
      if (found.locked) throw new AppError('account.locked.0023', 'accountLocked');
      throw new UnauthenticatedError('sessionExpired');
    }
    // A session waiting for enrolment opens only the enrolment calls, which find its user in
    // the error; everything else answers 401. Its user holds no codes meanwhile.
    if (found.mfaEnrolmentPending) throw new MfaEnrolmentPendingError(enrolmentOnlyActor(found, found.sessionId));
    let lastSeenAt = found.lastSeenAt.getTime();
    if (options.touch !== false && now - lastSeenAt > TOUCH_EVERY_MS) {
      await repo.touchSession(this.db, found.sessionId);
      lastSeenAt = now;
    }
    const grant = await this.licence.grant();
    const actor = actorFor(found, found.sessionId, grant);
    this.sessions?.store(
      tokenHash,
      mark,
      {
        accountId: found.accountId,
        userId: found.id,
        sessionId: found.sessionId,
        today,
        expiresAt: found.expiresAt.getTime(),
        lastSeenAt,
        idleSeconds: found.idleSeconds,
        actor,
        grant,
      },
      now,
    );
    return actor;
  }

  /**
   * The actor of a session read recently, while it is surely still valid: past its idle or
   * absolute deadline (another instance may have seen it used since) it is read again, and so
   * is everything that might end it.
   */
  private async fromCache(tokenHash: string, today: string, touch: boolean): Promise<Actor | null> {
    const now = Date.now();
    const session = this.sessions!.get(tokenHash, today, now);
    if (!session) return null;
    if (now >= session.expiresAt || now >= session.lastSeenAt + session.idleSeconds * 1000) {
      this.sessions!.forget(tokenHash);
      return null;
    }
    if (touch && now - session.lastSeenAt > TOUCH_EVERY_MS) {
      session.lastSeenAt = now;
      await repo.touchSession(this.db, session.sessionId);
    }
    const grant = await this.licence.grant();
    if (!sameGrant(grant, session.grant)) {
      // The licence was replaced: the codes are worked out again; the session itself stands.
      this.sessions!.forget(tokenHash);
      return null;
    }
    return session.actor;
  }

  async logout(actor: Actor, meta: RequestMeta): Promise<void> {
    if (!actor.sessionId) return;
    await repo.revokeSession(this.db, actor.sessionId, 'logout');
    this.pubsub.publish('session:revoked', `${actor.accountId}:${actor.sessionId}`, { reason: 'logout' });
    this.principalChanged({ id: actor.user.id, accountId: actor.accountId });
    await recordOperation(this.db, this.logger, {
      accountId: actor.accountId,
      userId: actor.user.id,
      operator: actor.user.username,
      activityType: 'logout',
      result: 'success',
      ip: meta.ip,
    });
  }

  /**
   * The signed-in user as spec §3 describes it, with the product map. Kept with the actor it was
   * read for until any change to a user, role, account or security settings is heard
   * (`principal:changed`, which also ends the caches' handing out of the actors it concerns): a
   * request that made a change, and still holds its actor, reads the user again.
   */
  async userInfo(actor: Actor): Promise<UserInfo> {
    const mark = this.sessions?.mark();
    const known = this.viewers.get(actor);
    if (known && known.mark === mark) return known.info;
    const user = await repo.findUserById(this.db, actor.accountId, actor.user.id);
    if (!user) throw new UnauthenticatedError();
    const policy = await this.policyFor(user.accountId);
    const info = viewerOf(user, actor, policy);
    if (mark !== undefined && this.sessions?.enabled && mark === this.sessions.mark()) this.viewers.set(actor, { info, mark });
    return info;
  }
}

/** The user of a session waiting for MFA enrolment: no codes, no administration. */
function enrolmentOnlyActor(user: repo.UserWithAccess, sessionId: string): Actor {
  return new Actor(
    { id: user.id, username: user.username, readOnly: user.readOnly },
    { id: user.accountId, name: user.accountName, isSystem: user.accountIsSystem },
    [],
    false,
    sessionId,
    false,
  );
}

/** The signed-in user as `viewer` shows it (spec §3 getUserInfo). */
function viewerOf(user: repo.UserWithAccess, actor: Actor, policy: SignInPolicy) {
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
    riskapp_id: user.riskappId,
    riskapp_platform: user.riskappPlatform,
    appCountry: user.appCountry,
    isSystemAdmin: actor.isSystemAdmin,
    permissions: [...actor.codes],
    product: actor.product,
    /** Where the avatar is served, with its version as `t` (null without one). */
    avatar: user.avatarUpdatedAt ? avatarUrl(user.avatarUpdatedAt) : null,
    lang: user.lang,
    mfaEnabled: user.mfaEnabled,
    /** The account requires MFA and this user has not enrolled yet: send them to enrol. */
    mfaEnrolmentRequired: policy.mfaRequired && !user.mfaEnabled,
  };
}

type UserInfo = ReturnType<typeof viewerOf>;
