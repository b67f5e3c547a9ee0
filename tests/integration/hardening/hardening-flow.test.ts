import fs from 'node:fs';
import * as acorn from 'acorn';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bufferSource } from '../../../server/src/engines/archive/byte-source';
import { ZipArchive } from '../../../server/src/engines/archive/zip-reader';
import { gqlAs, outcome } from '../../helpers/graphql';
import { roleMatrix } from '../../helpers/role-matrix';
import { startTestServer, uniqueName, type TestServer } from '../../helpers/server';
import { waitForHardening } from './hardening-helpers';
import { api, callerHeaders, fixture, SMALL_APK, uploadBytes, uploadFixture, type Caller } from '../assessment/assessment-helpers';

const LODASH = 'npm-lodash-4.18.1-lodash.js';
const WWW = 'npm-cordova-app-hello-world-7.0.0-www.zip';
const H5_CODES = [
  'dashboard',
  'h5_protected',
  'hardening_view',
  'hardening_submit',
  'hardening_download',
  'download_source',
  'download_log',
  'policy_view',
  'policy_add',
  'policy_duplicate',
];

let t: TestServer;
let h5: Caller;
let viewer: Caller;
let owner: Caller;
let other: Caller;
let policyId: string;
let jsJob: string;
let zipJob: string;

const uploadH5 = async (caller: Caller, name: string) => {
  const body = await uploadBytes(t, caller, name, fs.readFileSync(fixture(name)), { platform: 'h5' });
  if (body.code !== '200') throw new Error(`upload ${name}: ${body.code} ${body.msg}`);
  return body.data!;
};

const get = (caller: Caller, url: string) => t.runtime.app.server.inject({ method: 'GET', url, headers: callerHeaders(caller) });

beforeAll(async () => {
  t = await startTestServer({ env: { RAMPART_JOB_QUEUE: uniqueName('q') } });
  const matrix = await roleMatrix(t, {
    h5Only: async ({ a, roleInA }) => t.seed.userIn(a.accountId, await roleInA(H5_CODES), {}),
    h5Viewer: async ({ a, roleInA }) => t.seed.userIn(a.accountId, await roleInA(['h5_protected', 'hardening_view', 'policy_view']), {}),
  });
  h5 = { token: matrix.tokens.h5Only };
  viewer = { token: matrix.tokens.h5Viewer };
  owner = { token: matrix.tokens.customerSuperAdmin };
  other = { token: matrix.tokens.otherAccount };

  const created = await api(t, h5, '/api/harden/policy/add', { kind: 'h5', name: 'Web maximum', options: { preset: 'maximum', antiDebug: false } });
  expect(created.code).toBe('200');
  policyId = created.data.policyId;
  const js = await uploadH5(h5, LODASH);
  const zip = await uploadH5(h5, WWW);
  expect([js.kind, zip.kind]).toEqual(['js', 'zip']);
  jsJob = (await api(t, h5, '/api/harden/job/add', { fileId: js.fileId, policyId })).data.jobId;
  zipJob = (await api(t, h5, '/api/harden/job/add', { fileId: zip.fileId, policyId, taskName: 'Cordova www' })).data.jobId;
}, 120_000);
afterAll(() => t?.close());

describe('H5 hardening through the REST API', () => {
  it('runs both jobs to success with the spec’s job fields', async () => {
    const js = await waitForHardening(t, h5, jsJob);
    const zip = await waitForHardening(t, h5, zipJob);
    expect(js).toMatchObject({ status: 'success', kind: 'h5', taskName: 'npm-lodash-4.18.1-lodash', policyName: 'Web maximum', submitType: 'API', progress: 100, error: null });
    expect(js.protectedVersion).toMatch(/^h5 1\.0 · javascript-obfuscator \d/);
    expect(zip).toMatchObject({ status: 'success', taskName: 'Cordova www', outputName: 'npm-cordova-app-hello-world-7.0.0-www.protected.zip' });
    const list = await api(t, h5, '/api/harden/job/list', { kind: 'h5', status: 'success' });
    expect(list.data.total).toBe(2);
    const dashboard = await gqlAs(
      t,
      (h5 as { token: string }).token,
      '{ hardeningDashboard(days: 7) { counts { kind status count } trend { day submitted success failure } months { month kind jobs success } } }',
    );
    const board = dashboard.data!.hardeningDashboard;
    expect(board.counts).toContainEqual({ kind: 'H5', status: 'SUCCESS', count: 2 });
    expect(board.trend.reduce((sum: number, d: { success: number }) => sum + d.success, 0)).toBe(2);
    expect(board.months).toEqual([{ month: new Date().toISOString().slice(0, 7), kind: 'H5', jobs: 2, success: 2 }]);
  }, 180_000);

  it('downloads the protected package, the original and the log', async () => {
    await waitForHardening(t, h5, jsJob);
    const original = fs.readFileSync(fixture(LODASH));
    const protectedJs = await get(h5, `/api/harden/job/download/${jsJob}?what=protected`);
    expect(protectedJs.statusCode).toBe(200);
    expect(protectedJs.headers['content-disposition']).toContain('npm-lodash-4.18.1-lodash.protected.js');
    expect(() => acorn.parse(protectedJs.body, { ecmaVersion: 'latest' })).not.toThrow();
    expect(protectedJs.body).not.toContain('__lodash_hash_undefined__');
    expect((await get(h5, `/api/harden/job/download/${jsJob}?what=original`)).rawPayload.equals(original)).toBe(true);
    const log = await get(h5, `/api/harden/job/download/${jsJob}?what=log`);
    expect(log.headers['content-type']).toContain('text/plain');
    expect(log.body).toMatch(/applied: control-flow flattening/);
    expect(log.body).toMatch(/readable strings \(6\+ characters\): \d+ before, 0 after/);

    await waitForHardening(t, h5, zipJob);
    const zip = ZipArchive.open(bufferSource((await get(h5, `/api/harden/job/download/${zipJob}?what=protected`)).rawPayload));
    const source = ZipArchive.open(bufferSource(fs.readFileSync(fixture(WWW))));
    expect(zip.names()).toEqual(source.names());
    for (const name of ['www/css/index.css', 'www/img/logo.png', 'www/index.html']) expect(zip.readByName(name)).toEqual(source.readByName(name));
    expect(zip.readByName('www/js/index.js')!.equals(source.readByName('www/js/index.js')!)).toBe(false);
  }, 180_000);

  it('serves the protection report as JSON and as HTML in the caller’s language', async () => {
    await waitForHardening(t, h5, jsJob);
    const json = await get(h5, `/api/harden/job/download/${jsJob}?what=report&format=json`);
    const report = json.json();
    expect(report.h5.totals.readableStrings).toBeGreaterThan(100);
    expect(report.h5.totals.readableStringsLeft).toBe(0);
    expect(report.input.sha256).toBe('f5465f55566bf544aad0a31c6135889ca1ed81eea8f53ec61c6cbe86926f07cf');
    const html = await t.runtime.app.server.inject({ method: 'GET', url: `/api/harden/job/download/${jsJob}?what=report`, headers: { ...callerHeaders(h5), lang: 'zh-TW' } });
    expect(html.headers['content-security-policy']).toContain("default-src 'none'");
    expect(html.body).toContain('加固報告');
    const pdf = await get(h5, `/api/harden/job/download/${jsJob}?what=report&format=pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const gql = await gqlAs(t, (h5 as { token: string }).token, 'query($id: ID!) { hardeningReport(id: $id) }', { id: jsJob });
    expect(gql.data?.hardeningReport.output.sha256).toMatch(/^[0-9a-f]{64}$/);
  }, 180_000);

  it('keeps every download under its own permission', async () => {
    await waitForHardening(t, h5, jsJob);
    for (const what of ['protected', 'original', 'log']) expect((await get(viewer, `/api/harden/job/download/${jsJob}?what=${what}`)).json().code).toBe('403');
    expect((await get(viewer, `/api/harden/job/download/${jsJob}?what=report&format=json`)).statusCode).toBe(200);
    expect((await api(t, viewer, '/api/harden/job/add', { fileId: 'x', policyId })).code).toBe('403');
  }, 180_000);

  it('hides another account’s policies, jobs and files on every path', async () => {
    expect((await api(t, other, '/api/harden/policy/get', { id: policyId })).code).toBe('404');
    expect((await api(t, other, '/api/harden/job/get', { id: jsJob })).code).toBe('404');
    expect((await api(t, other, '/api/harden/job/cancel', { id: jsJob })).code).toBe('404');
    expect((await api(t, other, '/api/harden/job/deleteByIds', { ids: [jsJob] })).code).toBe('404');
    expect((await api(t, other, '/api/harden/policy/deleteByIds', { ids: [policyId] })).code).toBe('404');
    for (const what of ['protected', 'original', 'log', 'report']) expect((await get(other, `/api/harden/job/download/${jsJob}?what=${what}`)).json().code).toBe('404');
    const otherToken = (other as { token: string }).token;
    expect(outcome(await gqlAs(t, otherToken, 'query($id: ID!) { hardeningJob(id: $id) { id } }', { id: jsJob }))).toBe('404');
    expect((await api(t, other, '/api/harden/job/list', { kind: 'h5' })).data.total).toBe(0);
  });

  it('refuses kinds the caller lacks, and kinds whose engine is missing, with the reason', async () => {
    expect((await api(t, h5, '/api/harden/policy/add', { kind: 'android', name: 'No Android here', options: {} })).code).toBe('403');
    const sdk = await api(t, owner, '/api/harden/policy/add', { kind: 'android-sdk', name: 'SDK balanced', options: { preset: 'balanced' } });
    expect(sdk.code).toBe('200');
    const apk = await uploadFixture(t, owner, SMALL_APK);
    const refused = await api(t, owner, '/api/harden/job/add', { fileId: apk, policyId: sdk.data.policyId });
    expect(refused.code).toBe('400');
    expect(refused.msg).toMatch(/^Android SDK hardening is not available yet/);
    // An APK is not H5 input unless it is a React Native app: the job fails with that reason.
    const rn = await api(t, owner, '/api/harden/job/add', { fileId: apk, policyId });
    expect(rn.code).toBe('200');
    const failed = await waitForHardening(t, owner, rn.data.jobId);
    expect(failed.status).toBe('failure');
    expect(failed.error).toMatch(/^h5\.not_react_native: /);
    expect((await get(owner, `/api/harden/job/download/${rn.data.jobId}?what=log`)).body).toMatch(/failed: h5\.not_react_native/);
    expect((await get(owner, `/api/harden/job/download/${rn.data.jobId}?what=protected`)).json().code).toBe('409');
  }, 120_000);

  it('checks uploads by content for the H5 target', async () => {
    const wrong = await uploadBytes(t, h5, 'image.js', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), { platform: 'h5' });
    expect(wrong).toMatchObject({ code: '400', msg: 'Please select [js/zip/apk/ipa] file' });
    const noTarget = await uploadBytes(t, h5, 'script.js', Buffer.from('var a = 1;'));
    expect(noTarget).toMatchObject({ code: '400', msg: 'Please select [apk/aab/ipa] file' });
  });

  it('validates policies with the spec’s messages in en and zh-TW', async () => {
    const md5 = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
    const dup = { kind: 'android', name: 'Dup MD5', options: { googleSignatureMd5: [md5, md5.toUpperCase()] } };
    expect(await api(t, owner, '/api/harden/policy/add', dup)).toMatchObject({
      code: '400',
      msg: 'The MD5 value for Google signatures has repeated, please delete the duplicate entry.',
    });
    expect(await api(t, owner, '/api/harden/policy/add', dup, 'zh-TW')).toMatchObject({ code: '400', msg: 'Google 簽名的 MD5 值重複，請刪除重複的項目。' });
    expect(await api(t, owner, '/api/harden/policy/add', { kind: 'android', name: 'VMP', options: { vmpLibraryName: 'abcd' } })).toMatchObject({
      code: '400',
      msg: 'The VMP library name is up to three lowercase letters or digits.',
    });
    expect((await api(t, h5, '/api/harden/policy/add', { kind: 'h5', name: 'web maximum', options: {} })).code).toBe('409');
    const listed = await api(t, h5, '/api/harden/policy/list', { kind: 'h5', name: 'maximum' });
    expect(listed.data).toMatchObject({ total: 1, list: [{ name: 'Web maximum', status: 'enabled', options: { preset: 'maximum' } }] });
    const gql = await gqlAs(t, (h5 as { token: string }).token, '{ hardeningPolicies(kind: H5, first: 10) { totalCount edges { node { name systemVersion users { id } } } } }');
    expect(gql.data?.hardeningPolicies).toMatchObject({ totalCount: 1, edges: [{ node: { name: 'Web maximum', users: [] } }] });
  });

  it('duplicates, updates and deletes policies; jobs keep the policy’s name', async () => {
    await waitForHardening(t, h5, jsJob);
    const copy = await gqlAs(
      t,
      (h5 as { token: string }).token,
      'mutation($id: ID!) { duplicateHardeningPolicy(id: $id) { ... on MutationDuplicateHardeningPolicySuccess { data { id name enabled options } } } }',
      {
        id: policyId,
      },
    );
    const duplicated = copy.data!.duplicateHardeningPolicy.data;
    expect(duplicated.name).toBe('Web maximum (copy)');
    expect(duplicated.options.selfDefending).toBe(true);
    const updated = await api(t, h5, '/api/harden/policy/update', { id: duplicated.id, status: 'disabled', options: { preset: 'low' } });
    expect(updated.data).toMatchObject({ status: 'disabled', options: { preset: 'low', selfDefending: false } });
    const js = await uploadH5(h5, LODASH);
    expect((await api(t, h5, '/api/harden/job/add', { fileId: js.fileId, policyId: duplicated.id })).msg).toBe('This policy is disabled or not shared with you.');
    expect((await api(t, h5, '/api/harden/policy/deleteByIds', { ids: [duplicated.id] })).data.deleted).toBe(1);
  }, 120_000);

  it('cancels only unfinished jobs and deletes jobs with their outputs', async () => {
    await waitForHardening(t, h5, zipJob);
    expect((await api(t, h5, '/api/harden/job/cancel', { id: zipJob })).code).toBe('409');
    const dir = t.runtime.app.services.hardening.jobDir(await accountOf(zipJob), zipJob);
    expect(fs.existsSync(dir)).toBe(true);
    expect((await api(t, h5, '/api/harden/job/deleteByIds', { ids: [zipJob] })).data.deleted).toBe(1);
    expect((await api(t, h5, '/api/harden/job/get', { id: zipJob })).code).toBe('404');
    expect(fs.existsSync(dir)).toBe(false);
  }, 120_000);
});

async function accountOf(jobId: string): Promise<string> {
  const row = await t.runtime.deps.db.selectFrom('hardeningJobs').select('accountId').where('id', '=', jobId).executeTakeFirstOrThrow();
  return row.accountId;
}
