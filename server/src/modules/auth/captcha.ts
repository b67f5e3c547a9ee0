import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import type { KeyValueStore } from '../../platform/kv';

// svg-captcha picks its text with Math.random, which a solver could learn to predict; its
// default export draws a text we choose, so the text comes from crypto instead.
const drawCaptcha = createRequire(import.meta.url)('svg-captcha') as (text: string, options: Record<string, unknown>) => string;

/** Letters and digits that cannot be mistaken for one another. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 4;
const TTL_SECONDS = 5 * 60;

export interface Captcha {
  captchaId: string;
  /** The image, an SVG document. */
  svg: string;
}

const answerHash = (answer: string) => crypto.createHash('sha256').update(answer.trim().toUpperCase()).digest('hex');

/** Verification codes for sign-in: stored hashed for five minutes, each usable once. */
export class CaptchaService {
  constructor(private readonly kv: KeyValueStore) {}

  /** A new captcha; `text` is the answer, for the caller to show as an image only. */
  async issue(): Promise<Captcha & { text: string }> {
    const text = Array.from({ length: LENGTH }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]).join('');
    const captchaId = crypto.randomBytes(16).toString('base64url');
    await this.kv.set(`captcha:${captchaId}`, answerHash(text), TTL_SECONDS);
    return { captchaId, svg: drawCaptcha(text, { noise: 3, width: 120, height: 40, fontSize: 44 }), text };
  }

  /** Whether the answer is right (case-insensitive); the captcha is spent either way. */
  async verify(captchaId: string, answer: string): Promise<boolean> {
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(captchaId)) return false;
    const stored = await this.kv.take(`captcha:${captchaId}`);
    if (!stored) return false;
    return crypto.timingSafeEqual(Buffer.from(stored, 'hex'), Buffer.from(answerHash(answer), 'hex'));
  }
}
