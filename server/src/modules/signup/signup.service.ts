import crypto from 'node:crypto';
import type { DefaultConnectionArguments } from '@pothos/plugin-relay';
import type { Actor } from '../../authz/actor';
import type { Database } from '../../db/database';
import { message, type Lang, type MessageKey } from '../../i18n/messages';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { byCreation } from '../../lib/paging';
import { ACCOUNT_NAME, isUuid, optionalEmail, optionalText, requireUsername } from '../../lib/validation';
import type { KeyValueStore } from '../../platform/kv';
import type { LoginKeys } from '../../platform/keys';
import type { Mailer } from '../../platform/mail';
import { hashPassword } from '../../platform/passwords';
import type { AccountsService } from '../accounts/accounts.service';
import type { ActivityType, Auditor } from '../../platform/auditor';
import type { RequestMeta } from '../../lib/request-meta';
import { decryptPasswordField } from '../../platform/encrypted-password';
import { consumeToken, findOpenToken, issueOneTimeToken } from '../../platform/one-time-tokens.repo';
import { checkPassword } from '../../platform/password-policy';
import { DEFAULT_PASSWORD_RULES } from '../../../../common/password-rules';
import { readSystemSettings, writeSystemSettings } from '../../platform/system-settings.repo';
import type { UsersService } from '../users/users.service';
import * as repo from './signup.repo';

const CODE_TTL_SECONDS = 15 * 60;
const CODE_TRIES = 5;
const HOUR = 3600;
/** Sign-ups one client address may start per hour (each sends a mail). */
const SIGNUPS_PER_IP = 10;

const SETTING_ENABLED = 'signup.enabled';
const SETTING_APPROVAL = 'signup.requiresApproval';

export interface SignupSettings {
  enabled: boolean;
  requiresApproval: boolean;
}

export interface RegisterInput {
  accountName: string;
  username: string;
  email: string;
  realname?: string | null;
  /** Base64 RSA-OAEP (SHA-256) ciphertexts, like sign-in. */
  password: string;
  confirmPassword: string;
}

export interface SignupServiceDeps {
  db: Database;
  audit: Auditor;
  keys: LoginKeys;
  kv: KeyValueStore;
  mailer: Mailer;
  /** Origin of the sign-in link in approval mails. */
  publicUrl: string;
  /** Language of mails sent after the sign-up form (approval, rejection). */
  defaultLang: Lang;
  /** Where the new account and its first user are created. */
  accounts: AccountsService;
  users: UsersService;
}

/** Which "already in use" message a unique index's violation means. */
const TAKEN_BY_CONSTRAINT: Record<string, MessageKey> = {
  users_username_key: 'usernameTaken',
  users_email_key: 'emailTaken',
  accounts_name_key: 'accountNameInUse',
};

/** The code's stored form: bound to the sign-up, so equal codes of two sign-ups never collide. */
const codeHash = (signupId: string, code: string) => crypto.createHash('sha256').update(`${signupId}:${code}`).digest('hex');

/**
 * Self-service sign-up (spec §2 `/sign-up/{step}`): account info → verify email → accept
 * terms, then a new account whose first user is its customer super admin, at once or after a
 * system super admin approves.
 */
export class SignupService {
  constructor(private readonly deps: SignupServiceDeps) {}

  async settings(): Promise<SignupSettings> {
    const values = await readSystemSettings(this.deps.db, [SETTING_ENABLED, SETTING_APPROVAL]);
    return { enabled: values.get(SETTING_ENABLED) !== false, requiresApproval: values.get(SETTING_APPROVAL) === true };
  }

  async updateSettings(actor: Actor, input: SignupSettings, meta: RequestMeta): Promise<SignupSettings> {
    actor.assertSystemAdmin();
    await writeSystemSettings(this.deps.db, { [SETTING_ENABLED]: input.enabled, [SETTING_APPROVAL]: input.requiresApproval });
    await this.deps.audit.byActor(actor, meta.ip, 'signup.settings', { reason: `enabled=${input.enabled}; approval=${input.requiresApproval}` });
    return this.settings();
  }

  /**
   * Step 1: checks the account info against the rules and what is already in use, keeps the
   * sign-up and mails a 6-digit code (15 minutes, 5 tries).
   */
  async register(input: RegisterInput, meta: RequestMeta, lang: Lang): Promise<{ signupId: string }> {
    const { db, keys, kv } = this.deps;
    if (!(await this.settings()).enabled) throw new AppError('403', 'signupDisabled');
    const accountName = (input.accountName ?? '').trim();
    if (!accountName) throw new ValidationError('fieldEmpty', { field: 'accountName' });
    if (!ACCOUNT_NAME.test(accountName)) throw new ValidationError('accountNameInvalid');
    const username = requireUsername(input.username);
    const email = optionalEmail(input.email);
    if (!email) throw new ValidationError('fieldEmpty', { field: 'email' });
    const realname = optionalText(input.realname, 'realname', 100);
    const password = decryptPasswordField(keys, input.password);
    if (password !== decryptPasswordField(keys, input.confirmPassword)) throw new ValidationError('passwordsMustMatch');
    // A new account starts with the default rules; the sign-up page's hint is written from the same ones.
    const violations = checkPassword(password, DEFAULT_PASSWORD_RULES, { related: [username, email, realname, accountName] });
    if (violations.length) throw new ValidationError(violations[0].key, violations[0].params);

    if ((await kv.hit(`signup:ip:${meta.ip ?? 'unknown'}`, HOUR)) > SIGNUPS_PER_IP) throw new AppError('429', 'rateLimited');
    await this.assertAvailable({ accountName, username, email });

    const signupId = await repo.insertSignup(db, { accountName, username, email, realname, passwordHash: await hashPassword(password) });
    const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
    await issueOneTimeToken(db, 'signup_email', { signupId }, codeHash(signupId, code), CODE_TTL_SECONDS);
    await this.deps.mailer.send({
      to: email,
      accountId: null,
      subject: message(lang, 'mailSignupSubject'),
      text: message(lang, 'mailSignupBody', { code }),
    });
    await this.deps.audit.record({
      accountId: null,
      userId: null,
      operator: username,
      activityType: 'signup.register',
      result: 'success',
      ip: meta.ip,
      target: `account:${accountName}`,
    });
    return { signupId };
  }

  /** Step 2: the mailed code; a right one moves the sign-up on to the terms. */
  async verifyEmail(input: { signupId: string; code: string }): Promise<{ status: string }> {
    const { db, kv } = this.deps;
    const signup = await this.inStatus(input.signupId, 'verify_email');
    const token = await findOpenToken(db, 'signup_email', { signupId: signup.id });
    if (!token) throw new AppError('token.invalid', 'signupCodeWrong');
    if ((await kv.hit(`signup:tries:${signup.id}`, CODE_TTL_SECONDS)) > CODE_TRIES) {
      await consumeToken(db, token.id);
      throw new AppError('token.invalid', 'signupCodeExhausted');
    }
    const given = Buffer.from(codeHash(signup.id, (input.code ?? '').trim()), 'hex');
    if (!crypto.timingSafeEqual(given, Buffer.from(token.tokenHash, 'hex'))) throw new AppError('token.invalid', 'signupCodeWrong');
    if (!(await consumeToken(db, token.id)) || !(await repo.advanceSignup(db, signup.id, 'verify_email', 'accept_terms'))) {
      throw new AppError('token.invalid', 'signupStepInvalid');
    }
    return { status: 'accept_terms' };
  }

  /**
   * Step 3: accepting the terms creates the account, or leaves the sign-up waiting for a
   * system super admin when approval is required.
   */
  async acceptTerms(input: { signupId: string; accepted: boolean }, meta: RequestMeta): Promise<{ status: string; accountId: string | null }> {
    const signup = await this.inStatus(input.signupId, 'accept_terms');
    if (input.accepted !== true) throw new ValidationError('termsNotAccepted');
    if ((await this.settings()).requiresApproval) {
      await this.assertAvailable(signup);
      if (!(await repo.advanceSignup(this.deps.db, signup.id, 'accept_terms', 'pending_approval'))) throw new AppError('token.invalid', 'signupStepInvalid');
      await this.recordFor(signup, meta, 'signup.submit');
      return { status: 'pending_approval', accountId: null };
    }
    const accountId = await this.createAccount(signup, 'accept_terms');
    await this.recordFor({ ...signup, accountId }, meta, 'signup.accountCreated');
    return { status: 'approved', accountId };
  }

  pending(actor: Actor, args: DefaultConnectionArguments) {
    actor.assertSystemAdmin();
    return byCreation({
      args,
      fetch: (page) => repo.listPendingSignups(this.deps.db, page),
      count: () => repo.countPendingSignups(this.deps.db),
    });
  }

  async approve(actor: Actor, id: string, meta: RequestMeta) {
    actor.assertSystemAdmin();
    const signup = await this.awaitingApproval(id);
    await this.createAccount(signup, 'pending_approval');
    await this.deps.audit.byActor(actor, meta.ip, 'signup.approve', { target: `account:${signup.accountName}` });
    await this.mailDecision(signup, true);
    return (await repo.findSignup(this.deps.db, signup.id))!;
  }

  async reject(actor: Actor, id: string, meta: RequestMeta) {
    actor.assertSystemAdmin();
    const signup = await this.awaitingApproval(id);
    if (!(await repo.advanceSignup(this.deps.db, signup.id, 'pending_approval', 'rejected'))) throw new NotFoundError();
    await this.deps.audit.byActor(actor, meta.ip, 'signup.reject', { target: `account:${signup.accountName}` });
    await this.mailDecision(signup, false);
    return (await repo.findSignup(this.deps.db, signup.id))!;
  }

  /** 409 with only "already in use" when the name, username or email is taken. */
  private async assertAvailable(s: { accountName: string; username: string; email: string }): Promise<void> {
    const { db } = this.deps;
    if (await repo.accountNameTaken(db, s.accountName)) throw new ConflictError('accountNameInUse');
    if ((await this.deps.users.identityTaken('username', s.username)) || (await repo.pendingSignupHolds(db, 'username', s.username.toLowerCase()))) {
      throw new ConflictError('usernameTaken');
    }
    if ((await this.deps.users.identityTaken('email', s.email)) || (await repo.pendingSignupHolds(db, 'email', s.email.toLowerCase()))) {
      throw new ConflictError('emailTaken');
    }
  }

  /**
   * The account, its built-in roles and its first user (customer super admin), in one
   * transaction with the sign-up's move to `approved`. No subscriptions: a system super admin
   * grants them later.
   */
  private async createAccount(signup: repo.SignupRow, from: 'accept_terms' | 'pending_approval'): Promise<string> {
    if (from === 'accept_terms') await this.assertAvailable(signup);
    try {
      return await this.deps.db.transaction().execute(async (trx) => {
        const keyIdentifier = `${signup.accountName.toLowerCase().slice(0, 50)}-${crypto.randomBytes(4).toString('hex')}`;
        const { accountId, roleIds } = await this.deps.accounts.createWithRoles({ name: signup.accountName, keyIdentifier, entitlements: [] }, this.deps.defaultLang, trx);
        await this.deps.users.insertWithPassword(
          {
            accountId,
            roleId: roleIds.CUSTOMER_SUPER_ADMIN,
            username: signup.username,
            email: signup.email,
            realname: signup.realname,
            passwordHash: signup.passwordHash,
          },
          trx,
        );
        if (!(await repo.advanceSignup(trx, signup.id, from, 'approved', accountId))) throw new AppError('token.invalid', 'signupStepInvalid');
        return accountId;
      });
    } catch (err) {
      // Someone took the name, username or email between the check and the insert.
      const { code, constraint } = err as { code?: string; constraint?: string };
      if (code === '23505') throw new ConflictError(TAKEN_BY_CONSTRAINT[constraint ?? ''] ?? 'accountNameInUse');
      throw err;
    }
  }

  private async inStatus(signupId: string, status: 'verify_email' | 'accept_terms'): Promise<repo.SignupRow> {
    const signup = isUuid(signupId) ? await repo.findSignup(this.deps.db, signupId) : undefined;
    if (!signup || signup.status !== status) throw new AppError('token.invalid', 'signupStepInvalid');
    return signup;
  }

  private async awaitingApproval(id: string): Promise<repo.SignupRow> {
    const signup = isUuid(id) ? await repo.findSignup(this.deps.db, id) : undefined;
    if (!signup || signup.status !== 'pending_approval') throw new NotFoundError();
    return signup;
  }

  private recordFor(signup: repo.SignupRow, meta: RequestMeta, activityType: ActivityType): Promise<void> {
    return this.deps.audit.record({
      accountId: signup.accountId,
      userId: null,
      operator: signup.username,
      activityType,
      result: 'success',
      ip: meta.ip,
      target: `account:${signup.accountName}`,
    });
  }

  private async mailDecision(signup: repo.SignupRow, approved: boolean): Promise<void> {
    const lang = this.deps.defaultLang;
    const params = { account: signup.accountName, username: signup.username, link: `${this.deps.publicUrl}/sign-in` };
    await this.deps.mailer.send({
      to: signup.email,
      accountId: null,
      subject: message(lang, approved ? 'mailSignupApprovedSubject' : 'mailSignupRejectedSubject'),
      text: message(lang, approved ? 'mailSignupApprovedBody' : 'mailSignupRejectedBody', params),
    });
  }
}
