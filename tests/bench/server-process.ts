import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { encryptPassword } from '../../server/src/platform/keys';

/** The bootstrap admin's password in every bench server. */
export const BENCH_PASSWORD = 'Bench#Passw0rd!';

const ROOT = path.resolve(import.meta.dirname, '../..');
let bundled = false;

/**
 * Builds the server bundle `npm start` runs (dist/server/, when a source is newer than it) and
 * answers its entry. Once per process; concurrent builds from other processes wait for each other.
 */
export function serverBundle(): string {
  if (!bundled) {
    const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs')], { cwd: ROOT, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`building the server bundle failed: ${build.stderr || build.stdout}`);
    bundled = true;
  }
  return path.join(ROOT, 'dist/server/main.js');
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  dataDir: string;
}

/**
 * Starts the console as its own process (production mode, a fresh data directory, a random
 * port), so a benchmark measures the server and not itself; `env` adds or overrides settings
 * (an empty value removes one, e.g. `DATABASE_URL: ''` for the embedded database). The process
 * runs the bundle `npm start` runs, or with BENCH_SERVER=tsx the sources under the TypeScript
 * loader.
 * BENCH_NODE_ARGS adds node flags to the server only, e.g. "--cpu-prof --cpu-prof-dir=DIR".
 */
export async function startServerProcess(
  env: Record<string, string>,
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-bench-')),
  /** Node flags of this bench's own, e.g. an `--import` that instruments the server. */
  extraNodeArgs: string[] = [],
): Promise<ServerProcess> {
  const port = 20000 + crypto.randomInt(20000);
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const merged: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    RAMPART_DATA_DIR: dataDir,
    RAMPART_ADMIN_PASSWORD: BENCH_PASSWORD,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ...env,
  };
  const childEnv = Object.fromEntries(Object.entries(merged).filter((e): e is [string, string] => !!e[1]));
  const fromSource = process.env.BENCH_SERVER === 'tsx';
  const entry = fromSource ? path.join(ROOT, 'server/src/main.ts') : serverBundle();
  // The bench's own instrumentation is TypeScript, so it brings the loader along.
  const loader = fromSource || extraNodeArgs.length > 0 ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...nodeArgs, ...loader, ...extraNodeArgs, entry], { env: childEnv, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  // A loaded machine may take minutes to compile and migrate a fresh server.
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, child, dataDir };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

/** Signs the bootstrap admin in through the REST API; answers the token. */
export async function signInAdmin(url: string): Promise<string> {
  const publicKey = ((await (await fetch(`${url}/api/index/publicKey`)).json()) as { data: string }).data;
  const res = await fetch(`${url}/api/index/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: encryptPassword(publicKey, BENCH_PASSWORD) }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** Resident set size of a process in MB, from /proc (Linux). */
export function rssMbOf(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

/**
 * CPU time a process has used so far (user + system), in ms, from /proc (Linux): the server's
 * own `process.cpuUsage()`, read from outside so the load generator's time is not counted.
 */
export function cpuMsOf(pid: number): number {
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1)!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** USER_HZ: the unit of /proc's CPU times, 100 on every Linux architecture Node runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * Runs `fn` with a fresh PostgreSQL database made beside DATABASE_URL's, and the server
 * settings that point at it (and at REDIS_URL, under its own key prefix); drops it after.
 */
export async function withBenchDatabase(fn: (env: Record<string, string>) => Promise<void>): Promise<void> {
  const { default: pg } = await import('pg');
  const name = `rampart_bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  try {
    await fn({ DATABASE_URL: url.toString(), ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL, REDIS_KEY_PREFIX: `${name}:` } : {}) });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
