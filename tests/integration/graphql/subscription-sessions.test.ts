import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../../server/src/authz/actor';
import { ENTITLEMENTS } from '../../../common/permissions';
import { SESSION_ENDED_CLOSE_CODE } from '../../../server/src/graphql/live-session';
import { ASSESSMENT_JOB } from '../../../server/src/modules/assessment/assessment.service';
import type { LiveCounters } from '../../../server/src/modules/monitoring/dashboard.service';
import { connectGraphQLWs, publishUntil, type WsConnection } from '../../helpers/graphql-ws';
import { loginSystemAdmin, startTestServer, uniqueName, type TestServer } from '../../helpers/server';
import { setSecurity } from '../../helpers/rest';
import { SMALL_APK, submit, uploadFixture, waitForJob } from '../assessment/assessment-helpers';

/**
 * Open subscriptions end with the session: after sign-out, a password change, disabling,
 * locking, the socket closes (4401) and nothing more is delivered; after a role downgrade or
 * a lost entitlement only the subscriptions the user may no longer read end (403).
 */
let t: TestServer;
let accountId: string;
let roleIds: Record<string, string>;
let owner: Actor;
let jobId: string;
let counters: LiveCounters;

const WATCHER_CODES = ['apk_analysis', 'threat_perception', 'monitor_dashboard'];
/** Progress and time of the events published before and after the change, told apart. */
const BEFORE = { progress: 7, at: new Date('2020-01-01T00:00:00Z') };
const AFTER = { progress: 77, at: new Date('2030-01-01T00:00:00Z') };

beforeAll(async () => {
  t = await startTestServer({ listen: true });
  ({ accountId, roleIds } = await t.seed.account());
  // Watchers sign in a second time in some tests; only the 602 test wants that to end the first session.
  await setSecurity(t, accountId, { prohibitMultiLocation: false });
  const admin = await t.seed.userIn(accountId, roleIds.CUSTOMER_SUPER_ADMIN, {});
  const ownerToken = await t.login(admin.username, admin.password);
  owner = await t.runtime.app.services.auth.authenticate(ownerToken);
  // A real job of the account: job events name it and subscribers see its row.
  const caller = { token: ownerToken };
  jobId = await submit(t, caller, await uploadFixture(t, caller, SMALL_APK));
  await waitForJob(t, caller, jobId);
  counters = await t.runtime.app.services.monitoringDashboard.liveCounters(accountId);
});
afterAll(() => t.close());

const services = () => t.runtime.app.services;
const publishJob = (mark: typeof BEFORE) =>
  t.runtime.deps.pubsub.publish('job:updated', accountId, { id: jobId, kind: ASSESSMENT_JOB, status: 'processing', progress: mark.progress, error: null });
const publishLive = (mark: typeof BEFORE) => t.runtime.deps.pubsub.publish('monitoring:updated', accountId, { ...counters, at: mark.at });

const isJob = (mark: typeof BEFORE) => (m: { id?: string; type: string; payload?: any }) =>
  m.id === 'jobs' && m.type === 'next' && m.payload?.data?.assessmentJobUpdated?.progress === mark.progress;
const isLive = (mark: typeof BEFORE) => (m: { id?: string; type: string; payload?: any }) =>
  m.id === 'live' && m.type === 'next' && m.payload?.data?.monitoringUpdated?.at === mark.at.toISOString();

interface Watcher {
  userId: string;
  username: string;
  password: string;
  roleId: string;
  token: string;
  ws: WsConnection;
}

/** A user of the account on a role of its own, with both subscriptions open and delivering. */
async function watcher(): Promise<Watcher> {
  const role = await services().roles.create(owner, { name: uniqueName('watch'), codes: WATCHER_CODES, manageAdminRoles: false }, { lang: 'en', ip: null });
  const user = await t.seed.userIn(accountId, role.id, {});
  const token = await t.login(user.username, user.password);
  const ws = await connectGraphQLWs(t, token);
  ws.subscribe('jobs', 'subscription { assessmentJobUpdated { id progress } }');
  ws.subscribe('live', 'subscription { monitoringUpdated { at } }');
  await publishUntil(() => publishJob(BEFORE), ws.waitFor(isJob(BEFORE)));
  await publishUntil(() => publishLive(BEFORE), ws.waitFor(isLive(BEFORE)));
  return { ...user, roleId: role.id, token, ws };
}

/** After `change`, events of both topics are not delivered and the socket closes with 4401. */
async function expectSessionEnded(w: Watcher, change: () => Promise<unknown>, reason = '401') {
  try {
    await change();
    publishJob(AFTER);
    publishLive(AFTER);
    // Whichever comes first: the close, or (the bug) an event delivered after the change.
    const delivered = w.ws
      .waitFor((m) => isJob(AFTER)(m) || isLive(AFTER)(m))
      .then(
        (m) => ({ delivered: m }),
        () => null,
      );
    expect(await Promise.race([w.ws.closed, delivered])).toEqual({ code: SESSION_ENDED_CLOSE_CODE, reason });
    expect(w.ws.messages.filter(isJob(AFTER))).toEqual([]);
    expect(w.ws.messages.filter(isLive(AFTER))).toEqual([]);
  } finally {
    w.ws.socket.close();
  }
}

/** After `change`, the monitoring subscription ends with 403 and the job subscription still delivers. */
async function expectMonitoringLost(w: Watcher, change: () => Promise<unknown>) {
  try {
    await change();
    publishLive(AFTER);
    publishJob(AFTER);
    const ended = await w.ws.waitFor((m) => m.id === 'live' && (m.type === 'error' || isLive(AFTER)(m)));
    expect(ended.type).toBe('error');
    expect(ended.payload[0]).toMatchObject({ message: 'You do not have permission to do this.', extensions: { code: '403' } });
    await w.ws.waitFor(isJob(AFTER));
    expect(w.ws.messages.filter(isLive(AFTER))).toEqual([]);
    // The job subscription goes on delivering on the same, still open socket.
    const again = { progress: 78, at: AFTER.at };
    publishJob(again);
    await w.ws.waitFor(isJob(again));
    expect(w.ws.closedNow()).toBeNull();
  } finally {
    w.ws.socket.close();
  }
}

describe('subscriptions end with the session', () => {
  it('closes the socket when the user signs out', async () => {
    const w = await watcher();
    await expectSessionEnded(w, async () => services().auth.logout(await services().auth.authenticate(w.token), { ip: null, userAgent: null }));
  });

  it('closes the socket when the password is changed from another session', async () => {
    const w = await watcher();
    const other = await t.login(w.username, w.password);
    await expectSessionEnded(w, async () => {
      const res = await t.runtime.app.server.inject({
        method: 'POST',
        url: '/api/index/changePassword',
        headers: { authorization: `Bearer ${other}` },
        payload: { oldPassword: t.encrypt(w.password), newPassword: t.encrypt('N3w#Passw0rd!x'), confirmPassword: t.encrypt('N3w#Passw0rd!x') },
      });
      expect(res.json().code).toBe('200');
    });
  });

  it('closes the socket when an administrator disables the user', async () => {
    const w = await watcher();
    await expectSessionEnded(w, () => services().users.setEnabled(owner, [w.userId], false, { ip: null }));
  });

  it('closes the socket when an administrator locks the user', async () => {
    const w = await watcher();
    await expectSessionEnded(w, () => services().users.setLocked(owner, [w.userId], true, { ip: null }), 'account.locked.0023');
  });

  it('closes the socket with 602 when the user signs in elsewhere under one-location sign-in', async () => {
    const w = await watcher();
    await setSecurity(t, accountId, { prohibitMultiLocation: true });
    try {
      await expectSessionEnded(w, () => t.login(w.username, w.password), '602');
    } finally {
      await setSecurity(t, accountId, { prohibitMultiLocation: false });
    }
  });
});

describe('across instances', () => {
  // Two instances share a database only on PostgreSQL, and hear each other only over Redis.
  it.skipIf(!process.env.DATABASE_URL || !process.env.REDIS_URL)('closes a socket on one instance when the user signs out on another, with no event needed', async () => {
    const w = await watcher();
    const other = await startTestServer({ env: { RAMPART_JOB_QUEUE: uniqueName('other') } });
    try {
      const res = await other.runtime.app.server.inject({ method: 'POST', url: '/api/index/logout', headers: { authorization: `Bearer ${w.token}` } });
      expect(res.json().code).toBe('200');
      expect(await w.ws.closed).toEqual({ code: SESSION_ENDED_CLOSE_CODE, reason: '401' });
    } finally {
      w.ws.socket.close();
      await other.close();
    }
  });
});

describe('subscriptions end with the permission they need', () => {
  it('ends only the monitoring subscription when the role loses monitor_dashboard', async () => {
    const w = await watcher();
    await expectMonitoringLost(w, () =>
      services().roles.update(owner, w.roleId, { name: uniqueName('watch'), codes: ['apk_analysis'], manageAdminRoles: false }, { lang: 'en', ip: null }),
    );
  });

  it('ends only the monitoring subscription when the user is moved to a role without it', async () => {
    const w = await watcher();
    const jobsOnly = await services().roles.create(owner, { name: uniqueName('jobs'), codes: ['apk_analysis'], manageAdminRoles: false }, { lang: 'en', ip: null });
    await expectMonitoringLost(w, () => services().users.update(owner, w.userId, { roleId: jobsOnly.id }, { ip: null }));
  });

  it('ends only the monitoring subscription when the account loses the monitoring entitlement', async () => {
    const w = await watcher();
    const sysAdmin = await services().auth.authenticate(await loginSystemAdmin(t));
    const account = await services().accounts.get(sysAdmin, accountId);
    const input = { name: account.name, keyIdentifier: account.keyIdentifier };
    try {
      await expectMonitoringLost(w, () => services().accounts.update(sysAdmin, accountId, { ...input, entitlements: ENTITLEMENTS.filter((e) => e !== 'threat_perception') }, null));
    } finally {
      await services().accounts.update(sysAdmin, accountId, { ...input, entitlements: [...ENTITLEMENTS] }, null);
    }
  });
});
