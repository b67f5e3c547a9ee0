import crypto from 'node:crypto';
import type { Actor } from '../../authz/actor';
import type { Database } from '../../db/database';
import { message, parseLang, type Lang } from '../../i18n/messages';
import type { BackgroundTasks } from '../../lib/background';
import { AppError, UnauthenticatedError, ValidationError } from '../../lib/errors';
import { optionalEmail } from '../../lib/validation';
import type { KeyValueStore } from '../../platform/kv';
import type { Mailer } from '../../platform/mail';
import type { LoginKeys } from '../../platform/keys';
import { verifyPassword } from '../../platform/passwords';
import type { AppPubSub } from '../../platform/pubsub';
import type { Auditor } from '../../platform/auditor';
import { lockThreshold, type SignInPolicy } from '../../authz/sign-in-policy';
import { findUserById, recordFailedSignIn, revokeUserSessions, type UserWithAccess } from '../../authz/identity.repo';
import type { RequestMeta } from '../../lib/request-meta';
import { decryptPasswordField } from '../../platform/encrypted-password';
import { consumeToken, findLiveToken, issueOneTimeToken } from '../../platform/one-time-tokens.repo';
import { hashToken, newToken } from '../../platform/tokens';
import type { PasswordOwner, SecurityService } from '../security/security.service';
import * as repo from './password.repo';

const RESET_TTL_SECONDS = 30 * 60;
const HOUR = 3600;
/** Reset mails one address may be sent per hour. */
const RESETS_PER_ADDRESS = 5;
/** Reset requests one client address may make per hour. */
const RESETS_PER_IP = 20;

export interface PasswordServiceDeps {
  db: Database;
  audit: Auditor;
  keys: LoginKeys;
  pubsub: AppPubSub;
  kv: KeyValueStore;
  mailer: Mailer;
  background: BackgroundTasks;
  policyFor: (accountId: string) => Promise<SignInPolicy>;
  /** The account's password rules and history. */
  security: SecurityService;
  /** Origin of the reset link. */
  publicUrl: string;
}

export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface ResetPasswordInput {
  token: string;
  password: string;
  confirmPassword: string;
}

const ownerOf = (user: UserWithAccess): PasswordOwner => ({
  id: user.id,
  accountId: user.accountId,
  username: user.username,
  email: user.email,
  realname: user.realname,
  accountName: user.accountName,
});

/** One's own password: change it signed in, or reset it through a mailed link (spec §2, §5). */
export class PasswordService {
  constructor(private readonly deps: PasswordServiceDeps) {}

  /**
   * Changes the caller's password: the old one must verify (wrong ones count toward the lock),
   * the new one must differ, match its confirmation and meet the account's rules including
   * history. The caller's other sessions end.
   */
  async changePassword(actor: Actor, input: ChangePasswordInput, meta: RequestMeta): Promise<void> {
    const { db, keys } = this.deps;
    const oldPassword = decryptPasswordField(keys, input.oldPassword);
    const newPassword = decryptPasswordField(keys, input.newPassword);
    const confirmPassword = decryptPasswordField(keys, input.confirmPassword);
    if (newPassword !== confirmPassword) throw new ValidationError('passwordsMustMatch');
    const user = await findUserById(db, actor.accountId, actor.user.id);
    if (!user) throw new UnauthenticatedError();
    if (!(await verifyPassword(user.passwordHash, oldPassword))) {
      const policy = await this.deps.policyFor(user.accountId);
      const { locked } = await recordFailedSignIn(db, user.id, lockThreshold(policy));
      if (locked) this.deps.pubsub.publish('principal:changed', { accountId: user.accountId, userId: user.id });
      await this.deps.audit.byActor(actor, meta.ip, 'password.change', { result: 'failure', reason: 'wrong current password' });
      throw new ValidationError('oldPasswordWrong');
    }
    if (newPassword === oldPassword) throw new ValidationError('passwordSameAsOld');
    const owner = ownerOf(user);
    await this.deps.security.storePassword(owner, await this.deps.security.hashNewPassword(owner, newPassword, { enforceHistory: true }));
    await this.endSessions(user, 'admin', actor.sessionId);
    await this.deps.audit.byActor(actor, meta.ip, 'password.change');
  }

  /**
   * Mails a reset link when the address belongs to an enabled user. The answer is the same
   * either way, and the look-up runs after it, so neither content nor timing tells.
   */
  async forgotPassword(email: string, meta: RequestMeta, lang: Lang): Promise<void> {
    const address = optionalEmail(email)?.toLowerCase();
    if (!address) throw new ValidationError('fieldEmpty', { field: 'email' });
    const { kv, background } = this.deps;
    const addressKey = crypto.createHash('sha256').update(address).digest('hex');
    if ((await kv.hit(`forgot:ip:${meta.ip ?? 'unknown'}`, HOUR)) > RESETS_PER_IP) throw new AppError('429', 'rateLimited');
    if ((await kv.hit(`forgot:address:${addressKey}`, HOUR)) > RESETS_PER_ADDRESS) throw new AppError('429', 'rateLimited');
    background.run('password-reset-mail', () => this.mailResetLink(address, meta, lang));
  }

  private async mailResetLink(address: string, meta: RequestMeta, lang: Lang): Promise<void> {
    const { db, mailer, publicUrl } = this.deps;
    const user = await repo.findResettableUserByEmail(db, address);
    if (!user?.email) return;
    const { token, tokenHash } = newToken();
    await issueOneTimeToken(db, 'password_reset', { userId: user.id }, tokenHash, RESET_TTL_SECONDS);
    const mailLang = user.lang ? parseLang(user.lang) : lang;
    const link = `${publicUrl}/reset_pwd?token=${encodeURIComponent(token)}`;
    await mailer.send({
      to: user.email,
      accountId: user.accountId,
      subject: message(mailLang, 'mailResetSubject'),
      text: message(mailLang, 'mailResetBody', { username: user.username, link }),
    });
    await this.deps.audit.record({
      accountId: user.accountId,
      userId: user.id,
      operator: user.username,
      activityType: 'password.forgot',
      result: 'success',
      ip: meta.ip,
    });
  }

  /** Whether a reset link still works (unused, unexpired); throws `token.invalid` otherwise. */
  async validateReset(token: string): Promise<void> {
    await this.liveResetToken(token);
  }

  /**
   * Sets a new password from a reset link: the account's rules apply, history included. The
   * user is unlocked with failures cleared, every session ends and the link is spent.
   */
  async resetPassword(input: ResetPasswordInput, meta: RequestMeta): Promise<void> {
    const { db, keys } = this.deps;
    const password = decryptPasswordField(keys, input.password);
    const confirmPassword = decryptPasswordField(keys, input.confirmPassword);
    const row = await this.liveResetToken(input.token);
    if (password !== confirmPassword) throw new ValidationError('passwordsMustMatch');
    const user = row.userId ? await repo.findUserForReset(db, row.userId) : undefined;
    if (!user) throw new AppError('token.invalid', 'resetTokenInvalid');
    if (await verifyPassword(user.passwordHash, password)) throw new ValidationError('passwordSameAsOld');
    const owner = ownerOf(user);
    const passwordHash = await this.deps.security.hashNewPassword(owner, password, { enforceHistory: true });
    if (!(await consumeToken(db, row.id))) throw new AppError('token.invalid', 'resetTokenInvalid');
    await this.deps.security.storePassword(owner, passwordHash);
    await repo.unlockAfterReset(db, user.accountId, user.id);
    await this.endSessions(user, 'admin', null);
    await this.deps.audit.record({
      accountId: user.accountId,
      userId: user.id,
      operator: user.username,
      activityType: 'password.reset',
      result: 'success',
      ip: meta.ip,
    });
  }

  private async liveResetToken(token: string) {
    const row = token ? await findLiveToken(this.deps.db, 'password_reset', hashToken(token)) : undefined;
    if (!row) throw new AppError('token.invalid', 'resetTokenInvalid');
    return row;
  }

  private async endSessions(user: { id: string; accountId: string }, reason: 'admin', except: string | null): Promise<void> {
    const revoked = await revokeUserSessions(this.deps.db, user.id, reason, except ?? undefined);
    for (const id of revoked) this.deps.pubsub.publish('session:revoked', `${user.accountId}:${id}`, { reason });
    this.deps.pubsub.publish('principal:changed', { accountId: user.accountId, userId: user.id });
  }
}
