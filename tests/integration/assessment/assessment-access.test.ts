import fs from 'node:fs';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { gqlAs, outcome } from '../../helpers/graphql';
import { roleMatrix } from '../../helpers/role-matrix';
import { startTestServer, uniqueName, type TestServer } from '../../helpers/server';
import { api, download, fixture, giveApiKey, SMALL_APK, SMALL_IPA, submit, uploadBytes, uploadFixture, waitForJob, type Caller } from './assessment-helpers';

type Who = 'systemAdmin' | 'customerSuperAdmin' | 'admin' | 'user' | 'view' | 'androidOnly' | 'noAnalysis' | 'otherAccount';
const everyone: Who[] = ['systemAdmin', 'customerSuperAdmin', 'admin', 'user', 'view', 'androidOnly', 'noAnalysis', 'otherAccount'];

let t: TestServer;
const callers = {} as Record<Who, Caller & { token: string }>;
let owner: Caller;
/** Finished jobs of account A. */
let androidJob: string;
let iosJob: string;
let fileA: string;

beforeAll(async () => {
  t = await startTestServer({ listen: true, env: { RAMPART_JOB_QUEUE: uniqueName('q') } });
  const matrix = await roleMatrix(t, {
    androidOnly: async ({ a, roleInA }) => t.seed.userIn(a.accountId, await roleInA(['apk_analysis', 'assessment_add']), {}),
    noAnalysis: async ({ a, roleInA }) => t.seed.userIn(a.accountId, await roleInA(['dashboard', 'assessment_list', 'assessment_add']), {}),
  });
  for (const who of everyone) callers[who] = { token: matrix.tokens[who] };
  owner = callers.customerSuperAdmin;
  fileA = await uploadFixture(t, owner, SMALL_APK);
  androidJob = await submit(t, owner, fileA);
  iosJob = await submit(t, owner, await uploadFixture(t, owner, SMALL_IPA));
  await waitForJob(t, owner, androidJob);
  await waitForJob(t, owner, iosJob);
});
afterAll(() => t.close());

const gqlCode = async (who: Who, query: string, variables?: Record<string, unknown>) => outcome(await gqlAs(t, callers[who].token, query, variables));
const uploadCode = async (who: Who, name: string) => (await uploadBytes(t, callers[who], name, fs.readFileSync(fixture(name)))).code;

/** Expected answers: A's users by their codes; the system admin and account B work in their own accounts. */
const cases: Array<{ name: string; expect: Record<Who, string>; run: (who: Who) => Promise<string> }> = [
  {
    name: 'POST file/upload (an APK)',
    expect: { systemAdmin: '200', customerSuperAdmin: '200', admin: '200', user: '200', view: '403', androidOnly: '200', noAnalysis: '403', otherAccount: '200' },
    run: (who) => uploadCode(who, SMALL_APK),
  },
  {
    name: 'POST file/upload (an IPA)',
    expect: { systemAdmin: '200', customerSuperAdmin: '200', admin: '200', user: '200', view: '403', androidOnly: '403', noAnalysis: '403', otherAccount: '200' },
    run: (who) => uploadCode(who, SMALL_IPA),
  },
  {
    name: 'POST scan/job/add with a file of account A',
    expect: { systemAdmin: '404', customerSuperAdmin: '200', admin: '200', user: '200', view: '403', androidOnly: '200', noAnalysis: '403', otherAccount: '404' },
    run: async (who) => (await api(t, callers[who], '/api/scan/job/add', { fileId: fileA })).code,
  },
  {
    name: 'POST scan/job/list',
    expect: { systemAdmin: '200', customerSuperAdmin: '200', admin: '200', user: '200', view: '200', androidOnly: '200', noAnalysis: '403', otherAccount: '200' },
    run: async (who) => (await api(t, callers[who], '/api/scan/job/list', {})).code,
  },
  {
    name: 'POST scan/job/get (Android job of A)',
    expect: { systemAdmin: '404', customerSuperAdmin: '200', admin: '200', user: '200', view: '200', androidOnly: '200', noAnalysis: '403', otherAccount: '404' },
    run: async (who) => (await api(t, callers[who], '/api/scan/job/get', { id: androidJob })).code,
  },
  {
    name: 'POST scan/job/get (iOS job of A)',
    expect: { systemAdmin: '404', customerSuperAdmin: '200', admin: '200', user: '200', view: '200', androidOnly: '404', noAnalysis: '403', otherAccount: '404' },
    run: async (who) => (await api(t, callers[who], '/api/scan/job/get', { id: iosJob })).code,
  },
  {
    name: 'GET scan/job/report (PDF of the Android job)',
    expect: { systemAdmin: '404', customerSuperAdmin: '200', admin: '200', user: '200', view: '200', androidOnly: '200', noAnalysis: '403', otherAccount: '404' },
    run: async (who) => {
      const res = await download(t, callers[who], androidJob, 'pdf');
      return res.statusCode === 200 ? '200' : res.json().code;
    },
  },
  {
    name: 'GET scan/job/report (JSON of the iOS job)',
    expect: { systemAdmin: '404', customerSuperAdmin: '200', admin: '200', user: '200', view: '200', androidOnly: '404', noAnalysis: '403', otherAccount: '404' },
    run: async (who) => {
      const res = await download(t, callers[who], iosJob, 'json');
      return res.statusCode === 200 ? '200' : res.json().code;
    },
  },
  {
    name: 'POST scan/job/cancel (a finished job of A: 409 for those who may)',
    expect: { systemAdmin: '404', customerSuperAdmin: '409', admin: '409', user: '409', view: '403', androidOnly: '409', noAnalysis: '403', otherAccount: '404' },
    run: async (who) => (await api(t, callers[who], '/api/scan/job/cancel', { id: androidJob })).code,
  },
  {
    name: 'POST scan/job/deleteByIds (a job of A; those who may delete a job of their own)',
    expect: { systemAdmin: '404', customerSuperAdmin: '200', admin: '200', user: '200', view: '403', androidOnly: '200', noAnalysis: '403', otherAccount: '404' },
    run: async (who) => {
      const mine = ['customerSuperAdmin', 'admin', 'user', 'androidOnly'].includes(who);
      const id = mine ? await submit(t, callers[who], await uploadFixture(t, callers[who], SMALL_APK)) : androidJob;
      return (await api(t, callers[who], '/api/scan/job/deleteByIds', { ids: [id] })).code;
    },
  },
  {
    name: 'GraphQL assessmentJobs',
    expect: { systemAdmin: '200', customerSuperAdmin: '200', admin: '200', user: '200', view: '200', androidOnly: '200', noAnalysis: '403', otherAccount: '200' },
    run: (who) => gqlCode(who, '{ assessmentJobs(first: 5) { totalCount edges { node { id } } } }'),
  },
  {
    name: 'GraphQL assessmentJob (Android job of A)',
    expect: { systemAdmin: '404', customerSuperAdmin: '200', admin: '200', user: '200', view: '200', androidOnly: '200', noAnalysis: '403', otherAccount: '404' },
    run: (who) => gqlCode(who, 'query($id: ID!) { assessmentJob(id: $id) { id } }', { id: androidJob }),
  },
  {
    name: 'GraphQL submitAssessment with a file of A',
    expect: { systemAdmin: '404', customerSuperAdmin: '200', admin: '200', user: '200', view: '403', androidOnly: '200', noAnalysis: '403', otherAccount: '404' },
    run: (who) =>
      gqlCode(
        who,
        'mutation($f: ID!) { submitAssessment(input: { fileId: $f }) { __typename ... on MutationSubmitAssessmentSuccess { data { job { id } } } ... on AppError { code } } }',
        {
          f: fileA,
        },
      ),
  },
  {
    name: 'GraphQL cancelAssessment (finished iOS job of A)',
    expect: { systemAdmin: '404', customerSuperAdmin: '409', admin: '409', user: '409', view: '403', androidOnly: '404', noAnalysis: '403', otherAccount: '404' },
    run: (who) =>
      gqlCode(who, `mutation($id: ID!) { cancelAssessment(id: $id) { __typename ... on MutationCancelAssessmentSuccess { data { id } } ... on AppError { code } } }`, {
        id: iosJob,
      }),
  },
  {
    name: 'GraphQL deleteAssessments (the iOS job of A, refused to everyone but no-one deletes it)',
    expect: { systemAdmin: '404', customerSuperAdmin: '404', admin: '404', user: '404', view: '403', androidOnly: '404', noAnalysis: '403', otherAccount: '404' },
    // Together with an id that does not exist: nothing is deleted when any id is not found.
    run: (who) =>
      gqlCode(who, 'mutation($ids: [ID!]!) { deleteAssessments(ids: $ids) { __typename ... on AppError { code } } }', {
        ids: [iosJob, '00000000-0000-4000-8000-000000000000'],
      }),
  },
];

describe('allowed/denied matrix of assessment operations', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', { timeout: 60_000 }, async (_name, c) => {
    const got = {} as Record<Who, string>;
    for (const who of everyone) got[who] = await c.run(who);
    expect(got).toEqual(c.expect);
  });

  it('the iOS job survived the refused delete', async () => {
    expect((await api(t, owner, '/api/scan/job/get', { id: iosJob })).data.status).toBe('finished');
  });
});

describe('assessment dashboard', () => {
  const DASHBOARD =
    '{ assessmentDashboard(days: 7) { days counts { platform status count } trend { day submitted finished failed } risk { risk count } topFindings { id level title jobs } } }';

  it('counts the account’s jobs for the platforms the caller may read', async () => {
    const owner = (await gqlAs(t, callers.customerSuperAdmin.token, DASHBOARD)).data!.assessmentDashboard;
    const finished = owner.counts.filter((c: { status: string }) => c.status === 'FINISHED');
    expect(finished.map((c: { platform: string }) => c.platform).sort()).toEqual(['ANDROID', 'IOS']);
    const finishedTotal = finished.reduce((n: number, c: { count: number }) => n + c.count, 0);
    expect(owner.risk.reduce((n: number, r: { count: number }) => n + r.count, 0)).toBe(finishedTotal);
    expect(owner.trend.at(-1).day).toBe(new Date().toISOString().slice(0, 10));
    expect(owner.trend.reduce((n: number, d: { finished: number }) => n + d.finished, 0)).toBe(finishedTotal);
    expect(owner.topFindings.length).toBeGreaterThan(0);
    expect(owner.topFindings[0].title.length).toBeGreaterThan(0);

    const androidOnly = (await gqlAs(t, callers.androidOnly.token, DASHBOARD)).data!.assessmentDashboard;
    expect(new Set(androidOnly.counts.map((c: { platform: string }) => c.platform))).toEqual(new Set(['ANDROID']));
    expect((await gqlAs(t, callers.otherAccount.token, DASHBOARD)).data!.assessmentDashboard.counts).toEqual([]);
    expect(outcome(await gqlAs(t, callers.noAnalysis.token, DASHBOARD))).toBe('403');
  });
});

describe('resumable uploads', () => {
  it('belong to their account: another account’s upload URL answers 404, users without the codes 403', async () => {
    const tus = (who: Who, method: string, url: string, headers: Record<string, string> = {}) =>
      t.runtime.app.server.inject({ method: method as 'HEAD', url, headers: { authorization: `Bearer ${callers[who].token}`, 'tus-resumable': '1.0.0', ...headers } });
    const created = await tus('customerSuperAdmin', 'POST', '/api/file/tus', { 'upload-length': '1000' });
    expect(created.statusCode).toBe(201);
    const url = String(created.headers.location).replace(/^https?:\/\/[^/]+/, '');
    expect((await tus('customerSuperAdmin', 'HEAD', url)).headers['upload-offset']).toBe('0');
    expect((await tus('otherAccount', 'HEAD', url)).statusCode).toBe(404);
    const patch = { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' };
    expect((await tus('otherAccount', 'PATCH', url, patch)).statusCode).toBe(404);
    expect((await tus('view', 'HEAD', url)).statusCode).toBe(403);
    expect((await tus('noAnalysis', 'POST', '/api/file/tus', { 'upload-length': '1000' })).json().code).toBe('403');
  });
});

describe('API keys', () => {
  it('authenticate REST calls and record the submit type API; a wrong secret answers 401', async () => {
    const u = await t.seed.user({ roleType: 'CUSTOMER_SUPER_ADMIN' });
    const pair = await giveApiKey(t, u.userId);
    const jobId = await submit(t, pair, await uploadFixture(t, pair, SMALL_APK));
    expect((await waitForJob(t, pair, jobId)).submitType).toBe('API');
    expect(await api(t, { apiKey: pair.apiKey, apiSecret: `${pair.apiSecret}x` }, '/api/scan/job/list', {})).toMatchObject({
      code: '401',
      msg: 'The API key or secret is not valid.',
    });
    expect((await api(t, { apiKey: 'rk_unknown', apiSecret: pair.apiSecret }, '/api/scan/job/list', {})).code).toBe('401');
    await t.runtime.deps.db.updateTable('users').set({ locked: true }).where('id', '=', u.userId).execute();
    expect((await api(t, pair, '/api/scan/job/list', {})).code).toBe('401');
  });
});

describe('assessmentJobUpdated subscription', () => {
  function subscribe(token: string) {
    const client = createClient({
      url: `${t.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
    });
    const events: Array<{ data?: any; errors?: any }> = [];
    let ended: unknown = null;
    client.subscribe(
      { query: 'subscription { assessmentJobUpdated { id status progress platform } }' },
      { next: (e) => void events.push(e as never), error: (e) => (ended = e), complete: () => (ended = 'complete') },
    );
    return { client, events, ended: () => ended };
  }

  it('delivers status and progress to the account’s users only, by platform', { timeout: 60_000 }, async () => {
    const watchers = {
      owner: subscribe(callers.customerSuperAdmin.token),
      androidOnly: subscribe(callers.androidOnly.token),
      other: subscribe(callers.otherAccount.token),
      noAnalysis: subscribe(callers.noAnalysis.token),
    };
    try {
      await new Promise((r) => setTimeout(r, 300));
      const apkJob = await submit(t, owner, await uploadFixture(t, owner, SMALL_APK));
      const ipaJob = await submit(t, owner, await uploadFixture(t, owner, SMALL_IPA));
      await waitForJob(t, owner, apkJob);
      await waitForJob(t, owner, ipaJob);
      await new Promise((r) => setTimeout(r, 300));
      const seen = (w: { events: Array<{ data?: any }> }, id: string) => w.events.filter((e) => e.data?.assessmentJobUpdated?.id === id).map((e) => e.data.assessmentJobUpdated);
      const ownerApk = seen(watchers.owner, apkJob);
      expect(ownerApk.map((e) => e.status)).toEqual(expect.arrayContaining(['READY', 'PROCESSING', 'FINISHED']));
      expect(ownerApk.at(-1)).toMatchObject({ status: 'FINISHED', progress: 100, platform: 'ANDROID' });
      expect(ownerApk.some((e) => e.progress > 0 && e.progress < 100)).toBe(true);
      expect(seen(watchers.owner, ipaJob).at(-1)?.status).toBe('FINISHED');
      expect(seen(watchers.androidOnly, apkJob).length).toBeGreaterThan(0);
      expect(seen(watchers.androidOnly, ipaJob)).toEqual([]);
      expect(watchers.other.events).toEqual([]);
      expect(JSON.stringify(watchers.noAnalysis.events[0] ?? watchers.noAnalysis.ended())).toContain('403');
    } finally {
      for (const w of Object.values(watchers)) await w.client.dispose();
    }
  });
});
