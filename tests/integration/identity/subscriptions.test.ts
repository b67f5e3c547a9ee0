import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITLEMENTS } from '../../../common/permissions';
import { api, SMALL_APK, uploadBytes, uploadFixture, type Caller } from '../assessment/assessment-helpers';
import { gqlAs, outcome } from '../../helpers/graphql';
import { createMonitoredApp, sdkEvent, sendBatch } from '../../helpers/monitoring';
import { roleMatrix, type RoleMatrix } from '../../helpers/role-matrix';
import { startTestServer, type TestServer } from '../../helpers/server';

/**
 * Account subscriptions (`/manage/clientmanage/servicemanage`): every entitlement an account
 * holds is a subscription; a product is on only while a subscription to it is active on the
 * (injected) day, which the permission codes, job submission and SDK ingestion all follow;
 * monthly quotas; validation; who may read and change them; the activity log; and the
 * hardening dashboard's billing history.
 */
let t: TestServer;
let m: RoleMatrix<never>;
let sys: string;
let owner: Caller;

const FIELDS = 'id accountId accountName product startsOn endsOn quota quotaUnit usage billingEmail state';
const LIST = `query($a: ID, $p: SubscriptionProduct, $s: SubscriptionState, $first: Int, $after: String) {
  accountSubscriptions(accountId: $a, product: $p, state: $s, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { ${FIELDS} } } } }`;
const CREATE = `mutation($i: AccountSubscriptionInput!, $a: ID) { createAccountSubscription(input: $i, accountId: $a) {
  __typename ... on AppError { code message } ... on MutationCreateAccountSubscriptionSuccess { data { ${FIELDS} } } } }`;
const UPDATE = `mutation($id: ID!, $i: AccountSubscriptionInput!) { updateAccountSubscription(id: $id, input: $i) {
  __typename ... on AppError { code message } ... on MutationUpdateAccountSubscriptionSuccess { data { ${FIELDS} } } } }`;
const END = `mutation($id: ID!) { endAccountSubscription(id: $id) {
  __typename ... on AppError { code message } ... on MutationEndAccountSubscriptionSuccess { data { ${FIELDS} } } } }`;

const day = (offsetDays: number, from = new Date()) => new Date(from.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function list(token: string, vars: Record<string, unknown> = {}) {
  const answer = await gqlAs(t, token, LIST, vars);
  return answer;
}

async function subscriptionOf(accountId: string, product: string) {
  const answer = await list(sys, { a: accountId, p: product.toUpperCase(), s: 'ACTIVE' });
  return answer.data!.accountSubscriptions.edges[0]?.node as { id: string; startsOn: string; quota: number | null; usage: number } | undefined;
}

const permissions = async (token: string): Promise<string[]> => (await gqlAs(t, token, '{ viewer { permissions } }')).data!.viewer.permissions;

async function h5Upload(caller: Caller): Promise<string> {
  const file = await uploadBytes(t, caller, 'app.js', Buffer.from('var answer = 42;'), { platform: 'h5' });
  expect(file.code).toBe('200');
  return file.data!.fileId;
}

async function h5Job(caller: Caller, policyId: string, lang = 'en', fileId?: string) {
  return api(t, caller, '/api/harden/job/add', { fileId: fileId ?? (await h5Upload(caller)), policyId }, lang);
}

beforeAll(async () => {
  // No worker: submitted jobs only wait in the queue.
  t = await startTestServer({ env: { RAMPART_ROLE: 'api' } });
  m = await roleMatrix(t);
  sys = m.tokens.systemAdmin;
  owner = { token: m.tokens.customerSuperAdmin };
});
afterAll(() => t.close());

describe('account subscriptions', () => {
  it('holds every entitlement an account was given as an open-ended active subscription', async () => {
    const answer = await list(sys, { a: m.a.accountId, first: 50 });
    const nodes = answer.data!.accountSubscriptions.edges.map((e: any) => e.node);
    expect(nodes.map((n: any) => n.product.toLowerCase()).sort()).toEqual([...ENTITLEMENTS].sort());
    for (const node of nodes) expect(node).toMatchObject({ accountId: m.a.accountId, endsOn: null, state: 'ACTIVE', quota: null });
    expect(nodes.find((n: any) => n.product === 'THREAT_PERCEPTION').quotaUnit).toBe('DEVICES');
    expect(nodes.find((n: any) => n.product === 'APK_PROTECTED').quotaUnit).toBe('JOBS_PER_MONTH');
  });

  it('turns a product off when its subscription expires (injected clock): codes, menus and job submission', async () => {
    const policy = await api(t, owner, '/api/harden/policy/add', { kind: 'h5', name: 'Subscribed web', options: { preset: 'balanced' } });
    expect(policy.code).toBe('200');
    const policyId = policy.data.policyId;
    const h5 = (await subscriptionOf(m.a.accountId, 'h5_protected'))!;
    const endsOn = day(10);
    const updated = (await gqlAs(t, sys, UPDATE, { id: h5.id, i: { product: 'H5_PROTECTED', startsOn: h5.startsOn, endsOn, billingEmail: 'billing@example.com' } })).data!
      .updateAccountSubscription;
    expect(updated.data).toMatchObject({ endsOn, state: 'ACTIVE', billingEmail: 'billing@example.com' });

    expect(await permissions(m.tokens.customerSuperAdmin)).toContain('h5_protected');
    expect((await h5Job(owner, policyId)).code).toBe('200');

    // Uploaded while the product is on: the upload itself needs h5_protected.
    const uploaded = await h5Upload(owner);
    const clock = t.runtime.app.services.subscriptions.clock;
    clock.set(new Date(Date.now() + 11 * 86_400_000));
    try {
      // The menu reads the same codes: the product is gone from them and from the product map.
      const answer = await gqlAs(t, m.tokens.customerSuperAdmin, '{ viewer { permissions product { hardening } } }');
      expect(answer.errors).toBeUndefined();
      const viewer = answer.data!.viewer;
      expect(viewer.permissions).not.toContain('h5_protected');
      expect(viewer.permissions).toContain('apk_protected');
      expect(viewer.product.hardening).not.toContain('h5_protected');
      const refused = await h5Job(owner, policyId, 'en', uploaded);
      expect(refused.code).toBe('403');
      expect(refused.msg).toBe('This account has no active H5 hardening subscription (it has expired, ended or not started yet). Ask your administrator to renew it.');
      const zh = await h5Job(owner, policyId, 'zh-TW', uploaded);
      expect(zh.msg).toBe('此帳戶沒有生效中的 H5 加固訂閱（已到期、已終止或尚未開始），請聯絡管理員續訂。');
      const row = await list(sys, { a: m.a.accountId, p: 'H5_PROTECTED' });
      expect(row.data!.accountSubscriptions.edges[0].node.state).toBe('EXPIRED');
      expect((await list(sys, { a: m.a.accountId, s: 'EXPIRED' })).data!.accountSubscriptions.totalCount).toBe(1);
    } finally {
      clock.set(null);
    }
    expect(await permissions(m.tokens.customerSuperAdmin)).toContain('h5_protected');
    expect((await h5Job(owner, policyId)).code).toBe('200');

    // The billing history reads the subscription: this month, its jobs.
    const dashboard = await gqlAs(t, m.tokens.customerSuperAdmin, '{ hardeningDashboard(days: 7) { billing { month product quota used billingEmail } } }');
    const thisMonth = dashboard.data!.hardeningDashboard.billing.find((b: any) => b.product === 'H5_PROTECTED' && b.month === day(0).slice(0, 7));
    expect(thisMonth).toMatchObject({ used: 2, quota: null, billingEmail: 'billing@example.com' });
  });

  it('refuses an assessment past the monthly quota, naming the product', async () => {
    const apk = (await subscriptionOf(m.a.accountId, 'apk_analysis'))!;
    const set = await gqlAs(t, sys, UPDATE, { id: apk.id, i: { product: 'APK_ANALYSIS', startsOn: apk.startsOn, quota: 1 } });
    expect(set.data!.updateAccountSubscription.data.quota).toBe(1);
    const fileId = await uploadFixture(t, owner, SMALL_APK);
    expect((await api(t, owner, '/api/scan/job/add', { fileId })).code).toBe('200');
    const refused = await api(t, owner, '/api/scan/job/add', { fileId });
    expect(refused.code).toBe('403');
    expect(refused.msg).toBe("This account's Android assessment subscription allows 1 jobs a month, and this month's are used up.");
    expect((await api(t, owner, '/api/scan/job/add', { fileId }, 'zh-TW')).msg).toBe('此帳戶的 Android 安全評估訂閱每月可提交 1 個任務，本月額度已用完。');
    expect((await subscriptionOf(m.a.accountId, 'apk_analysis'))!.usage).toBe(1);
  });

  it('validates input with the spec messages and changes nothing on bad input', async () => {
    const before = (await list(sys, { a: m.b.accountId })).data!.accountSubscriptions.totalCount;
    const create = async (i: Record<string, unknown>, lang = 'en') => (await gqlAs(t, sys, CREATE, { i, a: m.b.accountId }, lang)).data!.createAccountSubscription;
    const base = { product: 'APK_PROTECTED', startsOn: day(400), endsOn: day(500) };
    expect(await create({ ...base, billingEmail: 'not-an-address' })).toMatchObject({ code: '400', message: 'Email address is not invalid' });
    expect(await create({ ...base, startsOn: '2026-02-30' })).toMatchObject({ code: '400' });
    expect(await create({ ...base, endsOn: day(300) })).toMatchObject({ code: '400', message: 'The end date must not be before the start date.' });
    expect(await create({ ...base, quota: 0 })).toMatchObject({ code: '400' });
    // The open-ended subscription the account already has covers the period.
    expect(await create(base)).toMatchObject({ code: '409' });
    expect((await list(sys, { a: m.b.accountId })).data!.accountSubscriptions.totalCount).toBe(before);
  });

  it('lets system admins create, end and page; the account form ticks subscriptions on and off; each change is logged', async () => {
    const fresh = await t.seed.account([]);
    const created = (await gqlAs(t, sys, CREATE, { i: { product: 'IPA_ANALYSIS', startsOn: day(-5), quota: 5, billingEmail: 'ap@example.com' }, a: fresh.accountId })).data!
      .createAccountSubscription;
    expect(created.data).toMatchObject({ product: 'IPA_ANALYSIS', state: 'ACTIVE', quota: 5, usage: 0, accountId: fresh.accountId });
    const upcoming = (await gqlAs(t, sys, CREATE, { i: { product: 'APK_ANALYSIS', startsOn: day(30) }, a: fresh.accountId })).data!.createAccountSubscription;
    expect(upcoming.data.state).toBe('NOT_STARTED');
    const ended = (await gqlAs(t, sys, END, { id: created.data.id })).data!.endAccountSubscription;
    expect(ended.data.state).toBe('ENDED');
    expect((await gqlAs(t, sys, END, { id: created.data.id })).data!.endAccountSubscription.code).toBe('400');
    const page1 = (await list(sys, { a: fresh.accountId, first: 1 })).data!.accountSubscriptions;
    expect(page1.totalCount).toBe(2);
    const page2 = (await list(sys, { a: fresh.accountId, first: 1, after: page1.pageInfo.endCursor })).data!.accountSubscriptions;
    expect(page2.edges[0].node.id).not.toBe(page1.edges[0].node.id);

    // The accounts form: ticking opens a subscription from today, unticking ends it.
    const account = (await gqlAs(t, sys, 'query($id: ID!) { account(id: $id) { name keyIdentifier entitlements } }', { id: fresh.accountId })).data!.account;
    expect(account.entitlements).toEqual([]);
    const save = (entitlements: string[]) =>
      gqlAs(t, sys, 'mutation($id: ID!, $i: AccountInput!) { updateAccount(id: $id, input: $i) { __typename ... on MutationUpdateAccountSuccess { data { entitlements } } } }', {
        id: fresh.accountId,
        i: { name: account.name, keyIdentifier: account.keyIdentifier, entitlements },
      });
    expect((await save(['threat_perception'])).data!.updateAccount.data.entitlements).toEqual(['threat_perception']);
    expect((await list(sys, { a: fresh.accountId, p: 'THREAT_PERCEPTION', s: 'ACTIVE' })).data!.accountSubscriptions.totalCount).toBe(1);
    expect((await save([])).data!.updateAccount.data.entitlements).toEqual([]);
    expect((await list(sys, { a: fresh.accountId, p: 'THREAT_PERCEPTION', s: 'ENDED' })).data!.accountSubscriptions.totalCount).toBe(1);

    const logged = await t.runtime.deps.db
      .selectFrom('operationLogs')
      .select('activityType')
      .where('accountId', '=', fresh.accountId)
      .where('activityType', 'like', 'subscription.%')
      .execute();
    expect(logged.map((l) => l.activityType).sort()).toEqual(['subscription.create', 'subscription.create', 'subscription.create', 'subscription.end', 'subscription.end']);
  });

  it('refuses monitoring events of an account whose threat monitoring lapsed, and new devices past the device quota', async () => {
    const app = await createMonitoredApp(t, m.tokens.customerSuperAdmin, { name: 'Subscribed app' });
    expect((await sendBatch(t, app, { events: [sdkEvent('root')] })).statusCode).toBe(200);
    const tp = (await subscriptionOf(m.a.accountId, 'threat_perception'))!;
    await gqlAs(t, sys, UPDATE, { id: tp.id, i: { product: 'THREAT_PERCEPTION', startsOn: tp.startsOn, quota: 1 } });
    const known = await sendBatch(t, app, { events: [sdkEvent('root')] });
    expect(known.statusCode).toBe(200);
    const fresh = await sendBatch(t, app, { events: [sdkEvent('root', { device: { udid: 'device-2', brand: 'Google', model: 'Pixel 8', osVersion: '14' } })] });
    expect(fresh.statusCode).toBe(403);
    await gqlAs(t, sys, END, { id: tp.id });
    const lapsed = await sendBatch(t, app, { events: [sdkEvent('root')] });
    expect(lapsed.statusCode).toBe(403);
    expect(lapsed.json().msg).toBe('The account has no active threat monitoring subscription: events are not accepted.');
  });
});

describe('subscription permissions', () => {
  it('lets system admins manage every account, account admins read their own, and hides other accounts', async () => {
    const target = (await subscriptionOf(m.a.accountId, 'sdk_protected'))!;
    // An account without subscriptions, so the system admin's create does not overlap one.
    const bare = await t.seed.account([]);
    const input = { product: 'SDK_PROTECTED', startsOn: target.startsOn };
    const expected: Record<string, { list: string; sees: 'all' | 'own' | null; create: string; update: string; end: string }> = {
      systemAdmin: { list: '200', sees: 'all', create: '200', update: '200', end: '200' },
      customerSuperAdmin: { list: '200', sees: 'own', create: '403', update: '403', end: '403' },
      admin: { list: '200', sees: 'own', create: '403', update: '403', end: '403' },
      user: { list: '403', sees: null, create: '403', update: '403', end: '403' },
      view: { list: '403', sees: null, create: '403', update: '403', end: '403' },
      otherAccount: { list: '200', sees: 'own', create: '403', update: '404', end: '404' },
    };
    for (const [who, want] of Object.entries(expected)) {
      const token = m.tokens[who as keyof typeof m.tokens];
      const listed = await list(token, { first: 100 });
      expect(outcome(listed), `${who} list`).toBe(want.list);
      if (want.sees) {
        const accounts = new Set(listed.data!.accountSubscriptions.edges.map((e: any) => e.node.accountId));
        if (want.sees === 'own') expect([...accounts], who).toEqual([who === 'otherAccount' ? m.b.accountId : m.a.accountId]);
        else expect(listed.data!.accountSubscriptions.totalCount).toBeGreaterThan(14);
      }
      expect(outcome(await gqlAs(t, token, CREATE, { i: { product: 'APK_PROTECTED', startsOn: day(1000) }, a: bare.accountId })), `${who} create`).toBe(want.create);
      if (who !== 'systemAdmin') {
        expect(outcome(await gqlAs(t, token, UPDATE, { id: target.id, i: input })), `${who} update`).toBe(want.update);
        expect(outcome(await gqlAs(t, token, END, { id: target.id })), `${who} end`).toBe(want.end);
        expect(outcome(await gqlAs(t, token, 'query($id: ID!) { accountSubscription(id: $id) { id } }', { id: target.id })), `${who} get`).toBe(
          want.list === '200' && who !== 'otherAccount' ? '200' : want.list === '403' ? '403' : '404',
        );
      }
    }
    expect(outcome(await gqlAs(t, sys, UPDATE, { id: target.id, i: input }))).toBe('200');
    expect(outcome(await gqlAs(t, sys, END, { id: target.id }))).toBe('200');
    // Ending it took the product away: no other subscription holds sdk_protected now.
    expect(await permissions(m.tokens.customerSuperAdmin)).not.toContain('sdk_protected');
  });
});
