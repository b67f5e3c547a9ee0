// Sign-in and `viewer` latency at 50 concurrent connections, against a real server process on
// the embedded database, and on PostgreSQL + Redis when DATABASE_URL / REDIS_URL are set.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { encryptPassword } from '../../server/src/platform/keys';

const PASSWORD = 'Bench#Passw0rd!';
const CONNECTIONS = 50;
const DURATION_S = 10;

async function startServer(env: Record<string, string>): Promise<{ url: string; child: ChildProcess; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-bench-'));
  const port = 20000 + crypto.randomInt(20000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', RAMPART_DATA_DIR: dataDir, RAMPART_ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
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

async function api(url: string, pathName: string, body?: unknown, token?: string) {
  const res = await fetch(`${url}${pathName}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return res.json() as Promise<{ code: string; data: any }>;
}

function row(name: string, r: autocannon.Result) {
  const non2xx = r.non2xx + r.errors;
  return `${name.padEnd(28)} ${String(r.requests.total).padStart(7)} req  ${r.requests.average.toFixed(0).padStart(6)} req/s  p50 ${String(r.latency.p50).padStart(5)} ms  p99 ${String(r.latency.p99).padStart(5)} ms  errors ${non2xx}`;
}

async function benchOn(label: string, env: Record<string, string>) {
  const { url, child, dataDir } = await startServer(env);
  try {
    const publicKey = (await api(url, '/api/index/publicKey')).data as string;
    const loginBody = JSON.stringify({ username: 'admin', password: encryptPassword(publicKey, PASSWORD) });
    const login = await autocannon({
      url: `${url}/api/index/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: loginBody,
      connections: CONNECTIONS,
      duration: DURATION_S,
    });
    const token = (await api(url, '/api/index/login', JSON.parse(loginBody))).data.token as string;
    const viewer = await autocannon({
      url: `${url}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ viewer { username } }' }),
      connections: CONNECTIONS,
      duration: DURATION_S,
    });
    console.log(`\n${label}: ${CONNECTIONS} connections, ${DURATION_S} s each`);
    console.log(row('POST /api/index/login', login));
    console.log(row('GraphQL { viewer }', viewer));
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await benchOn('embedded PGlite, in-process pub/sub', {});

if (process.env.DATABASE_URL) {
  const name = `rampart_bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  try {
    await benchOn('PostgreSQL + Redis', { DATABASE_URL: url.toString(), ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}) });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
