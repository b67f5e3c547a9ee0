// The session cache (RAMPART_SESSION_CACHE_SECONDS): a warm session, what `{ viewer }` shows of
// it and a recently verified API key are answered from memory, and every change that takes
// something away from a session or key, or changes what `viewer` shows, reaches it at once, on
// this instance and (PostgreSQL + Redis) on another one sharing the database and pub/sub.
import { Readable } from 'node:stream';
import { generate } from 'otplib';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../../server/src/authz/actor';
import { DEFAULT_SECURITY_SETTINGS } from '../../../server/src/authz/security-defaults';
import { eventually } from '../../helpers/rest';
import { startTestServer, uniqueName, type TestServer } from '../../helpers/server';

const CACHED = { RAMPART_SESSION_CACHE_SECONDS: '300' };
const CODES = ['apk_analysis', 'monitor_dashboard'] as const;
const NEW_PASSWORD = 'An0ther#Passw0rd';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ env: CACHED });
});
afterAll(() => t.close());

interface Outcome {
  code: string;
  permissions?: string[];
}

/** What `{ viewer }` answers `token` on `server`: its permissions, or the error code. */
async function viewerOn(server: TestServer, token: string): Promise<Outcome> {
  const res = await server.runtime.app.server.inject({
    method: 'POST',
    url: '/graphql',
    headers: { authorization: `Bearer ${token}` },
    payload: { query: '{ viewer { permissions } }' },
  });
  const body = res.json();
  if (body.errors?.length) return { code: body.errors[0].extensions?.code ?? 'error' };
  return { code: '200', permissions: [...body.data.viewer.permissions].sort() };
}

/**
 * A user with a custom role of CODES, signed in (its session read once, so it is cached), and
 * the account's owner and a system admin to change things with.
 */
async function signedInUser(server: TestServer) {
  const { accountId, roleIds } = await server.seed.account();
  const services = server.runtime.app.services;
  const ownerUser = await server.seed.userIn(accountId, roleIds.CUSTOMER_SUPER_ADMIN, {});
  const owner = await services.auth.authenticate(await server.login(ownerUser.username, ownerUser.password));
  const role = await services.roles.create(owner, { name: uniqueName('cached'), codes: [...CODES], manageAdminRoles: false }, { lang: 'en', ip: null });
  const user = await server.seed.userIn(accountId, role.id, {});
  const token = await server.login(user.username, user.password);
  expect(await viewerOn(server, token)).toEqual({ code: '200', permissions: [...CODES].sort() });
  const systemAdminUser = await server.seed.systemAdmin();
  const systemAdmin = await services.auth.authenticate(await server.login(systemAdminUser.username, systemAdminUser.password));
  return { accountId, user, token, role, owner, systemAdmin };
}

type Setup = Awaited<ReturnType<typeof signedInUser>>;

/** Each change that takes something from a session, made through the services of `server`, and what the session answers after it. */
const CHANGES: Array<{ name: string; change: (server: TestServer, s: Setup) => Promise<unknown>; after: Outcome }> = [
  {
    name: 'sign-out',
    change: async (server, s) =>
      server.runtime.app.services.auth.logout(await server.runtime.app.services.auth.authenticate(s.token, { fresh: true }), { ip: null, userAgent: null, host: null }),
    after: { code: '401' },
  },
  { name: 'lock', change: (server, s) => server.runtime.app.services.users.setLocked(s.owner, [s.user.userId], true, { ip: null }), after: { code: 'account.locked.0023' } },
  { name: 'disable', change: (server, s) => server.runtime.app.services.users.setEnabled(s.owner, [s.user.userId], false, { ip: null }), after: { code: '401' } },
  {
    name: 'password reset',
    change: (server, s) => server.runtime.app.services.users.resetPassword(s.owner, s.user.userId, server.encrypt(NEW_PASSWORD), { ip: null }),
    after: { code: '401' },
  },
  {
    name: 'role codes change',
    change: (server, s) =>
      server.runtime.app.services.roles.update(s.owner, s.role.id, { name: s.role.name, codes: ['apk_analysis'], manageAdminRoles: false }, { lang: 'en', ip: null }),
    after: { code: '200', permissions: ['apk_analysis'] },
  },
  {
    name: 'move to another role',
    change: async (server, s) => {
      const services = server.runtime.app.services;
      const other = await services.roles.create(s.owner, { name: uniqueName('other'), codes: ['monitor_dashboard'], manageAdminRoles: false }, { lang: 'en', ip: null });
      return services.users.update(s.owner, s.user.userId, { roleId: other.id }, { ip: null });
    },
    after: { code: '200', permissions: ['monitor_dashboard'] },
  },
  {
    name: 'account disabled',
    change: (server, s) => server.runtime.app.services.accounts.setEnabled(s.systemAdmin as Actor, s.accountId, false, null),
    after: { code: '401' },
  },
];

const META = { ip: null, userAgent: null, host: null };

/** What `{ viewer }` shows `token` on `server` of the fields the changes below touch. */
async function viewerShows(server: TestServer, token: string) {
  const res = await server.runtime.app.server.inject({
    method: 'POST',
    url: '/graphql',
    headers: { authorization: `Bearer ${token}` },
    payload: { query: '{ viewer { realname accountName roleName avatar mfaEnabled mfaEnrolmentRequired } }' },
  });
  return res.json().data.viewer as { realname: string; accountName: string; roleName: string; avatar: string | null; mfaEnabled: boolean; mfaEnrolmentRequired: boolean };
}

type Viewer = Awaited<ReturnType<typeof viewerShows>>;

/** Each change to what `viewer` shows, made through the services of `server`, and how the next answer shows it. */
const VIEWER_CHANGES: Array<{ name: string; change: (server: TestServer, s: Setup) => Promise<unknown>; shows: (v: Viewer) => boolean }> = [
  {
    name: 'own profile edit',
    change: async (server, s) =>
      server.runtime.app.services.profile.updateProfile(await server.runtime.app.services.auth.authenticate(s.token), { realname: 'Renamed Self' }, META),
    shows: (v) => v.realname === 'Renamed Self',
  },
  {
    name: 'avatar upload',
    change: async (server, s) =>
      server.runtime.app.services.profile.saveAvatar(await server.runtime.app.services.auth.authenticate(s.token), Readable.from([await QRCode.toBuffer('avatar')]), META),
    shows: (v) => v.avatar !== null,
  },
  {
    name: 'edit by an administrator',
    change: (server, s) => server.runtime.app.services.users.update(s.owner, s.user.userId, { roleId: s.role.id, realname: 'Renamed By Owner' }, { ip: null }),
    shows: (v) => v.realname === 'Renamed By Owner',
  },
  {
    name: 'MFA enrolment',
    change: async (server, s) => {
      const services = server.runtime.app.services;
      const actor = await services.auth.authenticate(s.token);
      const { secret } = await services.mfa.startEnrolment(actor);
      return services.mfa.confirmEnrolment(actor, await generate({ secret }), META);
    },
    shows: (v) => v.mfaEnabled,
  },
  {
    name: 'role rename',
    change: (server, s) =>
      server.runtime.app.services.roles.update(s.owner, s.role.id, { name: `${s.role.name}-renamed`, codes: [...CODES], manageAdminRoles: false }, { lang: 'en', ip: null }),
    shows: (v) => v.roleName.endsWith('-renamed'),
  },
  {
    name: 'account rename',
    change: async (server, s) => {
      const accounts = server.runtime.app.services.accounts;
      const account = await accounts.get(s.systemAdmin, s.accountId);
      return accounts.update(s.systemAdmin, s.accountId, { name: `${account.name}-renamed`, keyIdentifier: account.keyIdentifier, entitlements: [...account.entitlements] }, null);
    },
    shows: (v) => v.accountName.endsWith('-renamed'),
  },
  {
    name: 'account requiring MFA',
    change: (server, s) => {
      const { sessionTimeoutMinutes, ...rules } = DEFAULT_SECURITY_SETTINGS;
      const input = {
        ...rules,
        forbidHistory: rules.historyCount > 0,
        sessionTimeoutHours: Math.floor(sessionTimeoutMinutes / 60),
        sessionTimeoutMinutes: sessionTimeoutMinutes % 60,
      };
      return server.runtime.app.services.security.update(s.owner, { ...input, mfaRequired: true }, s.accountId);
    },
    shows: (v) => v.mfaEnrolmentRequired,
  },
];

/** What `{ viewer }` answers an API key pair on `server`: its permissions, or the error code. */
async function viewerByKey(server: TestServer, pair: { apiKey: string; apiSecret: string }): Promise<Outcome> {
  const res = await server.runtime.app.server.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'x-api-key': pair.apiKey, 'x-api-secret': pair.apiSecret },
    payload: { query: '{ viewer { permissions } }' },
  });
  const body = res.json();
  if (body.errors?.length) return { code: body.errors[0].extensions?.code ?? 'error' };
  return { code: '200', permissions: [...body.data.viewer.permissions].sort() };
}

/** The user of `signedInUser` with an API key pair of its own, verified once (so it is cached). */
async function userWithKey(server: TestServer) {
  const s = await signedInUser(server);
  const services = server.runtime.app.services;
  const pair = await services.users.rotateApiCredentials(await services.auth.authenticate(s.token), null, { ip: null });
  expect(await viewerByKey(server, pair)).toEqual({ code: '200', permissions: [...CODES].sort() });
  return { ...s, pair };
}

/** Each change that takes something from an API key, and what the key answers after it. */
const API_KEY_CHANGES: Array<{ name: string; change: (server: TestServer, s: Setup) => Promise<unknown>; after: Outcome }> = [
  { name: 'new credentials', change: (server, s) => server.runtime.app.services.users.rotateApiCredentials(s.owner, s.user.userId, { ip: null }), after: { code: '401' } },
  ...CHANGES.filter((c) => ['lock', 'disable', 'role codes change', 'move to another role', 'account disabled'].includes(c.name)).map((c) => ({
    ...c,
    after: c.after.code === '200' ? c.after : { code: '401' },
  })),
];

describe('session cache', () => {
  it('answers a warm session from memory: a change made behind the services is not seen until one is published', async () => {
    const s = await signedInUser(t);
    // Locked with SQL only, as nothing in the console does: the cached session still answers.
    await t.runtime.deps.db.updateTable('users').set({ locked: true }).where('id', '=', s.user.userId).execute();
    expect((await viewerOn(t, s.token)).code).toBe('200');
    // A published change for the user drops the cached session; the next request reads the lock.
    t.runtime.deps.pubsub.publish('principal:changed', { accountId: s.accountId, userId: s.user.userId });
    expect((await viewerOn(t, s.token)).code).toBe('account.locked.0023');
  });

  it('reads the session again on every request when the cache is off', async () => {
    const off = await startTestServer({ env: { RAMPART_SESSION_CACHE_SECONDS: '0' } });
    try {
      const s = await signedInUser(off);
      await off.runtime.deps.db.updateTable('users').set({ locked: true }).where('id', '=', s.user.userId).execute();
      expect((await viewerOn(off, s.token)).code).toBe('account.locked.0023');
    } finally {
      await off.close();
    }
  });

  for (const { name, change, after } of CHANGES) {
    it(`drops a cached session at once on ${name}`, async () => {
      const s = await signedInUser(t);
      await change(t, s);
      expect(await viewerOn(t, s.token)).toEqual(after);
    });
  }

  it('answers a warm `viewer` from memory: a profile changed behind the services is not seen until a change is published', async () => {
    const s = await signedInUser(t);
    await viewerShows(t, s.token);
    await t.runtime.deps.db.updateTable('users').set({ realname: 'Behind The Services' }).where('id', '=', s.user.userId).execute();
    expect((await viewerShows(t, s.token)).realname).not.toBe('Behind The Services');
    t.runtime.deps.pubsub.publish('principal:changed', { accountId: s.accountId, userId: s.user.userId });
    expect((await viewerShows(t, s.token)).realname).toBe('Behind The Services');
  });

  it('answers a profile edit with the edited user, though the request holds the actor it started with', async () => {
    const s = await signedInUser(t);
    await viewerShows(t, s.token);
    const res = await t.runtime.app.server.inject({
      method: 'POST',
      url: '/graphql',
      headers: { authorization: `Bearer ${s.token}` },
      payload: { query: 'mutation { updateProfile(input: { realname: "Edited In Place" }) { ... on MutationUpdateProfileSuccess { data { realname } } } }' },
    });
    expect(res.json().data.updateProfile.data.realname).toBe('Edited In Place');
  });

  for (const { name, change, shows } of VIEWER_CHANGES) {
    it(`shows the ${name} in the next \`viewer\``, async () => {
      const s = await signedInUser(t);
      expect(shows(await viewerShows(t, s.token))).toBe(false);
      await change(t, s);
      expect(shows(await viewerShows(t, s.token))).toBe(true);
    });
  }
});

describe('verified API keys', () => {
  it('answers a warm key from memory, and only for its own secret', async () => {
    const s = await userWithKey(t);
    await t.runtime.deps.db.updateTable('users').set({ locked: true }).where('id', '=', s.user.userId).execute();
    expect((await viewerByKey(t, s.pair)).code).toBe('200');
    expect((await viewerByKey(t, { apiKey: s.pair.apiKey, apiSecret: `${s.pair.apiSecret}x` })).code).toBe('401');
    t.runtime.deps.pubsub.publish('principal:changed', { accountId: s.accountId, userId: s.user.userId });
    expect((await viewerByKey(t, s.pair)).code).toBe('401');
  });

  for (const { name, change, after } of API_KEY_CHANGES) {
    it(`drops a verified key at once on ${name}`, async () => {
      const s = await userWithKey(t);
      await change(t, s);
      expect(await viewerByKey(t, s.pair)).toEqual(after);
    });
  }
});

describe('session cache across instances', () => {
  // Two instances share a database only on PostgreSQL, and hear each other only over Redis.
  const shared = !!process.env.DATABASE_URL && !!process.env.REDIS_URL;
  let other: TestServer;
  beforeAll(async () => {
    if (shared) other = await startTestServer({ env: { ...CACHED, RAMPART_JOB_QUEUE: uniqueName('other') } });
  });
  afterAll(async () => {
    if (shared) await other.close();
  });

  for (const { name, change, shows } of VIEWER_CHANGES) {
    it.skipIf(!shared)(`shows the ${name} in the next \`viewer\` another instance answers`, async () => {
      const s = await signedInUser(t);
      expect(shows(await viewerShows(other, s.token))).toBe(false);
      await change(t, s);
      expect(await eventually(async () => shows(await viewerShows(other, s.token)) || null)).toBe(true);
    });
  }

  for (const { name, change, after } of API_KEY_CHANGES) {
    it.skipIf(!shared)(`drops the key another instance verified on ${name}`, async () => {
      const s = await userWithKey(t);
      expect((await viewerByKey(other, s.pair)).code).toBe('200');
      await change(t, s);
      expect(
        await eventually(async () => {
          const outcome = await viewerByKey(other, s.pair);
          return outcome.code === after.code && JSON.stringify(outcome.permissions) === JSON.stringify(after.permissions) ? outcome : null;
        }),
      ).toEqual(after);
    });
  }

  for (const { name, change, after } of CHANGES) {
    it.skipIf(!shared)(`drops the session another instance cached on ${name}`, async () => {
      const s = await signedInUser(t);
      // The other instance reads the session once; from then on it answers from its cache.
      expect((await viewerOn(other, s.token)).code).toBe('200');
      await change(t, s);
      expect(
        await eventually(async () => {
          const outcome = await viewerOn(other, s.token);
          return outcome.code === after.code && JSON.stringify(outcome.permissions) === JSON.stringify(after.permissions) ? outcome : null;
        }),
      ).toEqual(after);
    });
  }
});
