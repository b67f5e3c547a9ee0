import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { loadConfig } from '../../server/src/config';
import { createLogger, type Logger } from '../../server/src/lib/logger';
import { encryptPassword } from '../../server/src/platform/keys';
import { startRuntime, type Runtime } from '../../server/src/runtime';
import { createSeed, type Seed } from './seed';

export const ADMIN_PASSWORD = 'Admin#Passw0rd!';

export interface TestServer {
  runtime: Runtime;
  /** Base URL when started with `listen` (the default for e2e), else ''. */
  url: string;
  seed: Seed;
  /** Encrypts a password the way the browser does. */
  encrypt(password: string): string;
  /** Signs in through REST and returns the token (throws on failure). */
  login(username: string, password: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * On PostgreSQL, a database of the calling test file's own (the run's database is shared by
 * every file running at once): for tests whose subject is global to the database, such as a
 * scheduler that takes every due report or a prune of every account's deliveries, which other
 * files' servers would otherwise act on too. Pass `env` to `startTestServer`; `drop()` when
 * done. On PGlite every server has its own database already: `env` is empty.
 */
export async function ownDatabase(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const shared = inject('databaseUrl');
  if (!shared) return { env: {}, drop: async () => {} };
  const url = new URL(shared);
  const name = `${url.pathname.slice(1)}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: shared });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  url.pathname = `/${name}`;
  return { env: { DATABASE_URL: url.toString() }, drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/**
 * Boots the real server in-process: embedded PGlite in memory, or PostgreSQL + Redis when
 * DATABASE_URL / REDIS_URL are set, with a throw-away data directory. Everything is real but
 * the port (random) and the bootstrap admin's password (`ADMIN_PASSWORD`).
 */
export async function startTestServer(
  options: { listen?: boolean; env?: Record<string, string>; /** Instead of the level-configured stdout logger (e.g. to collect the lines). */ logger?: Logger } = {},
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-test-'));
  const databaseUrl = inject('databaseUrl');
  const config = loadConfig({
    ...process.env,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: undefined, RAMPART_EMBEDDED_DB: 'memory' }),
    NODE_ENV: 'test',
    RAMPART_DATA_DIR: dataDir,
    RAMPART_ADMIN_PASSWORD: ADMIN_PASSWORD,
    // Rate limits and captchas of one server never leak into another sharing the Redis.
    REDIS_KEY_PREFIX: `rampart-test-${crypto.randomBytes(6).toString('hex')}:`,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    // Many tests change users and sessions with SQL, behind the services (and their published
    // changes); the session cache's own tests turn it on.
    RAMPART_SESSION_CACHE_SECONDS: '0',
    ...options.env,
  });
  const runtime = await startRuntime(config, options.logger ?? createLogger(config.LOG_LEVEL), { embeddedTemplate: databaseUrl ? undefined : embeddedTemplate() });
  let url = '';
  if (options.listen ?? false) {
    await runtime.app.server.listen({ port: 0, host: '127.0.0.1' });
    const address = runtime.app.server.server.address();
    if (address && typeof address === 'object') url = `http://127.0.0.1:${address.port}`;
  } else {
    await runtime.app.server.ready();
  }
  const publicKey = runtime.deps.keys.publicKeyPem;
  const encrypt = (password: string) => encryptPassword(publicKey, password);
  return {
    runtime,
    url,
    seed: createSeed(runtime.deps.db),
    encrypt,
    async login(username, password) {
      const res = await runtime.app.server.inject({
        method: 'POST',
        url: '/api/index/login',
        payload: { username, password: encrypt(password) },
      });
      const body = res.json();
      if (body.code !== '200') throw new Error(`login ${username} failed: ${body.code} ${body.msg}`);
      return body.data.token as string;
    },
    async close() {
      await runtime.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let template: Blob | undefined;

/** The migrated data directory global-setup dumped, read once per test worker. */
function embeddedTemplate(): Blob | undefined {
  const file = inject('embeddedTemplate');
  if (!template && file) template = new Blob([fs.readFileSync(file)]);
  return template;
}

let lastIp = 0;

/**
 * A client address no other request of this process used: sign-in failures are counted per
 * address (captcha after three), so tests that are not about that give each request its own.
 */
export function clientIp(): string {
  lastIp++;
  return `10.${(lastIp >> 16) & 255}.${(lastIp >> 8) & 255}.${lastIp & 255}`;
}

/** A name no other test or run has used: tests share a database on PostgreSQL. */
export function uniqueName(prefix: string): string {
  return `${prefix}-${crypto.randomBytes(5).toString('hex')}`;
}

/**
 * Signs in a fresh system super admin. On PostgreSQL every test file shares the bootstrap
 * `admin`, and with multi-location sign-in prohibited one file's sign-in would end another's
 * session, so only the sign-in tests use `admin` itself.
 */
export async function loginSystemAdmin(t: TestServer): Promise<string> {
  const admin = await t.seed.systemAdmin();
  return t.login(admin.username, admin.password);
}
