import type { Actor } from '../../authz/actor';
import type { Database } from '../../db/database';
import { ValidationError } from '../../lib/errors';
import type { Auditor } from '../../platform/auditor';
import type { AppPubSub } from '../../platform/pubsub';
import type { SignInPolicy } from '../../authz/sign-in-policy';
import { checkPassword, settingsWarnings, type PasswordRules } from '../../platform/password-policy';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { findSecuritySettings, recentPasswordHashes, replacePasswordHash, saveSecuritySettings, type SecuritySettingsValues } from './security.repo';
import { SECURITY_RANGES, wholeIn } from '../../../../common/rules';

/** The settings as an administrator submits them: the password rules and the rest. */
export interface SecuritySettingsInput extends PasswordRules {
  forbidHistory: boolean;
  lockAfterFailures: number;
  lockAfterInactiveDays: number;
  sessionTimeoutHours: number;
  sessionTimeoutMinutes: number;
  prohibitMultiLocation: boolean;
  mfaRequired: boolean;
}

/** Whose password is set: the rules refuse one that contains the user's or account's names. */
export interface PasswordOwner {
  id: string;
  accountId: string;
  username: string;
  email?: string | null;
  realname?: string | null;
  accountName?: string | null;
}

/** Security settings (spec §5, §9): password, lock, session and MFA rules per account. */
export class SecurityService {
  constructor(
    private readonly db: Database,
    private readonly audit: Auditor,
    private readonly pubsub: AppPubSub,
  ) {}

  /** The rules in force for an account; used by sign-in and every password change. */
  rulesFor(accountId: string): Promise<SecuritySettingsValues> {
    return findSecuritySettings(this.db, accountId);
  }

  /**
   * Checks a new password against the account's rules (spec §5) and returns its hash. The
   * history rule is skipped for an administrator resetting another user's password.
   */
  async hashNewPassword(owner: PasswordOwner, password: string, options: { enforceHistory: boolean }): Promise<string> {
    const rules = await this.rulesFor(owner.accountId);
    const violations = checkPassword(password, rules, { related: [owner.username, owner.email, owner.realname, owner.accountName] });
    if (violations.length > 0) throw new ValidationError(violations[0].key, violations[0].params);
    if (options.enforceHistory && rules.historyCount > 0) {
      for (const passwordHash of await recentPasswordHashes(this.db, owner.id, rules.historyCount)) {
        if (await verifyPassword(passwordHash, password)) throw new ValidationError('passwordReused', { count: rules.historyCount });
      }
    }
    return hashPassword(password);
  }

  /** Stores a password hash on the user and in its history. */
  async storePassword(owner: PasswordOwner, passwordHash: string): Promise<void> {
    await this.db.transaction().execute((trx) => replacePasswordHash(trx, owner, passwordHash));
  }

  async signInPolicy(accountId: string): Promise<SignInPolicy> {
    const s = await this.rulesFor(accountId);
    return {
      lockAfterFailures: s.lockAfterFailures,
      prohibitMultiLocation: s.prohibitMultiLocation,
      idleSeconds: s.sessionTimeoutMinutes * 60,
      // A session lives at most a day, or its idle timeout when that is longer.
      absoluteSeconds: Math.max(24 * 3600, s.sessionTimeoutMinutes * 60),
      mfaRequired: s.mfaRequired,
      lockAfterInactiveDays: s.lockAfterInactiveDays,
    };
  }

  async get(actor: Actor, accountId?: string | null) {
    actor.assertCan('system_security');
    const scope = actor.accountScope(accountId);
    const settings = await this.rulesFor(scope);
    return { ...settings, accountId: scope, warnings: settingsWarnings(settings) };
  }

  async update(actor: Actor, input: SecuritySettingsInput, accountId?: string | null, ip: string | null = null) {
    actor.assertCanChange('system_security');
    // The messages name the bounds from the same ranges the console's form checks (common/rules.ts).
    const range = (key: keyof typeof SECURITY_RANGES) => ({ min: SECURITY_RANGES[key][0], max: SECURITY_RANGES[key][1] });
    if (!wholeIn(input.passwordMin, SECURITY_RANGES.passwordMin)) throw new ValidationError('settingPasswordMin', range('passwordMin'));
    if (!wholeIn(input.passwordMax, SECURITY_RANGES.passwordMax)) throw new ValidationError('settingPasswordMax', range('passwordMax'));
    if (input.passwordMax <= input.passwordMin) throw new ValidationError('passwordMaxNotOverMin');
    if (input.forbidHistory && !wholeIn(input.historyCount, SECURITY_RANGES.historyCount)) throw new ValidationError('settingHistoryCount', range('historyCount'));
    for (const field of ['lockAfterFailures', 'lockAfterInactiveDays'] as const) {
      if (!wholeIn(input[field], SECURITY_RANGES[field])) throw new ValidationError('settingRange', { field, ...range(field) });
    }
    const timeout = {
      hoursMin: SECURITY_RANGES.sessionTimeoutHours[0],
      hoursMax: SECURITY_RANGES.sessionTimeoutHours[1],
      minutesMin: SECURITY_RANGES.sessionTimeoutMinutes[0],
      minutesMax: SECURITY_RANGES.sessionTimeoutMinutes[1],
    };
    if (!wholeIn(input.sessionTimeoutHours, SECURITY_RANGES.sessionTimeoutHours) || !wholeIn(input.sessionTimeoutMinutes, SECURITY_RANGES.sessionTimeoutMinutes))
      throw new ValidationError('settingSessionTimeout', timeout);
    const sessionTimeoutMinutes = input.sessionTimeoutHours * 60 + input.sessionTimeoutMinutes;
    // At most the hours' maximum in all (the minutes do not add to 720 hours: the database holds up to 43,200 minutes).
    if (sessionTimeoutMinutes < 1 || sessionTimeoutMinutes > timeout.hoursMax * 60) throw new ValidationError('settingSessionTimeout', timeout);

    const values: SecuritySettingsValues = {
      passwordMin: input.passwordMin,
      passwordMax: input.passwordMax,
      requireDigit: input.requireDigit,
      requireLower: input.requireLower,
      requireUpper: input.requireUpper,
      requireSpecial: input.requireSpecial,
      forbidConsecutive: input.forbidConsecutive,
      historyCount: input.forbidHistory ? input.historyCount : 0,
      forbidAccountRelated: input.forbidAccountRelated,
      lockAfterFailures: input.lockAfterFailures,
      lockAfterInactiveDays: input.lockAfterInactiveDays,
      sessionTimeoutMinutes,
      prohibitMultiLocation: input.prohibitMultiLocation,
      mfaRequired: input.mfaRequired,
    };
    const scope = actor.accountScope(accountId);
    await saveSecuritySettings(this.db, scope, values);
    // Whether MFA is required shows in every user's `viewer`: their cached sessions are read again.
    this.pubsub.publish('principal:changed', { accountId: scope });
    await this.audit.byActor(actor, ip, 'security.update', { accountId: scope });
    return { ...values, accountId: scope, warnings: settingsWarnings(values) };
  }
}
