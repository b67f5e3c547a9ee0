/**
 * Rampart monitoring SDK for web and H5 apps. Detects automation (navigator.webdriver),
 * headless browsers, open developer tools, debugger pauses and tampered scripts, queues the
 * events and uploads them in batches signed as sdk/PROTOCOL.md describes. It pulls the signed
 * configuration (`GET /api/sdk/v1/config`), checks its signature, and applies the policy: a
 * blocked device or a detected threat whose action is WARN, BLOCK or EXIT calls `onAction` and,
 * unless that answers false, shows a banner (WARN) or a blocking overlay (BLOCK, EXIT; EXIT
 * also stops the monitor).
 *
 * A secret inside a web page can be extracted by anyone who opens it: prefer `signer`, which
 * asks your own server (or a per-session token service) to sign, over `secret`.
 */

import { uploadOutcome } from './upload-outcome';

export type WebEventKind = 'automation' | 'headless_browser' | 'devtools_open' | 'debugger' | 'script_tampering' | 'heartbeat';

export interface RampartOptions {
  /** Origin of the Rampart console, e.g. `https://rampart.example.com`. */
  endpoint: string;
  /** The app's SDK key (`rk_…`). */
  sdkKey: string;
  /**
   * Signs a base string and resolves to the lower-case hex HMAC-SHA256. Use it to keep the
   * secret on your server: send `base` there, sign it with the secret, return the hex.
   */
  signer?: (base: string) => Promise<string>;
  /** The app secret, for trusted environments only (kiosks, tests); see the note above. */
  secret?: string;
  /** A stable device id; generated and kept in localStorage when absent. */
  udid?: string;
  /** The signed-in user's id in your app. */
  userUdid?: string;
  appVersion?: string;
  /** Scripts whose content must keep a known SHA-256 (hex). */
  integrity?: Array<{ url: string; sha256: string }>;
  /** How often queued events are uploaded, in ms (default 10 000). */
  flushIntervalMs?: number;
  /** How often the environment is checked, in ms (default 1 000). */
  checkIntervalMs?: number;
  /** How often the configuration is pulled again, in ms (default one hour). */
  configIntervalMs?: number;
  /** The language of the texts shown: `en` or `zh-TW` (default: from navigator.language). */
  lang?: 'en' | 'zh-TW';
  /**
   * Checks the configuration's `X-Rampart-Signature` (lower-case hex HMAC-SHA256 of the body
   * with the app secret). By default the SDK signs the body itself through `signer` or
   * `secret` and compares; give this to verify elsewhere.
   */
  verify?: (body: string, signature: string) => Promise<boolean>;
  /** Told of every action the policy asks for; answer false to show nothing yourself. */
  onAction?: (action: RampartAction) => boolean | void;
}

export type ActionType = 'report' | 'warn' | 'block' | 'exit';

/** An action of the pushed policy: on the device (`kind` null) or for a detected threat. */
export interface RampartAction {
  action: ActionType;
  kind: string | null;
  message: string;
}

interface PolicyMessage {
  en: string;
  'zh-TW': string;
}

/** The parts of the configuration the SDK applies (sdk/PROTOCOL.md "The policy"). */
export interface RampartConfig {
  policy?: { collect?: Record<string, boolean>; actions: Array<{ kind: string; action: ActionType; message: PolicyMessage | null }> };
  device?: { blocked: boolean; action: ActionType; message: PolicyMessage | null } | null;
}

export interface UploadAnswer {
  status: number;
  code: string;
  accepted: number;
}

interface QueuedEvent {
  id: string;
  kind: WebEventKind;
  ts: number;
  details: Record<string, unknown>;
}

const SDK_VERSION = '1.1.0';
const EVENTS_PATH = '/api/sdk/v1/events';
const CONFIG_PATH = '/api/sdk/v1/config';
/** Shown when the policy gives no text of its own. */
const FALLBACK: PolicyMessage = { en: 'This app cannot continue on this device for security reasons.', 'zh-TW': '基於安全考量，此應用程式無法在此裝置上繼續執行。' };
const MAX_BATCH = 500;
/** Events kept while uploads fail; the oldest go first past it. */
const MAX_QUEUED = 2_000;
/** Longest wait between failed uploads (sdk/PROTOCOL.md: back off up to 5 minutes). */
const MAX_BACKOFF_MS = 300_000;
/** NUL and unpaired surrogates, which the server rejects an event for: dropped from the SDK's own strings. */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** A timer that fires this much later than asked means the page was paused (a breakpoint). */
const PAUSE_MS = 2_000;
/** Window chrome wider than this means a docked developer-tools panel. */
const DEVTOOLS_GAP = 160;

const encoder = new TextEncoder();
const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');

async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

function randomId(): string {
  return hex(crypto.getRandomValues(new Uint8Array(16)).buffer);
}

/** Signs with the secret through WebCrypto. */
function secretSigner(secret: string): (base: string) => Promise<string> {
  const key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return async (base) => hex(await crypto.subtle.sign('HMAC', await key, encoder.encode(base)));
}

function storedUdid(): string {
  try {
    const existing = localStorage.getItem('rampart.udid');
    if (existing) return existing;
    const udid = randomId();
    localStorage.setItem('rampart.udid', udid);
    return udid;
  } catch {
    return randomId();
  }
}

/** One monitor per page: start it once, stop it when the app unloads. */
export class RampartMonitor {
  private readonly queue: QueuedEvent[] = [];
  private readonly reported = new Set<string>();
  private readonly sign: (base: string) => Promise<string>;
  private readonly udid: string;
  private timers: number[] = [];
  private lastTick = 0;
  /** Events per upload; halved when the server answers that a batch is too large. */
  private batchSize = MAX_BATCH;
  /** Uploads failed in a row, and when the next may start (exponential back-off). */
  private failures = 0;
  private notBefore = 0;
  /** The configuration last verified, and its ETag. */
  config: RampartConfig | null = null;
  private etag = '';
  /** Actions already applied (one each per page load). */
  private readonly applied = new Set<string>();
  /** Set by EXIT: nothing more is sent. */
  private exited = false;

  constructor(private readonly options: RampartOptions) {
    if (!options.signer && !options.secret) throw new Error('Rampart: give a signer (recommended) or a secret');
    this.sign = options.signer ?? secretSigner(options.secret!);
    this.udid = options.udid ?? storedUdid();
  }

  start(): this {
    void this.refreshConfig();
    this.timers.push(window.setInterval(() => void this.refreshConfig(), this.options.configIntervalMs ?? 3_600_000));
    this.check();
    void this.checkIntegrity();
    this.lastTick = Date.now();
    this.timers.push(
      window.setInterval(() => this.tick(), this.options.checkIntervalMs ?? 1_000),
      window.setInterval(() => void this.flush(), this.options.flushIntervalMs ?? 10_000),
    );
    return this;
  }

  stop(): void {
    for (const timer of this.timers) window.clearInterval(timer);
    this.timers = [];
  }

  /**
   * Pulls the configuration (with the ETag of the last one: 304 keeps it), checks its signature
   * and applies it. Answers the configuration in force, or null while none was verified.
   */
  async refreshConfig(): Promise<RampartConfig | null> {
    if (this.exited) return this.config;
    const path = `${CONFIG_PATH}?udid=${encodeURIComponent(this.udid)}`;
    try {
      const res = await fetch(this.options.endpoint.replace(/\/+$/, '') + path, {
        headers: { ...(await this.signedHeaders('GET', path, '')), ...(this.etag ? { 'if-none-match': this.etag } : {}) },
        cache: 'no-store',
      });
      if (res.status === 200) {
        const body = await res.text();
        const signature = res.headers.get('x-rampart-signature') ?? '';
        const verify = this.options.verify ?? (async (b: string, sig: string) => (await this.sign(b)) === sig.toLowerCase());
        // An answer that is not signed with the app's secret is ignored.
        if (signature && (await verify(body, signature))) {
          this.config = (JSON.parse(body) as { data: RampartConfig }).data;
          this.etag = res.headers.get('etag') ?? '';
        }
      }
    } catch {
      // Offline: the last configuration stays in force.
    }
    const device = this.config?.device;
    if (device && device.action !== 'report') this.act({ action: device.action, kind: null, message: this.text(device.message) });
    // Threats found before the configuration arrived get their actions now.
    for (const kind of this.reported) this.enforce(kind);
    return this.config;
  }

  /** The action the policy gives a kind, applied. */
  private enforce(kind: string): void {
    const rule = this.config?.policy?.actions.find((a) => a.kind === kind);
    if (rule && rule.action !== 'report') this.act({ action: rule.action, kind, message: this.text(rule.message) });
  }

  private text(message: PolicyMessage | null): string {
    const lang = this.options.lang ?? (/^zh/i.test(navigator.language) ? 'zh-TW' : 'en');
    return (message ?? FALLBACK)[lang];
  }

  /** Calls onAction, then shows the banner or overlay (once per action and kind). */
  private act(action: RampartAction): void {
    const key = `${action.action}:${action.kind}`;
    if (this.applied.has(key)) return;
    this.applied.add(key);
    if (action.action === 'exit') {
      this.exited = true;
      this.stop();
    }
    if (this.options.onAction?.(action) === false) return;
    const warn = action.action === 'warn';
    const box = document.createElement('div');
    box.setAttribute(warn ? 'data-rampart-banner' : 'data-rampart-overlay', action.action);
    box.setAttribute('role', warn ? 'status' : 'alertdialog');
    box.style.cssText = warn
      ? 'position:fixed;top:0;left:0;right:0;z-index:2147483647;padding:12px 16px;background:#fff4e5;color:#663c00;font:15px sans-serif;display:flex;gap:12px'
      : 'position:fixed;inset:0;z-index:2147483647;background:rgba(17,24,39,.96);color:#fff;font:18px sans-serif;display:flex;align-items:center;justify-content:center;padding:24px;text-align:center';
    const text = document.createElement('span');
    text.textContent = action.message;
    box.append(text);
    if (warn) {
      const close = document.createElement('button');
      close.textContent = '×';
      close.setAttribute('aria-label', 'close');
      close.onclick = () => box.remove();
      box.append(close);
    }
    document.body.append(box);
  }

  /** Queues an event of the app's own (for example a heartbeat). */
  report(kind: WebEventKind, details: Record<string, unknown> = {}): void {
    this.enforce(kind);
    this.queue.push({ id: `${this.udid.slice(0, 8)}-${Date.now().toString(36)}-${randomId().slice(0, 12)}`, kind, ts: Date.now(), details });
    if (this.queue.length > MAX_QUEUED) this.queue.splice(0, this.queue.length - MAX_QUEUED);
  }

  /**
   * Uploads queued events now. Events the server settled (stored, stored before, or rejected
   * for good) leave the queue; the others stay for a later attempt, after a back-off when the
   * upload failed.
   */
  async flush(): Promise<UploadAnswer | null> {
    if (this.exited || this.queue.length === 0 || Date.now() < this.notBefore) return null;
    const events = this.queue.slice(0, this.batchSize);
    // Facts the policy switched off (data acquisition) are not sent.
    const off = (fact: string) => this.config?.policy?.collect?.[fact] === false;
    const body = JSON.stringify(
      {
        device: {
          udid: this.udid,
          userUdid: this.options.userUdid ?? null,
          brand: off('model') ? null : navigator.vendor || null,
          model: off('model') ? null : navigator.platform || null,
          osVersion: off('osVersion') ? null : navigator.userAgent.slice(0, 50),
          sdkVersion: SDK_VERSION,
          appVersion: this.options.appVersion ?? null,
          environment: this.environment(),
        },
        events,
      },
      (_key, value: unknown) => (typeof value === 'string' ? value.replace(UNSTORABLE, '') : value),
    );
    try {
      const res = await fetch(`${this.options.endpoint.replace(/\/+$/, '')}${EVENTS_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(await this.signedHeaders('POST', EVENTS_PATH, body)) },
        body,
        keepalive: body.length < 60_000,
      });
      const answer = (await res.json().catch(() => null)) as { code?: string; data?: { accepted?: number } | null } | null;
      const outcome = uploadOutcome(
        res.status,
        answer,
        events.map((e) => e.id),
      );
      if (outcome.settled.size > 0) this.queue.splice(0, this.queue.length, ...this.queue.filter((e) => !outcome.settled.has(e.id)));
      if (outcome.split) this.batchSize = Math.max(1, Math.floor(events.length / 2));
      if (outcome.retry) this.backOff();
      else this.failures = 0;
      return { status: res.status, code: answer?.code ?? String(res.status), accepted: answer?.data?.accepted ?? 0 };
    } catch {
      this.backOff();
      return null;
    }
  }

  /** The key, timestamp, nonce and signature headers of a request (sdk/PROTOCOL.md). */
  private async signedHeaders(method: string, path: string, body: string): Promise<Record<string, string>> {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const nonce = randomId();
    const base = ['RAMPART-HMAC-SHA256', method, path, timestamp, nonce, await sha256Hex(body)].join('\n');
    return { 'x-rampart-key': this.options.sdkKey, 'x-rampart-timestamp': timestamp, 'x-rampart-nonce': nonce, 'x-rampart-signature': await this.sign(base) };
  }

  /** Waits 1 s, 2 s, 4 s … up to 5 minutes after each failure in a row, with jitter. */
  private backOff(): void {
    const wait = Math.min(MAX_BACKOFF_MS, 1_000 * 2 ** this.failures++);
    this.notBefore = Date.now() + wait / 2 + Math.random() * (wait / 2);
  }

  /** Facts about the browser sent with every batch. */
  private environment(): string[] {
    const facts: string[] = [];
    if (navigator.webdriver) facts.push('webdriver');
    if (/Headless/i.test(navigator.userAgent)) facts.push('headless_user_agent');
    if (navigator.languages?.length === 0) facts.push('no_languages');
    return facts;
  }

  /** Each kind is reported once per page load, so a steady condition does not flood the queue. */
  private once(kind: WebEventKind, details: Record<string, unknown>): void {
    if (this.reported.has(kind)) return;
    this.reported.add(kind);
    this.report(kind, details);
  }

  private check(): void {
    if (navigator.webdriver) this.once('automation', { webdriver: true });
    const ua = navigator.userAgent;
    if (/HeadlessChrome|PhantomJS/i.test(ua) || (navigator.plugins?.length === 0 && !/Mobile|Android/i.test(ua) && navigator.languages?.length === 0)) {
      this.once('headless_browser', { userAgent: ua });
    }
    const widthGap = window.outerWidth - window.innerWidth;
    const heightGap = window.outerHeight - window.innerHeight;
    if (window.outerWidth > 0 && (widthGap > DEVTOOLS_GAP || heightGap > DEVTOOLS_GAP)) this.once('devtools_open', { widthGap, heightGap });
  }

  private tick(): void {
    const now = Date.now();
    const late = now - this.lastTick - (this.options.checkIntervalMs ?? 1_000);
    this.lastTick = now;
    // Hidden tabs are throttled by the browser; only a visible page's stall counts as a pause.
    if (late > PAUSE_MS && document.visibilityState === 'visible') this.report('debugger', { pausedMs: late });
    this.check();
  }

  private async checkIntegrity(): Promise<void> {
    for (const script of this.options.integrity ?? []) {
      try {
        const text = await (await fetch(script.url, { cache: 'no-store' })).text();
        const actual = await sha256Hex(text);
        if (actual !== script.sha256.toLowerCase()) this.report('script_tampering', { url: script.url, expected: script.sha256, actual });
      } catch {
        this.report('script_tampering', { url: script.url, error: 'unreadable' });
      }
    }
  }
}

/** Creates and starts a monitor. */
export function init(options: RampartOptions): RampartMonitor {
  return new RampartMonitor(options).start();
}
