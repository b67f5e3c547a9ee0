import path from 'node:path';
import { z } from 'zod';

/** `scheme://host[:port]` and nothing else (no path, no trailing slash, not `null`). */
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
}

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('0.0.0.0'),
  RAMPART_DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** Where embedded PGlite keeps data when DATABASE_URL is absent: `disk` (the data dir) or `memory`. */
  RAMPART_EMBEDDED_DB: z.enum(['disk', 'memory']).default('disk'),
  REDIS_URL: z.string().url().optional(),
  /** Prefix of every Redis key the console writes (rate limits, captchas), so consoles can share a Redis. */
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('rampart:'),
  /** `smtp://user:pass@host:port` or `smtps://…`; absent → mails go to the outbox system admins read. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Rampart <no-reply@localhost>'),
  /** Origin of links in mails (password reset); defaults to http://localhost:PORT. */
  RAMPART_PUBLIC_URL: z.string().url().optional(),
  /** Sign-in attempts allowed per hour for one user (or unknown name) before `429`. */
  RAMPART_SIGNIN_ATTEMPTS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(50),
  /** Password checks (argon2) run at once; further sign-ins wait their turn. Defaults to the number of cores. */
  RAMPART_SIGNIN_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
  /**
   * Sign-ins that may wait for a password check; past that they are answered `503` with
   * `Retry-After` at once. Defaults to 8 per concurrent check.
   */
  RAMPART_SIGNIN_QUEUE: z.coerce.number().int().min(0).max(100_000).optional(),
  /**
   * The longest a sign-in may expect to wait for its password check, at the pace of the recent
   * checks; a sign-in that would wait longer is answered `503` with `Retry-After` at once. This
   * keeps a served sign-in's answer near a second however slow or loaded the machine is.
   */
  RAMPART_SIGNIN_MAX_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /**
   * How long an instance reuses a session it read (the signed-in user, its role and account) before
   * reading it again; sign-out, locks, role, permission and password changes drop it at once on
   * every instance (pub/sub). 0 reads the session on every request.
   */
  RAMPART_SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  /** Events one SDK key may send per second (all instances together when REDIS_URL is set) before `429`. */
  RAMPART_SDK_EVENTS_PER_SECOND: z.coerce.number().int().min(1).max(10_000_000).default(20_000),
  /** Monitoring events older than this many whole months are dropped; 0 keeps them all. */
  RAMPART_MONITOR_KEEP_MONTHS: z.coerce.number().int().min(0).max(1200).default(0),
  RAMPART_ADMIN_PASSWORD: z.string().min(1).optional(),
  RAMPART_ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  /** The job queue this instance fills and works: separate worker pools (or test servers sharing a database) use different names. */
  RAMPART_JOB_QUEUE: z
    .string()
    .regex(/^[\w.-]{1,64}$/)
    .default('default'),
  /** How long a worker's claim on a job lasts without renewal (renewed every third of it): a dead worker's job is taken over after it. */
  RAMPART_JOB_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** How often each worker instance's scheduler looks for due monitoring report jobs. */
  RAMPART_REPORT_TICK_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  /** How often each worker instance checks whether the automatic disk clean is due. */
  RAMPART_DISK_TICK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  RAMPART_DEFAULT_LANG: z.enum(['en', 'zh-TW']).default('en'),
  RAMPART_WEB_DIR: z.string().optional(),
  /**
   * Behind a reverse proxy that overwrites `X-Forwarded-*`: the client address is then the first
   * `X-Forwarded-For` entry (activity log, rate limits, IP whitelists) and the host the first
   * `X-Forwarded-Host` (host whitelist). Never set it without such a proxy: clients could name any address.
   */
  RAMPART_TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * Whether webhooks and syslog may reach loopback, private, link-local (cloud metadata) and
   * other non-public addresses: off, so an account cannot make the server probe its own network.
   */
  RAMPART_WEBHOOK_PRIVATE_TARGETS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * Browser origins (exact, comma-separated, e.g. `https://app.example.com`) allowed to call
   * /graphql cross-origin; empty → same-origin only.
   */
  RAMPART_CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value, ctx) => {
      const origins = value
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean);
      for (const origin of origins) {
        if (!isOrigin(origin)) ctx.addIssue({ code: 'custom', message: `not an origin (scheme://host[:port]): ${origin}` });
      }
      return [...new Set(origins)];
    }),
  /**
   * The licence vendor's Ed25519 public key: PEM (SPKI, `\n` escapes allowed) or base64 of the
   * raw 32-byte key. Absent, no licence can be verified (and none can be installed).
   */
  RAMPART_LICENCE_PUBLIC_KEY: z.string().min(1).max(2000).optional(),
  /**
   * The sign-in RSA private key (PKCS#8 PEM, `\n` escapes allowed) and the 256-bit secret-box
   * key (base64) every instance must share. Absent, each is generated on first start into
   * `<data dir>/keys` — enough for one machine, or for instances sharing the data directory.
   */
  RAMPART_LOGIN_PRIVATE_KEY: z.string().min(100).max(20_000).optional(),
  RAMPART_SECRET_BOX_KEY: z
    .string()
    .refine((value) => /^[A-Za-z0-9+/]{43}=$/.test(value), 'base64 of 32 bytes')
    .optional(),
  /**
   * Turns on `GET /metrics` (Prometheus text format) for callers presenting it as
   * `Authorization: Bearer <token>`; absent, the route does not exist.
   */
  RAMPART_METRICS_TOKEN: z
    .string()
    .min(16)
    .max(500)
    .regex(/^[\x21-\x7e]+$/, 'printable ASCII without spaces')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** File storage in an S3-compatible bucket (all five or none; none keeps files under the data dir). */
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/)
    .optional(),
  S3_REGION: z.string().min(1).max(64).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).max(256).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).max(256).optional(),
});

const S3_VARIABLES = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

export type Config = Omit<z.infer<typeof ConfigSchema>, 'RAMPART_DATA_DIR' | (typeof S3_VARIABLES)[number]> & {
  /** The S3-compatible bucket files live in; null keeps them under `<dataDir>/files`. */
  s3: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string } | null;
  /** Absolute data directory. */
  dataDir: string;
  /** Directory of the built web app. */
  webDir: string;
  isProduction: boolean;
  /** Origin of links in mails, without a trailing slash. */
  publicUrl: string;
};

/**
 * Reads the environment once into a typed configuration. Every environment variable the
 * server understands is declared here, and README.md lists them.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const { RAMPART_DATA_DIR, S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, ...rest } = parsed.data;
  const missing = S3_VARIABLES.filter((name) => !parsed.data[name]);
  if (missing.length > 0 && missing.length < S3_VARIABLES.length)
    throw new Error(`Invalid configuration: S3 storage needs all of ${S3_VARIABLES.join(', ')}; missing ${missing.join(', ')}`);
  return {
    ...rest,
    s3:
      S3_ENDPOINT && S3_BUCKET && S3_REGION && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY
        ? { endpoint: S3_ENDPOINT, bucket: S3_BUCKET, region: S3_REGION, accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY }
        : null,
    dataDir: path.resolve(RAMPART_DATA_DIR),
    webDir: path.resolve(rest.RAMPART_WEB_DIR ?? 'web/dist'),
    isProduction: rest.NODE_ENV === 'production',
    publicUrl: (rest.RAMPART_PUBLIC_URL ?? `http://localhost:${rest.PORT}`).replace(/\/+$/, ''),
  };
}
