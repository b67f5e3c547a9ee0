// Sign-in and `viewer` (by bearer token, and by API key) at 50 concurrent connections, against a
// real server process on the embedded database, and on PostgreSQL + Redis when DATABASE_URL /
// REDIS_URL are set. Each connection signs in its own user (50 created through the API), so the
// figure measures sign-in itself: one user signing in from 50 places at once is refused fast by
// the sign-in guard, which is a different (and much cheaper) path. Sign-in answers beyond the
// server's password-hashing capacity (503 + Retry-After) are counted apart from the ones it served.
//
// Besides throughput and latency, which a busy machine skews, it prints the server process's
// CPU time per request (user + system, read from /proc) and the database statements it sent
// per request (counted inside the server by query-counter.ts): the figures to compare changes by.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { encryptPassword } from '../../server/src/platform/keys';
import { BENCH_PASSWORD, cpuMsOf, startServerProcess, withBenchDatabase, type ServerProcess } from './server-process';

const PASSWORD = BENCH_PASSWORD;
const CONNECTIONS = 50;
const DURATION_S = 10;

const counterFile = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-bench-queries-')), 'count');

const startServer = (env: Record<string, string>, queryCountFile: string) =>
  // Every bench user signs in hundreds of times within the hour.
  startServerProcess({ RAMPART_SIGNIN_ATTEMPTS_PER_HOUR: '100000', BENCH_QUERY_COUNT_FILE: queryCountFile, ...env }, undefined, [
    '--import',
    path.resolve('tests/bench/query-counter.ts'),
  ]);

/** The database statements the server has sent so far (it writes the count on SIGUSR2). */
async function queriesSent(server: ServerProcess, file: string): Promise<number> {
  fs.rmSync(file, { force: true });
  server.child.kill('SIGUSR2');
  for (let i = 0; i < 100 && !fs.existsSync(file); i++) await new Promise((r) => setTimeout(r, 20));
  return Number(fs.readFileSync(file, 'utf8'));
}

/** Server CPU time and database statements spent while `run` goes. */
async function measured<T>(server: ServerProcess, file: string, run: () => Promise<T>): Promise<{ result: T; cpuMs: number; queries: number }> {
  const queries0 = await queriesSent(server, file);
  const cpu0 = cpuMsOf(server.child.pid!);
  const result = await run();
  const cpuMs = cpuMsOf(server.child.pid!) - cpu0;
  return { result, cpuMs, queries: (await queriesSent(server, file)) - queries0 };
}

const percentile = (sorted: number[], p: number): number => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] : NaN);

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

/** Signs in once the sign-ins the load left waiting are done (until then the server may answer 503). */
async function signInAgain(url: string, body: string): Promise<string> {
  for (let i = 0; i < 60; i++) {
    const answer = await api(url, '/api/index/login', JSON.parse(body));
    if (answer.code === '200') return answer.data.token as string;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('the admin could not sign in after the sign-in load');
}

/**
 * Each body signs in again and again for the bench's duration, one request at a time, as a
 * well-behaved client does: after a `503` it waits the `Retry-After` it was given (with jitter,
 * so the refused do not come back all at once) before trying again.
 */
async function pacedSignIns(url: string, bodies: string[]) {
  const signedIn: number[] = [];
  const busy: number[] = [];
  let refused = 0;
  const until = performance.now() + DURATION_S * 1000;
  await Promise.all(
    bodies.map(async (body) => {
      while (performance.now() < until) {
        const sentAt = performance.now();
        const res = await fetch(`${url}/api/index/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        const text = await res.text();
        const took = performance.now() - sentAt;
        if (res.status === 503) {
          busy.push(took);
          const retryAfter = Number(res.headers.get('retry-after') ?? '1');
          await new Promise((r) => setTimeout(r, retryAfter * 1000 * (0.5 + Math.random())));
        } else if (text.includes('"code":"200"')) signedIn.push(took);
        else refused++;
      }
    }),
  );
  return { signedIn, busy, refused };
}

function costRow(m: { cpuMs: number; queries: number }, requests: number) {
  return `${''.padEnd(28)} server CPU ${(m.cpuMs / requests).toFixed(2)} ms/req  database statements ${(m.queries / requests).toFixed(2)} /req`;
}

const ms = (v: number) => `${Number.isFinite(v) ? v.toFixed(0) : '-'} ms`;

async function graphql(url: string, token: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: any; errors?: unknown[] };
}

/** Creates an account and `count` users with its built-in USER role through the API; answers their names. */
async function createUsers(url: string, adminToken: string, publicKey: string, count: number): Promise<string[]> {
  const account = await graphql(
    url,
    adminToken,
    'mutation($input: AccountInput!) { createAccount(input: $input) { __typename ... on MutationCreateAccountSuccess { data { id } } ... on AppError { code message } } }',
    {
      input: { name: 'bench-account', keyIdentifier: 'bench', entitlements: [] },
    },
  );
  const accountId = account.data?.createAccount?.data?.id;
  if (!accountId) throw new Error(`createAccount: ${JSON.stringify(account)}`);
  const roles = await graphql(url, adminToken, 'query($accountId: ID) { roles(accountId: $accountId, first: 50) { edges { node { id type } } } }', { accountId });
  const roleId = roles.data?.roles.edges.map((e: { node: { id: string; type: string } }) => e.node).find((r: { type: string }) => r.type === 'USER')?.id;
  if (!roleId) throw new Error(`no USER role: ${JSON.stringify(roles)}`);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    const username = `bench${String(i).padStart(2, '0')}`;
    const r = await graphql(
      url,
      adminToken,
      'mutation($accountId: ID, $input: CreateUserInput!) { createUser(accountId: $accountId, input: $input) { __typename ... on AppError { code message } } }',
      {
        accountId,
        input: { username, realname: `Bench ${i}`, roleId, password: encryptPassword(publicKey, PASSWORD) },
      },
    );
    if (r.data?.createUser?.__typename !== 'MutationCreateUserSuccess') throw new Error(`createUser: ${JSON.stringify(r)}`);
    names.push(username);
  }
  return names;
}

async function benchOn(label: string, env: Record<string, string>) {
  const file = counterFile();
  const server = await startServer(env, file);
  const { url, child, dataDir } = server;
  try {
    const publicKey = (await api(url, '/api/index/publicKey')).data as string;
    const loginBody = JSON.stringify({ username: 'admin', password: encryptPassword(publicKey, PASSWORD) });
    const adminToken = (await api(url, '/api/index/login', JSON.parse(loginBody))).data.token as string;
    const users = await createUsers(url, adminToken, publicKey, CONNECTIONS);
    // One body per user; each connection keeps signing in as the user it was given.
    const bodies = users.map((username) => JSON.stringify({ username, password: encryptPassword(publicKey, PASSWORD) }));
    let nextUser = 0;
    // Each connection has one request in flight, so its send and answer times give that request's latency.
    const signedIn: number[] = [];
    const busy: number[] = [];
    let refused = 0;
    const login = await measured(server, file, () =>
      autocannon({
        url: `${url}/api/index/login`,
        connections: CONNECTIONS,
        duration: DURATION_S,
        requests: [
          {
            method: 'POST',
            path: '/api/index/login',
            headers: { 'content-type': 'application/json' },
            setupRequest: (req, context: { user?: number; sentAt?: number }) => {
              context.user ??= nextUser++ % bodies.length;
              context.sentAt = performance.now();
              return { ...req, body: bodies[context.user] };
            },
            onResponse: (status, body, context: { sentAt?: number }) => {
              const took = performance.now() - (context.sentAt ?? performance.now());
              // The envelope's code, not the HTTP status, says whether a sign-in succeeded.
              if (status === 503) busy.push(took);
              else if (body.includes('"code":"200"')) signedIn.push(took);
              else refused++;
            },
          },
        ],
      }),
    );
    // The same users as clients that honour Retry-After, which is what the 503 asks of them.
    await signInAgain(url, loginBody);
    const paced = await measured(server, file, () => pacedSignIns(url, bodies));
    const token = await signInAgain(url, loginBody);
    const viewerRequest = {
      url: `${url}/graphql`,
      method: 'POST' as const,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ viewer { username } }' }),
    };
    // A short warm-up, so the figures are of a running server and not of its first requests.
    await autocannon({ ...viewerRequest, connections: 10, amount: 500 });
    const viewer = await measured(server, file, () => autocannon({ ...viewerRequest, connections: CONNECTIONS, duration: DURATION_S }));
    // The same query as an integrator sends it: the admin's API key pair instead of a bearer token.
    const rotated = await graphql(
      url,
      token,
      'mutation { rotateApiCredentials { __typename ... on MutationRotateApiCredentialsSuccess { data { apiKey apiSecret } } ... on AppError { code message } } }',
    );
    const pair = rotated.data?.rotateApiCredentials?.data;
    if (!pair) throw new Error(`rotateApiCredentials: ${JSON.stringify(rotated)}`);
    const apiKeyRequest = {
      ...viewerRequest,
      headers: { 'content-type': 'application/json', 'x-api-key': pair.apiKey, 'x-api-secret': pair.apiSecret },
    };
    await autocannon({ ...apiKeyRequest, connections: 10, amount: 500 });
    const apiKey = await measured(server, file, () => autocannon({ ...apiKeyRequest, connections: CONNECTIONS, duration: DURATION_S }));
    signedIn.sort((a, b) => a - b);
    busy.sort((a, b) => a - b);
    console.log(`\n${label}: ${CONNECTIONS} connections, ${DURATION_S} s each`);
    console.log(`${row('POST /api/index/login', login.result)}  refused ${refused}`);
    console.log(`${''.padEnd(28)} signed in ${signedIn.length}: p50 ${ms(percentile(signedIn, 50))}  p99 ${ms(percentile(signedIn, 99))}`);
    console.log(`${''.padEnd(28)} busy (503) ${busy.length}: p50 ${ms(percentile(busy, 50))}  p99 ${ms(percentile(busy, 99))}`);
    console.log(costRow(login, login.result.requests.total));
    const served = paced.result.signedIn.sort((a, b) => a - b);
    const waited = paced.result.busy.sort((a, b) => a - b);
    console.log(
      `${'  paced (Retry-After kept)'.padEnd(28)} signed in ${served.length} (${(served.length / DURATION_S).toFixed(1)}/s): p50 ${ms(percentile(served, 50))}  p99 ${ms(percentile(served, 99))}  max ${ms(served.at(-1) ?? NaN)}`,
    );
    console.log(`${''.padEnd(28)} busy (503) ${waited.length}: p50 ${ms(percentile(waited, 50))}  p99 ${ms(percentile(waited, 99))}  refused ${paced.result.refused}`);
    console.log(costRow(paced, served.length + waited.length + paced.result.refused));
    console.log(row('GraphQL { viewer }', viewer.result));
    console.log(costRow(viewer, viewer.result.requests.total));
    console.log(row('{ viewer } by API key', apiKey.result));
    console.log(costRow(apiKey, apiKey.result.requests.total));
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

// Empty values remove the caller's DATABASE_URL / REDIS_URL from the server's settings.
await benchOn('embedded PGlite, in-process pub/sub', { DATABASE_URL: '', REDIS_URL: '' });

if (process.env.DATABASE_URL) await withBenchDatabase((env) => benchOn('PostgreSQL + Redis', env));
