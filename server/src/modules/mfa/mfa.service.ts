import QRCode from 'qrcode';
import type { Actor } from '../../authz/actor';
import type { Database } from '../../db/database';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import type { LoginKeys } from '../../platform/keys';
import { verifyPassword } from '../../platform/passwords';
import type { Auditor } from '../../platform/auditor';
import { lockThreshold, type SignInPolicy } from '../../authz/sign-in-policy';
import { recordFailedSignIn } from '../../authz/identity.repo';
import type { RequestMeta } from '../../lib/request-meta';
import { decryptPasswordField } from '../../platform/encrypted-password';
import * as repo from './mfa.repo';
import { hashRecoveryCode, isRecoveryCode, matchTotp, newRecoveryCodes, newTotpSecret, totpUri } from './totp';
import type { SecretBox } from '../../platform/secret-box';
import type { AppPubSub } from '../../platform/pubsub';

/** The user fields a second-factor check reads. */
export interface SecondFactorOwner {
  id: string;
  accountId: string;
  mfaSecret: string | null;
  mfaLastStep: number | null;
}

export interface MfaEnrolment {
  /** Base32 secret, for typing into an app that cannot scan. */
  secret: string;
  otpauthUri: string;
  /** The URI as a QR code: a `data:image/png;base64,…` URL. */
  qrCode: string;
}

/** TOTP second factor (spec §4 "MFA on or off"): enrolment, recovery codes, turning it off. */
export class MfaService {
  constructor(
    private readonly db: Database,
    private readonly audit: Auditor,
    private readonly keys: LoginKeys,
    private readonly policyFor: (accountId: string) => Promise<SignInPolicy>,
    private readonly box: SecretBox,
    private readonly pubsub: AppPubSub,
  ) {}

  /**
   * TOTP secrets are stored sealed (a database dump alone cannot mint codes). A base32 secret
   * never contains '.', so a value stored in clear before sealing still reads.
   */
  private secretOf(stored: string): string {
    return stored.includes('.') ? this.box.open(stored) : stored;
  }

  /** Draws a new secret, kept pending until a code from it confirms the enrolment. */
  async startEnrolment(actor: Actor): Promise<MfaEnrolment> {
    const state = await this.state(actor);
    if (state.mfaEnabled) throw new ConflictError('mfaAlreadyEnabled');
    const secret = newTotpSecret();
    await repo.savePendingSecret(this.db, actor.accountId, actor.user.id, this.box.seal(secret));
    const otpauthUri = totpUri(secret, state.username);
    return { secret, otpauthUri, qrCode: await QRCode.toDataURL(otpauthUri, { errorCorrectionLevel: 'M', margin: 1, width: 240 }) };
  }

  /** Turns MFA on with a code from the pending secret; returns the recovery codes, shown this once. */
  async confirmEnrolment(actor: Actor, code: string, meta: RequestMeta): Promise<{ recoveryCodes: string[] }> {
    const state = await this.state(actor);
    if (state.mfaEnabled) throw new ConflictError('mfaAlreadyEnabled');
    if (!state.mfaPendingSecret) throw new ValidationError('mfaNotStarted');
    const step = await matchTotp(this.secretOf(state.mfaPendingSecret), code);
    if (step === null) throw new AppError('mfa.invalid', 'mfaCodeInvalid');
    const recoveryCodes = newRecoveryCodes();
    const enabled = await repo.enableMfa(this.db, actor.accountId, actor.user.id, {
      secret: state.mfaPendingSecret,
      step,
      recoveryHashes: recoveryCodes.map(hashRecoveryCode),
    });
    if (!enabled) throw new ValidationError('mfaNotStarted');
    // `viewer` shows whether MFA is on: the user's cached sessions are read again.
    this.pubsub.publish('principal:changed', { accountId: actor.accountId, userId: actor.user.id });
    await this.audit.byActor(actor, meta.ip, 'mfa.enable', { target: `user:${actor.user.username}` });
    return { recoveryCodes };
  }

  /**
   * Turns MFA off after proving presence with a current code (or a recovery code) or the
   * password. Wrong proofs count toward the lock like wrong passwords.
   */
  async disable(actor: Actor, proof: { code?: string | null; password?: string | null }, meta: RequestMeta): Promise<void> {
    const state = await this.state(actor);
    if (!state.mfaEnabled) throw new ValidationError('mfaNotEnabled');
    if (proof.code) {
      if (!(await this.verifySecondFactor(state, proof.code))) {
        await this.countFailure(state);
        throw new AppError('mfa.invalid', 'mfaCodeInvalid');
      }
    } else if (proof.password) {
      const password = decryptPasswordField(this.keys, proof.password);
      if (!(await verifyPassword(state.passwordHash, password))) {
        await this.countFailure(state);
        throw new ValidationError('passwordWrong');
      }
    } else {
      throw new ValidationError('fieldEmpty', { field: 'code' });
    }
    await repo.disableMfa(this.db, actor.accountId, actor.user.id);
    this.pubsub.publish('principal:changed', { accountId: actor.accountId, userId: actor.user.id });
    await this.audit.byActor(actor, meta.ip, 'mfa.disable', { target: `user:${actor.user.username}` });
  }

  /**
   * Checks a second factor: a TOTP code (±1 step, each step once) or an unused recovery code,
   * which is spent. Counting failures is the caller's business.
   */
  async verifySecondFactor(user: SecondFactorOwner, code: string): Promise<boolean> {
    if (!user.mfaSecret) return false;
    if (isRecoveryCode(code)) return repo.useRecoveryCode(this.db, user.accountId, user.id, hashRecoveryCode(code));
    const step = await matchTotp(this.secretOf(user.mfaSecret), code, user.mfaLastStep);
    return step !== null && (await repo.claimTotpStep(this.db, user.accountId, user.id, step));
  }

  /** Counts a wrong second factor toward the lock; true when the user is now locked. */
  async countFailure(user: { id: string; accountId: string }): Promise<boolean> {
    const policy = await this.policyFor(user.accountId);
    const { locked } = await recordFailedSignIn(this.db, user.id, lockThreshold(policy));
    // A locked user's open subscriptions end at once, on every instance.
    if (locked) this.pubsub.publish('principal:changed', { accountId: user.accountId, userId: user.id });
    return locked;
  }

  private async state(actor: Actor) {
    const state = await repo.findMfaState(this.db, actor.accountId, actor.user.id);
    if (!state) throw new NotFoundError();
    return state;
  }
}
