// Sign-in and `viewer` latency at 50 concurrent connections, against a real server process on
// the embedded database, and on PostgreSQL + Redis when DATABASE_URL / REDIS_URL are set. Each
// connection signs in its own user (50 created through the API), so the figure measures
// sign-in itself: one user signing in from 50 places at once is refused fast by the sign-in
// guard, which is a different (and much cheaper) path.
import fs from 'node:fs';
import autocannon from 'autocannon';
import { encryptPassword } from '../../server/src/platform/keys';
import { BENCH_PASSWORD, startServerProcess, withBenchDatabase } from './server-process';

const PASSWORD = BENCH_PASSWORD;
const CONNECTIONS = 50;
const DURATION_S = 10;

const startServer = (env: Record<string, string>) =>
  // Every bench user signs in hundreds of times within the hour.
  startServerProcess({ RAMPART_SIGNIN_ATTEMPTS_PER_HOUR: '100000', ...env });

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
  const { url, child, dataDir } = await startServer(env);
  try {
    const publicKey = (await api(url, '/api/index/publicKey')).data as string;
    const loginBody = JSON.stringify({ username: 'admin', password: encryptPassword(publicKey, PASSWORD) });
    const adminToken = (await api(url, '/api/index/login', JSON.parse(loginBody))).data.token as string;
    const users = await createUsers(url, adminToken, publicKey, CONNECTIONS);
    // One body per user; each connection keeps signing in as the user it was given.
    const bodies = users.map((username) => JSON.stringify({ username, password: encryptPassword(publicKey, PASSWORD) }));
    let nextUser = 0;
    // The envelope's code, not the HTTP status, says whether a sign-in succeeded.
    let refused = 0;
    const login = await autocannon({
      url: `${url}/api/index/login`,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: [
        {
          method: 'POST',
          path: '/api/index/login',
          headers: { 'content-type': 'application/json' },
          setupRequest: (req, context: { user?: number }) => {
            context.user ??= nextUser++ % bodies.length;
            return { ...req, body: bodies[context.user] };
          },
          onResponse: (_status, body) => {
            if (!body.includes('"code":"200"')) refused++;
          },
        },
      ],
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
    console.log(`${row('POST /api/index/login', login)}  refused ${refused}`);
    console.log(row('GraphQL { viewer }', viewer));
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await benchOn('embedded PGlite, in-process pub/sub', {});

if (process.env.DATABASE_URL) await withBenchDatabase((env) => benchOn('PostgreSQL + Redis', env));
