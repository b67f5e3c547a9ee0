import crypto from 'node:crypto';
import { AppError } from '../../lib/errors';
import type { KeyValueStore } from '../../platform/kv';
import type { CaptchaService } from './captcha';

/** Failed sign-ins from one address within the window after which a captcha is required. */
const CAPTCHA_AFTER_FAILURES = 3;
const FAILURE_WINDOW_SECONDS = 15 * 60;
const HOUR = 3600;

export interface CaptchaAnswer {
  captchaId?: string | null;
  captcha?: string | null;
}

const ipKey = (ip: string | null) => `signin:fail:${ip ?? 'unknown'}`;

/**
 * How long failures against a name nobody has are remembered. A real user's count and lock
 * last until a sign-in or an administrator clears them; nobody can clear an unknown name, so
 * its count (and the lock it reaches) lasts this long instead.
 */
const UNKNOWN_NAME_MEMORY_SECONDS = 30 * 24 * HOUR;
const unknownNameKey = (name: string) => `signin:unknown:${crypto.createHash('sha256').update(name.toLowerCase()).digest('hex')}`;

/**
 * Brute-force defences around sign-in that do not depend on who signs in: a captcha after
 * repeated failures from one address, and a cap on attempts per user (or unknown name) per hour.
 */
export class LoginGuard {
  constructor(
    private readonly kv: KeyValueStore,
    private readonly captcha: CaptchaService,
    private readonly attemptsPerHour: number,
  ) {}

  async captchaRequired(ip: string | null): Promise<boolean> {
    return (await this.kv.count(ipKey(ip))) >= CAPTCHA_AFTER_FAILURES;
  }

  /** Refuses the attempt, before any password is checked, when a captcha is due and not solved. */
  async checkCaptcha(ip: string | null, answer: CaptchaAnswer): Promise<void> {
    if (!(await this.captchaRequired(ip))) return;
    if (!answer.captchaId || !answer.captcha) throw new AppError('captcha.invalid', 'captchaRequired', { data: { captchaRequired: true } });
    if (!(await this.captcha.verify(answer.captchaId, answer.captcha))) {
      throw new AppError('captcha.invalid', 'captchaWrong', { data: { captchaRequired: true } });
    }
  }

  /** Counts an attempt against a user id or, for unknown names, the name; 429 over the cap. */
  async countAttempt(subject: string): Promise<void> {
    const key = `signin:hour:${crypto.createHash('sha256').update(subject).digest('hex')}`;
    if ((await this.kv.hit(key, HOUR)) > this.attemptsPerHour) throw new AppError('429', 'rateLimited');
  }

  /**
   * Counts a failed sign-in for a name that matches no user, as a wrong password counts for a
   * user; true when the count reaches `lockAfter`, from when on the name answers "locked" like
   * a locked user would, so the lock does not tell which names exist.
   */
  async recordUnknownNameFailure(name: string, lockAfter: number): Promise<boolean> {
    return (await this.kv.hit(unknownNameKey(name), UNKNOWN_NAME_MEMORY_SECONDS)) >= lockAfter;
  }

  /** Counts a failed sign-in from an address; true when the next attempt needs a captcha. */
  async recordFailure(ip: string | null): Promise<boolean> {
    return (await this.kv.hit(ipKey(ip), FAILURE_WINDOW_SECONDS)) >= CAPTCHA_AFTER_FAILURES;
  }
}
